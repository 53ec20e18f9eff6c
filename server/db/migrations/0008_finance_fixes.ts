import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../index.ts';

/**
 * Finance integrity fixes on top of 0006/0007:
 * - fin_statement_dispute: one dispute per (company, statement period, line), enforced by the database so two
 *   parallel identical disputes cannot both be written.
 * - fin_deposit_record: a bank transfer serial is unique within the company that registered it (for the
 *   statuses 0 待平台确认 and 1 已完成), no longer across all companies: another company's serial neither
 *   blocks a recharge nor reveals that it exists.
 */
export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createIndex('fin_statement_dispute_line_uq')
    .on('fin_statement_dispute')
    .columns(['company_id', 'period', 'period_start', 'line_id'])
    .unique()
    .execute();
  await db.schema.dropIndex('fin_deposit_record_transfer_uq').execute();
  await db.schema
    .createIndex('fin_deposit_record_company_transfer_uq')
    .on('fin_deposit_record')
    .columns(['company_id', 'transfer_no'])
    .unique()
    .where(sql.ref('status'), 'in', [sql.lit(0), sql.lit(1)])
    .execute();
}
