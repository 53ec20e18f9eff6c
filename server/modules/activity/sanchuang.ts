import type { Db } from '../../db/index.ts';
import { fail } from '../../lib/errors.ts';
import { emitEvent } from '../../lib/events.ts';
import { deductMarketing, yuan } from '../finance/index.ts';
import { isUniqueViolation } from '../finance/index.ts';
import { simulateOrders } from '../order/index.ts';
import { fakePerson, pick, SCHOOLS } from '../order/index.ts';
import type { ScRoundTable, ScTeamTable, ScTopicTable } from './sanchuang-schema.ts';
import type { Selectable } from 'kysely';

/**
 * 三创 (docs/activity.md「三创」): the platform's rounds of the college students' e-commerce challenge, the shop's
 * company topics (企业命题), the student teams that take them, their sales (real paid orders of the topic's goods,
 * each credited to one team in sc_team_sale), scores, and the prizes the shop pays from its marketing account.
 */

export type Round = Selectable<ScRoundTable>;
export type Topic = Selectable<ScTopicTable>;
export type Team = Selectable<ScTeamTable>;

export const DAY = 86_400_000;

/** Round phases: 1 未开始, 2 进行中 (topics and sign-up until signup_end, sales from start_at), 3 评奖中, 4 已结束. */
export const RoundPhase = { UPCOMING: 1, RUNNING: 2, AWARDING: 3, ENDED: 4 } as const;
export const ROUND_PHASE_TEXT: Record<number, string> = { 1: '未开始', 2: '进行中', 3: '评奖中', 4: '已结束' };
export const TOPIC_STATUS_TEXT: Record<number, string> = { 1: '征集中', 2: '已关闭' };
export const AWARD_LEVEL_TEXT: Record<number, string> = { 1: '一等奖', 2: '二等奖', 3: '三等奖', 4: '优秀奖' };

export const SC_LIMITS = { topicsPerRound: 20, goodsMax: 20, teamLimitMax: 50, budgetMax: 100_000_000, awardMin: 100, awardMax: 10_000_000 } as const;

export function roundPhase(r: Round, now: number): number {
  if (now < Number(r.signup_start)) return RoundPhase.UPCOMING;
  if (now < Number(r.end_at)) return RoundPhase.RUNNING;
  if (now < Number(r.award_end)) return RoundPhase.AWARDING;
  return RoundPhase.ENDED;
}

export function presentRound(r: Round, now: number) {
  const phase = roundPhase(r, now);
  return {
    roundId: Number(r.id),
    name: r.name,
    description: r.description,
    signupStart: Number(r.signup_start),
    signupEnd: Number(r.signup_end),
    startAt: Number(r.start_at),
    endAt: Number(r.end_at),
    awardEnd: Number(r.award_end),
    phase,
    phaseText: ROUND_PHASE_TEXT[phase]!,
    topicOpen: now >= Number(r.signup_start) && now < Number(r.signup_end),
  };
}

export async function getRound(db: Db, roundId: number): Promise<Round> {
  const r = await db.selectFrom('sc_round').selectAll().where('id', '=', roundId).executeTakeFirst();
  if (!r) throw fail('三创赛事不存在');
  return r;
}

export async function getTopic(db: Db, companyId: number, topicId: number): Promise<Topic> {
  const t = await db.selectFrom('sc_topic').selectAll().where('id', '=', topicId).where('company_id', '=', companyId).executeTakeFirst();
  if (!t) throw fail('企业命题不存在');
  return t;
}

export async function getTeam(db: Db, companyId: number, teamId: number): Promise<Team> {
  const t = await db.selectFrom('sc_team').selectAll().where('id', '=', teamId).where('company_id', '=', companyId).executeTakeFirst();
  if (!t) throw fail('参赛团队不存在');
  return t;
}

export interface TopicInput {
  title: string;
  brief: string;
  goodsIds: number[];
  resources: string;
  discountBudget: number;
  teamLimit: number;
}

