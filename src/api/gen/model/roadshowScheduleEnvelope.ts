import type { Envelope } from './envelope';
import type { RoadshowScheduleEnvelopeAllOf } from './roadshowScheduleEnvelopeAllOf';

/**
 * 成功答复信封，data 为路演排期
 */
export type RoadshowScheduleEnvelope = Envelope & RoadshowScheduleEnvelopeAllOf;
