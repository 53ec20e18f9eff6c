import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_AREAS, seedIfNew } from '../../db/seed.ts';
import { clock } from '../../lib/clock.ts';
import { generateOrders } from '../order/generate.ts';
import { balancesOf, reconcile, statementPage } from './index.ts';
import { openScratchDb } from './ledger.testing.ts';
import { seedDemo, seedFinanceHistory } from './seed.ts';

const DIALECTS = process.env.TEST_DATABASE_URL ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const);

describe.each(DIALECTS)('demo money history and the bulk generator (%s)', (dialect) => {
  let h: Awaited<ReturnType<typeof openScratchDb>>;
  let companyId: number;
  beforeAll(async () => {
    h = await openScratchDb(dialect);
    await seedIfNew(h, { demo: true, areas: BASE_AREAS });
    companyId = (await h.db.selectFrom('merchant_user').select('company_id').where('phone', '=', '13800000001').executeTakeFirstOrThrow()).company_id;
  }, 60_000);
  afterAll(async () => h?.drop());

  it('seedDemo: 90 days of orders, settlements, refunds and subsidies that reconcile', async () => {
    const now = clock.now();
    const r = await seedFinanceHistory(h.db, now);
    // Orders older than the last month are all finished: none is left waiting for shipment or confirmation.
    const stuck = await h.db.selectFrom('orders').select('id').where('company_id', '=', companyId).where('created_at', '<', now - 31 * 86_400_000).where('status', 'in', [2, 3]).where('after_sale_status', '!=', 1).execute();
    expect(stuck).toEqual([]);
    expect(r.orders).toBeGreaterThan(150);
    expect(r.settled).toBeGreaterThan(100);
    expect(r.refunds).toBeGreaterThan(3);
    const b = await balancesOf(h.db, companyId);
    expect(b.pending).toBeGreaterThan(0);
    expect(b.available).toBeGreaterThan(0);
    const kinds = await h.db.selectFrom('fin_tx').select('kind').distinct().where('company_id', '=', companyId).execute();
    // The history's order events, then the money out and in seedFinanceOps adds (withdraw-seed.ts).
    expect(kinds.map((k) => k.kind).sort()).toEqual(
      ['order.paid', 'order.refund', 'order.refund_settled', 'order.settle', 'deposit.deduct', 'deposit.recharge', 'marketing.deduct', 'marketing.recharge', 'withdraw.create', 'withdraw.failed', 'withdraw.paid'].sort(),
    );
    // Platform subsidies come from the marketing area's pricing engine (platform activities and coupons), which this
    // finance-only seed has none of: the whole demo seed checks them (server/db/seed.test.ts).
    // Commission follows the category table: not every order pays the default 3 %.
    const rates = await h.db.selectFrom('fin_order').select('rate_bp').distinct().execute();
    expect(rates.length).toBeGreaterThan(1);
    const st = await statementPage(h.db, companyId, { period: 'day', pageSize: 100 }, now);
    expect(st.list.length).toBeGreaterThan(30);
    for (const s of st.list) expect(s.income - s.refunds - s.commission + s.subsidy - s.deductions).toBe(s.settled);
    expect((await reconcile(h.db)).discrepancies).toEqual([]);
    // The flow reads as a history: in time order each line's balance follows from the previous one, and the
    // limited accounts never dip below zero on the way.
    for (const code of ['pending', 'available', 'withdrawing', 'deposit', 'marketing']) {
      const rows = await h.db.selectFrom('fin_entry').select(['amount', 'balance_after']).where('company_id', '=', companyId).where('account_code', '=', code).orderBy('occurred_at').orderBy('id').execute();
      let run = 0;
      for (const e of rows) {
        run += Number(e.amount);
        expect(Number(e.balance_after)).toBe(run);
        expect(run, code).toBeGreaterThanOrEqual(0);
      }
    }
  }, 60_000);

  // Inside the seed entry point's transaction it opens none of its own but through simulateOrders, which joins the
  // caller's transaction on the branch that introduces that entry point.
  it('seedDemo(ctx) answers a summary and writes only the older window of orders', async () => {
    const other = await openScratchDb(dialect);
    try {
      await seedIfNew(other, { demo: true, areas: BASE_AREAS });
      const summary = await seedDemo({ db: other.db, now: clock.now(), seed: 3 });
      expect(summary).toMatch(/^资金：\d+ 笔较早订单，结算 \d+ 笔，退款 \d+ 笔$/);
      // Only the older window: no order of the last 30 days.
      const recent = await other.db.selectFrom('orders').select('id').where('created_at', '>', clock.now() - 30 * 86_400_000).execute();
      expect(recent).toEqual([]);
      expect((await reconcile(other.db)).discrepancies).toEqual([]);
    } finally {
      await other.drop();
    }
  }, 60_000);

  it('generateOrders posts every paid order (and the settled ones) in bulk; reconcile holds and postings continue after it', async () => {
    const before = await h.db.selectFrom('fin_entry').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    await generateOrders(h.db, h.dialect, companyId, 3000, { seed: 5 });
    const paid = await h.db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).where('company_id', '=', companyId).where('paid_at', 'is not', null).executeTakeFirstOrThrow();
    const fo = await h.db.selectFrom('fin_order').select((eb) => eb.fn.countAll<number>().as('n')).where('company_id', '=', companyId).executeTakeFirstOrThrow();
    expect(Number(fo.n)).toBe(Number(paid.n));
    const after = await h.db.selectFrom('fin_entry').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n) - Number(before.n)).toBeGreaterThan(3000 * 2);
    expect((await reconcile(h.db)).discrepancies).toEqual([]);
    // The ids continue where the bulk path left them (PostgreSQL sequences moved past the explicit ids).
    const { postTransaction } = await import('./index.ts');
    const r = await postTransaction(h.db, { companyId, kind: 'deposit.recharge', key: 'after-bulk', at: clock.now(), entries: [{ account: 'bank_in', amount: -100 }, { account: 'deposit', amount: 100 }] });
    expect(r.posted).toBe(true);
    expect((await reconcile(h.db)).discrepancies).toEqual([]);
  }, 120_000);
});
