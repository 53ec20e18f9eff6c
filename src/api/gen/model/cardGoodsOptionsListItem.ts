
/**
 * 一件虚拟卡券商品
 */
export type CardGoodsOptionsListItem = {
  /**
   * 商品 id
   * @minimum 1
   */
  goodsId: number;
  /**
   * 商品标题
   * @maxLength 100
   */
  name: string;
};
