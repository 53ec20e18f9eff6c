
/**
 * 延迟发货报备的上限
 */
export type ShopDeliveryInfoRules = {
  /**
   * 一次报备至多天数
   * @minimum 1
   * @maximum 366
   */
  maxDays: number;
  /**
   * 一个自然年内报备天数合计上限
   * @minimum 1
   * @maximum 366
   */
  maxDaysPerYear: number;
  /**
   * 今年已报备（未撤销）的天数
   * @minimum 0
   * @maximum 366
   */
  usedDaysThisYear: number;
};
