import type { ViolationOrderId } from './violationOrderId';
import type { ViolationOrderNo } from './violationOrderNo';
import type { ViolationGoodsId } from './violationGoodsId';
import type { ViolationLimitUntil } from './violationLimitUntil';
import type { ViolationAppealText } from './violationAppealText';
import type { ViolationAppealedAt } from './violationAppealedAt';
import type { ViolationDecisionNote } from './violationDecisionNote';
import type { ViolationDecidedAt } from './violationDecidedAt';

/**
 * 规则、证据、处罚与申诉
 */
export interface Violation {
  /** id */
  violationId: number;
  /** WG 开头 */
  violationNo: string;
  /** late_ship、false_tracking、forbidden_goods、poor_service */
  ruleCode: string;
  /** 中文 */
  ruleName: string;
  /** 依据的规则条款 */
  description: string;
  /** 图片地址 */
  evidence: string[];
  /** 相关订单 */
  orderId: ViolationOrderId;
  /** 相关订单 */
  orderNo: ViolationOrderNo;
  /** 相关商品 */
  goodsId: ViolationGoodsId;
  /** 分 */
  points: number;
  /** none、deposit、delist、activity */
  penalty: string;
  /** 中文 */
  penaltyText: string;
  /** 分 */
  penaltyAmount: number;
  /** 分（保证金不足时少于罚金） */
  deducted: number;
  /** ms */
  limitUntil: ViolationLimitUntil;
  /** 1 已生效，2 申诉中，3 申诉驳回，4 已撤销 */
  status: number;
  /** 中文 */
  statusText: string;
  /** ms */
  appealDeadlineAt: number;
  /** 未申诉且未过期限 */
  canAppeal: boolean;
  /** 文字 */
  appealText: ViolationAppealText;
  /** 地址 */
  appealImages: string[];
  /** ms */
  appealedAt: ViolationAppealedAt;
  /** 文字 */
  decisionNote: ViolationDecisionNote;
  /** ms */
  decidedAt: ViolationDecidedAt;
  /** ms */
  createdAt: number;
}
