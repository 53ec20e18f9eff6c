
/**
 * 该应用每分钟最多调用次数；未授权时为 null
 * @minimum 1
 */
export type ErpShopConfigRatePerMinute = number | null;
