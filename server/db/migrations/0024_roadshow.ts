import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Dialect } from '../index.ts';

/**
 * Campus roadshows (docs/activity.md, 路演): events the platform offers (a school, a venue, a day, time slots with a
 * number of places each, a booth fee), and the shops' applications.
 *
 * mk_roadshow: signup_start..signup_end is the application window (cancelling with a refund is allowed until
 *   signup_end); start_at..end_at spans the slots. booth_fee in fen per slot.
 * mk_roadshow_slot: places and taken; an application takes a place with `taken = taken + 1 where taken < places`
 *   (one statement), and a rejection or cancellation gives it back, so concurrent applications never oversell.
 * mk_roadshow_application.status: 0 待审核, 1 已通过, 2 已驳回, 3 已取消 (已结束 is an approved one whose event has
 *   ended). active_key is `<company>:<roadshow>` while the application is pending or approved, null otherwise: a
 *   unique index keeps one live application per shop and event. fee is what was charged from the marketing account
 *   (ledger key `roadshow:<id>:fee`), refunded (`roadshow:<id>:refund`) on rejection or cancellation.
 *   visitors/leads/orders/result_note are the result the platform records after the event.
 */
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const pg = dialect === 'postgres';
  const bigId = pg ? sql`bigserial` : sql`integer`;
  const big = pg ? sql`bigint` : sql`integer`;
  const pk = (c: any) => (dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey());

  await db.schema
    .createTable('mk_roadshow')
    .addColumn('id', bigId, pk)
    .addColumn('name', 'varchar(40)', (c) => c.notNull())
    .addColumn('school', 'varchar(40)', (c) => c.notNull())
    .addColumn('city', 'varchar(20)', (c) => c.notNull())
    .addColumn('venue', 'varchar(60)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('booth_fee', big, (c) => c.notNull())
    .addColumn('signup_start', big, (c) => c.notNull())
    .addColumn('signup_end', big, (c) => c.notNull())
    .addColumn('start_at', big, (c) => c.notNull())
    .addColumn('end_at', big, (c) => c.notNull())
    .addColumn('created_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('mk_roadshow_start_idx').on('mk_roadshow').columns(['start_at', 'id']).execute();

  await db.schema
    .createTable('mk_roadshow_slot')
    .addColumn('id', bigId, pk)
    .addColumn('roadshow_id', big, (c) => c.notNull().references('mk_roadshow.id'))
    .addColumn('label', 'varchar(20)', (c) => c.notNull())
    .addColumn('start_at', big, (c) => c.notNull())
    .addColumn('end_at', big, (c) => c.notNull())
    .addColumn('places', 'integer', (c) => c.notNull())
    .addColumn('taken', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('mk_roadshow_slot_event_idx').on('mk_roadshow_slot').columns(['roadshow_id', 'start_at']).execute();

  await db.schema
    .createTable('mk_roadshow_application')
    .addColumn('id', bigId, pk)
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id'))
    .addColumn('roadshow_id', big, (c) => c.notNull().references('mk_roadshow.id'))
    .addColumn('slot_id', big, (c) => c.notNull().references('mk_roadshow_slot.id'))
    .addColumn('application_no', 'varchar(24)', (c) => c.notNull())
    .addColumn('goods_json', 'text', (c) => c.notNull())
    .addColumn('contact_name', 'varchar(20)', (c) => c.notNull())
    .addColumn('contact_phone', 'varchar(11)', (c) => c.notNull())
    .addColumn('remark', 'varchar(200)')
    .addColumn('fee', big, (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('active_key', 'varchar(40)')
    .addColumn('review_note', 'varchar(200)')
    .addColumn('reviewed_at', big)
    .addColumn('cancelled_at', big)
    .addColumn('refunded', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('visitors', 'integer')
    .addColumn('leads', 'integer')
    .addColumn('orders', 'integer')
    .addColumn('result_note', 'varchar(200)')
    .addColumn('result_at', big)
    .addColumn('created_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('mk_roadshow_app_list_idx').on('mk_roadshow_application').columns(['company_id', 'status', 'id']).execute();
  await db.schema.createIndex('mk_roadshow_app_company_idx').on('mk_roadshow_application').columns(['company_id', 'id']).execute();
  await db.schema.createIndex('mk_roadshow_app_active_idx').on('mk_roadshow_application').column('active_key').unique().execute();
}
