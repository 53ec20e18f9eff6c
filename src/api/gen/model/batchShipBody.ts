import type { BatchShipItem } from './batchShipItem';

/**
 * 多个订单一起发货，逐行处理，失败的行不影响其他行
 */
export interface BatchShipBody {
  /**
   * 1 至 500 行
   * @minItems 1
   * @maxItems 500
   */
  items: BatchShipItem[];
}
