import type { Envelope } from './envelope';
import type { FeedbackPageEnvelopeAllOf } from './feedbackPageEnvelopeAllOf';

/**
 * 成功答复信封，data 为一页反馈
 */
export type FeedbackPageEnvelope = Envelope & FeedbackPageEnvelopeAllOf;
