import type { Envelope } from './envelope';
import type { ScTopicPageEnvelopeAllOf } from './scTopicPageEnvelopeAllOf';

/**
 * 成功答复信封
 */
export type ScTopicPageEnvelope = Envelope & ScTopicPageEnvelopeAllOf;
