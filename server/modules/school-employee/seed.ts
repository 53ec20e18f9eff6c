import type { SeedContext } from '../../db/seed.ts';
import { demoShop } from '../account/index.ts';
import { A, DAY, DEFAULT_OFFER, HOUR } from './service.ts';
import type { Db } from '../../db/index.ts';
import { grantRecruitReward } from './recruit-reward.ts';
import { seedRewardDemo } from './reward-seed.ts';
import { seedTaskPackages } from './task-seed.ts';
import { attributeOrders, simulateApplications, studentName, studentPhone, walkTo } from './simulate.ts';

const POSTS = [
  { school: '浙江大学', role: '校园大使', headcount: 8, openDays: -40, closeDays: 30 },
  { school: '复旦大学', role: '校园推广专员', headcount: 5, openDays: -35, closeDays: 25 },
  { school: '上海交通大学', role: '社群运营助理', headcount: 4, openDays: -30, closeDays: 20 },
  { school: '南京大学', role: '校园大使', headcount: 3, openDays: -60, closeDays: -5 },
];

/**
 * The demo company's programme: four posts (three recruiting, one past its closing date), the offer configuration,
 * applications in every state with their logs (the last fortnight's, so the center's trend has a shape), two offers
 * close to their deadline, and the shop's paid orders carrying active agents' codes. For the whitelisted company,
 * remote tasks in several states with students' receipts in every status.
 */
