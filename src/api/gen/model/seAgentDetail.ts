import type { SeAgentState } from './seAgentState';
import type { SeAgentDetailOfferDeadline } from './seAgentDetailOfferDeadline';
import type { SeAgentDetailActiveAt } from './seAgentDetailActiveAt';
import type { SeAgentDetailLeftAt } from './seAgentDetailLeftAt';
import type { SeAgentDetailAnswersItem } from './seAgentDetailAnswersItem';
import type { SeAgentDetailOfferLetter } from './seAgentDetailOfferLetter';
import type { SeAgentDetailReferrerId } from './seAgentDetailReferrerId';
import type { SeAgentDetailReferrerName } from './seAgentDetailReferrerName';
import type { SeAgentDetailLogsItem } from './seAgentDetailLogsItem';

/**
 * 资料、状态、推荐业绩、操作记录与允许的操作
 */
export interface SeAgentDetail {
  /** 代理 id */
  agentId: number;
  /** 学生姓名 */
  name: string;
  /** 脱敏手机号 */
  phoneMasked: string;
  /** 岗位所在学校 */
  schoolName: string;
  /** 学生填写 */
  major: string;
  /** 学生填写 */
  grade: string;
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
  /** 毫秒时间戳 */
  offerDeadline: SeAgentDetailOfferDeadline;
  /** 毫秒时间戳 */
  activeAt: SeAgentDetailActiveAt;
  /** 毫秒时间戳 */
  leftAt: SeAgentDetailLeftAt;
  /** 毫秒时间戳 */
  updatedAt: number;
  /** 岗位的问题与学生的回答 */
  answers: SeAgentDetailAnswersItem[];
  /** 已发录用后按模板生成的通知正文 */
  offerLetter: SeAgentDetailOfferLetter;
  /** 携带其推荐码的已付款订单数 */
  orderCount: number;
  /** 这些订单的实付金额，单位：分 */
  orderAmount: number;
  /** 报名时填写了其推荐码的在岗代理 */
  referrerId: SeAgentDetailReferrerId;
  /** 推荐人姓名 */
  referrerName: SeAgentDetailReferrerName;
  /** 报名时填写了该代理推荐码的学生数 */
  recruitedCount: number;
  /** 时间正序 */
  logs: SeAgentDetailLogsItem[];
  /** 当前状态下允许的操作 */
  actions: string[];
}
