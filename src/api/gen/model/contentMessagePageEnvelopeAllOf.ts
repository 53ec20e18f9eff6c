import type { ContentMessagePage } from './contentMessagePage';

export type ContentMessagePageEnvelopeAllOf = {
  data: ContentMessagePage;
};
