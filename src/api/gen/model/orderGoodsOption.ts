
/**
 * 一个可筛选的商品
 */
export interface OrderGoodsOption {
  /**
   * 商品 id
   * @minimum 1
   */
  goodsId: number;
  /**
   * 商品名称
   * @maxLength 100
   */
  name: string;
}
