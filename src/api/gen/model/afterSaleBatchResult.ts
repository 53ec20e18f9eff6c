import type { AfterSaleBatchResultResultsItem } from './afterSaleBatchResultResultsItem';

/**
 * 逐单结果
 */
export interface AfterSaleBatchResult {
  /** 单数 */
  agreed: number;
  /** 逐单 */
  results: AfterSaleBatchResultResultsItem[];
}
