import type { CsFlowRef } from './csFlowRef';

export type CsFlowRefEnvelopeAllOf = {
  data: CsFlowRef;
};
