import type { Envelope } from './envelope';
import type { SeRewardPageEnvelopeAllOf } from './seRewardPageEnvelopeAllOf';

/**
 * 成功答复信封
 */
export type SeRewardPageEnvelope = Envelope & SeRewardPageEnvelopeAllOf;
