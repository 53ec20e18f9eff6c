import type { TpTakePage } from './tpTakePage';

export type TpTakePageEnvelopeAllOf = {
  data: TpTakePage;
};
