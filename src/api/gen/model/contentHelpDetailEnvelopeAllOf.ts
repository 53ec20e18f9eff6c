import type { ContentHelpDetail } from './contentHelpDetail';

export type ContentHelpDetailEnvelopeAllOf = {
  data: ContentHelpDetail;
};
