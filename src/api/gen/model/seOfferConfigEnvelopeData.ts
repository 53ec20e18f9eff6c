import type { SeOfferConfigEnvelopeDataUpdatedAt } from './seOfferConfigEnvelopeDataUpdatedAt';

/**
 * 模板与期限
 */
export interface SeOfferConfigEnvelopeData {
  /** 含占位符的正文 */
  template: string;
  /** 天 */
  acceptDays: number;
  /** 未设置过时为 null */
  updatedAt: SeOfferConfigEnvelopeDataUpdatedAt;
}
