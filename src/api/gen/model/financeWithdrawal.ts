import type { FinanceWithdrawChannel } from './financeWithdrawChannel';
import type { FinanceWithdrawalRate } from './financeWithdrawalRate';
import type { FinanceWithdrawalForeignAmount } from './financeWithdrawalForeignAmount';
import type { FinanceWithdrawAccount } from './financeWithdrawAccount';
import type { FinanceWithdrawStatus } from './financeWithdrawStatus';
import type { FinanceWithdrawalFailReason } from './financeWithdrawalFailReason';
import type { FinanceWithdrawalPaidAt } from './financeWithdrawalPaidAt';
import type { FinanceWithdrawalFailedAt } from './financeWithdrawalFailedAt';

/**
 * 一笔提现及其状态
 */
export interface FinanceWithdrawal {
  /**
   * 提现单 id
   * @minimum 1
   * @maximum 2147483647
   */
  withdrawalId: number;
  /**
   * 提现单号
   * @maxLength 32
   */
  withdrawNo: string;
  /** normal 普通；cross 跨境；tax 完税 */
  channel: FinanceWithdrawChannel;
  /**
   * 提现金额（人民币），单位：分
   * @minimum 0
   */
  amount: number;
  /**
   * 手续费，单位：分
   * @minimum 0
   */
  fee: number;
  /**
   * 代扣个人所得税（完税提现），单位：分
   * @minimum 0
   */
  taxWithheld: number;
  /**
   * 到账金额（人民币），单位：分
   * @minimum 0
   */
  arrivalAmount: number;
  /**
   * ISO 4217 币种代码
   * @maxLength 3
   */
  currency: string;
  /**
   * 1 人民币兑换的外币数（跨境）
   * @maxLength 20
   */
  rate: FinanceWithdrawalRate;
  /**
   * 外币到账金额，单位：外币的分（跨境）
   * @minimum 0
   */
  foreignAmount: FinanceWithdrawalForeignAmount;
  /** 到账账户 */
  account: FinanceWithdrawAccount;
  /** 0 处理中；1 已到账；2 失败已退回 */
  status: FinanceWithdrawStatus;
  /**
   * 失败原因
   * @maxLength 200
   */
  failReason: FinanceWithdrawalFailReason;
  /**
   * 申请时间，毫秒时间戳
   * @minimum 0
   * @maximum 4102444800000
   */
  createdAt: number;
  /**
   * 预计到账时间，毫秒时间戳
   * @minimum 0
   * @maximum 4102444800000
   */
  expectedArrivalAt: number;
  /**
   * 到账时间，毫秒时间戳；无则为 null
   * @minimum 0
   * @maximum 4102444800000
   */
  paidAt: FinanceWithdrawalPaidAt;
  /**
   * 失败退回时间，毫秒时间戳；无则为 null
   * @minimum 0
   * @maximum 4102444800000
   */
  failedAt: FinanceWithdrawalFailedAt;
}
