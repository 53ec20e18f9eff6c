import type { Envelope } from './envelope';
import type { ErpFormDetailEnvelopeAllOf } from './erpFormDetailEnvelopeAllOf';

/**
 * 成功答复信封，data 为申请单详情
 */
export type ErpFormDetailEnvelope = Envelope & ErpFormDetailEnvelopeAllOf;
