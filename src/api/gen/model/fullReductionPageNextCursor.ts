
/**
 * 下一页游标
 */
export type FullReductionPageNextCursor = string | null;
