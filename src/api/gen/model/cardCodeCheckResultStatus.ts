
/**
 * 0 未发放；1 已发放；2 已核销；不存在为 null
 */
export type CardCodeCheckResultStatus = 0 | 1 | 2 | null;
