
/**
 * 代理与证明的文字
 */
export interface SeCertificateIssueBody {
  /**
   * 在岗或已离任的代理
   * @minimum 1
   * @maximum 9007199254740991
   */
  agentId: number;
  /**
   * 5 至 1000 字
   * @maxLength 1000
   */
  workSummary: string;
  /**
   * 5 至 500 字
   * @maxLength 500
   */
  comment: string;
}
