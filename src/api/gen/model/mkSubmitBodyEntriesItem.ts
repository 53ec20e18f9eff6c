import type { MkSubmitBodyEntriesItemSlot } from './mkSubmitBodyEntriesItemSlot';
import type { MkSubmitBodyEntriesItemGroupSize } from './mkSubmitBodyEntriesItemGroupSize';
import type { MkSubmitBodyEntriesItemAutoFill } from './mkSubmitBodyEntriesItemAutoFill';

/**
 * 一个 SKU 的报名
 */
export type MkSubmitBodyEntriesItem = {
  /**
   * SKU ID
   * @minimum 1
   * @maximum 9007199254740991
   */
  skuId: number;
  /**
   * 分
   * @minimum 1
   * @maximum 100000000
   */
  activityPrice: number;
  /**
   * 从商品库存中划出
   * @minimum 1
   * @maximum 1000000
   */
  stock: number;
  /**
   * 每人限购
   * @minimum 1
   * @maximum 99
   */
  perBuyerLimit: number;
  /**
   * 秒杀场次
   * @maxLength 20
   */
  slot?: MkSubmitBodyEntriesItemSlot;
  /**
   * 成团人数
   * @minimum 2
   * @maximum 10
   */
  groupSize?: MkSubmitBodyEntriesItemGroupSize;
  /** 未成团自动补足 */
  autoFill?: MkSubmitBodyEntriesItemAutoFill;
};
