import type { ContentRuleList } from './contentRuleList';

export type ContentRuleListEnvelopeAllOf = {
  data: ContentRuleList;
};
