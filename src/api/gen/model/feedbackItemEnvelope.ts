import type { Envelope } from './envelope';
import type { FeedbackItemEnvelopeAllOf } from './feedbackItemEnvelopeAllOf';

/**
 * 成功答复信封，data 为反馈记录
 */
export type FeedbackItemEnvelope = Envelope & FeedbackItemEnvelopeAllOf;
