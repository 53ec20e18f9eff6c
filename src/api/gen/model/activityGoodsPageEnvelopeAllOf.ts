import type { ActivityGoodsPage } from './activityGoodsPage';

export type ActivityGoodsPageEnvelopeAllOf = {
  /** 成功时返回的活动商品分页 */
  data: ActivityGoodsPage;
};
