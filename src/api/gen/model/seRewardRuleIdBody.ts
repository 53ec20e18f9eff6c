
/**
 * 规则 id
 */
export interface SeRewardRuleIdBody {
  /**
   * 规则 id
   * @minimum 1
   * @maximum 2147483647
   */
  ruleId: number;
}
