import { areaJob } from '../../platform/area.ts';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { fail } from '../../lib/errors.ts';
import { emitEvent } from '../../lib/events.ts';


import { lockBalance, monthRange, postTransaction, yuan } from '../finance/index.ts';
import { A, DAY, STALE } from './service.ts';
import { dayNo, TotalsBatch } from './referral-totals.ts';

/**
 * Sales rewards (docs/school-employee.md「销售奖励」). A referred order (orders.referral_code of an agent who was
 * active when the buyer paid) earns one reward per order line that an enabled rule in its active period covers.
 * The reward sync (`syncRewards`, the job schoolEmployee.rewardSync every minute) reads the finance ledger's view of
 * each order (fin_order): new referred orders get their rewards (待结算); refunds reverse them in proportion to the
 * refunded share of the order (fully refunded: 已冲回); once the order is settled and the hold has passed, they become
 * payable (可发放). The merchant pays them (`payRewards`) from the shop's available balance through the ledger.
 */

export const R = { PENDING: 1, PAYABLE: 2, PAID: 3, REVERSED: 4 } as const;
export const REWARD_STATE_TEXT: Record<number, string> = { 1: '待结算', 2: '可发放', 3: '已发放', 4: '已冲回' };
export const MODE_TEXT: Record<number, string> = { 1: '按件固定金额', 2: '按实付金额比例' };
export const SCOPE_TEXT: Record<number, string> = { 1: '全部商品', 2: '指定类目', 3: '指定商品' };
export const RULE_LIMIT = 100;
export const TIER_LIMIT = 5;
/** A percent rule gives at most 50% of the paid amount; a fixed reward at most ¥10,000 a line. */
export const MAX_BP = 5000;
export const MAX_FIXED = 1_000_000;
export const DEFAULT_REWARD_CONFIG = { recruitEnabled: false, recruitAmount: 2000, holdDays: 0, minPayout: 100 };

export interface Tier {
  threshold: number;
  value: number;
}

export async function rewardConfig(db: Db, companyId: number) {
  const r = await db.selectFrom('se_reward_config').selectAll().where('company_id', '=', companyId).executeTakeFirst();
  if (!r) return { ...DEFAULT_REWARD_CONFIG, updatedAt: null as number | null };
  return { recruitEnabled: r.recruit_enabled === 1, recruitAmount: Number(r.recruit_amount), holdDays: r.hold_days, minPayout: Number(r.min_payout), updatedAt: Number(r.updated_at) as number | null };
}

export function rulePhase(r: { status: number; start_at: number; end_at: number }, now: number): { phase: number; text: string } {
  if (r.status === 2) return { phase: 4, text: '已停用' };
  if (now < r.start_at) return { phase: 1, text: '未开始' };
  if (now >= r.end_at) return { phase: 3, text: '已结束' };
  return { phase: 2, text: '生效中' };
}

export interface RuleInput {
  ruleId?: number | null;
  name: string;
  mode: number;
  value: number;
  scope: number;
  scopeId?: number | null;
  tiers: Tier[];
  startAt: number;
  endAt: number;
}

const valueText = (mode: number, v: number) => (mode === 1 ? yuan(v) : `${(v / 100).toFixed(2).replace(/\.?0+$/, '')}%`);

