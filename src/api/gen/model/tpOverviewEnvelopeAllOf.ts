import type { TpOverview } from './tpOverview';

export type TpOverviewEnvelopeAllOf = {
  data: TpOverview;
};
