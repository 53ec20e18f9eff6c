import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../index.ts';

/**
 * The finance ledger (docs/finance.md): accounts with running totals, immutable transactions keyed by a business key,
 * their entries, the ledger's view of each paid order, commission rates, per-day sums for statements, statement
 * confirmations and disputes; and two shared mechanisms first needed here: the platform clock offset and the job table.
 */
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const pg = dialect === 'postgres';
  const bigId = pg ? sql`bigserial` : sql`integer`;
  const big = pg ? sql`bigint` : sql`integer`;
  const pk = (c: any) => (dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey());

  await db.schema
    .createTable('fin_account')
    .addColumn('id', bigId, pk)
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('code', 'varchar(20)', (c) => c.notNull())
    .addColumn('balance', big, (c) => c.notNull().defaultTo(0))
    .addColumn('debits', big, (c) => c.notNull().defaultTo(0))
    .addColumn('credits', big, (c) => c.notNull().defaultTo(0))
    .addColumn('limit_rule', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', big, (c) => c.notNull())
    .addUniqueConstraint('fin_account_company_code_uq', ['company_id', 'code'])
    .execute();

  await db.schema
    .createTable('fin_tx')
    .addColumn('id', bigId, pk)
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'varchar(30)', (c) => c.notNull())
    .addColumn('biz_key', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('order_id', big)
    .addColumn('ref_type', 'varchar(20)')
    .addColumn('ref_id', big)
    .addColumn('ref_no', 'varchar(40)')
    .addColumn('amount', big, (c) => c.notNull())
    .addColumn('memo', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('in_statement', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('occurred_at', big, (c) => c.notNull())
    .addColumn('created_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('fin_tx_statement_idx').on('fin_tx').columns(['company_id', 'in_statement', 'occurred_at', 'id']).execute();
  await db.schema.createIndex('fin_tx_order_idx').on('fin_tx').columns(['order_id']).execute();

  await db.schema
    .createTable('fin_entry')
    .addColumn('id', bigId, pk)
    .addColumn('tx_id', big, (c) => c.notNull())
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('account_id', big, (c) => c.notNull())
    .addColumn('account_code', 'varchar(20)', (c) => c.notNull())
    .addColumn('kind', 'varchar(30)', (c) => c.notNull())
    .addColumn('amount', big, (c) => c.notNull())
    .addColumn('balance_after', big, (c) => c.notNull())
    .addColumn('order_id', big)
    .addColumn('occurred_at', big, (c) => c.notNull())
    .execute();
  const eidx = (name: string, cols: string[]) => db.schema.createIndex(name).on('fin_entry').columns(cols).execute();
  await eidx('fin_entry_company_time_idx', ['company_id', 'occurred_at', 'id']);
  await eidx('fin_entry_company_kind_idx', ['company_id', 'kind', 'occurred_at', 'id']);
  await eidx('fin_entry_company_account_idx', ['company_id', 'account_code', 'occurred_at', 'id']);
  await eidx('fin_entry_order_idx', ['order_id']);
  await eidx('fin_entry_tx_idx', ['tx_id']);
  await eidx('fin_entry_account_idx', ['account_id']);

  await db.schema
    .createTable('fin_order')
    .addColumn('order_id', big, (c) => c.primaryKey())
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('order_no', 'varchar(32)', (c) => c.notNull())
    .addColumn('paid_amount', big, (c) => c.notNull())
    .addColumn('rate_bp', 'integer', (c) => c.notNull())
    .addColumn('subsidy', big, (c) => c.notNull().defaultTo(0))
    .addColumn('has_subsidy', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('subsidy_activity_id', 'integer')
    .addColumn('subsidy_activity', 'varchar(100)')
    .addColumn('refunded_before', big, (c) => c.notNull().defaultTo(0))
    .addColumn('refunded_after', big, (c) => c.notNull().defaultTo(0))
    .addColumn('commission', big, (c) => c.notNull().defaultTo(0))
    .addColumn('subsidy_settled', big, (c) => c.notNull().defaultTo(0))
    .addColumn('settled_amount', big, (c) => c.notNull().defaultTo(0))
    .addColumn('state', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('paid_at', big, (c) => c.notNull())
    .addColumn('settled_at', big)
    .execute();
  await db.schema.createIndex('fin_order_state_idx').on('fin_order').columns(['state', 'order_id']).execute();
  // Subsidy list: all subsidised orders of a shop, or those of one activity, newest first.
  await db.schema.createIndex('fin_order_subsidy_idx').on('fin_order').columns(['company_id', 'has_subsidy', 'paid_at', 'order_id']).execute();
  await db.schema.createIndex('fin_order_activity_idx').on('fin_order').columns(['company_id', 'subsidy_activity_id', 'paid_at', 'order_id']).execute();

  await db.schema
    .createTable('fin_category_rate')
    .addColumn('category_id', 'integer', (c) => c.primaryKey())
    .addColumn('rate_bp', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('fin_daily')
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('day', big, (c) => c.notNull())
    .addColumn('paid', big, (c) => c.notNull().defaultTo(0))
    .addColumn('refunded', big, (c) => c.notNull().defaultTo(0))
    .addColumn('commission', big, (c) => c.notNull().defaultTo(0))
    .addColumn('st_income', big, (c) => c.notNull().defaultTo(0))
    .addColumn('st_refunds', big, (c) => c.notNull().defaultTo(0))
    .addColumn('st_commission', big, (c) => c.notNull().defaultTo(0))
    .addColumn('st_subsidies', big, (c) => c.notNull().defaultTo(0))
    .addColumn('st_deductions', big, (c) => c.notNull().defaultTo(0))
    .addColumn('st_settled', big, (c) => c.notNull().defaultTo(0))
    .addColumn('st_orders', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('fin_daily_pk', ['company_id', 'day'])
    .execute();

  await db.schema
    .createTable('fin_statement')
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('period', 'varchar(5)', (c) => c.notNull())
    .addColumn('period_start', big, (c) => c.notNull())
    .addColumn('state', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('confirmed_at', big)
    .addColumn('confirmed_by', 'integer')
    .addPrimaryKeyConstraint('fin_statement_pk', ['company_id', 'period', 'period_start'])
    .execute();

  await db.schema
    .createTable('fin_statement_dispute')
    .addColumn('id', bigId, pk)
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('period', 'varchar(5)', (c) => c.notNull())
    .addColumn('period_start', big, (c) => c.notNull())
    // The disputed statement line: the fin_tx id of a settlement or a refund after settlement.
    .addColumn('line_id', big, (c) => c.notNull())
    .addColumn('reason', 'varchar(200)', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reply', 'varchar(200)')
    .addColumn('created_by', 'integer', (c) => c.notNull())
    .addColumn('created_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('fin_statement_dispute_idx').on('fin_statement_dispute').columns(['company_id', 'period', 'period_start']).execute();
  await db.schema.createIndex('fin_statement_dispute_line_idx').on('fin_statement_dispute').columns(['line_id']).execute();

  await db.schema
    .createTable('platform_clock')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('offset_ms', big, (c) => c.notNull())
    .addColumn('updated_at', big, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('job')
    .addColumn('id', bigId, pk)
    .addColumn('kind', 'varchar(40)', (c) => c.notNull())
    .addColumn('biz_key', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('payload', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('run_at', big, (c) => c.notNull())
    .addColumn('interval_ms', big)
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('lease_owner', 'varchar(60)')
    .addColumn('lease_until', big)
    .addColumn('last_error', 'varchar(500)')
    .addColumn('done_at', big)
    .addColumn('created_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('job_due_idx').on('job').columns(['done_at', 'run_at']).execute();
}
