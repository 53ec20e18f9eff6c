import { sql, type Selectable } from 'kysely';
import type { HandlerContext, HandlerMap } from '../../lib/handler.ts';
import { requireAuth } from '../../lib/handler.ts';
import { fail } from '../../lib/errors.ts';
import { audit } from '../../lib/audit.ts';
import type { Db } from '../../db/index.ts';
import { balancesOf } from '../finance/index.ts';
import type { SeRewardRuleTable } from './reward-schema.ts';
import { chinaDay, DAY, STALE } from './service.ts';
import { KIND_TEXT } from './recruit-reward.ts';
import { dayNo, totalsRow, type Totals } from './referral-totals.ts';
import { checkRule, MODE_TEXT, payRewards, R, REWARD_STATE_TEXT, rewardConfig, RULE_LIMIT, rulePhase, SCOPE_TEXT, type RuleInput, type Tier } from './reward-service.ts';

/**
 * The sales-reward calls (/xm-job/merchant/rewardConfig/*, salesReward/*): the programme's reward settings, the
 * rules, the reward records with their payout through the ledger, and the statistics. Writes are checked against
 * agent.reward.edit / agent.reward.pay by the contract (x-permission), run in the request's transaction and are
 * audited with before and after.
 */

function who(ctx: HandlerContext) {
  const a = requireAuth(ctx);
  return { companyId: a.companyId, userId: a.userId, now: ctx.deps.clock.now() };
}

async function record(ctx: HandlerContext, action: string, detail: Record<string, unknown>) {
  const a = requireAuth(ctx);
  await audit(ctx.db, { companyId: a.companyId, userId: a.userId, actor: 'merchant', action, detail, at: ctx.deps.clock.now() });
}

// ---------------------------------------------------------------------------------------------- config ----

async function seRewardConfigGet(ctx: HandlerContext) {
  return rewardConfig(ctx.db, who(ctx).companyId);
}

async function seRewardConfigSave(ctx: HandlerContext<{ recruitEnabled: boolean; recruitAmount: number; holdDays: number; minPayout: number }>) {
  const { companyId, userId, now } = who(ctx);
  const b = ctx.body;
  if (b.recruitEnabled && b.recruitAmount <= 0) throw fail('启用招募奖励时，奖励金额应大于 0');
  const before = await rewardConfig(ctx.db, companyId);
  const values = { recruit_enabled: b.recruitEnabled ? 1 : 0, recruit_amount: b.recruitAmount, hold_days: b.holdDays, min_payout: b.minPayout, updated_by: userId, updated_at: now };
  if (before.updatedAt !== null) await ctx.db.updateTable('se_reward_config').set(values).where('company_id', '=', companyId).execute();
  else await ctx.db.insertInto('se_reward_config').values({ company_id: companyId, ...values }).execute();
  const after = await rewardConfig(ctx.db, companyId);
  await record(ctx, 'schoolEmployee.rewardConfig.save', { before, after });
  return after;
}

// ----------------------------------------------------------------------------------------------- rules ----

async function ruleStats(db: Db, ruleIds: number[]) {
  const m = new Map<number, { count: number; amount: number }>();
  if (!ruleIds.length) return m;
  const rows = await db
    .selectFrom('se_reward')
    .select(['rule_id', (eb) => eb.fn.countAll<number>().as('n'), sql<number>`sum(amount - reversed)`.as('amount')])
    .where('rule_id', 'in', ruleIds)
    .groupBy('rule_id')
    .execute();
  for (const r of rows) m.set(Number(r.rule_id), { count: Number(r.n), amount: Number(r.amount ?? 0) });
  return m;
}

/** Names of the platform categories that rules are scoped to (not copied into the shop's rows). */
async function categoryNames(db: Db, rows: Selectable<SeRewardRuleTable>[]) {
  const ids = [...new Set(rows.filter((r) => r.scope === 2 && r.scope_id !== null).map((r) => Number(r.scope_id)))];
  const cats = ids.length ? await db.selectFrom('category').select(['id', 'name']).where('id', 'in', ids).execute() : [];
  return new Map(cats.map((c) => [c.id, c.name]));
}

