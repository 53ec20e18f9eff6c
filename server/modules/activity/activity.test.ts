import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startTestServer, type TestServer } from '../../testing/harness.ts';
import type { Db } from '../../db/index.ts';
import { clock } from '../../lib/clock.ts';
import { reconcile } from '../finance/index.ts';
import { demoShop } from '../account/seed.ts';
import { simulateOrders } from '../order/simulate.ts';
import { claimCoupon, createCoupon, couponStatistics, stopCoupon, type CouponInput } from './coupon.ts';
import { createFullReduction } from './full-reduction.ts';
import { takeActivityStock } from './order-pricing.ts';
import { EntryStatus, signUp } from './platform.ts';
import { seedDemo } from './seed.ts';

const DAY = 86_400_000;

describe.each(DIALECTS)('activity on %s', (dialect) => {
  let s: TestServer;
  let db: Db;
  let companyId: number;
  const coupon = (over: Partial<CouponInput> = {}): CouponInput => ({ name: '测试券', type: 1, threshold: 5000, faceValue: 500, rateBp: 0, maxOff: null, total: 10, perBuyerLimit: 1, claimStart: clock.now() - DAY, claimEnd: clock.now() + DAY, validKind: 2, validStart: null, validEnd: null, validDays: 7, scope: 1, goodsIds: [], audience: 1, shopShareBp: 10000, ...over });

  beforeAll(async () => {
    s = await startTestServer(dialect);
    db = s.handle.db;
    await clock.reset(db);
    companyId = (await demoShop(db)).companyId;
  }, 120_000);
  afterAll(async () => s.close());

  it('the demo seed prices its orders through the engine: discounts recorded, coupons used, the ledger balances', async () => {
    const kinds = await db.selectFrom('mk_order_discount').select(['kind', (e) => e.fn.countAll<number>().as('n')]).where('company_id', '=', companyId).groupBy('kind').execute();
    const by = Object.fromEntries(kinds.map((k) => [(['', 'activity', 'full_reduction', 'coupon'] as const)[k.kind]!, Number(k.n)]));
    expect(by.activity).toBeGreaterThan(0);
    expect(by.full_reduction).toBeGreaterThan(0);
    expect(by.coupon).toBeGreaterThan(0);
    // Every order's discount is the sum of its recorded parts.
    const rows = await db.selectFrom('mk_order_discount as d').innerJoin('orders as o', 'o.id', 'd.order_id').select(['o.id', 'o.discount_amount', (e) => e.fn.sum<number>('d.amount').as('parts')]).where('o.company_id', '=', companyId).groupBy(['o.id', 'o.discount_amount']).execute();
    for (const r of rows) expect(Number(r.parts)).toBe(Number(r.discount_amount));
    const used = await db.selectFrom('mk_coupon').select(['id', 'used', 'claimed']).where('company_id', '=', companyId).where('used', '>', 0).execute();
    expect(used.length).toBeGreaterThan(0);
    const st = await couponStatistics(db, companyId, Number(used[0]!.id), clock.now());
    expect(st.used).toBeGreaterThan(0);
    expect(st.paidAmount).toBeGreaterThan(0);
    expect(st.cost).toBeGreaterThan(0);
    expect(st.series.reduce((x, d) => x + d.used, 0)).toBe(st.used);
    expect((await reconcile(db)).discrepancies).toEqual([]);
  });

  it('100 concurrent claims of the last 10 coupons give out exactly 10', async () => {
    const id = await db.transaction().execute((trx) => createCoupon(trx, companyId, coupon({ total: 10 }), clock.now()));
    const results = await Promise.allSettled(Array.from({ length: 100 }, (_, i) => db.transaction().execute((trx) => claimCoupon(trx, { companyId, couponId: id, buyerId: 900000 + i, now: clock.now() }))));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    for (const r of results) if (r.status === 'rejected') expect(String(r.reason.message)).toMatch(/已领完|could not serialize|deadlock/);
    const c = await db.selectFrom('mk_coupon').select(['claimed']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(c.claimed).toBe(10);
    const n = await db.selectFrom('mk_coupon_claim').select((e) => e.fn.countAll<number>().as('n')).where('coupon_id', '=', id).executeTakeFirstOrThrow();
    expect(Number(n.n)).toBe(10);
  });

  it('bad coupons are refused in Chinese; a stopped coupon keeps claimed ones valid', async () => {
    await expect(createCoupon(db, companyId, coupon({ faceValue: 6000, threshold: 5000 }), clock.now())).rejects.toThrow(/面额.*须小于使用门槛/);
    const id = await db.transaction().execute((trx) => createCoupon(trx, companyId, coupon({ total: 5 }), clock.now()));
    const claim = await db.transaction().execute((trx) => claimCoupon(trx, { companyId, couponId: id, buyerId: 1, now: clock.now() }));
    await expect(db.transaction().execute((trx) => claimCoupon(trx, { companyId, couponId: id, buyerId: 1, now: clock.now() }))).rejects.toThrow(/每人限领 1 张/);
    await db.transaction().execute((trx) => stopCoupon(trx, companyId, id, clock.now()));
    await expect(db.transaction().execute((trx) => claimCoupon(trx, { companyId, couponId: id, buyerId: 2, now: clock.now() }))).rejects.toThrow(/已停发/);
    const k = await db.selectFrom('mk_coupon_claim').select(['status', 'valid_to']).where('id', '=', claim.claimId).executeTakeFirstOrThrow();
    expect(k.status).toBe(1);
    expect(Number(k.valid_to)).toBeGreaterThan(clock.now());
  });

  it("a coupon's audience: new buyers only before their first paid order here, returning buyers only after one", async () => {
    const paidBuyer = Number((await db.selectFrom('orders').select('buyer_id').where('company_id', '=', companyId).where('paid_at', 'is not', null).orderBy('id').executeTakeFirstOrThrow()).buyer_id);
    const newBuyer = 987_654_321;
    const claim = (couponId: number, buyerId: number) => db.transaction().execute((trx) => claimCoupon(trx, { companyId, couponId, buyerId, now: clock.now() }));
    const forNew = await db.transaction().execute((trx) => createCoupon(trx, companyId, coupon({ name: '新人券', audience: 2 }), clock.now()));
    await expect(claim(forNew, paidBuyer)).rejects.toThrow('该券仅限新买家（在本店首次下单）领取');
    await expect(claim(forNew, newBuyer)).resolves.toMatchObject({ claimId: expect.any(Number) });
    const forOld = await db.transaction().execute((trx) => createCoupon(trx, companyId, coupon({ name: '老客券', audience: 3 }), clock.now()));
    await expect(claim(forOld, newBuyer)).rejects.toThrow('该券仅限在本店下过单的老买家领取');
    await expect(claim(forOld, paidBuyer)).resolves.toMatchObject({ claimId: expect.any(Number) });
    // A refusal changes nothing: one claim each.
    const rows = await db.selectFrom('mk_coupon').select(['id', 'claimed']).where('id', 'in', [forNew, forOld]).execute();
    expect(rows.map((r) => r.claimed)).toEqual([1, 1]);
  });

  it('overlapping full reductions on the same goods are refused and change nothing', async () => {
    const g = await db.selectFrom('goods').select('id').where('company_id', '=', companyId).where('deleted_at', 'is', null).orderBy('id', 'desc').limit(2).execute();
    const goodsIds = g.map((x) => Number(x.id));
    const t = clock.now() + 100 * DAY;
    await db.transaction().execute((trx) => createFullReduction(trx, companyId, { name: '甲', tiers: [{ threshold: 1000, off: 100 }], freeShipping: false, scope: 2, goodsIds, startAt: t, endAt: t + 5 * DAY }, clock.now()));
    const before = await db.selectFrom('mk_full_reduction').select((e) => e.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    await expect(db.transaction().execute((trx) => createFullReduction(trx, companyId, { name: '乙', tiers: [{ threshold: 1000, off: 100 }], freeShipping: false, scope: 2, goodsIds: [goodsIds[0]!], startAt: t + DAY, endAt: t + 9 * DAY }, clock.now()))).rejects.toThrow(/与满减活动「甲」时间重叠/);
    await expect(db.transaction().execute((trx) => createFullReduction(trx, companyId, { name: '丙', tiers: [{ threshold: 1000, off: 100 }, { threshold: 2000, off: 50 }], freeShipping: false, scope: 1, goodsIds: [], startAt: t + 10 * DAY, endAt: t + 11 * DAY }, clock.now()))).rejects.toThrow(/优惠须更多/);
    const after = await db.selectFrom('mk_full_reduction').select((e) => e.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('sign-up: price, stock and window are checked; stock is reserved; activity stock never goes negative', async () => {
    const open = await db.selectFrom('mk_activity').selectAll().where('type', '=', 4).where('signup_start', '<=', clock.now()).where('signup_end', '>', clock.now()).executeTakeFirstOrThrow();
    const closed = await db.selectFrom('mk_activity').selectAll().where('type', '=', 4).where('signup_start', '>', clock.now()).executeTakeFirstOrThrow();
    const sku = await db.selectFrom('goods_sku as s').innerJoin('goods as g', 'g.id', 's.goods_id').select(['s.id', 's.price', 's.stock']).where('s.company_id', '=', companyId).where('g.status', '=', 1).where('s.status', '=', 1).where('s.stock', '>=', 40).where('g.deleted_at', 'is', null).orderBy('s.id', 'desc').executeTakeFirstOrThrow();
    const price = Number(sku.price);
    const run = (activityId: number, e: { activityPrice: number; stock: number }) => db.transaction().execute((trx) => signUp(trx, companyId, activityId, 4, [{ skuId: Number(sku.id), perBuyerLimit: 1, ...e }], clock.now()));
    await expect(run(Number(open.id), { activityPrice: price - 1, stock: 10 })).rejects.toThrow(/须不高于商品价的 9.0 折/);
    await expect(run(Number(open.id), { activityPrice: Math.floor(price * 0.8), stock: sku.stock + 1 })).rejects.toThrow(/超过商品库存/);
    await expect(run(Number(closed.id), { activityPrice: Math.floor(price * 0.8), stock: 10 })).rejects.toThrow(/报名尚未开始/);
    expect((await db.selectFrom('goods_sku').select('stock').where('id', '=', Number(sku.id)).executeTakeFirstOrThrow()).stock).toBe(sku.stock);
    const [entryId] = await run(Number(open.id), { activityPrice: Math.floor(price * 0.8), stock: 10 });
    // Earmarked: the goods stock stays, but no more than what is left unheld can be signed up again.
    expect((await db.selectFrom('goods_sku').select('stock').where('id', '=', Number(sku.id)).executeTakeFirstOrThrow()).stock).toBe(sku.stock);
    const dz = await db.selectFrom('mk_activity').selectAll().where('type', '=', 2).where('signup_start', '<=', clock.now()).where('signup_end', '>', clock.now()).executeTakeFirstOrThrow();
    await expect(db.transaction().execute((trx) => signUp(trx, companyId, Number(dz.id), 2, [{ skuId: Number(sku.id), activityPrice: 1, stock: sku.stock - 9, perBuyerLimit: 1, slot: '10:00-12:00' }], clock.now()))).rejects.toThrow(/已被其他活动预留/);
    expect((await db.selectFrom('mk_activity_entry').select('status').where('id', '=', entryId!).executeTakeFirstOrThrow()).status).toBe(EntryStatus.PENDING);
    // 30 concurrent buyers of 1 unit each against 10 units of activity stock: exactly 10 sales.
    const r = await Promise.all(Array.from({ length: 30 }, () => db.transaction().execute((trx) => takeActivityStock(trx, entryId!, 1))));
    expect(r.filter(Boolean)).toHaveLength(10);
    const e = await db.selectFrom('mk_activity_entry').select(['stock', 'sold']).where('id', '=', entryId!).executeTakeFirstOrThrow();
    expect(e.stock - e.sold).toBe(0);
  });

  it('simulate-orders moves a new coupon\'s statistics', async () => {
    const id = await db.transaction().execute((trx) => createCoupon(trx, companyId, coupon({ name: '新券', type: 3, threshold: 0, faceValue: 100, total: 1000, shopShareBp: 0, claimStart: clock.now() - 3 * DAY }), clock.now()));
    await db.updateTable('mk_coupon').set({ stopped_at: clock.now() }).where('company_id', '=', companyId).where('id', '!=', id).where('stopped_at', 'is', null).execute();
    await simulateOrders(db, companyId, 30, { seed: 5, days: 2 });
    const st = await couponStatistics(db, companyId, id, clock.now());
    expect(st.claimed).toBeGreaterThan(0);
    expect(st.used).toBeGreaterThan(0);
    expect((await reconcile(db)).discrepancies).toEqual([]);
  });

  void seedDemo;
});
