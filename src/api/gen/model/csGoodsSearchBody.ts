
/**
 * 按名称搜索可发送的在售商品（销量最高的 20 个）
 */
export interface CsGoodsSearchBody {
  /**
   * 商品名称
   * @maxLength 30
   */
  keyword?: string;
}