export async function seedDemo({ db, now, random }: SeedContext): Promise<string> {
  const { companyId } = await demoShop(db);
  const schools = await db.selectFrom('campus_place').select(['id', 'name']).where('level', '=', 1).execute();
  const questions = ['你的年级与专业？', '每周能投入多少时间？', '有哪些相关经历？'];
  for (const p of POSTS) {
    const school = schools.find((s) => s.name === p.school) ?? schools[0];
    if (!school) continue;
    await db
      .insertInto('se_post')
      .values({
        company_id: companyId,
        school_id: school.id,
        school_name: school.name,
        role: p.role,
        headcount: p.headcount,
        requirements: '在校学生，熟悉校园生活，每周可投入 6 小时以上，善于沟通',
        work_content: '在校内推广店铺商品，组织试用与团购，收集同学反馈，完成店铺发布的任务包',
        reward_summary: '按推荐订单实付金额的 5% 计奖励，结算后发放；另有任务奖励',
        questions_json: JSON.stringify(questions),
        open_at: now + p.openDays * DAY,
        close_at: now + p.closeDays * DAY,
        status: 1,
        created_by: null,
        created_at: now + p.openDays * DAY - DAY,
        updated_at: now + p.openDays * DAY - DAY,
      })
      .execute();
  }
  await db.insertInto('se_offer_config').values({ company_id: companyId, template: DEFAULT_OFFER.template, accept_days: DEFAULT_OFFER.acceptDays, updated_by: null, updated_at: now - 40 * DAY }).execute();

  // Applications spread over the last 30 days; older ones went further through the funnel.
  const plan: number[] = [
    ...Array<number>(9).fill(A.ACTIVE),
    ...Array<number>(2).fill(A.LEFT),
    ...Array<number>(3).fill(A.REJECTED),
    ...Array<number>(3).fill(A.OFFERED),
    ...Array<number>(4).fill(A.INTERVIEW),
    ...Array<number>(6).fill(A.APPLIED),
  ];
  const actor = '商家 张晓明';
  let n = 0;
  for (const [i, target] of plan.entries()) {
    const age = target === A.LEFT ? 28 : target === A.ACTIVE ? 25 - i * 1.5 : target === A.OFFERED ? 2.6 + (i % 3) * 0.1 : target === A.APPLIED ? (i % 6) * 1.7 + 0.2 : 6 + (i % 5);
    const at = Math.round(now - age * DAY);
    const [id] = await simulateApplications(db, companyId, 1, { now: at, random });
    if (!id) continue;
    await walkTo(db, companyId, id, target, at, actor);
    n++;
  }
  const attributed = await attributeOrders(db, companyId, 40, random);

  // Remote tasks (the demo company is in the whitelist).
  const tasks = [
    { title: '校园文具使用体验问卷', type: 2, status: 2, headcount: 200, reward: 1500, start: -10, end: 20 },
    { title: '开学季短视频创作', type: 3, status: 2, headcount: 30, reward: 8000, start: -5, end: 25 },
    { title: '新品小程序可用性测试', type: 1, status: 4, headcount: 50, reward: 3000, start: -40, end: -10 },
    { title: '宿舍楼海报张贴', type: 4, status: 1, headcount: 20, reward: 2000, start: 2, end: 30 },
  ];
  let receipts = 0;
  for (const t of tasks) {
    const r = await db
      .insertInto('job_recruit')
      .values({ company_id: companyId, title: t.title, task_type: t.type, status: t.status, headcount: t.headcount, reward_amount: t.reward, budget_amount: t.reward * t.headcount, start_at: now + t.start * DAY, end_at: now + t.end * DAY, created_at: now + t.start * DAY - DAY })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (t.status === 1) continue;
    const count = t.status === 4 ? 12 : 10;
    for (let i = 0; i < count; i++) {
      const status = t.status === 4 ? [3, 3, 3, 4, 5, 6][i % 6]! : [1, 2, 2, 3, 4][i % 5]!;
      const received = now + t.start * DAY + (i + 1) * 6 * HOUR;
      const phone = studentPhone(random);
      await db
        .insertInto('job_receive')
        .values({
          company_id: companyId,
          recruit_id: r.id,
          user_id: 520000 + receipts,
          user_name: studentName(random),
          phone_masked: `${phone.slice(0, 3)}****${phone.slice(7)}`,
          school_name: schools[i % Math.max(1, schools.length)]?.name ?? null,
          status,
          reward_amount: t.reward,
          settled: status === 3 && t.status === 4 ? 1 : 0,
          received_at: received,
          submitted_at: status >= 2 && status <= 4 ? received + 20 * HOUR : null,
          reviewed_at: status === 3 || status === 4 ? received + 30 * HOUR : null,
        })
        .execute();
      receipts++;
    }
  }
  await seedRewardDemo(db, now); // 销售奖励：规则与各状态的奖励（reward-seed.ts）
  const recruits = await seedRecruitReferrals(db, companyId);
  const packages = await seedTaskPackages(db, companyId, now, random); // 任务包与样品（task-seed.ts）
  await (await import('../remote-task/index.ts')).seedRemoteTaskFunds(db, companyId); // 远程任务预算冻结、奖励发放与退回（经账务）
  await (await import('./certificate-seed.ts')).seedCertificates(db, companyId, now, random); // 实习证明：有效与已撤销各一张
  return `招募岗位 ${POSTS.length} 个、报名与代理 ${n} 人（各状态，${recruits} 人由代理推荐入伙）、推荐订单 ${attributed} 单；远程任务 ${tasks.length} 个、领取 ${receipts} 条；${packages}`;
}

/**
 * Recruit referrals of the demo: the two most recently active agents applied with the referral code of the two who
 * joined first; with the recruit reward on (reward-seed.ts), each referrer has a payable 招募奖励 (recruit-reward.ts).
 */
async function seedRecruitReferrals(db: Db, companyId: number): Promise<number> {
  const active = await db.selectFrom('se_agent').select(['id', 'name', 'active_at']).where('company_id', '=', companyId).where('state', '=', A.ACTIVE).orderBy('active_at').orderBy('id').execute();
  if (active.length < 4) return 0;
  const pairs = [
    [active[0]!, active[active.length - 1]!],
    [active[1]!, active[active.length - 2]!],
  ] as const;
  for (const [referrer, recruit] of pairs) {
    await db.updateTable('se_agent').set({ referrer_id: referrer.id }).where('id', '=', recruit.id).execute();
    await grantRecruitReward(db, { companyId, recruit: { id: recruit.id, name: recruit.name, referrer_id: referrer.id }, now: Number(recruit.active_at) });
  }
  return pairs.length;
}
