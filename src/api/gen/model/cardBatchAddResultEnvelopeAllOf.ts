import type { CardBatchAddResult } from './cardBatchAddResult';

export type CardBatchAddResultEnvelopeAllOf = {
  /** 成功时返回的新批次 */
  data: CardBatchAddResult;
};
