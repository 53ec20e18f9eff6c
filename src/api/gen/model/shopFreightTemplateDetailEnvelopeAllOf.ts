import type { ShopFreightTemplateDetail } from './shopFreightTemplateDetail';

export type ShopFreightTemplateDetailEnvelopeAllOf = {
  /** 成功时返回的运费模板详情 */
  data: ShopFreightTemplateDetail;
};
