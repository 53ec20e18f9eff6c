
/**
 * 上传得到的图片地址；null 为不设置
 * @maxLength 500
 */
export type ShopInfoSaveBodyLogoUrl = string | null;
