import type { Envelope } from './envelope';
import type { RoadshowApplicationEnvelopeAllOf } from './roadshowApplicationEnvelopeAllOf';

/**
 * 成功答复信封，data 为路演报名
 */
export type RoadshowApplicationEnvelope = Envelope & RoadshowApplicationEnvelopeAllOf;
