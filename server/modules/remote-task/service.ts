import type { Db } from '../../db/index.ts';
import { BizError, fail } from '../../lib/errors.ts';
import { emitEvent } from '../../lib/events.ts';
import { lockBalance, postTransaction, yuan } from '../finance/index.ts';

/**
 * Remote tasks with money (docs/school-employee.md, 远程任务): publishing freezes the budget (reward × places) from
 * the company's available balance, each approved submission is paid from it, and closing the task (by the merchant,
 * or the deadline job) returns what is left. Every movement is one ledger transaction with a business key, in the
 * caller's database transaction:
 *   remoteTask:<id>:freeze            available −B, frozen +B              (remoteTask.freeze)
 *   remoteTask:receive:<rid>:pay      frozen −R, task_payout +R            (remoteTask.pay)
 *   remoteTask:<id>:return            frozen −X, available +X at closing   (remoteTask.return)
 *   remoteTask:<id>:return:r<rid>     the same, when a review after closing frees money kept for pending submissions
 * At closing the money for submissions still awaiting review stays frozen (at most the places left); reviewing them
 * afterwards pays or returns it.
 */

export const R = { PENDING_REVIEW: 1, RECRUITING: 2, FULL: 3, ENDED: 4 } as const;
export const RC = { DOING: 1, SUBMITTED: 2, PASSED: 3, REJECTED: 4, GIVEN_UP: 5, TIMEOUT: 6 } as const;
export const TASK_TYPES: Record<number, string> = { 1: '线上推广', 2: '问卷调研', 3: '内容创作', 4: '校园地推' };
export const REVIEW_MAX = 100;
export const REWARD_MIN = 100;
export const REWARD_MAX = 1_000_000;
export const PLACES_MAX = 10_000;
const DAY = 86_400_000;
const OPEN = [R.PENDING_REVIEW, R.RECRUITING, R.FULL];

export interface PublishInput {
  title: string;
  taskType: number;
  description: string;
  rewardAmount: number;
  headcount: number;
  endAt: number;
}

interface Actor {
  companyId: number;
  userId: number | null;
  now: number;
}

/** The number shown on flow lines for a task's money. */
export const taskNo = (id: number) => `RW${String(id).padStart(6, '0')}`;

