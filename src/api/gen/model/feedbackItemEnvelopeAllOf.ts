import type { FeedbackItem } from './feedbackItem';

export type FeedbackItemEnvelopeAllOf = {
  /** 保存的反馈 */
  data: FeedbackItem;
};
