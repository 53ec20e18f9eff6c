import type { GoodsBatchResultResultsItem } from './goodsBatchResultResultsItem';

/**
 * 成功与失败的行数及逐行结果
 */
export interface GoodsBatchResult {
  /**
   * 成功的行数
   * @minimum 0
   */
  succeeded: number;
  /**
   * 失败的行数
   * @minimum 0
   */
  failed: number;
  /** 与请求中的商品一一对应 */
  results: GoodsBatchResultResultsItem[];
}
