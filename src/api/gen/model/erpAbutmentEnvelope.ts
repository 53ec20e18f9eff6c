import type { Envelope } from './envelope';
import type { ErpAbutmentEnvelopeAllOf } from './erpAbutmentEnvelopeAllOf';

/**
 * 成功答复信封，data 为对接记录
 */
export type ErpAbutmentEnvelope = Envelope & ErpAbutmentEnvelopeAllOf;
