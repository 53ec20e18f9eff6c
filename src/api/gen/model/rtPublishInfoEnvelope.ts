import type { Envelope } from './envelope';
import type { RtPublishInfoEnvelopeAllOf } from './rtPublishInfoEnvelopeAllOf';

/**
 * 成功答复信封
 */
export type RtPublishInfoEnvelope = Envelope & RtPublishInfoEnvelopeAllOf;
