
/**
 * 上一页答复的 nextCursor；首页不传或为 null
 * @pattern ^\d{1,15}_\d{1,15}$
 */
export type OrderListQueryCursor = string | null;
