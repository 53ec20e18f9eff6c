import type { MkGoodsOptions } from './mkGoodsOptions';

export type MkGoodsOptionsEnvelopeAllOf = {
  data: MkGoodsOptions;
};
