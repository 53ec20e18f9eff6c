import { sql } from 'kysely';
import type { Db, Dialect } from '../../db/index.ts';
import { AfterSale, OrderStatus } from '../order/index.ts';
import { DAY_MS, DEFAULT_RATE_BP, PLATFORM, SETTLE_DAYS, dayStart, limitOf, type AccountCode, type FlowKind, type TxKind } from './accounts-chart.ts';
import type { DailyDelta } from './ledger.ts';

/**
 * The bulk path of the ledger for generated orders (benchmarks, big demos): the same transactions `recordOrderPaid`
 * and `settleOrder` post (paid → pending; settled T+7 with the category commission and the platform subsidy), written
 * as multi-row INSERTs with explicit ids, running balances kept in memory and written back once per batch, inside the
 * caller's transaction. Reconcile holds on the result exactly as on postings made one by one.
 */
export interface BulkOrder {
  id: number;
  order_no: string;
  status: number;
  after_sale_status: number;
  paid_amount: number;
  paid_at: number | null;
  completed_at: number | null;
  subsidy?: number;
  subsidyActivityId?: number | null;
  subsidyActivity?: string | null;
  lines: Array<{ goods_id: number | null; line_amount: number }>;
}

interface Ids {
  tx: number;
  entry: number;
}

export class BulkLedger {
  private constructor(
    private readonly companyId: number,
    private readonly rateByGoods: Map<number, number>,
    private readonly ids: Ids,
    private readonly now: number,
  ) {}

  /** Reads what the batches need once: the goods' commission rates and the next free ids. */
  static async open(db: Db, companyId: number, now: number): Promise<BulkLedger> {
    const goods = await db
      .selectFrom('goods as g')
      .leftJoin('category as c', 'c.id', 'g.category_id')
      .leftJoin('category as p', 'p.id', 'c.parent_id')
      .select(['g.id', sql<number | null>`case when c.level = 1 then c.id when c.level = 2 then c.parent_id else p.parent_id end`.as('top')])
      .where('g.company_id', '=', companyId)
      .execute();
    const rates = new Map((await db.selectFrom('fin_category_rate').select(['category_id', 'rate_bp']).execute()).map((r) => [Number(r.category_id), r.rate_bp]));
    const rateByGoods = new Map(goods.map((g) => [Number(g.id), g.top === null ? DEFAULT_RATE_BP : (rates.get(Number(g.top)) ?? DEFAULT_RATE_BP)]));
    const tx = await db.selectFrom('fin_tx').select((eb) => eb.fn.max('id').as('m')).executeTakeFirst();
    const entry = await db.selectFrom('fin_entry').select((eb) => eb.fn.max('id').as('m')).executeTakeFirst();
    return new BulkLedger(companyId, rateByGoods, { tx: Number(tx?.m ?? 0) + 1, entry: Number(entry?.m ?? 0) + 1 }, now);
  }

  private rateOf(o: BulkOrder): number {
    let total = 0;
    let weighted = 0;
    for (const l of o.lines) {
      const r = l.goods_id === null ? DEFAULT_RATE_BP : (this.rateByGoods.get(l.goods_id) ?? DEFAULT_RATE_BP);
      total += l.line_amount;
      weighted += l.line_amount * r;
    }
    return total > 0 ? Math.round(weighted / total) : DEFAULT_RATE_BP;
  }

