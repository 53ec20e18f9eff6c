import type { Db } from '../../db/index.ts';
import { fail } from '../../lib/errors.ts';
import { emitEvent } from '../../lib/events.ts';
import { maskPhone } from '../../lib/crypto.ts';
import { grantRecruitReward } from './recruit-reward.ts';
import { chinaDay } from '../../lib/clock.ts';

export { chinaDay };

/**
 * The school-employee programme's rules (docs/school-employee.md): recruitment posts and the agent state machine.
 * Handlers, the demo seed and the simulator all go through these functions, so a student's application, an offer
 * accepted by the simulator and a merchant's decision leave the same rows, log lines and events.
 */

export const HOUR = 3_600_000;
export const DAY = 86_400_000;
export const STALE = '已被他人处理，请刷新';

export const A = { APPLIED: 1, INTERVIEW: 2, OFFERED: 3, ACTIVE: 4, LEFT: 5, REJECTED: 6 } as const;
export const STATE_TEXT: Record<number, string> = { 1: '已报名', 2: '面试中', 3: '已发录用', 4: '在岗', 5: '已离任', 6: '未录用' };
export const ACTION_TEXT: Record<string, string> = {
  apply: '报名',
  accept: '通过报名，进入面试',
  reject: '不录用',
  offer: '发出录用通知',
  confirm: '学生接受录用，入职',
  expire: '录用逾期未接受',
  end: '结束任职',
};

/** Merchant actions: from which states, to which state, whether a reason is required. */
export const MERCHANT_ACTIONS = {
  accept: { from: [A.APPLIED], to: A.INTERVIEW, reason: false },
  reject: { from: [A.APPLIED, A.INTERVIEW], to: A.REJECTED, reason: true },
  offer: { from: [A.INTERVIEW], to: A.OFFERED, reason: false },
  end: { from: [A.ACTIVE], to: A.LEFT, reason: true },
} as const;
export type MerchantAction = keyof typeof MERCHANT_ACTIONS;

export function allowedActions(state: number): MerchantAction[] {
  return (Object.keys(MERCHANT_ACTIONS) as MerchantAction[]).filter((a) => (MERCHANT_ACTIONS[a].from as readonly number[]).includes(state));
}

export const POST_LIMIT = 200;
export const DEFAULT_OFFER = { template: '{姓名}同学：恭喜你通过{学校}{岗位}的面试！请在{截止日期}前在小程序中确认接受录用，入职后即可获得专属推荐码。', acceptDays: 3 };

/** 1 未开始, 2 招募中, 3 已截止, 4 已关闭. */
export function postPhase(p: { status: number; open_at: number; close_at: number }, now: number): number {
  if (p.status === 2) return 4;
  if (now < p.open_at) return 1;
  if (now >= p.close_at) return 3;
  return 2;
}
export const PHASE_TEXT: Record<number, string> = { 1: '未开始', 2: '招募中', 3: '已截止', 4: '已关闭' };

/** China-time calendar day of a ms epoch, YYYY-MM-DD. */
export function chinaDate(t: number): string {
  const d = new Date(t + 8 * HOUR);
  return `${d.getUTCFullYear()}年${d.getUTCMonth() + 1}月${d.getUTCDate()}日 ${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}`;
}

const CODE_CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export function makeReferralCode(random: () => number): string {
  let s = 'XM';
  for (let i = 0; i < 6; i++) s += CODE_CHARS[Math.floor(random() * CODE_CHARS.length)];
  return s;
}

export async function offerConfig(db: Db, companyId: number): Promise<{ template: string; acceptDays: number; updatedAt: number | null }> {
  const r = await db.selectFrom('se_offer_config').selectAll().where('company_id', '=', companyId).executeTakeFirst();
  return r ? { template: r.template, acceptDays: r.accept_days, updatedAt: r.updated_at } : { ...DEFAULT_OFFER, updatedAt: null };
}

