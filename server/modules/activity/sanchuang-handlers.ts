import type { HandlerContext, HandlerMap } from '../../lib/handler.ts';
import { requireAuth } from '../../lib/handler.ts';
import { audit } from '../../lib/audit.ts';
import { emitEvent } from '../../lib/events.ts';

import { balancesOf } from '../finance/index.ts';
import { AWARD_LEVEL_TEXT, awardTeam, closeTopic, getRound, getTeam, getTopic, presentRound, saveTopic, scoreTeam, TOPIC_STATUS_TEXT, type Team, type Topic } from './sanchuang.ts';

/** Handlers of 三创 (docs/activity.md「三创」): rounds, the shop's topics, the teams, scores and awards. */


function who(ctx: HandlerContext) {
  const a = requireAuth(ctx);
  return { companyId: a.companyId, userId: a.userId, actor: a.userName, now: ctx.deps.clock.now() };
}

async function record(ctx: HandlerContext, action: string, subjectId: number, detail: Record<string, unknown>) {
  const w = who(ctx);
  await audit(ctx.db, { companyId: w.companyId, userId: w.userId, actor: w.actor, action, detail });
  await emitEvent(ctx.db, { companyId: w.companyId, userId: w.userId, kind: 'sanchuang.changed', subjectId, payload: { id: subjectId }, now: w.now });
}

const cursorOf = (c: string | null | undefined) => (c ? Number(c) : null);

async function presentTopics(ctx: HandlerContext, rows: Topic[]) {
  const ids = rows.map((t) => Number(t.id));
  const goodsIds = [...new Set(rows.flatMap((t) => JSON.parse(t.goods_ids_json) as number[]))];
  // Only the shop's own goods are named (a topic lists the shop's goods; anything else shows its id only).
  const names = goodsIds.length ? await ctx.db.selectFrom('goods').select(['id', 'name']).where('company_id', '=', who(ctx).companyId).where('id', 'in', goodsIds).execute() : [];
  const nameOf = new Map(names.map((g) => [Number(g.id), g.name]));
  const sums = ids.length
    ? await ctx.db
        .selectFrom('sc_team')
        .select(['topic_id', (e) => e.fn.countAll<number>().as('teams'), (e) => e.fn.sum<number>('orders').as('orders'), (e) => e.fn.sum<number>('paid_amount').as('amount')])
        .where('topic_id', 'in', ids)
        .groupBy('topic_id')
        .execute()
    : [];
  const sumOf = new Map(sums.map((s) => [Number(s.topic_id), s]));
  return rows.map((t) => {
    const g = JSON.parse(t.goods_ids_json) as number[];
    const s = sumOf.get(Number(t.id));
    return {
      topicId: Number(t.id),
      activityId: Number(t.round_id),
      title: t.title,
      brief: t.brief,
      goodsIds: g,
      goods: g.map((id) => ({ goodsId: id, name: nameOf.get(id) ?? `商品 ${id}` })),
      resources: t.resources,
      discountBudget: Number(t.discount_budget),
      teamLimit: t.team_limit,
      teams: Number(s?.teams ?? 0),
      orders: Number(s?.orders ?? 0),
      paidAmount: Number(s?.amount ?? 0),
      status: t.status,
      statusText: TOPIC_STATUS_TEXT[t.status]!,
      version: Number(t.version),
      createdAt: Number(t.created_at),
    };
  });
}

async function presentTeams(ctx: HandlerContext, rows: Team[]) {
  const ids = rows.map((t) => Number(t.id));
  const topicIds = [...new Set(rows.map((t) => Number(t.topic_id)))];
  const topics = topicIds.length ? await ctx.db.selectFrom('sc_topic').select(['id', 'title']).where('company_id', '=', who(ctx).companyId).where('id', 'in', topicIds).execute() : [];
  const titleOf = new Map(topics.map((t) => [Number(t.id), t.title]));
  const awards = ids.length ? await ctx.db.selectFrom('sc_award').select(['id', 'team_id', 'level', 'amount']).where('company_id', '=', who(ctx).companyId).where('team_id', 'in', ids).execute() : [];
  const awardOf = new Map(awards.map((a) => [Number(a.team_id), a]));
  return rows.map((t) => {
    const a = awardOf.get(Number(t.id));
    return {
      teamId: Number(t.id),
      topicId: Number(t.topic_id),
      topicTitle: titleOf.get(Number(t.topic_id)) ?? '',
      name: t.name,
      schoolName: t.school_name,
      leader: t.leader,
      members: t.members,
      teamCode: t.team_code,
      orders: Number(t.orders),
      paidAmount: Number(t.paid_amount),
      judgeScore: t.judge_score,
      merchantScore: t.merchant_score,
      merchantRemark: t.merchant_remark,
      joinedAt: Number(t.joined_at),
      award: a ? { awardId: Number(a.id), level: a.level, levelText: AWARD_LEVEL_TEXT[a.level]!, amount: Number(a.amount) } : null,
    };
  });
}

