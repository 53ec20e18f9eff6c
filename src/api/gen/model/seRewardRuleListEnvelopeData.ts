import type { SeRewardRule } from './seRewardRule';

/**
 * 本公司的规则
 */
export interface SeRewardRuleListEnvelopeData {
  /** 按 id 倒序 */
  list: SeRewardRule[];
}
