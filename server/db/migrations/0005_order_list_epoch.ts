import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../index.ts';

/**
 * The columns of `orders` an order-list row shows (order/queries.ts LIST_COLUMNS); a test checks the two agree.
 * Written out here because a migration must not change when the application code does.
 */
export const LIST_EPOCH_COLUMNS = [
  'id', 'company_id', 'order_no', 'status', 'after_sale_status', 'buyer_name', 'buyer_phone', 'receiver_name', 'receiver_phone', 'receiver_address',
  'school', 'campus', 'delivery_type', 'goods_summary', 'item_count', 'goods_amount', 'freight_amount', 'discount_amount', 'paid_amount',
  'buyer_remark', 'merchant_remark', 'logistics_company', 'tracking_no', 'ship_by_at', 'created_at', 'paid_at', 'shipped_at', 'completed_at', 'closed_at',
];

/**
 * order_list_epoch: on SQLite, a per-company number that a trigger raises whenever an UPDATE sets one of the columns
 * an order-list row shows, or a DELETE removes an order, whoever writes (a handler, the platform CLI, another server
 * process, a hand-written statement). The order list keeps rendered rows only while this number is unchanged
 * (order/list-cache.ts). Inserting an order does not raise it: a new order is a new id.
 *
 * PostgreSQL gets the table but no trigger, and its order list keeps nothing: there, writers run concurrently, and one
 * row per company updated by every order write would queue all of a company's order writes behind each other until
 * commit, and deadlock two transactions that update the same orders in different orders. SQLite already takes one
 * writer at a time (BEGIN IMMEDIATE), so the extra row costs it nothing.
 */
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const big = dialect === 'postgres' ? sql`bigint` : sql`integer`;
  await db.schema
    .createTable('order_list_epoch')
    .addColumn('company_id', 'integer', (c) => c.primaryKey())
    .addColumn('epoch', big, (c) => c.notNull().defaultTo(0))
    .execute();
  if (dialect !== 'sqlite') return;
  const bump = (row: 'new' | 'old') =>
    `insert into order_list_epoch (company_id, epoch) values (${row}.company_id, 1) on conflict (company_id) do update set epoch = epoch + 1;`;
  await sql.raw(`create trigger orders_list_epoch_update after update of ${LIST_EPOCH_COLUMNS.join(', ')} on orders for each row begin ${bump('new')} end`).execute(db);
  await sql.raw(`create trigger orders_list_epoch_delete after delete on orders for each row begin ${bump('old')} end`).execute(db);
}
