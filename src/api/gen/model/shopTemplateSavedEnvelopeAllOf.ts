import type { ShopTemplateSaved } from './shopTemplateSaved';

export type ShopTemplateSavedEnvelopeAllOf = {
  /** 成功时返回的保存结果 */
  data: ShopTemplateSaved;
};
