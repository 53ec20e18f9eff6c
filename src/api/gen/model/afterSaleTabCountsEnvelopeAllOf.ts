import type { AfterSaleTabCounts } from './afterSaleTabCounts';

export type AfterSaleTabCountsEnvelopeAllOf = {
  data: AfterSaleTabCounts;
};
