
/**
 * 所选的可发放奖励
 */
export interface SeRewardPayBody {
  /**
   * 1 至 100 条
   * @minItems 1
   * @maxItems 100
   */
  rewardIds: number[];
}
