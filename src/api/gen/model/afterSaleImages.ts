
/**
 * 通过上传接口获得的图片地址，至多 9 张
 * @maxItems 9
 */
export type AfterSaleImages = string[];
