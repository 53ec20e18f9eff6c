import type { Envelope } from './envelope';
import type { ScTeamPageEnvelopeAllOf } from './scTeamPageEnvelopeAllOf';

/**
 * 成功答复信封
 */
export type ScTeamPageEnvelope = Envelope & ScTeamPageEnvelopeAllOf;
