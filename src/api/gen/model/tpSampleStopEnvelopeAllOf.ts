import type { TpSampleStop } from './tpSampleStop';

export type TpSampleStopEnvelopeAllOf = {
  data: TpSampleStop;
};
