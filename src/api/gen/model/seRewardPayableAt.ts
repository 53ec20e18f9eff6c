
/**
 * 毫秒时间戳
 */
export type SeRewardPayableAt = number | null;
