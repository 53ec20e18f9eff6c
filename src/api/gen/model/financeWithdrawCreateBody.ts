import type { FinanceWithdrawCreateBodyChannel } from './financeWithdrawCreateBodyChannel';

/**
 * 提交一笔提现：可提现余额转入提现中，平台打款后到账，失败则退回
 */
export interface FinanceWithdrawCreateBody {
  /** normal 普通提现；tax 完税提现 */
  channel: FinanceWithdrawCreateBodyChannel;
  /**
   * 提现金额，¥0.01 至 ¥1 亿（另受最低金额与可提现余额限制），单位：分
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
