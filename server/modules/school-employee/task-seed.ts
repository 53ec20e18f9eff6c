import type { Db } from '../../db/index.ts';
import { A, DAY, HOUR } from './service.ts';
import { seedTopUp } from '../finance/index.ts';
import { getOrder, shipOrder } from '../order/index.ts';
import { saveSample } from './sample-service.ts';
import { reviewTakes, T, takePackage, type PackageTask } from './task-service.ts';
import { takeAndSubmit } from './task-simulate.ts';

const SURVEY: PackageTask[] = [
  {
    kind: 'single',
    title: '你最常用的宿舍收纳方式是？',
    options: ['床下收纳箱', '桌面置物架', '挂墙收纳袋', '基本不收纳'],
    link: null,
  },
  {
    kind: 'multiple',
    title: '你希望店铺上新哪些宿舍好物？（可多选）',
    options: ['护眼台灯', '折叠衣架', '静音小风扇', '床帘', '收纳箱'],
    link: null,
  },
  {
    kind: 'text',
    title: '试用收到的样品后，说说你的真实感受',
    options: [],
    link: null,
  },
  {
    kind: 'photo',
    title: '拍一张样品在宿舍使用的照片',
    options: [],
    link: null,
  },
];
const PROMOTION: PackageTask[] = [
  {
    kind: 'promotion',
    title: '在校园群或朋友圈分享店铺开学季活动，提交发布链接与截图',
    options: [],
    link: 'https://example.com/shop/back-to-school',
  },
  {
    kind: 'photo',
    title: '在食堂或宿舍楼张贴海报并拍照',
    options: [],
    link: null,
  },
  {
    kind: 'single',
    title: '这次推广大约触达了多少同学？',
    options: ['50 人以内', '50–200 人', '200 人以上'],
    link: null,
  },
];

/**
 * The demo company's task packages: two in progress (a survey with choices, text and photos; a promotion with a
 * link), one not started, one past its deadline and one closed, with active agents' takes and submissions waiting,
 * approved and rejected. Deterministic (the seed's random), the same service calls as the merchant and the simulator.
 */
