import type { CsReplied } from './csReplied';

export type CsRepliedEnvelopeAllOf = {
  data: CsReplied;
};