async function checkTopic(db: Db, companyId: number, input: TopicInput): Promise<{ title: string; brief: string; resources: string; goodsIds: number[] }> {
  const title = (input.title ?? '').trim();
  const brief = (input.brief ?? '').trim();
  const resources = (input.resources ?? '').trim();
  if (title.length < 2 || title.length > 60) throw fail('命题标题须为 2-60 个字');
  if (!brief) throw fail('请填写命题说明');
  if (brief.length > 1000) throw fail('命题说明最多 1000 个字');
  if (resources.length > 500) throw fail('提供资源最多 500 个字');
  const goodsIds = [...new Set(input.goodsIds ?? [])].sort((a, b) => a - b);
  if (!goodsIds.length) throw fail('请至少选择 1 件命题商品');
  if (goodsIds.length > SC_LIMITS.goodsMax) throw fail(`命题商品最多 ${SC_LIMITS.goodsMax} 件`);
  if (!Number.isSafeInteger(input.discountBudget) || input.discountBudget < 0 || input.discountBudget > SC_LIMITS.budgetMax) throw fail(`优惠预算须在 ¥0.00 至 ${yuan(SC_LIMITS.budgetMax)} 之间`);
  if (!Number.isSafeInteger(input.teamLimit) || input.teamLimit < 1 || input.teamLimit > SC_LIMITS.teamLimitMax) throw fail(`团队上限须为 1-${SC_LIMITS.teamLimitMax} 支`);
  const found = await db.selectFrom('goods').select(['id', 'status']).where('company_id', '=', companyId).where('deleted_at', 'is', null).where('id', 'in', goodsIds).execute();
  const on = new Set(found.filter((g) => g.status === 1).map((g) => Number(g.id)));
  const missing = goodsIds.filter((g) => !on.has(g));
  if (missing.length) throw fail(`商品 ${missing.join('、')} 不存在或未在售，不能作为命题商品`);
  return { title, brief, resources, goodsIds };
}

/** Publishes (topicId null) or edits a topic of the shop in a round, while the round takes topics. */
export async function saveTopic(db: Db, companyId: number, p: { roundId: number; topicId: number | null; version: number | null; input: TopicInput; now: number }): Promise<{ id: number; before: Topic | null }> {
  const round = await getRound(db, p.roundId);
  const phase = presentRound(round, p.now);
  if (!phase.topicOpen) {
    throw fail(p.now < Number(round.signup_start) ? `「${round.name}」尚未开始征集命题` : `「${round.name}」的命题征集已截止，不能再发布或修改命题`);
  }
  const v = await checkTopic(db, companyId, p.input);
  if (p.topicId) {
    const before = await getTopic(db, companyId, p.topicId);
    if (Number(before.round_id) !== p.roundId) throw fail('该命题不属于这一届赛事');
    if (before.status !== 1) throw fail('命题已关闭，不能修改');
    const teams = await db.selectFrom('sc_team').select((e) => e.fn.countAll<number>().as('n')).where('topic_id', '=', before.id).executeTakeFirstOrThrow();
    if (p.input.teamLimit < Number(teams.n)) throw fail(`已有 ${teams.n} 支团队承接，团队上限不能少于 ${teams.n}`);
    const r = await db
      .updateTable('sc_topic')
      .set({ title: v.title, brief: v.brief, resources: v.resources, goods_ids_json: JSON.stringify(v.goodsIds), discount_budget: p.input.discountBudget, team_limit: p.input.teamLimit, version: Number(before.version) + 1, updated_at: p.now })
      .where('id', '=', before.id)
      .where('version', '=', p.version ?? -1)
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) throw fail('命题已被他人修改，请刷新后重试');
    return { id: Number(before.id), before };
  }
  const n = await db.selectFrom('sc_topic').select((e) => e.fn.countAll<number>().as('n')).where('company_id', '=', companyId).where('round_id', '=', p.roundId).executeTakeFirstOrThrow();
  if (Number(n.n) >= SC_LIMITS.topicsPerRound) throw fail(`每届赛事每个店铺最多发布 ${SC_LIMITS.topicsPerRound} 个命题`);
  const row = await db
    .insertInto('sc_topic')
    .values({ round_id: p.roundId, company_id: companyId, title: v.title, brief: v.brief, goods_ids_json: JSON.stringify(v.goodsIds), resources: v.resources, discount_budget: p.input.discountBudget, team_limit: p.input.teamLimit, status: 1, created_at: p.now, updated_at: p.now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), before: null };
}

/** Closes a topic: no more teams take it; its teams keep selling and can still be scored and awarded. */
export async function closeTopic(db: Db, companyId: number, topicId: number, now: number): Promise<Topic> {
  const t = await getTopic(db, companyId, topicId);
  if (t.status !== 1) throw fail('命题已关闭');
  await db.updateTable('sc_topic').set({ status: 2, version: Number(t.version) + 1, updated_at: now }).where('id', '=', t.id).execute();
  return t;
}

