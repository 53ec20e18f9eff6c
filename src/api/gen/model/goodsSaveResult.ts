import type { GoodsStatus } from './goodsStatus';

/**
 * 保存后的商品 id 与状态
 */
export interface GoodsSaveResult {
  /**
   * 商品 id
   * @minimum 1
   */
  goodsId: number;
  /** 保存后的状态 */
  status: GoodsStatus;
}
