import type { Envelope } from './envelope';
import type { TpAnalysisEnvelopeAllOf } from './tpAnalysisEnvelopeAllOf';

/**
 * 成功答复信封
 */
export type TpAnalysisEnvelope = Envelope & TpAnalysisEnvelopeAllOf;
