
/**
 * 上一页答复的 nextCursor；首页不传或为 null
 * @maxLength 32
 * @pattern ^[0-9]{1,20}$
 */
export type OperationLogQueryCursor = string | null;
