import type { HandlerContext, HandlerMap } from '../../lib/handler.ts';
import { requireAuth } from '../../lib/handler.ts';
import { fail } from '../../lib/errors.ts';
import { audit } from '../../lib/audit.ts';
import { emitEvent } from '../../lib/events.ts';
import type { Db } from '../../db/index.ts';
import type { SePostTable } from './schema.ts';
import { sql, type Selectable } from 'kysely';
import {
  A,
  ACTION_TEXT,
  allowedActions,
  chinaDay,
  DAY,
  HOUR,
  maskPhone,
  merchantAction,
  offerConfig,
  PHASE_TEXT,
  POST_LIMIT,
  postPhase,
  renderOffer,
  shownAction,
  STALE,
  STATE_TEXT,
  storedAction,
  type MerchantAction,
} from './service.ts';
import { rewardHandlers } from './reward-handlers.ts';
import { sampleHandlers } from './sample-handlers.ts';
import { dayNo, totalsRow } from './referral-totals.ts';
import { taskPackageHandlers, waitingSubmissions } from './task-handlers.ts';

/**
 * The job service's school-employee calls (/xm-job/merchant/...): recruitment posts, the offer configuration, the
 * applications and agents with their state machine, and the programme's center. Writes run in the request's
 * transaction, are checked against their operate key by the contract (x-permission), audited with before and after,
 * and emit schoolEmployee.* events (pushed live to members holding agent.recruit.list).
 */

function who(ctx: HandlerContext) {
  const a = requireAuth(ctx);
  return { companyId: a.companyId, userId: a.userId, now: ctx.deps.clock.now() };
}

async function record(ctx: HandlerContext, action: string, detail: Record<string, unknown>) {
  const a = requireAuth(ctx);
  await audit(ctx.db, { companyId: a.companyId, userId: a.userId, actor: 'merchant', action, detail, at: ctx.deps.clock.now() });
}

// ------------------------------------------------------------------------------------------------ posts ----

async function postCounts(db: Db, postIds: number[]): Promise<Map<number, { applied: number; active: number }>> {
  const m = new Map<number, { applied: number; active: number }>();
  if (!postIds.length) return m;
  const rows = await db
    .selectFrom('se_agent')
    .select(['post_id', 'state', (eb) => eb.fn.countAll<number>().as('n')])
    .where('post_id', 'in', postIds)
    .groupBy(['post_id', 'state'])
    .execute();
  for (const r of rows) {
    const c = m.get(r.post_id) ?? { applied: 0, active: 0 };
    c.applied += Number(r.n);
    if (r.state === A.ACTIVE) c.active += Number(r.n);
    m.set(r.post_id, c);
  }
  return m;
}

function presentPost(p: Selectable<SePostTable>, now: number, c: { applied: number; active: number } | undefined) {
  const phase = postPhase(p, now);
  return {
    postId: p.id,
    schoolId: p.school_id,
    schoolName: p.school_name,
    role: p.role,
    headcount: p.headcount,
    requirements: p.requirements,
    workContent: p.work_content,
    rewardSummary: p.reward_summary,
    questions: JSON.parse(p.questions_json) as string[],
    openAt: p.open_at,
    closeAt: p.close_at,
    status: p.status,
    phase,
    phaseText: PHASE_TEXT[phase]!,
    appliedCount: c?.applied ?? 0,
    activeCount: c?.active ?? 0,
    createdAt: p.created_at,
    updatedAt: p.updated_at,
  };
}

async function loadPost(ctx: HandlerContext, postId: number) {
  const { companyId } = who(ctx);
  const p = await ctx.db.selectFrom('se_post').selectAll().where('id', '=', postId).where('company_id', '=', companyId).executeTakeFirst();
  if (!p) throw fail('岗位不存在');
  return p;
}

async function sePostList(ctx: HandlerContext) {
  const { companyId, now } = who(ctx);
  const posts = await ctx.db.selectFrom('se_post').selectAll().where('company_id', '=', companyId).orderBy('id', 'desc').limit(POST_LIMIT).execute();
  const counts = await postCounts(ctx.db, posts.map((p) => p.id));
  const list = posts.map((p) => presentPost(p, now, counts.get(p.id)));
  const rank = (phase: number) => (phase === 2 ? 0 : phase === 1 ? 1 : 2);
  list.sort((x, y) => rank(x.phase) - rank(y.phase) || y.postId - x.postId);
  return { list };
}

