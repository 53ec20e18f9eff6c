
/**
 * 未撤销时为 null
 * @minimum 0
 */
export type SeCertificateRevokedAt = number | null;
