
/**
 * 未设置过时为 null
 */
export type SeOfferConfigEnvelopeDataUpdatedAt = number | null;
