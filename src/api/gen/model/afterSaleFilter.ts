import type { AfterSaleCaseStatus } from './afterSaleCaseStatus';

/**
 * 均可选
 */
export interface AfterSaleFilter {
  status?: AfterSaleCaseStatus;
  /**
   * 1 仅退款，2 退货退款，3 换货
   * @minimum 1
   * @maximum 3
   */
  type?: number;
  /**
   * 完整售后单号
   * @maxLength 22
   * @pattern ^SH\d{6,20}$
   */
  caseNo?: string;
  /**
   * 完整订单号
   * @maxLength 32
   * @pattern ^\d{6,32}$
   */
  orderNo?: string;
  /**
   * ms 时间戳（含）
   * @minimum 0
   * @maximum 4102444800000
   */
  createdFrom?: number;
  /**
   * ms 时间戳（不含）
   * @minimum 0
   * @maximum 4102444800000
   */
  createdTo?: number;
  /**
   * 1 只看商家须处理且 24 小时内到期的
   * @minimum 0
   * @maximum 1
   */
  dueSoon?: number;
}
