
/**
 * 收货区县代码（6 位；东莞、中山等为 9 位乡镇街道代码）；可为空
 * @maxLength 6
 * @pattern ^\d{2,6}$
 */
export type ShopFreightQuoteBodyRegionCode = string | null;
