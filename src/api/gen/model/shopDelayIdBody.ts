
/**
 * 指定一条报备
 */
export interface ShopDelayIdBody {
  /**
   * 报备 id
   * @minimum 1
   * @maximum 2147483647
   */
  delayId: number;
}
