
/**
 * 运单号
 */
export type AfterSaleDetailAllOfReturnTrackingNo = string | null;
