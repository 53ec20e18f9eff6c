import type { SeRewardScopeQueryKeyword } from './seRewardScopeQueryKeyword';

/**
 * 商品关键字
 */
export interface SeRewardScopeQuery {
  /**
   * 商品名称
   * @maxLength 30
   */
  keyword?: SeRewardScopeQueryKeyword;
}
