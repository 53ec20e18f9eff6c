import type { Db } from '../../db/index.ts';
import { fail } from '../../lib/errors.ts';
import { A, apply, confirmOffer, DAY, expireOffers, HOUR, merchantAction, postPhase } from './service.ts';
import { simulateTasks } from './task-simulate.ts';
import { syncRewards } from './reward-service.ts';
import { simulateRemoteTasks } from '../remote-task/index.ts';
import { studentName, studentPhone } from '../../lib/fake-students.ts';

export { studentName, studentPhone };

/**
 * The students' side of the programme (`npm run platform -- simulate-agents <n>` and the demo seed): students apply
 * to the open posts and answer the form, take their time over offers (most accept before the deadline), and active
 * agents bring orders that carry their referral code.
 */

const MAJORS = ['市场营销', '电子商务', '计算机科学', '新闻传播', '工商管理', '国际贸易', '视觉传达', '会计学'];
const GRADES = ['大一', '大二', '大三', '研一'];
const ANSWERS = ['每周可投入 8 小时，周末有空', '做过社团外联，认识不少同学', '在学生会负责宣传，会剪视频', '喜欢这家店的商品，想推荐给同学', '有校园兼职经验，沟通能力强'];

const pick = <T>(xs: readonly T[], r: () => number): T => xs[Math.floor(r() * xs.length)]!;



/**
 * n students apply to the company's open posts at `now`. Returns the new agent ids. Every fourth student (the 4th, 8th…)
 * gives an active agent's referral code (taken in turn, without drawing from `random`, so a seed's students stay the same).
 */
export async function simulateApplications(db: Db, companyId: number, n: number, opts: { now: number; random: () => number }): Promise<number[]> {
  const posts = (await db.selectFrom('se_post').selectAll().where('company_id', '=', companyId).where('status', '=', 1).execute()).filter((p) => postPhase(p, opts.now) === 2);
  if (!posts.length) return [];
  const codes = n >= 4 ? (await db.selectFrom('se_agent').select('referral_code').where('company_id', '=', companyId).where('state', '=', A.ACTIVE).orderBy('id').execute()).map((a) => a.referral_code) : [];
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    const post = pick(posts, opts.random);
    const questions = JSON.parse(post.questions_json) as string[];
    try {
      ids.push(
        await apply(db, {
          companyId,
          postId: post.id,
          name: studentName(opts.random),
          phone: studentPhone(opts.random),
          major: pick(MAJORS, opts.random),
          grade: pick(GRADES, opts.random),
          answers: questions.map(() => pick(ANSWERS, opts.random)),
          now: opts.now,
          random: opts.random,
          referralCode: i % 4 === 3 && codes.length ? codes[Math.floor(i / 4) % codes.length] : null,
        }),
      );
    } catch {
      // the same phone twice on one post: that student simply does not apply again
    }
  }
  return ids;
}

export interface AgentSimulation {
  applied: number;
  confirmed: number;
  expired: number;
  orders: number;
  /** Task packages taken and answers submitted by active agents. */
  tasksTaken: number;
  tasksSubmitted: number;
  /** Remote tasks taken and submitted by students (whitelisted companies only). */
  remoteTaken: number;
  remoteSubmitted: number;
}

/**
 * One round of the programme: n students apply; students holding an offer accept it (four in five); active agents
 * bring up to n paid orders without a code (the buyers typed it at checkout): they get the agent's code, and the
 * reward sync attributes them at once (their rewards and the referral totals); active agents take and answer task
 * packages; students take and submit the company's open remote tasks (whitelisted companies).
 */
export async function simulateAgents(db: Db, companyId: number, n: number, opts: { now: number; random: () => number }): Promise<AgentSimulation> {
  const expired = await expireOffers(db, opts.now, companyId);
  const applied = (await simulateApplications(db, companyId, n, opts)).length;
  let confirmed = 0;
  const offered = await db.selectFrom('se_agent').select('id').where('company_id', '=', companyId).where('state', '=', A.OFFERED).execute();
  for (const o of offered) {
    if (opts.random() < 0.8) {
      await confirmOffer(db, companyId, o.id, opts.now);
      confirmed++;
    }
  }
  const orders = await attributeOrders(db, companyId, n, opts.random);
  if (orders) await syncRewards(db, opts.now, { companyId, limit: Math.max(500, orders) });
  const tasks = await simulateTasks(db, companyId, n, opts);
  const remote = await simulateRemoteTasks(db, companyId, n, opts);
  return { applied, confirmed, expired, orders, tasksTaken: tasks.taken, tasksSubmitted: tasks.submitted, remoteTaken: remote.taken, remoteSubmitted: remote.submitted };
}

