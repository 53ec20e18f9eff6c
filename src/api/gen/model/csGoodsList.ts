import type { CsGoodsCard } from './csGoodsCard';

/**
 * 可发送给买家的商品
 */
export interface CsGoodsList {
  /** 商品 */
  list: CsGoodsCard[];
}
