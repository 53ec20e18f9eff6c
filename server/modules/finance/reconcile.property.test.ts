import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_AREAS, seedIfNew } from '../../db/seed.ts';
import { BizError } from '../../lib/errors.ts';
import { OrderStatus } from '../order/constants.ts';
import { placeOrder } from '../order/testing.ts';
import { balancesOf, DEFAULT_RATE_BP, postRefund, postTransaction, reconcile, settleDue, SETTLE_DAYS } from './index.ts';
import { openScratchDb } from './ledger.testing.ts';

const DIALECTS = process.env.TEST_DATABASE_URL ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const);
const DAY = 86_400_000;

type Op =
  | { t: 'order'; price: number }
  | { t: 'refund'; pick: number; frac: number }
  | { t: 'settle'; days: number }
  | { t: 'afterSale'; pick: number }
  | { t: 'deduct'; recharge: number; amount: number }
  | { t: 'withdraw'; amount: number; outcome: 'paid' | 'failed' | 'open' }
  | { t: 'replay'; pick: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ t: fc.constant('order' as const), price: fc.integer({ min: 1, max: 80_000 }) }),
  fc.record({ t: fc.constant('refund' as const), pick: fc.nat(), frac: fc.double({ min: 0.01, max: 1, noNaN: true }) }),
  fc.record({ t: fc.constant('settle' as const), days: fc.integer({ min: 0, max: 12 }) }),
  fc.record({ t: fc.constant('afterSale' as const), pick: fc.nat() }),
  fc.record({ t: fc.constant('deduct' as const), recharge: fc.integer({ min: 0, max: 50_000 }), amount: fc.integer({ min: 1, max: 60_000 }) }),
  fc.record({ t: fc.constant('replay' as const), pick: fc.nat() }),
  fc.record({ t: fc.constant('withdraw' as const), amount: fc.integer({ min: 1, max: 150_000 }), outcome: fc.constantFrom('paid' as const, 'failed' as const, 'open' as const) }),
);

interface ModelOrder {
  id: number;
  paid: number;
  refunded: number;
  completedAt: number;
  settled: boolean;
  afterSale: boolean;
}

