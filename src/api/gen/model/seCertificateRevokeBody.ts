
/**
 * 证明与撤销原因
 */
export interface SeCertificateRevokeBody {
  /**
   * 实习证明 id
   * @minimum 1
   * @maximum 9007199254740991
   */
  certificateId: number;
  /**
   * 2 至 200 字
   * @maxLength 200
   */
  reason: string;
}
