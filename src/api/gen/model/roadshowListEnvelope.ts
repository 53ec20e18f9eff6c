import type { Envelope } from './envelope';
import type { RoadshowListEnvelopeAllOf } from './roadshowListEnvelopeAllOf';

/**
 * 成功答复信封，data 为路演活动列表
 */
export type RoadshowListEnvelope = Envelope & RoadshowListEnvelopeAllOf;
