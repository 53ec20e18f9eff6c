import type { ErpShopConfig } from './erpShopConfig';

export type ErpShopConfigEnvelopeAllOf = {
  /** 成功时返回的店铺ERP配置 */
  data: ErpShopConfig;
};
