
/**
 * 提交一笔跨境提现（人民币金额，按提交时汇率换汇）
 */
export interface FinanceCrossWithdrawCreateBody {
  /**
   * 提现金额（人民币），¥0.01 至 ¥1 亿，单位：分
   * @minimum 1
   * @maximum 10000000000
   */
  amount: number;
  /**
   * 发到手机的 6 位数字验证码
   * @maxLength 6
   * @pattern ^\d{6}$
   */
  smsCode: string;
  /**
   * 前端为这次提交生成的唯一编号（幂等键）：同一编号重复提交只生效一次，答复第一次的结果
   * @maxLength 64
   * @pattern ^[A-Za-z0-9-]{8,64}$
   */
  requestId: string;
}
