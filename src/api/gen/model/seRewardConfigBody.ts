
/**
 * 保存的值
 */
export interface SeRewardConfigBody {
  /** 是否启用 */
  recruitEnabled: boolean;
  /**
   * 分，0 至 100 万
   * @minimum 0
   * @maximum 1000000
   */
  recruitAmount: number;
  /**
   * 0 至 30
   * @minimum 0
   * @maximum 30
   */
  holdDays: number;
  /**
   * 分，0 至 10 万
   * @minimum 0
   * @maximum 100000
   */
  minPayout: number;
}
