import type { Generated } from 'kysely';

/**
 * Table shapes of migration 0007_finance_ops (money out and in). Amounts are integer fen, times ms epoch.
 * The codes of each status column are written in the migration's comment and in constants below.
 */
export interface FinBankAccountTable {
  id: Generated<number>;
  company_id: number;
  /** 1 结算账户 (CNY), 2 境外收款账户 (cross-border). */
  kind: number;
  /** 1 对公, 2 个人. */
  account_type: number;
  account_name: string;
  bank_name: string;
  branch_name: string;
  account_no: string;
  currency: string;
  swift_code: string | null;
  region: string | null;
  /** 1 在用, 0 已更换. */
  status: number;
  created_by: number | null;
  created_at: number;
  replaced_at: number | null;
}

export interface FinYbAccountTable {
  company_id: number;
  /** 0 未提交, 1 审核中, 2 已开通, 3 已驳回. */
  status: number;
  materials_json: string;
  reason: string | null;
  merchant_no: string | null;
  submitted_at: number | null;
  reviewed_at: number | null;
  updated_at: number;
}

export interface FinSmsCodeTable {
  id: Generated<number>;
  user_id: number;
  phone: string;
  /** 'withdraw' | 'account'. */
  purpose: string;
  code_hash: string;
  created_at: number;
  expires_at: number;
  attempts: number;
  used_at: number | null;
  ip: string | null;
}

export interface FinWithdrawTable {
  id: Generated<number>;
  company_id: number;
  user_id: number | null;
  withdraw_no: string;
  /** The client's idempotency key, unique per company. */
  request_id: string;
  /** 1 普通, 2 跨境, 3 完税 (tax withheld). */
  channel: number;
  /** Taken from the available balance. */
  amount: number;
  fee: number;
  tax: number;
  /** amount − fee − tax, in fen (CNY). */
  net_amount: number;
  currency: string;
  /** CNY → currency, as a decimal string (cross-border only). */
  fx_rate: string | null;
  /** net_amount in the currency's minor unit (cross-border only). */
  foreign_amount: number | null;
  bank_account_id: number;
  account_name: string;
  bank_name: string;
  account_no_masked: string;
  /** 0 处理中, 1 已到账, 2 失败已退回. */
  status: number;
  fail_reason: string | null;
  /** China date (YYYY-MM-DD) of creation: one withdrawal a day. */
  day_key: string;
  expected_arrival_at: number;
  tax_cert_no: string | null;
  created_at: number;
  paid_at: number | null;
  failed_at: number | null;
  updated_at: number;
}

export interface FinDepositRuleTable {
  category_id: number;
  amount: number;
  updated_at: number;
}

export interface FinDepositRecordTable {
  id: Generated<number>;
  company_id: number;
  user_id: number | null;
  record_no: string;
  /** 1 充值, 2 扣除, 3 退还. */
  kind: number;
  amount: number;
  /** 0 待平台确认, 1 已完成, 2 已驳回. */
  status: number;
  payer_name: string | null;
  payer_account_no: string | null;
  transfer_no: string | null;
  transferred_at: number | null;
  voucher_url: string | null;
  remark: string | null;
  reason: string | null;
  reject_reason: string | null;
  /** 'penalty' | 'depositRecord' | ... (the contract's FinanceCauseType) */
  cause_type: string | null;
  cause_id: number | null;
  cause_no: string | null;
  /** The caller's business key of a deduction or refund (a replay finds it and posts nothing). */
  source_key: string | null;
  created_at: number;
  done_at: number | null;
}

export interface FinMarketingRecordTable {
  id: Generated<number>;
  company_id: number;
  user_id: number | null;
  record_no: string;
  /** 1 充值, 2 扣除. */
  kind: number;
  amount: number;
  balance_after: number;
  reason: string;
  source_key: string | null;
  created_at: number;
}

export interface FinInvoiceTitleTable {
  company_id: number;
  name: string;
  tax_no: string;
  address: string;
  phone: string;
  bank_name: string;
  bank_account: string;
  email: string;
  updated_at: number;
}

export interface FinInvoiceTable {
  id: Generated<number>;
  company_id: number;
  user_id: number | null;
  apply_no: string;
  /** 1 电子普通发票, 2 电子专用发票. */
  invoice_type: number;
  amount: number;
  /** JSON list of 'YYYY-MM'. */
  months_json: string;
  title_name: string;
  tax_no: string;
  address: string;
  phone: string;
  bank_name: string;
  bank_account: string;
  email: string;
  remark: string | null;
  /** 0 待开票, 1 已开票, 2 已驳回, 3 已红冲. */
  status: number;
  reject_reason: string | null;
  invoice_no: string | null;
  issued_at: number | null;
  red_reason: string | null;
  red_invoice_no: string | null;
  reversed_at: number | null;
  created_at: number;
  updated_at: number;
}

/** One month an invoice covers; active 1 while the invoice is pending or issued. */
export interface FinInvoiceMonthTable {
  invoice_id: number;
  company_id: number;
  month: string;
  amount: number;
  active: number;
}

/** Composed into the database type in server/db/schema.ts. */
export interface FinanceOpsTables {
  fin_bank_account: FinBankAccountTable;
  fin_yb_account: FinYbAccountTable;
  fin_sms_code: FinSmsCodeTable;
  fin_withdraw: FinWithdrawTable;
  fin_deposit_rule: FinDepositRuleTable;
  fin_deposit_record: FinDepositRecordTable;
  fin_marketing_record: FinMarketingRecordTable;
  fin_invoice_title: FinInvoiceTitleTable;
  fin_invoice: FinInvoiceTable;
  fin_invoice_month: FinInvoiceMonthTable;
}
