import type { DeliveryTemplateList } from './deliveryTemplateList';

export type DeliveryTemplateListEnvelopeAllOf = {
  /** 成功时返回的运费模板列表 */
  data: DeliveryTemplateList;
};
