
/**
 * 主图地址
 */
export type TpSampleOptionsGoodsItemImage = string | null;