/** Checks a rule; refuses in Chinese (nothing written) or answers the row's values. */
export async function checkRule(db: Db, companyId: number, b: RuleInput) {
  const name = b.name.trim();
  if (!name) throw fail('请输入规则名称');
  if (b.mode !== 1 && b.mode !== 2) throw fail('请选择奖励方式');
  const maxValue = b.mode === 1 ? MAX_FIXED : MAX_BP;
  const checkValue = (v: number, label: string) => {
    if (!Number.isSafeInteger(v) || v <= 0) throw fail(`${label}应大于 0`);
    if (v > maxValue) throw fail(`${label}不能超过 ${valueText(b.mode, maxValue)}`);
  };
  checkValue(b.value, '奖励');
  if (b.tiers.length > TIER_LIMIT) throw fail(`阶梯至多 ${TIER_LIMIT} 档`);
  const tiers = [...b.tiers].sort((x, y) => x.threshold - y.threshold);
  for (let i = 0; i < tiers.length; i++) {
    const t = tiers[i]!;
    if (!Number.isSafeInteger(t.threshold) || t.threshold <= 0) throw fail('阶梯门槛应大于 0');
    if (i > 0 && tiers[i - 1]!.threshold === t.threshold) throw fail('阶梯门槛不能重复');
    checkValue(t.value, `第 ${i + 1} 档奖励`);
    if (t.value <= b.value) throw fail(`第 ${i + 1} 档奖励应高于基础奖励 ${valueText(b.mode, b.value)}`);
    if (i > 0 && t.value <= tiers[i - 1]!.value) throw fail('阶梯门槛越高，奖励应越高');
  }
  if (b.endAt <= b.startAt) throw fail('结束时间应晚于开始时间');
  let scopeId: number | null = null;
  let scopeName: string | null = null;
  if (b.scope === 2) {
    // Category ids are serial (int4 on PostgreSQL): a larger id is no category.
    const c = b.scopeId && b.scopeId <= 2_147_483_647 ? await db.selectFrom('category').select(['id', 'name']).where('id', '=', b.scopeId).executeTakeFirst() : undefined;
    if (!c) throw fail('请选择类目');
    scopeId = c.id;
    // The name of a platform category is read from the category at answer time, not copied into the shop's row.
    scopeName = null;
  } else if (b.scope === 3) {
    const g = b.scopeId
      ? await db.selectFrom('goods').select(['id', 'name', 'price_min']).where('id', '=', b.scopeId).where('company_id', '=', companyId).where('deleted_at', 'is', null).executeTakeFirst()
      : undefined;
    if (!g) throw fail('请选择本店的商品');
    scopeId = Number(g.id);
    scopeName = g.name;
    if (b.mode === 1) {
      const top = Math.max(b.value, ...tiers.map((t) => t.value));
      if (top > Number(g.price_min)) throw fail(`奖励金额不能高于商品售价：售价 ${yuan(Number(g.price_min))}，奖励 ${yuan(top)}`);
    }
  } else if (b.scope !== 1) throw fail('请选择适用范围');
  return { name, mode: b.mode, value: b.value, scope: b.scope, scope_id: scopeId, scope_name: scopeName, tiers_json: JSON.stringify(tiers), start_at: b.startAt, end_at: b.endAt };
}

interface RuleRow {
  id: number;
  name: string;
  mode: number;
  value: number;
  scope: number;
  scope_id: number | null;
  tiers: Tier[];
  start_at: number;
  end_at: number;
}

/** The most specific rule covering a line at `at` (goods, then category, then all goods; the newest first). */
export function pickRule(rules: RuleRow[], line: { goodsId: number | null; categories: number[] }, at: number): RuleRow | null {
  let best: RuleRow | null = null;
  let bestRank = 0;
  for (const r of rules) {
    if (at < r.start_at || at >= r.end_at) continue;
    const rank = r.scope === 3 ? (r.scope_id === line.goodsId ? 3 : 0) : r.scope === 2 ? (r.scope_id !== null && line.categories.includes(r.scope_id) ? 2 : 0) : 1;
    if (rank > bestRank || (rank === bestRank && rank > 0 && best && r.id > best.id)) {
      best = r;
      bestRank = rank;
    }
  }
  return bestRank > 0 ? best : null;
}

/** The reward of one line: the tier reached by the agent's referred paid amount in the month, never above the base. */
export function lineReward(rule: RuleRow, base: number, monthAmount: number): number {
  let v = rule.value;
  for (const t of rule.tiers) if (monthAmount >= t.threshold) v = t.value;
  const amount = rule.mode === 1 ? v : Math.floor((base * v) / 10000);
  return Math.max(0, Math.min(amount, base));
}

/** Reversed part of a reward when `refunded` of the order's `paid` is refunded (all of it when fully refunded). */
export function reversedPart(amount: number, refunded: number, paid: number): number {
  if (paid <= 0 || refunded >= paid) return amount;
  return Math.min(amount, Math.ceil((amount * refunded) / paid));
}

export interface SyncReport {
  created: number;
  reversed: number;
  payable: number;
}

/**
 * Brings the rewards up to date with orders and the ledger, in the caller's transaction (the job runs one per call).
 * Idempotent: each referred order is read once (se_reward_order), refunds are applied by the difference from the
 * refunded total already applied, and states only move forward.
 */
