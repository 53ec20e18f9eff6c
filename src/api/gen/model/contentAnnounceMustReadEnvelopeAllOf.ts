import type { ContentAnnounceMustRead } from './contentAnnounceMustRead';

export type ContentAnnounceMustReadEnvelopeAllOf = {
  data: ContentAnnounceMustRead;
};
