import type { Db } from '../../db/index.ts';
import { fail } from '../../lib/errors.ts';
import { emitEvent } from '../../lib/events.ts';
import { lockBalance, postTransaction, yuan } from '../finance/index.ts';
import { allocateSample } from './sample-service.ts';
import { A, STALE } from './service.ts';

/**
 * Task packages (docs/school-employee.md「任务包」): the rules shared by the merchant's calls, the students' side
 * (simulator, platform command) and the demo seed, so a take, a submission and a review leave the same rows and events.
 */

export type TaskKind = 'single' | 'multiple' | 'text' | 'photo' | 'promotion';
export interface PackageTask {
  kind: TaskKind;
  title: string;
  /** single / multiple: 2–10 options. */
  options: string[];
  /** promotion: the link the agent promotes. */
  link: string | null;
}
export interface TaskAnswer {
  /** single / multiple: chosen option indexes. */
  choices: number[];
  /** text (and promotion: the agent's note). */
  text: string | null;
  /** photo / promotion: canonical file addresses or static demo images. */
  photos: string[];
  /** promotion: where the agent posted it. */
  link: string | null;
}

export const T = { TAKEN: 1, WAITING: 2, APPROVED: 3, REJECTED: 4 } as const;
export const TAKE_TEXT: Record<number, string> = {
  1: '已领取',
  2: '待审核',
  3: '已通过',
  4: '已驳回',
};
export const PACKAGE_PHASE_TEXT: Record<number, string> = {
  1: '未开始',
  2: '进行中',
  3: '已截止',
  4: '已关闭',
};
export const TASK_KIND_TEXT: Record<TaskKind, string> = {
  single: '单选题',
  multiple: '多选题',
  text: '问答题',
  photo: '拍照打卡',
  promotion: '推广任务',
};
export const PACKAGE_LIMIT = 200;
export const BATCH_LIMIT = 100;

/** 1 未开始, 2 进行中, 3 已截止, 4 已关闭 (platform clock). */
export function packagePhase(p: { status: number; open_at: number; deadline: number }, now: number): number {
  if (p.status === 2) return 4;
  if (now < p.open_at) return 1;
  if (now >= p.deadline) return 3;
  return 2;
}

/** Trimmed, checked tasks of a package; a clear Chinese error otherwise. */
export function cleanTasks(tasks: PackageTask[]): PackageTask[] {
  if (!tasks.length) throw fail('请至少添加一个任务');
  const out: PackageTask[] = [];
  tasks.forEach((t, i) => {
    const n = `第 ${i + 1} 个任务`;
    const title = t.title.trim();
    if (!title) throw fail(`请输入${n}的标题`);
    if (t.kind === 'single' || t.kind === 'multiple') {
      const options = t.options.map((o) => o.trim()).filter(Boolean);
      if (options.length < 2) throw fail(`${n}（${TASK_KIND_TEXT[t.kind]}）至少需要 2 个选项`);
      if (new Set(options).size !== options.length) throw fail(`${n}的选项有重复`);
      out.push({ kind: t.kind, title, options, link: null });
    } else if (t.kind === 'promotion') {
      const link = t.link?.trim() ?? '';
      if (!/^https?:\/\/\S+$/.test(link)) throw fail(`${n}（推广任务）请填写以 http:// 或 https:// 开头的推广链接`);
      out.push({ kind: t.kind, title, options: [], link });
    } else {
      out.push({ kind: t.kind, title, options: [], link: null });
    }
  });
  return out;
}

export async function loadPackage(db: Db, companyId: number, packageId: number) {
  const p = await db.selectFrom('se_task_package').selectAll().where('id', '=', packageId).where('company_id', '=', companyId).executeTakeFirst();
  if (!p) throw fail('任务包不存在');
  return p;
}

