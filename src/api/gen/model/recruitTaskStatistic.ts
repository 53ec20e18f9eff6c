
/**
 * 任务领取维度的统计
 */
export interface RecruitTaskStatistic {
  /**
   * 累计被领取的任务数
   * @minimum 0
   */
  receivedCount: number;
  /**
   * 今日被领取的任务数
   * @minimum 0
   */
  todayReceivedCount: number;
  /**
   * 已提交、待审核的任务数
   * @minimum 0
   */
  submittedCount: number;
  /**
   * 累计审核通过的任务数
   * @minimum 0
   */
  passedCount: number;
  /**
   * 累计审核驳回的任务数
   * @minimum 0
   */
  rejectedCount: number;
  /**
   * 已结算的任务奖励，单位：分
   * @minimum 0
   */
  settledAmount: number;
  /**
   * 审核通过、尚未结算的任务奖励，单位：分
   * @minimum 0
   */
  pendingSettleAmount: number;
}
