
/**
 * 定时上架时间
 * @minimum 0
 */
export type GoodsDetailShelfAt = number | null;
