import { areaJob } from '../../platform/area.ts';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { BizError, Code, fail } from '../../lib/errors.ts';
import { DAY_MS, DEFAULT_RATE_BP, SETTLE_DAYS, yuan, type CauseType } from './accounts-chart.ts';

import { LedgerError, lockBalance, postTransaction, type EntrySpec, type PostResult } from './ledger.ts';

/**
 * A concurrent request changed the same order first: the caller's transaction must roll back (a client sees the
 * Chinese message and may retry; a retried refund with the same key then posts nothing).
 */
export class RaceError extends BizError {
  constructor(message: string) {
    super(Code.ERROR, message);
    this.name = 'RaceError';
  }
}

/**
 * The order's commission rate: each line's level-1 category rate (fin_category_rate, else DEFAULT_RATE_BP),
 * weighted by line amount. Lines without goods (generated stand-ins) take the default.
 */
export async function orderRateBp(db: Db, orderId: number): Promise<number> {
  const lines = await db
    .selectFrom('order_line as l')
    .leftJoin('goods as g', 'g.id', 'l.goods_id')
    .leftJoin('category as c', 'c.id', 'g.category_id')
    .leftJoin('category as p', 'p.id', 'c.parent_id')
    .select([
      'l.line_amount',
      sql<number | null>`case when c.level = 1 then c.id when c.level = 2 then c.parent_id else p.parent_id end`.as('top'),
    ])
    .where('l.order_id', '=', orderId)
    .execute();
  const tops = [...new Set(lines.map((l) => l.top).filter((t): t is number => t !== null))];
  const rates = tops.length ? await db.selectFrom('fin_category_rate').select(['category_id', 'rate_bp']).where('category_id', 'in', tops).execute() : [];
  const byTop = new Map(rates.map((r) => [r.category_id, r.rate_bp]));
  let total = 0;
  let weighted = 0;
  for (const l of lines) {
    const rate = l.top !== null ? (byTop.get(Number(l.top)) ?? DEFAULT_RATE_BP) : DEFAULT_RATE_BP;
    total += Number(l.line_amount);
    weighted += Number(l.line_amount) * rate;
  }
  return total > 0 ? Math.round(weighted / total) : DEFAULT_RATE_BP;
}

export interface PaidOrder {
  id: number;
  company_id: number;
  order_no: string;
  paid_amount: number;
}

/**
 * Order paid → pending: records the ledger's view of the order and posts `order.paid`, in the caller's transaction.
 * `subsidy` is the part of the order's discount the platform funds (0 when the shop funds it all).
 */
export async function recordOrderPaid(
  db: Db,
  o: PaidOrder,
  at: number,
  opts: { subsidy?: number; subsidyActivityId?: number | null; subsidyActivity?: string | null; rateBp?: number } = {},
): Promise<PostResult | null> {
  if (o.paid_amount <= 0) return null; // a free order moves no money
  if (!db.isTransaction) return db.transaction().execute((trx) => recordOrderPaid(trx, o, at, opts));
  const subsidy = opts.subsidy ?? 0;
  if (!Number.isSafeInteger(subsidy) || subsidy < 0) throw fail('平台补贴金额应为非负整数（分）');
  const rateBp = opts.rateBp ?? (await orderRateBp(db, o.id));
  const r = await postTransaction(db, {
    companyId: o.company_id,
    kind: 'order.paid',
    key: `order:${o.id}:paid`,
    at,
    orderId: o.id,
    refType: 'order',
    refId: o.id,
    refNo: o.order_no,
    memo: `订单 ${o.order_no} 买家付款`,
    entries: [
      { account: 'buyer_funds', amount: -o.paid_amount },
      { account: 'pending', amount: o.paid_amount },
    ],
    daily: { paid: o.paid_amount },
  });
  if (r.posted) {
    await db
      .insertInto('fin_order')
      .values({
        order_id: o.id,
        company_id: o.company_id,
        order_no: o.order_no,
        paid_amount: o.paid_amount,
        rate_bp: rateBp,
        subsidy,
        has_subsidy: subsidy > 0 ? 1 : 0,
        subsidy_activity_id: subsidy > 0 ? (opts.subsidyActivityId ?? null) : null,
        subsidy_activity: subsidy > 0 ? (opts.subsidyActivity ?? '平台补贴') : null,
        refunded_before: 0,
        refunded_after: 0,
        commission: 0,
        subsidy_settled: 0,
        settled_amount: 0,
        state: 0,
        paid_at: at,
        settled_at: null,
      })
      .execute();
  }
  return r;
}

/**
 * A refund to the buyer of part or all of a paid order, keyed by `key` (e.g. `aftersale:{caseId}`): before
 * settlement it takes from pending; after settlement from available, and what available cannot cover becomes owed
 * (taken from the next settlement). Runs in the caller's transaction; a replayed key posts nothing.
 */