const CODE_CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
function teamCode(random: () => number): string {
  let s = 'SC';
  for (let i = 0; i < 8; i++) s += CODE_CHARS[Math.floor(random() * CODE_CHARS.length)];
  return s;
}

const TEAM_WORDS = ['星火', '追光', '破晓', '拾光', '远航', '青禾', '知行', '向阳', '凌云', '初心', '启明', '逐梦', '格物', '致远', '青柠', '晨曦'];

/** A student team takes a topic (the platform's side: `npm run platform -- sanchuang simulate`). Emits sanchuang.teamJoined. */
export async function takeTopic(db: Db, p: { topicId: number; random: () => number; at: number; name?: string }): Promise<number> {
  const t = await db.selectFrom('sc_topic').selectAll().where('id', '=', p.topicId).executeTakeFirst();
  if (!t) throw fail('企业命题不存在');
  if (t.status !== 1) throw fail('命题已关闭，不能再承接');
  const round = await getRound(db, Number(t.round_id));
  if (p.at < Number(round.signup_start) || p.at >= Number(round.signup_end)) throw fail(`「${round.name}」不在报名时间内`);
  const n = await db.selectFrom('sc_team').select((e) => e.fn.countAll<number>().as('n')).where('topic_id', '=', t.id).executeTakeFirstOrThrow();
  if (Number(n.n) >= t.team_limit) throw fail(`命题「${t.title}」已满 ${t.team_limit} 支团队`);
  const leader = fakePerson(p.random);
  const school = pick(p.random, SCHOOLS).school;
  const name = p.name ?? `${school.replace(/大学|学院/g, '')}${pick(p.random, TEAM_WORDS)}队`;
  let code = teamCode(p.random);
  for (let i = 0; i < 5 && (await db.selectFrom('sc_team').select('id').where('team_code', '=', code).executeTakeFirst()); i++) code = teamCode(p.random);
  const row = await db
    .insertInto('sc_team')
    .values({ topic_id: Number(t.id), round_id: Number(t.round_id), company_id: t.company_id, name: name.slice(0, 40), school_name: school, leader: leader.name, members: 3 + Math.floor(p.random() * 3), team_code: code, judge_score: null, merchant_score: null, merchant_remark: null, joined_at: p.at })
    .returning('id')
    .executeTakeFirstOrThrow();
  await emitEvent(db, { companyId: t.company_id, kind: 'sanchuang.teamJoined', subjectId: Number(row.id), payload: { roundId: Number(t.round_id), topicId: Number(t.id), topicTitle: t.title, teamName: name, school }, now: p.at });
  return Number(row.id);
}

/**
 * Credits paid orders to teams: each order at most once (sc_team_sale.order_id is unique), only to a team of a topic
 * whose goods the order contains, paid within the round's competition period and after the team joined.
 * `orderIds` limits the candidates (the simulator's new orders); `share` is the chance an eligible order is credited.
 */
export async function creditSales(db: Db, p: { roundId: number; companyId: number; orderIds?: number[]; random: () => number; share: number; now: number }): Promise<{ orders: number; amount: number }> {
  const round = await getRound(db, p.roundId);
  const topics = await db.selectFrom('sc_topic').select(['id', 'goods_ids_json']).where('round_id', '=', p.roundId).where('company_id', '=', p.companyId).orderBy('id').execute();
  const teams = await db.selectFrom('sc_team').select(['id', 'topic_id', 'joined_at']).where('round_id', '=', p.roundId).where('company_id', '=', p.companyId).orderBy('id').execute();
  if (!topics.length || !teams.length || (p.orderIds && !p.orderIds.length)) return { orders: 0, amount: 0 };
  const from = Number(round.start_at);
  const to = Math.min(Number(round.end_at), p.now + 1);
  let q = db
    .selectFrom('orders as o')
    .innerJoin('order_line as l', 'l.order_id', 'o.id')
    .leftJoin('sc_team_sale as s', 's.order_id', 'o.id')
    .select(['o.id', 'o.paid_at', 'o.paid_amount', 'l.goods_id'])
    .where('o.company_id', '=', p.companyId)
    .where('o.paid_at', 'is not', null)
    .where('o.paid_at', '>=', from)
    .where('o.paid_at', '<', to)
    .where('s.id', 'is', null)
    .orderBy('o.id');
  if (p.orderIds) q = q.where('o.id', 'in', p.orderIds);
  const rows = await q.execute();
  const goodsOf = new Map(topics.map((t) => [Number(t.id), new Set<number>(JSON.parse(t.goods_ids_json))]));
  const seen = new Set<number>();
  let orders = 0;
  let amount = 0;
  const add = new Map<number, { orders: number; amount: number }>();
  for (const r of rows) {
    const id = Number(r.id);
    if (seen.has(id)) continue;
    const paidAt = Number(r.paid_at);
    const eligible = teams.filter((t) => goodsOf.get(Number(t.topic_id))?.has(Number(r.goods_id)) && Number(t.joined_at) <= paidAt);
    if (!eligible.length) continue;
    seen.add(id);
    if (p.random() >= p.share) continue;
    const team = pick(p.random, eligible);
    await db.insertInto('sc_team_sale').values({ team_id: Number(team.id), company_id: p.companyId, order_id: id, paid_amount: Number(r.paid_amount), paid_at: paidAt }).execute();
    const a = add.get(Number(team.id)) ?? { orders: 0, amount: 0 };
    a.orders++;
    a.amount += Number(r.paid_amount);
    add.set(Number(team.id), a);
    orders++;
    amount += Number(r.paid_amount);
  }
  for (const [teamId, a] of add) {
    await db
      .updateTable('sc_team')
      .set((e) => ({ orders: e('orders', '+', a.orders), paid_amount: e('paid_amount', '+', a.amount) }))
      .where('id', '=', teamId)
      .execute();
  }
  return { orders, amount };
}