function presentRule(r: Selectable<SeRewardRuleTable>, now: number, s: { count: number; amount: number } | undefined, names: Map<number, string>) {
  const p = rulePhase({ status: r.status, start_at: Number(r.start_at), end_at: Number(r.end_at) }, now);
  return {
    ruleId: Number(r.id),
    name: r.name,
    mode: r.mode,
    modeText: MODE_TEXT[r.mode]!,
    value: Number(r.value),
    scope: r.scope,
    scopeText: SCOPE_TEXT[r.scope]!,
    scopeId: r.scope_id === null ? null : Number(r.scope_id),
    scopeName: r.scope === 2 && r.scope_id !== null ? (names.get(Number(r.scope_id)) ?? null) : r.scope_name,
    tiers: JSON.parse(r.tiers_json) as Tier[],
    startAt: Number(r.start_at),
    endAt: Number(r.end_at),
    status: r.status,
    phase: p.phase,
    phaseText: p.text,
    rewardCount: s?.count ?? 0,
    rewardAmount: s?.amount ?? 0,
    createdAt: Number(r.created_at),
    updatedAt: Number(r.updated_at),
  };
}

async function loadRule(ctx: HandlerContext, ruleId: number) {
  const r = await ctx.db.selectFrom('se_reward_rule').selectAll().where('id', '=', ruleId).where('company_id', '=', who(ctx).companyId).executeTakeFirst();
  if (!r) throw fail('奖励规则不存在');
  return r;
}

async function seRewardRuleList(ctx: HandlerContext) {
  const { companyId, now } = who(ctx);
  const rows = await ctx.db.selectFrom('se_reward_rule').selectAll().where('company_id', '=', companyId).orderBy('id', 'desc').limit(RULE_LIMIT).execute();
  const stats = await ruleStats(ctx.db, rows.map((r) => Number(r.id)));
  const names = await categoryNames(ctx.db, rows);
  return { list: rows.map((r) => presentRule(r, now, stats.get(Number(r.id)), names)) };
}

async function seRewardRuleDetail(ctx: HandlerContext<{ ruleId: number }>) {
  const r = await loadRule(ctx, ctx.body.ruleId);
  return presentRule(r, who(ctx).now, (await ruleStats(ctx.db, [Number(r.id)])).get(Number(r.id)), await categoryNames(ctx.db, [r]));
}

