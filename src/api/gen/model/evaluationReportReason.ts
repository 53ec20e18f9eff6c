
/**
 * 举报原因；未举报为 null
 * @maxLength 200
 */
export type EvaluationReportReason = string | null;
