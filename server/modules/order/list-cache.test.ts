import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { DIALECTS, startTestServer, type TestServer } from '../../testing/harness.ts';
import type { Db } from '../../db/index.ts';
import { insertGoods, placeOrder } from './testing.ts';
import { simulateOrders } from './simulate.ts';
import { OrderStatus } from './constants.ts';
import { LIST_COLUMNS, listQuery, makeCursor, type ListRow, type OrderFilter } from './queries.ts';
import { LIST_EPOCH_COLUMNS } from '../../db/migrations/0005_order_list_epoch.ts';
import { toSummary } from './present.ts';
import { listCacheFor, OrderListCache } from './list-cache.ts';

const U = (p: string) => `/xm-merchant/order/${p}`;

describe('OrderListCache', () => {
  it('answers only for the same company and epoch, and forgets a stale entry', () => {
    const c = new OrderListCache(10);
    c.set(1, 7, 3, '{"orderId":1}');
    expect(c.get(1, 7, 3)).toBe('{"orderId":1}');
    expect(c.get(1, 8, 3)).toBeUndefined(); // another company never sees it
    expect(c.get(1, 7, 3)).toBeUndefined(); // ...and the mismatch dropped it
    c.set(1, 7, 3, '{"orderId":1}');
    expect(c.get(1, 7, 4)).toBeUndefined();
    expect(c.size).toBe(0);
  });

  it('keeps at most maxRows rows, dropping the least recently used; 0 keeps nothing', () => {
    const c = new OrderListCache(3);
    for (const id of [1, 2, 3]) c.set(id, 1, 0, String(id));
    c.get(1, 1, 0); // 1 is now the most recent
    c.set(4, 1, 0, '4');
    expect(c.size).toBe(3);
    expect(c.get(2, 1, 0)).toBeUndefined();
    expect([1, 3, 4].map((id) => c.get(id, 1, 0))).toEqual(['1', '3', '4']);
    const off = new OrderListCache(0);
    off.set(1, 1, 0, '1');
    expect(off.size).toBe(0);
  });
});

