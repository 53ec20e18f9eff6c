import type { SeRewardConfigUpdatedAt } from './seRewardConfigUpdatedAt';

/**
 * 计划级的奖励设置
 */
export interface SeRewardConfig {
  /** 代理推荐的新代理入职后给推荐人奖励 */
  recruitEnabled: boolean;
  /** 每推荐一名入职的新代理的奖励，分 */
  recruitAmount: number;
  /** 订单结算后再过这些天奖励才可发放 */
  holdDays: number;
  /** 单次发放合计不低于它，分 */
  minPayout: number;
  /** 未设置过时为 null */
  updatedAt: SeRewardConfigUpdatedAt;
}
