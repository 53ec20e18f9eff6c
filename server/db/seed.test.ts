import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate, openDb, type DbHandle } from './index.ts';
import { DEMO_PASSWORD, SEED_ACCOUNTS, SEED_AREAS, describeSeed, seedIfNew, type SeedArea } from './seed.ts';
import { DIALECTS, startTestServer } from '../testing/harness.ts';
import { overview } from '../modules/overview/handlers.ts';
import { OrderStatus } from '../modules/order/constants.ts';
import { reconcile } from '../modules/finance/index.ts';

const dirs: string[] = [];
async function freshSqlite(): Promise<DbHandle> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xm-seed-'));
  dirs.push(dir);
  const h = openDb({ databaseUrl: null, dataDir: dir });
  await migrate(h);
  return h;
}
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

const NOW = Date.UTC(2026, 10, 20, 6, 30); // 2026-11-20 14:30 in China

/** What a merchant sees of the demo shop, without ids that depend on the order of inserts elsewhere. */
async function shopPicture(h: DbHandle) {
  const db = h.db;
  return {
    orders: await db.selectFrom('orders').select(['order_no', 'status', 'after_sale_status', 'paid_amount', 'created_at', 'paid_at', 'shipped_at', 'completed_at']).orderBy('order_no').execute(),
    reviews: await db.selectFrom('evaluation').select(['goods_name', 'rating', 'content', 'reply', 'created_at', 'replied_at']).orderBy('created_at').orderBy('goods_name').execute(),
    goods: await db.selectFrom('goods').select(['name', 'status', 'stock_total', 'sales']).orderBy('name').execute(),
  };
}