async function topicView(ctx: HandlerContext, topicId: number) {
  const w = who(ctx);
  return (await presentTopics(ctx, [await getTopic(ctx.db, w.companyId, topicId)]))[0]!;
}

async function teamView(ctx: HandlerContext, teamId: number) {
  const w = who(ctx);
  return (await presentTeams(ctx, [await getTeam(ctx.db, w.companyId, teamId)]))[0]!;
}

export const sanchuangHandlers: HandlerMap = {
  async sanchuangRounds(ctx) {
    const w = who(ctx);
    const rows = await ctx.db.selectFrom('sc_round').selectAll().orderBy('signup_start', 'desc').orderBy('id', 'desc').limit(50).execute();
    // Running and being judged first (the entry from the activity square opens the first), then upcoming, then ended.
    const rank: Record<number, number> = { 2: 0, 3: 1, 1: 2, 4: 3 };
    const list = rows.map((r) => presentRound(r, w.now));
    list.sort((a, b) => rank[a.phase]! - rank[b.phase]! || b.signupStart - a.signupStart);
    return { list };
  },
  async sanchuangRound(ctx) {
    const w = who(ctx);
    const round = await getRound(ctx.db, ctx.body.activityId);
    const rounds = await ctx.db.selectFrom('sc_round').selectAll().orderBy('signup_start', 'desc').orderBy('id', 'desc').limit(50).execute();
    const topics = await ctx.db.selectFrom('sc_topic').select((e) => e.fn.countAll<number>().as('n')).where('company_id', '=', w.companyId).where('round_id', '=', round.id).executeTakeFirstOrThrow();
    const teams = await ctx.db
      .selectFrom('sc_team')
      .select([(e) => e.fn.countAll<number>().as('n'), (e) => e.fn.coalesce(e.fn.sum<number>('orders'), e.lit(0)).as('orders'), (e) => e.fn.coalesce(e.fn.sum<number>('paid_amount'), e.lit(0)).as('amount')])
      .where('company_id', '=', w.companyId)
      .where('round_id', '=', round.id)
      .executeTakeFirstOrThrow();
    const awards = await ctx.db
      .selectFrom('sc_award')
      .select([(e) => e.fn.countAll<number>().as('n'), (e) => e.fn.coalesce(e.fn.sum<number>('amount'), e.lit(0)).as('amount')])
      .where('company_id', '=', w.companyId)
      .where('round_id', '=', round.id)
      .executeTakeFirstOrThrow();
    const b = await balancesOf(ctx.db, w.companyId);
    return {
      round: presentRound(round, w.now),
      rounds: rounds.map((r) => presentRound(r, w.now)),
      topics: Number(topics.n),
      teams: Number(teams.n),
      orders: Number(teams.orders),
      paidAmount: Number(teams.amount),
      awards: Number(awards.n),
      awardAmount: Number(awards.amount),
      marketingBalance: Number(b.marketing ?? 0),
    };
  },
  async sanchuangTopicList(ctx) {
    const w = who(ctx);
    const size = ctx.body.pageSize as number;
    let q = ctx.db.selectFrom('sc_topic').selectAll().where('company_id', '=', w.companyId).where('round_id', '=', ctx.body.activityId);
    const c = cursorOf(ctx.body.cursor);
    if (c) q = q.where('id', '<', c);
    const rows = await q.orderBy('id', 'desc').limit(size + 1).execute();
    const list = await presentTopics(ctx, rows.slice(0, size));
    return { list, nextCursor: rows.length > size ? String(list[list.length - 1]!.topicId) : null };
  },
  async sanchuangTopicSave(ctx) {
    const w = who(ctx);
    const b = ctx.body;
    const input = { title: b.title, brief: b.brief, goodsIds: b.goodsIds, resources: b.resources ?? '', discountBudget: b.discountBudget, teamLimit: b.teamLimit };
    const r = await saveTopic(ctx.db, w.companyId, { roundId: b.activityId, topicId: b.topicId ?? null, version: b.version ?? null, input, now: w.now });
    const before = r.before ? { title: r.before.title, goodsIds: JSON.parse(r.before.goods_ids_json), discountBudget: Number(r.before.discount_budget), teamLimit: r.before.team_limit } : null;
    await record(ctx, r.before ? 'sanchuang.topic.edit' : 'sanchuang.topic.create', r.id, { topicId: r.id, activityId: b.activityId, before, after: input });
    return topicView(ctx, r.id);
  },
  async sanchuangTopicClose(ctx) {
    const w = who(ctx);
    await closeTopic(ctx.db, w.companyId, ctx.body.topicId, w.now);
    await record(ctx, 'sanchuang.topic.close', ctx.body.topicId, { topicId: ctx.body.topicId, before: { status: '征集中' }, after: { status: '已关闭' } });
    return topicView(ctx, ctx.body.topicId);
  },
  async sanchuangTeamList(ctx) {
    const w = who(ctx);
    const size = ctx.body.pageSize as number;
    let q = ctx.db.selectFrom('sc_team').selectAll().where('company_id', '=', w.companyId).where('round_id', '=', ctx.body.activityId);
    if (ctx.body.topicId) q = q.where('topic_id', '=', ctx.body.topicId);
    const c = cursorOf(ctx.body.cursor);
    if (c) q = q.where('id', '<', c);
    const rows = await q.orderBy('id', 'desc').limit(size + 1).execute();
    const list = await presentTeams(ctx, rows.slice(0, size));
    return { list, nextCursor: rows.length > size ? String(list[list.length - 1]!.teamId) : null };
  },
  async sanchuangTeamScore(ctx) {
    const w = who(ctx);
    const before = await scoreTeam(ctx.db, w.companyId, { teamId: ctx.body.teamId, score: ctx.body.score, remark: ctx.body.remark ?? null, now: w.now });
    await record(ctx, 'sanchuang.team.score', ctx.body.teamId, { teamId: ctx.body.teamId, before: { merchantScore: before.merchant_score }, after: { merchantScore: ctx.body.score, remark: ctx.body.remark ?? null } });
    return teamView(ctx, ctx.body.teamId);
  },
  async sanchuangAwardList(ctx) {
    const w = who(ctx);
    const rows = await ctx.db
      .selectFrom('sc_award as a')
      .innerJoin('sc_team as t', 't.id', 'a.team_id')
      .innerJoin('sc_topic as p', 'p.id', 't.topic_id')
      .select(['a.id', 'a.team_id', 'a.level', 'a.amount', 'a.remark', 'a.record_no', 'a.created_at', 't.name', 't.school_name', 'p.title'])
      .where('a.company_id', '=', w.companyId)
      .where('a.round_id', '=', ctx.body.activityId)
      .orderBy('a.level')
      .orderBy('a.id')
      .limit(200)
      .execute();
    const b = await balancesOf(ctx.db, w.companyId);
    return {
      list: rows.map((r) => ({ awardId: Number(r.id), teamId: Number(r.team_id), teamName: r.name, schoolName: r.school_name, topicTitle: r.title, level: r.level, levelText: AWARD_LEVEL_TEXT[r.level]!, amount: Number(r.amount), remark: r.remark, recordNo: r.record_no, createdAt: Number(r.created_at) })),
      marketingBalance: Number(b.marketing ?? 0),
    };
  },
  async sanchuangAward(ctx) {
    const w = who(ctx);
    const b = ctx.body;
    const r = await awardTeam(ctx.db, w.companyId, { teamId: b.teamId, level: b.level, amount: b.amount, remark: b.remark ?? null, userId: w.userId, now: w.now });
    await record(ctx, 'sanchuang.award', r.awardId, { awardId: r.awardId, teamId: b.teamId, before: null, after: { level: AWARD_LEVEL_TEXT[b.level], amount: b.amount, ledgerKey: `sanchuang:${r.awardId}` } });
    return teamView(ctx, b.teamId);
  },
};