  /** Posts the orders' paid and (when due by `now`) settled transactions, inside the caller's transaction. */
  async post(db: Db, orders: BulkOrder[]): Promise<{ tx: number; entries: number }> {
    const companyId = this.companyId;
    const codes: Array<[number, AccountCode]> = [
      [companyId, 'pending'],
      [companyId, 'available'],
      [PLATFORM, 'buyer_funds'],
      [PLATFORM, 'commission'],
      [PLATFORM, 'subsidy'],
    ];
    for (const [c, code] of codes) {
      await db
        .insertInto('fin_account')
        .values({ company_id: c, code, balance: 0, debits: 0, credits: 0, limit_rule: limitOf(code), updated_at: this.now })
        .onConflict((oc) => oc.columns(['company_id', 'code']).doNothing())
        .execute();
    }
    const accRows = await db
      .selectFrom('fin_account')
      .select(['id', 'company_id', 'code', 'balance', 'debits', 'credits'])
      .where((eb) => eb.or(codes.map(([c, code]) => eb.and([eb('company_id', '=', c), eb('code', '=', code)]))))
      .execute();
    const acc = new Map(accRows.map((a) => [`${a.company_id}:${a.code}`, { id: Number(a.id), balance: Number(a.balance), debits: Number(a.debits), credits: Number(a.credits) }]));
    const txs: any[] = [];
    const entries: any[] = [];
    const finOrders: any[] = [];
    const daily = new Map<number, Required<DailyDelta>>();
    const addDay = (t: number, d: DailyDelta) => {
      const k = dayStart(t);
      let row = daily.get(k);
      if (!row) daily.set(k, (row = { paid: 0, refunded: 0, commission: 0, st_income: 0, st_refunds: 0, st_commission: 0, st_subsidies: 0, st_deductions: 0, st_settled: 0, st_orders: 0 }));
      for (const [c, v] of Object.entries(d)) row[c as keyof DailyDelta] += v ?? 0;
    };
    const post = (kind: TxKind, key: string, o: BulkOrder, at: number, amount: number, memo: string, inStatement: boolean, lines: Array<[number, AccountCode, number, FlowKind]>) => {
      const txId = this.ids.tx++;
      txs.push({ id: txId, company_id: companyId, kind, biz_key: key, order_id: o.id, ref_type: 'order', ref_id: o.id, ref_no: o.order_no, amount, memo, in_statement: inStatement ? 1 : 0, occurred_at: at, created_at: this.now });
      for (const [c, code, amt, flow] of lines) {
        if (amt === 0) continue;
        const a = acc.get(`${c}:${code}`)!;
        a.balance += amt;
        if (amt < 0) a.debits -= amt;
        else a.credits += amt;
        entries.push({ id: this.ids.entry++, tx_id: txId, company_id: c, account_id: a.id, account_code: code, kind: flow, amount: amt, balance_after: a.balance, order_id: o.id, occurred_at: at });
      }
    };
    for (const o of orders) {
      if (o.paid_at === null || o.paid_amount <= 0) continue;
      const P = o.paid_amount;
      const S = o.subsidy ?? 0;
      const rate = this.rateOf(o);
      post('order.paid', `order:${o.id}:paid`, o, o.paid_at, P, `订单 ${o.order_no} 买家付款`, false, [
        [PLATFORM, 'buyer_funds', -P, 'order_income'],
        [companyId, 'pending', P, 'order_income'],
      ]);
      addDay(o.paid_at, { paid: P });
      let settledAt: number | null = null;
      if (o.status === OrderStatus.COMPLETED && o.after_sale_status !== AfterSale.IN_PROGRESS && o.completed_at !== null) {
        const due = o.completed_at + SETTLE_DAYS * DAY_MS;
        const run = dayStart(due) + 3 * 3_600_000 >= due ? dayStart(due) + 3 * 3_600_000 : dayStart(due) + DAY_MS + 3 * 3_600_000;
        if (run <= this.now) settledAt = run;
      }
      const C = Math.round((P * rate) / 10000);
      if (settledAt !== null) {
        post('order.settle', `order:${o.id}:settle`, o, settledAt, P - C + S, `订单 ${o.order_no} 结算`, true, [
          [companyId, 'pending', -P, 'settle'],
          [companyId, 'available', P, 'settle'],
          [companyId, 'available', -C, 'commission'],
          [PLATFORM, 'commission', C, 'commission'],
          [companyId, 'available', S, 'subsidy'],
          [PLATFORM, 'subsidy', -S, 'subsidy'],
        ]);
        addDay(settledAt, { commission: C, st_income: P, st_commission: C, st_subsidies: S, st_settled: P - C + S, st_orders: 1 });
      }
      finOrders.push({
        order_id: o.id,
        company_id: companyId,
        order_no: o.order_no,
        paid_amount: P,
        rate_bp: rate,
        subsidy: S,
        has_subsidy: S > 0 ? 1 : 0,
        subsidy_activity_id: S > 0 ? (o.subsidyActivityId ?? null) : null,
        subsidy_activity: S > 0 ? (o.subsidyActivity ?? '平台补贴') : null,
        refunded_before: 0,
        refunded_after: 0,
        commission: settledAt !== null ? C : 0,
        subsidy_settled: settledAt !== null ? S : 0,
        settled_amount: settledAt !== null ? P - C + S : 0,
        state: settledAt !== null ? 1 : 0,
        paid_at: o.paid_at,
        settled_at: settledAt,
      });
    }
    for (let i = 0; i < txs.length; i += 2000) await db.insertInto('fin_tx').values(txs.slice(i, i + 2000)).execute();
    for (let i = 0; i < entries.length; i += 3000) await db.insertInto('fin_entry').values(entries.slice(i, i + 3000)).execute();
    for (let i = 0; i < finOrders.length; i += 1500) await db.insertInto('fin_order').values(finOrders.slice(i, i + 1500)).execute();
    for (const a of acc.values()) await db.updateTable('fin_account').set({ balance: a.balance, debits: a.debits, credits: a.credits, updated_at: this.now }).where('id', '=', a.id).execute();
    const dayRows = [...daily.entries()].map(([day, d]) => ({ company_id: companyId, day, ...d }));
    const cols = ['paid', 'refunded', 'commission', 'st_income', 'st_refunds', 'st_commission', 'st_subsidies', 'st_deductions', 'st_settled', 'st_orders'] as const;
    for (let i = 0; i < dayRows.length; i += 500) {
      await db
        .insertInto('fin_daily')
        .values(dayRows.slice(i, i + 500))
        .onConflict((oc) => oc.columns(['company_id', 'day']).doUpdateSet(Object.fromEntries(cols.map((c) => [c, sql`fin_daily.${sql.ref(c)} + excluded.${sql.ref(c)}`])) as any))
        .execute();
    }
    return { tx: txs.length, entries: entries.length };
  }

