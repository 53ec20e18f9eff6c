/**
 * The deadline pass at chunk edges: the set-based pass gives what applying each case alone gives, a pass stopped
 * part-way and run again applies each case once, and two passes at once (two server processes) apply and announce
 * each case once. The ledger reconciles and the order counters equal a recount after each.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startTestServer, type TestServer } from '../../testing/harness.ts';
import type { Db } from '../../db/index.ts';
import { clock } from '../../lib/clock.ts';
import { reconcile } from '../finance/index.ts';
import { newCompany } from '../finance/withdraw.testing.ts';
import { placeOrder } from '../order/testing.ts';
import { OrderStatus } from '../order/constants.ts';
import { recomputeCounters } from '../order/service.ts';
import { CaseType, HOUR, S } from './constants.ts';
import { agree, applyDeadline, buyerShip, confirmReceipt, deadlinePass, getCase, openCase, reship, type Case } from './service.ts';

const MERCHANT = { type: 1 as const, name: '测试' };

/** Each case shape the pass acts on, built through the state machine; the first three refund through the ledger. */
const SHAPES: Array<{ name: string; type: number; to: number }> = [
  { name: 'refund waiting for the merchant', type: CaseType.REFUND, to: S.WAIT_MERCHANT },
  { name: 'return waiting for receipt', type: CaseType.RETURN, to: S.WAIT_RECEIVE },
  { name: 'exchange not re-shipped', type: CaseType.EXCHANGE, to: S.RESHIP_WAIT },
  { name: 'return waiting for the merchant', type: CaseType.RETURN, to: S.WAIT_MERCHANT },
  { name: 'exchange waiting for the merchant', type: CaseType.EXCHANGE, to: S.WAIT_MERCHANT },
  { name: 'return never shipped back', type: CaseType.RETURN, to: S.WAIT_BUYER_RETURN },
  { name: 'exchange waiting for receipt', type: CaseType.EXCHANGE, to: S.WAIT_RECEIVE },
  { name: 'refund at the channel', type: CaseType.REFUND, to: S.REFUNDING },
  { name: 'exchange re-shipped', type: CaseType.EXCHANGE, to: S.RESHIPPED },
];

