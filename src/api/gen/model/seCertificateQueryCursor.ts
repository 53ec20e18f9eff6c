
/**
 * 上一页的 nextCursor
 * @maxLength 20
 */
export type SeCertificateQueryCursor = string | null;
