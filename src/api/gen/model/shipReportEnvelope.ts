import type { Envelope } from './envelope';
import type { ShipReportEnvelopeAllOf } from './shipReportEnvelopeAllOf';

/**
 * 成功答复信封，data 为发货结果
 */
export type ShipReportEnvelope = Envelope & ShipReportEnvelopeAllOf;
