import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startTestServer, type TestServer } from '../../testing/harness.ts';
import type { Db } from '../../db/index.ts';
import { clock } from '../../lib/clock.ts';
import { SEED_ACCOUNTS } from '../../db/seed.ts';
import { balancesOf, postTransaction, reconcile } from '../finance/index.ts';
import { demoShop } from '../account/seed.ts';
import { roadshowCommand } from '../../platform/commands/roadshow.ts';
import { applyRoadshow, AppStatus } from './roadshow.ts';
import { insertRoadshow, seedRoadshowDemo } from './roadshow-seed.ts';

const U = (p: string) => `/xm-merchant/activity/roadshow/${p}`;
const DAY = 86_400_000;
const HOUR = 3_600_000;

describe.each(DIALECTS)('roadshow on %s', (dialect) => {
  let s: TestServer;
  let db: Db;
  let companyId: number;
  let owner: string;
  let goodsId: number;

  const fund = async (cid: number, amount: number, key: string) =>
    postTransaction(db, { companyId: cid, kind: 'adjust', key, at: clock.now(), entries: [{ account: 'bank_in', amount: -amount }, { account: 'marketing', amount }], memo: '测试：营销资金' });
  const event = async (fee: number, places = 5) =>
    insertRoadshow(db, { name: '测试路演', school: '测试大学', city: '广州', venue: '北门广场', description: '测试', boothFee: fee, signupStart: clock.now() - DAY, signupEnd: clock.now() + 5 * DAY, day: Math.floor((clock.now() + 8 * HOUR) / DAY) * DAY - 8 * HOUR + 10 * DAY, slots: [['09:00-12:00', 9, 12, places], ['14:00-17:00', 14, 17, places]] }, clock.now());
  const platform = async (...args: string[]) => {
    const lines: string[] = [];
    await roadshowCommand.run(args, { handle: s.handle, out: (l) => lines.push(l) });
    return lines.join('\n');
  };

  beforeAll(async () => {
    s = await startTestServer(dialect);
    db = s.handle.db;
    await clock.reset(db);
    companyId = (await demoShop(db)).companyId;
    owner = await s.login(SEED_ACCOUNTS.owner);
    goodsId = Number((await db.selectFrom('goods').select('id').where('company_id', '=', companyId).where('status', '=', 1).where('deleted_at', 'is', null).orderBy('id').executeTakeFirstOrThrow()).id);
  }, 120_000);
  afterAll(async () => s.close());
  afterEach(() => expect(s.violations, JSON.stringify(s.violations, null, 2)).toEqual([]));

  it('the demo seed: events in every phase, applications in every state, fees through the ledger, reconcile clean', async () => {
    await fund(companyId, 500_000, 'test:roadshow:seed');
    await db.transaction().execute((trx) => seedRoadshowDemo({ db: trx, dialect, now: clock.now(), seed: 1, random: Math.random }));
    const list = await s.call(U('list'), {}, { token: owner });
    expect(list.code, list.msg).toBe(1);
    expect(new Set(list.data.list.map((r: any) => r.phaseText))).toEqual(new Set(['未开始报名', '报名中', '报名已截止', '进行中', '已结束']));
    expect(list.data.list[0].phaseText).toBe('报名中');
    const apps = await s.call(U('applications'), { pageSize: 50 }, { token: owner });
    expect(apps.code, apps.msg).toBe(1);
    expect(new Set(apps.data.list.map((a: any) => a.statusText))).toEqual(new Set(['待审核', '已通过', '已驳回', '已取消', '已结束']));
    expect(apps.data.counts.all).toBe(apps.data.list.length);
    expect(apps.data.list.find((a: any) => a.result)?.result.visitors).toBeGreaterThan(0);
    expect(apps.data.list.filter((a: any) => a.status === AppStatus.REJECTED || a.status === AppStatus.CANCELLED).every((a: any) => a.refunded)).toBe(true);
    const sched = await s.call(U('schedule'), {}, { token: owner });
    expect(sched.data.list.length).toBeGreaterThan(0);
    expect((await reconcile(db)).discrepancies).toEqual([]);
    // Filters: school and month.
    const hg = await s.call(U('list'), { school: '华南理工大学' }, { token: owner });
    expect(hg.data.list.length).toBeGreaterThan(0);
    expect(hg.data.list.every((r: any) => r.school === '华南理工大学')).toBe(true);
    const m = list.data.list[0].date.slice(0, 7);
    const byMonth = await s.call(U('list'), { month: m }, { token: owner });
    expect(byMonth.data.list.every((r: any) => r.date.startsWith(m))).toBe(true);
    expect((await s.call(U('list'), { month: '2026-13' }, { token: owner })).code).toBe(0);
  });

  it('apply charges the booth fee from the marketing account; the platform approves; cancelling refunds', async () => {
    await fund(companyId, 100_000, 'test:roadshow:apply');
    const ev = await event(30_000);
    const before = (await balancesOf(db, companyId)).marketing!;
    const body = { roadshowId: ev.id, slotId: ev.slotIds[0], goodsIds: [goodsId], contactName: '王经理', contactPhone: '13800000001' };
    const bad = await s.call(U('apply'), { ...body, contactPhone: '12345' }, { token: owner });
    expect(bad.code).toBe(0);
    expect(bad.msg).toMatch(/联系电话|手机号|格式/);
    const made = await s.call(U('apply'), body, { token: owner });
    expect(made.code, made.msg).toBe(1);
    expect([made.data.statusText, made.data.fee]).toEqual(['待审核', 30_000]);
    expect((await balancesOf(db, companyId)).marketing).toBe(before - 30_000);
    const tx = await db.selectFrom('fin_marketing_record').select(['amount', 'reason']).where('source_key', '=', `deduct:roadshow:${made.data.applicationId}:fee`).executeTakeFirstOrThrow();
    expect(Number(tx.amount)).toBe(30_000);
    // A second application for the same event is refused.
    const dup = await s.call(U('apply'), { ...body, slotId: ev.slotIds[1] }, { token: owner });
    expect(dup.msg).toBe('本店已报名该路演，如需更换时段请先取消原报名');
    // The platform approves: an event for the message, the schedule shows it.
    expect(await platform('approve', String(made.data.applicationId))).toMatch(/已通过/);
    const ev1 = await db.selectFrom('event').select(['kind', 'payload']).where('kind', '=', 'activity.roadshowReviewed').where('subject_id', '=', String(made.data.applicationId)).executeTakeFirstOrThrow();
    expect(JSON.parse(ev1.payload).approved).toBe(true);
    const sched = await s.call(U('schedule'), {}, { token: owner });
    expect(sched.data.list.some((a: any) => a.applicationId === made.data.applicationId && a.statusText === '已通过')).toBe(true);
    // Cancelled before the deadline: the place and the fee come back.
    const c = await s.call(U('cancel'), { applicationId: made.data.applicationId }, { token: owner });
    expect([c.code, c.data.statusText, c.data.refunded]).toEqual([1, '已取消', true]);
    expect((await balancesOf(db, companyId)).marketing).toBe(before);
    const slot = await db.selectFrom('mk_roadshow_slot').select('taken').where('id', '=', ev.slotIds[0]!).executeTakeFirstOrThrow();
    expect(slot.taken).toBe(0);
    expect((await s.call(U('cancel'), { applicationId: made.data.applicationId }, { token: owner })).msg).toBe('该报名已取消，不能取消');
    // Applying again, then the platform rejects: refunded once (a replayed refund posts nothing).
    const again = await s.call(U('apply'), body, { token: owner });
    expect(again.code, again.msg).toBe(1);
    expect(await platform('reject', String(again.data.applicationId), '展位已满')).toMatch(/已退回营销账户/);
    await expect(platform('reject', String(again.data.applicationId), '再驳回')).rejects.toThrow(/不能驳回/);
    expect((await balancesOf(db, companyId)).marketing).toBe(before);
    expect((await reconcile(db)).discrepancies).toEqual([]);
  });

  it('a short marketing balance refuses in Chinese and changes nothing', async () => {
    const ev = await event(100_000_000);
    const count = async () => Number((await db.selectFrom('mk_roadshow_application').select((e) => e.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const n0 = await count();
    const bal = (await balancesOf(db, companyId)).marketing!;
    const r = await s.call(U('apply'), { roadshowId: ev.id, slotId: ev.slotIds[0], goodsIds: [goodsId], contactName: '王经理', contactPhone: '13800000001' }, { token: owner });
    expect(r.code).toBe(0);
    expect(r.msg).toMatch(/^营销资金余额不足：余额 ¥.+，本次扣费 ¥1,000,000.00，请先充值$/);
    expect(await count()).toBe(n0);
    expect((await db.selectFrom('mk_roadshow_slot').select('taken').where('id', '=', ev.slotIds[0]!).executeTakeFirstOrThrow()).taken).toBe(0);
    expect((await balancesOf(db, companyId)).marketing).toBe(bal);
    const list = await s.call(U('list'), { school: '测试大学' }, { token: owner });
    expect(list.data.list.find((x: any) => x.roadshowId === ev.id).reason).toMatch(/营销资金余额不足/);
  });

  it('a company without the roadshow menu is refused (1004)', async () => {
    const other = await s.login(SEED_ACCOUNTS.crossBorder);
    for (const p of ['list', 'schedule']) expect((await s.call(U(p), {}, { token: other })).code).toBe(1004);
    expect((await s.call(U('applications'), { pageSize: 10 }, { token: other })).code).toBe(1004);
    expect((await s.call(U('cancel'), { applicationId: 1 }, { token: other })).code).toBe(1004);
  });

  it('places never oversell under concurrent applications', async () => {
    const ev = await event(0, 3);
    // Ten shops, each with a goods on sale, apply for the same slot at once.
    const company = await db.selectFrom('company').selectAll().where('id', '=', companyId).executeTakeFirstOrThrow();
    const g = await db.selectFrom('goods').selectAll().where('id', '=', goodsId).executeTakeFirstOrThrow();
    const shops: Array<{ cid: number; gid: number }> = [];
    for (let i = 0; i < 10; i++) {
      const { id: _c, ...c } = company as any;
      const cid = Number((await db.insertInto('company').values({ ...c, name: `并发测试公司${i}` }).returning('id').executeTakeFirstOrThrow()).id);
      const { id: _g, ...gg } = g as any;
      const gid = Number((await db.insertInto('goods').values({ ...gg, company_id: cid }).returning('id').executeTakeFirstOrThrow()).id);
      shops.push({ cid, gid });
    }
    const results = await Promise.allSettled(shops.map((x) => db.transaction().execute((trx) => applyRoadshow(trx, x.cid, { roadshowId: ev.id, slotId: ev.slotIds[0]!, goodsIds: [x.gid], contactName: '联系人', contactPhone: '13900000000' }, clock.now()))));
    expect(results.filter((r) => r.status === 'fulfilled').length).toBe(3);
    for (const r of results) if (r.status === 'rejected') expect(String(r.reason.message)).toMatch(/名额已满/);
    const slot = await db.selectFrom('mk_roadshow_slot').select(['taken', 'places']).where('id', '=', ev.slotIds[0]!).executeTakeFirstOrThrow();
    expect([slot.taken, slot.places]).toEqual([3, 3]);
    const n = await db.selectFrom('mk_roadshow_application').select((e) => e.fn.countAll<number>().as('n')).where('slot_id', '=', ev.slotIds[0]!).executeTakeFirstOrThrow();
    expect(Number(n.n)).toBe(3);
  });
});
