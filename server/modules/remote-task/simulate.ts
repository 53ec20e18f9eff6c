import type { Db } from '../../db/index.ts';
import { fail } from '../../lib/errors.ts';
import { emitEvent } from '../../lib/events.ts';
import { studentName, studentPhone } from '../school-employee/simulate.ts';
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
