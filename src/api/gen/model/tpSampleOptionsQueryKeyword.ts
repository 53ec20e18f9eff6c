
/**
 * 商品名称包含
 * @maxLength 50
 */
export type TpSampleOptionsQueryKeyword = string | null;
