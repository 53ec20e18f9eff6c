import type { Envelope } from './envelope';
import type { SeAgentPageEnvelopeAllOf } from './seAgentPageEnvelopeAllOf';

/**
 * 成功答复信封
 */
export type SeAgentPageEnvelope = Envelope & SeAgentPageEnvelopeAllOf;
