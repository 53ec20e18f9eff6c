import type { ShopRegionTree } from './shopRegionTree';

export type ShopRegionTreeEnvelopeAllOf = {
  /** 成功时返回的行政区划 */
  data: ShopRegionTree;
};
