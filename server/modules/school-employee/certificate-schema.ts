import type { Generated } from 'kysely';

/** Migration 0023_internship_certificate. */
export interface SeCertificateTable {
  id: Generated<number>;
  company_id: number;
  agent_id: number;
  /** SX + issue date (China) + 4-digit id */
  cert_no: string;
  /** 8 characters shown as XXXX-XXXX, printed on the certificate */
  verify_code: string;
  agent_name: string;
  school_name: string;
  major: string;
  role: string;
  shop_name: string;
  period_start: number;
  period_end: number;
  work_summary: string;
  order_count: number;
  order_amount: number;
  comment: string;
  /** 1 有效, 2 已撤销 */
  status: number;
  revoke_reason: string | null;
  issued_by: number | null;
  issued_at: number;
  revoked_by: number | null;
  revoked_at: number | null;
}

export interface CertificateTables {
  se_certificate: SeCertificateTable;
}
