import type { SeRewardKind } from './seRewardKind';
import type { SeRewardState } from './seRewardState';
import type { SeRewardPayableAt } from './seRewardPayableAt';
import type { SeRewardPaidAt } from './seRewardPaidAt';

/**
 * 一行推荐订单的销售奖励，或推荐同学入职的招募奖励
 */
export interface SeReward {
  /** 奖励 id */
  rewardId: number;
  /** 1 销售奖励（一行推荐订单）；2 招募奖励（推荐的同学入职，orderId 与 ruleId 为 0、orderNo 与 ruleName 为空，goodsName 为“推荐 某某 入职”，立即可发放） */
  kind: SeRewardKind;
  /** 销售奖励或招募奖励 */
  kindText: string;
  /** 代理 id */
  agentId: number;
  /** 姓名 */
  agentName: string;
  /** 订单携带的推荐码 */
  referralCode: string;
  /** 代理的学校 */
  schoolName: string;
  /** 订单 id */
  orderId: number;
  /** 订单编号 */
  orderNo: string;
  /** 订单行的商品名称 */
  goodsName: string;
  /** 计算所用的规则 */
  ruleId: number;
  /** 规则名称 */
  ruleName: string;
  /** 该行实付金额，分 */
  base: number;
  /** 计算出的奖励，分 */
  amount: number;
  /** 因退款冲回的部分，分 */
  reversed: number;
  /** 奖励 − 冲回，分 */
  net: number;
  state: SeRewardState;
  /** 中文 */
  stateText: string;
  /** 订单付款时间，毫秒时间戳 */
  orderPaidAt: number;
  /** 毫秒时间戳 */
  payableAt: SeRewardPayableAt;
  /** 毫秒时间戳 */
  paidAt: SeRewardPaidAt;
  /** 毫秒时间戳 */
  createdAt: number;
}
