
/**
 * 姓名或证明编号
 * @maxLength 50
 */
export type SeCertificateQueryKeyword = string | null;
