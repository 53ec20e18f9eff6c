import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startTestServer, type TestServer } from '../../testing/harness.ts';
import type { Db } from '../../db/index.ts';
import { clock } from '../../lib/clock.ts';
import { rng } from '../../lib/random.ts';
import { SEED_ACCOUNTS, SEED_AREAS } from '../../db/seed.ts';
import { balancesOf, reconcile } from '../finance/index.ts';
import { demoShop } from '../account/seed.ts';
import { simulateRound } from './sanchuang.ts';

const U = (p: string) => `/xm-merchant/activity/sanchuang/${p}`;

describe.each(DIALECTS)('三创 on %s', (dialect) => {
  let s: TestServer;
  let db: Db;
  let owner: string;
  let companyId: number;
  const rounds = new Map<string, number>();

  beforeAll(async () => {
    // With the finance area's settled money: the prizes are paid from the marketing account, recharged from it.
    s = await startTestServer(dialect, {}, SEED_AREAS);
    db = s.handle.db;
    await clock.reset(db);
    owner = await s.login(SEED_ACCOUNTS.owner);
    companyId = (await demoShop(db)).companyId;
    for (const r of await db.selectFrom('sc_round').select(['id', 'name']).execute()) {
      if (r.name.includes('预热赛')) rounds.set('ended', Number(r.id));
      if (r.name.endsWith('校赛')) rounds.set('awarding', Number(r.id));
      if (r.name.includes('省赛选拔')) rounds.set('running', Number(r.id));
    }
  }, 120_000);
  afterAll(async () => s.close());
  afterEach(() => expect(s.violations, JSON.stringify(s.violations, null, 2)).toEqual([]));

  it('the demo seed: rounds in each phase, topics, teams whose sales are real paid orders of the topic goods, awards paid through the ledger', async () => {
    const all = await s.call(U('rounds'), {}, { token: owner });
    expect(all.data.list[0].phaseText).toBe('进行中');
    const r = await s.call(U('round'), { activityId: rounds.get('running') }, { token: owner });
    expect(r.code, r.msg).toBe(1);
    expect(new Set(r.data.rounds.map((x: any) => x.phaseText))).toEqual(new Set(['未开始', '进行中', '评奖中', '已结束']));
    expect(r.data.round.topicOpen).toBe(true);
    expect(r.data.topics).toBeGreaterThan(0);
    expect(r.data.orders).toBeGreaterThan(0);
    // Every team's counters are the sum of its credited orders, each a paid order of the shop with a topic goods line,
    // paid within the round's competition period and after the team joined.
    const teams = await db.selectFrom('sc_team').selectAll().where('company_id', '=', companyId).execute();
    for (const t of teams) {
      const sales = await db
        .selectFrom('sc_team_sale as x')
        .innerJoin('orders as o', 'o.id', 'x.order_id')
        .select(['o.id', 'o.paid_at', 'o.paid_amount', 'o.company_id', 'x.paid_amount as credited'])
        .where('x.team_id', '=', t.id)
        .execute();
      expect(sales.length).toBe(t.orders);
      expect(sales.reduce((a, x) => a + Number(x.credited), 0)).toBe(Number(t.paid_amount));
      const topic = await db.selectFrom('sc_topic').select('goods_ids_json').where('id', '=', t.topic_id).executeTakeFirstOrThrow();
      const round = await db.selectFrom('sc_round').selectAll().where('id', '=', t.round_id).executeTakeFirstOrThrow();
      for (const x of sales) {
        expect(x.company_id).toBe(companyId);
        expect(Number(x.credited)).toBe(Number(x.paid_amount));
        expect(Number(x.paid_at)).toBeGreaterThanOrEqual(Math.max(Number(round.start_at), Number(t.joined_at)));
        expect(Number(x.paid_at)).toBeLessThan(Number(round.end_at));
        const lines = await db.selectFrom('order_line').select('goods_id').where('order_id', '=', x.id).execute();
        expect(lines.some((l) => (JSON.parse(topic.goods_ids_json) as number[]).includes(Number(l.goods_id)))).toBe(true);
      }
    }
    const awards = await s.call(U('award/list'), { activityId: rounds.get('ended') }, { token: owner });
    expect(awards.data.list.length).toBeGreaterThan(0);
    for (const a of awards.data.list) {
      const rec = await db.selectFrom('fin_marketing_record').select(['amount', 'source_key']).where('record_no', '=', a.recordNo).executeTakeFirstOrThrow();
      expect([Number(rec.amount), rec.source_key]).toEqual([a.amount, `deduct:sanchuang:${a.awardId}`]);
    }
    expect((await reconcile(db)).discrepancies).toEqual([]);
  });

  it('topics: publish, refuse goods not on sale and a closed round, edit with a version, close', async () => {
    const goods = await db.selectFrom('goods').select('id').where('company_id', '=', companyId).where('status', '=', 1).where('deleted_at', 'is', null).orderBy('id').limit(2).execute();
    const body = { activityId: rounds.get('running'), title: '接口测试命题', brief: '测试命题说明', goodsIds: goods.map((g) => Number(g.id)), resources: '样品 1 套', discountBudget: 10000, teamLimit: 3 };
    const before = await db.selectFrom('sc_topic').select((e) => e.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const bad = await s.call(U('topic/save'), { ...body, goodsIds: [9_000_000_001] }, { token: owner });
    expect([bad.code, bad.msg]).toEqual([0, '商品 9000000001 不存在或未在售，不能作为命题商品']);
    const late = await s.call(U('topic/save'), { ...body, activityId: rounds.get('awarding') }, { token: owner });
    expect(late.msg).toBe('「第十六届三创赛·校赛」的命题征集已截止，不能再发布或修改命题');
    const short = await s.call(U('topic/save'), { ...body, title: '短' }, { token: owner });
    expect(short.msg).toBe('命题标题须为 2-60 个字');
    expect((await db.selectFrom('sc_topic').select((e) => e.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n).toEqual(before.n);
    const made = await s.call(U('topic/save'), body, { token: owner });
    expect(made.code, made.msg).toBe(1);
    expect(made.data.statusText).toBe('征集中');
    const edited = await s.call(U('topic/save'), { ...body, topicId: made.data.topicId, version: made.data.version, teamLimit: 4 }, { token: owner });
    expect(edited.data.teamLimit).toBe(4);
    const stale = await s.call(U('topic/save'), { ...body, topicId: made.data.topicId, version: made.data.version }, { token: owner });
    expect(stale.msg).toBe('命题已被他人修改，请刷新后重试');
    const closed = await s.call(U('topic/close'), { topicId: made.data.topicId }, { token: owner });
    expect(closed.data.statusText).toBe('已关闭');
    const list = await s.call(U('topic/list'), { activityId: rounds.get('running'), pageSize: 1 }, { token: owner });
    expect(list.data.list.length).toBe(1);
    expect(list.data.nextCursor).not.toBeNull();
  });

  it('simulate: teams take an open topic (event), buy its goods, and their sales show', async () => {
    const goods = await db.selectFrom('goods').select('id').where('company_id', '=', companyId).where('status', '=', 1).where('deleted_at', 'is', null).orderBy('id', 'desc').limit(3).execute();
    const made = await s.call(U('topic/save'), { activityId: rounds.get('running'), title: '模拟测试命题', brief: '模拟', goodsIds: goods.map((g) => Number(g.id)), resources: '', discountBudget: 0, teamLimit: 2 }, { token: owner });
    expect(made.code, made.msg).toBe(1);
    const res = await db.transaction().execute((trx) => simulateRound(trx, { roundId: rounds.get('running')!, companyId, random: rng(7), seed: 7, now: clock.now() }));
    expect(res.teams).toBeGreaterThanOrEqual(2);
    expect(res.orders).toBeGreaterThan(0);
    const joined = await db.selectFrom('event').select(['payload']).where('kind', '=', 'sanchuang.teamJoined').where('company_id', '=', companyId).execute();
    expect(joined.some((e) => String(e.payload).includes('模拟测试命题'))).toBe(true);
    const teams = await s.call(U('team/list'), { activityId: rounds.get('running'), topicId: made.data.topicId, pageSize: 20 }, { token: owner });
    expect(teams.data.list.length).toBe(2);
    const topic = await s.call(U('topic/list'), { activityId: rounds.get('running'), pageSize: 50 }, { token: owner });
    const t = topic.data.list.find((x: any) => x.topicId === made.data.topicId);
    expect(t.teams).toBe(2);
    expect(t.orders).toBe(teams.data.list.reduce((a: number, x: any) => a + x.orders, 0));
    // A full topic takes no more teams.
    const again = await db.transaction().execute((trx) => simulateRound(trx, { roundId: rounds.get('running')!, companyId, random: rng(8), seed: 8, now: clock.now() }));
    const after = await s.call(U('team/list'), { activityId: rounds.get('running'), topicId: made.data.topicId, pageSize: 20 }, { token: owner });
    expect(after.data.list.length).toBe(2);
    expect(again.teams).toBeGreaterThanOrEqual(0);
    expect((await reconcile(db)).discrepancies).toEqual([]);
  });

  it('scores and awards: the prize leaves the marketing account once; outside the judging stage or beyond the balance it is refused', async () => {
    const teams = await s.call(U('team/list'), { activityId: rounds.get('awarding'), pageSize: 50 }, { token: owner });
    const open = teams.data.list.filter((t: any) => !t.award);
    expect(open.length).toBeGreaterThan(1);
    const scored = await s.call(U('team/score'), { teamId: open[0].teamId, score: 91, remark: '方案完整' }, { token: owner });
    expect([scored.data.merchantScore, scored.data.merchantRemark]).toEqual([91, '方案完整']);
    const b0 = (await balancesOf(db, companyId)).marketing!;
    const ok = await s.call(U('award'), { teamId: open[0].teamId, level: 1, amount: 12300, remark: '销售第一' }, { token: owner });
    expect(ok.code, ok.msg).toBe(1);
    expect(ok.data.award.levelText).toBe('一等奖');
    expect((await balancesOf(db, companyId)).marketing!).toBe(b0 - 12300);
    const twice = await s.call(U('award'), { teamId: open[0].teamId, level: 2, amount: 100 }, { token: owner });
    expect(twice.msg).toBe(`团队「${open[0].name}」已获一等奖，不能重复颁奖`);
    const running = await s.call(U('team/list'), { activityId: rounds.get('running'), pageSize: 1 }, { token: owner });
    const early = await s.call(U('award'), { teamId: running.data.list[0].teamId, level: 3, amount: 100 }, { token: owner });
    expect(early.msg).toBe('只有评奖阶段可以颁奖：「第十六届三创赛·省赛选拔」进行中');
    const b1 = (await balancesOf(db, companyId)).marketing!;
    const awardsBefore = await db.selectFrom('sc_award').select((e) => e.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    if (b1 + 100 <= 10_000_000) {
      const poor = await s.call(U('award'), { teamId: open[1].teamId, level: 3, amount: b1 + 100 }, { token: owner });
      expect(poor.code).toBe(0);
      expect(poor.msg).toMatch(/^营销资金余额不足/);
      expect((await db.selectFrom('sc_award').select((e) => e.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n).toEqual(awardsBefore.n);
      expect((await balancesOf(db, companyId)).marketing!).toBe(b1);
    }
    const list = await s.call(U('award/list'), { activityId: rounds.get('awarding') }, { token: owner });
    const mine = list.data.list.find((a: any) => a.teamId === open[0].teamId);
    const flow = await db.selectFrom('fin_marketing_record').select(['reason', 'amount']).where('record_no', '=', mine.recordNo).executeTakeFirstOrThrow();
    expect(flow.reason).toContain('三创赛奖金');
    expect(Number(flow.amount)).toBe(12300);
    expect((await reconcile(db)).discrepancies).toEqual([]);
  });
});
