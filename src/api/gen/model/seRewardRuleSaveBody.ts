import type { SeRewardRuleSaveBodyRuleId } from './seRewardRuleSaveBodyRuleId';
import type { SeRewardRuleSaveBodyScopeId } from './seRewardRuleSaveBodyScopeId';
import type { SeRewardTier } from './seRewardTier';

/**
 * ruleId 为空时新建
 */
export interface SeRewardRuleSaveBody {
  /**
   * 修改时填写
   * @minimum 1
   * @maximum 2147483647
   */
  ruleId?: SeRewardRuleSaveBodyRuleId;
  /**
   * 至多 30 字
   * @maxLength 30
   */
  name: string;
  /**
   * 1 每件商品行固定金额；2 按实付金额比例
   * @minimum 1
   * @maximum 2
   */
  mode: number;
  /**
   * 方式 1 为分（至多 100 万分），方式 2 为基点（至多 5000）
   * @minimum 1
   * @maximum 1000000
   */
  value: number;
  /**
   * 1 全部商品；2 类目；3 指定商品
   * @minimum 1
   * @maximum 3
   */
  scope: number;
  /**
   * 类目或商品 id
   * @minimum 1
   * @maximum 9007199254740991
   */
  scopeId?: SeRewardRuleSaveBodyScopeId;
  /**
   * 至多 5 档
   * @maxItems 5
   */
  tiers: SeRewardTier[];
  /**
   * 毫秒时间戳
   * @minimum 0
   * @maximum 4102444800000
   */
  startAt: number;
  /**
   * 毫秒时间戳
   * @minimum 0
   * @maximum 4102444800000
   */
  endAt: number;
}
