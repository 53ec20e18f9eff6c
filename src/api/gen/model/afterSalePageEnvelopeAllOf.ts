import type { AfterSalePage } from './afterSalePage';

export type AfterSalePageEnvelopeAllOf = {
  data: AfterSalePage;
};
