import type { ScTeamAwardAnyOfLevel } from './scTeamAwardAnyOfLevel';

/**
 * 未获奖时为 null
 */
export type ScTeamAwardAnyOf = {
  /** 奖项ID */
  awardId: number;
  /** 1 一等奖；2 二等奖；3 三等奖；4 优秀奖 */
  level: ScTeamAwardAnyOfLevel;
  /** 奖项文字 */
  levelText: string;
  /** 分 */
  amount: number;
};
