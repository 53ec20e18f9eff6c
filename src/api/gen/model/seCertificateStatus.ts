
/**
 * 1 有效；2 已撤销
 */
export type SeCertificateStatus = typeof SeCertificateStatus[keyof typeof SeCertificateStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const SeCertificateStatus = {
  NUMBER_1: 1,
  NUMBER_2: 2,
} as const;
