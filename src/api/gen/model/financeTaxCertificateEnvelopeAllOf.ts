import type { FinanceTaxCertificate } from './financeTaxCertificate';

export type FinanceTaxCertificateEnvelopeAllOf = {
  /** 成功时返回的完税证明 */
  data: FinanceTaxCertificate;
};
