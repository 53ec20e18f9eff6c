import type { SePost } from './sePost';

export type SePostEnvelopeAllOf = {
  data: SePost;
};
