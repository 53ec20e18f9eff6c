import type { AfterSaleDueCount } from './afterSaleDueCount';

export type AfterSaleDueCountEnvelopeAllOf = {
  data: AfterSaleDueCount;
};
