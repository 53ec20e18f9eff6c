
/**
 * 关键词
 */
export interface ContentPaletteBody {
  /**
   * 订单号、售后单号（前缀）、商品名称或编码
   * @maxLength 40
   */
  keyword: string;
}
