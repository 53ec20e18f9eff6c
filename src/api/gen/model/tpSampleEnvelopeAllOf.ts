import type { TpSample } from './tpSample';

export type TpSampleEnvelopeAllOf = {
  data: TpSample;
};
