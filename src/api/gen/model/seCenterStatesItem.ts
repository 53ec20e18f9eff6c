import type { SeAgentState } from './seAgentState';

/**
 * 状态与人数
 */
export type SeCenterStatesItem = {
  state: SeAgentState;
  /** 中文 */
  text: string;
  /** 该状态的人数 */
  count: number;
};
