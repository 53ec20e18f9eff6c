
/**
 * 毫秒时间戳
 * @minimum 0
 */
export type CardCodePageListItemDeliveredAt = number | null;
