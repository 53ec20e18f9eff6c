import type { BrandPage } from './brandPage';

export type BrandPageEnvelopeAllOf = {
  /** 成功时返回的品牌分页 */
  data: BrandPage;
};
