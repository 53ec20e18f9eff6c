import type { SeedContext } from '../../db/seed.ts';
import { balancesOf } from '../finance/index.ts';
import { rechargeMarketing } from '../finance/index.ts';
import { demoShop } from '../account/index.ts';
import { awardTeam, creditSales, DAY, takeTopic } from './sanchuang.ts';

/**
 * 三创 demo (docs/activity.md「三创」): three rounds around `now` (ended with awards, being judged with one award
 * given, running with topics open), the demo shop's topics in each, teams that took them, and their sales: the shop's
 * paid orders of a topic's goods within the round's competition period, credited to the topic's teams (each order to
 * one team, about two in three of the eligible orders). The awards' prize money leaves the marketing account through
 * the ledger like any award.
 */
export async function seedSanchuang(ctx: SeedContext): Promise<string> {
  const { db, now, random } = ctx;
  const { companyId } = await demoShop(db);
  const goods = await db.selectFrom('goods').select(['id', 'name']).where('company_id', '=', companyId).where('status', '=', 1).where('deleted_at', 'is', null).orderBy('id').limit(12).execute();
  if (goods.length < 3) return '三创：演示店铺在售商品不足，未生成';
  const g = goods.map((x) => Number(x.id));
  const rounds = [
    { key: 'ended', name: '第十六届三创赛·校园预热赛', s0: -32, s1: -28, a0: -29, a1: -21, w: -14 },
    { key: 'awarding', name: '第十六届三创赛·校赛', s0: -22, s1: -18, a0: -20, a1: -11, w: 10 },
    { key: 'running', name: '第十六届三创赛·省赛选拔', s0: -12, s1: 12, a0: -10, a1: 20, w: 35 },
    { key: 'upcoming', name: '第十七届三创赛·报名预告', s0: 30, s1: 60, a0: 45, a1: 90, w: 110 },
  ];
  const ids = new Map<string, number>();
  for (const r of rounds) {
    const row = await db
      .insertInto('sc_round')
      .values({ name: r.name, description: `${r.name}：全国大学生电商“创新、创意及创业”挑战赛。企业发布命题，学生团队承接并用团队推广码为命题商品做推广与销售，评委与企业共同评分。`, signup_start: now + r.s0 * DAY, signup_end: now + r.s1 * DAY, start_at: now + r.a0 * DAY, end_at: now + r.a1 * DAY, award_end: now + r.w * DAY, created_at: now + (r.s0 - 3) * DAY })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(r.key, Number(row.id));
  }
  const topic = async (roundKey: string, at: number, title: string, brief: string, goodsIds: number[], resources: string, budget: number, limit: number) => {
    const row = await db
      .insertInto('sc_topic')
      .values({ round_id: ids.get(roundKey)!, company_id: companyId, title, brief, goods_ids_json: JSON.stringify(goodsIds), resources, discount_budget: budget, team_limit: limit, status: 1, created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  };
  const plan: Array<{ round: string; topics: Array<[string, string, number[], string, number, number, number]> }> = [
    { round: 'ended', topics: [['新生开学季宿舍好物推广', '面向新生宿舍，策划开学季推广方案，用团队推广码带动命题商品销售。', g.slice(0, 4), '样品 3 套、宣传海报电子稿', 30000, 4, 3]] },
    {
      round: 'awarding',
      topics: [
        ['社团活动物资团购方案', '为校园社团设计团购与拼单玩法，提升命题商品在社团中的复购。', g.slice(0, 6), '样品 5 套、团购专属价', 50000, 5, 4],
        ['宿舍收纳短视频挑战', '以短视频展示宿舍收纳前后对比，引导同学下单。', g.slice(3, 9), '样品 2 套', 20000, 3, 2],
      ],
    },
    {
      round: 'running',
      topics: [
        ['期末备考好物校园推广', '围绕期末备考场景，设计线上线下结合的推广方案，按团队推广码统计销售。', g.slice(0, 6), '样品 5 套、满减优惠额度', 80000, 6, 4],
        ['冬季宿舍温暖计划', '面向北方高校宿舍，策划冬季主题内容与社群推广。', g.slice(4, 10), '保暖样品 3 套', 40000, 4, 2],
      ],
    },
  ];
  let topics = 0;
  let teams = 0;
  for (const p of plan) {
    const round = rounds.find((r) => r.key === p.round)!;
    for (const [title, brief, goodsIds, resources, budget, limit, n] of p.topics) {
      const id = await topic(p.round, now + (round.s0 + 0.5) * DAY, title, brief, goodsIds, resources, budget, limit);
      topics++;
      for (let i = 0; i < n; i++) {
        await takeTopic(db, { topicId: id, random, at: now + (round.s0 + 1 + i * 0.7) * DAY });
        teams++;
      }
    }
  }
  let sales = 0;
  for (const key of ['ended', 'awarding', 'running']) sales += (await creditSales(db, { roundId: ids.get(key)!, companyId, random, share: 0.65, now })).orders;
  // Scores: the judges scored the finished and the judged rounds; the shop scored some teams.
  const scored = await db.selectFrom('sc_team').select(['id', 'round_id', 'paid_amount']).where('company_id', '=', companyId).where('round_id', 'in', [ids.get('ended')!, ids.get('awarding')!]).orderBy('id').execute();
  for (const t of scored) {
    await db.updateTable('sc_team').set({ judge_score: 62 + Math.floor(random() * 35), merchant_score: random() < 0.6 ? 60 + Math.floor(random() * 40) : null }).where('id', '=', t.id).execute();
  }
  const running = await db.selectFrom('sc_team').select('id').where('round_id', '=', ids.get('running')!).orderBy('id').limit(2).execute();
  for (const t of running) await db.updateTable('sc_team').set({ merchant_score: 70 + Math.floor(random() * 25), merchant_remark: '推广方案清晰，执行积极' }).where('id', '=', t.id).execute();
  // Awards: the finished round's top three by sales, one prize in the round being judged (if the balance allows).
  // The prize money: the shop moves ¥3,000 from its available balance into the marketing account before judging
  // (the demo orders' coupons have used up what was there), when the available balance allows.
  const owner = await db.selectFrom('merchant_user').select('id').where('company_id', '=', companyId).where('is_owner', '=', 1).orderBy('id').executeTakeFirst();
  if (owner && (await balancesOf(db, companyId)).available! >= 300_000) await rechargeMarketing(db, { companyId, userId: owner.id, amount: 300_000, requestId: 'seed-sanchuang-prizes', now: now - 17 * DAY });
  let awards = 0;
  const give = async (teamId: number, level: number, amount: number, at: number, remark: string) => {
    if ((await balancesOf(db, companyId)).marketing! < amount) return;
    await awardTeam(db, companyId, { teamId, level, amount, remark, userId: null, now: at, allowEnded: true });
    awards++;
  };
  const ended = [...scored].filter((t) => Number(t.round_id) === ids.get('ended')).sort((a, b) => Number(b.paid_amount) - Number(a.paid_amount));
  const prizes: Array<[number, number]> = [[1, 30000], [2, 15000], [4, 5000]];
  for (const [i, [level, amount]] of prizes.entries()) if (ended[i]) await give(Number(ended[i].id), level, amount, now - 16 * DAY + i * 3_600_000, '按销售额与评委评分综合评定');
  const judged = [...scored].filter((t) => Number(t.round_id) === ids.get('awarding')).sort((a, b) => Number(b.paid_amount) - Number(a.paid_amount));
  if (judged[1]) await give(Number(judged[1].id), 2, 20000, now - 2 * DAY, '短视频播放量第一');
  return `三创：赛事 ${rounds.length} 届、命题 ${topics} 个、团队 ${teams} 支、计入团队的订单 ${sales} 笔、奖项 ${awards} 个`;
}
