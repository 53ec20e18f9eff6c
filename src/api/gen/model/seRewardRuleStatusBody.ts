
/**
 * 规则与目标状态
 */
export interface SeRewardRuleStatusBody {
  /**
   * 规则 id
   * @minimum 1
   * @maximum 2147483647
   */
  ruleId: number;
  /**
   * 1 启用；2 停用
   * @minimum 1
   * @maximum 2
   */
  status: number;
}
