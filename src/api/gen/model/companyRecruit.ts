import type { RecruitTaskType } from './recruitTaskType';
import type { RecruitStatus } from './recruitStatus';

/**
 * 公司发布的一项远程任务招募
 */
export interface CompanyRecruit {
  /**
   * 招募 id
   * @minimum 1
   */
  recruitId: number;
  /**
   * 招募标题
   * @maxLength 100
   */
  title: string;
  /** 1 线上推广；2 问卷调研；3 内容创作；4 校园地推 */
  taskType: RecruitTaskType;
  /** 0 草稿；1 待审核；2 招募中；3 已满员；4 已结束；5 审核驳回；6 已下架 */
  status: RecruitStatus;
  /**
   * 计划招募人数
   * @minimum 0
   */
  headcount: number;
  /**
   * 已报名人数
   * @minimum 0
   */
  appliedCount: number;
  /**
   * 已录用人数
   * @minimum 0
   */
  hiredCount: number;
  /**
   * 每人完成任务的奖励，单位：分
   * @minimum 0
   */
  rewardAmount: number;
  /**
   * 招募奖励预算总额，单位：分
   * @minimum 0
   */
  budgetAmount: number;
  /**
   * 招募开始时间，毫秒时间戳
   * @minimum 0
   */
  startAt: number;
  /**
   * 招募结束时间，毫秒时间戳
   * @minimum 0
   */
  endAt: number;
  /**
   * 创建时间，毫秒时间戳
   * @minimum 0
   */
  createdAt: number;
}