export async function syncRewards(db: Db, now: number, opts: { companyId?: number; limit?: number } = {}): Promise<SyncReport> {
  if (!db.isTransaction) return db.transaction().execute((trx) => syncRewards(trx, now, opts));
  const limit = opts.limit ?? 500;
  const report: SyncReport = { created: 0, reversed: 0, payable: 0 };
  const touched = new Set<number>();
  // The referral and reward totals move with every attribution, refund and settlement applied here (referral-totals.ts).
  const totals = new TotalsBatch();

  // 1. New referred paid orders.
  let q = db
    .selectFrom('orders as o')
    .leftJoin('se_reward_order as ro', 'ro.order_id', 'o.id')
    .select(['o.id', 'o.company_id', 'o.order_no', 'o.referral_code', 'o.paid_at', 'o.paid_amount'])
    .where('o.referral_code', 'is not', null)
    .where('o.paid_at', 'is not', null)
    .where('ro.order_id', 'is', null)
    .orderBy('o.id')
    .limit(limit);
  if (opts.companyId !== undefined) q = q.where('o.company_id', '=', opts.companyId);
  const fresh = await q.execute();
  if (fresh.length) {
    const companies = [...new Set(fresh.map((o) => o.company_id))];
    const agents = await db
      .selectFrom('se_agent')
      .select(['id', 'company_id', 'referral_code', 'school_name', 'state', 'active_at', 'left_at'])
      .where('referral_code', 'in', [...new Set(fresh.map((o) => o.referral_code!))])
      .execute();
    const byCode = new Map(agents.map((a) => [a.referral_code, a]));
    const ruleRows = await db.selectFrom('se_reward_rule').selectAll().where('company_id', 'in', companies).where('status', '=', 1).execute();
    const rules = new Map<number, RuleRow[]>();
    for (const r of ruleRows) {
      const list = rules.get(r.company_id) ?? [];
      list.push({ id: Number(r.id), name: r.name, mode: r.mode, value: Number(r.value), scope: r.scope, scope_id: r.scope_id === null ? null : Number(r.scope_id), tiers: JSON.parse(r.tiers_json) as Tier[], start_at: Number(r.start_at), end_at: Number(r.end_at) });
      rules.set(r.company_id, list);
    }
    const lines = await db
      .selectFrom('order_line as l')
      .leftJoin('goods as g', 'g.id', 'l.goods_id')
      .leftJoin('category as c', 'c.id', 'g.category_id')
      .leftJoin('category as p', 'p.id', 'c.parent_id')
      .select(['l.id', 'l.order_id', 'l.goods_id', 'l.goods_name', 'l.line_amount', 'c.id as c1', 'c.parent_id as c2', 'p.parent_id as c3'])
      .where('l.order_id', 'in', fresh.map((o) => o.id))
      .orderBy('l.id')
      .execute();
    const linesOf = new Map<number, typeof lines>();
    for (const l of lines) linesOf.set(Number(l.order_id), [...(linesOf.get(Number(l.order_id)) ?? []), l]);
    const refunds = await db.selectFrom('fin_order').select(['order_id', 'refunded_before', 'refunded_after']).where('order_id', 'in', fresh.map((o) => o.id)).execute();
    const refundedOf = new Map(refunds.map((f) => [Number(f.order_id), Number(f.refunded_before) + Number(f.refunded_after)]));
    const monthCache = new Map<string, number>();
    for (const o of fresh) {
      const paidAt = Number(o.paid_at);
      const a = byCode.get(o.referral_code!);
      // Only an agent of this shop who was active when the buyer paid earns a reward.
      const eligible = a && a.company_id === o.company_id && a.active_at !== null && Number(a.active_at) <= paidAt && (a.left_at === null || Number(a.left_at) > paidAt) && (a.state === A.ACTIVE || a.state === A.LEFT);
      const refunded = refundedOf.get(Number(o.id)) ?? 0;
      await db.insertInto('se_reward_order').values({ order_id: Number(o.id), company_id: o.company_id, agent_id: eligible ? a.id : null, refunded, created_at: now }).execute();
      if (!eligible) continue;
      totals.add(o.company_id, a.id, dayNo(paidAt), { order_count: 1, order_amount: Number(o.paid_amount), refunded_amount: refunded });
      const ls = linesOf.get(Number(o.id)) ?? [];
      const list = rules.get(o.company_id) ?? [];
      if (!ls.length || !list.length) continue;
      const lineSum = ls.reduce((s, l) => s + Number(l.line_amount), 0);
      const paid = Number(o.paid_amount);
      // The agent's referred paid amount in the month of this order, before it (tiers read it).
      const { start } = monthRange(paidAt);
      const mk = `${a.id}:${start}`;
      let month = monthCache.get(mk);
      if (month === undefined) {
        const m = await db
          .selectFrom('orders')
          .select((eb) => eb.fn.sum<number>('paid_amount').as('s'))
          .where('company_id', '=', o.company_id)
          .where('referral_code', '=', o.referral_code)
          .where('paid_at', '>=', start)
          .where('paid_at', '<', paidAt)
          .executeTakeFirst();
        month = Number(m?.s ?? 0);
      }
      monthCache.set(mk, month + paid);
      for (const l of ls) {
        const base = lineSum > paid && lineSum > 0 ? Math.floor((Number(l.line_amount) * paid) / lineSum) : Number(l.line_amount);
        const rule = pickRule(list, { goodsId: l.goods_id === null ? null : Number(l.goods_id), categories: [l.c1, l.c2, l.c3].filter((x): x is number => x !== null && x !== undefined).map(Number) }, paidAt);
        if (!rule || base <= 0) continue;
        const amount = lineReward(rule, base, month);
        if (amount <= 0) continue;
        const reversed = refunded > 0 ? reversedPart(amount, refunded, paid) : 0;
        const state = reversed >= amount ? R.REVERSED : R.PENDING;
        await db
          .insertInto('se_reward')
          .values({
            company_id: o.company_id,
            agent_id: a.id,
            school_name: a.school_name,
            order_id: Number(o.id),
            order_line_id: Number(l.id),
            order_no: o.order_no,
            goods_name: l.goods_name.slice(0, 200),
            rule_id: rule.id,
            rule_name: rule.name,
            base,
            amount,
            reversed,
            state,
            paid_at_order: paidAt,
            payable_at: null,
            paid_at: null,
            paid_by: null,
            created_at: now,
            updated_at: now,
          })
          .execute();
        totals.reward(o.company_id, a.id, paidAt, null, { state, amount, reversed });
        report.created++;
        touched.add(o.company_id);
      }
    }
  }

  // 2. Refunds since the last sync: reverse the unpaid rewards in proportion to the refunded share of the order.
  let rq = db
    .selectFrom('se_reward_order as ro')
    .innerJoin('fin_order as f', (j) => j.onRef('f.order_id', '=', 'ro.order_id').onRef('f.company_id', '=', 'ro.company_id'))
    .innerJoin('orders as o', 'o.id', 'ro.order_id')
    .select(['ro.order_id', 'ro.company_id', 'ro.agent_id', 'o.paid_at', 'f.paid_amount', 'f.refunded_before', 'f.refunded_after', 'ro.refunded'])
    .where('ro.agent_id', 'is not', null)
    .where(sql<boolean>`f.refunded_before + f.refunded_after <> ro.refunded`)
    .limit(limit);
  if (opts.companyId !== undefined) rq = rq.where('ro.company_id', '=', opts.companyId);
  for (const f of await rq.execute()) {
    const refunded = Number(f.refunded_before) + Number(f.refunded_after);
    totals.add(f.company_id, f.agent_id!, dayNo(Number(f.paid_at)), { refunded_amount: refunded - Number(f.refunded) });
    const rewards = await db.selectFrom('se_reward').select(['id', 'agent_id', 'paid_at_order', 'amount', 'reversed', 'state']).where('order_id', '=', Number(f.order_id)).where('company_id', '=', f.company_id).where('state', 'in', [R.PENDING, R.PAYABLE]).execute();
    for (const r of rewards) {
      const reversed = reversedPart(Number(r.amount), refunded, Number(f.paid_amount));
      if (reversed === Number(r.reversed)) continue;
      const state = reversed >= Number(r.amount) ? R.REVERSED : r.state;
      const n = await db.updateTable('se_reward').set({ reversed, state, updated_at: now }).where('id', '=', r.id).where('state', '=', r.state).executeTakeFirst();
      if (Number(n.numUpdatedRows) !== 1) continue;
      totals.reward(f.company_id, r.agent_id, Number(r.paid_at_order), { state: r.state, amount: Number(r.amount), reversed: Number(r.reversed) }, { state, amount: Number(r.amount), reversed });
      report.reversed++;
      touched.add(f.company_id);
    }
    await db.updateTable('se_reward_order').set({ refunded }).where('order_id', '=', Number(f.order_id)).where('company_id', '=', f.company_id).execute();
  }

  // 3. Settled orders past the hold: their pending rewards become payable.
  let sq = db
    .selectFrom('se_reward as r')
    .innerJoin('fin_order as f', (j) => j.onRef('f.order_id', '=', 'r.order_id').onRef('f.company_id', '=', 'r.company_id'))
    .leftJoin('se_reward_config as c', 'c.company_id', 'r.company_id')
    .select(['r.id', 'r.company_id', 'r.agent_id', 'r.paid_at_order', 'r.amount', 'r.reversed', 'f.settled_at', 'c.hold_days'])
    .where('r.state', '=', R.PENDING)
    .where('f.state', '=', 1)
    .limit(limit);
  if (opts.companyId !== undefined) sq = sq.where('r.company_id', '=', opts.companyId);
  for (const r of await sq.execute()) {
    const due = Number(r.settled_at) + (r.hold_days ?? 0) * DAY;
    if (due > now) continue;
    const n = await db.updateTable('se_reward').set({ state: R.PAYABLE, payable_at: now, updated_at: now }).where('id', '=', r.id).where('state', '=', R.PENDING).executeTakeFirst();
    if (Number(n.numUpdatedRows)) {
      const figures = { amount: Number(r.amount), reversed: Number(r.reversed) };
      totals.reward(r.company_id, r.agent_id, Number(r.paid_at_order), { state: R.PENDING, ...figures }, { state: R.PAYABLE, ...figures });
      report.payable++;
      touched.add(r.company_id);
    }
  }
  await totals.flush(db);
  for (const companyId of touched) await emitEvent(db, { companyId, kind: 'schoolEmployee.rewardChanged', payload: report, now });
  return report;
}

