import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startTestServer, type TestServer } from '../../testing/harness.ts';
import type { Db } from '../../db/index.ts';
import { clock } from '../../lib/clock.ts';
import { rng } from '../../lib/random.ts';
import { balancesOf, postTransaction, reconcile } from '../finance/index.ts';
import { A, DAY } from './service.ts';
import { T, takePackage } from './task-service.ts';
import { takeAndSubmit } from './task-simulate.ts';

const J = (p: string) => `/xm-job/merchant/taskPackage/${p}`;

/**
 * Task-package samples (stock reserved at saving, one free sample order per take, the rest returned on stop) and
 * task rewards paid through the ledger when a submission is approved.
 */
describe.each(DIALECTS)('task-package samples and rewards on %s', (dialect) => {
  let s: TestServer;
  let db: Db;
  let owner: string;
  let staff: string;
  let companyId: number;

  beforeAll(async () => {
    s = await startTestServer(dialect);
    db = s.handle.db;
    await clock.reset(db);
    owner = await s.login('13800000001');
    staff = await s.login('13800000003');
    companyId = (await db.selectFrom('merchant_user').select('company_id').where('phone', '=', '13800000001').executeTakeFirstOrThrow()).company_id;
  }, 60_000);
  afterEach(async () => {
    expect(s.violations, JSON.stringify(s.violations, null, 2)).toEqual([]);
    expect((await reconcile(db)).discrepancies).toEqual([]);
  });
  afterAll(async () => s?.close());

  const newPackage = async (quota: number, reward = 800) => {
    const r = await s.call(
      J('save'),
      {
        packageId: null,
        title: `样品体验${Math.floor(Math.random() * 1e6)}`,
        description: '收到样品后拍照并回答',
        tasks: [{ kind: 'photo', title: '拍一张样品照片', options: [], link: null }],
        reward,
        quota,
        openAt: clock.now() - DAY,
        deadline: clock.now() + 5 * DAY,
      },
      { token: owner },
    );
    expect(r.code, r.msg).toBe(1);
    return r.data.packageId as number;
  };
  const sku = async (minStock: number) =>
    db
      .selectFrom('goods_sku as k')
      .innerJoin('goods as g', 'g.id', 'k.goods_id')
      .select(['k.id', 'k.goods_id', 'k.stock', 'k.price', 'g.stock_total'])
      .where('k.company_id', '=', companyId)
      .where('k.status', '=', 1)
      .where('g.deleted_at', 'is', null)
      .where('k.stock', '>=', minStock)
      .orderBy('k.id')
      .executeTakeFirstOrThrow();
  const stockOf = async (skuId: number) => {
    const r = await db.selectFrom('goods_sku as k').innerJoin('goods as g', 'g.id', 'k.goods_id').select(['k.stock', 'g.stock_total']).where('k.id', '=', skuId).executeTakeFirstOrThrow();
    return { stock: Number(r.stock), total: Number(r.stock_total) };
  };
  const activeAgents = async () => (await db.selectFrom('se_agent').select('id').where('company_id', '=', companyId).where('state', '=', A.ACTIVE).orderBy('id').execute()).map((a) => a.id);

  it('reserves stock on saving, gives each take a free sample order to ship, and returns the rest on stop', async () => {
    const packageId = await newPackage(5);
    const k = await sku(10);
    const before = await stockOf(k.id);
    const ordersBefore = await balancesOf(db, companyId);

    // Bad input changes nothing.
    expect(await s.call(J('sample/save'), { sampleId: null, packageId, skuId: k.id, perAgent: 3, total: 2, note: null }, { token: owner })).toMatchObject({ code: 0, msg: '样品总数不能少于每人发放数量' });
    expect(await s.call(J('sample/save'), { sampleId: null, packageId, skuId: k.id, perAgent: 1, total: before.stock + 1, note: null }, { token: owner })).toMatchObject({
      code: 0,
      msg: `库存不足：该规格可用库存 ${before.stock} 件，需预留 ${before.stock + 1} 件`,
    });
    expect(await s.call(J('sample/save'), { sampleId: null, packageId, skuId: k.id, perAgent: 1, total: 3, note: null }, { token: staff })).toMatchObject({ code: 1004 });
    expect(await stockOf(k.id)).toEqual(before);

    const saved = await s.call(J('sample/save'), { sampleId: null, packageId, skuId: k.id, perAgent: 1, total: 3, note: '体验装' }, { token: owner });
    expect(saved.code, saved.msg).toBe(1);
    expect(saved.data).toMatchObject({ packageId, skuId: k.id, perAgent: 1, total: 3, allocated: 0, remaining: 3, status: 1, statusText: '发放中', orderCount: 0 });
    const sampleId = saved.data.sampleId as number;
    expect(await stockOf(k.id)).toEqual({ stock: before.stock - 3, total: before.total - 3 });
    expect(await s.call(J('sample/save'), { sampleId: null, packageId, skuId: k.id, perAgent: 1, total: 1, note: null }, { token: owner })).toMatchObject({
      code: 0,
      msg: '该任务包已有发放中的样品，请修改或停止后再配置',
    });

    // Each take gets a paid-at-once order of amount 0, to ship; the fourth agent finds the samples gone and still takes.
    const agents = (await activeAgents()).slice(0, 4);
    expect(agents.length).toBe(4);
    const takes: number[] = [];
    for (const a of agents) takes.push(await takePackage(db, { companyId, packageId, agentId: a, now: clock.now() }));
    const made = await db.selectFrom('se_sample_order as so').innerJoin('orders as o', 'o.id', 'so.order_id').select(['so.take_id', 'o.status', 'o.paid_amount', 'o.goods_amount', 'o.discount_amount', 'o.merchant_remark']).where('so.sample_id', '=', sampleId).orderBy('so.id').execute();
    expect(made.map((m) => m.take_id)).toEqual(takes.slice(0, 3));
    for (const m of made) expect(m).toMatchObject({ status: 2, paid_amount: 0, goods_amount: k.price, discount_amount: k.price });
    expect(made[0]!.merchant_remark).toMatch(/^任务包样品：/);
    // No money moves for a free order, and stock is not taken twice.
    expect(await balancesOf(db, companyId)).toEqual(ordersBefore);
    expect(await stockOf(k.id)).toEqual({ stock: before.stock - 3, total: before.total - 3 });
    const list = await s.call(J('sample/list'), {}, { token: owner });
    expect(list.data.list.find((x: { sampleId: number }) => x.sampleId === sampleId)).toMatchObject({ allocated: 3, remaining: 0, orderCount: 3, statusText: '已发完' });
    const page = await s.call(J('sample/orders'), { sampleId, cursor: null, pageSize: 2 }, { token: owner });
    expect(page.data.list).toHaveLength(2);
    expect(page.data.list[0]).toMatchObject({ sampleId, orderStatusText: '待发货', quantity: 1 });
    const page2 = await s.call(J('sample/orders'), { sampleId, cursor: page.data.nextCursor, pageSize: 2 }, { token: owner });
    expect(page2.data).toMatchObject({ nextCursor: null });
    expect(page2.data.list).toHaveLength(1);

    // Raising the total reserves the difference; lowering under what was given is refused.
    expect(await s.call(J('sample/save'), { sampleId, packageId, skuId: k.id, perAgent: 1, total: 2, note: null }, { token: owner })).toMatchObject({ code: 0, msg: '样品总数不能少于已发放的 3 件' });
    const raised = await s.call(J('sample/save'), { sampleId, packageId, skuId: k.id, perAgent: 1, total: 5, note: null }, { token: owner });
    expect(raised.data).toMatchObject({ total: 5, remaining: 2, statusText: '发放中' });
    expect(await stockOf(k.id)).toEqual({ stock: before.stock - 5, total: before.total - 5 });

    // Stopping returns what no agent received.
    const stopped = await s.call(J('sample/stop'), { sampleId }, { token: owner });
    expect(stopped.data).toEqual({ sampleId, returned: 2 });
    expect(await stockOf(k.id)).toEqual({ stock: before.stock - 3, total: before.total - 3 });
    expect(await s.call(J('sample/stop'), { sampleId }, { token: owner })).toMatchObject({ code: 0, msg: '样品已停止发放' });
    expect(await s.call(J('sample/save'), { sampleId, packageId, skuId: k.id, perAgent: 1, total: 9, note: null }, { token: owner })).toMatchObject({ code: 0, msg: '样品已停止发放，不能修改' });
    const audits = await db.selectFrom('audit_log').select('action').where('company_id', '=', companyId).where('action', 'like', 'schoolEmployee.sample.%').execute();
    expect(new Set(audits.map((a) => a.action))).toEqual(new Set(['schoolEmployee.sample.create', 'schoolEmployee.sample.update', 'schoolEmployee.sample.stop']));
  });

  it('pays an approved submission from the available balance through the ledger, once; over the balance refuses and changes nothing', async () => {
    const packageId = await newPackage(3, 1500);
    const [a1, a2] = await activeAgents();
    const t1 = await db.transaction().execute((trx) => takeAndSubmit(trx, { companyId, packageId, agentId: a1!, now: clock.now(), random: rng(11) }));
    const t2 = await db.transaction().execute((trx) => takeAndSubmit(trx, { companyId, packageId, agentId: a2!, now: clock.now(), random: rng(12) }));
    const b0 = await balancesOf(db, companyId);
    const ok = await s.call(J('submission/review'), { takeId: t1, action: 'approve', expectState: T.WAITING, reason: null }, { token: owner });
    expect(ok.code, ok.msg).toBe(1);
    const b1 = await balancesOf(db, companyId);
    expect(b1.available).toBe(b0.available - 1500);
    const tx = await db.selectFrom('fin_tx').select(['kind', 'amount', 'ref_type', 'ref_id']).where('biz_key', '=', `taskReward:${t1}`).execute();
    expect(tx).toEqual([{ kind: 'agent.taskReward', amount: 1500, ref_type: 'taskSubmission', ref_id: t1 }]);

    // Freeze the whole available balance: approving the next submission is refused and nothing changes.
    const avail = b1.available;
    await postTransaction(db, { companyId, kind: 'funds.freeze', key: `test:freeze:${t2}`, at: clock.now(), entries: [{ account: 'available', amount: -avail }, { account: 'frozen', amount: avail }] });
    const refused = await s.call(J('submission/review'), { takeId: t2, action: 'approve', expectState: T.WAITING, reason: null }, { token: owner });
    expect(refused).toMatchObject({ code: 0, msg: '可提现余额不足，无法发放任务奖励：可提现 ¥0.00，本次奖励 ¥15.00' });
    expect((await db.selectFrom('se_task_take').select('status').where('id', '=', t2).executeTakeFirstOrThrow()).status).toBe(T.WAITING);
    await postTransaction(db, { companyId, kind: 'funds.unfreeze', key: `test:unfreeze:${t2}`, at: clock.now(), entries: [{ account: 'frozen', amount: -avail }, { account: 'available', amount: avail }] });
    // Rejecting moves no money.
    const rej = await s.call(J('submission/review'), { takeId: t2, action: 'reject', expectState: T.WAITING, reason: '照片不清楚' }, { token: owner });
    expect(rej.code, rej.msg).toBe(1);
    expect((await balancesOf(db, companyId)).available).toBe(b1.available);
  });
});
