import type { ContentUpdated } from './contentUpdated';

export type ContentUpdatedEnvelopeAllOf = {
  data: ContentUpdated;
};
