import type { ScRound } from './scRound';

/**
 * 各届赛事
 */
export interface ScRoundList {
  /** 进行中与评奖中的在前 */
  list: ScRound[];
}
