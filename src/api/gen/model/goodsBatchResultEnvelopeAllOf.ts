import type { GoodsBatchResult } from './goodsBatchResult';

export type GoodsBatchResultEnvelopeAllOf = {
  /** 成功时返回的逐行结果 */
  data: GoodsBatchResult;
};
