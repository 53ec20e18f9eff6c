import type { AfterSaleBatchAgreeBodyItemsItem } from './afterSaleBatchAgreeBodyItemsItem';

/**
 * 所选售后单与页面所见的版本
 */
export interface AfterSaleBatchAgreeBody {
  /**
   * 1 至 100 单
   * @minItems 1
   * @maxItems 100
   */
  items: AfterSaleBatchAgreeBodyItemsItem[];
}
