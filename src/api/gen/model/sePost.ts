import type { SePostStatus } from './sePostStatus';
import type { SePostPhase } from './sePostPhase';

/**
 * 一个学校的招募岗位
 */
export interface SePost {
  /** 岗位 id */
  postId: number;
  /** 校园目录中的学校 */
  schoolId: number;
  /** 学校名称 */
  schoolName: string;
  /** 岗位名称 */
  role: string;
  /** 计划招募人数 */
  headcount: number;
  /** 对学生的要求 */
  requirements: string;
  /** 代理要做的事 */
  workContent: string;
  /** 给学生看的奖励概述 */
  rewardSummary: string;
  /** 学生报名时回答 */
  questions: string[];
  /** 毫秒时间戳 */
  openAt: number;
  /** 毫秒时间戳 */
  closeAt: number;
  /** 1 开放；2 已关闭 */
  status: SePostStatus;
  /** 1 未开始；2 招募中；3 已截止；4 已关闭（按平台时钟） */
  phase: SePostPhase;
  /** 中文 */
  phaseText: string;
  /** 全部报名 */
  appliedCount: number;
  /** 当前在岗 */
  activeCount: number;
  /** 毫秒时间戳 */
  createdAt: number;
  /** 毫秒时间戳 */
  updatedAt: number;
}
