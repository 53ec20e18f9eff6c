import type { UserReceiveTaskSchoolName } from './userReceiveTaskSchoolName';
import type { ReceiveTaskStatus } from './receiveTaskStatus';
import type { UserReceiveTaskSubmittedAt } from './userReceiveTaskSubmittedAt';
import type { UserReceiveTaskReviewedAt } from './userReceiveTaskReviewedAt';
import type { UserReceiveTaskRejectReason } from './userReceiveTaskRejectReason';

/**
 * 一个用户领取一项任务的记录
 */
export interface UserReceiveTask {
  /**
   * 领取记录 id
   * @minimum 1
   */
  receiveId: number;
  /**
   * 所属招募 id
   * @minimum 1
   */
  recruitId: number;
  /**
   * 所属招募的标题
   * @maxLength 100
   */
  taskTitle: string;
  /**
   * 领取人用户 id
   * @minimum 1
   */
  userId: number;
  /**
   * 领取人姓名
   * @maxLength 50
   */
  userName: string;
  /**
   * 领取人脱敏手机号
   * @maxLength 20
   */
  phoneMasked: string;
  /**
   * 领取人所在学校；未知时为 null
   * @maxLength 100
   */
  schoolName: UserReceiveTaskSchoolName;
  /** 1 进行中（已领取）；2 已提交待审核；3 审核通过；4 审核驳回；5 已放弃；6 已超时 */
  status: ReceiveTaskStatus;
  /**
   * 该任务的奖励金额，单位：分
   * @minimum 0
   */
  rewardAmount: number;
  /** 奖励是否已结算给用户 */
  settled: boolean;
  /**
   * 领取时间，毫秒时间戳
   * @minimum 0
   */
  receivedAt: number;
  /**
   * 提交成果的时间，毫秒时间戳；未提交时为 null
   * @minimum 0
   */
  submittedAt: UserReceiveTaskSubmittedAt;
  /**
   * 审核时间，毫秒时间戳；未审核时为 null
   * @minimum 0
   */
  reviewedAt: UserReceiveTaskReviewedAt;
  /**
   * 审核驳回时商家填写的原因；其他状态为 null
   * @maxLength 200
   */
  rejectReason?: UserReceiveTaskRejectReason;
}
