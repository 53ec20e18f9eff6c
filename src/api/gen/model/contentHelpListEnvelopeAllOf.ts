import type { ContentHelpList } from './contentHelpList';

export type ContentHelpListEnvelopeAllOf = {
  data: ContentHelpList;
};
