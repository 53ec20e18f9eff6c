import type { Envelope } from './envelope';
import type { ErpFormPageEnvelopeAllOf } from './erpFormPageEnvelopeAllOf';

/**
 * 成功答复信封，data 为申请单分页
 */
export type ErpFormPageEnvelope = Envelope & ErpFormPageEnvelopeAllOf;