async function seRewardRuleSave(ctx: HandlerContext<RuleInput>) {
  const { companyId, userId, now } = who(ctx);
  const values = await checkRule(ctx.db, companyId, ctx.body);
  let id: number;
  let before: Selectable<SeRewardRuleTable> | null = null;
  if (ctx.body.ruleId) {
    before = await loadRule(ctx, ctx.body.ruleId);
    await ctx.db.updateTable('se_reward_rule').set({ ...values, updated_at: now }).where('id', '=', before.id).execute();
    id = Number(before.id);
  } else {
    const n = await ctx.db.selectFrom('se_reward_rule').select((eb) => eb.fn.countAll<number>().as('n')).where('company_id', '=', companyId).executeTakeFirstOrThrow();
    if (Number(n.n) >= RULE_LIMIT) throw fail(`奖励规则至多 ${RULE_LIMIT} 条`);
    const r = await ctx.db
      .insertInto('se_reward_rule')
      .values({ company_id: companyId, ...values, status: 1, created_by: userId, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    id = Number(r.id);
  }
  const after = await loadRule(ctx, id);
  await record(ctx, before ? 'schoolEmployee.rewardRule.update' : 'schoolEmployee.rewardRule.create', { ruleId: id, before, after });
  return presentRule(after, now, (await ruleStats(ctx.db, [id])).get(id), await categoryNames(ctx.db, [after]));
}

async function seRewardRuleStatus(ctx: HandlerContext<{ ruleId: number; status: number }>) {
  const { now } = who(ctx);
  const r = await loadRule(ctx, ctx.body.ruleId);
  const to = ctx.body.status;
  if (r.status === to) throw fail(STALE);
  const n = await ctx.db.updateTable('se_reward_rule').set({ status: to, updated_at: now }).where('id', '=', r.id).where('status', '=', r.status).executeTakeFirst();
  if (Number(n.numUpdatedRows) !== 1) throw fail(STALE);
  await record(ctx, to === 1 ? 'schoolEmployee.rewardRule.enable' : 'schoolEmployee.rewardRule.disable', { ruleId: Number(r.id), before: { status: r.status }, after: { status: to } });
  const after = await loadRule(ctx, Number(r.id));
  return presentRule(after, now, (await ruleStats(ctx.db, [Number(r.id)])).get(Number(r.id)), await categoryNames(ctx.db, [after]));
}

async function seRewardScopeOptions(ctx: HandlerContext<{ keyword?: string | null }>) {
  const { companyId } = who(ctx);
  let gq = ctx.db.selectFrom('goods').select(['id', 'name', 'price_min']).where('company_id', '=', companyId).where('deleted_at', 'is', null);
  const kw = ctx.body?.keyword?.trim();
  if (kw) gq = gq.where('name', 'like', `%${kw}%`);
  const goods = await gq.orderBy('id', 'desc').limit(20).execute();
  const cats = await ctx.db.selectFrom('category').select(['id', 'name', 'level', 'parent_id']).where('level', 'in', [1, 2]).orderBy('level').orderBy('sort').orderBy('id').limit(400).execute();
  const names = new Map(cats.filter((c) => c.level === 1).map((c) => [c.id, c.name]));
  const categories = cats
    .map((c) => ({ categoryId: c.id, name: c.level === 2 ? `${names.get(c.parent_id) ?? ''} / ${c.name}` : c.name, level: c.level, top: c.level === 1 ? c.id : c.parent_id }))
    .sort((x, y) => x.top - y.top || x.level - y.level)
    .slice(0, 200)
    .map(({ categoryId, name, level }) => ({ categoryId, name, level }));
  return { goods: goods.map((g) => ({ goodsId: Number(g.id), name: g.name, priceMin: Number(g.price_min) })), categories };
}

// --------------------------------------------------------------------------------------------- records ----

const NET = sql<number>`sum(case when r.state = 4 then r.reversed else r.amount - r.reversed end)`;

async function stateCounts(db: Db, companyId: number, filter: (q: any) => any) {
  const rows = await filter(
    db
      .selectFrom('se_reward as r')
      .innerJoin('se_agent as a', (j) => j.onRef('a.id', '=', 'r.agent_id').onRef('a.company_id', '=', 'r.company_id'))
      .select(['r.state', (eb: any) => eb.fn.countAll().as('n'), NET.as('amount')])
      .where('r.company_id', '=', companyId),
  )
    .groupBy('r.state')
    .execute();
  const m = new Map<number, { n: unknown; amount: unknown }>(rows.map((r: { state: number; n: unknown; amount: unknown }) => [r.state, r]));
  return [R.PENDING, R.PAYABLE, R.PAID, R.REVERSED].map((s) => ({ state: s, text: REWARD_STATE_TEXT[s]!, count: Number(m.get(s)?.n ?? 0), amount: Number(m.get(s)?.amount ?? 0) }));
}

async function seRewardList(ctx: HandlerContext<{ state?: number | null; agentId?: number | null; keyword?: string | null; cursor?: string | null; pageSize: number }>) {
  const { companyId } = who(ctx);
  const b = ctx.body;
  const kw = b.keyword?.trim();
  const filter = (q: any) => {
    if (b.agentId) q = q.where('r.agent_id', '=', b.agentId);
    if (kw) q = q.where((eb: any) => eb.or([eb('r.order_no', '=', kw), eb('a.name', 'like', `%${kw}%`), eb('a.referral_code', '=', kw.toUpperCase())]));
    return q;
  };
  let q = filter(
    ctx.db
      .selectFrom('se_reward as r')
      .innerJoin('se_agent as a', (j) => j.onRef('a.id', '=', 'r.agent_id').onRef('a.company_id', '=', 'r.company_id'))
      .select(['r.id', 'r.kind', 'r.agent_id', 'a.name', 'a.referral_code', 'r.school_name', 'r.order_id', 'r.order_no', 'r.goods_name', 'r.rule_id', 'r.rule_name', 'r.base', 'r.amount', 'r.reversed', 'r.state', 'r.paid_at_order', 'r.payable_at', 'r.paid_at', 'r.created_at'])
      .where('r.company_id', '=', companyId),
  );
  if (b.state) q = q.where('r.state', '=', b.state);
  if (b.cursor) q = q.where('r.id', '<', Number(b.cursor));
  const rows: any[] = await q.orderBy('r.id', 'desc').limit(b.pageSize + 1).execute();
  const hasMore = rows.length > b.pageSize;
  const page = rows.slice(0, b.pageSize);
  return {
    list: page.map((r) => ({
      rewardId: Number(r.id),
      kind: r.kind as 1 | 2,
      kindText: KIND_TEXT[r.kind] ?? '销售奖励',
      agentId: Number(r.agent_id),
      agentName: r.name,
      referralCode: r.referral_code,
      schoolName: r.school_name,
      orderId: Number(r.order_id),
      orderNo: r.order_no,
      goodsName: r.goods_name,
      ruleId: Number(r.rule_id),
      ruleName: r.rule_name,
      base: Number(r.base),
      amount: Number(r.amount),
      reversed: Number(r.reversed),
      net: Number(r.amount) - Number(r.reversed),
      state: r.state,
      stateText: REWARD_STATE_TEXT[r.state]!,
      orderPaidAt: Number(r.paid_at_order),
      payableAt: r.payable_at === null ? null : Number(r.payable_at),
      paidAt: r.paid_at === null ? null : Number(r.paid_at),
      createdAt: Number(r.created_at),
    })),
    hasMore,
    nextCursor: hasMore ? String(page[page.length - 1]!.id) : null,
    // Without a keyword the cards are one row of the maintained totals (the shop's, or the agent's); a keyword groups the matches.
    states: kw ? await stateCounts(ctx.db, companyId, filter) : stateCards(await totalsRow(ctx.db, companyId, b.agentId ? Math.min(b.agentId, 2_147_483_647) : 0)),
  };
}

async function seRewardPay(ctx: HandlerContext<{ rewardIds: number[] }>) {
  const { companyId, userId, now } = who(ctx);
  const r = await payRewards(ctx.db, { companyId, userId, rewardIds: ctx.body.rewardIds, now });
  const available = (await balancesOf(ctx.db, companyId)).available!;
  await record(ctx, 'schoolEmployee.reward.pay', { rewardIds: ctx.body.rewardIds, before: { state: R.PAYABLE }, after: { state: R.PAID }, total: r.total, available });
  return { ...r, available };
}

// ------------------------------------------------------------------------------------------ statistics ----

/** The four state cards from a totals row (the net of each state: reversed for 已冲回, amount − reversed otherwise). */
function stateCards(t: Totals) {
  const figures: Record<number, [number, number]> = {
    [R.PENDING]: [t.pending_count, t.pending_amount],
    [R.PAYABLE]: [t.payable_count, t.payable_amount],
    [R.PAID]: [t.paid_count, t.paid_amount],
    [R.REVERSED]: [t.reversed_count, t.reversed_amount],
  };
  return [R.PENDING, R.PAYABLE, R.PAID, R.REVERSED].map((s) => ({ state: s, text: REWARD_STATE_TEXT[s]!, count: figures[s]![0], amount: figures[s]![1] }));
}

/**
 * The statistics read the maintained totals (se_referral_day, referral-totals.ts): one row for the state cards, the
 * agents' all-days rows for the schools, and 30 day rows for the chart, whatever the number of orders and rewards.
 */
async function seRewardStatistics(ctx: HandlerContext<{ agentId?: number | null }>) {
  const { companyId, now } = who(ctx);
  const agentId = ctx.body?.agentId ?? null;
  // Agent ids fit int4: a larger one is no agent of the shop.
  const scope = agentId !== null && agentId > 2_147_483_647 ? -1 : (agentId ?? 0);
  const states = stateCards(await totalsRow(ctx.db, companyId, scope));
  let sq = ctx.db
    .selectFrom('se_referral_day as t')
    .innerJoin('se_agent as a', (j) => j.onRef('a.id', '=', 't.agent_id').onRef('a.company_id', '=', 't.company_id'))
    .select([
      'a.school_name',
      sql<number>`count(*)`.as('agents'),
      sql<number>`sum(t.reward_count)`.as('n'),
      sql<number>`sum(t.reward_amount - t.reward_reversed)`.as('amount'),
      sql<number>`sum(t.paid_amount)`.as('paid'),
    ])
    .where('t.company_id', '=', companyId)
    // Literals, not parameters: PostgreSQL's generic plan of the prepared statement otherwise guesses a few rows for
    // these ranges and joins the agents one by one (measured 10 ms for 4,000 agents, against 3 ms with a hash join).
    .where('t.day', '=', sql.lit(0))
    .where('t.agent_id', '>', sql.lit(0))
    .where('t.reward_count', '>', sql.lit(0));
  if (scope) sq = sq.where('t.agent_id', '=', scope);
  const schools = await sq.groupBy('a.school_name').execute();
  const first = dayNo(now) - 29;
  const dayRows = await ctx.db
    .selectFrom('se_referral_day')
    .select(['day', 'reward_amount', 'reward_reversed', 'payout_amount'])
    .where('company_id', '=', companyId)
    .where('agent_id', '=', scope)
    .where('day', '>=', first)
    .execute();
  const byDay = new Map(dayRows.map((r) => [Number(r.day), r]));
  const days: { date: string; amount: number; paid: number }[] = [];
  for (let d = first; d < first + 30; d++) {
    const r = byDay.get(d);
    days.push({ date: chinaDay(d * DAY), amount: r ? Number(r.reward_amount) - Number(r.reward_reversed) : 0, paid: r ? Number(r.payout_amount) : 0 });
  }
  const available = (await balancesOf(ctx.db, companyId)).available!;
  return {
    states,
    owed: states[0]!.amount + states[1]!.amount,
    paid: states[2]!.amount,
    available: Math.max(0, available),
    schools: schools
      .map((s) => ({ schoolName: s.school_name, agents: Number(s.agents), count: Number(s.n ?? 0), amount: Number(s.amount ?? 0), paid: Number(s.paid ?? 0) }))
      .sort((x, y) => y.amount - x.amount || x.schoolName.localeCompare(y.schoolName))
      .slice(0, 50),
    days,
  };
}

async function seRewardAgentStats(ctx: HandlerContext<{ cursor?: string | null; pageSize: number }>) {
  const { companyId } = who(ctx);
  const b = ctx.body;
  let q = ctx.db
    .selectFrom('se_referral_day as t')
    .innerJoin('se_agent as a', (j) => j.onRef('a.id', '=', 't.agent_id').onRef('a.company_id', '=', 't.company_id'))
    .select(['t.agent_id', 'a.name', 'a.school_name', 'a.referral_code', 't.reward_count', 't.reward_amount', 't.reward_reversed', 't.pending_amount', 't.payable_amount', 't.paid_amount'])
    .where('t.company_id', '=', companyId)
    .where('t.day', '=', 0)
    .where('t.agent_id', '>', 0)
    .where('t.reward_count', '>', 0);
  // Agent ids fit int4 (se_referral_day.agent_id): a larger cursor means every agent.
  if (b.cursor) q = q.where('t.agent_id', '<', Math.min(Number(b.cursor), 2_147_483_647));
  const rows = await q.orderBy('t.agent_id', 'desc').limit(b.pageSize + 1).execute();
  const hasMore = rows.length > b.pageSize;
  const page = rows.slice(0, b.pageSize);
  return {
    list: page.map((r) => ({
      agentId: Number(r.agent_id),
      name: r.name,
      schoolName: r.school_name,
      referralCode: r.referral_code,
      count: Number(r.reward_count),
      amount: Number(r.reward_amount),
      reversed: Number(r.reward_reversed),
      pending: Number(r.pending_amount),
      payable: Number(r.payable_amount),
      paid: Number(r.paid_amount),
    })),
    hasMore,
    nextCursor: hasMore ? String(page[page.length - 1]!.agent_id) : null,
  };
}

export const rewardHandlers: HandlerMap = {
  seRewardConfigGet,
  seRewardConfigSave,
  seRewardRuleList,
  seRewardRuleDetail,
  seRewardRuleSave,
  seRewardRuleStatus,
  seRewardScopeOptions,
  seRewardList,
  seRewardPay,
  seRewardStatistics,
  seRewardAgentStats,
};
