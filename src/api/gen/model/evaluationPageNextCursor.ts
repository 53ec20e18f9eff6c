
/**
 * 没有更多时为 null
 * @maxLength 40
 */
export type EvaluationPageNextCursor = string | null;
