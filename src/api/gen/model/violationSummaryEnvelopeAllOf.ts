import type { ViolationSummary } from './violationSummary';

export type ViolationSummaryEnvelopeAllOf = {
  data: ViolationSummary;
};
