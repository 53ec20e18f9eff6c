
/**
 * 文字
 */
export type AfterSaleDetailAllOfRefuseText = string | null;
