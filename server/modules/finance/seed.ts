import type { Db, Dialect } from '../../db/index.ts';
import { confirmOrder, shipOrder } from '../order/index.ts';
import { SEED_ACCOUNTS } from '../account/index.ts';
import { AfterSale, OrderStatus } from '../order/index.ts';
import { rng } from '../order/index.ts';
import { simulateOrders } from '../order/index.ts';
import { DAY_MS, DEFAULT_RATE_BP, SETTLE_DAYS, dayStart } from './accounts-chart.ts';
import { postRefund, settleDue } from './settlement.ts';
import { seedFinanceOps } from './withdraw-seed.ts';

/** Commission rates of the level-1 categories (basis points); categories not listed pay DEFAULT_RATE_BP. */
export const CATEGORY_RATES: Record<string, number> = {
  食品饮料: 200,
  服饰箱包: 500,
  数码电子: 150,
  文具图书: 100,
  美妆个护: 400,
  虚拟服务: 60,
};

/** The platform's commission rate table (idempotent). */
export async function seedCategoryRates(db: Db): Promise<void> {
  const cats = await db.selectFrom('category').select(['id', 'name']).where('level', '=', 1).execute();
  for (const c of cats) {
    const rate = CATEGORY_RATES[c.name];
    if (rate === undefined) continue;
    await db.insertInto('fin_category_rate').values({ category_id: c.id, rate_bp: rate }).onConflict((oc) => oc.column('category_id').doNothing()).execute();
  }
}

/** Settlement runs once a day at 03:00 China time: the first run at or after `t`. */
function nextRun(t: number): number {
  const run = dayStart(t) + 3 * 3_600_000;
  return run >= t ? run : run + DAY_MS;
}

/** What the one demo-seed entry point hands to each area (db: the seed's transaction when it runs in one). */
export interface FinanceSeedContext {
  db: Db;
  dialect?: Dialect;
  /** The clock value every seeded time is relative to. */
  now: number;
  seed?: number;
}

/** The finance area's platform data, with or without the demo: the commission rate table. */
export async function seedReference(ctx: { db: Db }): Promise<string> {
  await seedCategoryRates(ctx.db);
  return `佣金费率：${Object.keys(CATEGORY_RATES).length} 个一级类目（其余按 ${DEFAULT_RATE_BP / 100}%）`;
}

/** The finance area's demo seed, for the seed entry point: a Chinese summary of what it wrote. */
export async function seedDemo(ctx: FinanceSeedContext): Promise<string> {
  const r = await seedFinanceHistory(ctx.db, ctx.now, { seed: ctx.seed });
  return `资金：${r.orders} 笔较早订单，结算 ${r.settled} 笔，退款 ${r.refunds} 笔`;
}

/**
 * The demo shop's 90 days of money, consistent with its orders: buyers order, pay (→ pending), confirm; a nightly
 * settlement moves what is due to available (commission per category, platform subsidies); some orders are refunded
 * in part before settlement, a few after it. The orders of days 90 to 30 before `now` are simulated here (the last
 * 30 days are the order area's); settlement and refunds then cover every completed order of the
 * shop. Deterministic for a given `now` and seed; every posting goes through the ledger, in time order. Never opens
 * a transaction of its own when called inside one.
 */
