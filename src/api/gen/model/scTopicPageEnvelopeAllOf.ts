import type { ScTopicPage } from './scTopicPage';

export type ScTopicPageEnvelopeAllOf = {
  data: ScTopicPage;
};
