import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../index.ts';

/**
 * Campus groups (校园团, docs/activity.md「校园团的团」): a paid order of a campus-group entry's SKU at the group price
 * opens a group or joins an open one of the same entry and campus (school + campus of the order).
 * - mk_group: one group: entry, activity, goods and SKU, the leader order, the campus, the size wanted, the members so
 *   far, the places the platform filled at the deadline, the rule chosen at sign-up (auto_fill 1 平台补足, 0 退款),
 *   state 1 拼团中 / 2 已成团 / 3 未成团已退款, opened_at, last_joined_at (a later order never joins before an earlier
 *   member's payment), deadline_at = opened_at + 24 h, done_at, and what was refunded (fen).
 * - mk_group_member: one row per order in a group (order_id unique: an order is in at most one group), with what the
 *   buyer paid and what the refund gave back.
 * Indexes: the data page's list per goods with or without a state (keyset by id), its counts per state, the search
 * for an open group of an entry at a campus, the members of a group, an order's group.
 */
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const pg = dialect === 'postgres';
  const bigId = pg ? sql`bigserial` : sql`integer`;
  const big = pg ? sql`bigint` : sql`integer`;
  const pk = (c: any) => (dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey());

  await db.schema
    .createTable('mk_group')
    .addColumn('id', bigId, pk)
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('activity_id', big, (c) => c.notNull())
    .addColumn('entry_id', big, (c) => c.notNull())
    .addColumn('goods_id', big, (c) => c.notNull())
    .addColumn('sku_id', big, (c) => c.notNull())
    .addColumn('leader_order_id', big, (c) => c.notNull())
    .addColumn('school', 'varchar(100)', (c) => c.notNull())
    .addColumn('campus', 'varchar(100)', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('members', 'integer', (c) => c.notNull())
    .addColumn('filled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('auto_fill', 'integer', (c) => c.notNull())
    .addColumn('state', 'integer', (c) => c.notNull())
    .addColumn('opened_at', big, (c) => c.notNull())
    .addColumn('last_joined_at', big, (c) => c.notNull())
    .addColumn('deadline_at', big, (c) => c.notNull())
    .addColumn('done_at', big)
    .addColumn('refunded_amount', big, (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('mk_group_list_idx').on('mk_group').columns(['company_id', 'activity_id', 'goods_id', 'id']).execute();
  await db.schema.createIndex('mk_group_state_idx').on('mk_group').columns(['company_id', 'activity_id', 'goods_id', 'state', 'id']).execute();
  await db.schema.createIndex('mk_group_open_idx').on('mk_group').columns(['entry_id', 'state', 'school', 'campus', 'opened_at']).execute();

  await db.schema
    .createTable('mk_group_member')
    .addColumn('id', bigId, pk)
    .addColumn('group_id', big, (c) => c.notNull())
    .addColumn('order_id', big, (c) => c.notNull().unique())
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('buyer_id', big, (c) => c.notNull())
    .addColumn('paid_amount', big, (c) => c.notNull())
    .addColumn('refunded_amount', big, (c) => c.notNull().defaultTo(0))
    .addColumn('joined_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('mk_group_member_group_idx').on('mk_group_member').columns(['group_id', 'buyer_id']).execute();
}
