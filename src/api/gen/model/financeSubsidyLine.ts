import type { FinanceSubsidyStatus } from './financeSubsidyStatus';
import type { FinanceSubsidyLineSettledAt } from './financeSubsidyLineSettledAt';

/**
 * 一个订单获得的一笔平台补贴
 */
export interface FinanceSubsidyLine {
  /**
   * 补贴记录 id
   * @minimum 1
   * @maximum 2147483647
   */
  subsidyId: number;
  /**
   * 平台活动 id
   * @minimum 1
   * @maximum 2147483647
   */
  activityId: number;
  /**
   * 平台活动名称
   * @maxLength 100
   */
  activityName: string;
  /**
   * 订单 id
   * @minimum 1
   * @maximum 2147483647
   */
  orderId: number;
  /**
   * 订单号
   * @maxLength 32
   */
  orderNo: string;
  /**
   * 平台补贴金额，单位：分
   * @minimum 0
   */
  amount: number;
  /** 0 待结算；1 已结算；2 已取消 */
  status: FinanceSubsidyStatus;
  /**
   * 订单付款时间，毫秒时间戳
   * @minimum 0
   * @maximum 4102444800000
   */
  createdAt: number;
  /**
   * 随订单结算入账的时间，毫秒时间戳；无则为 null
   * @minimum 0
   * @maximum 4102444800000
   */
  settledAt: FinanceSubsidyLineSettledAt;
}
