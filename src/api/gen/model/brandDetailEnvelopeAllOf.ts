import type { Brand } from './brand';

export type BrandDetailEnvelopeAllOf = {
  /** 成功时返回的品牌 */
  data: Brand;
};
