
/**
 * 关闭时间，毫秒时间戳；未关闭为 null
 * @minimum 0
 */
export type OrderDetailClosedAt = number | null;
