import ExcelJS from 'exceljs';
import type { Selectable } from 'kysely';
import type { HandlerContext, HandlerMap } from '../../lib/handler.ts';
import { requireAuth } from '../../lib/handler.ts';
import { fail } from '../../lib/errors.ts';
import { audit } from '../../lib/audit.ts';
import { emitEvent } from '../../lib/events.ts';
import type { Db } from '../../db/index.ts';
import { maskPhone, STALE } from './service.ts';
import type { SeTaskPackageTable } from './task-schema.ts';
import { cleanTasks, loadPackage, PACKAGE_LIMIT, PACKAGE_PHASE_TEXT, packagePhase, reviewTakes, T, TAKE_TEXT, TASK_KIND_TEXT, type PackageTask, type TaskAnswer } from './task-service.ts';

/**
 * Task packages (/xm-job/merchant/taskPackage/...): packages of tasks with a reward, a quota and a deadline; which
 * agents took them; the review queue of submissions; one submission; the aggregated answers. Writes are checked
 * against their operate key by the contract, audited, and emit taskPackage.* events (live to task.package.review.list).
 */

function who(ctx: HandlerContext) {
  const a = requireAuth(ctx);
  return {
    companyId: a.companyId,
    userId: a.userId,
    now: ctx.deps.clock.now(),
    actor: `商家 ${a.userName || maskPhone(a.phone)}`,
  };
}

async function record(ctx: HandlerContext, action: string, detail: Record<string, unknown>) {
  const a = requireAuth(ctx);
  await audit(ctx.db, {
    companyId: a.companyId,
    userId: a.userId,
    actor: 'merchant',
    action,
    detail,
    at: ctx.deps.clock.now(),
  });
}

type Counts = {
  taken: number;
  waiting: number;
  approved: number;
  rejected: number;
};
const ZERO: Counts = { taken: 0, waiting: 0, approved: 0, rejected: 0 };

