import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../index.ts';

/**
 * order_list_epoch: a per-company number that a trigger raises whenever one of the company's orders is updated or
 * deleted, whoever writes (a handler, the platform CLI, another server process, a hand-written SQL statement).
 * The order list keeps the rendered rows of a company only while this number is unchanged (order/list-cache.ts).
 * Inserting an order does not raise it: a new order is a new id, and no row already rendered changes.
 */
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const big = dialect === 'postgres' ? sql`bigint` : sql`integer`;
  await db.schema
    .createTable('order_list_epoch')
    .addColumn('company_id', 'integer', (c) => c.primaryKey())
    .addColumn('epoch', big, (c) => c.notNull().defaultTo(0))
    .execute();

  if (dialect === 'sqlite') {
    for (const [event, row] of [
      ['update', 'new'],
      ['delete', 'old'],
    ] as const) {
      await sql
        .raw(
          `create trigger orders_list_epoch_${event} after ${event} on orders for each row begin ` +
            `insert into order_list_epoch (company_id, epoch) values (${row}.company_id, 1) ` +
            `on conflict (company_id) do update set epoch = epoch + 1; end`,
        )
        .execute(db);
    }
    return;
  }
  // PostgreSQL: the function is created in the current schema and names the table unqualified, so it follows the
  // connection's search_path like every other statement.
  await sql`
    create function orders_list_epoch_bump() returns trigger language plpgsql as $$
    begin
      insert into order_list_epoch (company_id, epoch) values (coalesce(new.company_id, old.company_id), 1)
        on conflict (company_id) do update set epoch = order_list_epoch.epoch + 1;
      return null;
    end $$`.execute(db);
  await sql`create trigger orders_list_epoch after update or delete on orders for each row execute function orders_list_epoch_bump()`.execute(db);
}
