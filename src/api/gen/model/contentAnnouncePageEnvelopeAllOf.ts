import type { ContentAnnouncePage } from './contentAnnouncePage';

export type ContentAnnouncePageEnvelopeAllOf = {
  data: ContentAnnouncePage;
};
