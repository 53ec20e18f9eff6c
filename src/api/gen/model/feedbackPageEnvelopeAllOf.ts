import type { FeedbackPage } from './feedbackPage';

export type FeedbackPageEnvelopeAllOf = {
  /** 一页反馈 */
  data: FeedbackPage;
};
