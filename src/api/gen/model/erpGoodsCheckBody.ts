
/**
 * 待检查的商品；不传 goodsIds 时检查本店全部在售商品
 */
export interface ErpGoodsCheckBody {
  /**
   * 待检查的商品 id，至多 200 个
   * @minItems 1
   * @maxItems 200
   */
  goodsIds?: number[];
  /** true 时结果只列出有问题的 SKU */
  onlyProblem?: boolean;
}
