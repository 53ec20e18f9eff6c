
/**
 * 编码
 */
export type AfterSaleDetailAllOfReturnLogistics = string | null;
