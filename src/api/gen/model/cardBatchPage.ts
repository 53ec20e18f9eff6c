import type { CardBatch } from './cardBatch';

/**
 * 卡券批次分页结果
 */
export interface CardBatchPage {
  /** 本页批次 */
  list: CardBatch[];
  /**
   * 总条数
   * @minimum 0
   */
  total: number;
  /**
   * 当前页码
   * @minimum 1
   */
  pageNum: number;
  /**
   * 每页条数
   * @minimum 1
   */
  pageSize: number;
}
