
/**
 * 活动与商品
 */
export interface MkActivityDataQuery {
  /**
   * 活动ID
   * @minimum 1
   * @maximum 9007199254740991
   */
  activityId: number;
  /**
   * 商品ID
   * @minimum 1
   * @maximum 9007199254740991
   */
  goodsId: number;
}