async function sePostDetail(ctx: HandlerContext<{ postId: number }>) {
  const p = await loadPost(ctx, ctx.body.postId);
  return presentPost(p, who(ctx).now, (await postCounts(ctx.db, [p.id])).get(p.id));
}

interface PostBody {
  postId: number | null;
  schoolId: number;
  role: string;
  headcount: number;
  requirements: string;
  workContent: string;
  rewardSummary: string;
  questions: string[];
  openAt: number;
  closeAt: number;
}

async function sePostSave(ctx: HandlerContext<PostBody>) {
  const { companyId, userId, now } = who(ctx);
  const b = ctx.body;
  const text = (v: string, label: string) => {
    const t = v.trim();
    if (!t) throw fail(`请输入${label}`);
    return t;
  };
  const role = text(b.role, '岗位名称');
  const requirements = text(b.requirements, '任职要求');
  const workContent = text(b.workContent, '工作内容');
  const rewardSummary = text(b.rewardSummary, '奖励说明');
  const questions = b.questions.map((q) => q.trim()).filter(Boolean);
  if (new Set(questions).size !== questions.length) throw fail('报名表问题有重复');
  if (b.closeAt <= b.openAt) throw fail('截止报名时间应晚于开始报名时间');
  if (b.closeAt <= now) throw fail('截止报名时间已过，请重新选择');
  const school = await ctx.db.selectFrom('campus_place').select(['id', 'name']).where('id', '=', b.schoolId).where('level', '=', 1).executeTakeFirst();
  if (!school) throw fail('请选择校园目录中的学校');
  const values = {
    school_id: school.id,
    school_name: school.name,
    role,
    headcount: b.headcount,
    requirements,
    work_content: workContent,
    reward_summary: rewardSummary,
    questions_json: JSON.stringify(questions),
    open_at: b.openAt,
    close_at: b.closeAt,
    updated_at: now,
  };
  let id: number;
  let before: Selectable<SePostTable> | null = null;
  if (b.postId) {
    before = await loadPost(ctx, b.postId);
    if (before.status === 2) throw fail('岗位已关闭，不能修改');
    const active = (await postCounts(ctx.db, [before.id])).get(before.id)?.active ?? 0;
    if (b.headcount < active) throw fail(`招募人数不能少于在岗人数 ${active}`);
    const n = await ctx.db.updateTable('se_post').set(values).where('id', '=', before.id).where('status', '=', 1).executeTakeFirst();
    if (Number(n.numUpdatedRows) !== 1) throw fail(STALE);
    id = before.id;
  } else {
    const n = await ctx.db.selectFrom('se_post').select((eb) => eb.fn.countAll<number>().as('n')).where('company_id', '=', companyId).executeTakeFirstOrThrow();
    if (Number(n.n) >= POST_LIMIT) throw fail(`招募岗位至多 ${POST_LIMIT} 个`);
    const r = await ctx.db
      .insertInto('se_post')
      .values({ company_id: companyId, ...values, status: 1, created_by: userId, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    id = r.id;
  }
  const after = await loadPost(ctx, id);
  await record(ctx, before ? 'schoolEmployee.post.update' : 'schoolEmployee.post.create', { postId: id, before, after });
  await emitEvent(ctx.db, { companyId, userId, kind: 'schoolEmployee.postSaved', subjectId: id, now });
  return presentPost(after, now, (await postCounts(ctx.db, [id])).get(id));
}

async function sePostClose(ctx: HandlerContext<{ postId: number }>) {
  const { companyId, userId, now } = who(ctx);
  const p = await loadPost(ctx, ctx.body.postId);
  if (p.status === 2) throw fail(STALE);
  const n = await ctx.db.updateTable('se_post').set({ status: 2, updated_at: now }).where('id', '=', p.id).where('status', '=', 1).executeTakeFirst();
  if (Number(n.numUpdatedRows) !== 1) throw fail(STALE);
  await record(ctx, 'schoolEmployee.post.close', { postId: p.id, before: { status: 1 }, after: { status: 2 } });
  await emitEvent(ctx.db, { companyId, userId, kind: 'schoolEmployee.postSaved', subjectId: p.id, now });
  const after = await loadPost(ctx, p.id);
  return presentPost(after, now, (await postCounts(ctx.db, [p.id])).get(p.id));
}

async function seSchoolOptions(ctx: HandlerContext) {
  const rows = await ctx.db.selectFrom('campus_place').select(['id', 'name']).where('level', '=', 1).orderBy('sort').orderBy('id').execute();
  return { list: rows.map((r) => ({ schoolId: r.id, name: r.name })) };
}

// ---------------------------------------------------------------------------------------- offer config ----

async function seOfferConfigGet(ctx: HandlerContext) {
  return offerConfig(ctx.db, who(ctx).companyId);
}

async function seOfferConfigSave(ctx: HandlerContext<{ template: string; acceptDays: number }>) {
  const { companyId, userId, now } = who(ctx);
  const template = ctx.body.template.trim();
  if ([...template].length < 10) throw fail('录用通知模板至少 10 字');
  if (!template.includes('{姓名}')) throw fail('录用通知模板须包含占位符 {姓名}');
  const before = await offerConfig(ctx.db, companyId);
  const exists = before.updatedAt !== null;
  if (exists) {
    await ctx.db.updateTable('se_offer_config').set({ template, accept_days: ctx.body.acceptDays, updated_by: userId, updated_at: now }).where('company_id', '=', companyId).execute();
  } else {
    await ctx.db.insertInto('se_offer_config').values({ company_id: companyId, template, accept_days: ctx.body.acceptDays, updated_by: userId, updated_at: now }).execute();
  }
  const after = await offerConfig(ctx.db, companyId);
  await record(ctx, 'schoolEmployee.offerConfig.save', { before, after });
  return after;
}

// ------------------------------------------------------------------------------------------------ agents ----

async function seAgentList(ctx: HandlerContext<{ state?: number | null; postId?: number | null; keyword?: string | null; cursor?: string | null; pageSize: number }>) {
  const { companyId } = who(ctx);
  const b = ctx.body;
  let q = ctx.db
    .selectFrom('se_agent as a')
    .innerJoin('se_post as p', 'p.id', 'a.post_id')
    .select(['a.id', 'a.name', 'a.phone', 'a.school_name', 'a.post_id', 'p.role', 'a.state', 'a.referral_code', 'a.applied_at', 'a.offer_deadline', 'a.updated_at'])
    .where('a.company_id', '=', companyId);
  if (b.state) q = q.where('a.state', '=', b.state);
  if (b.postId) q = q.where('a.post_id', '=', b.postId);
  const kw = b.keyword?.trim();
  if (kw) q = q.where((eb) => eb.or([eb('a.name', 'like', `%${kw}%`), eb('a.phone', '=', kw), eb('a.referral_code', '=', kw.toUpperCase())]));
  if (b.cursor) q = q.where('a.id', '<', Number(b.cursor));
  const rows = await q.orderBy('a.id', 'desc').limit(b.pageSize + 1).execute();
  const hasMore = rows.length > b.pageSize;
  const page = rows.slice(0, b.pageSize);
  return {
    list: page.map((r) => ({
      agentId: r.id,
      name: r.name,
      phoneMasked: maskPhone(r.phone),
      schoolName: r.school_name,
      postId: r.post_id,
      role: r.role,
      state: r.state,
      stateText: STATE_TEXT[r.state]!,
      referralCode: r.referral_code,
      appliedAt: r.applied_at,
      offerDeadline: r.state === A.OFFERED ? r.offer_deadline : null,
      updatedAt: r.updated_at,
    })),
    hasMore,
    nextCursor: hasMore ? String(page[page.length - 1]!.id) : null,
  };
}

export async function agentDetail(db: Db, companyId: number, agentId: number) {
  const a = await db
    .selectFrom('se_agent as a')
    .innerJoin('se_post as p', 'p.id', 'a.post_id')
    .selectAll('a')
    .select('p.role')
    .where('a.id', '=', agentId)
    .where('a.company_id', '=', companyId)
    .executeTakeFirst();
  if (!a) throw fail('代理不存在');
  const logs = await db.selectFrom('se_agent_log').selectAll().where('agent_id', '=', a.id).orderBy('id').execute();
  // The orders attributed to the agent (the reward sync's se_reward_order), from the maintained totals.
  const orders = await totalsRow(db, companyId, a.id);
  const referrer = a.referrer_id ? await db.selectFrom('se_agent').select(['id', 'name']).where('id', '=', a.referrer_id).where('company_id', '=', companyId).executeTakeFirst() : undefined;
  const recruited = await db.selectFrom('se_agent').select((eb) => eb.fn.countAll<number>().as('n')).where('company_id', '=', companyId).where('referrer_id', '=', a.id).executeTakeFirstOrThrow();
  let offerLetter: string | null = null;
  if (a.offer_deadline !== null && a.state !== A.APPLIED && a.state !== A.INTERVIEW) {
    const cfg = await offerConfig(db, companyId);
    offerLetter = renderOffer(cfg.template, { name: a.name, school: a.school_name, role: a.role, deadline: a.offer_deadline });
  }
  return {
    agentId: a.id,
    name: a.name,
    phoneMasked: maskPhone(a.phone),
    schoolName: a.school_name,
    major: a.major,
    grade: a.grade,
    postId: a.post_id,
    role: a.role,
    state: a.state,
    stateText: STATE_TEXT[a.state]!,
    referralCode: a.referral_code,
    appliedAt: a.applied_at,
    offerDeadline: a.offer_deadline,
    activeAt: a.active_at,
    leftAt: a.left_at,
    updatedAt: a.updated_at,
    answers: JSON.parse(a.answers_json) as { question: string; answer: string }[],
    offerLetter,
    orderCount: orders.order_count,
    orderAmount: orders.order_amount,
    referrerId: referrer ? Number(referrer.id) : null,
    referrerName: referrer?.name ?? null,
    recruitedCount: Number(recruited.n),
    logs: logs.map((l) => ({ action: shownAction(l.action), actionText: ACTION_TEXT[shownAction(l.action)] ?? l.action, fromState: l.from_state, toState: l.to_state, note: l.note, actor: l.actor, createdAt: l.created_at })),
    actions: allowedActions(a.state),
  };
}

async function seAgentDetail(ctx: HandlerContext<{ agentId: number }>) {
  return agentDetail(ctx.db, who(ctx).companyId, ctx.body.agentId);
}

async function seAgentAction(ctx: HandlerContext<{ agentId: number; action: MerchantAction; expectState: number; reason?: string | null }>) {
  const { companyId, userId, now } = who(ctx);
  const a = requireAuth(ctx);
  const b = ctx.body;
  const r = await merchantAction(ctx.db, { companyId, userId, actor: `商家 ${a.userName || maskPhone(a.phone)}`, agentId: b.agentId, action: b.action, expectState: b.expectState, reason: b.reason ?? null, now });
  await record(ctx, `schoolEmployee.agent.${b.action}`, { agentId: b.agentId, before: { state: r.before }, after: { state: r.after }, reason: b.reason ?? null });
  return agentDetail(ctx.db, companyId, b.agentId);
}

// ------------------------------------------------------------------------------------------------ center ----

export async function centerFigures(db: Db, companyId: number, now: number) {
  // Agents per school and state: one pass over the covering index se_agent_company_school_idx gives both the per-state
  // counts and the per-school totals.
  const groups = await db
    .selectFrom('se_agent')
    .select(['school_name', 'state', (eb) => eb.fn.countAll<number>().as('n')])
    .where('company_id', '=', companyId)
    .groupBy(['school_name', 'state'])
    .execute();
  const byState = new Map<number, number>();
  const bySchool = new Map<string, { schoolName: string; active: number; total: number }>();
  for (const g of groups) {
    const n = Number(g.n);
    byState.set(g.state, (byState.get(g.state) ?? 0) + n);
    const school = bySchool.get(g.school_name) ?? { schoolName: g.school_name, active: 0, total: 0 };
    school.total += n;
    if (g.state === A.ACTIVE) school.active += n;
    bySchool.set(g.school_name, school);
  }
  const posts = await db.selectFrom('se_post').select(['status', 'open_at', 'close_at']).where('company_id', '=', companyId).where('status', '=', 1).where('close_at', '>', now).execute();
  const expiring = await db
    .selectFrom('se_agent')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('company_id', '=', companyId)
    .where('state', '=', A.OFFERED)
    .where('offer_deadline', '<=', now + 24 * HOUR)
    .executeTakeFirstOrThrow();
  // The shop's attributed orders: one row of the maintained totals (agent 0, all days), not a sum over the orders.
  const orders = await totalsRow(db, companyId, 0);
  // Trend: the last 14 China-time days, today included; applications and activations counted per day by the database
  // (se_agent_log_company_action_idx), one row per action and day.
  const trend = new Map<number, { date: string; applied: number; activated: number }>();
  for (let i = 13; i >= 0; i--) trend.set(dayNo(now - i * DAY), { date: chinaDay(now - i * DAY), applied: 0, activated: 0 });
  const since = now - 15 * DAY;
  const day = sql<number>`(created_at + ${sql.lit(8 * HOUR)}) / ${sql.lit(DAY)}`;
  const recent = await db
    .selectFrom('se_agent_log')
    .select(['action', day.as('day'), (eb) => eb.fn.countAll<number>().as('n')])
    .where('company_id', '=', companyId)
    .where('action', 'in', [storedAction('apply'), storedAction('confirm')])
    .where('created_at', '>=', since)
    .groupBy(['action', day])
    .execute();
  for (const r of recent) {
    const t = trend.get(Number(r.day));
    if (!t) continue;
    if (r.action === storedAction('apply')) t.applied += Number(r.n);
    else t.activated += Number(r.n);
  }
  const todoRows = await db
    .selectFrom('se_agent')
    .select(['id', 'name', 'school_name', 'state', 'offer_deadline', 'applied_at'])
    .where('company_id', '=', companyId)
    .where((eb) => eb.or([eb('state', 'in', [A.APPLIED, A.INTERVIEW]), eb.and([eb('state', '=', A.OFFERED), eb('offer_deadline', '<=', now + 24 * HOUR)])]))
    .orderBy('id')
    .limit(200)
    .execute();
  const todos = todoRows
    .map((r) =>
      r.state === A.OFFERED
        ? { kind: 'offer' as const, text: `${r.name}（${r.school_name}）的录用将于 24 小时内过期`, agentId: r.id, dueAt: r.offer_deadline }
        : { kind: 'application' as const, text: `${r.name}（${r.school_name}）${r.state === A.APPLIED ? '的报名待处理' : '面试中，待决定是否录用'}`, agentId: r.id, dueAt: null as number | null },
    )
    .sort((x, y) => (x.dueAt ?? Infinity) - (y.dueAt ?? Infinity) || x.agentId - y.agentId)
    .slice(0, 20);
  return {
    states: [A.APPLIED, A.INTERVIEW, A.OFFERED, A.ACTIVE, A.LEFT, A.REJECTED].map((s) => ({ state: s, text: STATE_TEXT[s]!, count: byState.get(s) ?? 0 })),
    schools: [...bySchool.values()]
      .sort((x, y) => y.active - x.active || y.total - x.total || x.schoolName.localeCompare(y.schoolName))
      .slice(0, 20),
    openPosts: posts.filter((p) => postPhase(p, now) === 2).length,
    waitingApplications: (byState.get(A.APPLIED) ?? 0) + (byState.get(A.INTERVIEW) ?? 0),
    expiringOffers: Number(expiring.n),
    referralOrderCount: orders.order_count,
    referralOrderAmount: orders.order_amount,
    waitingSubmissions: await waitingSubmissions(db, companyId),
    trend: [...trend.values()],
    todos,
  };
}

async function seCenter(ctx: HandlerContext) {
  const { companyId, now } = who(ctx);
  return centerFigures(ctx.db, companyId, now);
}

export const schoolEmployeeHandlers: HandlerMap = {
  seCenter,
  seAgentList,
  seAgentDetail,
  seAgentAction,
  sePostList,
  sePostDetail,
  sePostSave,
  sePostClose,
  seSchoolOptions,
  seOfferConfigGet,
  seOfferConfigSave,
  ...rewardHandlers,
  ...taskPackageHandlers,
  ...sampleHandlers,
};
