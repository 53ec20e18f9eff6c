
/**
 * 付款后 48 小时内须发货，毫秒时间戳；非待发货为 null
 * @minimum 0
 */
export type OrderDetailShipByAt = number | null;
