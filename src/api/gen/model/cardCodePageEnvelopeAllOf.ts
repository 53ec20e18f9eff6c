import type { CardCodePage } from './cardCodePage';

export type CardCodePageEnvelopeAllOf = {
  /** 成功时返回的卡密分页 */
  data: CardCodePage;
};
