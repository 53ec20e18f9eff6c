
/**
 * 指定一件商标
 */
export interface ShopTrademarkIdBody {
  /**
   * 商标 id
   * @minimum 1
   * @maximum 2147483647
   */
  trademarkId: number;
}
