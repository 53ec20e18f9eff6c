import type { TpSampleOptionsQueryKeyword } from './tpSampleOptionsQueryKeyword';

/**
 * 商品名称关键字
 */
export interface TpSampleOptionsQuery {
  /**
   * 商品名称包含
   * @maxLength 50
   */
  keyword?: TpSampleOptionsQueryKeyword;
}
