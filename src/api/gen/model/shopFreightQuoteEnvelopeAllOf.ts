import type { ShopFreightQuote } from './shopFreightQuote';

export type ShopFreightQuoteEnvelopeAllOf = {
  /** 成功时返回的运费试算结果 */
  data: ShopFreightQuote;
};
