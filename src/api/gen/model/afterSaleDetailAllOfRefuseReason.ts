
/**
 * 中文
 */
export type AfterSaleDetailAllOfRefuseReason = string | null;
