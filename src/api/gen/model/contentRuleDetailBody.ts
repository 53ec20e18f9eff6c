import type { ContentRuleDetailBodyVersion } from './contentRuleDetailBodyVersion';

/**
 * 规则编号与版本（不传为现行版本）
 */
export interface ContentRuleDetailBody {
  /**
   * @minimum 1
   * @maximum 2147483647
   */
  id: number;
  /**
   * @minimum 1
   * @maximum 1000
   */
  version?: ContentRuleDetailBodyVersion;
}
