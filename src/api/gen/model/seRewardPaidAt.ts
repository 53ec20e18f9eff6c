
/**
 * 毫秒时间戳
 */
export type SeRewardPaidAt = number | null;
