import type { Envelope } from './envelope';
import type { SeSchoolOptionsEnvelopeAllOf } from './seSchoolOptionsEnvelopeAllOf';

/**
 * 成功答复信封
 */
export type SeSchoolOptionsEnvelope = Envelope & SeSchoolOptionsEnvelopeAllOf;
