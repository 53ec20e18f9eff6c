import type { Envelope } from './envelope';
import type { SeRewardScopeOptionsEnvelopeAllOf } from './seRewardScopeOptionsEnvelopeAllOf';

/**
 * 成功答复信封
 */
export type SeRewardScopeOptionsEnvelope = Envelope & SeRewardScopeOptionsEnvelopeAllOf;