describe.each(DIALECTS)('reconcile invariants under random sequences (%s)', (dialect) => {
  let h: Awaited<ReturnType<typeof openScratchDb>>;
  let seq = 0;
  beforeAll(async () => {
    h = await openScratchDb(dialect);
    await seedIfNew(h, { demo: true, areas: BASE_AREAS });
  }, 60_000);
  afterAll(async () => h?.drop());

  async function newCompany(): Promise<number> {
    const now = Date.now();
    const c = await h.db
      .insertInto('company')
      .values({ name: `性质测试公司${++seq}`, shop_name: `性质测试店${seq}`, company_type: 1, show_luyan_menu: 0, ready_status: 1, review_status: 1, draft_status: 0, review_reason: null, submitted_at: now, reviewed_at: now, in_erp_whitelist: 0, in_inventory_whitelist: 0, in_job_whitelist: 0, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return c.id;
  }

  it('every reconcile invariant holds after each step, and balances follow the rules', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 18 }), async (ops) => {
        const cid = await newCompany();
        let t = Date.UTC(2026, 0, 5) + seq * 400 * DAY;
        const m = { pending: 0, available: 0, owed: 0, deposit: 0, withdrawing: 0 };
        const orders: ModelOrder[] = [];
        const done: Array<() => Promise<{ posted: boolean }>> = [];
        let n = 0;
        for (const o of ops) {
          n++;
          t += 3_600_000;
          if (o.t === 'order') {
            const row = await placeOrder(h.db, cid, { status: OrderStatus.COMPLETED, createdAt: t - 200_000, price: o.price });
            orders.push({ id: row.id, paid: o.price, refunded: 0, completedAt: row.completed_at!, settled: false, afterSale: false });
            m.pending += o.price;
          } else if (o.t === 'refund' && orders.length) {
            const x = orders[o.pick % orders.length]!;
            const left = x.paid - x.refunded;
            if (left === 0) continue;
            const amount = Math.max(1, Math.floor(left * o.frac));
            const refund = { companyId: cid, orderId: x.id, key: `p:${cid}:${n}`, amount, at: t };
            await h.db.transaction().execute((trx) => postRefund(trx, refund));
            done.push(() => postRefund(h.db, refund));
            x.refunded += amount;
            if (!x.settled) m.pending -= amount;
            else {
              const fromAvail = Math.min(amount, m.available);
              m.available -= fromAvail;
              m.owed -= amount - fromAvail;
            }
          } else if (o.t === 'settle') {
            t += o.days * DAY;
            await settleDue(h.db, { until: t, at: t, companyId: cid });
            for (const x of orders) {
              if (x.settled || x.afterSale || x.completedAt > t - SETTLE_DAYS * DAY) continue;
              x.settled = true;
              const base = x.paid - x.refunded;
              const net = base - Math.round((base * DEFAULT_RATE_BP) / 10000);
              m.pending -= base;
              const payOwed = Math.min(-m.owed, net);
              m.owed += payOwed;
              m.available += net - payOwed;
            }
          } else if (o.t === 'afterSale' && orders.length) {
            const x = orders[o.pick % orders.length]!;
            if (x.settled) continue;
            x.afterSale = !x.afterSale;
            await h.db.updateTable('orders').set({ after_sale_status: x.afterSale ? 1 : 2 }).where('id', '=', x.id).execute();
          } else if (o.t === 'deduct') {
            if (o.recharge > 0) {
              const recharge = { companyId: cid, kind: 'deposit.recharge' as const, key: `p:${cid}:${n}:r`, at: t, entries: [{ account: 'bank_in' as const, amount: -o.recharge }, { account: 'deposit' as const, amount: o.recharge }] };
              await postTransaction(h.db, recharge);
              done.push(() => postTransaction(h.db, recharge));
              m.deposit += o.recharge;
            }
            const r = postTransaction(h.db, { companyId: cid, kind: 'deposit.deduct', key: `p:${cid}:${n}:d`, at: t, refType: 'penalty', entries: [{ account: 'deposit', amount: -o.amount }, { account: 'penalty', amount: o.amount }] });
            if (o.amount > m.deposit) await expect(r).rejects.toBeInstanceOf(BizError);
            else {
              await r;
              m.deposit -= o.amount;
            }
          } else if (o.t === 'replay' && done.length) {
            // Replaying any earlier event posts nothing.
            expect((await done[o.pick % done.length]!()).posted).toBe(false);
          } else if (o.t === 'withdraw') {
            const create = h.db.transaction().execute((trx) =>
              postTransaction(trx, { companyId: cid, kind: 'withdraw.create', key: `withdraw:p${cid}-${n}:create`, at: t, entries: [{ account: 'available', amount: -o.amount }, { account: 'withdrawing', amount: o.amount }] }),
            );
            if (o.amount > m.available) {
              await expect(create).rejects.toBeInstanceOf(BizError);
            } else {
              await create;
              m.available -= o.amount;
              m.withdrawing += o.amount;
              if (o.outcome === 'paid') {
                await postTransaction(h.db, { companyId: cid, kind: 'withdraw.paid', key: `withdraw:p${cid}-${n}:paid`, at: t, entries: [{ account: 'withdrawing', amount: -o.amount }, { account: 'bank_out', amount: o.amount }] });
                m.withdrawing -= o.amount;
              } else if (o.outcome === 'failed') {
                await postTransaction(h.db, { companyId: cid, kind: 'withdraw.failed', key: `withdraw:p${cid}-${n}:failed`, at: t, entries: [{ account: 'withdrawing', amount: -o.amount }, { account: 'available', amount: o.amount }] });
                m.withdrawing -= o.amount;
                m.available += o.amount;
              }
            }
          }
          const rec = await reconcile(h.db);
          expect(rec.discrepancies).toEqual([]);
          const b = await balancesOf(h.db, cid);
          expect({ pending: b.pending, available: b.available, owed: b.owed, deposit: b.deposit, withdrawing: b.withdrawing }).toEqual(m);
          expect(b.available).toBeGreaterThanOrEqual(0);
          expect(b.owed).toBeLessThanOrEqual(0);
        }
      }),
      { numRuns: dialect === 'sqlite' ? 100 : 25, seed: 20261124, endOnFailure: true },
    );
  }, 300_000);
});
