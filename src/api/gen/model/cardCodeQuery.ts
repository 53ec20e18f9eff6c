import type { CardCodeQueryStatus } from './cardCodeQueryStatus';

/**
 * 一个批次的卡密分页
 */
export interface CardCodeQuery {
  /**
   * 批次 id
   * @minimum 1
   * @maximum 2147483647
   */
  batchId: number;
  /**
   * 0 未发放；1 已发放；2 已核销
   * @minimum 0
   * @maximum 2
   */
  status?: CardCodeQueryStatus;
  /**
   * 从 1 开始
   * @minimum 1
   * @maximum 10000
   */
  pageNum: number;
  /**
   * 1 至 100
   * @minimum 1
   * @maximum 100
   */
  pageSize: number;
}
