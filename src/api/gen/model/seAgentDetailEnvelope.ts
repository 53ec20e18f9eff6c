import type { Envelope } from './envelope';
import type { SeAgentDetailEnvelopeAllOf } from './seAgentDetailEnvelopeAllOf';

/**
 * 成功答复信封
 */
export type SeAgentDetailEnvelope = Envelope & SeAgentDetailEnvelopeAllOf;
