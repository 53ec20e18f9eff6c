import type { FinanceFlowKind } from './financeFlowKind';
import type { FinanceStatementLineOrderId } from './financeStatementLineOrderId';
import type { FinanceStatementLineOrderNo } from './financeStatementLineOrderNo';
import type { FinanceStatementLineDisputeReason } from './financeStatementLineDisputeReason';
import type { FinanceStatementLineDisputeStatus } from './financeStatementLineDisputeStatus';
import type { FinanceStatementLineDisputeReply } from './financeStatementLineDisputeReply';

/**
 * 对账单中的一行（通常为一个订单的结算，或一笔结算后退款、扣款）
 */
export interface FinanceStatementLine {
  /**
   * 明细 id
   * @minimum 1
   * @maximum 2147483647
   */
  lineId: number;
  /** settle 订单结算；refund 结算后退款；penalty 扣款；adjust 调账 */
  kind: FinanceFlowKind;
  /**
   * 相关订单 id；无则为 null
   * @minimum 1
   * @maximum 2147483647
   */
  orderId: FinanceStatementLineOrderId;
  /**
   * 相关订单号；无则为 null
   * @maxLength 32
   */
  orderNo: FinanceStatementLineOrderNo;
  /**
   * 结算或扣款时间，毫秒时间戳
   * @minimum 0
   * @maximum 4102444800000
   */
  occurredAt: number;
  /**
   * 订单实付金额，单位：分
   * @minimum 0
   */
  income: number;
  /**
   * 退款金额，单位：分
   * @minimum 0
   */
  refund: number;
  /**
   * 佣金，单位：分
   * @minimum 0
   */
  commission: number;
  /**
   * 类目佣金费率，百分比文字，如 2%
   * @maxLength 10
   */
  commissionRate: string;
  /**
   * 补贴，单位：分
   * @minimum 0
   */
  subsidy: number;
  /**
   * 扣款，单位：分
   * @minimum 0
   */
  deduction: number;
  /** 本行结算净额，单位：分（收入为正，支出为负） */
  settled: number;
  /**
   * 商家提出的异议原因；未提出为 null
   * @maxLength 200
   */
  disputeReason: FinanceStatementLineDisputeReason;
  /** 0 平台处理中；1 已处理；未提出异议为 null */
  disputeStatus: FinanceStatementLineDisputeStatus;
  /**
   * 平台对异议的答复；无则为 null
   * @maxLength 200
   */
  disputeReply: FinanceStatementLineDisputeReply;
}
