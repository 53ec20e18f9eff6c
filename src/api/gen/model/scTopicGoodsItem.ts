
/**
 * 命题商品
 */
export type ScTopicGoodsItem = {
  /** 商品ID */
  goodsId: number;
  /** 商品名称 */
  name: string;
};
