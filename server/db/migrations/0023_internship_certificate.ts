import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../index.ts';

/**
 * Internship certificates (docs/school-employee.md, 实习证明): se_certificate holds what the shop certified about an
 * agent when it issued the certificate (a snapshot: name, school, post, period, work, referred orders), its number
 * and verification code, and its revocation. The PDF is made from the row on demand.
 */
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const pg = dialect === 'postgres';
  const bigId = pg ? sql`bigserial` : sql`integer`;
  const big = pg ? sql`bigint` : sql`integer`;
  const pk = (c: any) => (dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey());
  await db.schema
    .createTable('se_certificate')
    .addColumn('id', bigId, pk)
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('agent_id', 'integer', (c) => c.notNull())
    .addColumn('cert_no', 'varchar(30)', (c) => c.notNull().unique())
    .addColumn('verify_code', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('agent_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('school_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('major', 'varchar(50)', (c) => c.notNull())
    .addColumn('role', 'varchar(30)', (c) => c.notNull())
    .addColumn('shop_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('period_start', big, (c) => c.notNull())
    .addColumn('period_end', big, (c) => c.notNull())
    .addColumn('work_summary', 'varchar(1000)', (c) => c.notNull())
    .addColumn('order_count', 'integer', (c) => c.notNull())
    .addColumn('order_amount', big, (c) => c.notNull())
    .addColumn('comment', 'varchar(500)', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('revoke_reason', 'varchar(200)')
    .addColumn('issued_by', 'integer')
    .addColumn('issued_at', big, (c) => c.notNull())
    .addColumn('revoked_by', 'integer')
    .addColumn('revoked_at', big)
    .execute();
  await db.schema.createIndex('se_certificate_company_idx').on('se_certificate').columns(['company_id', 'id']).execute();
  await db.schema.createIndex('se_certificate_agent_idx').on('se_certificate').columns(['agent_id', 'status']).execute();
}
