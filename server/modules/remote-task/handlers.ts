import type { HandlerContext, HandlerMap } from '../../lib/handler.ts';
import { requireAuth } from '../../lib/handler.ts';
import { fail } from '../../lib/errors.ts';
import { chinaDay } from '../../lib/clock.ts';
import { audit } from '../../lib/audit.ts';
import { balancesOf } from '../finance/index.ts';
import { closeTask, publishTask, reviewReceives, taskNo, type PublishInput } from './service.ts';

/**
 * Remote tasks for whitelisted companies (/xm-job; docs/school-employee.md): the whitelist call and the four read
 * calls of the spec over job_recruit (招募) and job_receive (学生领取记录). The contract's x-permission
 * [common.remote-task.list, remote.task.list] keeps a company outside the whitelist out of all four.
 */

function companyOf(ctx: HandlerContext<{ companyId: number }>) {
  const a = requireAuth(ctx);
  if (ctx.body.companyId !== a.companyId) throw fail('只能查看本公司的统计');
  return a.companyId;
}

async function jobRecruitStatistic(ctx: HandlerContext<{ companyId: number }>) {
  const companyId = companyOf(ctx);
  const recruits = await ctx.db.selectFrom('job_recruit').select(['id', 'status', 'budget_amount']).where('company_id', '=', companyId).execute();
  const receives = await ctx.db
    .selectFrom('job_receive')
    .select(['status', 'settled', (eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.sum<number>('reward_amount').as('amount')])
    .where('company_id', '=', companyId)
    .groupBy(['status', 'settled'])
    .execute();
  let applying = 0;
  let hired = 0;
  let paid = 0;
  let pending = 0;
  for (const r of receives) {
    if (r.status === 1 || r.status === 2) applying += Number(r.n);
    if (r.status === 3) {
      hired += Number(r.n);
      if (Number(r.settled)) paid += Number(r.amount ?? 0);
      else pending += Number(r.amount ?? 0);
    }
  }
  return {
    publishedCount: recruits.filter((r) => r.status >= 2 && r.status <= 4).length,
    recruitingCount: recruits.filter((r) => r.status === 2).length,
    applyingCount: applying,
    hiredCount: hired,
    finishedCount: recruits.filter((r) => r.status === 4).length,
    budgetAmount: recruits.filter((r) => r.status >= 2 && r.status <= 4).reduce((s, r) => s + r.budget_amount, 0),
    paidAmount: paid,
    pendingAmount: pending,
  };
}

async function jobRecruitTaskStatistic(ctx: HandlerContext<{ companyId: number }>) {
  const companyId = companyOf(ctx);
  const now = ctx.deps.clock.now();
  const groups = await ctx.db
    .selectFrom('job_receive')
    .select(['status', 'settled', (eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.sum<number>('reward_amount').as('amount')])
    .where('company_id', '=', companyId)
    .groupBy(['status', 'settled'])
    .execute();
  // Today on the China calendar: from its midnight (UTC+8).
  const dayStart = Date.parse(`${chinaDay(now)}T00:00:00+08:00`);
  const today = await ctx.db
    .selectFrom('job_receive')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('company_id', '=', companyId)
    .where('received_at', '>=', dayStart)
    .executeTakeFirstOrThrow();
  const count = (f: (g: (typeof groups)[number]) => boolean) => groups.filter(f).reduce((s, g) => s + Number(g.n), 0);
  const sum = (f: (g: (typeof groups)[number]) => boolean) => groups.filter(f).reduce((s, g) => s + Number(g.amount ?? 0), 0);
  return {
    receivedCount: count(() => true),
    todayReceivedCount: Number(today.n),
    submittedCount: count((g) => g.status === 2),
    passedCount: count((g) => g.status === 3),
    rejectedCount: count((g) => g.status === 4),
    settledAmount: sum((g) => g.status === 3 && Number(g.settled) === 1),
    pendingSettleAmount: sum((g) => g.status === 3 && Number(g.settled) === 0),
  };
}

async function jobUserReceiveTaskList(ctx: HandlerContext<{ recruitId?: number; status?: number; keyword?: string; receivedFrom?: number; receivedTo?: number; pageNum: number; pageSize: number }>) {
  const { companyId } = requireAuth(ctx);
  const b = ctx.body;
  let q = ctx.db.selectFrom('job_receive as r').innerJoin('job_recruit as t', 't.id', 'r.recruit_id').leftJoin('job_receive_review as v', 'v.receive_id', 'r.id').where('r.company_id', '=', companyId);
  if (b.recruitId) q = q.where('r.recruit_id', '=', b.recruitId);
  if (b.status) q = q.where('r.status', '=', b.status);
  if (b.receivedFrom !== undefined) q = q.where('r.received_at', '>=', b.receivedFrom);
  if (b.receivedTo !== undefined) q = q.where('r.received_at', '<', b.receivedTo);
  const kw = b.keyword?.trim();
  if (kw) q = q.where((eb) => eb.or([eb('r.user_name', 'like', `%${kw}%`), eb('t.title', 'like', `%${kw}%`), eb('r.phone_masked', 'like', `%${kw}`)]));
  const total = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await q
    .select(['r.id', 'r.recruit_id', 't.title', 'r.user_id', 'r.user_name', 'r.phone_masked', 'r.school_name', 'r.status', 'r.reward_amount', 'r.settled', 'r.received_at', 'r.submitted_at', 'r.reviewed_at', 'v.reason'])
    .orderBy('r.received_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(b.pageSize)
    .offset((b.pageNum - 1) * b.pageSize)
    .execute();
  return {
    list: rows.map((r) => ({
      receiveId: r.id,
      recruitId: r.recruit_id,
      taskTitle: r.title,
      userId: r.user_id,
      userName: r.user_name,
      phoneMasked: r.phone_masked,
      schoolName: r.school_name,
      status: r.status,
      rewardAmount: r.reward_amount,
      settled: r.settled === 1,
      receivedAt: r.received_at,
      submittedAt: r.submitted_at,
      reviewedAt: r.reviewed_at,
      rejectReason: r.status === 4 ? (r.reason ?? null) : null,
    })),
    total: Number(total.n),
    pageNum: b.pageNum,
    pageSize: b.pageSize,
  };
}

async function jobRecruitPageList(ctx: HandlerContext<{ keyword?: string; status?: number; taskType?: number; pageNum: number; pageSize: number }>) {
  const { companyId } = requireAuth(ctx);
  const b = ctx.body;
  let q = ctx.db.selectFrom('job_recruit').where('company_id', '=', companyId);
  if (b.status !== undefined) q = q.where('status', '=', b.status);
  if (b.taskType) q = q.where('task_type', '=', b.taskType);
  const kw = b.keyword?.trim();
  if (kw) q = q.where('title', 'like', `%${kw}%`);
  const total = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await q.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(b.pageSize).offset((b.pageNum - 1) * b.pageSize).execute();
  const counts = rows.length
    ? await ctx.db
        .selectFrom('job_receive')
        .select(['recruit_id', 'status', (eb) => eb.fn.countAll<number>().as('n')])
        .where('recruit_id', 'in', rows.map((r) => r.id))
        .groupBy(['recruit_id', 'status'])
        .execute()
    : [];
  return {
    list: rows.map((r) => {
      const mine = counts.filter((c) => c.recruit_id === r.id);
      return {
        recruitId: r.id,
        title: r.title,
        taskType: r.task_type,
        status: r.status,
        headcount: r.headcount,
        appliedCount: mine.reduce((s, c) => s + Number(c.n), 0),
        hiredCount: mine.filter((c) => c.status === 3).reduce((s, c) => s + Number(c.n), 0),
        rewardAmount: r.reward_amount,
        budgetAmount: r.budget_amount,
        startAt: r.start_at,
        endAt: r.end_at,
        createdAt: r.created_at,
      };
    }),
    total: Number(total.n),
    pageNum: b.pageNum,
    pageSize: b.pageSize,
  };
}

// ------------------------------------------------------------------------- publish, review, close ----

function actor(ctx: HandlerContext) {
  const a = requireAuth(ctx);
  return { companyId: a.companyId, userId: a.userId, now: ctx.deps.clock.now() };
}

async function record(ctx: HandlerContext, action: string, detail: Record<string, unknown>) {
  const a = requireAuth(ctx);
  await audit(ctx.db, { companyId: a.companyId, userId: a.userId, actor: 'merchant', action, detail, at: ctx.deps.clock.now() });
}

async function taskDetail(ctx: HandlerContext, recruitId: number) {
  const { companyId } = requireAuth(ctx);
  const t = await ctx.db
    .selectFrom('job_recruit as t')
    .leftJoin('job_task_fund as f', 'f.recruit_id', 't.id')
    .select(['t.id', 't.title', 't.task_type', 't.status', 't.headcount', 't.reward_amount', 't.budget_amount', 't.start_at', 't.end_at', 't.created_at', 'f.description', 'f.frozen_amount', 'f.paid_amount', 'f.returned_amount', 'f.closed_at', 'f.close_reason'])
    .where('t.id', '=', recruitId)
    .where('t.company_id', '=', companyId)
    .executeTakeFirst();
  if (!t) throw fail('任务不存在');
  const counts = await ctx.db.selectFrom('job_receive').select(['status', (eb) => eb.fn.countAll<number>().as('n')]).where('recruit_id', '=', t.id).groupBy('status').execute();
  const n = (s: number) => Number(counts.find((c) => c.status === s)?.n ?? 0);
  const funded = t.frozen_amount !== null;
  const frozen = Number(t.frozen_amount ?? 0);
  const paid = Number(t.paid_amount ?? 0);
  const returned = Number(t.returned_amount ?? 0);
  return {
    recruitId: Number(t.id),
    taskNo: taskNo(Number(t.id)),
    title: t.title,
    taskType: t.task_type,
    status: t.status,
    description: t.description ?? null,
    headcount: t.headcount,
    rewardAmount: Number(t.reward_amount),
    budgetAmount: Number(t.budget_amount),
    funded,
    frozenAmount: frozen,
    paidAmount: paid,
    returnedAmount: returned,
    remainingAmount: frozen - paid - returned,
    receivedCount: counts.reduce((s, c) => s + Number(c.n), 0),
    submittedCount: n(2),
    passedCount: n(3),
    rejectedCount: n(4),
    startAt: Number(t.start_at),
    endAt: Number(t.end_at),
    createdAt: Number(t.created_at),
    closedAt: t.closed_at === null || t.closed_at === undefined ? null : Number(t.closed_at),
    closeReason: t.close_reason ?? null,
    canClose: funded && t.closed_at === null && [1, 2, 3].includes(t.status),
  };
}

async function jobTaskPublishInfo(ctx: HandlerContext) {
  const { companyId } = requireAuth(ctx);
  return { availableAmount: Math.max(0, (await balancesOf(ctx.db, companyId)).available ?? 0) };
}

async function jobTaskPublish(ctx: HandlerContext<PublishInput>) {
  const a = actor(ctx);
  const id = await publishTask(ctx.db, a, ctx.body);
  const after = await taskDetail(ctx, id);
  await record(ctx, 'remoteTask.task.publish', { recruitId: id, after, frozen: after.budgetAmount });
  return after;
}

async function jobTaskDetail(ctx: HandlerContext<{ recruitId: number }>) {
  return taskDetail(ctx, ctx.body.recruitId);
}

async function jobTaskClose(ctx: HandlerContext<{ recruitId: number; reason?: string | null }>) {
  const a = actor(ctx);
  const reason = ctx.body.reason?.trim() || null;
  if (reason && reason.length > 200) throw fail('关闭原因至多 200 个字');
  const before = await taskDetail(ctx, ctx.body.recruitId);
  const r = await closeTask(ctx.db, a, ctx.body.recruitId, reason, 'merchant');
  const after = await taskDetail(ctx, ctx.body.recruitId);
  await record(ctx, 'remoteTask.task.close', { recruitId: after.recruitId, reason, returned: r.returned, before: { status: before.status, remainingAmount: before.remainingAmount }, after: { status: after.status, remainingAmount: after.remainingAmount } });
  return after;
}

async function jobReceiveReview(ctx: HandlerContext<{ receiveIds: number[]; action: 'approve' | 'reject'; reason?: string | null }>) {
  const a = actor(ctx);
  const r = await reviewReceives(ctx.db, a, { receiveIds: ctx.body.receiveIds, action: ctx.body.action, reason: ctx.body.reason ?? null });
  await record(ctx, `remoteTask.receive.${ctx.body.action}`, { receiveIds: ctx.body.receiveIds, reason: ctx.body.reason ?? null, ...r });
  return r;
}

export const remoteTaskHandlers: HandlerMap = {
  jobTaskPublishInfo,
  jobTaskPublish,
  jobTaskDetail,
  jobTaskClose,
  jobReceiveReview,
  jobWhiteList: async (ctx) => ({ inWhitelist: requireAuth(ctx).company.in_job_whitelist === 1 }),
  jobRecruitStatistic,
  jobRecruitTaskStatistic,
  jobUserReceiveTaskList,
  jobRecruitPageList,
};
