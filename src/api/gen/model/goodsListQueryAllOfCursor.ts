
/**
 * 上一页答复的 nextCursor；首页不传或传 null
 * @maxLength 200
 */
export type GoodsListQueryAllOfCursor = string | null;