/** An active agent takes an open package with places left. Returns the take id. */
export async function takePackage(db: Db, p: { companyId: number; packageId: number; agentId: number; now: number }): Promise<number> {
  if (!db.isTransaction) return db.transaction().execute((trx) => takePackage(trx, p));
  const pkg = await loadPackage(db, p.companyId, p.packageId);
  const phase = packagePhase(pkg, p.now);
  if (phase === 1) throw fail('任务包尚未开始，不能领取');
  if (phase === 3) throw fail('任务包已截止，不能再领取');
  if (phase === 4) throw fail('任务包已关闭，不能再领取');
  const agent = await db.selectFrom('se_agent').select(['id', 'state']).where('id', '=', p.agentId).where('company_id', '=', p.companyId).executeTakeFirst();
  if (!agent) throw fail('代理不存在');
  if (agent.state !== A.ACTIVE) throw fail('只有在岗代理可以领取任务包');
  const dup = await db.selectFrom('se_task_take').select('id').where('package_id', '=', pkg.id).where('agent_id', '=', agent.id).executeTakeFirst();
  if (dup) throw fail('该代理已领取过这个任务包');
  const taken = await db
    .selectFrom('se_task_take')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('package_id', '=', pkg.id)
    .executeTakeFirstOrThrow();
  if (Number(taken.n) >= pkg.quota) throw fail('任务包名额已满');
  const r = await db
    .insertInto('se_task_take')
    .values({
      company_id: p.companyId,
      package_id: pkg.id,
      agent_id: agent.id,
      status: T.TAKEN,
      answers_json: null,
      photos_json: null,
      link: null,
      reward: pkg.reward,
      taken_at: p.now,
      submitted_at: null,
      reviewed_at: null,
      reviewed_by: null,
      reject_reason: null,
      updated_at: p.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await emitEvent(db, {
    companyId: p.companyId,
    kind: 'taskPackage.taken',
    subjectId: r.id,
    payload: { packageId: pkg.id, agentId: agent.id },
    now: p.now,
  });
  await allocateSample(db, { companyId: p.companyId, packageId: pkg.id, takeId: Number(r.id), agentId: agent.id, now: p.now });
  return r.id;
}

/** The agent's answers, checked against the package's tasks (one answer per task, in order). */
export function cleanAnswers(tasks: PackageTask[], answers: TaskAnswer[]): TaskAnswer[] {
  if (answers.length !== tasks.length) throw fail(`请回答全部 ${tasks.length} 个任务`);
  return tasks.map((t, i) => {
    const a = answers[i]!;
    const n = `第 ${i + 1} 个任务`;
    const base: TaskAnswer = {
      choices: [],
      text: null,
      photos: [],
      link: null,
    };
    if (t.kind === 'single' || t.kind === 'multiple') {
      const choices = [...new Set(a.choices)].sort((x, y) => x - y);
      if (!choices.length || choices.some((c) => !Number.isInteger(c) || c < 0 || c >= t.options.length)) throw fail(`${n}请选择有效的选项`);
      if (t.kind === 'single' && choices.length !== 1) throw fail(`${n}是单选题，只能选一个选项`);
      return { ...base, choices };
    }
    if (t.kind === 'text') {
      const text = a.text?.trim() ?? '';
      if (!text) throw fail(`${n}请填写回答`);
      return { ...base, text: text.slice(0, 500) };
    }
    if (!a.photos.length) throw fail(`${n}请上传照片`);
    if (t.kind === 'photo') return { ...base, photos: a.photos.slice(0, 9) };
    const link = a.link?.trim() ?? '';
    if (!/^https?:\/\/\S+$/.test(link)) throw fail(`${n}请填写推广内容的链接`);
    return {
      ...base,
      photos: a.photos.slice(0, 9),
      link,
      text: a.text?.trim() || null,
    };
  });
}

/** The agent submits (or, after a rejection, resubmits) answers before the deadline; the take waits for review. */
export async function submitAnswers(db: Db, p: { companyId: number; takeId: number; answers: TaskAnswer[]; now: number }): Promise<void> {
  const take = await db.selectFrom('se_task_take').selectAll().where('id', '=', p.takeId).where('company_id', '=', p.companyId).executeTakeFirst();
  if (!take) throw fail('领取记录不存在');
  const pkg = await loadPackage(db, p.companyId, take.package_id);
  const phase = packagePhase(pkg, p.now);
  if (phase === 3 || phase === 4) throw fail(`任务包${PACKAGE_PHASE_TEXT[phase]}，不能再提交`);
  if (take.status !== T.TAKEN && take.status !== T.REJECTED) throw fail(take.status === T.WAITING ? '已提交，等待审核' : '已审核通过，不能再提交');
  const answers = cleanAnswers(JSON.parse(pkg.tasks_json) as PackageTask[], p.answers);
  const photos = answers.flatMap((a) => a.photos);
  const link = answers.find((a) => a.link)?.link ?? null;
  const n = await db
    .updateTable('se_task_take')
    .set({
      status: T.WAITING,
      answers_json: JSON.stringify(answers),
      photos_json: JSON.stringify(photos),
      link,
      submitted_at: p.now,
      reviewed_at: null,
      reviewed_by: null,
      reject_reason: null,
      updated_at: p.now,
    })
    .where('id', '=', take.id)
    .where('status', '=', take.status)
    .executeTakeFirst();
  if (Number(n.numUpdatedRows) !== 1) throw fail(STALE);
  const agent = await db.selectFrom('se_agent').select('name').where('id', '=', take.agent_id).executeTakeFirst();
  await emitEvent(db, {
    companyId: p.companyId,
    kind: 'taskPackage.submissionReceived',
    subjectId: take.id,
    payload: {
      packageId: pkg.id,
      title: pkg.title,
      agentName: agent?.name ?? '',
    },
    now: p.now,
  });
}

/**
 * Approves or rejects submissions waiting for review (all or none: a take no longer waiting refuses the whole call).
 * Approving twice answers 「该提交已审核通过，不能重复审核」. An approved submission's reward is paid at once from the
 * shop's available balance through the ledger (available → the platform's agent-reward account, one transaction per
 * submission, key taskReward:<takeId>); rewards above the available balance refuse the whole call and change nothing.
 */
export async function reviewTakes(
  db: Db,
  p: {
    companyId: number;
    userId: number | null;
    actor: string;
    takeIds: number[];
    approve: boolean;
    reason: string | null;
    now: number;
  },
): Promise<number> {
  if (!db.isTransaction) return db.transaction().execute((trx) => reviewTakes(trx, p));
  const ids = [...new Set(p.takeIds)];
  if (!ids.length) throw fail('请选择要审核的提交');
  if (ids.length > BATCH_LIMIT) throw fail(`一次至多审核 ${BATCH_LIMIT} 条`);
  const reason = p.reason?.trim() || null;
  if (!p.approve && !reason) throw fail('请填写驳回原因');
  const rows = await db.selectFrom('se_task_take').select(['id', 'status', 'package_id', 'reward']).where('company_id', '=', p.companyId).where('id', 'in', ids).orderBy('id').execute();
  if (rows.length !== ids.length) throw fail('提交不存在');
  const approved = rows.filter((r) => r.status === T.APPROVED).length;
  if (approved) throw fail(ids.length === 1 ? '该提交已审核通过，不能重复审核' : `有 ${approved} 条提交已审核通过，不能重复审核，请刷新`);
  if (rows.some((r) => r.status !== T.WAITING)) throw fail(STALE);
  const total = p.approve ? rows.reduce((s, r) => s + Number(r.reward), 0) : 0;
  if (total > 0) {
    const avail = await lockBalance(db, p.companyId, 'available');
    if (total > avail) throw fail(`可提现余额不足，无法发放任务奖励：可提现 ${yuan(Math.max(0, avail))}，本次奖励 ${yuan(total)}`);
  }
  const n = await db
    .updateTable('se_task_take')
    .set({
      status: p.approve ? T.APPROVED : T.REJECTED,
      reviewed_at: p.now,
      reviewed_by: p.actor,
      reject_reason: p.approve ? null : reason,
      updated_at: p.now,
    })
    .where('id', 'in', ids)
    .where('status', '=', T.WAITING)
    .executeTakeFirst();
  if (Number(n.numUpdatedRows) !== ids.length) throw fail(STALE);
  if (p.approve) {
    const titles = new Map(
      (await db.selectFrom('se_task_package').select(['id', 'title']).where('id', 'in', [...new Set(rows.map((r) => r.package_id))]).execute()).map((x) => [x.id, x.title]),
    );
    for (const r of rows) {
      const reward = Number(r.reward);
      if (reward <= 0) continue;
      await postTransaction(db, {
        companyId: p.companyId,
        kind: 'agent.taskReward',
        key: `taskReward:${r.id}`,
        at: p.now,
        refType: 'taskSubmission',
        refId: r.id,
        refNo: `TK${String(r.id).padStart(6, '0')}`,
        memo: `任务包「${titles.get(r.package_id) ?? r.package_id}」提交审核通过，发放任务奖励`,
        entries: [
          { account: 'available', amount: -reward },
          { account: 'agent_reward', amount: reward },
        ],
      });
    }
  }
  await emitEvent(db, {
    companyId: p.companyId,
    userId: p.userId,
    kind: 'taskPackage.submissionReviewed',
    subjectId: ids.length === 1 ? ids[0]! : null,
    payload: { takeIds: ids, approved: p.approve },
    now: p.now,
  });
  return ids.length;
}
