import type { ContentAnnounceAcked } from './contentAnnounceAcked';

export type ContentAnnounceAckedEnvelopeAllOf = {
  data: ContentAnnounceAcked;
};
