import type { Generated } from 'kysely';

/** Tables of the after-sale area (migration 0014_after_sale; column meanings there). */
export interface AfterSaleTable {
  id: Generated<number>;
  company_id: number;
  case_no: string;
  order_id: number;
  order_no: string;
  type: number;
  shipped: number;
  status: number;
  version: Generated<number>;
  buyer_name: string;
  reason_code: string;
  reason_text: string;
  images_json: string;
  goods_summary: string;
  lines_json: string;
  apply_amount: number;
  freight_amount: number;
  refund_amount: number;
  refund_lines_json: string | null;
  deadline_at: number | null;
  warned_at: number | null;
  refuse_code: string | null;
  refuse_text: string | null;
  refuse_images_json: string | null;
  return_address_json: string | null;
  return_logistics: string | null;
  return_tracking_no: string | null;
  reship_logistics: string | null;
  reship_tracking_no: string | null;
  buyer_shipped_at: number | null;
  received_at: number | null;
  refunded_at: number | null;
  dispute_status: number;
  dispute_at: number | null;
  proof_deadline_at: number | null;
  buyer_evidence_text: string | null;
  buyer_evidence_json: string | null;
  merchant_proof_text: string | null;
  merchant_proof_json: string | null;
  merchant_proof_at: number | null;
  decision_note: string | null;
  decided_at: number | null;
  created_at: number;
  updated_at: number;
  finished_at: number | null;
}

export interface AfterSaleLogTable {
  id: Generated<number>;
  after_sale_id: number;
  company_id: number;
  actor_type: number;
  actor_name: string;
  action: string;
  detail: string;
  images_json: string | null;
  created_at: number;
}

export interface AfterSaleSettingTable {
  company_id: number;
  auto_agree: number;
  auto_agree_max: number;
  batch_agree_max: number;
  reply_hours: number;
  receive_days: number;
  reship_hours: number;
  updated_at: number;
}

export interface AfterSaleAddressTable {
  id: Generated<number>;
  company_id: number;
  name: string;
  phone: string;
  region: string;
  address: string;
  is_default: number;
  created_at: number;
}

export interface AfterSaleReasonTable {
  id: Generated<number>;
  company_id: number;
  code: string;
  text: string;
  created_at: number;
}

export interface ViolationTable {
  id: Generated<number>;
  company_id: number;
  violation_no: string;
  rule_code: string;
  description: string;
  evidence_json: string;
  order_id: number | null;
  order_no: string | null;
  goods_id: number | null;
  points: number;
  penalty: string;
  penalty_amount: number;
  deducted: number;
  limit_until: number | null;
  year: number;
  status: number;
  appeal_deadline_at: number;
  appeal_text: string | null;
  appeal_images_json: string | null;
  appealed_at: number | null;
  decision_note: string | null;
  decided_at: number | null;
  source_key: string;
  created_at: number;
}

/** Cases per company and status (migration 0028_after_sale_counter): the list's tab counts without a scan. */
export interface AfterSaleCounterTable {
  company_id: number;
  status: number;
  n: number;
}

export interface AfterSaleTables {
  after_sale: AfterSaleTable;
  after_sale_counter: AfterSaleCounterTable;
  after_sale_log: AfterSaleLogTable;
  after_sale_setting: AfterSaleSettingTable;
  after_sale_address: AfterSaleAddressTable;
  after_sale_reason: AfterSaleReasonTable;
  violation: ViolationTable;
}
