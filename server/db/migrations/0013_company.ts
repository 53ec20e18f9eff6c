import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../index.ts';

/**
 * Company settings and closing the shop (docs/company.md):
 * - company.closed_at: when the shop was closed (null while open). It is read with every request's session
 *   (server/lib/session.ts), so one check in the shared request handler refuses every write of a closed company.
 * - company_setting: what the company may change itself without review (the contact email).
 * - company_change_request: a change of the verified company data, waiting for the platform's review; at most one
 *   pending per company (partial unique index). Approval applies the change to the verification form.
 * - company_closure: one row per closed company: who closed it, the checks as they stood, goods delisted and the
 *   deposit refunded.
 */
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const pg = dialect === 'postgres';
  const bigId = pg ? sql`bigserial` : sql`integer`;
  const big = pg ? sql`bigint` : sql`integer`;
  const pk = (c: any) => (dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey());

  await db.schema.alterTable('company').addColumn('closed_at', big).execute();

  await db.schema
    .createTable('company_setting')
    .addColumn('company_id', 'integer', (c) => c.primaryKey())
    .addColumn('contact_email', 'varchar(100)')
    .addColumn('updated_by', 'integer')
    .addColumn('updated_at', big, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('company_change_request')
    .addColumn('id', bigId, pk)
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('changes_json', 'text', (c) => c.notNull())
    .addColumn('before_json', 'text', (c) => c.notNull())
    .addColumn('reason', 'varchar(500)', (c) => c.notNull())
    // 0 待平台审核, 1 已通过, 2 已驳回, 3 已撤回
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('reject_reason', 'varchar(500)')
    .addColumn('decided_by', 'varchar(60)')
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('decided_at', big)
    .execute();
  await db.schema.createIndex('company_change_request_company_idx').on('company_change_request').columns(['company_id', 'id']).execute();
  await db.schema.createIndex('company_change_request_status_idx').on('company_change_request').columns(['status', 'id']).execute();
  await db.schema
    .createIndex('company_change_request_pending_uq')
    .on('company_change_request')
    .column('company_id')
    .unique()
    .where(sql.ref('status'), '=', sql.lit(0))
    .execute();

  await db.schema
    .createTable('company_closure')
    .addColumn('id', bigId, pk)
    .addColumn('company_id', 'integer', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('checks_json', 'text', (c) => c.notNull())
    .addColumn('delisted_goods', 'integer', (c) => c.notNull())
    .addColumn('deposit_refunded', big, (c) => c.notNull())
    .addColumn('deposit_record_id', 'integer')
    .addColumn('created_at', big, (c) => c.notNull())
    .execute();
}
