
/**
 * 1 有效；2 已撤销
 * @minimum 1
 * @maximum 2
 */
export type SeCertificateQueryStatus = number | null;
