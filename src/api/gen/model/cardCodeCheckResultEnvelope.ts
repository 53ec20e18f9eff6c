import type { Envelope } from './envelope';
import type { CardCodeCheckResultEnvelopeAllOf } from './cardCodeCheckResultEnvelopeAllOf';

/**
 * 成功答复信封，data 为核验结果
 */
export type CardCodeCheckResultEnvelope = Envelope & CardCodeCheckResultEnvelopeAllOf;
