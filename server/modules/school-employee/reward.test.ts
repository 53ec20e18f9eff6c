import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { DIALECTS, startTestServer, type TestServer } from '../../testing/harness.ts';
import type { Db } from '../../db/index.ts';
import { clock } from '../../lib/clock.ts';
import { registeredKinds } from '../../platform/scheduler.ts';
import { balancesOf, postRefund, reconcile, settleOrder } from '../finance/index.ts';
import { rng } from '../../lib/random.ts';
import { totalsMismatches } from './referral-totals.testing.ts';
import { A, apply, confirmOffer, DAY } from './service.ts';
import { referOrder as referByCode, walkTo } from './simulate.ts';
import { lineReward, pickRule, R, reversedPart, syncRewards } from './reward-service.ts';
import './index.ts';

const J = (p: string) => `/xm-job/merchant/${p}`;

describe.each(DIALECTS)('sales rewards on %s', (dialect) => {
  let s: TestServer;
  let db: Db;
  let owner: string;
  let staff: string;
  let companyId: number;
  let agent: { id: number; referral_code: string };

  beforeAll(async () => {
    s = await startTestServer(dialect);
    db = s.handle.db;
    await clock.reset(db);
    owner = await s.login('13800000001');
    staff = await s.login('13800000003');
    companyId = (await db.selectFrom('merchant_user').select('company_id').where('phone', '=', '13800000001').executeTakeFirstOrThrow()).company_id;
    agent = await db.selectFrom('se_agent').select(['id', 'referral_code']).where('company_id', '=', companyId).where('state', '=', A.ACTIVE).orderBy('id').executeTakeFirstOrThrow();
    // The test agent has been active long enough for any of the shop's orders.
    await db.updateTable('se_agent').set({ active_at: 1 }).where('id', '=', agent.id).execute();
  }, 60_000);
  afterEach(async () => {
    expect(s.violations, JSON.stringify(s.violations, null, 2)).toEqual([]);
    expect((await reconcile(db)).discrepancies).toEqual([]);
    expect(await totalsMismatches(db)).toEqual([]);
  });
  afterAll(async () => s?.close());

  /** A paid, unsettled, unrefunded order of the shop without a code, now referred by the test agent. */
  async function referOrder(): Promise<{ id: number; paid: number }> {
    const o = await db
      .selectFrom('fin_order as f')
      .innerJoin('orders as o', 'o.id', 'f.order_id')
      .select(['o.id', 'f.paid_amount'])
      .where('f.company_id', '=', companyId)
      .where('f.state', '=', 0)
      .where('o.referral_code', 'is', null)
      .where('o.after_sale_status', '!=', 1)
      .where(sql<boolean>`f.refunded_before + f.refunded_after = 0`)
      .orderBy('o.id', 'desc')
      .executeTakeFirstOrThrow();
    await db.updateTable('orders').set({ referral_code: agent.referral_code }).where('id', '=', o.id).execute();
    return { id: Number(o.id), paid: Number(o.paid_amount) };
  }
  const rewardsOf = (orderId: number) => db.selectFrom('se_reward').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
  const count = async (table: 'se_reward_rule' | 'fin_tx' | 'se_reward') => Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

  it('the demo shop has rules and rewards, statistics per school and day, and agents paged by cursor', async () => {
    expect(registeredKinds()).toContain('schoolEmployee.rewardSync');
    const rules = await s.call(J('salesReward/rule/list'), undefined, { token: owner });
    expect(rules.code, rules.msg).toBe(1);
    expect(rules.data.list.length).toBeGreaterThanOrEqual(3);
    expect(rules.data.list.map((r: { phaseText: string }) => r.phaseText)).toContain('已停用');
    const list = await s.call(J('salesReward/list'), { pageSize: 5 }, { token: owner });
    expect(list.code, list.msg).toBe(1);
    // The test server's demo has no settled or refunded referred orders yet: every reward starts 待结算 there.
    expect(list.data.states[0].count).toBeGreaterThan(0);
    const stats = await s.call(J('salesReward/statistics'), {}, { token: owner });
    expect(stats.data.days).toHaveLength(30);
    expect(stats.data.schools.length).toBeGreaterThan(0);
    expect(stats.data.owed).toBeGreaterThan(0);
    const p1 = await s.call(J('salesReward/agentStats'), { pageSize: 1 }, { token: owner });
    const p2 = await s.call(J('salesReward/agentStats'), { pageSize: 1, cursor: p1.data.nextCursor }, { token: owner });
    if (p1.data.hasMore) expect(p2.data.list[0].agentId).toBeLessThan(p1.data.list[0].agentId);
    const cfg = await s.call(J('rewardConfig/get'), undefined, { token: owner });
    expect(cfg.data).toMatchObject({ recruitEnabled: true, holdDays: 0 });
    expect((await s.call(J('salesReward/list'), { pageSize: 5 }, { token: staff })).code).toBe(1004);
  });

  it('a rule on all goods: the referred order earns 待结算, settlement makes it 可发放, payout posts to the ledger once', async () => {
    const now = clock.now();
    const saved = await s.call(J('salesReward/rule/save'), { name: '测试全店 10%', mode: 2, value: 1000, scope: 1, scopeId: null, tiers: [], startAt: 0, endAt: now + 30 * DAY }, { token: owner });
    expect(saved.code, saved.msg).toBe(1);
    // The newest rule on all goods wins over older ones of the same scope; goods and category rules are more specific.
    await db.updateTable('se_reward_rule').set({ status: 2 }).where('company_id', '=', companyId).where('scope', '!=', 1).execute();
    const o = await referOrder();
    await syncRewards(db, now);
    let rows = await rewardsOf(o.id);
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(r).toMatchObject({ state: R.PENDING, agent_id: agent.id, rule_id: saved.data.ruleId });
      expect(Number(r.amount)).toBe(Math.floor((Number(r.base) * 1000) / 10000));
    }
    await syncRewards(db, now);
    expect(await rewardsOf(o.id)).toHaveLength(rows.length); // read once
    expect(await settleOrder(db, o.id, now)).toBe(true);
    await syncRewards(db, now);
    rows = await rewardsOf(o.id);
    for (const r of rows) expect(r.state).toBe(R.PAYABLE);
    const ids = rows.map((r) => Number(r.id));
    const total = rows.reduce((sum, r) => sum + Number(r.amount), 0);
    const before = (await balancesOf(db, companyId)).available!;
    const paid = await s.call(J('salesReward/pay'), { rewardIds: ids }, { token: owner });
    expect(paid.code, paid.msg).toBe(1);
    expect(paid.data).toMatchObject({ count: ids.length, total, available: before - total });
    const txs = await db.selectFrom('fin_tx').select(['biz_key', 'amount', 'kind']).where('biz_key', 'in', ids.map((id) => `agentReward:${id}`)).execute();
    expect(txs).toHaveLength(ids.length);
    expect(txs.every((t) => t.kind === 'agent.reward')).toBe(true);
    const txCount = await count('fin_tx');
    const again = await s.call(J('salesReward/pay'), { rewardIds: ids }, { token: owner });
    expect(again.code).toBe(0);
    expect(again.msg).toContain('已发放，不能发放');
    expect(await count('fin_tx')).toBe(txCount);
    const list = await s.call(J('salesReward/list'), { state: R.PAID, agentId: agent.id, pageSize: 100 }, { token: owner });
    expect(list.data.list.map((r: { rewardId: number }) => r.rewardId)).toEqual(expect.arrayContaining(ids));
    const audits = await db.selectFrom('audit_log').select('action').where('company_id', '=', companyId).where('action', 'like', 'schoolEmployee.reward%').execute();
    expect(audits.map((a) => a.action)).toEqual(expect.arrayContaining(['schoolEmployee.rewardRule.create', 'schoolEmployee.reward.pay']));
  });

  it('refunds reverse rewards: in part in proportion, in full to 已冲回', async () => {
    const now = clock.now();
    const full = await referOrder();
    await syncRewards(db, now);
    const part = await referOrder();
    await syncRewards(db, now);
    expect((await rewardsOf(full.id)).length).toBeGreaterThan(0);
    await postRefund(db, { companyId, orderId: full.id, key: `test:${full.id}`, amount: full.paid, at: now });
    const half = Math.floor(part.paid / 2);
    await postRefund(db, { companyId, orderId: part.id, key: `test:${part.id}`, amount: half, at: now });
    await syncRewards(db, now);
    for (const r of await rewardsOf(full.id)) expect(r).toMatchObject({ state: R.REVERSED, reversed: r.amount });
    for (const r of await rewardsOf(part.id)) {
      expect(r.state).toBe(R.PENDING);
      expect(Number(r.reversed)).toBe(Math.ceil((Number(r.amount) * half) / part.paid));
    }
  });

  it('refuses bad rules, a payout above the available balance and other companies in Chinese, changing nothing', async () => {
    const now = clock.now();
    const goods = await db.selectFrom('goods').select(['id', 'price_min']).where('company_id', '=', companyId).where('deleted_at', 'is', null).orderBy('id').executeTakeFirstOrThrow();
    const rule = (over: Record<string, unknown>) => ({ name: '拒绝用例', mode: 1, value: 100, scope: 1, scopeId: null, tiers: [], startAt: now, endAt: now + DAY, ...over });
    const rules = await count('se_reward_rule');
    expect(await s.call(J('salesReward/rule/save'), rule({ scope: 3, scopeId: Number(goods.id), value: Number(goods.price_min) + 1 }), { token: owner })).toMatchObject({ code: 0, msg: expect.stringContaining('奖励金额不能高于商品售价') });
    expect(await s.call(J('salesReward/rule/save'), rule({ endAt: now }), { token: owner })).toMatchObject({ code: 0, msg: '结束时间应晚于开始时间' });
    expect(await s.call(J('salesReward/rule/save'), rule({ name: '  ' }), { token: owner })).toMatchObject({ code: 0, msg: '请输入规则名称' });
    expect(await s.call(J('salesReward/rule/save'), rule({ mode: 2, value: 6000 }), { token: owner })).toMatchObject({ code: 0, msg: '奖励不能超过 50%' });
    expect(await s.call(J('salesReward/rule/save'), rule({ tiers: [{ threshold: 1000, value: 50 }] }), { token: owner })).toMatchObject({ code: 0, msg: expect.stringContaining('应高于基础奖励') });
    expect(await s.call(J('salesReward/rule/save'), rule({ scope: 2, scopeId: 99999999 }), { token: owner })).toMatchObject({ code: 0, msg: '请选择类目' });
    expect(await count('se_reward_rule')).toBe(rules);

    const o = await referOrder();
    await syncRewards(db, now);
    await settleOrder(db, o.id, now);
    await syncRewards(db, now);
    const payable = (await rewardsOf(o.id))[0]!;
    expect(payable.state).toBe(R.PAYABLE);
    const avail = (await balancesOf(db, companyId)).available!;
    await db.updateTable('se_reward').set({ amount: avail + 1 }).where('id', '=', payable.id).execute();
    const txs = await count('fin_tx');
    const r = await s.call(J('salesReward/pay'), { rewardIds: [Number(payable.id)] }, { token: owner });
    expect(r).toMatchObject({ code: 0, msg: expect.stringMatching(/^可提现余额不足：可提现 ¥[\d,.]+，本次发放 ¥[\d,.]+$/) });
    expect(await count('fin_tx')).toBe(txs);
    expect((await db.selectFrom('se_reward').select('state').where('id', '=', payable.id).executeTakeFirstOrThrow()).state).toBe(R.PAYABLE);
    await db.updateTable('se_reward').set({ amount: payable.amount }).where('id', '=', payable.id).execute();

    const outsider = await s.login('13800000004');
    expect(await s.call(J('salesReward/rule/detail'), { ruleId: 1 }, { token: outsider })).toMatchObject({ code: 0, msg: '奖励规则不存在' });
    expect(await s.call(J('salesReward/pay'), { rewardIds: [Number(payable.id)] }, { token: outsider })).toMatchObject({ code: 0, msg: '奖励记录不存在' });
    expect(await s.call(J('rewardConfig/save'), { recruitEnabled: true, recruitAmount: 0, holdDays: 3, minPayout: 100 }, { token: owner })).toMatchObject({ code: 0, msg: '启用招募奖励时，奖励金额应大于 0' });
    const cfg = await s.call(J('rewardConfig/save'), { recruitEnabled: true, recruitAmount: 3000, holdDays: 3, minPayout: 100 }, { token: owner });
    expect(cfg.data).toMatchObject({ recruitAmount: 3000, holdDays: 3 });
  });
  it('recruit rewards: a student applying with an active agent\'s code earns the referrer a payable reward on joining, paid through the ledger', async () => {
    const post = await db.selectFrom('se_post').select('id').where('company_id', '=', companyId).where('status', '=', 1).where('close_at', '>', clock.now()).where('open_at', '<=', clock.now()).orderBy('id').executeTakeFirstOrThrow();
    const base = { companyId, postId: post.id, major: '市场营销', grade: '大二', answers: [], now: clock.now(), random: rng(77) };
    // A code that is not an active agent's of this shop is refused and nothing is written.
    const before = await count('se_reward');
    await expect(db.transaction().execute((trx) => apply(trx, { ...base, name: '错码同学', phone: '13711110001', referralCode: 'XMNOPE00' }))).rejects.toThrow('推荐码 XMNOPE00 无效：不是该店在岗代理的推荐码');
    expect(await db.selectFrom('se_agent').select('id').where('phone', '=', '13711110001').execute()).toEqual([]);

    const cfg = await s.call(J('rewardConfig/save'), { recruitEnabled: true, recruitAmount: 3000, holdDays: 0, minPayout: 100 }, { token: owner });
    expect(cfg.code, cfg.msg).toBe(1);
    const recruitId = await db.transaction().execute((trx) => apply(trx, { ...base, name: '推荐同学', phone: '13711110002', referralCode: agent.referral_code.toLowerCase() }));
    await db.transaction().execute((trx) => walkTo(trx, companyId, recruitId, A.OFFERED, clock.now(), '商家 测试'));
    expect(await count('se_reward')).toBe(before);
    await db.transaction().execute((trx) => confirmOffer(trx, companyId, recruitId, clock.now()));
    const [reward] = await db.selectFrom('se_reward').selectAll().where('order_line_id', '=', -recruitId).execute();
    expect(reward).toMatchObject({ kind: 2, agent_id: agent.id, amount: 3000, state: R.PAYABLE, order_id: 0, goods_name: '推荐 推荐同学 入职', rule_name: '' });
    const detail = await s.call(J('agent/detail'), { agentId: recruitId }, { token: owner });
    expect(detail.data).toMatchObject({ referrerId: agent.id, recruitedCount: 0 });
    const list = await s.call(J('salesReward/list'), { state: R.PAYABLE, agentId: agent.id, cursor: null, pageSize: 50 }, { token: owner });
    expect(list.data.list.find((r: { rewardId: number }) => r.rewardId === reward!.id)).toMatchObject({ kind: 2, kindText: '招募奖励', orderNo: '', amount: 3000 });

    const b0 = await balancesOf(db, companyId);
    const paid = await s.call(J('salesReward/pay'), { rewardIds: [reward!.id] }, { token: owner });
    expect(paid.code, paid.msg).toBe(1);
    expect((await balancesOf(db, companyId)).available).toBe(b0.available - 3000);
    const tx = await db.selectFrom('fin_tx').select(['kind', 'memo']).where('biz_key', '=', `agentReward:${reward!.id}`).executeTakeFirstOrThrow();
    expect(tx).toEqual({ kind: 'agent.reward', memo: '校园代理招募奖励（推荐 推荐同学 入职）' });

    // A referrer who has left earns nothing for a student who joins afterwards; with the reward off, nobody does.
    const other = await db.transaction().execute((trx) => apply(trx, { ...base, name: '后来同学', phone: '13711110003', referralCode: detail.data.referralCode }));
    await db.transaction().execute((trx) => walkTo(trx, companyId, other, A.OFFERED, clock.now(), '商家 测试'));
    await db.updateTable('se_agent').set({ state: A.LEFT }).where('id', '=', recruitId).execute();
    await db.transaction().execute((trx) => confirmOffer(trx, companyId, other, clock.now()));
    expect(await db.selectFrom('se_reward').select('id').where('order_line_id', '=', -other).execute()).toEqual([]);
    await s.call(J('rewardConfig/save'), { recruitEnabled: false, recruitAmount: 3000, holdDays: 0, minPayout: 100 }, { token: owner });
  });

  it('agent refer: a paid order gets an active agent\'s code and its rewards at once; bad orders and agents are refused', async () => {
    const now = clock.now();
    const o = await db
      .selectFrom('orders')
      .select(['id', 'order_no', 'paid_at'])
      .where('company_id', '=', companyId)
      .where('referral_code', 'is', null)
      .where('paid_at', 'is not', null)
      .where('paid_amount', '>', 0)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const unpaid = await db.selectFrom('orders').select(['id', 'order_no']).where('company_id', '=', companyId).where('paid_at', 'is', null).executeTakeFirst();
    const applicant = await db.selectFrom('se_agent').select('id').where('company_id', '=', companyId).where('state', '=', A.APPLIED).executeTakeFirstOrThrow();
    const refer = (orderId: number, agentId: number) => db.transaction().execute((trx) => referByCode(trx, { companyId, orderId, agentId, now }));
    if (unpaid) await expect(refer(unpaid.id, agent.id)).rejects.toThrow(`订单 ${unpaid.order_no} 未付款，不能记推荐码`);
    await expect(refer(o.id, applicant.id)).rejects.toThrow(/不在岗，订单不能记其推荐码$/);
    await expect(refer(o.id + 10_000_000, agent.id)).rejects.toThrow(`订单 ${o.id + 10_000_000} 不存在`);
    expect((await db.selectFrom('orders').select('referral_code').where('id', '=', o.id).executeTakeFirstOrThrow()).referral_code).toBeNull();
    const n = await refer(o.id, agent.id);
    expect(n).toBe((await rewardsOf(o.id)).length);
    expect((await db.selectFrom('se_reward_order').select('agent_id').where('order_id', '=', o.id).executeTakeFirstOrThrow()).agent_id).toBe(agent.id);
    await expect(refer(o.id, agent.id)).rejects.toThrow(`订单 ${o.order_no} 已有推荐码 ${agent.referral_code}`);
  });

  it('reconcile compares paid and held rewards with the ledger: a tampered reward or task submission is found', async () => {
    expect((await reconcile(db)).discrepancies).toEqual([]);
    const found = async () => (await reconcile(db)).discrepancies.filter((d) => d.check === 'agent_reward');
    const paid = await db.selectFrom('se_reward').selectAll().where('company_id', '=', companyId).where('state', '=', R.PAID).where(sql<boolean>`amount > reversed`).orderBy('id').executeTakeFirstOrThrow();
    const payable = await db.selectFrom('se_reward').selectAll().where('company_id', '=', companyId).where('state', '=', R.PAYABLE).orderBy('id').executeTakeFirstOrThrow();
    const tamper = async (id: number, set: Record<string, number>, restore: Record<string, number>, detail: RegExp) => {
      await db.updateTable('se_reward').set(set).where('id', '=', id).execute();
      try {
        expect(await found()).toEqual([{ check: 'agent_reward', subject: `代理奖励 ${id}`, detail: expect.stringMatching(detail) }]);
      } finally {
        await db.updateTable('se_reward').set(restore).where('id', '=', id).execute();
      }
    };
    // A paid reward whose amount no longer matches its transaction.
    await tamper(Number(paid.id), { amount: Number(paid.amount) + 1 }, { amount: Number(paid.amount) }, new RegExp(`^已发放 ${Number(paid.amount) + 1 - Number(paid.reversed)} 分.*账本交易 \\d+ 为 agent\\.reward ${Number(paid.amount) - Number(paid.reversed)} 分`));
    // Marked paid without any money leaving the shop.
    await tamper(Number(payable.id), { state: R.PAID }, { state: R.PAYABLE }, new RegExp(`^已发放 \\d+ 分，账本没有交易 agentReward:${payable.id}$`));
    // Paid in the ledger, shown as still held.
    await tamper(Number(paid.id), { state: R.PAYABLE }, { state: R.PAID }, /^状态为可发放（未发放），账本却有交易 \d+/);
    // A task submission approved and paid, its reward changed afterwards.
    const take = await db.selectFrom('se_task_take').select(['id', 'reward']).where('company_id', '=', companyId).where('status', '=', 3).where('reward', '>', 0).orderBy('id').executeTakeFirstOrThrow();
    await db.updateTable('se_task_take').set({ reward: Number(take.reward) + 100 }).where('id', '=', take.id).execute();
    try {
      expect(await found()).toEqual([{ check: 'agent_reward', subject: `任务提交 ${take.id}`, detail: expect.stringContaining(`任务奖励 ${Number(take.reward) + 100} 分`) }]);
    } finally {
      await db.updateTable('se_task_take').set({ reward: take.reward }).where('id', '=', take.id).execute();
    }
    expect(await found()).toEqual([]);
  });
});

