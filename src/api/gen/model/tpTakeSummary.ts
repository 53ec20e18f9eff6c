import type { TpTakeStatus } from './tpTakeStatus';
import type { TpTakeSummarySubmittedAt } from './tpTakeSummarySubmittedAt';
import type { TpTakeSummaryReviewedAt } from './tpTakeSummaryReviewedAt';
import type { TpTakeSummaryRejectReason } from './tpTakeSummaryRejectReason';

/**
 * 一名代理领取一个任务包及其提交
 */
export interface TpTakeSummary {
  /** 也是提交的 id */
  takeId: number;
  /** 任务包 */
  packageId: number;
  /** 名称 */
  packageTitle: string;
  /** 在岗代理 */
  agentId: number;
  /** 姓名 */
  agentName: string;
  /** 脱敏 */
  phoneMasked: string;
  /** 代理的学校 */
  schoolName: string;
  status: TpTakeStatus;
  /** 中文 */
  statusText: string;
  /** 通过后应得，单位：分 */
  reward: number;
  /** 提交中的照片 */
  photoCount: number;
  /** 毫秒时间戳 */
  takenAt: number;
  /** 毫秒时间戳 */
  submittedAt: TpTakeSummarySubmittedAt;
  /** 毫秒时间戳 */
  reviewedAt: TpTakeSummaryReviewedAt;
  /** 已驳回时 */
  rejectReason: TpTakeSummaryRejectReason;
}
