import type { CsFlow } from './csFlow';

export type CsFlowEnvelopeAllOf = {
  data: CsFlow;
};
