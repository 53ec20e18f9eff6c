import type { MkGoodsOption } from './mkGoodsOption';

/**
 * 本店在售商品
 */
export interface MkGoodsOptions {
  /** 至多 200 件 */
  list: MkGoodsOption[];
}
