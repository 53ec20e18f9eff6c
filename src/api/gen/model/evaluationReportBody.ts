
/**
 * 举报恶意评价，交平台处理；每条评价只能举报一次
 */
export interface EvaluationReportBody {
  /**
   * 评价 id
   * @minimum 1
   * @maximum 9007199254740991
   */
  evaluationId: number;
  /**
   * 2 至 200 字
   * @minLength 2
   * @maxLength 200
   * @pattern \S
   */
  reason: string;
}
