
/**
 * 赛事（届）ID，即路由中的 activityId
 */
export interface ScRoundQuery {
  /**
   * 三创赛事（届）ID
   * @minimum 1
   * @maximum 2147483647
   */
  activityId: number;
}
