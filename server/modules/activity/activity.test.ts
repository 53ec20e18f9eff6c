import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startTestServer, type TestServer } from '../../testing/harness.ts';
import type { Db } from '../../db/index.ts';
import { clock } from '../../lib/clock.ts';
import { reconcile } from '../finance/index.ts';
import { demoShop } from '../account/seed.ts';
import { simulateOrders } from '../order/simulate.ts';
import { getOrder, moveCounters, payOrder, recomputeCounters } from '../order/service.ts';
import { claimCoupon, createCoupon, couponStatistics, stopCoupon, type CouponInput } from './coupon.ts';
import { createFullReduction } from './full-reduction.ts';
import { activityGoodsData, priceForOrder, takeActivityStock } from './order-pricing.ts';
import { EntryStatus, releaseEndedEntries, releaseEntry, reviewEntry, signUp, topCategoryName, withdrawEntry } from './platform.ts';
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

  it('concurrent claims by one buyer never pass the per-buyer limit', async () => {
    const id = await db.transaction().execute((trx) => createCoupon(trx, companyId, coupon({ total: 100, perBuyerLimit: 2 }), clock.now()));
    const results = await Promise.allSettled(Array.from({ length: 12 }, () => db.transaction().execute((trx) => claimCoupon(trx, { companyId, couponId: id, buyerId: 880_001, now: clock.now() }))));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
    for (const r of results) if (r.status === 'rejected') expect(String(r.reason.message)).toBe('每人限领 2 张');
    const c = await db.selectFrom('mk_coupon').select(['claimed']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(c.claimed).toBe(2);
    const n = await db.selectFrom('mk_coupon_claim').select((e) => e.fn.countAll<number>().as('n')).where('coupon_id', '=', id).where('buyer_id', '=', 880_001).executeTakeFirstOrThrow();
    expect(Number(n.n)).toBe(2);
    const daily = await db.selectFrom('mk_coupon_daily').select((e) => e.fn.sum<number>('claimed').as('n')).where('coupon_id', '=', id).executeTakeFirstOrThrow();
    expect(Number(daily.n)).toBe(2);
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

  it('sign-up: price, stock and window are checked; the activity stock is taken out of the goods stock and comes back on withdrawal', async () => {
    const open = await db.selectFrom('mk_activity').selectAll().where('type', '=', 4).where('signup_start', '<=', clock.now()).where('signup_end', '>', clock.now()).executeTakeFirstOrThrow();
    const closed = await db.selectFrom('mk_activity').selectAll().where('type', '=', 4).where('signup_start', '>', clock.now()).executeTakeFirstOrThrow();
    const sku = await db.selectFrom('goods_sku as s').innerJoin('goods as g', 'g.id', 's.goods_id').select(['s.id', 's.goods_id', 's.price', 's.stock', 'g.stock_total']).where('s.company_id', '=', companyId).where('g.status', '=', 1).where('s.status', '=', 1).where('s.stock', '>=', 40).where('g.deleted_at', 'is', null).orderBy('s.id', 'desc').executeTakeFirstOrThrow();
    const price = Number(sku.price);
    const stockOf = async () => (await db.selectFrom('goods_sku').select('stock').where('id', '=', Number(sku.id)).executeTakeFirstOrThrow()).stock;
    const totalOf = async () => (await db.selectFrom('goods').select('stock_total').where('id', '=', Number(sku.goods_id)).executeTakeFirstOrThrow()).stock_total;
    const run = (activityId: number, e: { activityPrice: number; stock: number }) => db.transaction().execute((trx) => signUp(trx, companyId, activityId, 4, [{ skuId: Number(sku.id), perBuyerLimit: 1, ...e }], clock.now()));
    await expect(run(Number(open.id), { activityPrice: price - 1, stock: 10 })).rejects.toThrow(/须不高于商品价的 9.0 折/);
    await expect(run(Number(open.id), { activityPrice: Math.floor(price * 0.8), stock: sku.stock + 1 })).rejects.toThrow(/超过商品可用库存/);
    await expect(run(Number(closed.id), { activityPrice: Math.floor(price * 0.8), stock: 10 })).rejects.toThrow(/报名尚未开始/);
    expect(await stockOf()).toBe(sku.stock);
    const [entryId] = await run(Number(open.id), { activityPrice: Math.floor(price * 0.8), stock: 10 });
    // Reserved: normal sales can no longer sell these 10, and another sign-up sees only what is left.
    expect(await stockOf()).toBe(sku.stock - 10);
    expect(await totalOf()).toBe(sku.stock_total - 10);
    const fs = await db.selectFrom('mk_activity').selectAll().where('type', '=', 2).where('signup_start', '<=', clock.now()).where('signup_end', '>', clock.now()).executeTakeFirstOrThrow();
    await expect(db.transaction().execute((trx) => signUp(trx, companyId, Number(fs.id), 2, [{ skuId: Number(sku.id), activityPrice: 1, stock: sku.stock - 9, perBuyerLimit: 1, slot: '10:00-12:00' }], clock.now()))).rejects.toThrow(`超过商品可用库存（${sku.stock - 10}，已报名活动的库存不在其中）`);
    expect(await stockOf()).toBe(sku.stock - 10);
    expect((await db.selectFrom('mk_activity_entry').select('status').where('id', '=', entryId!).executeTakeFirstOrThrow()).status).toBe(EntryStatus.PENDING);
    // 30 concurrent buyers of 1 unit each against 10 units of activity stock: exactly 10 sales.
    const r = await Promise.all(Array.from({ length: 30 }, () => db.transaction().execute((trx) => takeActivityStock(trx, entryId!, 1))));
    expect(r.filter(Boolean)).toHaveLength(10);
    const e = await db.selectFrom('mk_activity_entry').select(['stock', 'sold']).where('id', '=', entryId!).executeTakeFirstOrThrow();
    expect(e.stock - e.sold).toBe(0);
    await db.updateTable('mk_activity_entry').set({ sold: 4 }).where('id', '=', entryId!).execute();
    // Withdrawn: the 6 left go back to the goods stock, once.
    await db.transaction().execute((trx) => withdrawEntry(trx, companyId, entryId!, clock.now()));
    expect(await stockOf()).toBe(sku.stock - 4);
    expect(await totalOf()).toBe(sku.stock_total - 4);
    expect(await db.transaction().execute((trx) => releaseEntry(trx, entryId!, clock.now()))).toBe(0);
    expect(await stockOf()).toBe(sku.stock - 4);
    expect(await db.transaction().execute((trx) => takeActivityStock(trx, entryId!, 1))).toBe(false);
  });

  it("an activity's categories are enforced at sign-up: goods of another level-1 category are refused and nothing changes", async () => {
    const sku = await db.selectFrom('goods_sku as s').innerJoin('goods as g', 'g.id', 's.goods_id').select(['s.id', 's.price', 's.stock', 'g.category_id']).where('s.company_id', '=', companyId).where('g.status', '=', 1).where('s.status', '=', 1).where('s.stock', '>=', 30).where('g.deleted_at', 'is', null).orderBy('s.id').executeTakeFirstOrThrow();
    const mine = (await topCategoryName(db, Number(sku.category_id)))!;
    expect(mine).toBeTruthy();
    const other = (await db.selectFrom('category').select('name').where('level', '=', 1).where('name', '!=', mine).orderBy('id').executeTakeFirstOrThrow()).name;
    const act = async (categories: string[]) =>
      Number(
        (
          await db
            .insertInto('mk_activity')
            .values({ type: 4, name: '类目测试专区', description: '', signup_start: clock.now() - DAY, signup_end: clock.now() + DAY, start_at: clock.now() + 2 * DAY, end_at: clock.now() + 9 * DAY, rules_json: JSON.stringify({ maxRateBp: 9000, maxViolationPoints: 24, categories, minStock: 1 }), platform_share_bp: 0, created_at: clock.now() })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
      );
    const refused = await act([other]);
    const entry = { skuId: Number(sku.id), activityPrice: Math.floor(Number(sku.price) * 0.8), stock: 1, perBuyerLimit: 1 };
    await expect(db.transaction().execute((trx) => signUp(trx, companyId, refused, 4, [entry], clock.now()))).rejects.toThrow(`所属类目「${mine}」不在活动要求的类目（${other}）内`);
    expect(await db.selectFrom('mk_activity_entry').select('id').where('activity_id', '=', refused).execute()).toEqual([]);
    expect((await db.selectFrom('goods_sku').select('stock').where('id', '=', Number(sku.id)).executeTakeFirstOrThrow()).stock).toBe(sku.stock);
    const allowed = await act([other, mine]);
    await expect(db.transaction().execute((trx) => signUp(trx, companyId, allowed, 4, [entry], clock.now()))).resolves.toHaveLength(1);
  });

  /** A running test activity with approved entries for `skus` (signed up during its sign-up window, so their stock is reserved). */
  async function runningActivity(type: 2 | 4 | 21, skus: Array<{ id: number; price: number }>, stock: number, perBuyerLimit: number) {
    const t = clock.now();
    const rules = { slots: ['10:00-12:00'], maxPerBuyer: 5, maxRateBp: 9000, groupMin: 2, groupMax: 10, maxViolationPoints: 24, categories: [], minStock: 1 };
    const a = await db.insertInto('mk_activity').values({ type, name: `测试活动${type}`, description: '', signup_start: t - DAY, signup_end: t + DAY, start_at: t + DAY, end_at: t + 10 * DAY, rules_json: JSON.stringify(rules), platform_share_bp: 3000, created_at: t }).returning('id').executeTakeFirstOrThrow();
    const extra = type === 2 ? { slot: '10:00-12:00' } : type === 21 ? { groupSize: 3, autoFill: true } : {};
    const ids = await db.transaction().execute((trx) => signUp(trx, companyId, Number(a.id), type, skus.map((s) => ({ skuId: s.id, activityPrice: type === 2 ? 1 : Math.floor(s.price * 0.8), stock, perBuyerLimit, ...extra })), t));
    for (const id of ids) await db.transaction().execute((trx) => reviewEntry(trx, id, true, null, t));
    return { activityId: Number(a.id), entryIds: ids, at: t + 2 * DAY, endAt: t + 10 * DAY };
  }

  /** SKUs of the demo shop that no activity or full reduction touches, each with `stock` in stock. */
  async function freshSkus(n: number, stock: number) {
    const inUse = (await db.selectFrom('mk_activity_entry').select('goods_id').where('company_id', '=', companyId).execute()).map((r) => Number(r.goods_id));
    const rows = await db.selectFrom('goods_sku as s').innerJoin('goods as g', 'g.id', 's.goods_id').select(['s.id', 's.goods_id', 's.price']).where('s.company_id', '=', companyId).where('g.status', '=', 1).where('s.status', '=', 1).where('g.deleted_at', 'is', null).where('s.price', '>=', 500).where('g.id', 'not in', [0, ...inUse]).orderBy('s.id').execute();
    const out: Array<{ id: number; goodsId: number; price: number }> = [];
    for (const r of rows) if (!out.some((o) => o.goodsId === Number(r.goods_id)) && out.length < n) out.push({ id: Number(r.id), goodsId: Number(r.goods_id), price: Number(r.price) });
    for (const s of out) await db.updateTable('goods_sku').set({ stock }).where('id', '=', s.id).execute();
    return out;
  }

  let orderSeq = 0;
  /** A buyer places and pays an order through the pricing engine (as simulate-orders does), in one transaction. */
  const buy = (buyerId: number, lines: Array<{ id: number; goodsId: number; price: number; q: number }>, at: number) =>
    db.transaction().execute(async (trx) => {
      const priced = await priceForOrder(trx, { companyId, buyerId, at, random: null, lines: lines.map((l) => ({ skuId: l.id, goodsId: l.goodsId, unitPrice: l.price, quantity: l.q })) });
      const goodsAmount = lines.reduce((x, l) => x + l.price * l.q, 0);
      const no = `T${dialect === 'sqlite' ? 1 : 2}${String(Date.now()).slice(-8)}${String(++orderSeq).padStart(5, '0')}`;
      const row = await trx
        .insertInto('orders')
        .values({ company_id: companyId, order_no: no, status: 1, after_sale_status: 0, buyer_id: buyerId, buyer_name: '测试买家', buyer_phone: '13900000000', receiver_name: '测试买家', receiver_phone: '13900000000', receiver_address: '测试大学 1 号楼', school: '测试大学', campus: '主校区', delivery_type: 2, goods_summary: '测试', item_count: lines.reduce((x, l) => x + l.q, 0), goods_amount: goodsAmount, freight_amount: 0, discount_amount: priced.result.discount, paid_amount: goodsAmount - priced.result.discount, buyer_remark: null, merchant_remark: null, close_reason: null, logistics_company: null, tracking_no: null, evaluated: 0, ship_by_at: null, created_at: at, paid_at: null, shipped_at: null, completed_at: null, closed_at: null, updated_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const l of lines) await trx.insertInto('order_line').values({ order_id: row.id, company_id: companyId, goods_id: l.goodsId, sku_id: l.id, goods_name: '测试', spec_text: '', image: null, unit_price: l.price, quantity: l.q, line_amount: l.price * l.q, order_created_at: at }).execute();
      let o = await getOrder(trx, companyId, Number(row.id));
      await moveCounters(trx, companyId, null, o);
      o = await payOrder(trx, o, { type: 2, name: '买家' }, at, priced.money);
      await priced.commit(trx, o, at);
      return { orderId: Number(row.id), result: priced.result };
    });
  const activityUnits = async (entryId: number, buyerId: number) => Number((await db.selectFrom('mk_order_activity_line').select((e) => e.fn.coalesce(e.fn.sum<number>('quantity'), e.lit(0)).as('n')).where('entry_id', '=', entryId).where('buyer_id', '=', buyerId).executeTakeFirstOrThrow()).n);

  it("the per-buyer limit counts the buyer's earlier orders that are not closed, also two orders at once", async () => {
    const [sku] = await freshSkus(1, 50);
    const { entryIds, at } = await runningActivity(2, [sku!], 20, 2);
    const entryId = entryIds[0]!;
    const line = { ...sku!, q: 1 };
    // Sequential: two units at the activity price, the third at the goods price.
    const b1 = 700_001;
    expect((await buy(b1, [line], at)).result.lines[0]!.activityId).not.toBeNull();
    const second = await buy(b1, [line], at);
    expect(second.result.lines[0]!.activityId).not.toBeNull();
    expect((await buy(b1, [line], at)).result.lines[0]!.activityId).toBeNull();
    expect(await activityUnits(entryId, b1)).toBe(2);
    // A closed order no longer counts.
    await db.updateTable('orders').set({ status: 5, closed_at: at, close_reason: '测试：全额退款后关闭' }).where('id', '=', second.orderId).execute();
    await recomputeCounters(db, companyId);
    expect((await buy(b1, [line], at)).result.lines[0]!.activityId).not.toBeNull();
    // Two orders of 2 units each by one buyer at once: only one of them at the activity price (the other is refused
    // at payment on PostgreSQL, where both were priced before either committed; priced at the goods price on SQLite).
    const b2 = 700_002;
    const both = await Promise.allSettled([buy(b2, [{ ...sku!, q: 2 }], at), buy(b2, [{ ...sku!, q: 2 }], at)]);
    for (const x of both) if (x.status === 'rejected') expect(String(x.reason.message)).toMatch(/每人限购 2 件，该买家已购 2 件/);
    const atActivity = both.filter((x) => x.status === 'fulfilled' && x.value.result.lines[0]!.activityId != null);
    expect(atActivity).toHaveLength(1);
    expect(await activityUnits(entryId, b2)).toBe(2);
    const e = await db.selectFrom('mk_activity_entry').select(['sold']).where('id', '=', entryId).executeTakeFirstOrThrow();
    expect(e.sold).toBe(Number((await db.selectFrom('mk_order_activity_line').select((x) => x.fn.sum<number>('quantity').as('n')).where('entry_id', '=', entryId).executeTakeFirstOrThrow()).n));
  });

  it('concurrent orders never take the activity stock or the goods stock below zero; the rest comes back when the activity ends', async () => {
    const [sku, other] = await freshSkus(2, 15);
    const { entryIds, at, endAt } = await runningActivity(4, [sku!, other!], 10, 1);
    const stockOf = async (id: number) => (await db.selectFrom('goods_sku').select('stock').where('id', '=', id).executeTakeFirstOrThrow()).stock;
    expect(await stockOf(sku!.id)).toBe(5);
    const wave = (n: number, from: number) => Promise.allSettled(Array.from({ length: n }, (_, i) => buy(from + i, [{ ...sku!, q: 1 }], at)));
    const results = [...(await wave(30, 710_000)), ...(await wave(10, 720_000))];
    for (const x of results) if (x.status === 'rejected') expect(String(x.reason.message)).toMatch(/库存不足/);
    // 10 at the activity price from the reserved stock, then 5 at the goods price from the goods stock: 15 in all.
    expect(results.filter((x) => x.status === 'fulfilled')).toHaveLength(15);
    const e = await db.selectFrom('mk_activity_entry').select(['stock', 'sold']).where('id', '=', entryIds[0]!).executeTakeFirstOrThrow();
    expect([e.stock, e.sold]).toEqual([10, 10]);
    expect(await stockOf(sku!.id)).toBe(0);
    // The other SKU sold 3 at the activity price; when the activity ends its 7 left return to the goods stock, once.
    for (let i = 0; i < 3; i++) await buy(730_000 + i, [{ ...other!, q: 1 }], at);
    expect(await stockOf(other!.id)).toBe(5);
    const released = await db.transaction().execute((trx) => releaseEndedEntries(trx, endAt));
    expect(released.pieces).toBeGreaterThanOrEqual(7);
    expect(await stockOf(other!.id)).toBe(12);
    expect(await stockOf(sku!.id)).toBe(0);
    expect((await db.transaction().execute((trx) => releaseEndedEntries(trx, endAt))).entries).toBe(0);
    expect(await stockOf(other!.id)).toBe(12);
  });

  it("an activity's data comes from its orders: each line once, the cost is the shop's part of the activity discount", async () => {
    const skus = await freshSkus(2, 40);
    const { activityId, at } = await runningActivity(21, skus, 20, 5);
    // One order with both activity goods (the case the per-order discount used to be counted twice for), two single ones.
    await buy(740_001, [{ ...skus[0]!, q: 2 }, { ...skus[1]!, q: 1 }], at);
    await buy(740_002, [{ ...skus[0]!, q: 1 }], at + 1000);
    await buy(740_003, [{ ...skus[1]!, q: 3 }], at + DAY);
    const recorded = await db.selectFrom('mk_order_discount').select(['amount', 'shop_amount']).where('kind', '=', 1).where('source_id', '=', activityId).execute();
    let discount = 0;
    let cost = 0;
    for (const sku of skus) {
      const d = await activityGoodsData(db, companyId, activityId, sku.goodsId);
      // Against the orders themselves: their lines of this goods at the activity price.
      const lines = await db.selectFrom('order_line as l').innerJoin('orders as o', 'o.id', 'l.order_id').innerJoin('mk_activity_entry as e', (j) => j.onRef('e.sku_id', '=', 'l.sku_id')).select(['l.order_id', 'o.buyer_id', 'l.quantity', 'l.unit_price', 'e.activity_price']).where('e.activity_id', '=', activityId).where('l.goods_id', '=', sku.goodsId).where('o.paid_at', '>=', at).execute();
      const lineDiscount = lines.reduce((x, l) => x + (Number(l.unit_price) - Number(l.activity_price)) * l.quantity, 0);
      const lineCost = lines.reduce((x, l) => {
        const dd = (Number(l.unit_price) - Number(l.activity_price)) * l.quantity;
        return x + dd - Math.round((dd * 3000) / 10000);
      }, 0);
      expect(d.orders).toBe(new Set(lines.map((l) => l.order_id)).size);
      expect(d.units).toBe(lines.reduce((x, l) => x + l.quantity, 0));
      expect(d.discount).toBe(lineDiscount);
      expect(d.cost).toBe(lineCost);
      expect(d.series.reduce((x, day) => x + day.cost, 0)).toBe(d.cost);
      discount += d.discount;
      cost += d.cost;
    }
    // Over the activity's goods, the data adds up to the pricing breakdown recorded with the orders.
    expect(discount).toBe(recorded.reduce((x, r) => x + Number(r.amount), 0));
    expect(cost).toBe(recorded.reduce((x, r) => x + Number(r.shop_amount), 0));
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
