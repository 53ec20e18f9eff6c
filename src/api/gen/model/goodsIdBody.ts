
/**
 * 指定一件商品
 */
export interface GoodsIdBody {
  /**
   * 商品 id
   * @minimum 1
   * @maximum 9007199254740991
   */
  goodsId: number;
}
