
/**
 * 运单号；未发货为 null
 * @maxLength 40
 */
export type OrderSummaryTrackingNo = string | null;
