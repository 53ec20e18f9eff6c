import type { SeAgentState } from './seAgentState';
import type { SeAgentSummaryOfferDeadline } from './seAgentSummaryOfferDeadline';

/**
 * 列表中的一名报名者或代理
 */
export interface SeAgentSummary {
  /** 报名即建档，id 不变 */
  agentId: number;
  /** 学生姓名 */
  name: string;
  /** 脱敏手机号 */
  phoneMasked: string;
  /** 报名岗位所在学校 */
  schoolName: string;
  /** 报名的岗位 */
  postId: number;
  /** 岗位名称 */
  role: string;
  state: SeAgentState;
  /** 中文状态 */
  stateText: string;
  /** 订单携带的推荐码 */
  referralCode: string;
  /** 毫秒时间戳 */
  appliedAt: number;
  /** 已发录用时的接受截止时间，毫秒时间戳 */
  offerDeadline: SeAgentSummaryOfferDeadline;
  /** 毫秒时间戳 */
  updatedAt: number;
}
