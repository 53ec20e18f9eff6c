
/**
 * 未撤销时为 null
 * @maxLength 200
 */
export type SeCertificateRevokeReason = string | null;
