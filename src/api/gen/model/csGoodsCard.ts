import type { CsGoodsCardImage } from './csGoodsCardImage';

/**
 * 可发送给买家的在售商品
 */
export interface CsGoodsCard {
  /**
   * 商品 ID
   * @minimum 1
   * @maximum 2147483647
   */
  goodsId: number;
  /**
   * 商品名称
   * @maxLength 100
   */
  name: string;
  /**
   * 最低价，单位：分
   * @minimum 0
   * @maximum 1000000000000
   */
  price: number;
  /**
   * 主图地址
   * @maxLength 500
   */
  image: CsGoodsCardImage;
}
