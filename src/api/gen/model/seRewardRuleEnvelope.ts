import type { Envelope } from './envelope';
import type { SeRewardRuleEnvelopeAllOf } from './seRewardRuleEnvelopeAllOf';

/**
 * 成功答复信封
 */
export type SeRewardRuleEnvelope = Envelope & SeRewardRuleEnvelopeAllOf;
