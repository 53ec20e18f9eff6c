import type { MkSkuOption } from './mkSkuOption';

/**
 * 本店在售商品（优惠券、满减、活动报名选择商品用）
 */
export interface MkGoodsOption {
  /** 商品ID */
  goodsId: number;
  /** 商品名 */
  name: string;
  /** 分 */
  price: number;
  /** 在售 SKU */
  skus: MkSkuOption[];
}