/** The shop's own score of a team (0-100), while the round runs or is being judged. */
export async function scoreTeam(db: Db, companyId: number, p: { teamId: number; score: number; remark: string | null; now: number }): Promise<Team> {
  const team = await getTeam(db, companyId, p.teamId);
  const round = await getRound(db, Number(team.round_id));
  const phase = roundPhase(round, p.now);
  if (phase === RoundPhase.ENDED) throw fail(`「${round.name}」已结束，不能再评分`);
  if (!Number.isInteger(p.score) || p.score < 0 || p.score > 100) throw fail('企业评分须为 0-100 的整数');
  const remark = p.remark?.trim() || null;
  if (remark && remark.length > 200) throw fail('评语最多 200 个字');
  await db.updateTable('sc_team').set({ merchant_score: p.score, merchant_remark: remark }).where('id', '=', team.id).execute();
  return team;
}

/**
 * Awards a prize to a team of the shop in a round being judged: the prize money leaves the marketing account through
 * the ledger (marketing → marketing costs, key `sanchuang:<awardId>`), in the caller's transaction. A team gets at most
 * one award; a short balance is refused with the figures and nothing changes.
 */
export async function awardTeam(db: Db, companyId: number, p: { teamId: number; level: number; amount: number; remark: string | null; userId: number | null; now: number; allowEnded?: boolean }): Promise<{ awardId: number; recordId: number }> {
  const team = await getTeam(db, companyId, p.teamId);
  const round = await getRound(db, Number(team.round_id));
  const phase = roundPhase(round, p.now);
  if (phase !== RoundPhase.AWARDING && !p.allowEnded) throw fail(`只有评奖阶段可以颁奖：「${round.name}」${ROUND_PHASE_TEXT[phase]}`);
  if (!AWARD_LEVEL_TEXT[p.level]) throw fail('奖项须为一等奖、二等奖、三等奖或优秀奖');
  if (!Number.isSafeInteger(p.amount) || p.amount < SC_LIMITS.awardMin || p.amount > SC_LIMITS.awardMax) throw fail(`奖金须在 ${yuan(SC_LIMITS.awardMin)} 至 ${yuan(SC_LIMITS.awardMax)} 之间`);
  const remark = p.remark?.trim() || null;
  if (remark && remark.length > 200) throw fail('颁奖说明最多 200 个字');
  const prev = await db.selectFrom('sc_award').select('level').where('team_id', '=', team.id).executeTakeFirst();
  if (prev) throw fail(`团队「${team.name}」已获${AWARD_LEVEL_TEXT[prev.level]}，不能重复颁奖`);
  const row = await db
    .insertInto('sc_award')
    .values({ round_id: Number(team.round_id), company_id: companyId, team_id: Number(team.id), level: p.level, amount: p.amount, remark, record_no: null, created_by: p.userId, created_at: p.now })
    .returning('id')
    .executeTakeFirstOrThrow()
    .catch((e) => {
      if (isUniqueViolation(e)) throw fail(`团队「${team.name}」已获奖，不能重复颁奖`);
      throw e;
    });
  const awardId = Number(row.id);
  const paid = await deductMarketing(db, {
    companyId,
    amount: p.amount,
    reason: `三创赛奖金：「${round.name}」${AWARD_LEVEL_TEXT[p.level]}，团队「${team.name}」`,
    key: `sanchuang:${awardId}`,
    at: p.now,
    cause: { type: 'activity', id: awardId, no: null },
  });
  const rec = await db.selectFrom('fin_marketing_record').select('record_no').where('id', '=', paid.recordId).executeTakeFirstOrThrow();
  await db.updateTable('sc_award').set({ record_no: rec.record_no }).where('id', '=', awardId).execute();
  return { awardId, recordId: paid.recordId };
}

