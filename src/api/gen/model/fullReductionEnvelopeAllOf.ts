import type { FullReduction } from './fullReduction';

export type FullReductionEnvelopeAllOf = {
  data: FullReduction;
};
