
/**
 * 本店商品
 */
export type SeRewardScopeOptionsEnvelopeDataGoodsItem = {
  /** 商品 id */
  goodsId: number;
  /** 商品名称 */
  name: string;
  /** 分 */
  priceMin: number;
};
