import type { TpTask } from './tpTask';

/**
 * 任务包的字段、阶段与人数
 */
export interface TpPackage {
  /** id */
  packageId: number;
  /** 任务包名称 */
  title: string;
  /** 给代理看的说明 */
  description: string;
  /** 按顺序 */
  tasks: TpTask[];
  /** 每份通过的提交，单位：分 */
  reward: number;
  /** 可领取人数 */
  quota: number;
  /** 毫秒时间戳 */
  openAt: number;
  /** 毫秒时间戳 */
  deadline: number;
  /** 1 正常；2 已关闭 */
  status: number;
  /** 1 未开始；2 进行中；3 已截止；4 已关闭 */
  phase: number;
  /** 中文 */
  phaseText: string;
  /** 领取人数 */
  takenCount: number;
  /** 待审核的提交 */
  waitingCount: number;
  /** 通过的提交 */
  approvedCount: number;
  /** 驳回的提交 */
  rejectedCount: number;
  /** 通过数乘以奖励（审核通过即从可提现发放），单位：分 */
  rewardOwed: number;
  /** 毫秒时间戳 */
  createdAt: number;
  /** 毫秒时间戳 */
  updatedAt: number;
}
