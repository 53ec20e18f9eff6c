import type { FinanceDepositCategory } from './financeDepositCategory';
import type { FinancePlatformAccount } from './financePlatformAccount';

/**
 * 应缴、已缴、差额与按类目的要求
 */
export interface FinanceDepositSummary {
  /**
   * 经营的主类目中要求最高的一项，单位：分
   * @minimum 0
   */
  required: number;
  /**
   * 保证金账户余额，单位：分
   * @minimum 0
   */
  paid: number;
  /**
   * 应缴 − 已缴，不足时须补缴后才能发布商品与报名活动；已足额为 0，单位：分
   * @minimum 0
   */
  gap: number;
  /**
   * 已提交、平台尚未确认到账的充值，单位：分
   * @minimum 0
   */
  pendingRecharge: number;
  /**
   * 店铺经营的各主类目与其保证金要求
   * @maxItems 50
   */
  categories: FinanceDepositCategory[];
  /** 线下转账充值的收款账户 */
  platformAccount: FinancePlatformAccount;
}
