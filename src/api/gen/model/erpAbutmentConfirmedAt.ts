
/**
 * 商家确认对接完成的时间，毫秒时间戳；未确认时为 null
 * @minimum 0
 */
export type ErpAbutmentConfirmedAt = number | null;
