import type { SeRewardRuleMode } from './seRewardRuleMode';
import type { SeRewardRuleScope } from './seRewardRuleScope';
import type { SeRewardRuleScopeId } from './seRewardRuleScopeId';
import type { SeRewardRuleScopeName } from './seRewardRuleScopeName';
import type { SeRewardTier } from './seRewardTier';
import type { SeRewardRuleStatus } from './seRewardRuleStatus';
import type { SeRewardRulePhase } from './seRewardRulePhase';

/**
 * 方式、范围、阶梯、有效期与已产生的奖励
 */
export interface SeRewardRule {
  /** 规则 id */
  ruleId: number;
  /** 商家填写 */
  name: string;
  /** 1 每件商品行固定金额；2 按实付金额比例 */
  mode: SeRewardRuleMode;
  /** 中文 */
  modeText: string;
  /** 方式 1 为分，方式 2 为基点（100 = 1%） */
  value: number;
  /** 1 全部商品；2 类目；3 指定商品 */
  scope: SeRewardRuleScope;
  /** 中文 */
  scopeText: string;
  /** 类目或商品 id */
  scopeId: SeRewardRuleScopeId;
  /** 类目或商品名称 */
  scopeName: SeRewardRuleScopeName;
  /** 按门槛升序 */
  tiers: SeRewardTier[];
  /** 毫秒时间戳，按买家付款时间判断 */
  startAt: number;
  /** 毫秒时间戳（不含） */
  endAt: number;
  /** 1 启用；2 停用 */
  status: SeRewardRuleStatus;
  /** 1 未开始；2 生效中；3 已结束；4 已停用 */
  phase: SeRewardRulePhase;
  /** 中文 */
  phaseText: string;
  /** 按此规则产生的奖励 */
  rewardCount: number;
  /** 扣除冲回后，分 */
  rewardAmount: number;
  /** 毫秒时间戳 */
  createdAt: number;
  /** 毫秒时间戳 */
  updatedAt: number;
}
