import type { Violation } from './violation';

export type ViolationEnvelopeAllOf = {
  data: Violation;
};
