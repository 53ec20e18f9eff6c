
/**
 * 主图地址
 * @maxLength 500
 */
export type CsGoodsCardImage = string | null;
