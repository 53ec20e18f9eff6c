import type { ScTeamScoreBodyRemark } from './scTeamScoreBodyRemark';

/**
 * 团队与分数
 */
export interface ScTeamScoreBody {
  /**
   * 团队ID
   * @minimum 1
   * @maximum 9007199254740991
   */
  teamId: number;
  /**
   * 0-100
   * @minimum 0
   * @maximum 100
   */
  score: number;
  /**
   * 可空
   * @maxLength 200
   */
  remark?: ScTeamScoreBodyRemark;
}
