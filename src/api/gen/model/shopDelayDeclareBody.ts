
/**
 * 报备一段延迟发货的时间（节假日等）
 */
export interface ShopDelayDeclareBody {
  /**
   * 如「春节放假」，至多 100 字
   * @minLength 1
   * @maxLength 100
   */
  reason: string;
  /**
   * 开始时间（ms）
   * @minimum 0
   * @maximum 4102444800000
   */
  startAt: number;
  /**
   * 结束时间（ms）
   * @minimum 0
   * @maximum 4102444800000
   */
  endAt: number;
}
