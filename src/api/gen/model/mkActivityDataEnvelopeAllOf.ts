import type { MkActivityData } from './mkActivityData';

export type MkActivityDataEnvelopeAllOf = {
  data: MkActivityData;
};
