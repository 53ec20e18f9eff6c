import type { AfterSaleDetailAllOfLinesItem } from './afterSaleDetailAllOfLinesItem';
import type { AfterSaleDetailAllOfRefundPlan } from './afterSaleDetailAllOfRefundPlan';
import type { AfterSaleDetailAllOfRefundedAt } from './afterSaleDetailAllOfRefundedAt';
import type { AfterSaleDetailAllOfRefuseReason } from './afterSaleDetailAllOfRefuseReason';
import type { AfterSaleDetailAllOfRefuseText } from './afterSaleDetailAllOfRefuseText';
import type { AfterSaleDetailAllOfReturnAddress } from './afterSaleDetailAllOfReturnAddress';
import type { AfterSaleDetailAllOfReturnLogistics } from './afterSaleDetailAllOfReturnLogistics';
import type { AfterSaleDetailAllOfReturnTrackingNo } from './afterSaleDetailAllOfReturnTrackingNo';
import type { AfterSaleDetailAllOfReshipLogistics } from './afterSaleDetailAllOfReshipLogistics';
import type { AfterSaleDetailAllOfReshipTrackingNo } from './afterSaleDetailAllOfReshipTrackingNo';
import type { AfterSaleDetailAllOfBuyerEvidenceText } from './afterSaleDetailAllOfBuyerEvidenceText';
import type { AfterSaleDetailAllOfMerchantProofText } from './afterSaleDetailAllOfMerchantProofText';
import type { AfterSaleDetailAllOfMerchantProofAt } from './afterSaleDetailAllOfMerchantProofAt';
import type { AfterSaleDetailAllOfDisputeAt } from './afterSaleDetailAllOfDisputeAt';
import type { AfterSaleDetailAllOfDecisionNote } from './afterSaleDetailAllOfDecisionNote';
import type { AfterSaleDetailAllOfDecidedAt } from './afterSaleDetailAllOfDecidedAt';
import type { AfterSaleDetailAllOfOrder } from './afterSaleDetailAllOfOrder';
import type { AfterSaleLog } from './afterSaleLog';

/**
 * 原因、商品、退款方案、退货、纠纷与订单快照
 */
export type AfterSaleDetailAllOf = {
  /** 买家原因 */
  reasonCode: string;
  /** 文字 */
  reasonDetail: string;
  /** 地址 */
  images: string[];
  /** 分 */
  freightAmount: number;
  /** 按订单商品行 */
  lines: AfterSaleDetailAllOfLinesItem[];
  /** 分 */
  freightLeft: number;
  /** 已退款时的明细 */
  refundPlan: AfterSaleDetailAllOfRefundPlan;
  /** ms */
  refundedAt: AfterSaleDetailAllOfRefundedAt;
  /** 中文 */
  refuseReason: AfterSaleDetailAllOfRefuseReason;
  /** 文字 */
  refuseText: AfterSaleDetailAllOfRefuseText;
  /** 地址 */
  refuseImages: string[];
  /** 同意时选定 */
  returnAddress: AfterSaleDetailAllOfReturnAddress;
  /** 编码 */
  returnLogistics: AfterSaleDetailAllOfReturnLogistics;
  /** 运单号 */
  returnTrackingNo: AfterSaleDetailAllOfReturnTrackingNo;
  /** 编码 */
  reshipLogistics: AfterSaleDetailAllOfReshipLogistics;
  /** 运单号 */
  reshipTrackingNo: AfterSaleDetailAllOfReshipTrackingNo;
  /** 文字 */
  buyerEvidenceText: AfterSaleDetailAllOfBuyerEvidenceText;
  /** 地址 */
  buyerEvidenceImages: string[];
  /** 文字 */
  merchantProofText: AfterSaleDetailAllOfMerchantProofText;
  /** 地址 */
  merchantProofImages: string[];
  /** ms */
  merchantProofAt: AfterSaleDetailAllOfMerchantProofAt;
  /** ms */
  disputeAt: AfterSaleDetailAllOfDisputeAt;
  /** 文字 */
  decisionNote: AfterSaleDetailAllOfDecisionNote;
  /** ms */
  decidedAt: AfterSaleDetailAllOfDecidedAt;
  /** agree、refuse、receive、refuseReceipt、reship、proof、negotiate */
  allowedActions: string[];
  /** 分 */
  batchAgreeMax: number;
  /** 订单金额、物流与商品 */
  order: AfterSaleDetailAllOfOrder;
  /** 时间正序，含协商留言 */
  logs: AfterSaleLog[];
};
