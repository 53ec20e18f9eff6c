import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startTestServer, type TestServer } from '../../testing/harness.ts';
import type { Db } from '../../db/index.ts';
import { clock } from '../../lib/clock.ts';
import { rng } from '../../lib/random.ts';
import { balancesOf, reconcile } from '../finance/index.ts';
import { expireTasks } from './service.ts';
import { simulateReceipts } from './simulate.ts';

const J = (p: string) => `/xm-job/merchant/${p}`;
const DAY = 86_400_000;

describe.each(DIALECTS)('remote-task publish on %s', (dialect) => {
  let s: TestServer;
  let db: Db;
  let owner: string;
  let staff: string;
  let outsider: string;
  let companyId: number;

  beforeAll(async () => {
    s = await startTestServer(dialect);
    db = s.handle.db;
    await clock.reset(db);
    owner = await s.login('13800000001');
    staff = await s.login('13800000003');
    outsider = await s.login('13800000004');
    companyId = (await db.selectFrom('merchant_user').select('company_id').where('phone', '=', '13800000001').executeTakeFirstOrThrow()).company_id;
  }, 60_000);
  afterEach(async () => {
    expect(s.violations, JSON.stringify(s.violations, null, 2)).toEqual([]);
    expect((await reconcile(db)).discrepancies).toEqual([]);
  });
  afterAll(async () => s?.close());

  const task = (over: Record<string, unknown> = {}) => ({
    title: '宿舍好物测评',
    taskType: 3,
    description: '拍摄一条 30 秒以上的宿舍好物测评短视频并提交链接',
    rewardAmount: 5_000,
    headcount: 4,
    endAt: clock.now() + 10 * DAY,
    ...over,
  });
  const receive = (recruitId: number, n: number) => db.transaction().execute((trx) => simulateReceipts(trx, { companyId, recruitId, n, submit: true, now: clock.now(), random: rng(n) }));
  const funds = async (recruitId: number) => (await s.call(J('remoteTask/detail'), { recruitId }, { token: owner })).data;

  it('the demo tasks: budgets frozen in the ledger, approved receipts paid, the ended task returned, figures consistent', async () => {
    const b = await balancesOf(db, companyId);
    const fund = await db.selectFrom('job_task_fund').selectAll().where('company_id', '=', companyId).execute();
    expect(fund).toHaveLength(4);
    const remaining = fund.reduce((x, f) => x + Number(f.frozen_amount) - Number(f.paid_amount) - Number(f.returned_amount), 0);
    expect(b.frozen).toBe(remaining);
    const stat = await s.call(J('companyRecruit/statistic'), { companyId }, { token: owner });
    expect(stat.data.paidAmount).toBe(fund.reduce((x, f) => x + Number(f.paid_amount), 0));
    expect(stat.data.pendingAmount).toBe(0);
    const ended = await db.selectFrom('job_recruit').select('id').where('company_id', '=', companyId).where('status', '=', 4).executeTakeFirstOrThrow();
    const d = await funds(ended.id);
    expect(d).toMatchObject({ funded: true, remainingAmount: 0, canClose: false });
    expect(d.paidAmount + d.returnedAmount).toBe(d.budgetAmount);
    const flow = await db.selectFrom('fin_tx').select(['kind', 'biz_key']).where('company_id', '=', companyId).where('ref_type', '=', 'remoteTask').execute();
    expect(flow.filter((t) => t.kind === 'remoteTask.freeze')).toHaveLength(4);
    expect(flow.some((t) => t.biz_key === `remoteTask:${ended.id}:return`)).toBe(true);
  });

  it('publish freezes the budget; approvals pay it; closing returns the rest; figures follow', async () => {
    const before = await balancesOf(db, companyId);
    const stat0 = (await s.call(J('companyRecruit/statistic'), { companyId }, { token: owner })).data;
    const info = await s.call(J('remoteTask/publishInfo'), undefined, { token: owner });
    expect(info.data.availableAmount).toBe(before.available);
    const p = await s.call(J('remoteTask/publish'), task(), { token: owner });
    expect(p.code, p.msg).toBe(1);
    expect(p.data).toMatchObject({ status: 2, budgetAmount: 20_000, frozenAmount: 20_000, remainingAmount: 20_000, funded: true, canClose: true });
    const id = p.data.recruitId;
    let b = await balancesOf(db, companyId);
    expect(b.available).toBe(before.available - 20_000);
    expect(b.frozen).toBe(before.frozen + 20_000);
    const tx = await db.selectFrom('fin_tx').select(['kind', 'amount']).where('biz_key', '=', `remoteTask:${id}:freeze`).executeTakeFirstOrThrow();
    expect(tx).toMatchObject({ kind: 'remoteTask.freeze' });
    const audit = await db.selectFrom('audit_log').select('action').where('company_id', '=', companyId).where('action', '=', 'remoteTask.task.publish').execute();
    expect(audit.length).toBeGreaterThan(0);

    const [r1, r2, r3] = await receive(id, 3);
    const ok = await s.call(J('remoteTask/review'), { receiveIds: [r1, r2], action: 'approve', reason: null }, { token: owner });
    expect(ok.data).toEqual({ approved: 2, rejected: 0, paid: 10_000, returned: 0 });
    b = await balancesOf(db, companyId);
    expect(b.frozen).toBe(before.frozen + 10_000);
    expect(b.available).toBe(before.available - 20_000);
    // Approving again is refused and changes nothing.
    expect(await s.call(J('remoteTask/review'), { receiveIds: [r1], action: 'approve', reason: null }, { token: owner })).toMatchObject({ code: 0, msg: expect.stringContaining('不能重复审核') });
    expect(await s.call(J('remoteTask/review'), { receiveIds: [r3], action: 'reject', reason: '' }, { token: owner })).toMatchObject({ code: 0, msg: expect.stringContaining('驳回原因') });
    const rj = await s.call(J('remoteTask/review'), { receiveIds: [r3], action: 'reject', reason: '链接打不开' }, { token: owner });
    expect(rj.data).toMatchObject({ rejected: 1, paid: 0 });
    const listed = await s.call(J('userReceiveTask/list'), { recruitId: id, status: 4, pageNum: 1, pageSize: 20 }, { token: owner });
    expect(listed.data.list[0]).toMatchObject({ receiveId: r3, rejectReason: '链接打不开' });

    const stat1 = (await s.call(J('companyRecruit/statistic'), { companyId }, { token: owner })).data;
    expect(stat1.publishedCount).toBe(stat0.publishedCount + 1);
    expect(stat1.budgetAmount).toBe(stat0.budgetAmount + 20_000);
    expect(stat1.paidAmount).toBe(stat0.paidAmount + 10_000);
    expect(stat1.hiredCount).toBe(stat0.hiredCount + 2);

    // Close with one submission awaiting review: its reward stays frozen, the rest returns.
    const [r4] = await receive(id, 1);
    const c = await s.call(J('remoteTask/close'), { recruitId: id, reason: '样本够了' }, { token: owner });
    expect(c.data).toMatchObject({ status: 4, paidAmount: 10_000, returnedAmount: 5_000, remainingAmount: 5_000, canClose: false, closeReason: '样本够了' });
    b = await balancesOf(db, companyId);
    expect(b.available).toBe(before.available - 15_000);
    expect(await s.call(J('remoteTask/close'), { recruitId: id }, { token: owner })).toMatchObject({ code: 0, msg: '任务已结束，请刷新' });
    // Rejecting it afterwards returns the kept reward too.
    const late = await s.call(J('remoteTask/review'), { receiveIds: [r4], action: 'reject', reason: '未按要求拍摄' }, { token: owner });
    expect(late.data).toMatchObject({ rejected: 1, returned: 5_000 });
    b = await balancesOf(db, companyId);
    expect(b.available).toBe(before.available - 10_000);
    expect(b.frozen).toBe(before.frozen);
    expect(await funds(id)).toMatchObject({ remainingAmount: 0, paidAmount: 10_000, returnedAmount: 10_000 });
  });

  it('refusals: over the available balance, bad input, places full, batch over 100, keys and whitelist; nothing changes', async () => {
    const before = await balancesOf(db, companyId);
    const count = async () => Number((await db.selectFrom('job_recruit').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const n0 = await count();
    const huge = await s.call(J('remoteTask/publish'), task({ rewardAmount: 1_000_000, headcount: 10_000 }), { token: owner });
    expect(huge).toMatchObject({ code: 0, msg: expect.stringMatching(/^任务预算 ¥100,000,000\.00（¥10,000\.00 × 10000 人）超过可提现余额 ¥[\d,.]+，请减少名额或奖励$/) });
    expect(await s.call(J('remoteTask/publish'), task({ title: ' ' }), { token: owner })).toMatchObject({ code: 0, msg: '任务标题至少 2 个字' });
    expect(await s.call(J('remoteTask/publish'), task({ endAt: clock.now() }), { token: owner })).toMatchObject({ code: 0, msg: '截止时间应晚于现在至少 1 小时' });
    expect(await s.call(J('remoteTask/publish'), task({ description: '太短' }), { token: owner })).toMatchObject({ code: 0 });
    expect(await count()).toBe(n0);
    expect(await balancesOf(db, companyId)).toEqual(before);

    const p = await s.call(J('remoteTask/publish'), task({ headcount: 1, rewardAmount: 1_000 }), { token: owner });
    const id = p.data.recruitId;
    const [a, b2] = await receive(id, 2);
    expect(await s.call(J('remoteTask/review'), { receiveIds: [a, b2], action: 'approve' }, { token: owner })).toMatchObject({ code: 0, msg: expect.stringContaining('名额不足') });
    expect((await funds(id)).paidAmount).toBe(0);
    expect((await s.call(J('remoteTask/review'), { receiveIds: [a], action: 'approve' }, { token: owner })).data.paid).toBe(1_000);
    expect((await funds(id)).status).toBe(3);
    const many = Array.from({ length: 101 }, (_, i) => i + 1);
    expect((await s.call(J('remoteTask/review'), { receiveIds: many, action: 'approve' }, { token: owner })).code).not.toBe(1);
    expect((await s.call(J('remoteTask/publish'), task(), { token: staff })).code).toBe(1004);
    expect((await s.call(J('remoteTask/review'), { receiveIds: [b2], action: 'approve' }, { token: staff })).code).toBe(1004);
    expect((await s.call(J('remoteTask/publish'), task(), { token: outsider })).code).toBe(1004);
    expect(await s.call(J('remoteTask/detail'), { recruitId: id }, { token: outsider })).toMatchObject({ code: 1004 });
  });

  it('the deadline job closes a task past its end and returns the unused budget (once)', async () => {
    const before = await balancesOf(db, companyId);
    const p = await s.call(J('remoteTask/publish'), task({ headcount: 2, rewardAmount: 2_000, endAt: clock.now() + 2 * 3_600_000 }), { token: owner });
    const id = p.data.recruitId;
    const [r] = await receive(id, 1);
    await s.call(J('remoteTask/review'), { receiveIds: [r], action: 'approve' }, { token: owner });
    expect(await expireTasks(db, clock.now())).toBe(0);
    const n = await expireTasks(db, clock.now() + 3 * 3_600_000);
    expect(n).toBeGreaterThanOrEqual(1);
    expect(await funds(id)).toMatchObject({ status: 4, paidAmount: 2_000, returnedAmount: 2_000, remainingAmount: 0, closeReason: '已到截止时间' });
    const after = await balancesOf(db, companyId);
    expect(after.available).toBe(before.available - 2_000);
    expect(await expireTasks(db, clock.now() + 3 * 3_600_000)).toBe(0);
  });
});
