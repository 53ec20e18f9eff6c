import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../index.ts';

/**
 * Publishing remote tasks with a frozen budget (docs/school-employee.md, 远程任务):
 * - job_task_fund: one row per task published through the ledger: its description, the budget frozen at publishing
 *   and what has been paid to approved students and returned to the available balance since.
 * - job_receive_review: the merchant's review of a student's submission (result and the reason of a rejection).
 */
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const big = dialect === 'postgres' ? sql`bigint` : sql`integer`;
  await db.schema
    .createTable('job_task_fund')
    .addColumn('recruit_id', 'integer', (c) => c.primaryKey())
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('description', 'varchar(2000)', (c) => c.notNull())
    .addColumn('frozen_amount', big, (c) => c.notNull())
    .addColumn('paid_amount', big, (c) => c.notNull())
    .addColumn('returned_amount', big, (c) => c.notNull())
    .addColumn('created_by', 'integer')
    .addColumn('closed_at', big)
    .addColumn('closed_by', 'integer')
    .addColumn('close_reason', 'varchar(200)')
    .execute();
  await db.schema.createIndex('job_task_fund_company_idx').on('job_task_fund').columns(['company_id', 'closed_at']).execute();

  await db.schema
    .createTable('job_receive_review')
    .addColumn('receive_id', 'integer', (c) => c.primaryKey())
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('recruit_id', 'integer', (c) => c.notNull())
    .addColumn('result', 'integer', (c) => c.notNull())
    .addColumn('reason', 'varchar(200)')
    .addColumn('reviewed_by', 'integer')
    .addColumn('reviewed_at', big, (c) => c.notNull())
    .execute();
}
