import type { Generated } from 'kysely';

/** Table shapes of the finance ledger (migration 0006_finance_ledger, docs/finance.md). */
export interface FinAccountTable {
  id: Generated<number>;
  company_id: number;
  code: string;
  balance: number;
  debits: number;
  credits: number;
  /** 0 none, 1 balance ≥ 0, 2 balance ≤ 0. */
  limit_rule: number;
  updated_at: number;
}

export interface FinTxTable {
  id: Generated<number>;
  company_id: number;
  kind: string;
  biz_key: string;
  order_id: number | null;
  ref_type: string | null;
  ref_id: number | null;
  ref_no: string | null;
  amount: number;
  memo: string;
  in_statement: number;
  occurred_at: number;
  created_at: number;
}

export interface FinEntryTable {
  id: Generated<number>;
  tx_id: number;
  company_id: number;
  account_id: number;
  account_code: string;
  /** The flow line's kind (FinanceFlowKind). */
  kind: string;
  amount: number;
  balance_after: number;
  order_id: number | null;
  occurred_at: number;
}

export interface FinOrderTable {
  order_id: number;
  company_id: number;
  order_no: string;
  paid_amount: number;
  rate_bp: number;
  subsidy: number;
  has_subsidy: number;
  subsidy_activity_id: number | null;
  subsidy_activity: string | null;
  refunded_before: number;
  refunded_after: number;
  commission: number;
  subsidy_settled: number;
  settled_amount: number;
  /** 0 pending, 1 settled. */
  state: number;
  paid_at: number;
  settled_at: number | null;
}

export interface FinCategoryRateTable {
  category_id: number;
  rate_bp: number;
}

export interface FinDailyTable {
  company_id: number;
  day: number;
  paid: number;
  refunded: number;
  commission: number;
  st_income: number;
  st_refunds: number;
  st_commission: number;
  st_subsidies: number;
  st_deductions: number;
  st_settled: number;
  st_orders: number;
}

export interface FinStatementTable {
  company_id: number;
  period: string;
  period_start: number;
  /** 0 unconfirmed, 1 confirmed, 2 disputed. */
  state: number;
  confirmed_at: number | null;
  confirmed_by: number | null;
}

export interface FinStatementDisputeTable {
  id: Generated<number>;
  company_id: number;
  period: string;
  period_start: number;
  line_id: number;
  reason: string;
  /** 0 platform handling, 1 handled. */
  status: number;
  reply: string | null;
  created_by: number;
  created_at: number;
}

export interface FinanceLedgerTables {
  fin_account: FinAccountTable;
  fin_tx: FinTxTable;
  fin_entry: FinEntryTable;
  fin_order: FinOrderTable;
  fin_category_rate: FinCategoryRateTable;
  fin_daily: FinDailyTable;
  fin_statement: FinStatementTable;
  fin_statement_dispute: FinStatementDisputeTable;
}
