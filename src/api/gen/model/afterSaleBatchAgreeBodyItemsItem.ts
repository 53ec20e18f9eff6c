
/**
 * id 与版本
 */
export type AfterSaleBatchAgreeBodyItemsItem = {
  /**
   * 售后单 id
   * @minimum 1
   * @maximum 9007199254740991
   */
  afterSaleId: number;
  /**
   * 页面所见的售后单版本
   * @minimum 1
   * @maximum 1000000
   */
  version: number;
};