/**
 * Pays payable rewards from the shop's available balance, in the caller's transaction: one ledger transaction per
 * reward (available → the platform's agent-reward account, key agentReward:<id>, a replay posts nothing). More than
 * the available balance, a reward not payable, or a total under the minimum payout is refused and nothing changes.
 */
export async function payRewards(db: Db, p: { companyId: number; userId: number; rewardIds: number[]; now: number }) {
  const ids = [...new Set(p.rewardIds)];
  if (!ids.length) throw fail('请选择要发放的奖励');
  const rows = await db.selectFrom('se_reward').selectAll().where('company_id', '=', p.companyId).where('id', 'in', ids).orderBy('id').execute();
  if (rows.length !== ids.length) throw fail('奖励记录不存在');
  const notPayable = rows.find((r) => r.state !== R.PAYABLE);
  if (notPayable) throw fail(`奖励 ${notPayable.id}（${notPayable.kind === 2 ? notPayable.goods_name : `订单 ${notPayable.order_no}`}）${REWARD_STATE_TEXT[notPayable.state]}，不能发放`);
  const total = rows.reduce((s, r) => s + Number(r.amount) - Number(r.reversed), 0);
  const cfg = await rewardConfig(db, p.companyId);
  if (total < cfg.minPayout) throw fail(`发放金额 ${yuan(total)} 低于最低发放金额 ${yuan(cfg.minPayout)}`);
  const avail = await lockBalance(db, p.companyId, 'available');
  if (total > avail) throw fail(`可提现余额不足：可提现 ${yuan(Math.max(0, avail))}，本次发放 ${yuan(total)}`);
  const totals = new TotalsBatch();
  for (const r of rows) {
    const n = await db.updateTable('se_reward').set({ state: R.PAID, paid_at: p.now, paid_by: p.userId, updated_at: p.now }).where('id', '=', r.id).where('state', '=', R.PAYABLE).executeTakeFirst();
    if (Number(n.numUpdatedRows) !== 1) throw fail(STALE);
    const net = Number(r.amount) - Number(r.reversed);
    const figures = { amount: Number(r.amount), reversed: Number(r.reversed) };
    totals.reward(p.companyId, r.agent_id, Number(r.paid_at_order), { state: R.PAYABLE, ...figures }, { state: R.PAID, ...figures });
    totals.add(p.companyId, r.agent_id, dayNo(p.now), { payout_amount: net });
    if (net <= 0) continue;
    await postTransaction(db, {
      companyId: p.companyId,
      kind: 'agent.reward',
      key: `agentReward:${r.id}`,
      at: p.now,
      entries: [
        { account: 'available', amount: -net },
        { account: 'agent_reward', amount: net },
      ],
      refNo: r.order_no || null,
      memo: r.kind === 2 ? `校园代理招募奖励（${r.goods_name}）` : `校园代理销售奖励（订单 ${r.order_no}）`,
    });
  }
  await totals.flush(db);
  await emitEvent(db, { companyId: p.companyId, userId: null, kind: 'schoolEmployee.rewardPaid', payload: { rewardIds: ids, total }, now: p.now });
  return { count: rows.length, total };
}

// Reward changes are pushed live to members who see the reward pages (the pages refetch on them).

/**
 * The reward timer: every minute, new referred orders get their rewards, refunds reverse them, settled orders past the
 * hold make them payable (docs/school-employee.md「销售奖励」). Registered here, beside what it runs, so the server,
 * the platform command (`jobs run-due`) and the seed all know it.
 */
export const rewardSyncJob = areaJob(
  'schoolEmployee.rewardSync',
  async ({ db, now }) => {
    const r = await syncRewards(db, now);
    return r.created || r.reversed || r.payable ? `奖励：新增 ${r.created}、冲回 ${r.reversed}、可发放 ${r.payable}` : undefined;
  },
  { everyMs: 60_000 },
);