export async function seedTaskPackages(db: Db, companyId: number, now: number, random: () => number): Promise<string> {
  const agents = (await db.selectFrom('se_agent').select('id').where('company_id', '=', companyId).where('state', '=', A.ACTIVE).orderBy('id').execute()).map((a) => a.id);
  const defs = [
    {
      title: '开学季宿舍好物体验',
      description: '领取样品后在宿舍试用一周，完成问卷并上传使用照片。答案真实完整即可通过审核。',
      tasks: SURVEY,
      reward: 800,
      quota: 30,
      open: -12 * DAY,
      deadline: 10 * DAY,
      status: 1,
      takes: 6,
      at: -8 * DAY,
      // every agent who takes it gets one piece of the shop's goods as a free sample (stock reserved for 20)
      sample: { perAgent: 1, total: 20 },
    },
    {
      title: '校园推广打卡',
      description: '在校园群、朋友圈分享店铺开学季活动，并在宿舍楼张贴海报。请提交发布链接与照片。',
      tasks: PROMOTION,
      reward: 1500,
      quota: 15,
      open: -6 * DAY,
      deadline: 8 * DAY,
      status: 1,
      takes: 5,
      at: -3 * DAY,
    },
    {
      title: '期末复习好物问卷',
      description: '期末前了解同学们的复习用品需求。',
      tasks: SURVEY.slice(0, 3),
      reward: 300,
      quota: 50,
      open: 3 * DAY,
      deadline: 20 * DAY,
      status: 1,
      takes: 0,
      at: 0,
    },
    {
      title: '迎新季宿舍需求调研',
      description: '迎新季调研新生的宿舍用品需求。',
      tasks: SURVEY.slice(0, 3),
      reward: 500,
      quota: 20,
      open: -40 * DAY,
      deadline: -2 * DAY,
      status: 1,
      takes: 5,
      at: -20 * DAY,
    },
    {
      title: '社团合作意向调研',
      description: '了解社团对赞助合作的兴趣（已停止）。',
      tasks: SURVEY.slice(0, 1),
      reward: 200,
      quota: 10,
      open: -30 * DAY,
      deadline: 15 * DAY,
      status: 2,
      takes: 2,
      at: -25 * DAY,
    },
  ];
  let takes = 0;
  let waiting = 0;
  for (const d of defs) {
    const r = await db
      .insertInto('se_task_package')
      .values({
        company_id: companyId,
        title: d.title,
        description: d.description,
        tasks_json: JSON.stringify(d.tasks),
        reward: d.reward,
        quota: d.quota,
        open_at: now + d.open,
        deadline: now + d.deadline,
        status: 1,
        created_by: null,
        created_at: now + d.open - 2 * DAY,
        updated_at: now + d.open - 2 * DAY,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const sample = 'sample' in d ? d.sample : undefined;
    if (sample) {
      const sku = await db
        .selectFrom('goods_sku as k')
        .innerJoin('goods as g', 'g.id', 'k.goods_id')
        .select('k.id')
        .where('k.company_id', '=', companyId)
        .where('k.status', '=', 1)
        .where('g.status', '=', 1)
        .where('g.deleted_at', 'is', null)
        .where('k.stock', '>=', sample.total * 3)
        .orderBy('k.id')
        .executeTakeFirst();
      if (sku) await saveSample(db, { companyId, userId: null, sampleId: null, packageId: r.id, skuId: sku.id, perAgent: sample.perAgent, total: sample.total, note: '试用装，随任务包说明卡一起寄出', now: now + d.open - DAY });
    }
    const n = Math.min(d.takes, agents.length);
    const taken: number[] = [];
    for (let i = 0; i < n; i++) {
      const at = now + d.at + i * 7 * HOUR;
      const agentId = agents[(i + takes) % agents.length]!;
      // the last one of a package in progress has only taken it; the others submitted
      if (i === n - 1 && d.deadline > 0 && d.status === 1) await takePackage(db, { companyId, packageId: r.id, agentId, now: at });
      else
        taken.push(
          await takeAndSubmit(db, {
            companyId,
            packageId: r.id,
            agentId,
            now: at,
            random,
          }),
        );
    }
    takes += n;
    // reviews: the first ones approved, one rejected, the newest left waiting
    const review = async (ids: number[], approve: boolean, at: number) => {
      if (!ids.length) return 0;
      // Approving pays the rewards from available (test servers seed no money history: top it up first).
      if (approve) await seedTopUp(db, { companyId, need: ids.length * d.reward, key: `seed:taskReward:${companyId}:${ids[0]}`, at: at - 3_600_000, memo: '演示：任务包奖励备付' });
      return reviewTakes(db, {
            companyId,
            userId: null,
            actor: '商家 演示店主',
            takeIds: ids,
            approve,
            reason: approve ? null : '照片看不清样品，请重新拍摄后提交',
            now: at,
          });
    };
    const keepWaiting = d.deadline > 0 && d.status === 1 ? 2 : 0;
    const toReview = taken.slice(0, Math.max(0, taken.length - keepWaiting));
    const rejected = toReview.length >= 3 ? toReview.slice(-1) : [];
    await review(
      toReview.filter((id) => !rejected.includes(id)),
      true,
      now + d.at + 2 * DAY,
    );
    await review(rejected, false, now + d.at + 2 * DAY);
    waiting += taken.length - toReview.length;
    if (d.status === 2)
      await db
        .updateTable('se_task_package')
        .set({ status: 2, updated_at: now - DAY })
        .where('id', '=', r.id)
        .execute();
  }
  // The sample orders went out by courier a few hours after each take, except the newest two, which wait to be shipped
  // from the order pages.
  const sampleOrders = await db.selectFrom('se_sample_order').select(['order_id', 'created_at']).where('company_id', '=', companyId).orderBy('id').execute();
  let shipped = 0;
  for (const so of sampleOrders.slice(0, -2)) {
    const o = await getOrder(db, companyId, so.order_id);
    await shipOrder(db, o, { type: 1, name: '演示店主' }, 'ZTO', `7731${String(90000000 + so.order_id).slice(-8)}`, Number(so.created_at) + 5 * HOUR);
    shipped++;
  }
  const w = await db
    .selectFrom('se_task_take')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('company_id', '=', companyId)
    .where('status', '=', T.WAITING)
    .executeTakeFirstOrThrow();
  return `任务包 ${defs.length} 个（各阶段）、领取 ${takes} 份、待审核 ${Number(w.n) || waiting} 份、样品单 ${sampleOrders.length} 张（已发货 ${shipped}）`;
}
