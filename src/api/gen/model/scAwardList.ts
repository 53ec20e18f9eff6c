import type { ScAward } from './scAward';

/**
 * 奖项与营销资金余额
 */
export interface ScAwardList {
  /** 奖项 */
  list: ScAward[];
  /** 分 */
  marketingBalance: number;
}
