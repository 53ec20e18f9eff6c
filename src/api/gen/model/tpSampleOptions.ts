import type { TpSampleOptionsPackagesItem } from './tpSampleOptionsPackagesItem';
import type { TpSampleOptionsGoodsItem } from './tpSampleOptionsGoodsItem';

/**
 * 可配置样品的任务包与商品
 */
export interface TpSampleOptions {
  /** 未关闭且未截止的 */
  packages: TpSampleOptionsPackagesItem[];
  /** 至多 50 个，新的在前 */
  goods: TpSampleOptionsGoodsItem[];
}