  /** PostgreSQL: the sequences move past the explicit ids. */
  static async finish(db: Db, dialect: Dialect): Promise<void> {
    if (dialect !== 'postgres') return;
    await sql`SELECT setval(pg_get_serial_sequence('fin_tx', 'id'), GREATEST((SELECT MAX(id) FROM fin_tx), 1))`.execute(db);
    await sql`SELECT setval(pg_get_serial_sequence('fin_entry', 'id'), GREATEST((SELECT MAX(id) FROM fin_entry), 1))`.execute(db);
    await sql`ANALYZE fin_entry`.execute(db);
    await sql`ANALYZE fin_tx`.execute(db);
    await sql`ANALYZE fin_order`.execute(db);
  }
}

/**
 * Loads generated orders (through the order generator, which posts their ledger transactions in bulk) until the
 * ledger holds at least `entries` entries: the benchmark data set. About 4.5 entries an order.
 */
export async function generateLedger(
  db: Db,
  dialect: Dialect,
  companyId: number,
  entries: number,
  opts: { seed?: number; progress?: (line: string) => void } = {},
): Promise<{ entries: number; orders: number; ms: number }> {
  const { generateOrders } = await import('../order/index.ts');
  const t0 = performance.now();
  const count = async () => Number((await db.selectFrom('fin_entry').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  let orders = 0;
  for (let round = 0; round < 100; round++) {
    const have = await count();
    if (have >= entries) return { entries: have, orders, ms: Math.round(performance.now() - t0) };
    const n = Math.max(1000, Math.ceil((entries - have) / 4.5));
    opts.progress?.(`生成 ${n} 个订单及其账务分录（已有 ${have} 条分录）……`);
    await generateOrders(db, dialect, companyId, n, { seed: (opts.seed ?? 77) + round });
    orders += n;
  }
  return { entries: await count(), orders, ms: Math.round(performance.now() - t0) };
}