export async function publishTask(db: Db, a: Actor, input: PublishInput): Promise<number> {
  const title = input.title.trim();
  if (title.length < 2) throw fail('任务标题至少 2 个字');
  if (title.length > 50) throw fail('任务标题至多 50 个字');
  if (!TASK_TYPES[input.taskType]) throw fail('请选择任务类型');
  const description = input.description.trim();
  if (description.length < 10) throw fail('任务说明至少 10 个字，写清要做什么、怎样算完成');
  if (!Number.isInteger(input.rewardAmount) || input.rewardAmount < REWARD_MIN || input.rewardAmount > REWARD_MAX) throw fail(`单人奖励应在 ${yuan(REWARD_MIN)} 至 ${yuan(REWARD_MAX)} 之间`);
  if (!Number.isInteger(input.headcount) || input.headcount < 1 || input.headcount > PLACES_MAX) throw fail(`名额应在 1 至 ${PLACES_MAX} 人之间`);
  if (input.endAt <= a.now + 3_600_000) throw fail('截止时间应晚于现在至少 1 小时');
  if (input.endAt > a.now + 180 * DAY) throw fail('截止时间至多在 180 天后');
  const budget = input.rewardAmount * input.headcount;
  const available = await lockBalance(db, a.companyId, 'available');
  if (budget > available) throw fail(`任务预算 ${yuan(budget)}（${yuan(input.rewardAmount)} × ${input.headcount} 人）超过可提现余额 ${yuan(available)}，请减少名额或奖励`);
  const r = await db
    .insertInto('job_recruit')
    .values({ company_id: a.companyId, title, task_type: input.taskType, status: R.RECRUITING, headcount: input.headcount, reward_amount: input.rewardAmount, budget_amount: budget, start_at: a.now, end_at: input.endAt, created_at: a.now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const id = Number(r.id);
  await db.insertInto('job_task_fund').values({ recruit_id: id, company_id: a.companyId, description, frozen_amount: budget, paid_amount: 0, returned_amount: 0, created_by: a.userId, closed_at: null, closed_by: null, close_reason: null }).execute();
  await freezeBudget(db, { companyId: a.companyId, recruitId: id, title, amount: budget, reward: input.rewardAmount, headcount: input.headcount, at: a.now });
  await emitEvent(db, { companyId: a.companyId, userId: a.userId, kind: 'remoteTask.taskChanged', subjectId: id, payload: { status: R.RECRUITING }, now: a.now });
  return id;
}

export async function freezeBudget(db: Db, p: { companyId: number; recruitId: number; title: string; amount: number; reward: number; headcount: number; at: number }): Promise<void> {
  await postTransaction(db, {
    companyId: p.companyId,
    kind: 'remoteTask.freeze',
    key: `remoteTask:${p.recruitId}:freeze`,
    at: p.at,
    entries: [
      { account: 'available', amount: -p.amount },
      { account: 'frozen', amount: p.amount },
    ],
    refType: 'remoteTask',
    refId: p.recruitId,
    refNo: taskNo(p.recruitId),
    memo: `远程任务「${p.title}」预算冻结：${yuan(p.reward)} × ${p.headcount} 人`,
  });
}

async function loadTask(db: Db, companyId: number, recruitId: number) {
  const t = await db
    .selectFrom('job_recruit as t')
    .leftJoin('job_task_fund as f', 'f.recruit_id', 't.id')
    .select(['t.id', 't.title', 't.status', 't.headcount', 't.reward_amount', 't.budget_amount', 't.end_at', 'f.frozen_amount', 'f.paid_amount', 'f.returned_amount', 'f.closed_at'])
    .where('t.id', '=', recruitId)
    .where('t.company_id', '=', companyId)
    .executeTakeFirst();
  if (!t) throw fail('任务不存在');
  return t;
}

async function receiptCounts(db: Db, recruitId: number) {
  const rows = await db.selectFrom('job_receive').select(['status', (eb) => eb.fn.countAll<number>().as('n')]).where('recruit_id', '=', recruitId).groupBy('status').execute();
  const n = (s: number) => Number(rows.find((r) => r.status === s)?.n ?? 0);
  return { passed: n(RC.PASSED), submitted: n(RC.SUBMITTED) };
}

/**
 * What a closed task must keep frozen: the reward of each submission still awaiting review, at most the places
 * left. The rest of the budget goes back to available.
 */
async function excessOfClosed(db: Db, t: { id: number; headcount: number; reward_amount: number; frozen_amount: number | null; paid_amount: number | null; returned_amount: number | null }): Promise<number> {
  const c = await receiptCounts(db, t.id);
  const remaining = Number(t.frozen_amount ?? 0) - Number(t.paid_amount ?? 0) - Number(t.returned_amount ?? 0);
  const keep = Math.min(c.submitted, Math.max(0, t.headcount - c.passed)) * Number(t.reward_amount);
  return Math.max(0, remaining - keep);
}

async function returnMoney(db: Db, p: { companyId: number; recruitId: number; title: string; amount: number; key: string; at: number; why: string }): Promise<void> {
  if (p.amount <= 0) return;
  const r = await postTransaction(db, {
    companyId: p.companyId,
    kind: 'remoteTask.return',
    key: p.key,
    at: p.at,
    entries: [
      { account: 'frozen', amount: -p.amount },
      { account: 'available', amount: p.amount },
    ],
    refType: 'remoteTask',
    refId: p.recruitId,
    refNo: taskNo(p.recruitId),
    memo: `远程任务「${p.title}」${p.why}，剩余预算退回`,
  });
  if (r.posted) {
    await db
      .updateTable('job_task_fund')
      .set((eb) => ({ returned_amount: eb('returned_amount', '+', p.amount) }))
      .where('recruit_id', '=', p.recruitId)
      .execute();
  }
}

/** Closes an open task: receipts not yet submitted time out, the budget not needed any more returns to available. */
export async function closeTask(db: Db, a: Actor, recruitId: number, reason: string | null, by: 'merchant' | 'deadline'): Promise<{ returned: number }> {
  const t = await loadTask(db, a.companyId, recruitId);
  if (!(OPEN as number[]).includes(t.status) || t.closed_at !== null) throw fail('任务已结束，请刷新');
  if (t.frozen_amount === null) throw fail('该任务没有冻结的预算，不能在此关闭');
  const n = await db.updateTable('job_recruit').set({ status: R.ENDED }).where('id', '=', t.id).where('status', 'in', OPEN).executeTakeFirst();
  if (Number(n.numUpdatedRows) !== 1) throw fail('任务已结束，请刷新');
  await db.updateTable('job_receive').set({ status: RC.TIMEOUT }).where('recruit_id', '=', t.id).where('status', '=', RC.DOING).execute();
  await db.updateTable('job_task_fund').set({ closed_at: a.now, closed_by: a.userId, close_reason: reason }).where('recruit_id', '=', t.id).execute();
  const excess = await excessOfClosed(db, t);
  await returnMoney(db, { companyId: a.companyId, recruitId: t.id, title: t.title, amount: excess, key: `remoteTask:${t.id}:return`, at: a.now, why: by === 'deadline' ? '已到截止时间' : '已关闭' });
  await emitEvent(db, { companyId: a.companyId, userId: a.userId, kind: 'remoteTask.taskChanged', subjectId: t.id, payload: { status: R.ENDED }, now: a.now });
  return { returned: excess };
}

export interface ReviewResult {
  approved: number;
  rejected: number;
  paid: number;
  returned: number;
}

/** Approves or rejects submissions (all or none: one that cannot be reviewed refuses the whole batch). */
export async function reviewReceives(db: Db, a: Actor, p: { receiveIds: number[]; action: 'approve' | 'reject'; reason: string | null }): Promise<ReviewResult> {
  const ids = [...new Set(p.receiveIds)];
  if (!ids.length) throw fail('请选择要审核的提交');
  if (ids.length > REVIEW_MAX) throw fail(`一次至多审核 ${REVIEW_MAX} 份提交`);
  const reason = p.reason?.trim() || null;
  if (p.action === 'reject' && (!reason || reason.length < 2)) throw fail('请填写驳回原因（至少 2 个字）');
  if (reason && reason.length > 200) throw fail('驳回原因至多 200 个字');
  const rows = await db.selectFrom('job_receive').select(['id', 'recruit_id', 'user_name', 'status', 'reward_amount']).where('company_id', '=', a.companyId).where('id', 'in', ids).orderBy('id').execute();
  if (rows.length !== ids.length) throw fail('领取记录不存在，请刷新');
  for (const r of rows) {
    if (r.status === RC.PASSED || r.status === RC.REJECTED) throw fail(`${r.user_name} 的提交已审核（${r.status === RC.PASSED ? '已通过' : '已驳回'}），不能重复审核`);
    if (r.status !== RC.SUBMITTED) throw fail(`${r.user_name} 尚未提交任务成果，不能审核`);
  }
  const out: ReviewResult = { approved: 0, rejected: 0, paid: 0, returned: 0 };
  const byTask = new Map<number, typeof rows>();
  for (const r of rows) byTask.set(r.recruit_id, [...(byTask.get(r.recruit_id) ?? []), r]);
  for (const [recruitId, list] of byTask) {
    const t = await loadTask(db, a.companyId, recruitId);
    if (t.frozen_amount === null) throw fail(`任务「${t.title}」没有冻结的预算，不能在此审核`);
    if (p.action === 'approve') {
      const c = await receiptCounts(db, t.id);
      if (c.passed + list.length > t.headcount) throw fail(`任务「${t.title}」名额不足：名额 ${t.headcount} 人，已通过 ${c.passed} 人，本次通过 ${list.length} 人`);
    }
    const status = p.action === 'approve' ? RC.PASSED : RC.REJECTED;
    const upd = await db
      .updateTable('job_receive')
      .set({ status, reviewed_at: a.now, ...(status === RC.PASSED ? { settled: 1 } : {}) })
      .where('id', 'in', list.map((r) => r.id))
      .where('status', '=', RC.SUBMITTED)
      .executeTakeFirst();
    if (Number(upd.numUpdatedRows) !== list.length) throw fail('已被他人处理，请刷新');
    await db
      .insertInto('job_receive_review')
      .values(list.map((r) => ({ receive_id: r.id, company_id: a.companyId, recruit_id: t.id, result: status, reason: p.action === 'reject' ? reason : null, reviewed_by: a.userId, reviewed_at: a.now })))
      .execute();
    if (p.action === 'approve') {
      let paid = 0;
      for (const r of list) {
        const amount = Number(r.reward_amount);
        await postTransaction(db, {
          companyId: a.companyId,
          kind: 'remoteTask.pay',
          key: `remoteTask:receive:${r.id}:pay`,
          at: a.now,
          entries: [
            { account: 'frozen', amount: -amount },
            { account: 'task_payout', amount },
          ],
          refType: 'remoteTask',
          refId: t.id,
          refNo: taskNo(t.id),
          memo: `远程任务「${t.title}」奖励：${r.user_name}`,
        });
        paid += amount;
      }
      await db
        .updateTable('job_task_fund')
        .set((eb) => ({ paid_amount: eb('paid_amount', '+', paid) }))
        .where('recruit_id', '=', t.id)
        .execute();
      out.approved += list.length;
      out.paid += paid;
      const c = await receiptCounts(db, t.id);
      if (c.passed >= t.headcount) await db.updateTable('job_recruit').set({ status: R.FULL }).where('id', '=', t.id).where('status', '=', R.RECRUITING).execute();
    } else {
      out.rejected += list.length;
    }
    // A closed task kept money for these submissions: what is no longer needed goes back.
    if (t.closed_at !== null) {
      const fresh = await loadTask(db, a.companyId, t.id);
      const excess = await excessOfClosed(db, fresh);
      await returnMoney(db, { companyId: a.companyId, recruitId: t.id, title: t.title, amount: excess, key: `remoteTask:${t.id}:return:r${Math.max(...list.map((r) => r.id))}`, at: a.now, why: '已结束' });
      out.returned += excess;
    }
    await emitEvent(db, { companyId: a.companyId, userId: a.userId, kind: 'remoteTask.taskChanged', subjectId: t.id, payload: { reviewed: list.length }, now: a.now });
  }
  return out;
}

/** The deadline job: open tasks whose deadline has passed are closed like the merchant would (one transaction each). */
export async function expireTasks(db: Db, now: number): Promise<number> {
  const due = await db
    .selectFrom('job_recruit as t')
    .innerJoin('job_task_fund as f', 'f.recruit_id', 't.id')
    .select(['t.id', 't.company_id'])
    .where('f.closed_at', 'is', null)
    .where('t.status', 'in', OPEN)
    .where('t.end_at', '<=', now)
    .orderBy('t.id')
    .limit(200)
    .execute();
  let n = 0;
  for (const d of due) {
    const close = (trx: Db) => closeTask(trx, { companyId: d.company_id, userId: null, now }, Number(d.id), '已到截止时间', 'deadline');
    try {
      await (db.isTransaction ? close(db) : db.transaction().execute(close));
      n++;
    } catch (e) {
      if (!(e instanceof BizError)) throw e; // closed meanwhile by the merchant
    }
  }
  return n;
}

/** Money of the remote tasks still frozen for a company (the withdrawal rule does not count it as a risk freeze). */
export async function taskFrozenOf(db: Db, companyId: number): Promise<number> {
  const r = await db
    .selectFrom('job_task_fund')
    .select((eb) => eb.fn.sum<number>(eb(eb('frozen_amount', '-', eb.ref('paid_amount')), '-', eb.ref('returned_amount'))).as('n'))
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return Number(r?.n ?? 0);
}
