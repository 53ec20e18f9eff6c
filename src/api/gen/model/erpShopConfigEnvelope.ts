import type { Envelope } from './envelope';
import type { ErpShopConfigEnvelopeAllOf } from './erpShopConfigEnvelopeAllOf';

/**
 * 成功答复信封，data 为店铺 ERP 配置
 */
export type ErpShopConfigEnvelope = Envelope & ErpShopConfigEnvelopeAllOf;
