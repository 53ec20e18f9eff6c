import type { FinanceWithdrawPreviewBodyChannel } from './financeWithdrawPreviewBodyChannel';

/**
 * 提现方式与拟提金额；不传金额时按最高可提金额预览
 */
export interface FinanceWithdrawPreviewBody {
  /** normal 普通提现；tax 完税提现 */
  channel: FinanceWithdrawPreviewBodyChannel;
  /**
   * 拟提金额，¥0.01 至 ¥1 亿，单位：分
   * @minimum 1
   * @maximum 10000000000
   */
  amount?: number;
}
