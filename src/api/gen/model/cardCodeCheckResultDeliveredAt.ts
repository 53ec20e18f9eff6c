
/**
 * 毫秒时间戳
 * @minimum 0
 */
export type CardCodeCheckResultDeliveredAt = number | null;
