
/**
 * 编码
 */
export type AfterSaleDetailAllOfOrderLogisticsCompany = string | null;
