import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { LimitRule } from './accounts-chart.ts';

export interface Discrepancy {
  check: 'tx_balanced' | 'account_total' | 'account_limit' | 'order_net' | 'daily_sum' | 'agent_reward';
  subject: string;
  detail: string;
}

const n = (v: unknown) => Number(v ?? 0);

/** The company accounts an order's own money moves through: paid in, settled, refunded. */
const ORDER_ACCOUNTS = ['pending', 'available', 'owed'] as const;

/**
 * Proves the ledger: every transaction sums to zero; every account's balance, debits and credits equal its entries
 * and respect its limit; every settled order nets P − Rb − Ra − C + S on its company accounts; the per-day statement
 * sums equal the transactions they summarise; the campus agents' rewards agree with the ledger (`agentRewards`). Each
 * check is one grouped query, so 1M entries take seconds.
 */
export async function reconcile(db: Db, opts: { limit?: number } = {}): Promise<{ discrepancies: Discrepancy[]; counts: { tx: number; entries: number; accounts: number; orders: number } }> {
  const limit = opts.limit ?? 1000;
  const out: Discrepancy[] = [];
  const push = (d: Discrepancy) => {
    if (out.length < limit) out.push(d);
  };

  const unbalanced = await db
    .selectFrom('fin_entry')
    .select(['tx_id', (eb) => eb.fn.sum<number>('amount').as('s')])
    .groupBy('tx_id')
    .having((eb) => eb.fn.sum('amount'), '!=', 0)
    .limit(limit)
    .execute();
  for (const r of unbalanced) push({ check: 'tx_balanced', subject: `交易 ${r.tx_id}`, detail: `分录合计 ${n(r.s)} 分，应为 0` });
  // A transaction without entries (or with one) cannot be balanced double entry.
  const thin = await db
    .selectFrom('fin_tx as t')
    .leftJoin('fin_entry as e', 'e.tx_id', 't.id')
    .select(['t.id', (eb) => eb.fn.count<number>('e.id').as('c')])
    .groupBy('t.id')
    .having((eb) => eb.fn.count('e.id'), '<', 2)
    .limit(limit)
    .execute();
  for (const r of thin) push({ check: 'tx_balanced', subject: `交易 ${r.id}`, detail: `只有 ${n(r.c)} 条分录` });

  const sums = await db
    .selectFrom('fin_entry')
    .select([
      'account_id',
      (eb) => eb.fn.sum<number>('amount').as('s'),
      sql<number>`sum(case when amount < 0 then -amount else 0 end)`.as('d'),
      sql<number>`sum(case when amount > 0 then amount else 0 end)`.as('c'),
    ])
    .groupBy('account_id')
    .execute();
  const byAccount = new Map(sums.map((r) => [n(r.account_id), r]));
  const accounts = await db.selectFrom('fin_account').selectAll().execute();
  for (const a of accounts) {
    const s = byAccount.get(n(a.id));
    const label = `账户 ${a.company_id}:${a.code}`;
    if (n(a.balance) !== n(s?.s)) push({ check: 'account_total', subject: label, detail: `余额 ${n(a.balance)}，分录合计 ${n(s?.s)}` });
    if (n(a.debits) !== n(s?.d) || n(a.credits) !== n(s?.c)) {
      push({ check: 'account_total', subject: label, detail: `借方 ${n(a.debits)}/${n(s?.d)}，贷方 ${n(a.credits)}/${n(s?.c)}（账户/分录）` });
    }
    if (n(a.balance) !== n(a.credits) - n(a.debits)) push({ check: 'account_total', subject: label, detail: `余额 ${n(a.balance)} ≠ 贷方 ${n(a.credits)} − 借方 ${n(a.debits)}` });
    if (a.limit_rule === LimitRule.NON_NEGATIVE && n(a.balance) < 0) push({ check: 'account_limit', subject: label, detail: `余额 ${n(a.balance)} 低于 0` });
    if (a.limit_rule === LimitRule.NON_POSITIVE && n(a.balance) > 0) push({ check: 'account_limit', subject: label, detail: `余额 ${n(a.balance)} 高于 0` });
  }
  for (const id of byAccount.keys()) if (!accounts.some((a) => n(a.id) === id)) push({ check: 'account_total', subject: `账户 ${id}`, detail: '有分录但账户不存在' });

  // Settled orders: the company-side entries of the order net P − Rb − Ra − C + S (paid in, settled, refunded: all
  // of them land on pending/available/owed, so the pending part cancels out). Other company accounts may name the
  // order too without being part of its settlement (the shop's coupon cost share on the marketing account, a
  // deposit deduction for a late shipment): their transactions are checked by the balance checks above.
  const orderNet = await db
    .selectFrom('fin_order as f')
    .leftJoin('fin_entry as e', (j) => j.onRef('e.order_id', '=', 'f.order_id').on('e.company_id', '!=', 0).on('e.account_code', 'in', [...ORDER_ACCOUNTS]))
    .select([
      'f.order_id',
      'f.order_no',
      'f.paid_amount',
      'f.refunded_before',
      'f.refunded_after',
      'f.commission',
      'f.subsidy_settled',
      'f.settled_amount',
      (eb) => eb.fn.sum<number>('e.amount').as('net'),
      sql<number>`sum(case when e.account_code = 'pending' then e.amount else 0 end)`.as('pending'),
    ])
    .where('f.state', '=', 1)
    .groupBy(['f.order_id', 'f.order_no', 'f.paid_amount', 'f.refunded_before', 'f.refunded_after', 'f.commission', 'f.subsidy_settled', 'f.settled_amount'])
    .execute();
  for (const o of orderNet) {
    const want = n(o.paid_amount) - n(o.refunded_before) - n(o.refunded_after) - n(o.commission) + n(o.subsidy_settled);
    if (n(o.net) !== want) push({ check: 'order_net', subject: `订单 ${o.order_no}`, detail: `账户净额 ${n(o.net)}，应为 实付 ${n(o.paid_amount)} − 退款 ${n(o.refunded_before) + n(o.refunded_after)} − 佣金 ${n(o.commission)} + 补贴 ${n(o.subsidy_settled)} = ${want}` });
    if (n(o.pending) !== 0) push({ check: 'order_net', subject: `订单 ${o.order_no}`, detail: `已结算但待结算余额仍有 ${n(o.pending)}` });
    if (n(o.settled_amount) !== n(o.paid_amount) - n(o.refunded_before) - n(o.commission) + n(o.subsidy_settled)) {
      push({ check: 'order_net', subject: `订单 ${o.order_no}`, detail: `结算金额 ${n(o.settled_amount)} 与公式不符` });
    }
  }

  // Statement sums: settled per company equals the statement lines' amounts (settlements − refunds after settlement).
  const txSettled = await db
    .selectFrom('fin_tx')
    .select(['company_id', sql<number>`sum(case when kind = 'order.settle' then amount else -amount end)`.as('s')])
    .where('in_statement', '=', 1)
    .groupBy('company_id')
    .execute();
  const dailySettled = await db.selectFrom('fin_daily').select(['company_id', (eb) => eb.fn.sum<number>('st_settled').as('s'), (eb) => eb.fn.sum<number>('paid').as('p')]).groupBy('company_id').execute();
  const txPaid = await db.selectFrom('fin_tx').select(['company_id', (eb) => eb.fn.sum<number>('amount').as('s')]).where('kind', '=', 'order.paid').groupBy('company_id').execute();
  const dMap = new Map(dailySettled.map((r) => [n(r.company_id), r]));
  for (const t of txSettled) {
    const d = dMap.get(n(t.company_id));
    if (n(d?.s) !== n(t.s)) push({ check: 'daily_sum', subject: `公司 ${t.company_id}`, detail: `日汇总结算 ${n(d?.s)}，交易合计 ${n(t.s)}` });
  }
  for (const t of txPaid) {
    const d = dMap.get(n(t.company_id));
    if (n(d?.p) !== n(t.s)) push({ check: 'daily_sum', subject: `公司 ${t.company_id}`, detail: `日汇总订单收入 ${n(d?.p)}，交易合计 ${n(t.s)}` });
  }

  for (const d of await agentRewards(db, limit)) push(d);

  const counts = {
    tx: n((await db.selectFrom('fin_tx').select((eb) => eb.fn.countAll<number>().as('c')).executeTakeFirst())?.c),
    entries: n((await db.selectFrom('fin_entry').select((eb) => eb.fn.countAll<number>().as('c')).executeTakeFirst())?.c),
    accounts: accounts.length,
    orders: orderNet.length,
  };
  return { discrepancies: out, counts };
}