describe.each(DIALECTS)('order list cache on %s', (dialect) => {
  let s: TestServer;
  let db: Db;
  let owner: string;
  let companyId: number;

  const epoch = async () => Number((await db.selectFrom('order_list_epoch').select('epoch').where('company_id', '=', companyId).executeTakeFirst())?.epoch ?? 0);
  const list = async (body: { filter: OrderFilter; cursor?: string | null; pageSize: number }) => {
    const r = await s.call(U('list'), body, { token: owner });
    expect(r.code, r.msg).toBe(1);
    return r.data as { list: Array<Record<string, unknown>>; nextCursor: string | null; hasMore: boolean };
  };
  /** The page rendered straight from the table, without the cache. */
  const truth = async (f: OrderFilter, cursor: string | null, pageSize: number) => {
    const rows = (await listQuery(db, companyId, f, cursor, pageSize + 1).execute()) as ListRow[];
    const page = rows.slice(0, pageSize);
    const hasMore = rows.length > pageSize;
    return { list: page.map(toSummary), nextCursor: hasMore ? makeCursor(page[page.length - 1]!) : null, hasMore };
  };
  const firstRow = async (f: OrderFilter = {}) => (await list({ filter: f, pageSize: 5 })).list[0]!;

  beforeAll(async () => {
    s = await startTestServer(dialect);
    db = s.handle.db;
    owner = await s.login('13800000001');
    companyId = (await db.selectFrom('merchant_user').select('company_id').where('phone', '=', '13800000001').executeTakeFirstOrThrow()).company_id;
    await insertGoods(db, companyId, [
      { name: '晨光中性笔 12 支装', price: 1990, stock: 500 },
      { name: '宿舍折叠小桌板', price: 5900, stock: 500 },
    ]);
    await simulateOrders(db, companyId, 40, { seed: 21 });
  }, 60_000);
  afterAll(async () => s.close());
  afterEach(() => {
    expect(s.violations, JSON.stringify(s.violations, null, 2)).toEqual([]);
  });

  const cacheOf = () => listCacheFor(db, s.config.orderListCacheRows);

  it('answers exactly what the table renders to, cold and warm, on every tab and page', async () => {
    const cache = cacheOf();
    for (const warm of [false, true]) {
      for (const tab of [undefined, 1, 2, 3, 4, 5, 6]) {
        const f: OrderFilter = tab ? { tab } : {};
        let cursor: string | null = null;
        for (let i = 0; i < 20; i++) {
          const got = await list({ filter: f, cursor, pageSize: 7 });
          expect(got).toEqual(await truth(f, cursor, 7));
          if (!got.hasMore) break;
          cursor = got.nextCursor;
        }
      }
      // Both keep the rendered rows (SQLite by the company's epoch, PostgreSQL by each row's xmin:ctid).
      if (!warm) expect(cache.size > 30).toBe(true);
    }
    // Filters go through the same path.
    const f: OrderFilter = { school: '浙江大学', deliveryType: 2 };
    expect(await list({ filter: f, pageSize: 50 })).toEqual(await truth(f, null, 50));
  });

  it('shows a change on the very next request, whoever makes it', async () => {
    const toShip = await placeOrder(db, companyId, { status: OrderStatus.TO_SHIP, createdAt: Date.now() + 60_000 });
    expect(await firstRow()).toMatchObject({ orderId: toShip.id, status: 2, merchantRemark: null });
    const hits = cacheOf().hits;
    expect(await firstRow()).toMatchObject({ orderId: toShip.id, status: 2 });
    expect(cacheOf().hits - hits).toBe(5); // the whole page from the cache

    // A handler (its own transaction).
    expect((await s.call(U('remark'), { orderId: toShip.id, remark: '周五前发出' }, { token: owner })).code).toBe(1);
    expect(await firstRow()).toMatchObject({ orderId: toShip.id, merchantRemark: '周五前发出' });
    expect((await s.call(U('ship'), { orderId: toShip.id, logisticsCompany: 'SF', trackingNo: 'SF1234567890' }, { token: owner })).code).toBe(1);
    expect(await firstRow()).toMatchObject({ orderId: toShip.id, status: 3, logisticsCompany: 'SF', trackingNo: 'SF1234567890' });

    // A plain SQL statement, as the platform CLI or an operator would run it.
    await sql`update orders set buyer_name = ${'改名的买家'} where id = ${toShip.id}`.execute(db);
    expect(await firstRow()).toMatchObject({ orderId: toShip.id, buyerName: '改名的买家' });

    // A write that rolls back changes nothing, the epoch included.
    const before = await epoch();
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.updateTable('orders').set({ buyer_name: '不该出现' }).where('id', '=', toShip.id).execute();
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await epoch()).toBe(before);
    expect(await firstRow()).toMatchObject({ buyerName: '改名的买家' });

    // A deleted order leaves the list.
    await db.deleteFrom('order_log').where('order_id', '=', toShip.id).execute();
    await db.deleteFrom('logistics_event').where('order_id', '=', toShip.id).execute();
    await db.deleteFrom('order_line').where('order_id', '=', toShip.id).execute();
    await db.deleteFrom('orders').where('id', '=', toShip.id).execute();
    expect((await firstRow()).orderId).not.toBe(toShip.id);
    expect(await list({ filter: {}, pageSize: 100 })).toEqual(await truth({}, null, 100));
  });

  it.runIf(dialect === 'sqlite')('raises the epoch when a shown column is updated or an order deleted, not on a new order', async () => {
    const e0 = await epoch();
    const o = await placeOrder(db, companyId, { status: OrderStatus.TO_PAY });
    const e1 = await epoch();
    expect(e1).toBeGreaterThanOrEqual(e0); // placeOrder may move the order through the state machine
    const copy = await db.selectFrom('orders').selectAll().where('id', '=', o.id).executeTakeFirstOrThrow();
    const { id: _id, ...values } = copy;
    await db.insertInto('orders').values({ ...values, order_no: `X${Date.now()}` }).execute();
    expect(await epoch()).toBe(e1);
    // A column the list does not show (the review flag) leaves the rendered rows valid.
    await db.updateTable('orders').set({ evaluated: 1 }).where('id', '=', o.id).execute();
    expect(await epoch()).toBe(e1);
    await db.updateTable('orders').set({ merchant_remark: '加急' }).where('id', '=', o.id).execute();
    expect(await epoch()).toBe(e1 + 1);
    // Another company's writes leave this company's epoch alone.
    const other = (await db.selectFrom('merchant_user').select('company_id').where('phone', '=', '13800000004').executeTakeFirstOrThrow()).company_id;
    const theirs = await placeOrder(db, other, { status: OrderStatus.TO_PAY });
    await db.updateTable('orders').set({ merchant_remark: '他们的' }).where('id', '=', theirs.id).execute();
    expect(await epoch()).toBe(e1 + 1);
  });

  it.runIf(dialect === 'sqlite')('raises the epoch for every column a list row shows', async () => {
    expect([...LIST_EPOCH_COLUMNS].sort()).toEqual([...LIST_COLUMNS.map((c) => c.replace('orders.', '')), 'company_id'].sort());
    const trigger = await sql<{ sql: string }>`select sql from sqlite_master where type = 'trigger' and name = 'orders_list_epoch_update'`.execute(db);
    const columns = /after update of (.+?) on orders/i.exec(trigger.rows[0]!.sql)![1]!.split(/,\s*/);
    expect(columns.sort()).toEqual([...LIST_EPOCH_COLUMNS].sort());
  });

  it.runIf(dialect === 'postgres')('leaves PostgreSQL without the epoch trigger (concurrent writers would queue on one row per company)', async () => {
    const t = await sql<{ n: number }>`select count(*)::int as n from pg_trigger where tgrelid = 'orders'::regclass and not tgisinternal`.execute(db);
    expect(t.rows[0]!.n).toBe(0);
  });

  it('works with the cache turned off', async () => {
    const off = await startTestServer(dialect, { orderListCacheRows: 0 });
    try {
      const cid = (await off.handle.db.selectFrom('merchant_user').select('company_id').where('phone', '=', '13800000001').executeTakeFirstOrThrow()).company_id;
      const placed = await placeOrder(off.handle.db, cid, { status: OrderStatus.TO_SHIP, buyerPhone: '13912340001' });
      const token = await off.login('13800000001');
      const r = await off.call(U('list'), { filter: { tab: 2, buyerPhone: '13912340001' }, pageSize: 10 }, { token });
      expect(r.code).toBe(1);
      expect(r.data.list.map((o: any) => o.orderId)).toEqual([placed.id]);
      const toShip = await off.call(U('list'), { filter: { tab: 2 }, pageSize: 100 }, { token });
      const truth = await off.handle.db.selectFrom('orders').select('id').where('company_id', '=', cid).where('status', '=', OrderStatus.TO_SHIP).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
      expect(toShip.data.list.map((o: any) => o.orderId)).toEqual(truth.slice(0, 100).map((t) => t.id));
      expect(listCacheFor(off.handle.db, 0).size).toBe(0);
      expect(off.violations).toEqual([]);
    } finally {
      await off.close();
    }
  });
});
