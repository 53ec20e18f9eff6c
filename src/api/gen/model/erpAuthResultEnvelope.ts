import type { Envelope } from './envelope';
import type { ErpAuthResultEnvelopeAllOf } from './erpAuthResultEnvelopeAllOf';

/**
 * 成功答复信封，data 为 ERP 授权结果
 */
export type ErpAuthResultEnvelope = Envelope & ErpAuthResultEnvelopeAllOf;
