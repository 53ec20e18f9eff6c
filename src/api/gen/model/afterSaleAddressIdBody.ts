
/**
 * 地址 id
 */
export interface AfterSaleAddressIdBody {
  /**
   * 退货地址 id
   * @minimum 1
   * @maximum 9007199254740991
   */
  afterSaleAddressId: number;
}
