import type { Generated } from 'kysely';

/** Table shapes of company settings and closing (migration 0013_company, docs/company.md). */
export interface CompanySettingTable {
  company_id: number;
  contact_email: string | null;
  updated_by: number | null;
  updated_at: number;
}

/** status: 0 待平台审核, 1 已通过, 2 已驳回, 3 已撤回. */
export interface CompanyChangeRequestTable {
  id: Generated<number>;
  company_id: number;
  user_id: number | null;
  /** The fields asked for (ChangeFields), JSON. */
  changes_json: string;
  /** The same fields as they stood when asked, JSON. */
  before_json: string;
  reason: string;
  status: number;
  reject_reason: string | null;
  decided_by: string | null;
  created_at: number;
  decided_at: number | null;
}

export interface CompanyClosureTable {
  id: Generated<number>;
  company_id: number;
  user_id: number;
  checks_json: string;
  delisted_goods: number;
  deposit_refunded: number;
  deposit_record_id: number | null;
  created_at: number;
}

export interface CompanyTables {
  company_setting: CompanySettingTable;
  company_change_request: CompanyChangeRequestTable;
  company_closure: CompanyClosureTable;
}
