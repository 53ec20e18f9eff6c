import type { ScRound } from './scRound';

/**
 * 赛事、各届赛事与本店汇总
 */
export interface ScRoundView {
  round: ScRound;
  /** 最近 50 届 */
  rounds: ScRound[];
  /** 本店命题数 */
  topics: number;
  /** 承接本店命题的团队数 */
  teams: number;
  /** 计入团队的已付款订单数 */
  orders: number;
  /** 分 */
  paidAmount: number;
  /** 已颁奖项数 */
  awards: number;
  /** 分 */
  awardAmount: number;
  /** 分 */
  marketingBalance: number;
}
