import type { FinanceAccount } from './financeAccount';
import type { FinanceFlowKind } from './financeFlowKind';
import type { FinanceFlowLineOrderId } from './financeFlowLineOrderId';
import type { FinanceFlowLineOrderNo } from './financeFlowLineOrderNo';
import type { FinanceFlowLineCauseType } from './financeFlowLineCauseType';
import type { FinanceFlowLineCauseId } from './financeFlowLineCauseId';
import type { FinanceFlowLineCauseNo } from './financeFlowLineCauseNo';
import type { FinanceFlowLineRemark } from './financeFlowLineRemark';

/**
 * 某个资金账户的一笔入账或出账（一条分录）
 */
export interface FinanceFlowLine {
  /**
   * 分录 id
   * @minimum 1
   * @maximum 2147483647
   */
  entryId: number;
  /**
   * 所属记账交易 id（一笔交易的各分录合计为 0）
   * @minimum 1
   * @maximum 2147483647
   */
  txId: number;
  /**
   * 入账时间，毫秒时间戳
   * @minimum 0
   * @maximum 4102444800000
   */
  createdAt: number;
  /** 发生变动的资金账户 */
  account: FinanceAccount;
  /** 这笔资金变动的类型 */
  kind: FinanceFlowKind;
  /** 变动金额，单位：分（收入为正，支出为负） */
  amount: number;
  /** 变动后该账户余额，单位：分（欠款账户为负或 0） */
  balanceAfter: number;
  /**
   * 相关订单 id；无则为 null
   * @minimum 1
   * @maximum 2147483647
   */
  orderId: FinanceFlowLineOrderId;
  /**
   * 相关订单号；无则为 null
   * @maxLength 32
   */
  orderNo: FinanceFlowLineOrderNo;
  /** 引起这笔变动的业务；无则为 null */
  causeType: FinanceFlowLineCauseType;
  /**
   * 业务来源的 id（订单 id、售后单 id、提现单 id、处罚 id 等）
   * @minimum 1
   * @maximum 2147483647
   */
  causeId: FinanceFlowLineCauseId;
  /**
   * 业务来源的单号（展示用）
   * @maxLength 40
   */
  causeNo: FinanceFlowLineCauseNo;
  /**
   * 说明文字
   * @maxLength 200
   */
  remark: FinanceFlowLineRemark;
}
