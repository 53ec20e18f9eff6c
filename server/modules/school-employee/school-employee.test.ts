import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startTestServer, type TestServer } from '../../testing/harness.ts';
import type { Db } from '../../db/index.ts';
import { clock } from '../../lib/clock.ts';
import { rng } from '../../lib/random.ts';
import { totalsMismatches } from './referral-totals.testing.ts';
import { A, chinaDay, DAY, HOUR } from './service.ts';
import { simulateAgents, simulateApplications } from './simulate.ts';
import { buildJobApp } from '../../job-service.ts';
import { reconcile } from '../finance/index.ts';
import { simulateRemoteTasks } from '../remote-task/simulate.ts';

const J = (p: string) => `/xm-job/merchant/${p}`;

describe.each(DIALECTS)('school-employee on %s', (dialect) => {
  let s: TestServer;
  let db: Db;
  let owner: string;
  let staff: string;
  let outsider: string;
  let companyId: number;
  let schoolId: number;

  beforeAll(async () => {
    s = await startTestServer(dialect);
    db = s.handle.db;
    await clock.reset(db);
    owner = await s.login('13800000001');
    staff = await s.login('13800000003');
    outsider = await s.login('13800000004');
    companyId = (await db.selectFrom('merchant_user').select('company_id').where('phone', '=', '13800000001').executeTakeFirstOrThrow()).company_id;
    schoolId = (await db.selectFrom('campus_place').select('id').where('level', '=', 1).where('name', '=', '浙江大学').executeTakeFirstOrThrow()).id;
  }, 60_000);
  // simulate-agents computes rewards and the demo pays some: the ledger must agree after every test.
  afterEach(async () => {
    expect(s.violations, JSON.stringify(s.violations, null, 2)).toEqual([]);
    expect((await reconcile(db)).discrepancies).toEqual([]);
    expect(await totalsMismatches(db)).toEqual([]);
  });
  afterAll(async () => s?.close());

  const post = (over: Record<string, unknown> = {}) => ({
    postId: null,
    schoolId,
    role: '测试大使',
    headcount: 3,
    requirements: '在校本科生',
    workContent: '推广店铺商品',
    rewardSummary: '每单 5%',
    questions: ['你的专业？', '每周几小时？'],
    openAt: clock.now() - DAY,
    closeAt: clock.now() + 10 * DAY,
    ...over,
  });

  it('the demo company starts with agents in every state and a center with figures, trend and to-dos', async () => {
    const c = await s.call(J('agent/center'), undefined, { token: owner });
    expect(c.code, c.msg).toBe(1);
    for (const st of c.data.states) expect(st.count, st.text).toBeGreaterThan(0);
    expect(c.data.openPosts).toBe(3);
    expect(c.data.trend).toHaveLength(14);
    expect(c.data.trend.some((d: { applied: number }) => d.applied > 0)).toBe(true);
    expect(c.data.todos.length).toBeGreaterThan(0);
    expect(c.data.expiringOffers).toBeGreaterThan(0);
    expect(c.data.referralOrderCount).toBeGreaterThan(0);
    const posts = await s.call(J('recruitPost/list'), undefined, { token: owner });
    expect(posts.data.list.map((p: { phaseText: string }) => p.phaseText)).toEqual(['招募中', '招募中', '招募中', '已截止']);
  });

  it('publishes a post; a student applies; accept, offer, the student confirms; end; every step logged and audited', async () => {
    const saved = await s.call(J('recruitPost/save'), post(), { token: owner });
    expect(saved.code, saved.msg).toBe(1);
    expect(saved.data).toMatchObject({ schoolName: '浙江大学', phase: 2, appliedCount: 0 });
    const postId = saved.data.postId;
    const [agentId] = await db.transaction().execute((trx) => simulateApplications(trx, companyId, 1, { now: clock.now(), random: rng(7) }).then(async () => {
      const a = await trx.selectFrom('se_agent').select('id').where('post_id', '=', postId).execute();
      if (a.length) return a.map((x) => x.id);
      // the random pick went to another open post: apply to this one directly
      return [];
    }));
    let id = agentId;
    if (!id) {
      const { apply } = await import('./service.ts');
      id = await db.transaction().execute((trx) => apply(trx, { companyId, postId, name: '测试学生', phone: '13912345678', major: '市场营销', grade: '大二', answers: ['市场营销', '8 小时'], now: clock.now(), random: rng(1) }));
    }
    const list = await s.call(J('agent/list'), { state: A.APPLIED, postId, pageSize: 20 }, { token: owner });
    expect(list.data.list.map((a: { agentId: number }) => a.agentId)).toContain(id);
    const act = (action: string, expectState: number, reason: string | null = null) => s.call(J('agent/action'), { agentId: id, action, expectState, reason }, { token: owner });
    const accepted = await act('accept', A.APPLIED);
    expect(accepted.code, accepted.msg).toBe(1);
    expect(accepted.data).toMatchObject({ state: A.INTERVIEW, actions: ['reject', 'offer'] });
    expect(await act('accept', A.APPLIED)).toMatchObject({ code: 0, msg: '已被他人处理，请刷新' });
    const offered = await act('offer', A.INTERVIEW);
    expect(offered.data.state).toBe(A.OFFERED);
    expect(offered.data.offerLetter).toContain('同学');
    expect(Math.abs(offered.data.offerDeadline - (clock.now() + 3 * DAY))).toBeLessThan(10_000);
    const { confirmOffer } = await import('./service.ts');
    await db.transaction().execute((trx) => confirmOffer(trx, companyId, id!, clock.now()));
    expect(await act('end', A.ACTIVE)).toMatchObject({ code: 0, msg: '请填写结束任职的原因' });
    const ended = await act('end', A.ACTIVE, '学期结束');
    expect(ended.data).toMatchObject({ state: A.LEFT, actions: [] });
    expect(ended.data.logs.map((l: { action: string }) => l.action)).toEqual(['apply', 'accept', 'offer', 'confirm', 'end']);
    const audits = await db.selectFrom('audit_log').select('action').where('company_id', '=', companyId).where('action', 'like', 'schoolEmployee.%').execute();
    expect(audits.map((a) => a.action)).toEqual(expect.arrayContaining(['schoolEmployee.post.create', 'schoolEmployee.agent.accept', 'schoolEmployee.agent.offer', 'schoolEmployee.agent.end']));
    const closed = await s.call(J('recruitPost/close'), { postId }, { token: owner });
    expect(closed.data.phaseText).toBe('已关闭');
    expect(await s.call(J('recruitPost/close'), { postId }, { token: owner })).toMatchObject({ code: 0, msg: '已被他人处理，请刷新' });
    expect(await s.call(J('recruitPost/save'), post({ postId }), { token: owner })).toMatchObject({ code: 0, msg: '岗位已关闭，不能修改' });
  });

  it('refuses bad posts, a reject without reason and other companies in Chinese, changing nothing', async () => {
    const before = await db.selectFrom('se_post').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(await s.call(J('recruitPost/save'), post({ closeAt: clock.now() - 1, openAt: clock.now() - 2 * DAY }), { token: owner })).toMatchObject({ code: 0, msg: '截止报名时间已过，请重新选择' });
    expect(await s.call(J('recruitPost/save'), post({ closeAt: clock.now() + DAY, openAt: clock.now() + 2 * DAY }), { token: owner })).toMatchObject({ code: 0, msg: '截止报名时间应晚于开始报名时间' });
    expect(await s.call(J('recruitPost/save'), post({ role: '   ' }), { token: owner })).toMatchObject({ code: 0, msg: '请输入岗位名称' });
    expect(await s.call(J('recruitPost/save'), post({ schoolId: 999999 }), { token: owner })).toMatchObject({ code: 0, msg: '请选择校园目录中的学校' });
    const after = await db.selectFrom('se_post').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    const applied = await db.selectFrom('se_agent').select('id').where('company_id', '=', companyId).where('state', '=', A.APPLIED).executeTakeFirstOrThrow();
    expect(await s.call(J('agent/action'), { agentId: applied.id, action: 'reject', expectState: A.APPLIED, reason: ' ' }, { token: owner })).toMatchObject({ code: 0, msg: '请填写不录用的原因' });
    expect(await s.call(J('agent/action'), { agentId: applied.id, action: 'end', expectState: A.APPLIED, reason: '无' }, { token: owner })).toMatchObject({ code: 0, msg: '已被他人处理，请刷新' });
    expect(await s.call(J('agent/detail'), { agentId: applied.id }, { token: outsider })).toMatchObject({ code: 0, msg: '代理不存在' });
    expect((await s.call(J('agent/center'), undefined, { token: staff })).code).toBe(1004);
  });

  it('offer config: saved, validated and used by the next offer', async () => {
    expect(await s.call(J('offerConfig/save'), { template: '恭喜你通过面试，请尽快确认。', acceptDays: 5 }, { token: owner })).toMatchObject({ code: 0, msg: '录用通知模板须包含占位符 {姓名}' });
    const r = await s.call(J('offerConfig/save'), { template: '{姓名}：欢迎加入{学校}{岗位}，请于{截止日期}前确认。', acceptDays: 5 }, { token: owner });
    expect(r.data).toMatchObject({ acceptDays: 5 });
    const interview = await db.selectFrom('se_agent').select('id').where('company_id', '=', companyId).where('state', '=', A.INTERVIEW).executeTakeFirstOrThrow();
    const o = await s.call(J('agent/action'), { agentId: interview.id, action: 'offer', expectState: A.INTERVIEW, reason: null }, { token: owner });
    expect(Math.abs(o.data.offerDeadline - (clock.now() + 5 * DAY))).toBeLessThan(10_000);
    expect(o.data.offerLetter).toMatch(/^.+：欢迎加入浙江大学|复旦大学|上海交通大学|南京大学/);
  });

  it('remote tasks: the whitelisted company reads its recruits, receipts and figures; others are refused', async () => {
    const page = await s.call(J('companyRecruit/pageList'), { pageNum: 1, pageSize: 10 }, { token: owner });
    expect(page.code, page.msg).toBe(1);
    expect(page.data.total).toBe(4);
    const stat = await s.call(J('companyRecruit/statistic'), { companyId }, { token: owner });
    expect(stat.data).toMatchObject({ publishedCount: 3, recruitingCount: 2, finishedCount: 1 });
    expect(stat.data.paidAmount).toBeGreaterThan(0);
    const stat2 = await s.call(J('companyRecruit/statistic2'), { companyId }, { token: owner });
    expect(stat2.data.receivedCount).toBe(32);
    const recv = await s.call(J('userReceiveTask/list'), { status: 2, pageNum: 1, pageSize: 20 }, { token: owner });
    expect(recv.data.list.every((r: { status: number }) => r.status === 2)).toBe(true);
    expect(recv.data.total).toBe(stat2.data.submittedCount);
    expect(await s.call(J('companyRecruit/statistic'), { companyId: companyId + 1 }, { token: owner })).toMatchObject({ code: 0, msg: '只能查看本公司的统计' });
    expect((await s.call(J('job/operate/whiteList'), undefined, { token: outsider })).data).toEqual({ inWhitelist: false });
    for (const p of ['companyRecruit/pageList', 'userReceiveTask/list']) expect((await s.call(J(p), { pageNum: 1, pageSize: 10 }, { token: outsider })).code).toBe(1004);
  });

  it('simulate-agents: students apply, accept offers, bring orders with their codes and take remote tasks', async () => {
    const before = await s.call(J('agent/center'), undefined, { token: owner });
    const stat0 = (await s.call(J('companyRecruit/statistic2'), { companyId }, { token: owner })).data;
    const waiting0 = (await s.call(J('userReceiveTask/list'), { status: 2, pageNum: 1, pageSize: 20 }, { token: owner })).data.total;
    const open = await db.selectFrom('job_recruit').select(['id', 'headcount']).where('company_id', '=', companyId).where('status', '=', 2).execute();
    const heldOf = async (id: number) => Number((await db.selectFrom('job_receive').select((eb) => eb.fn.countAll<number>().as('n')).where('recruit_id', '=', id).where('status', 'in', [1, 2, 3]).executeTakeFirstOrThrow()).n);
    const held0 = new Map<number, number>();
    for (const t of open) held0.set(t.id, await heldOf(t.id));
    const r = await db.transaction().execute((trx) => simulateAgents(trx, companyId, 5, { now: clock.now(), random: rng(3) }));
    expect(r.applied).toBeGreaterThan(0);
    const after = await s.call(J('agent/center'), undefined, { token: owner });
    const count = (d: { states: { state: number; count: number }[] }, st: number) => d.states.find((x) => x.state === st)!.count;
    expect(count(after.data, A.APPLIED)).toBe(count(before.data, A.APPLIED) + r.applied);
    expect(count(after.data, A.ACTIVE)).toBe(count(before.data, A.ACTIVE) + r.confirmed);
    // The orders are attributed at once (the reward sync runs with the round): the center counts them.
    expect(r.orders).toBeGreaterThan(0);
    expect(after.data.referralOrderCount).toBe(before.data.referralOrderCount + r.orders);
    // Students took the open remote tasks (within their places) and handed work in: it waits for review.
    expect(r.remoteTaken).toBeGreaterThan(0);
    expect(r.remoteSubmitted).toBeGreaterThan(0);
    const stat1 = (await s.call(J('companyRecruit/statistic2'), { companyId }, { token: owner })).data;
    expect(stat1.receivedCount).toBe(stat0.receivedCount + r.remoteTaken);
    expect(stat1.submittedCount).toBe(stat0.submittedCount + r.remoteSubmitted);
    expect((await s.call(J('userReceiveTask/list'), { status: 2, pageNum: 1, pageSize: 20 }, { token: owner })).data.total).toBe(waiting0 + r.remoteSubmitted);
    // No task got more takers than its free places (places not held by a receipt in progress, waiting or approved).
    for (const t of open) {
      const now = await heldOf(t.id);
      expect(now - held0.get(t.id)!, `任务 ${t.id}`).toBeLessThanOrEqual(Math.max(0, t.headcount - held0.get(t.id)!));
    }
    // A company outside the remote-task whitelist: its students take no remote tasks.
    const other = (await db.selectFrom('merchant_user').select('company_id').where('phone', '=', '13800000004').executeTakeFirstOrThrow()).company_id;
    const receipts = async () => Number((await db.selectFrom('job_receive').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const n0 = await receipts();
    expect(await db.transaction().execute((trx) => simulateRemoteTasks(trx, other, 5, { now: clock.now(), random: rng(4) }))).toEqual({ taken: 0, submitted: 0 });
    expect(await receipts()).toBe(n0);
  });

  it('the center counts agents per state and school and the 14-day trend per China-time day, as a count over the rows would', async () => {
    // Noon China time, so that the call and the expected figures see the same 14 days.
    const now = (Math.floor((Date.now() + 8 * HOUR) / DAY) * DAY) - 8 * HOUR + 12 * HOUR;
    await clock.set(db, now);
    const agent = await db.selectFrom('se_agent').select('id').where('company_id', '=', companyId).orderBy('id').executeTakeFirstOrThrow();
    // Applications, activations and other actions at each China midnight of the last 16 days, 1 ms before and after.
    const midnight = Math.floor((now + 8 * HOUR) / DAY) * DAY - 8 * HOUR;
    const rows = [];
    for (let k = 0; k < 16; k++) {
      for (const [i, dt] of [-1, 0, 1].entries()) {
        const action = ['agent.apply', 'agent.confirm', 'agent.accept'][(k + i) % 3]!;
        rows.push({ company_id: companyId, agent_id: agent.id, action, from_state: null, to_state: 1, note: null, actor: '测试', created_at: midnight - k * DAY + dt });
      }
    }
    const inserted = await db.insertInto('se_agent_log').values(rows).returning('id').execute();
    try {
      const c = await s.call(J('agent/center'), undefined, { token: owner });
      expect(c.code, c.msg).toBe(1);
      const agents = await db.selectFrom('se_agent').select(['school_name', 'state']).where('company_id', '=', companyId).execute();
      const logs = await db.selectFrom('se_agent_log').select(['action', 'created_at']).where('company_id', '=', companyId).execute();
      const states = [A.APPLIED, A.INTERVIEW, A.OFFERED, A.ACTIVE, A.LEFT, A.REJECTED].map((st) => agents.filter((a) => a.state === st).length);
      expect(c.data.states.map((x: { count: number }) => x.count)).toEqual(states);
      expect(c.data.waitingApplications).toBe(states[0]! + states[1]!);
      const schools = [...new Set(agents.map((a) => a.school_name))]
        .map((name) => ({ schoolName: name, active: agents.filter((a) => a.school_name === name && a.state === A.ACTIVE).length, total: agents.filter((a) => a.school_name === name).length }))
        .sort((x, y) => y.active - x.active || y.total - x.total || x.schoolName.localeCompare(y.schoolName))
        .slice(0, 20);
      expect(c.data.schools).toEqual(schools);
      const trend = [];
      for (let i = 13; i >= 0; i--) {
        const date = chinaDay(now - i * DAY);
        const ofDay = logs.filter((l) => Number(l.created_at) >= now - 15 * DAY && chinaDay(Number(l.created_at)) === date);
        trend.push({ date, applied: ofDay.filter((l) => l.action === 'agent.apply').length, activated: ofDay.filter((l) => l.action === 'agent.confirm').length });
      }
      expect(c.data.trend).toEqual(trend);
      // The rows at the midnights count: each day of the window has some from this test alone.
      expect(trend.every((d) => d.applied + d.activated > 0)).toBe(true);
    } finally {
      await db.deleteFrom('se_agent_log').where('id', 'in', inserted.map((r) => r.id)).execute();
      await clock.reset(db);
    }
  });

  it('runs as its own process against the same database: a main-server token works there, other calls do not', async () => {
    const job = await buildJobApp({ config: s.config, db: s.handle, logger: false });
    try {
      const post = (url: string, body: unknown, token?: string) =>
        job.inject({ method: 'POST', url, payload: JSON.stringify(body ?? {}), headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) } }).then((r) => r.json());
      const c = await post(J('agent/center'), {}, owner);
      expect(c.code, c.msg).toBe(1);
      expect(c.data.states).toHaveLength(6);
      expect((await post(J('companyRecruit/pageList'), { pageNum: 1, pageSize: 5 }, owner)).data.total).toBe(4);
      expect(await post('/xm-merchant/order/list', { pageSize: 10 }, owner)).toMatchObject({ code: 0 });
    } finally {
      await job.close();
    }
  });
});
