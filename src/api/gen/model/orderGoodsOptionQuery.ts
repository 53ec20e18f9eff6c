
/**
 * 按名称搜索本店商品，用作订单的商品筛选
 */
export interface OrderGoodsOptionQuery {
  /**
   * 商品名称关键字；为空时返回最近的商品
   * @maxLength 50
   */
  keyword?: string;
}
