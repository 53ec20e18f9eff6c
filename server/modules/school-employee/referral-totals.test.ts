import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { DIALECTS, startTestServer, type TestServer } from '../../testing/harness.ts';
import type { Db } from '../../db/index.ts';
import { clock } from '../../lib/clock.ts';
import { BizError } from '../../lib/errors.ts';
import { rng } from '../../lib/random.ts';
import { postRefund, reconcile, settleOrder } from '../finance/index.ts';
import { backfill } from '../../db/migrations/0031_referral_totals.ts';
import { A, DAY } from './service.ts';
import { payRewards, R, syncRewards } from './reward-service.ts';
import { totalsMismatches } from './referral-totals.testing.ts';
import './index.ts';

const J = (p: string) => `/xm-job/merchant/${p}`;

/**
 * The referral and reward totals (se_referral_day) kept by the reward sync, the payout and the recruit reward equal a
 * GROUP BY over se_reward_order, orders and se_reward after random sequences of attributions, refunds, settlements and
 * payouts; the migration's backfill gives the same rows; the statistics calls answer what the records say.
 */
describe.each(DIALECTS)('referral totals on %s', (dialect) => {
  let s: TestServer;
  let db: Db;
  let owner: string;
  let ownerId: number;
  let companyId: number;

  beforeAll(async () => {
    s = await startTestServer(dialect);
    db = s.handle.db;
    await clock.reset(db);
    owner = await s.login('13800000001');
    const u = await db.selectFrom('merchant_user').select(['id', 'company_id']).where('phone', '=', '13800000001').executeTakeFirstOrThrow();
    companyId = u.company_id;
    ownerId = u.id;
    // A rule on all goods so every attributed line earns a reward.
    const saved = await s.call(J('salesReward/rule/save'), { name: '合计测试 5%', mode: 2, value: 500, scope: 1, scopeId: null, tiers: [], startAt: 0, endAt: clock.now() + 30 * DAY }, { token: owner });
    expect(saved.code, saved.msg).toBe(1);
  }, 60_000);
  afterEach(async () => {
    expect(s.violations, JSON.stringify(s.violations, null, 2)).toEqual([]);
    expect((await reconcile(db)).discrepancies).toEqual([]);
  });
  afterAll(async () => s?.close());

  async function expectTotalsMatch(label: string) {
    expect(await totalsMismatches(db), label).toEqual([]);
  }

  it('equals a GROUP BY over the records after random attributions, refunds, settlements and payouts', async () => {
    await expectTotalsMatch('演示数据');
    const agents = await db.selectFrom('se_agent').select(['id', 'referral_code', 'active_at', 'state']).where('company_id', '=', companyId).orderBy('id').execute();
    const active = agents.filter((a) => a.state === A.ACTIVE);
    // Active long enough for any order; one applicant's code shows an order that is not attributed (no agent earns it).
    for (const a of active) await db.updateTable('se_agent').set({ active_at: 1 }).where('id', '=', a.id).execute();
    const applicant = agents.find((a) => a.state === A.APPLIED)!;
    for (const seed of [1, 2, 3]) {
      const random = rng(seed);
      const pick = <T>(xs: T[]): T | undefined => xs[Math.floor(random() * xs.length)];
      const log: string[] = [];
      for (let step = 0; step < 25; step++) {
        const now = clock.now();
        const action = pick(['refer', 'refer', 'refer', 'sync', 'refund', 'refund', 'settle', 'settle', 'pay'])!;
        await db.transaction().execute(async (trx) => {
          if (action === 'refer') {
            const free = await trx
              .selectFrom('fin_order as f')
              .innerJoin('orders as o', 'o.id', 'f.order_id')
              .select('o.id')
              .where('f.company_id', '=', companyId)
              .where('o.referral_code', 'is', null)
              .where(sql<boolean>`f.paid_amount > f.refunded_before + f.refunded_after`)
              .orderBy('o.id', 'desc')
              .limit(40)
              .execute();
            const o = pick(free);
            if (!o) return;
            const code = random() < 0.15 ? applicant.referral_code : pick(active)!.referral_code;
            await trx.updateTable('orders').set({ referral_code: code }).where('id', '=', o.id).execute();
            log.push(`refer ${o.id} ${code}`);
          } else if (action === 'sync') {
            await syncRewards(trx, now);
            log.push('sync');
          } else if (action === 'refund' || action === 'settle') {
            const referred = await trx
              .selectFrom('fin_order as f')
              .innerJoin('orders as o', 'o.id', 'f.order_id')
              .select(['o.id', 'f.state', 'f.paid_amount', 'f.refunded_before', 'f.refunded_after'])
              .where('f.company_id', '=', companyId)
              .where('o.referral_code', 'is not', null)
              .where(action === 'settle' ? sql<boolean>`f.state = 0` : sql<boolean>`f.paid_amount > f.refunded_before + f.refunded_after`)
              .orderBy('o.id', 'desc')
              .limit(40)
              .execute();
            const o = pick(referred);
            if (!o) return;
            if (action === 'settle') {
              await settleOrder(trx, Number(o.id), now);
              log.push(`settle ${o.id}`);
              return;
            }
            const left = Number(o.paid_amount) - Number(o.refunded_before) - Number(o.refunded_after);
            const amount = random() < 0.4 ? left : Math.max(1, Math.floor(left * random()));
            await postRefund(trx, { companyId, orderId: Number(o.id), key: `totals:${seed}:${step}`, amount, at: now });
            log.push(`refund ${o.id} ${amount}/${left}`);
          } else {
            const payable = await trx.selectFrom('se_reward').select('id').where('company_id', '=', companyId).where('state', '=', R.PAYABLE).orderBy('id', 'desc').limit(5).execute();
            if (!payable.length) return;
            try {
              await payRewards(trx, { companyId, userId: ownerId, rewardIds: payable.map((r) => Number(r.id)), now });
              log.push(`pay ${payable.length}`);
            } catch (e) {
              if (!(e instanceof BizError)) throw e;
              log.push(`pay refused: ${e.message}`);
            }
          }
        });
        await clock.advance(db, 3_600_000);
      }
      await syncRewards(db, clock.now());
      await expectTotalsMatch(`seed ${seed}: ${log.join('; ')}`);
    }
    // Something of each kind happened across the sequences.
    const states = await db.selectFrom('se_reward').select(['state', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('state').execute();
    expect(states.map((r) => r.state).sort()).toEqual([R.PENDING, R.PAYABLE, R.PAID, R.REVERSED]);
    expect(Number((await db.selectFrom('se_reward_order').select((eb) => eb.fn.countAll<number>().as('n')).where('agent_id', 'is', null).executeTakeFirstOrThrow()).n)).toBeGreaterThan(0);

    // The migration's backfill writes the same rows from the records.
    await db.deleteFrom('se_referral_day').execute();
    await backfill(db);
    await expectTotalsMatch('迁移回填');
  }, 120_000);

  it('the center, the agent detail and the reward statistics answer what the records say', async () => {
    const center = await s.call(J('agent/center'), undefined, { token: owner });
    expect(center.code, center.msg).toBe(1);
    const attributed = await db
      .selectFrom('se_reward_order as ro')
      .innerJoin('orders as o', 'o.id', 'ro.order_id')
      .select(['ro.agent_id', (eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.sum<number>('o.paid_amount').as('amount')])
      .where('ro.company_id', '=', companyId)
      .where('ro.agent_id', 'is not', null)
      .groupBy('ro.agent_id')
      .execute();
    expect(attributed.length).toBeGreaterThan(0);
    expect(center.data.referralOrderCount).toBe(attributed.reduce((x, r) => x + Number(r.n), 0));
    expect(center.data.referralOrderAmount).toBe(attributed.reduce((x, r) => x + Number(r.amount), 0));
    const one = attributed[0]!;
    const detail = await s.call(J('agent/detail'), { agentId: one.agent_id }, { token: owner });
    expect(detail.data).toMatchObject({ orderCount: Number(one.n), orderAmount: Number(one.amount) });

    const stats = await s.call(J('salesReward/statistics'), {}, { token: owner });
    expect(stats.code, stats.msg).toBe(1);
    const byState = await db
      .selectFrom('se_reward')
      .select(['state', (eb) => eb.fn.countAll<number>().as('n'), sql<number>`sum(case when state = 4 then reversed else amount - reversed end)`.as('amount')])
      .where('company_id', '=', companyId)
      .groupBy('state')
      .execute();
    for (const st of stats.data.states as { state: number; count: number; amount: number }[]) {
      const r = byState.find((x) => x.state === st.state);
      expect(st, `状态 ${st.state}`).toMatchObject({ count: Number(r?.n ?? 0), amount: Number(r?.amount ?? 0) });
    }
    const schools = await db
      .selectFrom('se_reward as r')
      .select(['r.school_name', sql<number>`count(distinct r.agent_id)`.as('agents'), (eb) => eb.fn.countAll<number>().as('n'), sql<number>`sum(r.amount - r.reversed)`.as('amount'), sql<number>`sum(case when r.state = 3 then r.amount - r.reversed else 0 end)`.as('paid')])
      .where('r.company_id', '=', companyId)
      .groupBy('r.school_name')
      .execute();
    for (const sc of stats.data.schools as { schoolName: string; agents: number; count: number; amount: number; paid: number }[]) {
      const r = schools.find((x) => x.school_name === sc.schoolName)!;
      expect(sc).toEqual({ schoolName: r.school_name, agents: Number(r.agents), count: Number(r.n), amount: Number(r.amount), paid: Number(r.paid) });
    }
    const paidToday = await db
      .selectFrom('se_reward')
      .select(sql<number>`sum(amount - reversed)`.as('s'))
      .where('company_id', '=', companyId)
      .where('state', '=', R.PAID)
      .where('paid_at', '>=', Date.parse(`${stats.data.days[29].date}T00:00:00+08:00`))
      .executeTakeFirstOrThrow();
    expect(stats.data.days[29].paid).toBe(Number(paidToday.s ?? 0));
    const agentsPage = await s.call(J('salesReward/agentStats'), { cursor: null, pageSize: 100 }, { token: owner });
    expect(agentsPage.code, agentsPage.msg).toBe(1);
    const perAgent = await db
      .selectFrom('se_reward')
      .select(['agent_id', (eb) => eb.fn.countAll<number>().as('n'), sql<number>`sum(case when state = 2 then amount - reversed else 0 end)`.as('payable')])
      .where('company_id', '=', companyId)
      .groupBy('agent_id')
      .orderBy('agent_id', 'desc')
      .execute();
    expect(agentsPage.data.list.map((r: { agentId: number; count: number; payable: number }) => [r.agentId, r.count, r.payable])).toEqual(perAgent.map((r) => [Number(r.agent_id), Number(r.n), Number(r.payable)]));
  });
});
