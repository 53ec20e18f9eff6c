/**
 * The after-sale tab counts: after_sale_counter, moved in the same transaction as every change of a case's state
 * (openCase, move, the deadline pass's set-based steps), equals a GROUP BY over the cases after a random sequence of
 * merchant, buyer, platform and deadline actions on two companies; the tabCounts endpoint answers exactly that, with
 * and without filters; and keyset pages walk the cases in the same order as one ORDER BY.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startTestServer, type TestServer } from '../../testing/harness.ts';
import type { Db } from '../../db/index.ts';
import { clock } from '../../lib/clock.ts';
import { rng } from '../../lib/random.ts';
import { BizError, fail } from '../../lib/errors.ts';
import { reconcile } from '../finance/index.ts';
import { newCompany } from '../finance/withdraw.testing.ts';
import { placeOrder } from '../order/testing.ts';
import { OrderStatus } from '../order/constants.ts';
import { ALL_STATUSES, CaseType, HOUR, S } from './constants.ts';
import {
  buyerCancel,
  buyerConfirmExchange,
  buyerShip,
  deadlinePass,
  decideDispute,
  escalate,
  getCase,
  openCase,
  recomputeCaseCounters,
  refuseReceipt,
  type Case,
} from './service.ts';

const U = (p: string) => `/xm-merchant/${p}`;
const MERCHANT = { type: 1 as const, name: '测试' };

describe.each(DIALECTS)('after-sale tab counters on %s', (dialect) => {
  let s: TestServer;
  let db: Db;
  const shops: Array<{ companyId: number; token: string }> = [];

  beforeAll(async () => {
    s = await startTestServer(dialect);
    db = s.handle.db;
    await clock.reset(db);
    for (const [name, owner, autoAgree] of [
      ['杭州计数测试有限公司', '周计数', 0],
      ['宁波计数测试有限公司', '吴计数', 1],
    ] as const) {
      const a = await newCompany(db, { type: 1, name, ownerName: owner });
      shops.push({ companyId: a.companyId, token: await s.login(a.phone) });
      await db.insertInto('after_sale_address').values({ company_id: a.companyId, name: owner, phone: '13800000007', region: '浙江省杭州市', address: '文二路 7 号', is_default: 1, created_at: Date.now() }).execute();
      await db.insertInto('after_sale_setting').values({ company_id: a.companyId, auto_agree: autoAgree, auto_agree_max: 5000, batch_agree_max: 10000, reply_hours: 48, receive_days: 7, reship_hours: 48, updated_at: Date.now() }).execute();
    }
  }, 60_000);
  afterAll(async () => {
    await clock.reset(db);
    await s.close();
  });
  afterEach(async () => {
    expect(s.violations, JSON.stringify(s.violations, null, 2)).toEqual([]);
    expect((await reconcile(db)).discrepancies).toEqual([]);
  });

  const counters = async (companyId: number) =>
    new Map((await db.selectFrom('after_sale_counter').select(['status', 'n']).where('company_id', '=', companyId).execute()).filter((r) => Number(r.n) !== 0).map((r) => [r.status, Number(r.n)]));
  const grouped = async (companyId: number, type?: number) => {
    let q = db.selectFrom('after_sale').select(['status', (e) => e.fn.countAll<number>().as('n')]).where('company_id', '=', companyId);
    if (type) q = q.where('type', '=', type);
    return new Map((await q.groupBy('status').execute()).map((r) => [r.status, Number(r.n)]));
  };
  /** The endpoint's answer as status → count (zero tabs left out), and its total. */
  const endpoint = async (token: string, filter: Record<string, unknown>) => {
    const r = await s.call(U('afterSale/tabCounts'), { filter }, { token });
    expect(r.code, r.msg).toBe(1);
    const tabs = r.data.tabs as Array<{ status: number; count: number }>;
    expect(tabs.map((t) => t.status)).toEqual([...ALL_STATUSES]);
    expect(r.data.all).toBe(tabs.reduce((a, t) => a + t.count, 0));
    return new Map(tabs.filter((t) => t.count > 0).map((t) => [t.status, t.count]));
  };

  it('equal a GROUP BY after a random sequence of case actions, and the tabCounts endpoint answers them', async () => {
    const random = rng(dialect === 'sqlite' ? 17 : 1717);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
    const cases: Array<{ companyId: number; id: number }> = [];
    const tried = new Map<string, number>();
    const reached = new Set<number>();
    const open = async (companyId: number) => {
      const toShip = random() < 0.3;
      const o = await placeOrder(db, companyId, { status: toShip ? OrderStatus.TO_SHIP : OrderStatus.SHIPPED, price: pick([1200, 4500, 9900]) });
      const type = toShip ? CaseType.REFUND : pick([CaseType.REFUND, CaseType.RETURN, CaseType.EXCHANGE, CaseType.EXCHANGE]);
      const c = await db.transaction().execute((trx) => openCase(trx, { companyId, orderId: o.id, type, reasonCode: pick(['quality', 'no_longer_needed', 'wrong_item']), now: clock.now() }));
      cases.push({ companyId, id: c.id });
    };
    /** One action the case's state allows, through the endpoint (the merchant's) or the service (buyer, platform). */
    const act = async (c: Case, token: string): Promise<string> => {
      const now = clock.now();
      const tx = (fn: (trx: Db) => Promise<unknown>) => db.transaction().execute(fn);
      const api = async (path: string, body: Record<string, unknown>) => {
        const r = await s.call(U(path), { afterSaleId: c.id, version: c.version, ...body }, { token });
        if (r.code !== 1) throw fail(r.msg);
      };
      switch (c.status) {
        case S.WAIT_MERCHANT:
          return pick([
            async () => (await api('afterSale/agree', {}), 'agree'),
            async () => (await api('afterSale/refuse', { reasonCode: 'no_evidence' }), 'refuse'),
            async () => (await tx((t) => buyerCancel(t, c, now)), 'cancel'),
            // Another member saw an older version: refused, nothing moves.
            async () => (await s.call(U('afterSale/agree'), { afterSaleId: c.id, version: c.version - 1 }, { token }), 'stale'),
          ])();
        case S.WAIT_BUYER_RETURN:
          return pick([async () => (await tx((t) => buyerShip(t, c, { logisticsCompany: 'SF', trackingNo: `SF${c.id}${now}` }, now)), 'ship'), async () => (await tx((t) => buyerCancel(t, c, now)), 'cancel')])();
        case S.WAIT_RECEIVE:
          return pick([async () => (await api('afterSale/receive', {}), 'receive'), async () => (await tx((t) => refuseReceipt(t, c, MERCHANT, { reasonText: '退回商品与原商品不符', images: ['x.png'] }, now)), 'refuseReceipt')])();
        case S.RESHIP_WAIT:
          return (await api('afterSale/reship', { logisticsCompany: 'YTO', trackingNo: `YT${c.id}00${String(now).slice(-6)}` }), 'reship');
        case S.RESHIPPED:
          return (await tx((t) => buyerConfirmExchange(t, c, now)), 'confirmExchange');
        case S.REFUSED:
          return (await tx((t) => escalate(t, c, { text: '商家无理拒绝' }, now)), 'escalate');
        case S.DISPUTE:
          return (await tx((t) => decideDispute(t, c, pick(['buyer', 'merchant'] as const), '', now)), 'decide');
        default:
          return 'none';
      }
    };

    for (let i = 0; i < 6; i++) await open(shops[i % 2]!.companyId);
    for (let step = 0; step < 120; step++) {
      const r = random();
      let what: string;
      if (r < 0.2) {
        const shop = pick(shops);
        await open(shop.companyId);
        what = 'open';
      } else if (r < 0.35) {
        // Time passes: the platform acts on every due deadline (set-based steps and refunds through the ledger).
        await clock.set(db, clock.now() + pick([2 * HOUR, 2 * HOUR, 25 * HOUR, 49 * HOUR, 8 * 24 * HOUR]));
        await deadlinePass(db, clock.now(), { chunk: pick([1, 3, 500]) });
        what = 'deadlines';
      } else {
        // A case someone can still act on (most of the time; now and then any case, whose state may allow nothing).
        const live = await db.selectFrom('after_sale').select(['id', 'company_id']).where('company_id', 'in', shops.map((x) => x.companyId)).where('status', 'in', [S.WAIT_MERCHANT, S.WAIT_BUYER_RETURN, S.WAIT_RECEIVE, S.RESHIP_WAIT, S.RESHIPPED, S.REFUSED, S.DISPUTE]).orderBy('id').execute();
        const ref = live.length && random() < 0.9 ? pick(live.map((x) => ({ companyId: x.company_id, id: Number(x.id) }))) : pick(cases);
        const shop = shops.find((x) => x.companyId === ref.companyId)!;
        const c = await getCase(db, ref.companyId, ref.id);
        try {
          what = await act(c, shop.token);
        } catch (e) {
          if (!(e instanceof BizError)) throw e;
          what = `refused: ${e.message}`;
        }
      }
      tried.set(what.split(':')[0]!, (tried.get(what.split(':')[0]!) ?? 0) + 1);
      for (const shop of shops) {
        const want = await grouped(shop.companyId);
        for (const st of want.keys()) reached.add(st);
        expect(await counters(shop.companyId), `第 ${step} 步（${what}）之后`).toEqual(want);
      }
    }
    // The sequence went through most of the state machine.
    expect(reached.size, `${[...reached].sort()} ${JSON.stringify(Object.fromEntries(tried))}`).toBeGreaterThanOrEqual(10);

    for (const shop of shops) {
      const want = await grouped(shop.companyId);
      // Without filters the endpoint reads the counters; with one it counts the cases: both equal the GROUP BY.
      expect(await endpoint(shop.token, {})).toEqual(want);
      expect(await endpoint(shop.token, { status: S.WAIT_MERCHANT })).toEqual(want);
      for (const type of [CaseType.REFUND, CaseType.RETURN, CaseType.EXCHANGE]) expect(await endpoint(shop.token, { type })).toEqual(await grouped(shop.companyId, type));
      // A rebuild from the cases changes nothing.
      const kept = await counters(shop.companyId);
      await recomputeCaseCounters(db, shop.companyId);
      expect(await counters(shop.companyId)).toEqual(kept);
    }
  }, 120_000);

  it('keyset pages walk the cases in ORDER BY created_at DESC, id DESC, ties on created_at included', async () => {
    const shop = shops[0]!;
    // Several cases at the same instant, so pages break inside a run of equal created_at.
    for (let i = 0; i < 7; i++) {
      const o = await placeOrder(db, shop.companyId, { status: OrderStatus.SHIPPED, price: 3300 });
      await db.transaction().execute((trx) => openCase(trx, { companyId: shop.companyId, orderId: o.id, type: CaseType.RETURN, reasonCode: 'quality', now: clock.now() }));
    }
    const want = (await db.selectFrom('after_sale').select('id').where('company_id', '=', shop.companyId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute()).map((r) => Number(r.id));
    for (const filter of [{}, { status: S.WAIT_MERCHANT }]) {
      const got: number[] = [];
      let cursor: string | null = null;
      do {
        const r: { code: number; msg: string; data: any } = await s.call(U('afterSale/list'), { filter, pageSize: 3, ...(cursor ? { cursor } : {}) }, { token: shop.token });
        expect(r.code, r.msg).toBe(1);
        got.push(...r.data.list.map((x: { afterSaleId: number }) => x.afterSaleId));
        cursor = r.data.nextCursor;
      } while (cursor);
      const ids = 'status' in filter ? (await db.selectFrom('after_sale').select('id').where('company_id', '=', shop.companyId).where('status', '=', S.WAIT_MERCHANT).orderBy('created_at', 'desc').orderBy('id', 'desc').execute()).map((r) => Number(r.id)) : want;
      expect(got).toEqual(ids);
    }
  });
});
