import type { Envelope } from './envelope';
import type { ErpAbutmentDetailEnvelopeAllOf } from './erpAbutmentDetailEnvelopeAllOf';

/**
 * 成功答复信封，data 为当前对接记录，从未申请时为 null
 */
export type ErpAbutmentDetailEnvelope = Envelope & ErpAbutmentDetailEnvelopeAllOf;
