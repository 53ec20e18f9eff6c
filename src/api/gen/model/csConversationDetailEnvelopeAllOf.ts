import type { CsConversationDetail } from './csConversationDetail';

export type CsConversationDetailEnvelopeAllOf = {
  data: CsConversationDetail;
};
