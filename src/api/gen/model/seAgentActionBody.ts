import type { SeAgentActionBodyAction } from './seAgentActionBodyAction';
import type { SeAgentState } from './seAgentState';
import type { SeAgentActionBodyReason } from './seAgentActionBodyReason';

/**
 * 对一名报名者或代理的操作
 */
export interface SeAgentActionBody {
  /**
   * 代理 id
   * @minimum 1
   * @maximum 9007199254740991
   */
  agentId: number;
  /** accept 通过报名进入面试；reject 不录用；offer 发录用通知；end 结束任职 */
  action: SeAgentActionBodyAction;
  expectState: SeAgentState;
  /**
   * reject 与 end 必填，至多 200 字
   * @maxLength 200
   */
  reason?: SeAgentActionBodyReason;
}
