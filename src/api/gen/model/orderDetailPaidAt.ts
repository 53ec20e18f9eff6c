
/**
 * 付款时间，毫秒时间戳；未付款为 null
 * @minimum 0
 */
export type OrderDetailPaidAt = number | null;
