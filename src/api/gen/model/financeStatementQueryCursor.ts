
/**
 * 上一页答复的 nextCursor；首页不传或为 null
 * @maxLength 64
 * @pattern ^[0-9A-Za-z_-]{1,64}$
 */
export type FinanceStatementQueryCursor = string | null;
