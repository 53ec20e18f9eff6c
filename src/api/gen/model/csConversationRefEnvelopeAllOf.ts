import type { CsConversationRef } from './csConversationRef';

export type CsConversationRefEnvelopeAllOf = {
  data: CsConversationRef;
};
