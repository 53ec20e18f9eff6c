
/**
 * 编码
 */
export type AfterSaleDetailAllOfReshipLogistics = string | null;
