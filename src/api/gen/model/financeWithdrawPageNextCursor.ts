
/**
 * 取下一页时传入；没有更多时为 null
 * @maxLength 64
 */
export type FinanceWithdrawPageNextCursor = string | null;
