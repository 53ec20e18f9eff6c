import type { Db } from '../../db/index.ts';
import { fail } from '../../lib/errors.ts';
import { emitEvent } from '../../lib/events.ts';
import { studentName, studentPhone } from '../../lib/fake-students.ts';
import { RC } from './service.ts';

/**
 * The students' side of a remote task, for demos and tests: `n` students take the task and, with `submit`, hand in
 * their work (待审核). Only an open task (招募中) can be taken. Submissions made together are one event
 * `remoteTask.submitted` (one message to the members who review the task, not one per student).
 */
export async function simulateReceipts(db: Db, p: { companyId: number; recruitId: number; n: number; submit: boolean; now: number; random: () => number }): Promise<number[]> {
  const t = await db.selectFrom('job_recruit').select(['id', 'title', 'status', 'reward_amount']).where('id', '=', p.recruitId).where('company_id', '=', p.companyId).executeTakeFirst();
  if (!t) throw fail('任务不存在');
  if (t.status !== 2) throw fail('任务不在招募中，学生不能领取');
  const schools = await db.selectFrom('campus_place').select('name').where('level', '=', 1).orderBy('id').limit(20).execute();
  const last = await db.selectFrom('job_receive').select((eb) => eb.fn.max('user_id').as('m')).executeTakeFirst();
  let userId = Math.max(530000, Number(last?.m ?? 0)) + 1;
  const ids: number[] = [];
  let firstName: string | null = null;
  for (let i = 0; i < p.n; i++) {
    const phone = studentPhone(p.random);
    const name = studentName(p.random);
    firstName ??= name;
    const r = await db
      .insertInto('job_receive')
      .values({
        company_id: p.companyId,
        recruit_id: t.id,
        user_id: userId++,
        user_name: name,
        phone_masked: `${phone.slice(0, 3)}****${phone.slice(7)}`,
        school_name: schools.length ? schools[Math.floor(p.random() * schools.length)]!.name : null,
        status: p.submit ? RC.SUBMITTED : RC.DOING,
        reward_amount: t.reward_amount,
        settled: 0,
        received_at: p.now - 60_000,
        submitted_at: p.submit ? p.now : null,
        reviewed_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(Number(r.id));
  }
  if (p.submit && ids.length) {
    await emitEvent(db, { companyId: p.companyId, kind: 'remoteTask.submitted', subjectId: Number(t.id), payload: { title: t.title, count: ids.length, firstName }, now: p.now });
  }
  return ids;
}

export interface RemoteTaskSimulation {
  /** Students who took a task this round. */
  taken: number;
  /** Submissions handed in this round (new takers and earlier takers finishing their work), waiting for review. */
  submitted: number;
}

/**
 * The students' round on remote tasks (`simulate-agents`): only for a company on the remote-task whitelist. Up to n
 * students take the company's open tasks (招募中, before the deadline, places left: the places not taken by a receipt
 * in progress, waiting or approved), three in four handing in their work at once; half of the earlier receipts still in
 * progress are handed in too. Everything submitted waits for the merchant's review.
 */
export async function simulateRemoteTasks(db: Db, companyId: number, n: number, opts: { now: number; random: () => number }): Promise<RemoteTaskSimulation> {
  const out: RemoteTaskSimulation = { taken: 0, submitted: 0 };
  const c = await db.selectFrom('company').select('in_job_whitelist').where('id', '=', companyId).executeTakeFirst();
  if (!c || c.in_job_whitelist !== 1) return out;
  const tasks = await db
    .selectFrom('job_recruit')
    .select(['id', 'title', 'headcount', 'reward_amount'])
    .where('company_id', '=', companyId)
    .where('status', '=', 2)
    .where('end_at', '>', opts.now)
    .orderBy('id')
    .execute();
  for (const t of tasks) {
    const doing = await db.selectFrom('job_receive').select(['id', 'user_name']).where('recruit_id', '=', t.id).where('status', '=', RC.DOING).orderBy('id').execute();
    let handedIn = 0;
    let firstName: string | null = null;
    for (const r of doing) {
      if (opts.random() >= 0.5) continue;
      const u = await db.updateTable('job_receive').set({ status: RC.SUBMITTED, submitted_at: opts.now }).where('id', '=', r.id).where('status', '=', RC.DOING).executeTakeFirst();
      if (Number(u.numUpdatedRows)) {
        handedIn++;
        firstName ??= r.user_name;
      }
    }
    // Handed in together: one event, as simulateReceipts does for new takers.
    if (handedIn) await emitEvent(db, { companyId, kind: 'remoteTask.submitted', subjectId: Number(t.id), payload: { title: t.title, count: handedIn, firstName }, now: opts.now });
    out.submitted += handedIn;
  }
  let left = n;
  for (const t of tasks) {
    if (left <= 0) break;
    const held = await db
      .selectFrom('job_receive')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('recruit_id', '=', t.id)
      .where('status', 'in', [RC.DOING, RC.SUBMITTED, RC.PASSED])
      .executeTakeFirstOrThrow();
    const take = Math.min(left, Math.max(0, t.headcount - Number(held.n)));
    if (!take) continue;
    let submit = 0;
    for (let i = 0; i < take; i++) if (opts.random() < 0.75) submit++;
    if (submit) await simulateReceipts(db, { companyId, recruitId: t.id, n: submit, submit: true, now: opts.now, random: opts.random });
    if (take - submit) await simulateReceipts(db, { companyId, recruitId: t.id, n: take - submit, submit: false, now: opts.now, random: opts.random });
    out.taken += take;
    out.submitted += submit;
    left -= take;
  }
  if (out.taken || out.submitted) await emitEvent(db, { companyId, userId: null, kind: 'remoteTask.taskChanged', payload: { taken: out.taken, submitted: out.submitted }, now: opts.now });
  return out;
}
