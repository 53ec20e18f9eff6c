
/**
 * 授权生成的开放接口 AppKey（密钥只交给 ERP，不在此显示）；未授权时为 null
 * @maxLength 64
 */
export type ErpShopConfigAppKey = string | null;
