import type { ShopCampusTree } from './shopCampusTree';

export type ShopCampusTreeEnvelopeAllOf = {
  /** 成功时返回的校园目录 */
  data: ShopCampusTree;
};
