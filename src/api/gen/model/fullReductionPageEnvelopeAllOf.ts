import type { FullReductionPage } from './fullReductionPage';

export type FullReductionPageEnvelopeAllOf = {
  data: FullReductionPage;
};
