import type { CsGoodsList } from './csGoodsList';

export type CsGoodsListEnvelopeAllOf = {
  data: CsGoodsList;
};
