
/**
 * 商品与名称
 */
export interface RoadshowGoods {
  /** 商品ID */
  goodsId: number;
  /** 报名时的商品名 */
  name: string;
}
