import type { TpSampleList } from './tpSampleList';

export type TpSampleListEnvelopeAllOf = {
  data: TpSampleList;
};
