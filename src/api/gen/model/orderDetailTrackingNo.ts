
/**
 * 运单号；未发货为 null
 * @maxLength 40
 */
export type OrderDetailTrackingNo = string | null;
