
/**
 * 从可提现余额转入营销资金账户（立即到账）
 */
export interface FinanceMarketingRechargeBody {
  /**
   * 转入金额，¥1 至 ¥1,000,000，且不超过可提现余额，单位：分
   * @minimum 100
   * @maximum 100000000
   */
  amount: number;
  /**
   * 前端为这次提交生成的唯一编号（幂等键）：同一编号重复提交只生效一次，答复第一次的结果
   * @maxLength 64
   * @pattern ^[A-Za-z0-9-]{8,64}$
   */
  requestId: string;
}
