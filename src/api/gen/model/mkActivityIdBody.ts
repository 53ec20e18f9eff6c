
/**
 * 活动 id
 */
export interface MkActivityIdBody {
  /**
   * 活动ID
   * @minimum 1
   * @maximum 9007199254740991
   */
  activityId: number;
}
