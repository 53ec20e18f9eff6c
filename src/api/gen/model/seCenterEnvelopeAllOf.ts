import type { SeCenter } from './seCenter';

export type SeCenterEnvelopeAllOf = {
  data: SeCenter;
};
