import type { Envelope } from './envelope';
import type { CardCodePageEnvelopeAllOf } from './cardCodePageEnvelopeAllOf';

/**
 * 成功答复信封，data 为卡密分页
 */
export type CardCodePageEnvelope = Envelope & CardCodePageEnvelopeAllOf;
