import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { SeReferralDayTable } from './reward-schema.ts';

/**
 * Referral and reward totals (se_referral_day, migration 0031_referral_totals; docs/school-employee.md「推荐与奖励合计」).
 * One row per shop, agent and China calendar day, plus agent_id 0 (the shop) and day 0 (all days): every change is
 * added to the four rows it belongs to, so the center, the agent detail and the reward statistics read one row, or
 * one row per day or per agent, instead of summing up to a million orders. Changes are collected in a `TotalsBatch`
 * and written with `flush` in the caller's transaction: the reward sync (attribution, refunds, settlement), the
 * payout and the recruit reward. `groupedTotals` computes the same rows with GROUP BY over se_reward_order, orders and
 * se_reward (tests compare the two; `rebuildTotals` rewrites the table from it for bulk loads and repairs).
 */

export const TOTAL_COLUMNS = [
  'order_count',
  'order_amount',
  'refunded_amount',
  'reward_count',
  'reward_amount',
  'reward_reversed',
  'pending_count',
  'pending_amount',
  'payable_count',
  'payable_amount',
  'paid_count',
  'paid_amount',
  'reversed_count',
  'reversed_amount',
  'payout_amount',
] as const;
export type TotalColumn = (typeof TOTAL_COLUMNS)[number];
export type Totals = Record<TotalColumn, number>;
export type TotalsDelta = Partial<Totals>;

const DAY_MS = 86_400_000;
/** The China calendar day number of `t` (days since 1970-01-01 at UTC+8); 0 is the all-days row. */
export const dayNo = (t: number) => Math.floor((t + 28_800_000) / DAY_MS);

const STATE_COLUMNS: Record<number, [TotalColumn, TotalColumn]> = {
  1: ['pending_count', 'pending_amount'],
  2: ['payable_count', 'payable_amount'],
  3: ['paid_count', 'paid_amount'],
  4: ['reversed_count', 'reversed_amount'],
};

export interface RewardFigures {
  state: number;
  amount: number;
  reversed: number;
}

/** What one reward row adds to its totals (the state cards' net: reversed when 已冲回, amount − reversed otherwise). */
export function rewardPart(r: RewardFigures): TotalsDelta {
  const [count, amount] = STATE_COLUMNS[r.state]!;
  return { reward_count: 1, reward_amount: r.amount, reward_reversed: r.reversed, [count]: 1, [amount]: r.state === 4 ? r.reversed : r.amount - r.reversed };
}

export const zeroTotals = (): Totals => Object.fromEntries(TOTAL_COLUMNS.map((c) => [c, 0])) as Totals;

export function totalsOf(row: Partial<Record<TotalColumn, unknown>> | undefined): Totals {
  const t = zeroTotals();
  if (row) for (const c of TOTAL_COLUMNS) t[c] = Number(row[c] ?? 0);
  return t;
}

/** Changes collected during one transaction, written by `flush` (rows in key order, so concurrent writers lock alike). */
export class TotalsBatch {
  private rows = new Map<string, { company_id: number; agent_id: number; day: number; t: Totals }>();

  /** Adds `d` to the agent's day, the agent's all-days row, the shop's day and the shop's all-days row. */
  add(companyId: number, agentId: number, day: number, d: TotalsDelta): void {
    for (const [a, dd] of [
      [agentId, day],
      [agentId, 0],
      [0, day],
      [0, 0],
    ] as const) {
      const key = `${companyId}:${a}:${dd}`;
      let r = this.rows.get(key);
      if (!r) this.rows.set(key, (r = { company_id: companyId, agent_id: a, day: dd, t: zeroTotals() }));
      for (const c of TOTAL_COLUMNS) r.t[c] += d[c] ?? 0;
    }
  }

  /** A reward row changed from `before` to `after` (null: it did not exist). */
  reward(companyId: number, agentId: number, orderPaidAt: number, before: RewardFigures | null, after: RewardFigures): void {
    const d: TotalsDelta = { ...rewardPart(after) };
    if (before) for (const [c, v] of Object.entries(rewardPart(before))) d[c as TotalColumn] = (d[c as TotalColumn] ?? 0) - v;
    this.add(companyId, agentId, dayNo(orderPaidAt), d);
  }

  get size(): number {
    return this.rows.size;
  }

  async flush(db: Db): Promise<void> {
    const rows = [...this.rows.values()]
      .filter((r) => TOTAL_COLUMNS.some((c) => r.t[c] !== 0))
      .sort((x, y) => x.company_id - y.company_id || x.agent_id - y.agent_id || x.day - y.day)
      .map((r) => ({ company_id: r.company_id, agent_id: r.agent_id, day: r.day, ...r.t }));
    this.rows.clear();
    // 18 values a row: 50 rows stay well under SQLite's and PostgreSQL's parameter limits.
    for (let i = 0; i < rows.length; i += 50) {
      await db
        .insertInto('se_referral_day')
        .values(rows.slice(i, i + 50))
        .onConflict((oc) => oc.columns(['company_id', 'agent_id', 'day']).doUpdateSet(Object.fromEntries(TOTAL_COLUMNS.map((c) => [c, sql`${sql.ref(`se_referral_day.${c}`)} + ${sql.ref(`excluded.${c}`)}`]))))
        .execute();
    }
  }
}

