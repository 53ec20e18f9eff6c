
/**
 * 发货时间，毫秒时间戳；未发货为 null
 * @minimum 0
 */
export type OrderSummaryShippedAt = number | null;
