import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../index.ts';

/**
 * The event outbox every area writes to in the same transaction as its change (server/lib/events.ts): messages, the
 * live channel, header badges and the ERP cursor read it; an area never calls another area to notify it.
 */
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const pg = dialect === 'postgres';
  const bigId = pg ? sql`bigserial` : sql`integer`;
  const big = pg ? sql`bigint` : sql`integer`;
  const pk = (c: any) => (dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey());
  await db.schema
    .createTable('event')
    .addColumn('id', bigId, pk)
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('kind', 'varchar(60)', (c) => c.notNull())
    .addColumn('subject_id', 'varchar(60)')
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('created_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('event_company_id_idx').on('event').columns(['company_id', 'id']).execute();
}
