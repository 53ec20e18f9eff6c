import type { ContentAnnounceDetail } from './contentAnnounceDetail';

export type ContentAnnounceDetailEnvelopeAllOf = {
  data: ContentAnnounceDetail;
};
