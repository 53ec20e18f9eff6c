import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startTestServer, type TestServer } from '../../testing/harness.ts';
import type { Db } from '../../db/index.ts';
import { clock } from '../../lib/clock.ts';
import { rng } from '../../lib/random.ts';
import { messagePass } from '../content/messages.ts';
import { A, DAY } from './service.ts';
import { T } from './task-service.ts';
import { simulateAgents } from './simulate.ts';
import { takeAndSubmit } from './task-simulate.ts';
import { reconcile } from '../finance/index.ts';

const J = (p: string) => `/xm-job/merchant/taskPackage/${p}`;

describe.each(DIALECTS)('task packages on %s', (dialect) => {
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
  // Approvals pay task rewards through the ledger: reconcile (with its agent-reward check) after every test.
  afterEach(async () => {
    expect(s.violations, JSON.stringify(s.violations, null, 2)).toEqual([]);
    expect((await reconcile(db)).discrepancies).toEqual([]);
  });
  afterAll(async () => s?.close());

  const pkg = (over: Record<string, unknown> = {}) => ({
    packageId: null,
    title: '测试任务包',
    description: '完成问卷并拍照',
    tasks: [
      {
        kind: 'single',
        title: '喜欢哪款？',
        options: ['收纳箱', '台灯'],
        link: null,
      },
      {
        kind: 'multiple',
        title: '还想要什么？',
        options: ['风扇', '床帘', '衣架'],
        link: null,
      },
      { kind: 'text', title: '说说感受', options: [], link: null },
      { kind: 'photo', title: '拍一张照片', options: [], link: null },
    ],
    reward: 600,
    quota: 5,
    openAt: clock.now() - DAY,
    deadline: clock.now() + 5 * DAY,
    ...over,
  });
  const activeAgents = async () => (await db.selectFrom('se_agent').select('id').where('company_id', '=', companyId).where('state', '=', A.ACTIVE).orderBy('id').execute()).map((a) => a.id);

  it('the demo company has packages in every phase and submissions waiting, approved and rejected', async () => {
    const o = await s.call(J('overview'), undefined, { token: owner });
    expect(o.code, o.msg).toBe(1);
    for (const p of o.data.phases) expect(p.count, p.text).toBeGreaterThan(0);
    expect(o.data.waitingCount).toBeGreaterThan(0);
    expect(o.data.approvedCount).toBeGreaterThan(0);
    expect(o.data.rejectedCount).toBeGreaterThan(0);
    expect(o.data.list[0].phaseText).toBe('进行中');
    const center = await s.call('/xm-job/merchant/agent/center', undefined, {
      token: owner,
    });
    expect(center.data.waitingSubmissions).toBe(o.data.waitingCount);
    const queue = await s.call(J('submission/list'), { status: T.WAITING, pageSize: 2 }, { token: owner });
    expect(queue.data.list).toHaveLength(2);
    expect(queue.data.hasMore).toBe(true);
    const next = await s.call(J('submission/list'), { status: T.WAITING, pageSize: 2, cursor: queue.data.nextCursor }, { token: owner });
    expect(next.data.list[0].takeId).toBeLessThan(queue.data.list[1].takeId);
    const receive = await s.call(J('receiveList'), { pageSize: 100 }, { token: owner });
    expect(receive.data.list.some((t: { status: number }) => t.status === T.TAKEN)).toBe(true);
    const d = await s.call(J('submission/detail'), { takeId: queue.data.list[0].takeId }, { token: owner });
    expect(d.code, d.msg).toBe(1);
    expect(d.data.items.some((i: { photos: string[] }) => i.photos.length > 0)).toBe(true);
  });

  it('create a package; an agent submits; approve it once; it shows in the analysis; the message and audit follow', async () => {
    const saved = await s.call(J('save'), pkg(), { token: owner });
    expect(saved.code, saved.msg).toBe(1);
    expect(saved.data).toMatchObject({
      phase: 2,
      phaseText: '进行中',
      takenCount: 0,
    });
    const packageId = saved.data.packageId;
    const [a1, a2] = await activeAgents();
    const takeId = await db.transaction().execute((trx) =>
      takeAndSubmit(trx, {
        companyId,
        packageId,
        agentId: a1!,
        now: clock.now(),
        random: rng(5),
      }),
    );
    const take2 = await db.transaction().execute((trx) =>
      takeAndSubmit(trx, {
        companyId,
        packageId,
        agentId: a2!,
        now: clock.now(),
        random: rng(6),
      }),
    );
    await messagePass(db, clock.now());
    const msgs = await db.selectFrom('content_message').select(['title', 'link']).where('title', '=', '有新的任务提交待审核').execute();
    expect(msgs.length).toBeGreaterThan(0);
    expect(msgs[0]!.link).toBe('/school-employee/task-package/verify');

    const detail = await s.call(J('submission/detail'), { takeId }, { token: owner });
    expect(detail.data).toMatchObject({
      status: T.WAITING,
      statusText: '待审核',
      packageTitle: '测试任务包',
    });
    expect(detail.data.items).toHaveLength(4);
    const ok = await s.call(J('submission/review'), { takeId, action: 'approve', expectState: T.WAITING, reason: null }, { token: owner });
    expect(ok.code, ok.msg).toBe(1);
    expect(ok.data.status).toBe(T.APPROVED);
    expect(await s.call(J('submission/review'), { takeId, action: 'approve', expectState: T.WAITING, reason: null }, { token: owner })).toMatchObject({
      code: 0,
      msg: '该提交已审核通过，不能重复审核',
    });
    expect(await s.call(J('submission/batchApprove'), { takeIds: [take2, takeId] }, { token: owner })).toMatchObject({
      code: 0,
      msg: '有 1 条提交已审核通过，不能重复审核，请刷新',
    });
    expect((await db.selectFrom('se_task_take').select('status').where('id', '=', take2).executeTakeFirstOrThrow()).status).toBe(T.WAITING);
    expect(
      await s.call(
        J('submission/review'),
        {
          takeId: take2,
          action: 'reject',
          expectState: T.WAITING,
          reason: '  ',
        },
        { token: owner },
      ),
    ).toMatchObject({ code: 0, msg: '请填写驳回原因' });
    const batch = await s.call(J('submission/batchApprove'), { takeIds: [take2] }, { token: owner });
    expect(batch.data.approved).toBe(1);

    const an = await s.call(J('analysis'), { packageId }, { token: owner });
    expect(an.code, an.msg).toBe(1);
    expect(an.data.approvedCount).toBe(2);
    expect(an.data.questions[0].options.reduce((n: number, o: { count: number }) => n + o.count, 0)).toBe(2);
    expect(an.data.questions[2].texts).toHaveLength(2);
    expect(an.data.package).toMatchObject({
      approvedCount: 2,
      rewardOwed: 1200,
    });
    const file = await s.call(J('analysis/export'), { packageId }, { token: owner });
    expect(file.code, file.msg).toBe(1);
    expect(Buffer.from(file.data.contentBase64, 'base64').subarray(0, 2).toString()).toBe('PK');

    const audits = await db.selectFrom('audit_log').select('action').where('company_id', '=', companyId).where('action', 'like', 'schoolEmployee.task%').execute();
    expect(audits.map((x) => x.action)).toEqual(
      expect.arrayContaining(['schoolEmployee.taskPackage.create', 'schoolEmployee.taskSubmission.approve', 'schoolEmployee.taskSubmission.batchApprove', 'schoolEmployee.taskPackage.export']),
    );
    const closed = await s.call(J('close'), { packageId }, { token: owner });
    expect(closed.data.phaseText).toBe('已关闭');
    expect(await s.call(J('save'), pkg({ packageId }), { token: owner })).toMatchObject({ code: 0, msg: '任务包已关闭，不能修改' });
  });

  it('refuses bad packages, late takes, inactive agents and strangers in Chinese, changing nothing', async () => {
    const count = async () =>
      Number(
        (
          await db
            .selectFrom('se_task_package')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    expect(await s.call(J('save'), pkg({ deadline: clock.now() - 1, openAt: clock.now() - 2 * DAY }), { token: owner })).toMatchObject({ code: 0, msg: '截止时间已过，请重新选择' });
    expect(await s.call(J('save'), pkg({ deadline: clock.now() + DAY, openAt: clock.now() + 2 * DAY }), { token: owner })).toMatchObject({ code: 0, msg: '截止时间应晚于开始时间' });
    expect(await s.call(J('save'), pkg({ title: '  ' }), { token: owner })).toMatchObject({ code: 0, msg: '请输入任务包名称' });
    expect(
      await s.call(
        J('save'),
        pkg({
          tasks: [
            {
              kind: 'single',
              title: '只有一个选项',
              options: ['A'],
              link: null,
            },
          ],
        }),
        { token: owner },
      ),
    ).toMatchObject({ code: 0, msg: '第 1 个任务（单选题）至少需要 2 个选项' });
    expect(
      await s.call(
        J('save'),
        pkg({
          tasks: [{ kind: 'promotion', title: '推广', options: [], link: 'ftp://x' }],
        }),
        { token: owner },
      ),
    ).toMatchObject({
      code: 0,
      msg: '第 1 个任务（推广任务）请填写以 http:// 或 https:// 开头的推广链接',
    });
    expect(await count()).toBe(before);

    const saved = await s.call(J('save'), pkg({ quota: 1, deadline: clock.now() + DAY }), { token: owner });
    const packageId = saved.data.packageId;
    const [a1, a2] = await activeAgents();
    const take = (agentId: number, now = clock.now()) =>
      db
        .transaction()
        .execute((trx) =>
          takeAndSubmit(trx, {
            companyId,
            packageId,
            agentId,
            now,
            random: rng(1),
          }),
        )
        .then(
          () => 'ok',
          (e: Error) => e.message,
        );
    const notActive = await db.selectFrom('se_agent').select('id').where('company_id', '=', companyId).where('state', '=', A.APPLIED).executeTakeFirstOrThrow();
    expect(await take(notActive.id)).toBe('只有在岗代理可以领取任务包');
    expect(await take(a1!, clock.now() + 2 * DAY)).toBe('任务包已截止，不能再领取');
    expect(await take(a1!)).toBe('ok');
    expect(await take(a2!)).toBe('任务包名额已满');
    const takes = await db.selectFrom('se_task_take').select('id').where('package_id', '=', packageId).execute();
    expect(takes).toHaveLength(1);
    expect(await s.call(J('save'), pkg({ packageId, reward: 1 }), { token: owner })).toMatchObject({ code: 0, msg: '已有代理领取，不能修改任务内容与奖励' });

    expect(await s.call(J('submission/detail'), { takeId: takes[0]!.id }, { token: outsider })).toMatchObject({ code: 0, msg: '提交不存在' });
    expect(await s.call(J('detail'), { packageId }, { token: outsider })).toMatchObject({ code: 0, msg: '任务包不存在' });
    expect((await s.call(J('overview'), undefined, { token: staff })).code).toBe(1004);
    expect((await s.call(J('submission/batchApprove'), { takeIds: [takes[0]!.id] }, { token: staff })).code).toBe(1004);
    expect((await db.selectFrom('se_task_take').select('status').where('id', '=', takes[0]!.id).executeTakeFirstOrThrow()).status).toBe(T.WAITING);
  });

  it('simulate-agents: active agents take open packages and submit answers', async () => {
    const before = await s.call(J('overview'), undefined, { token: owner });
    const r = await db.transaction().execute((trx) =>
      simulateAgents(trx, companyId, 6, {
        now: clock.now(),
        random: rng(11),
      }),
    );
    expect(r.tasksSubmitted).toBeGreaterThan(0);
    const after = await s.call(J('overview'), undefined, { token: owner });
    expect(after.data.takenCount).toBe(before.data.takenCount + r.tasksTaken);
    expect(after.data.waitingCount).toBeGreaterThanOrEqual(before.data.waitingCount + 1);
  });
});
