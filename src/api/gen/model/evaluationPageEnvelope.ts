import type { Envelope } from './envelope';
import type { EvaluationPageEnvelopeAllOf } from './evaluationPageEnvelopeAllOf';

/**
 * 成功答复信封，data 为评价分页
 */
export type EvaluationPageEnvelope = Envelope & EvaluationPageEnvelopeAllOf;
