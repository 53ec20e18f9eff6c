import type { Envelope } from './envelope';
import type { TrackResultEnvelopeAllOf } from './trackResultEnvelopeAllOf';

/**
 * 成功答复信封，data 为埋点接收结果
 */
export type TrackResultEnvelope = Envelope & TrackResultEnvelopeAllOf;
