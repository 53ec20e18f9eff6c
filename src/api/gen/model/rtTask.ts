import type { RecruitTaskType } from './recruitTaskType';
import type { RecruitStatus } from './recruitStatus';
import type { RtTaskDescription } from './rtTaskDescription';
import type { RtTaskClosedAt } from './rtTaskClosedAt';
import type { RtTaskCloseReason } from './rtTaskCloseReason';

/**
 * 任务内容、资金与领取人数
 */
export interface RtTask {
  /**
   * 招募 id
   * @minimum 1
   */
  recruitId: number;
  /**
   * 资金流水上显示的编号（RW + 6 位）
   * @maxLength 20
   */
  taskNo: string;
  /**
   * 标题
   * @maxLength 100
   */
  title: string;
  taskType: RecruitTaskType;
  status: RecruitStatus;
  /**
   * 未经本页发布的早期任务为 null
   * @maxLength 2000
   */
  description: RtTaskDescription;
  /**
   * 名额
   * @minimum 0
   */
  headcount: number;
  /**
   * 单位：分
   * @minimum 0
   */
  rewardAmount: number;
  /**
   * 奖励 × 名额，单位：分
   * @minimum 0
   */
  budgetAmount: number;
  /** 预算是否在账务中冻结（可审核、可关闭） */
  funded: boolean;
  /**
   * 发布时冻结的金额，单位：分
   * @minimum 0
   */
  frozenAmount: number;
  /**
   * 通过的提交已发放的奖励，单位：分
   * @minimum 0
   */
  paidAmount: number;
  /**
   * 退回可提现的金额，单位：分
   * @minimum 0
   */
  returnedAmount: number;
  /**
   * 冻结 − 已发放 − 已退回，单位：分
   * @minimum 0
   */
  remainingAmount: number;
  /**
   * 全部领取记录
   * @minimum 0
   */
  receivedCount: number;
  /**
   * 已提交待审核
   * @minimum 0
   */
  submittedCount: number;
  /**
   * 审核通过
   * @minimum 0
   */
  passedCount: number;
  /**
   * 审核驳回
   * @minimum 0
   */
  rejectedCount: number;
  /**
   * 毫秒时间戳
   * @minimum 0
   */
  startAt: number;
  /**
   * 毫秒时间戳
   * @minimum 0
   */
  endAt: number;
  /**
   * 毫秒时间戳
   * @minimum 0
   */
  createdAt: number;
  /**
   * 未关闭时为 null
   * @minimum 0
   */
  closedAt: RtTaskClosedAt;
  /**
   * 商家填写或“已到截止时间”
   * @maxLength 200
   */
  closeReason: RtTaskCloseReason;
  /** 任务进行中且预算已冻结 */
  canClose: boolean;
}
