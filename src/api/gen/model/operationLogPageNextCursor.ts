
/**
 * 没有更多时为 null
 * @maxLength 32
 */
export type OperationLogPageNextCursor = string | null;
