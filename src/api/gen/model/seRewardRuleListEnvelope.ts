import type { Envelope } from './envelope';
import type { SeRewardRuleListEnvelopeAllOf } from './seRewardRuleListEnvelopeAllOf';

/**
 * 成功答复信封
 */
export type SeRewardRuleListEnvelope = Envelope & SeRewardRuleListEnvelopeAllOf;
