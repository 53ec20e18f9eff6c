import type { TpBatchResult } from './tpBatchResult';

export type TpBatchResultEnvelopeAllOf = {
  data: TpBatchResult;
};
