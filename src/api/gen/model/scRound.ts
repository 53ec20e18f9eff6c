import type { ScRoundPhase } from './scRoundPhase';

/**
 * 一届赛事的时间与阶段
 */
export interface ScRound {
  /** 即路由中的 activityId */
  roundId: number;
  /** 赛事名称 */
  name: string;
  /** 赛事说明 */
  description: string;
  /** ms；命题征集与团队承接开始 */
  signupStart: number;
  /** ms；此后不能发布命题、不能承接 */
  signupEnd: number;
  /** ms；此后团队的订单计入销售 */
  startAt: number;
  /** ms；评奖开始 */
  endAt: number;
  /** ms */
  awardEnd: number;
  /** 1 未开始；2 进行中；3 评奖中；4 已结束 */
  phase: ScRoundPhase;
  /** 阶段文字 */
  phaseText: string;
  /** 现在能否发布与修改命题 */
  topicOpen: boolean;
}
