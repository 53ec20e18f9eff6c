import type { ScRoundView } from './scRoundView';

export type ScRoundEnvelopeAllOf = {
  data: ScRoundView;
};
