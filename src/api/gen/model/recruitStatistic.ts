
/**
 * 招募维度的统计
 */
export interface RecruitStatistic {
  /**
   * 累计发布（审核通过）的招募数
   * @minimum 0
   */
  publishedCount: number;
  /**
   * 当前处于招募中的招募数
   * @minimum 0
   */
  recruitingCount: number;
  /**
   * 已报名、待录用的人数
   * @minimum 0
   */
  applyingCount: number;
  /**
   * 累计录用的人数
   * @minimum 0
   */
  hiredCount: number;
  /**
   * 已结束的招募数
   * @minimum 0
   */
  finishedCount: number;
  /**
   * 全部招募的奖励预算总额，单位：分
   * @minimum 0
   */
  budgetAmount: number;
  /**
   * 已结算发放给用户的奖励，单位：分
   * @minimum 0
   */
  paidAmount: number;
  /**
   * 已审核通过、尚未结算的奖励，单位：分
   * @minimum 0
   */
  pendingAmount: number;
}
