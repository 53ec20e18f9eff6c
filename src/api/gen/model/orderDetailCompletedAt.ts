
/**
 * 确认收货时间，毫秒时间戳；未完成为 null
 * @minimum 0
 */
export type OrderDetailCompletedAt = number | null;