async function takeCounts(db: Db, packageIds: number[]): Promise<Map<number, Counts>> {
  const m = new Map<number, Counts>();
  if (!packageIds.length) return m;
  const rows = await db
    .selectFrom('se_task_take')
    .select(['package_id', 'status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('package_id', 'in', packageIds)
    .groupBy(['package_id', 'status'])
    .execute();
  for (const r of rows) {
    const c = m.get(r.package_id) ?? { ...ZERO };
    const n = Number(r.n);
    c.taken += n;
    if (r.status === T.WAITING) c.waiting += n;
    if (r.status === T.APPROVED) c.approved += n;
    if (r.status === T.REJECTED) c.rejected += n;
    m.set(r.package_id, c);
  }
  return m;
}

function presentPackage(p: Selectable<SeTaskPackageTable>, now: number, c: Counts | undefined) {
  const phase = packagePhase(p, now);
  const counts = c ?? ZERO;
  return {
    packageId: p.id,
    title: p.title,
    description: p.description,
    tasks: JSON.parse(p.tasks_json) as PackageTask[],
    reward: p.reward,
    quota: p.quota,
    openAt: p.open_at,
    deadline: p.deadline,
    status: p.status,
    phase,
    phaseText: PACKAGE_PHASE_TEXT[phase]!,
    takenCount: counts.taken,
    waitingCount: counts.waiting,
    approvedCount: counts.approved,
    rejectedCount: counts.rejected,
    rewardOwed: counts.approved * p.reward,
    createdAt: p.created_at,
    updatedAt: p.updated_at,
  };
}

/** Submissions waiting for review (the center's figure; index company_id, status, id). */
export async function waitingSubmissions(db: Db, companyId: number): Promise<number> {
  const r = await db
    .selectFrom('se_task_take')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('company_id', '=', companyId)
    .where('status', '=', T.WAITING)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

// ---------------------------------------------------------------------------------------------- packages ----

async function tpOverview(ctx: HandlerContext) {
  const { companyId, now } = who(ctx);
  const rows = await ctx.db.selectFrom('se_task_package').selectAll().where('company_id', '=', companyId).orderBy('id', 'desc').limit(PACKAGE_LIMIT).execute();
  const counts = await takeCounts(
    ctx.db,
    rows.map((p) => p.id),
  );
  const list = rows.map((p) => presentPackage(p, now, counts.get(p.id)));
  const rank = (phase: number) => (phase === 2 ? 0 : phase === 1 ? 1 : 2);
  list.sort((x, y) => rank(x.phase) - rank(y.phase) || y.packageId - x.packageId);
  const sum = (f: (p: (typeof list)[number]) => number) => list.reduce((s, p) => s + f(p), 0);
  return {
    phases: [1, 2, 3, 4].map((phase) => ({
      phase,
      text: PACKAGE_PHASE_TEXT[phase]!,
      count: list.filter((p) => p.phase === phase).length,
    })),
    takenCount: sum((p) => p.takenCount),
    waitingCount: sum((p) => p.waitingCount),
    approvedCount: sum((p) => p.approvedCount),
    rejectedCount: sum((p) => p.rejectedCount),
    rewardOwed: sum((p) => p.rewardOwed),
    list,
  };
}

async function tpDetail(ctx: HandlerContext<{ packageId: number }>) {
  const { companyId, now } = who(ctx);
  const p = await loadPackage(ctx.db, companyId, ctx.body.packageId);
  return presentPackage(p, now, (await takeCounts(ctx.db, [p.id])).get(p.id));
}

interface PackageBody {
  packageId: number | null;
  title: string;
  description: string;
  tasks: PackageTask[];
  reward: number;
  quota: number;
  openAt: number;
  deadline: number;
}

async function tpSave(ctx: HandlerContext<PackageBody>) {
  const { companyId, userId, now } = who(ctx);
  const b = ctx.body;
  const title = b.title.trim();
  if (!title) throw fail('请输入任务包名称');
  const description = b.description.trim();
  if (!description) throw fail('请输入任务说明');
  const tasks = cleanTasks(
    b.tasks.map((t) => ({
      kind: t.kind,
      title: t.title,
      options: t.options ?? [],
      link: t.link ?? null,
    })),
  );
  if (b.deadline <= b.openAt) throw fail('截止时间应晚于开始时间');
  if (b.deadline <= now) throw fail('截止时间已过，请重新选择');
  const values = {
    title,
    description,
    tasks_json: JSON.stringify(tasks),
    reward: b.reward,
    quota: b.quota,
    open_at: b.openAt,
    deadline: b.deadline,
    updated_at: now,
  };
  let before: Selectable<SeTaskPackageTable> | null = null;
  let id: number;
  if (b.packageId) {
    before = await loadPackage(ctx.db, companyId, b.packageId);
    if (before.status === 2) throw fail('任务包已关闭，不能修改');
    const c = (await takeCounts(ctx.db, [before.id])).get(before.id) ?? ZERO;
    if (b.quota < c.taken) throw fail(`名额不能少于已领取人数 ${c.taken}`);
    if (c.taken > 0 && (before.tasks_json !== values.tasks_json || before.reward !== b.reward)) throw fail('已有代理领取，不能修改任务内容与奖励');
    const n = await ctx.db.updateTable('se_task_package').set(values).where('id', '=', before.id).where('status', '=', 1).executeTakeFirst();
    if (Number(n.numUpdatedRows) !== 1) throw fail(STALE);
    id = before.id;
  } else {
    const n = await ctx.db
      .selectFrom('se_task_package')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('company_id', '=', companyId)
      .executeTakeFirstOrThrow();
    if (Number(n.n) >= PACKAGE_LIMIT) throw fail(`任务包至多 ${PACKAGE_LIMIT} 个`);
    const r = await ctx.db
      .insertInto('se_task_package')
      .values({
        company_id: companyId,
        ...values,
        status: 1,
        created_by: userId,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    id = r.id;
  }
  const after = await loadPackage(ctx.db, companyId, id);
  await record(ctx, before ? 'schoolEmployee.taskPackage.update' : 'schoolEmployee.taskPackage.create', { packageId: id, before, after });
  await emitEvent(ctx.db, {
    companyId,
    userId,
    kind: 'taskPackage.saved',
    subjectId: id,
    now,
  });
  return presentPackage(after, now, (await takeCounts(ctx.db, [id])).get(id));
}

async function tpClose(ctx: HandlerContext<{ packageId: number }>) {
  const { companyId, userId, now } = who(ctx);
  const p = await loadPackage(ctx.db, companyId, ctx.body.packageId);
  if (p.status === 2) throw fail(STALE);
  const n = await ctx.db.updateTable('se_task_package').set({ status: 2, updated_at: now }).where('id', '=', p.id).where('status', '=', 1).executeTakeFirst();
  if (Number(n.numUpdatedRows) !== 1) throw fail(STALE);
  await record(ctx, 'schoolEmployee.taskPackage.close', {
    packageId: p.id,
    before: { status: 1 },
    after: { status: 2 },
  });
  await emitEvent(ctx.db, {
    companyId,
    userId,
    kind: 'taskPackage.saved',
    subjectId: p.id,
    now,
  });
  const after = await loadPackage(ctx.db, companyId, p.id);
  return presentPackage(after, now, (await takeCounts(ctx.db, [p.id])).get(p.id));
}

// ---------------------------------------------------------------------------------- takes and submissions ----

interface TakeQuery {
  packageId?: number | null;
  agentId?: number | null;
  status?: number | null;
  cursor?: string | null;
  pageSize: number;
}

/** One page of takes, id descending (index company_id, status, id or package_id, status, id). */
async function takePage(db: Db, companyId: number, b: TakeQuery, statuses: number[] | null) {
  let q = db
    .selectFrom('se_task_take as t')
    .innerJoin('se_agent as a', 'a.id', 't.agent_id')
    .innerJoin('se_task_package as p', 'p.id', 't.package_id')
    .select([
      't.id',
      't.package_id',
      'p.title',
      't.agent_id',
      'a.name',
      'a.phone',
      'a.school_name',
      't.status',
      't.reward',
      't.taken_at',
      't.submitted_at',
      't.reviewed_at',
      't.reject_reason',
      't.photos_json',
    ])
    .where('t.company_id', '=', companyId);
  if (b.packageId) q = q.where('t.package_id', '=', b.packageId);
  if (b.agentId) q = q.where('t.agent_id', '=', b.agentId);
  if (b.status) q = q.where('t.status', '=', b.status);
  else if (statuses) q = q.where('t.status', 'in', statuses);
  if (b.cursor) q = q.where('t.id', '<', Number(b.cursor));
  const rows = await q
    .orderBy('t.id', 'desc')
    .limit(b.pageSize + 1)
    .execute();
  const hasMore = rows.length > b.pageSize;
  const page = rows.slice(0, b.pageSize);
  return {
    list: page.map((r) => ({
      takeId: r.id,
      packageId: r.package_id,
      packageTitle: r.title,
      agentId: r.agent_id,
      agentName: r.name,
      phoneMasked: maskPhone(r.phone),
      schoolName: r.school_name,
      status: r.status,
      statusText: TAKE_TEXT[r.status]!,
      reward: r.reward,
      photoCount: r.photos_json ? (JSON.parse(r.photos_json) as string[]).length : 0,
      takenAt: r.taken_at,
      submittedAt: r.submitted_at,
      reviewedAt: r.reviewed_at,
      rejectReason: r.reject_reason,
    })),
    hasMore,
    nextCursor: hasMore ? String(page[page.length - 1]!.id) : null,
  };
}

async function tpReceiveList(ctx: HandlerContext<TakeQuery>) {
  return takePage(ctx.db, who(ctx).companyId, ctx.body, null);
}

async function tpSubmissionList(ctx: HandlerContext<TakeQuery>) {
  return takePage(ctx.db, who(ctx).companyId, ctx.body, [T.WAITING, T.APPROVED, T.REJECTED]);
}

async function submissionDetail(ctx: HandlerContext, takeId: number) {
  const { companyId, now } = who(ctx);
  const t = await ctx.db
    .selectFrom('se_task_take as t')
    .innerJoin('se_agent as a', 'a.id', 't.agent_id')
    .selectAll('t')
    .select(['a.name', 'a.phone', 'a.school_name', 'a.referral_code'])
    .where('t.id', '=', takeId)
    .where('t.company_id', '=', companyId)
    .executeTakeFirst();
  if (!t) throw fail('提交不存在');
  const p = await loadPackage(ctx.db, companyId, t.package_id);
  const tasks = JSON.parse(p.tasks_json) as PackageTask[];
  const answers = t.answers_json ? (JSON.parse(t.answers_json) as TaskAnswer[]) : [];
  const phase = packagePhase(p, now);
  return ctx.deps.fileSigner.resignDeep(
    {
      takeId: t.id,
      packageId: p.id,
      packageTitle: p.title,
      packagePhase: phase,
      packagePhaseText: PACKAGE_PHASE_TEXT[phase]!,
      agentId: t.agent_id,
      agentName: t.name,
      phoneMasked: maskPhone(t.phone),
      schoolName: t.school_name,
      status: t.status,
      statusText: TAKE_TEXT[t.status]!,
      reward: t.reward,
      takenAt: t.taken_at,
      submittedAt: t.submitted_at,
      reviewedAt: t.reviewed_at,
      reviewedBy: t.reviewed_by,
      rejectReason: t.reject_reason,
      items: tasks.map((task, i) => {
        const a = answers[i];
        return {
          kind: task.kind,
          kindText: TASK_KIND_TEXT[task.kind],
          title: task.title,
          options: task.options,
          taskLink: task.link,
          choices: a?.choices ?? [],
          choiceTexts: (a?.choices ?? []).map((c) => task.options[c] ?? ''),
          text: a?.text ?? null,
          photos: a?.photos ?? [],
          link: a?.link ?? null,
        };
      }),
    },
    companyId,
  );
}

async function tpSubmissionDetail(ctx: HandlerContext<{ takeId: number }>) {
  return submissionDetail(ctx, ctx.body.takeId);
}

async function tpReview(
  ctx: HandlerContext<{
    takeId: number;
    action: 'approve' | 'reject';
    expectState: number;
    reason?: string | null;
  }>,
) {
  const { companyId, userId, now, actor } = who(ctx);
  const b = ctx.body;
  const cur = await ctx.db.selectFrom('se_task_take').select('status').where('id', '=', b.takeId).where('company_id', '=', companyId).executeTakeFirst();
  if (!cur) throw fail('提交不存在');
  if (cur.status === T.APPROVED && b.action === 'approve') throw fail('该提交已审核通过，不能重复审核');
  if (cur.status !== b.expectState || cur.status !== T.WAITING) throw fail(STALE);
  await reviewTakes(ctx.db, {
    companyId,
    userId,
    actor,
    takeIds: [b.takeId],
    approve: b.action === 'approve',
    reason: b.reason ?? null,
    now,
  });
  await record(ctx, `schoolEmployee.taskSubmission.${b.action}`, {
    takeId: b.takeId,
    before: { status: T.WAITING },
    after: { status: b.action === 'approve' ? T.APPROVED : T.REJECTED },
    reason: b.reason ?? null,
  });
  return submissionDetail(ctx, b.takeId);
}

async function tpBatchApprove(ctx: HandlerContext<{ takeIds: number[] }>) {
  const { companyId, userId, now, actor } = who(ctx);
  const n = await reviewTakes(ctx.db, {
    companyId,
    userId,
    actor,
    takeIds: ctx.body.takeIds,
    approve: true,
    reason: null,
    now,
  });
  await record(ctx, 'schoolEmployee.taskSubmission.batchApprove', {
    takeIds: [...new Set(ctx.body.takeIds)],
    before: { status: T.WAITING },
    after: { status: T.APPROVED },
  });
  return { approved: n };
}

// ------------------------------------------------------------------------------------------------ analysis ----

/** Choice counts per question and the text answers, over the package's approved submissions. */
async function analysis(db: Db, companyId: number, packageId: number, now: number, textLimit: number) {
  const p = await loadPackage(db, companyId, packageId);
  const tasks = JSON.parse(p.tasks_json) as PackageTask[];
  const rows = await db
    .selectFrom('se_task_take as t')
    .innerJoin('se_agent as a', 'a.id', 't.agent_id')
    .select(['t.id', 't.answers_json', 'a.name', 'a.school_name', 't.submitted_at'])
    .where('t.package_id', '=', p.id)
    .where('t.status', '=', T.APPROVED)
    .orderBy('t.id', 'desc')
    .execute();
  const answers = rows.map((r) => ({
    ...r,
    answers: r.answers_json ? (JSON.parse(r.answers_json) as TaskAnswer[]) : [],
  }));
  const c = (await takeCounts(db, [p.id])).get(p.id);
  return {
    package: presentPackage(p, now, c),
    approvedCount: rows.length,
    questions: tasks.map((task, i) => {
      const counts = task.options.map(() => 0);
      const texts: {
        takeId: number;
        agentName: string;
        schoolName: string;
        text: string;
        link: string | null;
      }[] = [];
      let answered = 0;
      for (const r of answers) {
        const a = r.answers[i];
        if (!a) continue;
        answered++;
        for (const ch of a.choices) if (ch >= 0 && ch < counts.length) counts[ch]!++;
        if ((a.text || a.link) && texts.length < textLimit)
          texts.push({
            takeId: r.id,
            agentName: r.name,
            schoolName: r.school_name,
            text: a.text ?? '',
            link: a.link,
          });
      }
      return {
        index: i,
        kind: task.kind,
        kindText: TASK_KIND_TEXT[task.kind],
        title: task.title,
        answered,
        options: task.options.map((o, k) => ({ text: o, count: counts[k]! })),
        texts,
      };
    }),
  };
}

async function tpAnalysis(ctx: HandlerContext<{ packageId: number }>) {
  const { companyId, now } = who(ctx);
  return analysis(ctx.db, companyId, ctx.body.packageId, now, 50);
}

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function tpAnalysisExport(ctx: HandlerContext<{ packageId: number }>) {
  const { companyId, now } = who(ctx);
  const a = await analysis(ctx.db, companyId, ctx.body.packageId, now, 5000);
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('选项统计');
  ws.columns = [
    { header: '序号', key: 'i', width: 8 },
    { header: '题目', key: 'title', width: 36 },
    { header: '类型', key: 'kind', width: 10 },
    { header: '选项', key: 'option', width: 30 },
    { header: '人数', key: 'count', width: 10 },
    { header: '占比', key: 'rate', width: 10 },
  ];
  ws.getRow(1).font = { bold: true };
  for (const q of a.questions) {
    for (const o of q.options)
      ws.addRow({
        i: q.index + 1,
        title: q.title,
        kind: q.kindText,
        option: o.text,
        count: o.count,
        rate: q.answered ? `${((o.count / q.answered) * 100).toFixed(1)}%` : '0%',
      });
  }
  const wt = wb.addWorksheet('文字回答');
  wt.columns = [
    { header: '序号', key: 'i', width: 8 },
    { header: '题目', key: 'title', width: 36 },
    { header: '代理', key: 'name', width: 12 },
    { header: '学校', key: 'school', width: 16 },
    { header: '回答', key: 'text', width: 60 },
    { header: '链接', key: 'link', width: 40 },
  ];
  wt.getRow(1).font = { bold: true };
  for (const q of a.questions)
    for (const t of q.texts)
      wt.addRow({
        i: q.index + 1,
        title: q.title,
        name: t.agentName,
        school: t.schoolName,
        text: t.text,
        link: t.link ?? '',
      });
  const buf = Buffer.from(await wb.xlsx.writeBuffer());
  const day = new Date(now + 8 * 3_600_000).toISOString().slice(0, 10).replaceAll('-', '');
  await record(ctx, 'schoolEmployee.taskPackage.export', {
    packageId: a.package.packageId,
  });
  return {
    fileName: `任务包数据分析-${a.package.packageId}-${day}.xlsx`,
    mime: XLSX_MIME,
    contentBase64: buf.toString('base64'),
  };
}

export const taskPackageHandlers: HandlerMap = {
  tpOverview,
  tpDetail,
  tpSave,
  tpClose,
  tpReceiveList,
  tpSubmissionList,
  tpSubmissionDetail,
  tpReview,
  tpBatchApprove,
  tpAnalysis,
  tpAnalysisExport,
};
