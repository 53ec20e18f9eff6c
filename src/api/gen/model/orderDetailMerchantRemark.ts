
/**
 * 商家备注；无则为 null
 * @maxLength 500
 */
export type OrderDetailMerchantRemark = string | null;
