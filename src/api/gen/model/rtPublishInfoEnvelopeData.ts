
/**
 * 发布时预算从可提现余额冻结
 */
export interface RtPublishInfoEnvelopeData {
  /**
   * 单位：分
   * @minimum 0
   */
  availableAmount: number;
}
