import type { CsConversationPage } from './csConversationPage';

export type CsConversationPageEnvelopeAllOf = {
  data: CsConversationPage;
};
