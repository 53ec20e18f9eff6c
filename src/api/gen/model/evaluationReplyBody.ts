
/**
 * 每条评价只能回复一次；首次回复后 24 小时内可修改
 */
export interface EvaluationReplyBody {
  /**
   * 评价 id
   * @minimum 1
   * @maximum 9007199254740991
   */
  evaluationId: number;
  /**
   * 1 至 500 字
   * @minLength 1
   * @maxLength 500
   * @pattern \S
   */
  content: string;
}
