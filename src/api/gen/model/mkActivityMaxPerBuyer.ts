
/**
 * 秒杀每人限购上限
 */
export type MkActivityMaxPerBuyer = number | null;
