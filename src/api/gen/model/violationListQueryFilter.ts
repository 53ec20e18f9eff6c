
/**
 * 状态与年份
 */
export type ViolationListQueryFilter = {
  /**
   * 1 已生效，2 申诉中，3 申诉驳回，4 已撤销
   * @minimum 1
   * @maximum 4
   */
  status?: number;
  /**
   * 自然年
   * @minimum 2000
   * @maximum 2100
   */
  year?: number;
};
