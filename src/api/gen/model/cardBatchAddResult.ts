
/**
 * 新建批次的 id
 */
export interface CardBatchAddResult {
  /**
   * 批次 id
   * @minimum 1
   */
  batchId: number;
}
