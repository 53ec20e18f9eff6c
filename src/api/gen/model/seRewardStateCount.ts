import type { SeRewardState } from './seRewardState';

/**
 * 一种状态的笔数与应发金额
 */
export interface SeRewardStateCount {
  state: SeRewardState;
  /** 中文 */
  text: string;
  /** 奖励笔数 */
  count: number;
  /** 应发（奖励 − 冲回）合计，已冲回为冲回合计，分 */
  amount: number;
}
