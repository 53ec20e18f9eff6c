import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../index.ts';

/**
 * The open API's per-call cost (docs/open-erp.md「性能」).
 *
 * erp_app_version: one row whose `v` moves on whenever a row of erp_app changes (insert, update, delete: a new app,
 * revoked, scopes or limit changed) or a switch of erp_shop_config does (vendor, the sync switches, warehouse, stock
 * mode, push delay; not last_sync_at, which every successful call touches). Each server process keeps the app and its
 * shop's switches in memory tagged with the `v` they were read with, and every signed call reads `v` in the same
 * statement that records its nonce and counts its rate window: a call whose `v` differs reads the app again before it
 * runs. The triggers fire on any writer (a handler, the platform CLI, another server, a hand-written statement), so
 * several processes on one database never act on a revoked app or a closed switch.
 */
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const big = dialect === 'postgres' ? sql`bigint` : sql`integer`;
  await db.schema
    .createTable('erp_app_version')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('v', big, (c) => c.notNull())
    .execute();
  await sql`INSERT INTO erp_app_version (id, v) VALUES (1, 0)`.execute(db);
  const switches = 'vendor, sync_goods, sync_stock, sync_orders, sync_after_sale, warehouse_code, stock_sync_mode, order_push_delay_minutes';
  if (dialect === 'postgres') {
    // Deferred to the commit: the version row is locked only for the last instant of the writing transaction, so two
    // transactions writing apps or switches never wait on each other's row while holding it.
    await sql`create or replace function erp_app_version_bump() returns trigger language plpgsql as $$
      begin update erp_app_version set v = v + 1 where id = 1; return null; end $$`.execute(db);
    const bump = (name: string, on: string) =>
      sql.raw(`create constraint trigger ${name} after ${on} deferrable initially deferred for each row execute function erp_app_version_bump()`).execute(db);
    await bump('erp_app_version_app', 'insert or update or delete on erp_app');
    await bump('erp_app_version_config', `insert or update of ${switches} or delete on erp_shop_config`);
    const truncate = (name: string, on: string) => sql.raw(`create trigger ${name} after truncate on ${on} for each statement execute function erp_app_version_bump()`).execute(db);
    await truncate('erp_app_version_app_truncate', 'erp_app');
    await truncate('erp_app_version_config_truncate', 'erp_shop_config');
  } else {
    const bump = (name: string, on: string) => sql.raw(`create trigger ${name} after ${on} begin update erp_app_version set v = v + 1 where id = 1; end`).execute(db);
    await bump('erp_app_version_app_ins', 'insert on erp_app');
    await bump('erp_app_version_app_upd', 'update on erp_app');
    await bump('erp_app_version_app_del', 'delete on erp_app');
    await bump('erp_app_version_config_ins', 'insert on erp_shop_config');
    await bump('erp_app_version_config_upd', `update of ${switches} on erp_shop_config`);
    await bump('erp_app_version_config_del', 'delete on erp_shop_config');
  }
}