describe('the demo seed on SQLite', () => {
  it('seeds 30 days of the demo shop within 10 s, with orders in every status, reviews and replies', async () => {
    const h = await freshSqlite();
    const r = await seedIfNew(h, { demo: true, now: NOW });
    expect(r).not.toBeNull();
    console.log(describeSeed(r!).join('\n'));
    expect(r!.ms).toBeLessThan(10_000);
    expect(r!.steps.map((s) => `${s.kind}:${s.area}`)).toEqual([
      ...SEED_AREAS.filter((a) => a.seedReference).map((a) => `reference:${a.area}`),
      ...SEED_AREAS.filter((a) => a.seedDemo).map((a) => `demo:${a.area}`),
    ]);
    const db = h.db;
    const { company_id: companyId } = await db.selectFrom('merchant_user').select('company_id').where('phone', '=', SEED_ACCOUNTS.owner).executeTakeFirstOrThrow();
    const byStatus = await db.selectFrom('orders').select(['status', (eb) => eb.fn.countAll<number>().as('n')]).where('company_id', '=', companyId).groupBy('status').execute();
    expect(new Map(byStatus.map((b) => [b.status, Number(b.n)]))).toEqual(new Map(Object.values(OrderStatus).map((s) => [s, expect.any(Number)])));
    for (const b of byStatus) expect(Number(b.n), `状态 ${b.status}`).toBeGreaterThan(0);
    const afterSale = await db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).where('after_sale_status', '=', 1).executeTakeFirstOrThrow();
    expect(Number(afterSale.n)).toBeGreaterThan(0);
    // Every order lies in the last 90 days (the order area's month, the finance area's older history), none in the future.
    const span = await db.selectFrom('orders').select((eb) => [eb.fn.min('created_at').as('first'), eb.fn.max('created_at').as('last')]).executeTakeFirstOrThrow();
    expect(Number(span.first)).toBeGreaterThanOrEqual(NOW - 90 * 86400_000);
    expect(Number(span.last)).toBeLessThanOrEqual(NOW);
    const reviews = await db.selectFrom('evaluation').select(['reply', 'replied_at', 'created_at', 'reply_user_id']).where('company_id', '=', companyId).execute();
    const replied = reviews.filter((e) => e.reply);
    expect(replied.length).toBeGreaterThan(10);
    expect(reviews.length - replied.length).toBeGreaterThan(10);
    for (const e of replied) expect(e.replied_at! > e.created_at && e.replied_at! <= NOW && e.reply_user_id !== null).toBe(true);
    // The tab counters agree with the rows (the simulator moves them order by order).
    const counters = await db.selectFrom('order_counter').select(['tab', 'n']).where('company_id', '=', companyId).execute();
    for (const b of byStatus) expect(counters.find((c) => c.tab === b.status)?.n).toBe(Number(b.n));
    // So do the after-sale tab counters (the demo cases go through the state machine, which moves them).
    const cases = await db.selectFrom('after_sale').select(['status', (eb) => eb.fn.countAll<number>().as('n')]).where('company_id', '=', companyId).groupBy('status').execute();
    const caseCounters = await db.selectFrom('after_sale_counter').select(['status', 'n']).where('company_id', '=', companyId).execute();
    expect(cases.length).toBeGreaterThan(0);
    expect(new Map(caseCounters.filter((c) => Number(c.n) !== 0).map((c) => [c.status, Number(c.n)]))).toEqual(new Map(cases.map((c) => [c.status, Number(c.n)])));

    // The overview follows: figures today and yesterday, a moving trend, a to-do list of every kind.
    const o = await overview(db, companyId, NOW);
    expect(o.today.paidAmount).toBeGreaterThan(0);
    expect(o.yesterday.paidAmount).toBeGreaterThan(0);
    expect(o.toShip).toBeGreaterThan(0);
    expect(o.afterSaleWaiting).toBeGreaterThan(0);
    expect(o.lowStock).toBeGreaterThan(0);
    expect(o.trend.filter((d) => d.paidAmount > 0).length).toBeGreaterThanOrEqual(25);
    expect(new Set(o.trend.map((d) => d.paidOrders)).size).toBeGreaterThan(3);
    expect(new Set(o.todos.map((t) => t.type))).toEqual(new Set(['ship', 'afterSale', 'violation', 'review', 'lowStock']));
    // Sold-out goods stay the two the goods area seeds on purpose (the month of orders does not empty the others).
    const soldOut = await db.selectFrom('goods').select('name').where('company_id', '=', companyId).where('status', '=', 1).where('stock_total', '=', 0).execute();
    expect(soldOut.map((g) => g.name).sort()).toEqual(['加绒连帽卫衣 秋冬宽松款', '无线静音鼠标 轻薄便携']);

    // Orders bought in platform activities or with coupons carry the platform's share as a subsidy, paid back to the
    // shop at settlement; the ledger still reconciles.
    const subsidised = await db.selectFrom('fin_order').select((eb) => eb.fn.countAll<number>().as('n')).where('company_id', '=', companyId).where('has_subsidy', '=', 1).executeTakeFirstOrThrow();
    expect(Number(subsidised.n)).toBeGreaterThan(0);
    expect((await reconcile(db)).discrepancies).toEqual([]);

    // Not new any more: a second call writes nothing.
    expect(await seedIfNew(h, { demo: true, now: NOW })).toBeNull();
    await h.close();
  });

  it('gives the same shop for the same seed and clock, and another one for another seed', async () => {
    const [a, b, c] = [await freshSqlite(), await freshSqlite(), await freshSqlite()];
    await seedIfNew(a, { demo: true, now: NOW });
    await seedIfNew(b, { demo: true, now: NOW });
    await seedIfNew(c, { demo: true, now: NOW, seed: 7 });
    const [pa, pb, pc] = [await shopPicture(a), await shopPicture(b), await shopPicture(c)];
    expect(pa.orders.length).toBeGreaterThan(300);
    expect(pb).toEqual(pa);
    expect(pc.orders).not.toEqual(pa.orders);
    await Promise.all([a.close(), b.close(), c.close()]);
  });

  it('keeps each area on its own seed: an added area does not change the others', async () => {
    const [a, b] = [await freshSqlite(), await freshSqlite()];
    const extra: SeedArea = {
      area: 'extra',
      async seedDemo({ random }) {
        for (let i = 0; i < 100; i++) random();
        return '';
      },
    };
    await seedIfNew(a, { demo: true, now: NOW });
    await seedIfNew(b, { demo: true, now: NOW, areas: [...SEED_AREAS.slice(0, 1), extra, ...SEED_AREAS.slice(1)] });
    expect(await shopPicture(b)).toEqual(await shopPicture(a));
    await Promise.all([a.close(), b.close()]);
  });

  it('SEED_DEMO=0: platform reference data only, no company and no login, and never the demo later', async () => {
    const h = await freshSqlite();
    const r = await seedIfNew(h, { demo: false, now: NOW });
    expect(r!.steps.every((s) => s.kind === 'reference')).toBe(true);
    expect(describeSeed(r!)[0]).toContain('SEED_DEMO=0');
    const count = async (t: 'company' | 'merchant_user' | 'orders' | 'goods' | 'category' | 'aptitude') =>
      Number((await h.db.selectFrom(t).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    expect(await count('company')).toBe(0);
    expect(await count('merchant_user')).toBe(0);
    expect(await count('orders')).toBe(0);
    expect(await count('goods')).toBe(0);
    expect(await count('category')).toBeGreaterThan(0);
    expect(await count('aptitude')).toBeGreaterThan(0);
    // A later start without SEED_DEMO=0 finds a database that is not new.
    expect(await seedIfNew(h, { demo: true, now: NOW })).toBeNull();
    expect(await count('merchant_user')).toBe(0);
    await h.close();
  });

  it('rolls the whole seed back when an area fails: the next start seeds again', async () => {
    const h = await freshSqlite();
    const broken: SeedArea = {
      area: 'broken',
      seedDemo: () => Promise.reject(new Error('坏掉的区域')),
    };
    await expect(seedIfNew(h, { demo: true, now: NOW, areas: [...SEED_AREAS, broken] })).rejects.toThrow('坏掉的区域');
    expect(await h.db.selectFrom('company').select('id').executeTakeFirst()).toBeUndefined();
    expect(await seedIfNew(h, { demo: true, now: NOW })).not.toBeNull();
    await h.close();
  });
});

describe.each(DIALECTS)('the demo seed through the test server on %s', (dialect) => {
  it('logs the demo owner in and shows a living overview', async () => {
    const s = await startTestServer(dialect);
    try {
      const token = await s.login(SEED_ACCOUNTS.owner, DEMO_PASSWORD);
      const r = await s.call('/xm-merchant/overview/data', undefined, { token });
      expect(r.code).toBe(1);
      expect(r.data.trend.some((d: { paidAmount: number }) => d.paidAmount > 0)).toBe(true);
      expect(r.data.toShip).toBeGreaterThan(0);
      const list = await s.call('/xm-merchant/order/list', { filter: {}, pageSize: 20 }, { token });
      expect(list.code).toBe(1);
      expect(list.data.list).toHaveLength(20);
      expect(s.violations).toEqual([]);
    } finally {
      await s.close();
    }
  }, 60_000);
});
