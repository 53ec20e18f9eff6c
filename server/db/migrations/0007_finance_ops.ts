import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../index.ts';

/**
 * Finance operations (money out and in): the settlement bank accounts, the YeePay sub-account, SMS codes for
 * withdrawals and account changes, withdrawals, the deposit (rules per main category, recharges, deductions,
 * refunds), the marketing account's records, invoice titles and invoices.
 *
 * These tables hold the business records only: every amount they move is posted to the ledger (migration 0006)
 * through the finance module's posting call, in the same database transaction, keyed by the record.
 *
 * fin_bank_account.kind: 1 结算账户 (CNY), 2 境外收款账户 (cross-border companies); account_type: 1 对公, 2 个人;
 *   status: 1 在用, 0 已更换 (the row is kept: withdrawals point at the account they went to).
 * fin_yb_account.status: 0 未提交, 1 审核中, 2 已开通, 3 已驳回.
 * fin_withdraw.channel: 1 普通提现, 2 跨境提现, 3 完税提现 (tax withheld); status: 0 处理中, 1 已到账, 2 失败已退回.
 *   A partial unique index on (company_id, day_key) for the statuses 0 and 1 is the "one withdrawal a day" rule,
 *   enforced by the database even for parallel requests; a failed (returned) withdrawal does not use up the day.
 *   (company_id, request_id) is unique: a retried request finds its withdrawal instead of making a second one.
 * fin_deposit_record.kind: 1 充值, 2 扣除, 3 退还; status: 0 待平台确认, 1 已完成, 2 已驳回.
 * fin_marketing_record.kind: 1 充值, 2 扣除.
 * fin_invoice.invoice_type: 1 增值税电子普通发票, 2 增值税电子专用发票; status: 0 待开票, 1 已开票, 2 已驳回,
 *   3 已红冲 (reversed by a red-letter invoice). An invoice covers whole months; fin_invoice_month holds one row per
 *   (invoice, month) with active 1 while the invoice is pending or issued, and a partial unique index on
 *   (company_id, month) for active rows lets each month be invoiced once at a time.
 */
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const pg = dialect === 'postgres';
  const bigId = pg ? sql`bigserial` : sql`integer`;
  const big = pg ? sql`bigint` : sql`integer`;
  const pk = (c: any) => (dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey());

  await db.schema
    .createTable('fin_bank_account')
    .addColumn('id', bigId, pk)
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id'))
    .addColumn('kind', 'integer', (c) => c.notNull())
    .addColumn('account_type', 'integer', (c) => c.notNull())
    .addColumn('account_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('bank_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('branch_name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('account_no', 'varchar(40)', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull().defaultTo('CNY'))
    .addColumn('swift_code', 'varchar(11)')
    .addColumn('region', 'varchar(50)')
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'integer')
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('replaced_at', big)
    .execute();
  await db.schema.createIndex('fin_bank_account_company_idx').on('fin_bank_account').columns(['company_id', 'kind', 'status']).execute();

  await db.schema
    .createTable('fin_yb_account')
    .addColumn('company_id', 'integer', (c) => c.primaryKey().references('company.id'))
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('materials_json', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('reason', 'varchar(500)')
    .addColumn('merchant_no', 'varchar(32)')
    .addColumn('submitted_at', big)
    .addColumn('reviewed_at', big)
    .addColumn('updated_at', big, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('fin_sms_code')
    .addColumn('id', bigId, pk)
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('phone', 'varchar(20)', (c) => c.notNull())
    .addColumn('purpose', 'varchar(20)', (c) => c.notNull())
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('expires_at', big, (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('used_at', big)
    .addColumn('ip', 'varchar(64)')
    .execute();
  await db.schema.createIndex('fin_sms_code_user_idx').on('fin_sms_code').columns(['user_id', 'purpose', 'id']).execute();

  await db.schema
    .createTable('fin_withdraw')
    .addColumn('id', bigId, pk)
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id'))
    .addColumn('user_id', 'integer')
    .addColumn('withdraw_no', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('request_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('channel', 'integer', (c) => c.notNull())
    .addColumn('amount', big, (c) => c.notNull())
    .addColumn('fee', big, (c) => c.notNull())
    .addColumn('tax', big, (c) => c.notNull().defaultTo(0))
    .addColumn('net_amount', big, (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull().defaultTo('CNY'))
    .addColumn('fx_rate', 'varchar(20)')
    .addColumn('foreign_amount', big)
    .addColumn('bank_account_id', big, (c) => c.notNull().references('fin_bank_account.id'))
    .addColumn('account_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('bank_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('account_no_masked', 'varchar(40)', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('fail_reason', 'varchar(200)')
    .addColumn('day_key', 'varchar(10)', (c) => c.notNull())
    .addColumn('expected_arrival_at', big, (c) => c.notNull())
    .addColumn('tax_cert_no', 'varchar(32)')
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('paid_at', big)
    .addColumn('failed_at', big)
    .addColumn('updated_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('fin_withdraw_request_idx').on('fin_withdraw').columns(['company_id', 'request_id']).unique().execute();
  await db.schema.createIndex('fin_withdraw_company_idx').on('fin_withdraw').columns(['company_id', 'created_at', 'id']).execute();
  await db.schema.createIndex('fin_withdraw_company_status_idx').on('fin_withdraw').columns(['company_id', 'status', 'created_at', 'id']).execute();
  await db.schema.createIndex('fin_withdraw_status_idx').on('fin_withdraw').columns(['status', 'id']).execute();
  await db.schema
    .createIndex('fin_withdraw_one_a_day')
    .on('fin_withdraw')
    .columns(['company_id', 'day_key'])
    .unique()
    .where(sql.ref('status'), 'in', [sql.lit(0), sql.lit(1)])
    .execute();

  await db.schema
    .createTable('fin_deposit_rule')
    .addColumn('category_id', 'integer', (c) => c.primaryKey())
    .addColumn('amount', big, (c) => c.notNull())
    .addColumn('updated_at', big, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('fin_deposit_record')
    .addColumn('id', bigId, pk)
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id'))
    .addColumn('user_id', 'integer')
    .addColumn('record_no', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('kind', 'integer', (c) => c.notNull())
    .addColumn('amount', big, (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('payer_name', 'varchar(100)')
    .addColumn('payer_account_no', 'varchar(30)')
    .addColumn('transfer_no', 'varchar(64)')
    .addColumn('transferred_at', big)
    .addColumn('voucher_url', 'varchar(500)')
    .addColumn('remark', 'varchar(200)')
    .addColumn('reason', 'varchar(200)')
    .addColumn('reject_reason', 'varchar(200)')
    // What caused a deduction or refund (a violation's penalty, the shop's closing) for the record's link.
    .addColumn('cause_type', 'varchar(20)')
    .addColumn('cause_id', big)
    .addColumn('cause_no', 'varchar(40)')
    .addColumn('source_key', 'varchar(100)', (c) => c.unique())
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('done_at', big)
    .execute();
  // A bank transfer is registered once (again only after the platform rejected it).
  await db.schema
    .createIndex('fin_deposit_record_transfer_uq')
    .on('fin_deposit_record')
    .columns(['transfer_no'])
    .unique()
    .where(sql.ref('status'), 'in', [sql.lit(0), sql.lit(1)])
    .execute();
  await db.schema.createIndex('fin_deposit_record_company_idx').on('fin_deposit_record').columns(['company_id', 'created_at', 'id']).execute();
  await db.schema.createIndex('fin_deposit_record_status_idx').on('fin_deposit_record').columns(['status', 'id']).execute();

  await db.schema
    .createTable('fin_marketing_record')
    .addColumn('id', bigId, pk)
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id'))
    .addColumn('user_id', 'integer')
    .addColumn('record_no', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('kind', 'integer', (c) => c.notNull())
    .addColumn('amount', big, (c) => c.notNull())
    .addColumn('balance_after', big, (c) => c.notNull())
    .addColumn('reason', 'varchar(200)', (c) => c.notNull())
    .addColumn('source_key', 'varchar(100)', (c) => c.unique())
    .addColumn('created_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('fin_marketing_record_company_idx').on('fin_marketing_record').columns(['company_id', 'id']).execute();
  await db.schema.createIndex('fin_marketing_record_kind_idx').on('fin_marketing_record').columns(['company_id', 'kind', 'id']).execute();

  await db.schema
    .createTable('fin_invoice_title')
    .addColumn('company_id', 'integer', (c) => c.primaryKey().references('company.id'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('tax_no', 'varchar(20)', (c) => c.notNull())
    .addColumn('address', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'varchar(30)', (c) => c.notNull().defaultTo(''))
    .addColumn('bank_name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('bank_account', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', big, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('fin_invoice')
    .addColumn('id', bigId, pk)
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id'))
    .addColumn('user_id', 'integer')
    .addColumn('apply_no', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('invoice_type', 'integer', (c) => c.notNull())
    .addColumn('amount', big, (c) => c.notNull())
    .addColumn('months_json', 'text', (c) => c.notNull())
    .addColumn('title_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('tax_no', 'varchar(20)', (c) => c.notNull())
    .addColumn('address', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'varchar(30)', (c) => c.notNull().defaultTo(''))
    .addColumn('bank_name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('bank_account', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('remark', 'varchar(200)')
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('reject_reason', 'varchar(200)')
    .addColumn('invoice_no', 'varchar(32)')
    .addColumn('issued_at', big)
    .addColumn('red_reason', 'varchar(200)')
    .addColumn('red_invoice_no', 'varchar(32)')
    .addColumn('reversed_at', big)
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('updated_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('fin_invoice_company_idx').on('fin_invoice').columns(['company_id', 'created_at', 'id']).execute();
  await db.schema.createIndex('fin_invoice_company_status_idx').on('fin_invoice').columns(['company_id', 'status', 'created_at', 'id']).execute();
  await db.schema.createIndex('fin_invoice_status_idx').on('fin_invoice').columns(['status', 'id']).execute();

  await db.schema
    .createTable('fin_invoice_month')
    .addColumn('invoice_id', big, (c) => c.notNull().references('fin_invoice.id'))
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('month', 'varchar(7)', (c) => c.notNull())
    .addColumn('amount', big, (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('fin_invoice_month_pk', ['invoice_id', 'month'])
    .execute();
  await db.schema
    .createIndex('fin_invoice_month_active_uq')
    .on('fin_invoice_month')
    .columns(['company_id', 'month'])
    .unique()
    .where(sql.ref('active'), '=', sql.lit(1))
    .execute();
}
