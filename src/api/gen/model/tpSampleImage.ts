
/**
 * 商品主图地址
 */
export type TpSampleImage = string | null;
