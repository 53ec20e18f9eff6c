import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../index.ts';

/**
 * Referral and reward totals of the school-employee programme (docs/school-employee.md「推荐与奖励合计」), so the
 * center, the agent detail and the reward statistics read a few rows instead of a million orders:
 * se_referral_day holds, per company, agent and China calendar day ((t + 8 h) / 1 day), the attributed orders (count,
 * paid amount, refunds applied), the rewards (count, amount, reversed, and count and net per state) of the orders paid
 * that day, and the rewards paid out that day. agent_id 0 rows are the company's, day 0 rows all days. Moved in the
 * same transaction as the reward sync's attribution, refunds and settlement, the payout and the recruit reward
 * (server/modules/school-employee/referral-totals.ts). Filled here from the records already there.
 */
const COLUMNS = [
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
];

const DAY = (col: string) => `(${col} + 28800000) / 86400000`;
const state = (s: number, v: string) => `CASE WHEN r.state = ${s} THEN ${v} ELSE 0 END`;

/** One row per attributed order, reward and payout, with the columns it adds to. */
const BASE = `
  SELECT ro.company_id, ro.agent_id, ${DAY('o.paid_at')} AS day, 1 AS order_count, o.paid_amount AS order_amount, ro.refunded AS refunded_amount,
    0 AS reward_count, 0 AS reward_amount, 0 AS reward_reversed, 0 AS pending_count, 0 AS pending_amount, 0 AS payable_count, 0 AS payable_amount,
    0 AS paid_count, 0 AS paid_amount, 0 AS reversed_count, 0 AS reversed_amount, 0 AS payout_amount
  FROM se_reward_order ro INNER JOIN orders o ON o.id = ro.order_id WHERE ro.agent_id IS NOT NULL
  UNION ALL
  SELECT r.company_id, r.agent_id, ${DAY('r.paid_at_order')}, 0, 0, 0, 1, r.amount, r.reversed,
    ${state(1, '1')}, ${state(1, 'r.amount - r.reversed')}, ${state(2, '1')}, ${state(2, 'r.amount - r.reversed')},
    ${state(3, '1')}, ${state(3, 'r.amount - r.reversed')}, ${state(4, '1')}, ${state(4, 'r.reversed')}, 0
  FROM se_reward r
  UNION ALL
  SELECT r.company_id, r.agent_id, ${DAY('r.paid_at')}, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, r.amount - r.reversed
  FROM se_reward r WHERE r.state = 3`;

export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const big = dialect === 'postgres' ? sql`bigint` : sql`integer`;
  let t = db.schema
    .createTable('se_referral_day')
    .addColumn('company_id', 'integer', (c) => c.notNull())
    // 0: the company's totals.
    .addColumn('agent_id', 'integer', (c) => c.notNull())
    // China calendar day number; 0: all days.
    .addColumn('day', 'integer', (c) => c.notNull());
  for (const c of COLUMNS) t = t.addColumn(c, big, (col) => col.notNull().defaultTo(0));
  await t.addPrimaryKeyConstraint('se_referral_day_pk', ['company_id', 'agent_id', 'day']).execute();
  // The per-agent totals of the statistics (day 0) in agent order.
  await db.schema.createIndex('se_referral_day_day_idx').on('se_referral_day').columns(['company_id', 'day', 'agent_id']).execute();
  await backfill(db);
}

/** Fills the (empty) table from the records with four grouped INSERTs: agent × day, agent, company × day, company. */
export async function backfill(db: Kysely<any>): Promise<void> {
  for (const [agent, day] of [
    ['agent_id', 'day'],
    ['agent_id', '0'],
    ['0', 'day'],
    ['0', '0'],
  ] as const) {
    const group = ['company_id', ...(agent === 'agent_id' ? ['agent_id'] : []), ...(day === 'day' ? ['day'] : [])].join(', ');
    await sql
      .raw(`INSERT INTO se_referral_day (company_id, agent_id, day, ${COLUMNS.join(', ')}) SELECT company_id, ${agent}, ${day}, ${COLUMNS.map((c) => `SUM(${c})`).join(', ')} FROM (${BASE}) b GROUP BY ${group}`)
      .execute(db);
  }
}
