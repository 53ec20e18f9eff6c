
/**
 * 商家自定义编码
 * @maxLength 64
 */
export type GoodsSaveBodyCode = string | null;
