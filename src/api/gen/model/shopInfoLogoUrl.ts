
/**
 * 图片地址（已签名）
 * @maxLength 1000
 */
export type ShopInfoLogoUrl = string | null;
