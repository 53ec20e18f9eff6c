import type { Envelope } from './envelope';
import type { SeCenterEnvelopeAllOf } from './seCenterEnvelopeAllOf';

/**
 * 成功答复信封
 */
export type SeCenterEnvelope = Envelope & SeCenterEnvelopeAllOf;
