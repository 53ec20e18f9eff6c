import type { AfterSaleDetail } from './afterSaleDetail';

export type AfterSaleDetailEnvelopeAllOf = {
  data: AfterSaleDetail;
};