/** Up to n of the company's paid orders without a referral code get one of its active agents' codes. */
export async function attributeOrders(db: Db, companyId: number, n: number, random: () => number): Promise<number> {
  const agents = await db.selectFrom('se_agent').select(['referral_code', 'active_at']).where('company_id', '=', companyId).where('state', '=', A.ACTIVE).execute();
  if (!agents.length) return 0;
  const orders = await db
    .selectFrom('orders')
    .select(['id', 'paid_at'])
    .where('company_id', '=', companyId)
    .where('referral_code', 'is', null)
    .where('paid_at', 'is not', null)
    .orderBy('paid_at', 'desc')
    .limit(n * 3)
    .execute();
  let done = 0;
  for (const o of orders) {
    if (done >= n) break;
    const eligible = agents.filter((a) => a.active_at !== null && a.active_at <= o.paid_at!);
    if (!eligible.length || random() < 0.5) continue;
    await db.updateTable('orders').set({ referral_code: pick(eligible, random).referral_code }).where('id', '=', o.id).execute();
    done++;
  }
  return done;
}

/**
 * A buyer typed the agent's referral code at checkout of a paid order (`agent refer`, for demos and browser tests): the
 * order gets the code and the reward sync attributes it at once. Refused in Chinese, changing nothing, for an order
 * that is not the company's, not paid or already has a code, and for an agent who was not active when the buyer paid.
 * Returns the rewards the order earned.
 */
export async function referOrder(db: Db, p: { companyId: number; orderId: number; agentId: number; now: number }): Promise<number> {
  const o = await db.selectFrom('orders').select(['id', 'order_no', 'paid_at', 'referral_code']).where('id', '=', p.orderId).where('company_id', '=', p.companyId).executeTakeFirst();
  if (!o) throw fail(`订单 ${p.orderId} 不存在`);
  if (o.paid_at === null) throw fail(`订单 ${o.order_no} 未付款，不能记推荐码`);
  if (o.referral_code) throw fail(`订单 ${o.order_no} 已有推荐码 ${o.referral_code}`);
  const a = await db.selectFrom('se_agent').select(['name', 'referral_code', 'state', 'active_at', 'left_at']).where('id', '=', p.agentId).where('company_id', '=', p.companyId).executeTakeFirst();
  if (!a) throw fail(`代理 ${p.agentId} 不存在`);
  const paidAt = Number(o.paid_at);
  if (a.active_at === null || Number(a.active_at) > paidAt || (a.left_at !== null && Number(a.left_at) <= paidAt)) throw fail(`买家付款时 ${a.name} 不在岗，订单不能记其推荐码`);
  await db.updateTable('orders').set({ referral_code: a.referral_code }).where('id', '=', o.id).execute();
  // The sync reads new referred orders oldest first, a batch at a time: run it until it has read this one.
  for (let i = 0; i < 100; i++) {
    await syncRewards(db, p.now, { companyId: p.companyId });
    if (await db.selectFrom('se_reward_order').select('order_id').where('order_id', '=', o.id).executeTakeFirst()) break;
  }
  const n = await db.selectFrom('se_reward').select((eb) => eb.fn.countAll<number>().as('n')).where('order_id', '=', o.id).executeTakeFirstOrThrow();
  return Number(n.n);
}

/** Moves one application through the merchant's and the student's steps to `target` (seed only), a few hours apart. */
export async function walkTo(db: Db, companyId: number, agentId: number, target: number, start: number, actor: string): Promise<void> {
  let t = start;
  const step = async (action: 'accept' | 'reject' | 'offer' | 'end', from: number, reason: string | null = null) => {
    t += 5 * HOUR;
    await merchantAction(db, { companyId, userId: null, actor, agentId, action, expectState: from, reason, now: t });
  };
  if (target === A.APPLIED) return;
  if (target === A.REJECTED) return step('reject', A.APPLIED, '本学期岗位已满，欢迎下学期再来');
  await step('accept', A.APPLIED);
  if (target === A.INTERVIEW) return;
  await step('offer', A.INTERVIEW);
  if (target === A.OFFERED) return;
  t += DAY;
  await confirmOffer(db, companyId, agentId, t);
  if (target === A.ACTIVE) return;
  t += 20 * DAY;
  await step('end', A.ACTIVE, '毕业离校，任职结束');
}