export async function postRefund(
  db: Db,
  r: { companyId: number; orderId: number; key: string; amount: number; at: number; refType?: CauseType; refId?: number; refNo?: string; memo?: string },
): Promise<PostResult> {
  if (!Number.isSafeInteger(r.amount) || r.amount <= 0) throw fail('退款金额应为正整数（分）');
  if (!db.isTransaction) return db.transaction().execute((trx) => postRefund(trx, r));
  const bizKey = `refund:${r.key}`;
  const prev = await db.selectFrom('fin_tx').select(['id', 'amount']).where('biz_key', '=', bizKey).executeTakeFirst();
  if (prev) {
    if (Number(prev.amount) !== r.amount) throw new LedgerError(`退款 ${bizKey} 已记账 ${Number(prev.amount)} 分，重放的金额 ${r.amount} 分与之不符`);
    return { posted: false, txId: Number(prev.id), balances: {} };
  }
  // Guarded update: two refunds together can never exceed what was paid.
  const fo = await db
    .selectFrom('fin_order')
    .select(['state', 'paid_amount', 'refunded_before', 'refunded_after', 'order_no'])
    .where('order_id', '=', r.orderId)
    .where('company_id', '=', r.companyId)
    .executeTakeFirst();
  if (!fo) throw fail('订单未付款，不能退款');
  const settled = fo.state === 1;
  const upd = await db
    .updateTable('fin_order')
    .set(settled ? { refunded_after: sql`refunded_after + ${r.amount}` } : { refunded_before: sql`refunded_before + ${r.amount}` })
    .where('order_id', '=', r.orderId)
    .where('state', '=', fo.state)
    .where(sql<boolean>`paid_amount - refunded_before - refunded_after >= ${r.amount}`)
    .executeTakeFirst();
  if (Number(upd.numUpdatedRows) !== 1) {
    const cur = await db.selectFrom('fin_order').select(['state', 'refunded_before', 'refunded_after']).where('order_id', '=', r.orderId).executeTakeFirstOrThrow();
    if (cur.state !== fo.state) throw new RaceError('订单正在结算，请稍后重试退款');
    const refunded = Number(cur.refunded_before) + Number(cur.refunded_after);
    throw fail(`退款金额超过可退金额：实付 ${yuan(fo.paid_amount)}，已退 ${yuan(refunded)}，本次 ${yuan(r.amount)}`);
  }
  const base = {
    companyId: r.companyId,
    key: bizKey,
    at: r.at,
    orderId: r.orderId,
    refType: r.refType ?? 'order',
    refId: r.refId ?? r.orderId,
    refNo: r.refNo ?? fo.order_no,
    memo: r.memo ?? `订单 ${fo.order_no} 退款`,
    amount: r.amount,
  };
  let res: PostResult;
  if (!settled) {
    res = await postTransaction(db, {
      ...base,
      kind: 'order.refund',
      entries: [
        { account: 'pending', amount: -r.amount },
        { account: 'buyer_funds', amount: r.amount },
      ],
      daily: { refunded: r.amount },
    });
  } else {
    // Locked until the transaction ends: a parallel posting cannot spend the balance this split counts on.
    const avail = await lockBalance(db, r.companyId, 'available');
    const fromAvail = Math.min(r.amount, Math.max(0, avail));
    res = await postTransaction(db, {
      ...base,
      kind: 'order.refund_settled',
      inStatement: true,
      entries: [
        { account: 'available', amount: -fromAvail },
        { account: 'owed', amount: -(r.amount - fromAvail) },
        { account: 'buyer_funds', amount: r.amount },
      ],
      daily: { refunded: r.amount, st_refunds: r.amount, st_settled: -r.amount },
    });
  }
  if (!res.posted) throw new RaceError(`退款 ${bizKey} 已由另一请求记账`);
  return res;
}

export interface SettleFigures {
  base: number;
  commission: number;
  subsidy: number;
  net: number;
}

/** Settlement figures of an order: base = P − Rb; C = round(base × rate); S = floor(subsidy × base / P). */
export function settleFigures(o: { paid_amount: number; refunded_before: number; rate_bp: number; subsidy: number }): SettleFigures {
  const base = o.paid_amount - o.refunded_before;
  const commission = Math.round((base * o.rate_bp) / 10000);
  const subsidy = o.paid_amount > 0 ? Math.floor((o.subsidy * base) / o.paid_amount) : 0;
  return { base, commission, subsidy, net: base - commission + subsidy };
}

/**
 * Settles one order (pending → available, minus commission, plus subsidy; first paying off what the shop owes), in
 * the caller's transaction. Returns false when it was settled already.
 */
