import type { TpSampleOptions } from './tpSampleOptions';

export type TpSampleOptionsEnvelopeAllOf = {
  data: TpSampleOptions;
};
