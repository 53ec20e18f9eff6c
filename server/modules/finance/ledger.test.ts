import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_AREAS, seedIfNew } from '../../db/seed.ts';
import { BizError } from '../../lib/errors.ts';
import { placeOrder } from '../order/testing.ts';
import { OrderStatus } from '../order/constants.ts';
import { balancesOf, deductDeposit, deductMarketing, LedgerError, postRefund, postTransaction, reconcile, settleDue, settleOrder, SETTLE_DAYS } from './index.ts';
import { openScratchDb } from './ledger.testing.ts';

const DIALECTS = process.env.TEST_DATABASE_URL ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const);
const DAY = 86_400_000;

describe.each(DIALECTS)('ledger (%s)', (dialect) => {
  let h: Awaited<ReturnType<typeof openScratchDb>>;
  let companyId: number;
  beforeAll(async () => {
    h = await openScratchDb(dialect);
    await seedIfNew(h, { demo: true, areas: BASE_AREAS });
    companyId = (await h.db.selectFrom('company').select('id').where('review_status', '=', 1).orderBy('id').executeTakeFirstOrThrow()).id;
  }, 60_000);
  afterAll(async () => h?.drop());

  const entriesOf = (txId: number) => h.db.selectFrom('fin_entry').selectAll().where('tx_id', '=', txId).orderBy('id').execute();

  it('posts a balanced transaction: entries sum to zero, running balances and balance_after move in the same transaction', async () => {
    const at = Date.UTC(2026, 10, 1, 4);
    const r = await h.db.transaction().execute((trx) =>
      postTransaction(trx, {
        companyId,
        kind: 'deposit.recharge',
        key: 't1:deposit',
        at,
        entries: [
          { account: 'bank_in', amount: -50_000 },
          { account: 'deposit', amount: 50_000 },
        ],
      }),
    );
    expect(r.posted).toBe(true);
    expect(r.balances.deposit).toBe(50_000);
    const es = await entriesOf(r.txId);
    expect(es).toHaveLength(2);
    expect(es.reduce((s, e) => s + Number(e.amount), 0)).toBe(0);
    expect(es.find((e) => e.account_code === 'deposit')!.balance_after).toBe(50_000);
    const acc = await h.db.selectFrom('fin_account').selectAll().where('company_id', '=', companyId).where('code', '=', 'deposit').executeTakeFirstOrThrow();
    expect([Number(acc.balance), Number(acc.credits), Number(acc.debits)]).toEqual([50_000, 50_000, 0]);
  });

  it('refuses unbalanced, fractional and single-sided postings and writes nothing', async () => {
    const before = await h.db.selectFrom('fin_tx').select((eb) => eb.fn.countAll<number>().as('c')).executeTakeFirstOrThrow();
    const bad = [
      [{ account: 'bank_in', amount: -100 }, { account: 'deposit', amount: 99 }],
      [{ account: 'bank_in', amount: -1.5 }, { account: 'deposit', amount: 1.5 }],
      [{ account: 'deposit', amount: 0 }, { account: 'bank_in', amount: 0 }],
      [{ account: 'deposit', amount: 100 }, { account: 'deposit', amount: -100 }],
    ] as const;
    for (const entries of bad) {
      await expect(postTransaction(h.db, { companyId, kind: 'deposit.recharge', key: `bad:${Math.random()}`, at: Date.now(), entries: entries as any })).rejects.toBeInstanceOf(LedgerError);
    }
    const after = await h.db.selectFrom('fin_tx').select((eb) => eb.fn.countAll<number>().as('c')).executeTakeFirstOrThrow();
    expect(Number(after.c)).toBe(Number(before.c));
  });

  it('replaying an event posts nothing', async () => {
    const tx = {
      companyId,
      kind: 'marketing.recharge' as const,
      key: 't:replay',
      at: Date.now(),
      entries: [
        { account: 'bank_in' as const, amount: -2_000 },
        { account: 'marketing' as const, amount: 2_000 },
      ],
    };
    const a = await postTransaction(h.db, tx);
    const b = await postTransaction(h.db, tx);
    const c = await h.db.transaction().execute((trx) => postTransaction(trx, tx));
    expect(a.posted).toBe(true);
    expect([b.posted, c.posted]).toEqual([false, false]);
    expect([b.txId, c.txId]).toEqual([a.txId, a.txId]);
    expect((await balancesOf(h.db, companyId)).marketing).toBe(2_000);
    await expect(postTransaction(h.db, { ...tx, kind: 'deposit.recharge', entries: [{ account: 'bank_in', amount: -1 }, { account: 'deposit', amount: 1 }] })).rejects.toBeInstanceOf(LedgerError);
    const other = [{ account: 'bank_in' as const, amount: -2_500 }, { account: 'marketing' as const, amount: 2_500 }];
    await expect(postTransaction(h.db, { ...tx, entries: other })).rejects.toThrow('重放的金额 2500 分与之不符');
    expect((await balancesOf(h.db, companyId)).marketing).toBe(2_000);
  });

  it('refuses an overdraft at posting time with the figures, and the whole database transaction rolls back', async () => {
    const err = await h.db
      .transaction()
      .execute(async (trx) => {
        await postTransaction(trx, { companyId, kind: 'marketing.recharge', key: 't:od:1', at: Date.now(), entries: [{ account: 'bank_in', amount: -500 }, { account: 'marketing', amount: 500 }] });
        await postTransaction(trx, { companyId, kind: 'marketing.deduct', key: 't:od:2', at: Date.now(), entries: [{ account: 'marketing', amount: -10_000 }, { account: 'marketing_cost', amount: 10_000 }] });
      })
      .catch((e) => e);
    expect(err).toBeInstanceOf(BizError);
    expect(err.message).toBe('营销账户余额不足：当前 ¥25.00，需 ¥100.00');
    expect(await h.db.selectFrom('fin_tx').select('id').where('biz_key', 'in', ['t:od:1', 't:od:2']).execute()).toEqual([]);
    expect((await balancesOf(h.db, companyId)).marketing).toBe(2_000);
  });

  it('20 parallel withdrawal-shaped postings never overdraw (each in its own database transaction)', async () => {
    await postTransaction(h.db, { companyId, kind: 'adjust', key: 't:par:fund', at: Date.now(), entries: [{ account: 'bank_in', amount: -10_000 }, { account: 'available', amount: 10_000 }] });
    const start = (await balancesOf(h.db, companyId)).available!;
    const amount = Math.floor(start / 3) + 1; // at most 2 fit
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        h.db.transaction().execute((trx) =>
          postTransaction(trx, { companyId, kind: 'withdraw.create', key: `t:par:${i}`, at: Date.now(), entries: [{ account: 'available', amount: -amount }, { account: 'withdrawing', amount }] }),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
    for (const r of results) if (r.status === 'rejected') expect((r.reason as Error).message).toMatch(/^可提现余额不足：当前 ¥[\d,.]+，需 ¥[\d,.]+$/);
    const b = await balancesOf(h.db, companyId);
    expect(b.available).toBe(start - 2 * amount);
    // Give it back so that the later tests start from the same balances.
    await postTransaction(h.db, { companyId, kind: 'adjust', key: 't:par:back', at: Date.now(), entries: [{ account: 'withdrawing', amount: -2 * amount }, { account: 'available', amount: 2 * amount - start }, { account: 'bank_in', amount: start }] });
    expect((await reconcile(h.db)).discrepancies).toEqual([]);
  });

  it('an order: paid → pending, refund before settlement from pending, settled T+7 with commission, refund after settlement becomes owed and is taken from the next settlement', async () => {
    const now = Date.now();
    const created = now - 20 * DAY;
    const o1 = await placeOrder(h.db, companyId, { status: OrderStatus.COMPLETED, createdAt: created, price: 10_000 });
    const o2 = await placeOrder(h.db, companyId, { status: OrderStatus.COMPLETED, createdAt: created + 1000, price: 6_000 });
    const open = await placeOrder(h.db, companyId, { status: OrderStatus.COMPLETED, createdAt: created + 2000, price: 3_000, afterSale: true });
    const fresh = await placeOrder(h.db, companyId, { status: OrderStatus.COMPLETED, createdAt: now - 3 * DAY, price: 4_000 });
    let b = await balancesOf(h.db, companyId);
    expect(b.pending).toBe(23_000);
    await h.db.transaction().execute((trx) => postRefund(trx, { companyId, orderId: o1.id, key: `case:${o1.id}:1`, amount: 1_000, at: now - 15 * DAY }));
    await expect(postRefund(h.db, { companyId, orderId: o1.id, key: `case:${o1.id}:2`, amount: 9_001, at: now })).rejects.toThrow('退款金额超过可退金额：实付 ¥100.00，已退 ¥10.00，本次 ¥90.01');
    b = await balancesOf(h.db, companyId);
    expect(b.pending).toBe(22_000);

    // The fresh order and the one with an open case are not due; the two others settle once however often it runs.
    expect(await settleDue(h.db, { until: now, at: now })).toBe(2);
    expect(await settleDue(h.db, { until: now, at: now })).toBe(0);
    expect(await settleOrder(h.db, o1.id, now)).toBe(false);
    b = await balancesOf(h.db, companyId);
    // Default rate 3 %: o1 base 9,000 → 270; o2 6,000 → 180.
    expect(b.available).toBe(9_000 - 270 + 6_000 - 180);
    expect(b.pending).toBe(3_000 + 4_000);
    const fo = await h.db.selectFrom('fin_order').selectAll().where('order_id', '=', o1.id).executeTakeFirstOrThrow();
    expect([fo.state, fo.commission, fo.settled_amount]).toEqual([1, 270, 8_730]);

    // Refund after settlement larger than available: the rest is owed.
    await postRefund(h.db, { companyId, orderId: o1.id, key: `case:${o1.id}:3`, amount: 9_000, at: now });
    // A replay of the refund posts nothing; the same key with another amount is a bug, refused.
    expect((await postRefund(h.db, { companyId, orderId: o1.id, key: `case:${o1.id}:3`, amount: 9_000, at: now })).posted).toBe(false);
    await expect(postRefund(h.db, { companyId, orderId: o1.id, key: `case:${o1.id}:3`, amount: 8_000, at: now })).rejects.toBeInstanceOf(LedgerError);
    // Withdraw-like drain first so that owed appears: move available out.
    b = await balancesOf(h.db, companyId);
    expect(b.available).toBe(14_550 - 9_000);
    await postTransaction(h.db, { companyId, kind: 'withdraw.create', key: 't:w1', at: now, entries: [{ account: 'available', amount: -b.available }, { account: 'withdrawing', amount: b.available }] });
    await postRefund(h.db, { companyId, orderId: o2.id, key: `case:${o2.id}:1`, amount: 2_000, at: now });
    b = await balancesOf(h.db, companyId);
    expect([b.available, b.owed]).toEqual([0, -2_000]);
    // The next settlement first pays what is owed.
    await h.db.updateTable('orders').set({ completed_at: now - (SETTLE_DAYS + 1) * DAY }).where('id', '=', fresh.id).execute();
    expect(await settleDue(h.db, { until: now, at: now })).toBe(1);
    b = await balancesOf(h.db, companyId);
    expect([b.owed, b.available]).toEqual([0, 4_000 - 120 - 2_000]);
    const rec = await reconcile(h.db);
    expect(rec.discrepancies).toEqual([]);
    expect(open.after_sale_status).toBe(1);
    // Picked by a batch before its case opened: settleOrder itself leaves it unsettled, nothing posted.
    expect(await settleOrder(h.db, open.id, now)).toBe(false);
    expect((await h.db.selectFrom('fin_order').select('state').where('order_id', '=', open.id).executeTakeFirstOrThrow()).state).toBe(0);
    expect(await h.db.selectFrom('fin_tx').select('id').where('biz_key', '=', `order:${open.id}:settle`).execute()).toEqual([]);
  });

  it.runIf(dialect === 'postgres')('two deposit deductions at once: the second waits for the first and takes what is left', async () => {
    await postTransaction(h.db, { companyId, kind: 'deposit.recharge', key: 't:dd:fund', at: Date.now(), entries: [{ account: 'bank_in', amount: -5_000 }, { account: 'deposit', amount: 5_000 }] });
    const all = (await balancesOf(h.db, companyId)).deposit!;
    // The first one pauses after reading the balance, long enough for the second to read it too if unlocked.
    const ids = new Set<string>();
    const slow = (trx: typeof h.db) =>
      trx.withPlugin({
        transformQuery(a) {
          const n: any = a.node;
          if (n.kind === 'SelectQueryNode' && JSON.stringify(n.from).includes('"fin_account"')) ids.add(a.queryId.queryId);
          return a.node;
        },
        async transformResult(a) {
          if (ids.has(a.queryId.queryId)) await new Promise((r) => setTimeout(r, 300));
          return a.result;
        },
      });
    const first = h.db.transaction().execute((trx) => deductDeposit(slow(trx), { companyId, amount: all, reason: '违规扣款一', key: 't:dd:1', at: Date.now() }));
    await new Promise((r) => setTimeout(r, 100));
    const second = h.db.transaction().execute((trx) => deductDeposit(trx, { companyId, amount: all, reason: '违规扣款二', key: 't:dd:2', at: Date.now() }));
    const [a, b] = await Promise.all([first, second]);
    expect([a.deducted, b.deducted, b.shortfall]).toEqual([all, 0, all]);
    expect((await balancesOf(h.db, companyId)).deposit).toBe(0);
    expect((await reconcile(h.db)).discrepancies).toEqual([]);
  });

  it('two settlement runs at once (server timer and the settle command) settle each order once, without error', async () => {
    const now = Date.now();
    for (let i = 0; i < 30; i++) await placeOrder(h.db, companyId, { status: OrderStatus.COMPLETED, createdAt: now - 30 * DAY + i * 1000, price: 1000 + i });
    const [a, b] = await Promise.all([settleDue(h.db, { until: now, at: now, batch: 7 }), settleDue(h.db, { until: now, at: now, batch: 5 })]);
    expect(a + b).toBe(30);
    const twice = await h.db.selectFrom('fin_tx').select(['order_id', (eb) => eb.fn.countAll<number>().as('n')]).where('kind', '=', 'order.settle').groupBy('order_id').having((eb) => eb.fn.countAll(), '>', 1).execute();
    expect(twice).toEqual([]);
    expect((await reconcile(h.db)).discrepancies).toEqual([]);
  });

  it("an order's coupon cost share on the marketing account names the order but is not part of its settlement net", async () => {
    const now = Date.now();
    const o = await placeOrder(h.db, companyId, { status: OrderStatus.COMPLETED, createdAt: now - 20 * DAY, price: 5_000 });
    await h.db.transaction().execute(async (trx) => {
      await postTransaction(trx, { companyId, kind: 'marketing.recharge', key: `t:mk:${o.id}`, at: now - 20 * DAY, entries: [{ account: 'bank_in', amount: -3_000 }, { account: 'marketing', amount: 3_000 }] });
      await deductMarketing(trx, { companyId, amount: 1_200, reason: '优惠券店铺承担部分', key: `coupon:t:order:${o.id}`, at: now - 20 * DAY, orderId: o.id });
    });
    expect(await settleDue(h.db, { until: now, at: now })).toBeGreaterThanOrEqual(1);
    expect((await h.db.selectFrom('fin_order').select('state').where('order_id', '=', o.id).executeTakeFirstOrThrow()).state).toBe(1);
    expect((await h.db.selectFrom('fin_entry').select('order_id').where('account_code', '=', 'marketing').where('order_id', '=', o.id).execute()).length).toBe(1);
    expect((await reconcile(h.db)).discrepancies).toEqual([]);
  });

  it('reconcile lists a tampered balance, an unbalanced transaction and a wrong order net', async () => {
    const acc = await h.db.selectFrom('fin_account').select(['id', 'balance']).where('company_id', '=', companyId).where('code', '=', 'pending').executeTakeFirstOrThrow();
    await h.db.updateTable('fin_account').set({ balance: Number(acc.balance) + 1 }).where('id', '=', acc.id).execute();
    const e = await h.db.selectFrom('fin_entry').select(['id', 'amount', 'order_id']).where('kind', '=', 'settle').where('account_code', '=', 'available').orderBy('id').limit(1).executeTakeFirstOrThrow();
    await h.db.updateTable('fin_entry').set({ amount: Number(e.amount) - 5 }).where('id', '=', e.id).execute();
    const { discrepancies } = await reconcile(h.db);
    const checks = discrepancies.map((d) => d.check);
    expect(checks).toContain('tx_balanced');
    expect(checks).toContain('account_total');
    expect(checks).toContain('order_net');
    // Put it back: the other tests of this file share the database.
    await h.db.updateTable('fin_entry').set({ amount: Number(e.amount) }).where('id', '=', e.id).execute();
    await h.db.updateTable('fin_account').set({ balance: Number(acc.balance) }).where('id', '=', acc.id).execute();
    expect((await reconcile(h.db)).discrepancies).toEqual([]);
  });
});