describe('reward rules', () => {
  const rule = (over: Partial<Parameters<typeof lineReward>[0]>) => ({ id: 1, name: 'r', mode: 2, value: 500, scope: 1, scope_id: null, tiers: [], start_at: 0, end_at: 1000, ...over });
  it('picks the most specific rule in its period, the newest of the same scope', () => {
    const all = rule({ id: 1 });
    const allNewer = rule({ id: 4 });
    const cat = rule({ id: 2, scope: 2, scope_id: 30 });
    const goods = rule({ id: 3, scope: 3, scope_id: 7 });
    const expired = rule({ id: 5, scope: 3, scope_id: 7, end_at: 100 });
    const rules = [all, cat, goods, allNewer, expired];
    expect(pickRule(rules, { goodsId: 7, categories: [30] }, 500)?.id).toBe(3);
    expect(pickRule(rules, { goodsId: 8, categories: [31, 30] }, 500)?.id).toBe(2);
    expect(pickRule(rules, { goodsId: 8, categories: [31] }, 500)?.id).toBe(4);
    expect(pickRule(rules, { goodsId: 8, categories: [31] }, 1000)).toBeNull();
  });
  it('takes the tier the month reached and never gives more than the base', () => {
    const tiered = rule({ tiers: [{ threshold: 10_000, value: 800 }, { threshold: 50_000, value: 1000 }] });
    expect(lineReward(tiered, 2000, 0)).toBe(100);
    expect(lineReward(tiered, 2000, 10_000)).toBe(160);
    expect(lineReward(tiered, 2000, 60_000)).toBe(200);
    expect(lineReward(rule({ mode: 1, value: 5000 }), 3000, 0)).toBe(3000);
  });
  it('reverses in proportion, all of it on a full refund', () => {
    expect(reversedPart(100, 0, 1000)).toBe(0);
    expect(reversedPart(100, 333, 1000)).toBe(34);
    expect(reversedPart(100, 1000, 1000)).toBe(100);
  });
});
