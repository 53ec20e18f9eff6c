
/**
 * 运单号
 */
export type AfterSaleDetailAllOfReshipTrackingNo = string | null;
