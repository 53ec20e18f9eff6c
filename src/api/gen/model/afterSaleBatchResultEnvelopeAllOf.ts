import type { AfterSaleBatchResult } from './afterSaleBatchResult';

export type AfterSaleBatchResultEnvelopeAllOf = {
  data: AfterSaleBatchResult;
};
