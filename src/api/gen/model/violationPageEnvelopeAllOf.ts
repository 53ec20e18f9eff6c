import type { ViolationPage } from './violationPage';

export type ViolationPageEnvelopeAllOf = {
  data: ViolationPage;
};
