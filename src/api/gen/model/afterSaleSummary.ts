import type { AfterSaleCaseStatus } from './afterSaleCaseStatus';
import type { AfterSaleSummaryDeadlineAt } from './afterSaleSummaryDeadlineAt';
import type { AfterSaleSummaryProofDeadlineAt } from './afterSaleSummaryProofDeadlineAt';

/**
 * 列表中的一行
 */
export interface AfterSaleSummary {
  /** id */
  afterSaleId: number;
  /** SH 开头 */
  caseNo: string;
  /** 订单 id */
  orderId: number;
  /** 订单号 */
  orderNo: string;
  /** 1 仅退款，2 退货退款，3 换货 */
  type: number;
  /** 中文 */
  typeText: string;
  /** 申请时订单是否已发货 */
  shipped: boolean;
  status: AfterSaleCaseStatus;
  /** 中文 */
  statusText: string;
  /** 每次变化加一；操作时带上 */
  version: number;
  /** 买家昵称 */
  buyerName: string;
  /** 中文 */
  reasonText: string;
  /** 售后商品名称 */
  goodsSummary: string;
  /** 分（含应退运费） */
  applyAmount: number;
  /** 分 */
  refundAmount: number;
  /** 到期后平台代为处理；null 为无人等待 */
  deadlineAt: AfterSaleSummaryDeadlineAt;
  /** 时限是商家的 */
  merchantWaiting: boolean;
  /** 0 无，1 待平台裁决，2 支持买家，3 支持商家 */
  disputeStatus: number;
  /** ms */
  proofDeadlineAt: AfterSaleSummaryProofDeadlineAt;
  /** ms */
  createdAt: number;
  /** ms */
  updatedAt: number;
}
