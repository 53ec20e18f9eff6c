
/**
 * 领取（提交）id
 */
export interface TpTakeIdBody {
  /**
   * 领取 id
   * @minimum 1
   * @maximum 9007199254740991
   */
  takeId: number;
}
