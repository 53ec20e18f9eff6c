import type { Overview } from './overview';

export type OverviewEnvelopeAllOf = {
  /** 成功时返回的店铺概况 */
  data: Overview;
};
