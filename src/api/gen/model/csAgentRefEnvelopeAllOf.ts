import type { CsAgentRef } from './csAgentRef';

export type CsAgentRefEnvelopeAllOf = {
  data: CsAgentRef;
};
