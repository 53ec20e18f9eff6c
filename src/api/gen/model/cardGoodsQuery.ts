
/**
 * 按名称查找本店虚拟卡券商品
 */
export interface CardGoodsQuery {
  /**
   * 商品名称
   * @maxLength 50
   */
  keyword?: string;
}
