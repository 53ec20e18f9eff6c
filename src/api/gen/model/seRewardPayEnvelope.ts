import type { Envelope } from './envelope';
import type { SeRewardPayEnvelopeAllOf } from './seRewardPayEnvelopeAllOf';

/**
 * 成功答复信封
 */
export type SeRewardPayEnvelope = Envelope & SeRewardPayEnvelopeAllOf;
