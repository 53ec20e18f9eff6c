import type { CardBatchPage } from './cardBatchPage';

export type CardBatchPageEnvelopeAllOf = {
  /** 成功时返回的卡券批次分页 */
  data: CardBatchPage;
};
