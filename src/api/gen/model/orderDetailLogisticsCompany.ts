
/**
 * 发货使用的物流公司代码；未发货为 null
 * @maxLength 20
 */
export type OrderDetailLogisticsCompany = string | null;
