
/**
 * 没有更多时为 null
 */
export type SeCertificatePageEnvelopeDataNextCursor = string | null;
