
/**
 * 本次通过、驳回的份数与发放、退回的金额
 */
export interface RtReviewEnvelopeData {
  /**
   * 份数
   * @minimum 0
   */
  approved: number;
  /**
   * 份数
   * @minimum 0
   */
  rejected: number;
  /**
   * 单位：分
   * @minimum 0
   */
  paid: number;
  /**
   * 已关闭任务不再需要的预算退回可提现，单位：分
   * @minimum 0
   */
  returned: number;
}
