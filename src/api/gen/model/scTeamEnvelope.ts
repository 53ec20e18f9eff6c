import type { Envelope } from './envelope';
import type { ScTeamEnvelopeAllOf } from './scTeamEnvelopeAllOf';

/**
 * 成功答复信封
 */
export type ScTeamEnvelope = Envelope & ScTeamEnvelopeAllOf;
