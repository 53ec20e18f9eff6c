import type { OrderTabCounts } from './orderTabCounts';

export type OrderTabCountsEnvelopeAllOf = {
  /** 成功时返回的标签计数 */
  data: OrderTabCounts;
};
