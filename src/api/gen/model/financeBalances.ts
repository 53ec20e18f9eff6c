
/**
 * 各资金账户的当前余额（分）
 */
export interface FinanceBalances {
  /**
   * 可提现余额，单位：分
   * @minimum 0
   */
  available: number;
  /**
   * 已付款未结算的订单收入，单位：分
   * @minimum 0
   */
  pending: number;
  /**
   * 被冻结的金额（冻结期间不能提现），单位：分
   * @minimum 0
   */
  frozen: number;
  /**
   * 已申请、尚未到账的提现，单位：分
   * @minimum 0
   */
  withdrawing: number;
  /**
   * 已缴保证金余额，单位：分
   * @minimum 0
   */
  deposit: number;
  /**
   * 营销资金账户余额，单位：分
   * @minimum 0
   */
  marketing: number;
  /**
   * 结算后退款等造成的欠款（欠款账户余额的绝对值），从后续结算中扣回，单位：分
   * @minimum 0
   */
  owed: number;
}
