import type { ContentUnread } from './contentUnread';

export type ContentUnreadEnvelopeAllOf = {
  data: ContentUnread;
};
