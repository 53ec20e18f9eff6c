import type { ScTopic } from './scTopic';

export type ScTopicEnvelopeAllOf = {
  data: ScTopic;
};
