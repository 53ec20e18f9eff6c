
/**
 * 地址
 */
export type AfterSaleDetailAllOfOrderLinesItemImage = string | null;
