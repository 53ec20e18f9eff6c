import type { TpSampleOrderPage } from './tpSampleOrderPage';

export type TpSampleOrderPageEnvelopeAllOf = {
  data: TpSampleOrderPage;
};