/**
 * Campus agents' rewards against the ledger (docs/school-employee.md「销售奖励」「任务包」): a paid reward (se_reward
 * 已发放 with a net above 0) has exactly its transaction agentReward:<id> (kind agent.reward, its company, the net);
 * a held one (待结算, 可发放, 已冲回) has none; every agent.reward transaction is a paid reward's. Likewise an approved
 * task submission (se_task_take 已通过, reward above 0) has taskReward:<id> for its reward, and every
 * agent.taskReward transaction is an approved submission's.
 */
async function agentRewards(db: Db, limit: number): Promise<Discrepancy[]> {
  const out: Discrepancy[] = [];
  const key = (prefix: string, col: string) => sql`${sql.lit(prefix)} || cast(${sql.ref(col)} as text)`;
  // Only keys with the prefix are cut to their id (the cast never sees another kind's key).
  const idOf = (prefix: string) => sql`case when substr(t.biz_key, 1, ${sql.lit(prefix.length)}) = ${sql.lit(prefix)} then cast(substr(t.biz_key, ${sql.lit(prefix.length + 1)}) as bigint) end`;
  const STATE: Record<number, string> = { 1: '待结算', 2: '可发放', 3: '已发放', 4: '已冲回' };

  const paid = await db
    .selectFrom('se_reward as r')
    .leftJoin('fin_tx as t', (j) => j.on(sql<boolean>`t.biz_key = ${key('agentReward:', 'r.id')}`))
    .select(['r.id', 'r.company_id', 'r.amount', 'r.reversed', 't.id as tx_id', 't.company_id as tx_company', 't.kind', 't.amount as tx_amount'])
    .where('r.state', '=', 3)
    .where(sql<boolean>`r.amount > r.reversed`)
    .where((eb) => eb.or([eb('t.id', 'is', null), eb('t.kind', '!=', 'agent.reward'), eb(sql`t.amount`, '!=', sql`r.amount - r.reversed`), eb(sql`t.company_id`, '!=', sql`r.company_id`)]))
    .limit(limit)
    .execute();
  for (const r of paid) {
    const net = n(r.amount) - n(r.reversed);
    out.push({
      check: 'agent_reward',
      subject: `代理奖励 ${r.id}`,
      detail: r.tx_id === null ? `已发放 ${net} 分，账本没有交易 agentReward:${r.id}` : `已发放 ${net} 分（公司 ${r.company_id}），账本交易 ${r.tx_id} 为 ${r.kind} ${n(r.tx_amount)} 分（公司 ${r.tx_company}）`,
    });
  }
  const held = await db
    .selectFrom('se_reward as r')
    .innerJoin('fin_tx as t', (j) => j.on(sql<boolean>`t.biz_key = ${key('agentReward:', 'r.id')}`))
    .select(['r.id', 'r.state', 't.id as tx_id', 't.amount'])
    .where('r.state', '!=', 3)
    .limit(limit)
    .execute();
  for (const r of held) out.push({ check: 'agent_reward', subject: `代理奖励 ${r.id}`, detail: `状态为${STATE[r.state] ?? r.state}（未发放），账本却有交易 ${r.tx_id}（${n(r.amount)} 分）` });
  const orphan = await db
    .selectFrom('fin_tx as t')
    .leftJoin('se_reward as r', (j) => j.on(sql<boolean>`r.id = ${idOf('agentReward:')}`))
    .select(['t.id', 't.biz_key', 't.amount', 'r.state'])
    .where('t.kind', '=', 'agent.reward')
    .where((eb) => eb.or([eb('r.id', 'is', null), eb('r.state', '!=', 3)]))
    .limit(limit)
    .execute();
  for (const t of orphan) if (t.state === null) out.push({ check: 'agent_reward', subject: `交易 ${t.id}`, detail: `代理奖励发放 ${n(t.amount)} 分（${t.biz_key}），没有对应的奖励记录` });

  const approved = await db
    .selectFrom('se_task_take as k')
    .leftJoin('fin_tx as t', (j) => j.on(sql<boolean>`t.biz_key = ${key('taskReward:', 'k.id')}`))
    .select(['k.id', 'k.company_id', 'k.reward', 't.id as tx_id', 't.company_id as tx_company', 't.kind', 't.amount as tx_amount'])
    .where('k.status', '=', 3)
    .where('k.reward', '>', 0)
    .where((eb) => eb.or([eb('t.id', 'is', null), eb('t.kind', '!=', 'agent.taskReward'), eb(sql`t.amount`, '!=', sql`k.reward`), eb(sql`t.company_id`, '!=', sql`k.company_id`)]))
    .limit(limit)
    .execute();
  for (const k of approved) {
    out.push({
      check: 'agent_reward',
      subject: `任务提交 ${k.id}`,
      detail: k.tx_id === null ? `已通过，任务奖励 ${n(k.reward)} 分，账本没有交易 taskReward:${k.id}` : `任务奖励 ${n(k.reward)} 分（公司 ${k.company_id}），账本交易 ${k.tx_id} 为 ${k.kind} ${n(k.tx_amount)} 分（公司 ${k.tx_company}）`,
    });
  }
  const taskOrphan = await db
    .selectFrom('fin_tx as t')
    .leftJoin('se_task_take as k', (j) => j.on(sql<boolean>`k.id = ${idOf('taskReward:')}`))
    .select(['t.id', 't.biz_key', 't.amount', 'k.status'])
    .where('t.kind', '=', 'agent.taskReward')
    .where((eb) => eb.or([eb('k.id', 'is', null), eb('k.status', '!=', 3)]))
    .limit(limit)
    .execute();
  for (const t of taskOrphan) out.push({ check: 'agent_reward', subject: `交易 ${t.id}`, detail: t.status === null ? `任务奖励发放 ${n(t.amount)} 分（${t.biz_key}），没有对应的任务提交` : `任务奖励发放 ${n(t.amount)} 分（${t.biz_key}），任务提交未通过（状态 ${t.status}）` });
  return out;
}
