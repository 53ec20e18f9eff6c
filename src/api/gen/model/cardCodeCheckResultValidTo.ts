
/**
 * 批次到期时间
 * @minimum 0
 */
export type CardCodeCheckResultValidTo = number | null;