const DAY_OF = (col: string) => sql<number>`(${sql.ref(col)} + 28800000) / 86400000`;

/**
 * The totals computed from the records with GROUP BY: attributed orders (se_reward_order with an agent, the order's
 * paid amount and the refunds applied), the rewards by state and the payouts. Keyed `company:agent:day`, rows with
 * nothing left out.
 */
export async function groupedTotals(db: Db, companyId?: number): Promise<Map<string, SeReferralDayTable>> {
  const one = companyId !== undefined;
  const orders = await db
      .selectFrom('se_reward_order as ro')
      .innerJoin('orders as o', 'o.id', 'ro.order_id')
      .select(['ro.company_id', 'ro.agent_id', DAY_OF('o.paid_at').as('day'), (eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.sum<number>('o.paid_amount').as('paid'), (eb) => eb.fn.sum<number>('ro.refunded').as('refunded')])
      .where('ro.agent_id', 'is not', null)
      .$if(one, (q) => q.where('ro.company_id', '=', companyId!))
      .groupBy(['ro.company_id', 'ro.agent_id', DAY_OF('o.paid_at')])
      .execute();
  const rewards = await db
      .selectFrom('se_reward as r')
      .select([
        'r.company_id',
        'r.agent_id',
        'r.state',
        DAY_OF('r.paid_at_order').as('day'),
        (eb) => eb.fn.countAll<number>().as('n'),
        (eb) => eb.fn.sum<number>('r.amount').as('amount'),
        (eb) => eb.fn.sum<number>('r.reversed').as('reversed'),
      ])
      .$if(one, (q) => q.where('r.company_id', '=', companyId!))
      .groupBy(['r.company_id', 'r.agent_id', 'r.state', DAY_OF('r.paid_at_order')])
      .execute();
  const payouts = await db
      .selectFrom('se_reward as r')
      .select(['r.company_id', 'r.agent_id', DAY_OF('r.paid_at').as('day'), sql<number>`sum(r.amount - r.reversed)`.as('s')])
      .where('r.state', '=', 3)
      .$if(one, (q) => q.where('r.company_id', '=', companyId!))
      .groupBy(['r.company_id', 'r.agent_id', DAY_OF('r.paid_at')])
      .execute();
  const batch = new Map<string, SeReferralDayTable>();
  const add = (c: number, a: number, day: number, d: TotalsDelta) => {
    for (const [aa, dd] of [
      [a, day],
      [a, 0],
      [0, day],
      [0, 0],
    ] as const) {
      const key = `${c}:${aa}:${dd}`;
      let r = batch.get(key);
      if (!r) batch.set(key, (r = { company_id: c, agent_id: aa, day: dd, ...zeroTotals() }));
      for (const col of TOTAL_COLUMNS) r[col] += d[col] ?? 0;
    }
  };
  for (const o of orders) add(Number(o.company_id), Number(o.agent_id), Number(o.day), { order_count: Number(o.n), order_amount: Number(o.paid ?? 0), refunded_amount: Number(o.refunded ?? 0) });
  for (const r of rewards) {
    const n = Number(r.n);
    const amount = Number(r.amount ?? 0);
    const reversed = Number(r.reversed ?? 0);
    const [cc, ca] = STATE_COLUMNS[r.state]!;
    add(Number(r.company_id), Number(r.agent_id), Number(r.day), { reward_count: n, reward_amount: amount, reward_reversed: reversed, [cc]: n, [ca]: r.state === 4 ? reversed : amount - reversed });
  }
  for (const p of payouts) add(Number(p.company_id), Number(p.agent_id), Number(p.day), { payout_amount: Number(p.s ?? 0) });
  for (const [k, r] of batch) if (TOTAL_COLUMNS.every((c) => r[c] === 0)) batch.delete(k);
  return batch;
}

/** Rewrites the totals (of one shop, or all) from the records, in the caller's transaction: bulk loads and repairs. */
export async function rebuildTotals(db: Db, companyId?: number): Promise<number> {
  const rows = [...(await groupedTotals(db, companyId)).values()];
  let del = db.deleteFrom('se_referral_day');
  if (companyId !== undefined) del = del.where('company_id', '=', companyId);
  await del.execute();
  for (let i = 0; i < rows.length; i += 50) await db.insertInto('se_referral_day').values(rows.slice(i, i + 50)).execute();
  return rows.length;
}

/** The totals row of an agent (0: the shop) over all days; zeros when it has none. */
export async function totalsRow(db: Db, companyId: number, agentId: number): Promise<Totals> {
  const r = await db.selectFrom('se_referral_day').selectAll().where('company_id', '=', companyId).where('agent_id', '=', agentId).where('day', '=', 0).executeTakeFirst();
  return totalsOf(r);
}