export async function settleOrder(db: Db, orderId: number, at: number): Promise<boolean> {
  if (!db.isTransaction) return db.transaction().execute((trx) => settleOrder(trx, orderId, at));
  const fo = await db.selectFrom('fin_order').selectAll().where('order_id', '=', orderId).executeTakeFirst();
  if (!fo || fo.state !== 0) return false;
  const f = settleFigures(fo);
  const upd = await db
    .updateTable('fin_order')
    .set({ state: 1, commission: f.commission, subsidy_settled: f.subsidy, settled_amount: f.net, settled_at: at })
    .where('order_id', '=', orderId)
    .where('state', '=', 0)
    .where('refunded_before', '=', fo.refunded_before)
    // An after-sale case opened since the batch picked the order: it waits until the case is closed.
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('orders').select('orders.id').whereRef('orders.id', '=', 'fin_order.order_id').where('orders.after_sale_status', '=', 1))))
    .executeTakeFirst();
  if (Number(upd.numUpdatedRows) !== 1) {
    // Another process settled it first (two settlement runs at once), or a case is open now: nothing to do here.
    const now = await db.selectFrom('fin_order').select('state').where('order_id', '=', orderId).executeTakeFirst();
    if (now?.state === 1) return false;
    const o = await db.selectFrom('orders').select('after_sale_status').where('id', '=', orderId).executeTakeFirst();
    if (o?.after_sale_status === 1) return false;
    throw new RaceError(`订单 ${orderId} 结算时有退款同时发生，请重试`);
  }
  const owedRow = await db.selectFrom('fin_account').select('balance').where('company_id', '=', fo.company_id).where('code', '=', 'owed').executeTakeFirst();
  const owed = -Number(owedRow?.balance ?? 0);
  const payOwed = Math.min(owed, f.net);
  // One flow line each: the order's money into available, the commission out, the subsidy in, the repayment of owed.
  const entries: EntrySpec[] = [
    { account: 'pending', amount: -f.base, flow: 'settle' },
    { account: 'available', amount: f.base, flow: 'settle' },
    { account: 'available', amount: -f.commission, flow: 'commission' },
    { account: 'commission', amount: f.commission, flow: 'commission' },
    { account: 'available', amount: f.subsidy, flow: 'subsidy' },
    { account: 'subsidy', amount: -f.subsidy, flow: 'subsidy' },
    { account: 'available', amount: -payOwed, flow: 'settle' },
    { account: 'owed', amount: payOwed, flow: 'settle' },
  ];
  const daily = {
    commission: f.commission,
    st_income: fo.paid_amount,
    st_refunds: fo.refunded_before,
    st_commission: f.commission,
    st_subsidies: f.subsidy,
    st_settled: f.net,
    st_orders: 1,
  };
  if (f.base !== 0 || f.subsidy !== 0) {
    const r = await postTransaction(db, {
      companyId: fo.company_id,
      kind: 'order.settle',
      key: `order:${orderId}:settle`,
      at,
      orderId,
      refType: 'order',
      refId: orderId,
      refNo: fo.order_no,
      memo: `订单 ${fo.order_no} 结算（佣金 ${yuan(f.commission)}${f.subsidy ? `，补贴 ${yuan(f.subsidy)}` : ''}${payOwed ? `，抵扣欠款 ${yuan(payOwed)}` : ''}）`,
      amount: f.net,
      inStatement: true,
      entries,
      daily,
    });
    if (!r.posted) throw new RaceError(`订单 ${orderId} 已由另一进程结算`);
  }
  // Fully refunded before settlement without subsidy: nothing moves and no statement lists it.
  return true;
}

/**
 * Orders due for settlement at `until`: completed at least SETTLE_DAYS before, no after-sale case open, not settled.
 */
export async function dueOrders(db: Db, until: number, limit: number, companyId?: number): Promise<number[]> {
  let q = db
    .selectFrom('fin_order as f')
    .innerJoin('orders as o', 'o.id', 'f.order_id')
    .select('f.order_id')
    .where('f.state', '=', 0)
    .where('o.status', '=', 4)
    .where('o.completed_at', '<=', until - SETTLE_DAYS * DAY_MS)
    .where('o.after_sale_status', '!=', 1)
    .orderBy('f.order_id')
    .limit(limit);
  if (companyId !== undefined) q = q.where('f.company_id', '=', companyId);
  return (await q.execute()).map((r) => Number(r.order_id));
}

/**
 * Settles every order due at `until`, `batch` orders per database transaction (each transaction whole or nothing,
 * so a killed process leaves no half settlement and a rerun settles what is left exactly once). `at` is the
 * settlement time written to the ledger (the clock's now).
 */
export async function settleDue(db: Db, opts: { until: number; at: number; batch?: number; companyId?: number; onBatch?: (n: number) => void }): Promise<number> {
  const batch = opts.batch ?? 200;
  let total = 0;
  for (;;) {
    const ids = await dueOrders(db, opts.until, batch, opts.companyId);
    if (!ids.length) return total;
    let n = 0;
    const batchRun = async (trx: Db) => {
      for (const id of ids) if (await settleOrder(trx, id, opts.at)) n++;
    };
    // Inside a caller's transaction (the demo seed) the batches join it; otherwise each batch commits on its own.
    await (db.isTransaction ? batchRun(db) : db.transaction().execute(batchRun));
    total += n;
    opts.onBatch?.(total);
    if (n === 0) return total;
  }
}

/** The settlement timer inside the server: every minute, settle what is due on the platform clock. */
export const settleJob = areaJob(
  'finance.settle',
  async ({ db, now }) => {
    const n = await settleDue(db, { until: now, at: now });
    return n ? `结算 ${n} 个订单` : undefined;
  },
  { everyMs: 60_000 },
);
