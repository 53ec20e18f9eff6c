import type { MkActivityDetail } from './mkActivityDetail';

export type MkActivityDetailEnvelopeAllOf = {
  data: MkActivityDetail;
};
