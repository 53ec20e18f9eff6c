import type { SeRewardScopeOptionsEnvelopeDataGoodsItem } from './seRewardScopeOptionsEnvelopeDataGoodsItem';
import type { SeRewardScopeOptionsEnvelopeDataCategoriesItem } from './seRewardScopeOptionsEnvelopeDataCategoriesItem';

/**
 * 商品与类目
 */
export interface SeRewardScopeOptionsEnvelopeData {
  /** 至多 20 个 */
  goods: SeRewardScopeOptionsEnvelopeDataGoodsItem[];
  /** 一、二级类目 */
  categories: SeRewardScopeOptionsEnvelopeDataCategoriesItem[];
}
