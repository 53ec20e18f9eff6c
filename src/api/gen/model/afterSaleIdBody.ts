
/**
 * 售后单 id
 */
export interface AfterSaleIdBody {
  /**
   * 售后单 id
   * @minimum 1
   * @maximum 9007199254740991
   */
  afterSaleId: number;
}
