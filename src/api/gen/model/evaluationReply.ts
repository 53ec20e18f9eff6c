
/**
 * 商家回复；未回复为 null
 * @maxLength 500
 */
export type EvaluationReply = string | null;
