import type { Envelope } from './envelope';
import type { ScTopicEnvelopeAllOf } from './scTopicEnvelopeAllOf';

/**
 * 成功答复信封
 */
export type ScTopicEnvelope = Envelope & ScTopicEnvelopeAllOf;
