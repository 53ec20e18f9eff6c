import type { Envelope } from './envelope';
import type { RoadshowApplicationPageEnvelopeAllOf } from './roadshowApplicationPageEnvelopeAllOf';

/**
 * 成功答复信封，data 为路演报名分页
 */
export type RoadshowApplicationPageEnvelope = Envelope & RoadshowApplicationPageEnvelopeAllOf;
