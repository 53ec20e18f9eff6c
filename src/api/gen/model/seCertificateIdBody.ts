
/**
 * 证明 id
 */
export interface SeCertificateIdBody {
  /**
   * 实习证明 id
   * @minimum 1
   * @maximum 9007199254740991
   */
  certificateId: number;
}
