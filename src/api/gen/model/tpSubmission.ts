import type { TpTakeStatus } from './tpTakeStatus';
import type { TpSubmissionSubmittedAt } from './tpSubmissionSubmittedAt';
import type { TpSubmissionReviewedAt } from './tpSubmissionReviewedAt';
import type { TpSubmissionReviewedBy } from './tpSubmissionReviewedBy';
import type { TpSubmissionRejectReason } from './tpSubmissionRejectReason';
import type { TpSubmissionItem } from './tpSubmissionItem';

/**
 * 一份提交的代理、任务包、回答与审核结果
 */
export interface TpSubmission {
  /** 领取 id */
  takeId: number;
  /** 任务包 */
  packageId: number;
  /** 名称 */
  packageTitle: string;
  /** 1 至 4 */
  packagePhase: number;
  /** 中文 */
  packagePhaseText: string;
  /** 代理 */
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
  /** 单位：分 */
  reward: number;
  /** 毫秒时间戳 */
  takenAt: number;
  /** 毫秒时间戳 */
  submittedAt: TpSubmissionSubmittedAt;
  /** 毫秒时间戳 */
  reviewedAt: TpSubmissionReviewedAt;
  /** 商家员工 */
  reviewedBy: TpSubmissionReviewedBy;
  /** 已驳回时 */
  rejectReason: TpSubmissionRejectReason;
  /** 按任务顺序 */
  items: TpSubmissionItem[];
}