export interface SimulateSanchuangResult {
  teams: number;
  orders: number;
  credited: number;
  amount: number;
  scored: number;
}

/**
 * The platform's simulator for a round (`npm run platform -- sanchuang simulate <roundId>`):
 * - in sign-up: every open topic gets up to two new teams (within its limit), as if they signed up a day ago;
 * - from the start of the competition: buyers order the topics' goods through `simulate-orders` (the same pricing
 *   and ledger as every order) and the paid ones are credited to the topics' teams;
 * - in the judging stage: the judges score every team without a judges' score (60-98).
 */
export async function simulateRound(db: Db, p: { roundId: number; companyId?: number; random: () => number; seed: number; now: number }): Promise<SimulateSanchuangResult> {
  const round = await getRound(db, p.roundId);
  const phase = roundPhase(round, p.now);
  const res: SimulateSanchuangResult = { teams: 0, orders: 0, credited: 0, amount: 0, scored: 0 };
  if (phase === RoundPhase.UPCOMING) throw fail(`「${round.name}」尚未开始`);
  if (phase === RoundPhase.ENDED) throw fail(`「${round.name}」已结束`);
  if (phase === RoundPhase.AWARDING) {
    let q = db.selectFrom('sc_team').select('id').where('round_id', '=', p.roundId).where('judge_score', 'is', null);
    if (p.companyId) q = q.where('company_id', '=', p.companyId);
    for (const t of await q.execute()) {
      await db.updateTable('sc_team').set({ judge_score: 60 + Math.floor(p.random() * 39) }).where('id', '=', t.id).execute();
      res.scored++;
    }
    return res;
  }
  let tq = db.selectFrom('sc_topic').selectAll().where('round_id', '=', p.roundId).where('status', '=', 1).orderBy('id');
  if (p.companyId) tq = tq.where('company_id', '=', p.companyId);
  const topics = await tq.execute();
  const joinAt = Math.max(Number(round.signup_start), p.now - DAY);
  if (p.now < Number(round.signup_end)) {
    for (const t of topics) {
      const n = await db.selectFrom('sc_team').select((e) => e.fn.countAll<number>().as('n')).where('topic_id', '=', t.id).executeTakeFirstOrThrow();
      const room = Math.min(2, t.team_limit - Number(n.n));
      for (let i = 0; i < room; i++) {
        await takeTopic(db, { topicId: Number(t.id), random: p.random, at: joinAt });
        res.teams++;
      }
    }
  }
  if (p.now >= Number(round.start_at)) {
    const byCompany = new Map<number, Topic[]>();
    for (const t of topics) byCompany.set(t.company_id, [...(byCompany.get(t.company_id) ?? []), t]);
    for (const [companyId, ts] of byCompany) {
      const teams = await db.selectFrom('sc_team').select((e) => e.fn.countAll<number>().as('n')).where('round_id', '=', p.roundId).where('company_id', '=', companyId).executeTakeFirstOrThrow();
      if (!Number(teams.n)) continue;
      const goodsIds = [...new Set(ts.flatMap((t) => JSON.parse(t.goods_ids_json) as number[]))];
      const last = await db.selectFrom('orders').select((e) => e.fn.max('id').as('id')).where('company_id', '=', companyId).executeTakeFirstOrThrow();
      const made = await simulateOrders(db, companyId, Math.min(40, 4 * Number(teams.n)), { goodsIds, days: 1, seed: p.seed, now: p.now }).catch(() => null);
      if (!made) continue;
      res.orders += made.created;
      const fresh = await db.selectFrom('orders').select('id').where('company_id', '=', companyId).where('id', '>', Number(last.id ?? 0)).execute();
      const c = await creditSales(db, { roundId: p.roundId, companyId, orderIds: fresh.map((o) => Number(o.id)), random: p.random, share: 1, now: p.now });
      res.credited += c.orders;
      res.amount += c.amount;
    }
  }
  return res;
}