export function renderOffer(template: string, v: { name: string; school: string; role: string; deadline: number }): string {
  return template.replaceAll('{姓名}', v.name).replaceAll('{学校}', v.school).replaceAll('{岗位}', v.role).replaceAll('{截止日期}', chinaDate(v.deadline));
}

/** Stored as `agent.<action>` (a plain word such as `reject` would read like data in other areas' answers). */
export const storedAction = (a: string) => `agent.${a}`;
export const shownAction = (stored: string) => stored.replace(/^agent\./, '');

async function log(db: Db, row: { companyId: number; agentId: number; action: string; from: number | null; to: number; note: string | null; actor: string; now: number }) {
  await db
    .insertInto('se_agent_log')
    .values({ company_id: row.companyId, agent_id: row.agentId, action: storedAction(row.action), from_state: row.from, to_state: row.to, note: row.note, actor: row.actor, created_at: row.now })
    .execute();
}

export interface Application {
  companyId: number;
  postId: number;
  name: string;
  phone: string;
  major: string;
  grade: string;
  answers: string[];
  now: number;
  random: () => number;
  /** An active agent's referral code the student gives (招募奖励 for that agent once the student is active). */
  referralCode?: string | null;
}

/** A student applies to an open post (the student's side: seed and simulator). */
export async function apply(db: Db, a: Application): Promise<number> {
  const post = await db.selectFrom('se_post').selectAll().where('id', '=', a.postId).where('company_id', '=', a.companyId).executeTakeFirst();
  if (!post) throw fail('岗位不存在');
  if (postPhase(post, a.now) !== 2) throw fail('该岗位当前不在招募中');
  const dup = await db.selectFrom('se_agent').select('id').where('post_id', '=', a.postId).where('phone', '=', a.phone).executeTakeFirst();
  if (dup) throw fail('已报名过该岗位');
  const questions = JSON.parse(post.questions_json) as string[];
  const refCode = a.referralCode?.trim().toUpperCase() || null;
  const referrer = refCode
    ? await db.selectFrom('se_agent').select(['id', 'name']).where('company_id', '=', a.companyId).where('referral_code', '=', refCode).where('state', '=', A.ACTIVE).executeTakeFirst()
    : undefined;
  if (refCode && !referrer) throw fail(`推荐码 ${refCode} 无效：不是该店在岗代理的推荐码`);
  let code = makeReferralCode(a.random);
  for (let i = 0; i < 5 && (await db.selectFrom('se_agent').select('id').where('referral_code', '=', code).executeTakeFirst()); i++) code = makeReferralCode(a.random);
  const r = await db
    .insertInto('se_agent')
    .values({
      company_id: a.companyId,
      post_id: a.postId,
      name: a.name,
      phone: a.phone,
      school_name: post.school_name,
      major: a.major,
      grade: a.grade,
      answers_json: JSON.stringify(questions.map((q, i) => ({ question: q, answer: a.answers[i] ?? '' }))),
      referral_code: code,
      state: A.APPLIED,
      offer_deadline: null,
      applied_at: a.now,
      active_at: null,
      left_at: null,
      updated_at: a.now,
      referrer_id: referrer?.id ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const note = `报名「${post.role}」${referrer ? `，推荐人 ${referrer.name}（${refCode}）` : ''}`;
  await log(db, { companyId: a.companyId, agentId: r.id, action: 'apply', from: null, to: A.APPLIED, note, actor: `学生 ${a.name}`, now: a.now });
  await emitEvent(db, { companyId: a.companyId, kind: 'schoolEmployee.agentChanged', subjectId: r.id, payload: { state: A.APPLIED }, now: a.now });
  return r.id;
}

/** A merchant's decision on an application or an agent. */
export async function merchantAction(
  db: Db,
  p: { companyId: number; userId: number | null; actor: string; agentId: number; action: MerchantAction; expectState: number; reason: string | null; now: number },
): Promise<{ before: number; after: number }> {
  const rule = MERCHANT_ACTIONS[p.action];
  if (!rule) throw fail('不支持的操作');
  const agent = await db.selectFrom('se_agent').selectAll().where('id', '=', p.agentId).where('company_id', '=', p.companyId).executeTakeFirst();
  if (!agent) throw fail('代理不存在');
  if (agent.state !== p.expectState || !(rule.from as readonly number[]).includes(agent.state)) throw fail(STALE);
  const reason = p.reason?.trim() || null;
  if (rule.reason && !reason) throw fail(p.action === 'end' ? '请填写结束任职的原因' : '请填写不录用的原因');
  const set: Record<string, unknown> = { state: rule.to, updated_at: p.now };
  let note = reason;
  if (p.action === 'offer') {
    const cfg = await offerConfig(db, p.companyId);
    const deadline = p.now + cfg.acceptDays * DAY;
    set.offer_deadline = deadline;
    note = `接受截止 ${chinaDate(deadline)}`;
  }
  if (p.action === 'end') set.left_at = p.now;
  const n = await db.updateTable('se_agent').set(set).where('id', '=', agent.id).where('state', '=', agent.state).executeTakeFirst();
  if (Number(n.numUpdatedRows) !== 1) throw fail(STALE);
  await log(db, { companyId: p.companyId, agentId: agent.id, action: p.action, from: agent.state, to: rule.to, note, actor: p.actor, now: p.now });
  await emitEvent(db, { companyId: p.companyId, userId: p.userId, kind: 'schoolEmployee.agentChanged', subjectId: agent.id, payload: { state: rule.to, action: p.action }, now: p.now });
  return { before: agent.state, after: rule.to };
}

/** The student accepts the offer before its deadline: the agent becomes active (the student's side). */
export async function confirmOffer(db: Db, companyId: number, agentId: number, now: number): Promise<void> {
  const agent = await db.selectFrom('se_agent').selectAll().where('id', '=', agentId).where('company_id', '=', companyId).executeTakeFirst();
  if (!agent) throw fail('代理不存在');
  if (agent.state !== A.OFFERED) throw fail('该报名没有待接受的录用');
  if (agent.offer_deadline !== null && now > agent.offer_deadline) throw fail('录用已过接受期限');
  await db.updateTable('se_agent').set({ state: A.ACTIVE, active_at: now, updated_at: now }).where('id', '=', agentId).where('state', '=', A.OFFERED).execute();
  await log(db, { companyId, agentId, action: 'confirm', from: A.OFFERED, to: A.ACTIVE, note: `推荐码 ${agent.referral_code}`, actor: `学生 ${agent.name}`, now });
  await emitEvent(db, { companyId, kind: 'schoolEmployee.agentChanged', subjectId: agentId, payload: { state: A.ACTIVE }, now });
  await grantRecruitReward(db, { companyId, recruit: agent, now });
}

/** Offers past their deadline go back to 未录用 (the platform's side; the simulator and the job worker run it). */
export async function expireOffers(db: Db, now: number, companyId?: number): Promise<number> {
  let q = db.selectFrom('se_agent').select(['id', 'company_id']).where('state', '=', A.OFFERED).where('offer_deadline', '<', now);
  if (companyId) q = q.where('company_id', '=', companyId);
  const rows = await q.limit(500).execute();
  for (const r of rows) {
    const n = await db.updateTable('se_agent').set({ state: A.REJECTED, updated_at: now }).where('id', '=', r.id).where('state', '=', A.OFFERED).executeTakeFirst();
    if (Number(n.numUpdatedRows) !== 1) continue;
    await log(db, { companyId: r.company_id, agentId: r.id, action: 'expire', from: A.OFFERED, to: A.REJECTED, note: '逾期未接受录用', actor: '平台', now });
    await emitEvent(db, { companyId: r.company_id, kind: 'schoolEmployee.agentChanged', subjectId: r.id, payload: { state: A.REJECTED }, now });
  }
  return rows.length;
}

export { maskPhone };
