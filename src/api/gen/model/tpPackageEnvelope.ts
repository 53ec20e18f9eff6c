import type { Envelope } from './envelope';
import type { TpPackageEnvelopeAllOf } from './tpPackageEnvelopeAllOf';

/**
 * 成功答复信封
 */
export type TpPackageEnvelope = Envelope & TpPackageEnvelopeAllOf;
