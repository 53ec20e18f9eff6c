import type { CsFlowList } from './csFlowList';

export type CsFlowListEnvelopeAllOf = {
  data: CsFlowList;
};