describe.each(DIALECTS)('after-sale deadline pass on %s', (dialect) => {
  let s: TestServer;
  let db: Db;
  let companyId: number;

  beforeAll(async () => {
    s = await startTestServer(dialect);
    db = s.handle.db;
    await clock.reset(db);
    companyId = (await newCompany(db, { type: 1, name: '杭州到期测试有限公司', ownerName: '李到期' })).companyId;
    await db.insertInto('after_sale_address').values({ company_id: companyId, name: '李到期', phone: '13800000008', region: '浙江省杭州市', address: '文一路 8 号', is_default: 1, created_at: Date.now() }).execute();
    await db.insertInto('after_sale_setting').values({ company_id: companyId, auto_agree: 0, auto_agree_max: 0, batch_agree_max: 10000, reply_hours: 24, receive_days: 5, reship_hours: 36, updated_at: Date.now() } as never).execute();
  }, 60_000);
  afterAll(async () => s.close());
  afterEach(async () => {
    expect((await reconcile(db)).discrepancies).toEqual([]);
    // The counters moved set-based equal a recount from the orders.
    const read = async () => (await db.selectFrom('order_counter').select(['tab', 'n']).where('company_id', '=', companyId).orderBy('tab').execute()).map((r) => [r.tab, Number(r.n)]).filter(([, n]) => n !== 0);
    const kept = await read();
    await recomputeCounters(db, companyId);
    expect(kept).toEqual(await read());
  });

  /** One case of a shape, its deadline made due at `now`. */
  const build = async (shape: (typeof SHAPES)[number], now: number): Promise<Case> => {
    const o = await placeOrder(db, companyId, { status: OrderStatus.SHIPPED, price: 8800 });
    const c = await db.transaction().execute(async (trx) => {
      let c = await openCase(trx, { companyId, orderId: o.id, type: shape.type, reasonCode: 'quality', now: now - 10 * HOUR });
      if (shape.to === S.WAIT_MERCHANT) return c;
      c = await agree(trx, c, MERCHANT, {}, now - 9 * HOUR);
      if (shape.to === S.REFUNDING || shape.to === S.WAIT_BUYER_RETURN) return c;
      c = await buyerShip(trx, c, { logisticsCompany: 'SF', trackingNo: 'SF0000000001' }, now - 8 * HOUR);
      if (shape.to === S.WAIT_RECEIVE) return c;
      c = await confirmReceipt(trx, c, MERCHANT, {}, now - 7 * HOUR);
      if (shape.to === S.RESHIP_WAIT) return c;
      return reship(trx, c, MERCHANT, { logisticsCompany: 'YTO', trackingNo: 'YT0000000002' }, now - 6 * HOUR);
    });
    expect(c.status, shape.name).toBe(shape.to);
    await db.updateTable('after_sale').set({ deadline_at: now - 1000 }).where('id', '=', c.id).execute();
    return getCase(db, companyId, c.id);
  };

  /** What a case looks like after its deadline, without ids and with times relative to `now`. */
  const outcome = async (id: number, now: number) => {
    const c = await getCase(db, companyId, id);
    const rel = (v: number | null) => (v === null ? null : Number(v) - now);
    const logs = await db.selectFrom('after_sale_log').select(['actor_type', 'actor_name', 'action', 'detail', 'images_json', 'created_at']).where('after_sale_id', '=', id).orderBy('id').execute();
    const order = await db.selectFrom('orders').select(['after_sale_status']).where('id', '=', c.order_id).executeTakeFirstOrThrow();
    const orderLogs = await db.selectFrom('order_log').select(['actor_type', 'actor_name', 'action', 'created_at']).where('order_id', '=', c.order_id).where('action', '=', '售后结束').execute();
    const refunds = await db.selectFrom('fin_tx').select((e) => e.fn.countAll<number>().as('n')).where('biz_key', '=', `aftersale:${id}:refund`).executeTakeFirstOrThrow();
    return {
      status: c.status,
      version: c.version,
      deadline: rel(c.deadline_at),
      finished: rel(c.finished_at),
      received: rel(c.received_at),
      refunded: rel(c.refunded_at),
      refund: c.refund_amount,
      address: c.return_address_json,
      warned: c.warned_at,
      logs: logs.map((l) => ({ ...l, created_at: Number(l.created_at) - now })),
      order: order.after_sale_status,
      orderLogs: orderLogs.map((l) => ({ ...l, created_at: Number(l.created_at) - now })),
      refunds: Number(refunds.n),
    };
  };

  it('in chunks of every size: the same outcome as each case applied alone, each case once', async () => {
    const now = clock.now();
    const alone: Case[] = [];
    for (const shape of SHAPES) alone.push(await build(shape, now));
    for (const c of alone) await db.transaction().execute(async (trx) => applyDeadline(trx, await getCase(trx, null, c.id), now));
    const want = await Promise.all(alone.map((c) => outcome(c.id, now)));
    // Every shape changed state by exactly one step (the version grows by one).
    alone.forEach((c, i) => expect(want[i]!.version, SHAPES[i]!.name).toBe(c.version + 1));
    for (const chunk of [1, 2, 4, 500]) {
      const batched: Case[] = [];
      for (const shape of SHAPES) batched.push(await build(shape, now));
      const r = await deadlinePass(db, now, { chunk, batch: chunk });
      expect([r.applied, r.failed]).toEqual([SHAPES.length, 0]);
      const got = await Promise.all(batched.map((c) => outcome(c.id, now)));
      got.forEach((g, i) => expect(g, `${SHAPES[i]!.name}, chunk ${chunk}`).toEqual(want[i]));
      expect(await deadlinePass(db, now, { chunk })).toMatchObject({ applied: 0, failed: 0 });
    }
  }, 60_000);

  it('stopped part-way and run again, or run by two processes at once: each case applied once', async () => {
    const now = clock.now();
    const cases: Case[] = [];
    for (let k = 0; k < 2; k++) for (const shape of SHAPES) cases.push(await build(shape, now));
    // Stopped after a few cases (a process killed between chunks): the rest is left for the next pass.
    const first = await deadlinePass(db, now, { chunk: 2, max: 5 });
    expect(first.applied).toBe(5);
    const moved = await Promise.all(cases.map(async (c) => (await getCase(db, companyId, c.id)).version - c.version));
    expect(moved.filter((d) => d === 1).length).toBe(5);
    expect(moved.every((d) => d === 0 || d === 1)).toBe(true);
    // Two passes at once finish the rest: each case moves by one step, no more.
    const [a, b] = await Promise.all([deadlinePass(db, now, { chunk: 3 }), deadlinePass(db, now, { chunk: 2 })]);
    expect(a.failed + b.failed).toBe(0);
    expect(first.applied + a.applied + b.applied).toBe(cases.length);
    for (const c of cases) {
      const o = await outcome(c.id, now);
      expect(o.version, `case ${c.id}`).toBe(c.version + 1);
      expect(o.orderLogs.length).toBeLessThanOrEqual(1);
      expect(o.refunds).toBeLessThanOrEqual(1);
      const platformLogs = o.logs.filter((l) => l.actor_type === 3 && l.created_at === 0);
      expect(platformLogs.length).toBeGreaterThanOrEqual(1);
      expect(new Set(platformLogs.map((l) => l.action)).size).toBe(platformLogs.length);
    }
  }, 60_000);

  it('cases due within 24 hours are announced once, by one of two passes at once', async () => {
    const now = clock.now();
    const soon: number[] = [];
    for (let k = 0; k < 7; k++) {
      const c = await build(SHAPES[3]!, now);
      await db.updateTable('after_sale').set({ deadline_at: now + 20 * HOUR + k }).where('id', '=', c.id).execute();
      soon.push(c.id);
    }
    const [a, b] = await Promise.all([deadlinePass(db, now), deadlinePass(db, now)]);
    expect(a.warned + b.warned).toBe(soon.length);
    const events = await db.selectFrom('event').select(['subject_id']).where('kind', '=', 'afterSale.deadlineSoon').where('subject_id', 'in', soon.map(String)).execute();
    expect(events.map((e) => Number(e.subject_id)).sort((x, y) => x - y)).toEqual(soon);
    expect((await deadlinePass(db, now)).warned).toBe(0);
  }, 60_000);
});