export async function seedFinanceHistory(
  db: Db,
  now: number,
  opts: { orders?: number; seed?: number } = {},
): Promise<{ orders: number; settled: number; refunds: number }> {
  await seedCategoryRates(db);
  const shop = await db
    .selectFrom('merchant_user as u')
    .innerJoin('company as c', 'c.id', 'u.company_id')
    .select('c.id')
    .where('u.phone', '=', SEED_ACCOUNTS.owner)
    .where('c.review_status', '=', 1)
    .executeTakeFirst();
  if (!shop) return { orders: 0, settled: 0, refunds: 0 };
  const companyId = shop.id;
  const seed = opts.seed ?? 90_2026;
  const older = await simulateOrders(db, companyId, opts.orders ?? 180, { days: 60, seed, now: now - 30 * DAY_MS });
  await finishOlderOrders(db, companyId, now - 30 * DAY_MS, now);
  const sim = older;
  const r = rng(seed + 1);

  // Refunds: about 6 % of completed orders in part before settlement, 2 % after it.
  const done = await db
    .selectFrom('orders')
    .select(['id', 'paid_amount', 'completed_at', 'after_sale_status'])
    .where('company_id', '=', companyId)
    .where('status', '=', OrderStatus.COMPLETED)
    .orderBy('id')
    .execute();
  type Ev = { at: number; kind: 'refund'; orderId: number; amount: number } | { at: number; kind: 'settle' };
  const events: Ev[] = [];
  for (const o of done) {
    if (o.after_sale_status === AfterSale.IN_PROGRESS || o.completed_at === null) continue;
    const x = r();
    const part = Math.max(100, Math.floor((o.paid_amount * (0.2 + r() * 0.5)) / 100) * 100);
    if (x < 0.06) {
      const at = o.completed_at + Math.floor((1 + r() * 4) * DAY_MS);
      if (at < now && part < o.paid_amount) events.push({ at, kind: 'refund', orderId: o.id, amount: part });
    } else if (x < 0.08) {
      const at = nextRun(o.completed_at + SETTLE_DAYS * DAY_MS) + Math.floor((0.5 + r() * 3) * DAY_MS);
      if (at < now && part < o.paid_amount) events.push({ at, kind: 'refund', orderId: o.id, amount: part });
    }
  }
  for (let run = nextRun(now - 90 * DAY_MS); run <= now; run += DAY_MS) events.push({ at: run, kind: 'settle' });
  events.sort((a, b) => a.at - b.at || (a.kind === 'settle' ? -1 : 1));
  let settled = 0;
  let refunds = 0;
  for (const ev of events) {
    if (ev.kind === 'settle') settled += await settleDue(db, { until: ev.at, at: ev.at, companyId });
    else {
      await postRefund(db, { companyId, orderId: ev.orderId, key: `demo:${ev.orderId}`, amount: ev.amount, at: ev.at, memo: '买家申请部分退款（售后）' });
      refunds++;
    }
  }
  // Money out and in after the history: accounts, deposit, marketing, withdrawals and invoices (withdraw-seed.ts).
  await seedFinanceOps(db, companyId, now);
  await restateRunningBalances(db, companyId);
  return { orders: sim.created, settled, refunds };
}

/**
 * The simulator pays orders in the order it draws them, not in time order, so the entries' balance_after would jump
 * about on the flow page, which lists by time. For the generated history only, each company account's balance_after
 * is restated in (occurred_at, id) order; the balances and every amount stay as posted (the last running total is
 * the account's balance).
 */
export async function restateRunningBalances(db: Db, companyId: number): Promise<void> {
  const accounts = await db.selectFrom('fin_account').select(['id', 'balance']).where('company_id', '=', companyId).execute();
  const restate = async (trx: Db) => {
    for (const a of accounts) {
      const rows = await trx.selectFrom('fin_entry').select(['id', 'amount', 'balance_after']).where('account_id', '=', a.id).orderBy('occurred_at').orderBy('id').execute();
      let run = 0;
      for (const e of rows) {
        run += Number(e.amount);
        if (Number(e.balance_after) !== run) await trx.updateTable('fin_entry').set({ balance_after: run }).where('id', '=', e.id).execute();
      }
      if (run !== Number(a.balance)) throw new Error(`账户 ${a.id} 分录合计 ${run} 与余额 ${a.balance} 不符`);
    }
  };
  await (db.isTransaction ? restate(db) : db.transaction().execute(restate));
}

/**
 * Orders the simulator left in progress at the end of the older window (paid but not shipped, shipped but not
 * confirmed) move on as buyers and the system would have moved them in the month since: shipped a day after
 * payment, confirmed three days later.
 */
async function finishOlderOrders(db: Db, companyId: number, windowEnd: number, now: number): Promise<void> {
  const stuck = await db
    .selectFrom('orders')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('created_at', '<', windowEnd)
    .where('status', 'in', [OrderStatus.TO_SHIP, OrderStatus.SHIPPED])
    .where('after_sale_status', '!=', AfterSale.IN_PROGRESS)
    .orderBy('id')
    .execute();
  for (let o of stuck) {
    const shipAt = Math.min(now, (o.paid_at ?? o.created_at) + DAY_MS);
    if (o.status === OrderStatus.TO_SHIP) o = await shipOrder(db, o, { type: 3, name: '系统（模拟发货）' }, 'ZTO', `SIM${String(o.id).padStart(10, '0')}`, shipAt);
    await confirmOrder(db, o, { type: 2, name: '买家' }, Math.min(now, (o.shipped_at ?? shipAt) + 3 * DAY_MS));
  }
}
