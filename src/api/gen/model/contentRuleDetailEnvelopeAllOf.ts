import type { ContentRuleDetail } from './contentRuleDetail';

export type ContentRuleDetailEnvelopeAllOf = {
  data: ContentRuleDetail;
};
