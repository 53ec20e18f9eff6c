
/**
 * 保存时会被拒绝的原因；没有为空
 * @maxLength 100
 */
export type CsFlowPreviewProblem = string | null;
