
/**
 * 号
 */
export type AfterSaleDetailAllOfOrderTrackingNo = string | null;
