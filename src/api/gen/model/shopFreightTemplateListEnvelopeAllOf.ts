import type { ShopFreightTemplateList } from './shopFreightTemplateList';

export type ShopFreightTemplateListEnvelopeAllOf = {
  /** 成功时返回的运费模板列表 */
  data: ShopFreightTemplateList;
};
