import type { Envelope } from './envelope';
import type { SeRewardConfigEnvelopeAllOf } from './seRewardConfigEnvelopeAllOf';

/**
 * 成功答复信封
 */
export type SeRewardConfigEnvelope = Envelope & SeRewardConfigEnvelopeAllOf;
