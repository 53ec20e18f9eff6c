import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startTestServer, type TestServer } from '../../testing/harness.ts';
import type { Db } from '../../db/index.ts';
import { clock } from '../../lib/clock.ts';
import { emitEvent } from '../../lib/events.ts';
import { lineDiff, snippet } from './text.ts';
import { messagePass } from './messages.ts';
import { publishAnnouncement, sendPlatformMessage } from './publish.ts';
import { EntryStatus, reviewEntry } from '../activity/platform.ts';
import { brandReview, goodsReview } from '../../platform/commands/goods-review.ts';
import { erpFormCommand } from '../../platform/commands/open-erp.ts';
import type { PlatformCommand } from '../../platform/types.ts';
import { decide } from '../account/verify-review.ts';
import { applyInvoice, issueInvoice, monthFigures, rejectInvoice, saveTitle } from '../finance/invoice.ts';
import { addDaily } from '../finance/ledger.ts';
import { dayStart, DAY_MS, monthRange } from '../finance/accounts-chart.ts';
import { simulateReceipts } from '../remote-task/simulate.ts';
import { rng } from '../../lib/random.ts';

const U = (p: string) => `/xm-merchant/content/${p}`;

describe('text helpers', () => {
  it('diffs lines and finds Chinese words with a snippet', () => {
    expect(lineDiff('甲\n乙\n丙', '甲\n丁\n丙')).toEqual([
      { op: 'same', text: '甲' },
      { op: 'del', text: '乙' },
      { op: 'add', text: '丁' },
      { op: 'same', text: '丙' },
    ]);
    expect(snippet('商家应在买家付款后 48 小时内发货', '发货')).toContain('发货');
    expect(snippet('商家应在买家付款后 48 小时内发货', '发货 退款')).toBeNull();
  });
});

describe.each(DIALECTS)('content and messages on %s', (dialect) => {
  let s: TestServer;
  let db: Db;
  let owner: string;
  let staff: string;
  let companyId: number;
  let ownerId: number;

  beforeAll(async () => {
    s = await startTestServer(dialect);
    db = s.handle.db;
    await clock.reset(db);
    owner = await s.login('13800000001');
    staff = await s.login('13800000003');
    const u = await db.selectFrom('merchant_user').select(['id', 'company_id']).where('phone', '=', '13800000001').executeTakeFirstOrThrow();
    companyId = u.company_id;
    ownerId = u.id;
  }, 60_000);
  afterEach(() => {
    expect(s.violations, JSON.stringify(s.violations, null, 2)).toEqual([]);
  });
  afterAll(async () => s?.close());

  it('rule center: categories, search in Chinese, versions and the change between them', async () => {
    const l = await s.call(U('rule/list'), {}, { token: owner });
    expect(l.code).toBe(1);
    expect(l.data.list.length).toBeGreaterThanOrEqual(6);
    expect(l.data.categories.find((c: any) => c.code === 'order').count).toBe(1);
    const pending = l.data.list.find((r: any) => r.code === 'after-sale-service');
    expect(pending.version).toBe(1);
    expect(pending.pendingVersion.version).toBe(2);
    const hit = await s.call(U('rule/list'), { keyword: '签收' }, { token: owner });
    expect(hit.data.list.map((r: any) => r.code)).toEqual(['shipping-time']);
    expect(hit.data.list[0].snippet).toContain('签收');
    expect((await s.call(U('rule/list'), { keyword: '不存在的词语' }, { token: owner })).data.list).toEqual([]);
    const d = await s.call(U('rule/detail'), { id: hit.data.list[0].id }, { token: owner });
    expect(d.data.shown.version).toBe(2);
    expect(d.data.versions.map((v: any) => v.state)).toEqual(['effective', 'superseded']);
    expect(d.data.diff.fromVersion).toBe(1);
    expect(d.data.diff.lines.filter((x: any) => x.op === 'add').map((x: any) => x.text).join()).toContain('签收');
    const v1 = await s.call(U('rule/detail'), { id: hit.data.list[0].id, version: 1 }, { token: owner });
    expect(v1.data.diff).toBeNull();
    const bad = await s.call(U('rule/detail'), { id: hit.data.list[0].id, version: 9 }, { token: owner });
    expect(bad).toMatchObject({ code: 0, msg: '该规则没有第 9 版' });
    expect((await s.call(U('rule/detail'), { id: 999999 }, { token: owner })).msg).toBe('规则不存在');
  });

  it('help center: search, the article of a page, and "was this helpful" changeable once per member', async () => {
    const byRoute = await s.call(U('help/list'), { route: '/order/after-sale' }, { token: owner });
    expect(byRoute.data.list).toHaveLength(1);
    const id = byRoute.data.list[0].id;
    expect((await s.call(U('help/list'), { keyword: '提现' }, { token: owner })).data.list[0].code).toBe('withdraw');
    const v1 = await s.call(U('help/vote'), { id, helpful: true }, { token: owner });
    expect(v1.data).toEqual({ helpful: 1, unhelpful: 0, myVote: true });
    expect((await s.call(U('help/vote'), { id, helpful: true }, { token: owner })).data).toEqual({ helpful: 1, unhelpful: 0, myVote: true });
    expect((await s.call(U('help/vote'), { id, helpful: false }, { token: owner })).data).toEqual({ helpful: 0, unhelpful: 1, myVote: false });
    expect((await s.call(U('help/vote'), { id, helpful: true }, { token: staff })).data).toEqual({ helpful: 1, unhelpful: 1, myVote: true });
    const d = await s.call(U('help/detail'), { id }, { token: owner });
    expect(d.data.myVote).toBe(false);
    expect(d.data.route).toBe('/order/after-sale');
    expect((await s.call(U('help/vote'), { id: 999999, helpful: true }, { token: owner })).msg).toBe('帮助文章不存在');
    // By code: the page header's help link (src/features/content/help-routes.ts).
    const byCode = await s.call(U('help/detail'), { code: 'handle-after-sale' }, { token: owner });
    expect(byCode.data).toMatchObject({ id, code: 'handle-after-sale', title: '处理售后申请', myVote: false });
    expect((await s.call(U('help/detail'), { code: 'remote-task' }, { token: staff })).data).toMatchObject({ category: 'job', route: '/remote-task/task-list' });
    expect(await s.call(U('help/detail'), { code: 'no-such-article' }, { token: owner })).toMatchObject({ code: 0, msg: '帮助文章不存在' });
    expect(await s.call(U('help/detail'), {}, { token: owner })).toMatchObject({ code: 0, msg: '请指定帮助文章' });
    expect((await s.call(U('help/detail'), { code: '../etc' }, { token: owner })).code).toBe(0);
    const job = await s.call(U('help/list'), { category: 'job' }, { token: owner });
    expect(job.data.categories.find((c: any) => c.code === 'job')).toMatchObject({ label: '校园兼职', count: job.data.list.length });
    expect(job.data.list.map((a: any) => a.code)).toEqual(expect.arrayContaining(['remote-task', 'task-package']));
  });

  it('announcements: read state per member; a must-read waits until acknowledged', async () => {
    const l = await s.call(U('announce/list'), { pageSize: 2 }, { token: owner });
    expect(l.data.list).toHaveLength(2);
    expect(l.data.nextCursor).not.toBeNull();
    const l2 = await s.call(U('announce/list'), { pageSize: 10, cursor: l.data.nextCursor }, { token: owner });
    expect(l2.data.list.length).toBe(3);
    expect((await s.call(U('announce/mustRead'), {}, { token: owner })).data.list).toEqual([]);
    const now = clock.now();
    const id = await db.transaction().execute((trx) => publishAnnouncement(trx, { title: '必读：测试公告', body: '正文', mustRead: true, companyId, publishedAt: now }, now));
    const m = await s.call(U('announce/mustRead'), {}, { token: owner });
    expect(m.data.list.map((a: any) => a.id)).toEqual([id]);
    const d = await s.call(U('announce/detail'), { id }, { token: owner });
    expect(d.data).toMatchObject({ read: true, acked: false, mustRead: true, body: '正文' });
    expect((await s.call(U('announce/ack'), { id }, { token: owner })).code).toBe(1);
    expect((await s.call(U('announce/mustRead'), {}, { token: owner })).data.list).toEqual([]);
    // The staff member has not acknowledged it.
    expect((await s.call(U('announce/mustRead'), {}, { token: staff })).data.list).toHaveLength(1);
    // A member who joined after it was published sees it in the list, but it does not open over their pages.
    const joined = (await db.selectFrom('merchant_user').select('created_at').where('phone', '=', '13800000003').executeTakeFirstOrThrow()).created_at;
    await db.updateTable('merchant_user').set({ created_at: now + 1 }).where('phone', '=', '13800000003').execute();
    expect((await s.call(U('announce/mustRead'), {}, { token: staff })).data.list).toEqual([]);
    await db.updateTable('merchant_user').set({ created_at: joined }).where('phone', '=', '13800000003').execute();
    await s.call(U('announce/ack'), { id }, { token: staff });
    const plain = l.data.list.find((a: any) => !a.mustRead);
    expect(await s.call(U('announce/ack'), { id: plain.id }, { token: owner })).toMatchObject({ code: 0, msg: '该公告无需确认' });
    expect((await s.call(U('announce/detail'), { id: 999999 }, { token: owner })).msg).toBe('公告不存在或已下线');
  });

  it('messages: an event becomes a message for members who may see it, with its link; read and read all', async () => {
    const before = (await s.call(U('message/unread'), {}, { token: owner })).data;
    const staffBefore = (await s.call(U('message/unread'), {}, { token: staff })).data;
    const now = clock.now();
    await db.transaction().execute((trx) => emitEvent(trx, { companyId, kind: 'afterSale.created', subjectId: 4242, payload: { caseNo: 'AS4242', type: 1, amount: 1990, deadlineAt: now + 86_400_000 }, now }));
    const after = (await s.call(U('message/unread'), {}, { token: owner })).data;
    expect(after.total).toBe(before.total + 1);
    expect(after.byCategory.find((c: any) => c.category === 'afterSale').count).toBe(before.byCategory.find((c: any) => c.category === 'afterSale').count + 1);
    // The staff member holds no order.return.list: no after-sale message.
    expect((await s.call(U('message/unread'), {}, { token: staff })).data.total).toBe(staffBefore.total);
    // A second pass adds nothing.
    expect((await messagePass(db, now)).messages).toBe(0);
    const l = await s.call(U('message/list'), { category: 'afterSale', pageSize: 5 }, { token: owner });
    const m = l.data.list[0];
    expect(m).toMatchObject({ title: '新售后单 AS4242', link: '/order/after-detail?afterSaleId=4242', read: false });
    expect(m.body).toContain('¥19.90');
    // Someone else's message ids change nothing.
    expect((await s.call(U('message/read'), { ids: [m.id] }, { token: staff })).data.updated).toBe(0);
    expect((await s.call(U('message/read'), { ids: [m.id] }, { token: owner })).data.updated).toBe(1);
    expect((await s.call(U('message/unread'), {}, { token: owner })).data.total).toBe(before.total);
    await s.call(U('message/readAll'), {}, { token: owner });
    expect((await s.call(U('message/unread'), {}, { token: owner })).data.total).toBe(0);
    const unreadOnly = await s.call(U('message/list'), { unreadOnly: true }, { token: owner });
    expect(unreadOnly.data.list).toEqual([]);
  });

  it("the platform's review of an activity entry becomes a message linking to the activity", async () => {
    const e = await db.selectFrom('mk_activity_entry').select(['id', 'activity_id', 'goods_name']).where('company_id', '=', companyId).where('status', '=', EntryStatus.PENDING).orderBy('id').executeTakeFirstOrThrow();
    const now = clock.now();
    await db.transaction().execute((trx) => reviewEntry(trx, Number(e.id), false, '活动价高于近 30 天最低价', now));
    await messagePass(db, now);
    const l = await s.call(U('message/list'), { category: 'activity', pageSize: 5 }, { token: owner });
    const m = l.data.list.find((x: any) => x.title === '活动报名审核驳回' && x.body.includes(e.goods_name));
    expect(m).toBeTruthy();
    expect(m.link).toBe(`/activity/detail/${e.activity_id}`);
    expect(m.body).toContain('驳回原因：活动价高于近 30 天最低价');
    // The staff member holds no activity.platform.list: no activity message.
    const staffList = await s.call(U('message/list'), { category: 'activity', pageSize: 50 }, { token: staff });
    expect(staffList.data.list.some((x: any) => x.body.includes(e.goods_name) && x.title === '活动报名审核驳回' && x.createdAt >= now)).toBe(false);
  });

  /** The member's messages of a category (the newest 50) that match. */
  const mine = async (token: string, category: string, pred: (m: any) => boolean) => ((await s.call(U('message/list'), { category, pageSize: 50 }, { token })).data.list as any[]).filter(pred);
  const run = (cmd: PlatformCommand, args: string[]) => cmd.run(args, { handle: s.handle, out: () => {} });
  const setCompany = (values: { in_erp_whitelist?: number; in_job_whitelist?: number }) => db.updateTable('company').set(values).where('id', '=', companyId).execute();

  it("the platform's goods and brand reviews become messages for members who may open the goods or the brand", async () => {
    const g = await db.selectFrom('goods').select(['id', 'name']).where('company_id', '=', companyId).where('status', '=', 3).where('deleted_at', 'is', null).orderBy('id').executeTakeFirstOrThrow();
    await run(goodsReview, [String(g.id), 'reject', '主图含有联系方式']);
    const gm = await mine(owner, 'system', (m) => m.link === `/goods/edit?goodsId=${g.id}`);
    expect(gm).toHaveLength(1);
    expect(gm[0]).toMatchObject({ title: '商品审核驳回', body: `「${g.name}」未通过审核，驳回原因：主图含有联系方式。修改后可重新提交审核。`, read: false, kind: 'goods.reviewed' });
    // The staff member holds goods.list: the goods page is theirs too.
    expect(await mine(staff, 'system', (m) => m.link === `/goods/edit?goodsId=${g.id}`)).toHaveLength(1);

    const b = await db.selectFrom('brand').select(['id', 'name']).where('company_id', '=', companyId).where('status', '=', 0).orderBy('id').executeTakeFirstOrThrow();
    await run(brandReview, [String(b.id), 'pass']);
    const bm = await mine(owner, 'system', (m) => m.link === `/goods/brandApply?brandId=${b.id}`);
    expect(bm.map((m) => [m.title, m.body])).toEqual([['品牌申请审核通过', `品牌「${b.name}」已通过审核，发布商品时可选用。`]]);
    // The brand application needs goods.brand.detail, which the staff member does not hold.
    expect(await mine(staff, 'system', (m) => m.link === `/goods/brandApply?brandId=${b.id}`)).toEqual([]);
  });

  it('an invoice issued or rejected becomes a finance message for members with invoice.list', async () => {
    const now = clock.now();
    // Two finished months with commission to invoice (the test server seeds no money history).
    const start = monthRange(now).start;
    const m2 = dayStart(start - 40 * DAY_MS);
    const m3 = dayStart(start - 70 * DAY_MS);
    const [issued, rejected] = await db.transaction().execute(async (trx) => {
      await addDaily(trx, companyId, m2, { st_commission: 2_345 });
      await addDaily(trx, companyId, m3, { st_commission: 1_000 });
      await saveTitle(trx, { companyId, userId: ownerId, input: { titleName: '测试抬头有限公司', taxNo: '91330106MA2GQH7L33', email: 'finance@example.cn' }, now });
      const free = (await monthFigures(trx, companyId, now)).months.filter((m) => m.invoiceable > 0).map((m) => m.month);
      expect(free.length).toBeGreaterThanOrEqual(2);
      const a = await applyInvoice(trx, { companyId, userId: ownerId, invoiceType: 1, months: [free[0]!], now });
      const b = await applyInvoice(trx, { companyId, userId: ownerId, invoiceType: 1, months: [free[1]!], now });
      return [(await issueInvoice(trx, a.id, now, 'test')).row, (await rejectInvoice(trx, b.id, '抬头与营业执照名称不一致', now, 'test')).row];
    });
    const im = await mine(owner, 'finance', (m) => m.body.includes(issued.apply_no));
    expect(im).toHaveLength(1);
    expect(im[0]).toMatchObject({ title: '发票已开具', link: '/finance/invoice/history?status=1' });
    expect(im[0].body).toBe(`开票申请 ${issued.apply_no} 已开具增值税电子普通发票，发票号码 ${issued.invoice_no}，金额 ¥${(Number(issued.amount) / 100).toFixed(2)}。`);
    const rm = await mine(owner, 'finance', (m) => m.body.includes(rejected.apply_no));
    expect(rm.map((m) => [m.title, m.link])).toEqual([['开票申请被驳回', '/finance/invoice/history?status=2']]);
    expect(rm[0].body).toContain('原因：抬头与营业执照名称不一致。所含月份可重新申请开票。');
    expect(await mine(staff, 'finance', (m) => m.body.includes(issued.apply_no) || m.body.includes(rejected.apply_no))).toEqual([]);
  });

  it("the platform's verification decision becomes a message to the company's members, linking to the result page", async () => {
    const pending = await db.selectFrom('merchant_user').select('company_id').where('phone', '=', '13800000002').executeTakeFirstOrThrow();
    await decide(db, pending.company_id, { pass: false, reason: '营业执照图片不清晰，请重新上传' });
    const token = await s.login('13800000002');
    const l = await mine(token, 'system', (m) => m.kind === 'company.verifyDecided');
    expect(l.map((m) => [m.title, m.body, m.link])).toEqual([['企业认证审核驳回', '驳回原因：营业执照图片不清晰，请重新上传。请按原因修改认证资料后重新提交。', '/company-verify/result']]);
    // Another company's members hear nothing of it.
    expect(await mine(owner, 'system', (m) => m.kind === 'company.verifyDecided')).toEqual([]);
  });

  it("the platform's answer to an ERP application reaches who may open the ERP page (open.page, or every member of a whitelisted company)", async () => {
    const now = clock.now();
    const f = await db.selectFrom('erp_form').select(['id', 'form_no']).where('company_id', '=', companyId).where('status', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    // Not in the ERP whitelist: the page needs open.page, which only the owner holds.
    await setCompany({ in_erp_whitelist: 0 });
    try {
      await run(erpFormCommand, ['reject', String(f.id), '聚水潭暂未开通该店铺类型']);
      await messagePass(db, now);
    } finally {
      await setCompany({ in_erp_whitelist: 1 });
    }
    const om = await mine(owner, 'system', (m) => m.body.includes(f.form_no));
    expect(om.map((m) => [m.title, m.body, m.link])).toEqual([['对接申请已驳回', `申请单 ${f.form_no}（聚水潭）被驳回，原因：聚水潭暂未开通该店铺类型。可修改后重新申请。`, '/open/erp']]);
    expect(await mine(staff, 'system', (m) => m.body.includes(f.form_no))).toEqual([]);
    // In the whitelist every member may open the page: the staff member hears of an accepted application too.
    const no = `EF${now}`.slice(0, 20);
    const ins = await db
      .insertInto('erp_form')
      .values({ company_id: companyId, form_no: no, abutment_type: 1, vendor: 'wangdian', partner: null, status: 0, abutment_id: null, vendor_shop_id: null, contact_name: '张晓明', contact_phone: '13800000001', remark: null, reply: null, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await run(erpFormCommand, ['accept', String(ins.id)]);
    const sm = await mine(staff, 'system', (m) => m.body.includes(no));
    expect(sm).toHaveLength(1);
    expect(sm[0]).toMatchObject({ title: '对接申请已受理', link: '/open/erp' });
    expect(sm[0].body).toBe(`申请单 ${no}（旺店通）已受理，服务商正在配置。平台回复：已受理，已通知服务商`);
  });

  it("students' submissions to a remote task become one campus-job message linking to the task's review, for who may review it", async () => {
    const t = await db.selectFrom('job_recruit').select(['id', 'title']).where('company_id', '=', companyId).where('status', '=', 2).orderBy('id').executeTakeFirstOrThrow();
    const now = clock.now();
    const ids = await db.transaction().execute((trx) => simulateReceipts(trx, { companyId, recruitId: Number(t.id), n: 3, submit: true, now, random: rng(7) }));
    const first = await db.selectFrom('job_receive').select('user_name').where('id', '=', ids[0]!).executeTakeFirstOrThrow();
    const link = `/remote-task/recruit-detail?recruitId=${t.id}&status=2`;
    const om = await mine(owner, 'job', (m) => m.link === link && m.createdAt === now);
    expect(om.map((m) => [m.title, m.body])).toEqual([['远程任务有新的提交待审核', `${first.user_name}等 3 人提交了远程任务「${t.title}」的成果，请审核。`]]);
    expect(await mine(staff, 'job', (m) => m.link === link)).toEqual([]);
    // Taking a task without submitting is no message.
    await db.transaction().execute((trx) => simulateReceipts(trx, { companyId, recruitId: Number(t.id), n: 1, submit: false, now: now + 1, random: rng(8) }));
    // Out of the campus-job whitelist nobody may open the task's page, not even the owner.
    await setCompany({ in_job_whitelist: 0 });
    try {
      await db.transaction().execute((trx) => simulateReceipts(trx, { companyId, recruitId: Number(t.id), n: 1, submit: true, now: now + 2, random: rng(9) }));
      await messagePass(db, now + 2);
    } finally {
      await setCompany({ in_job_whitelist: 1 });
    }
    expect(await mine(owner, 'job', (m) => m.link === link && m.createdAt > now)).toEqual([]);
  });

  it('a platform message reaches every active member once per key', async () => {
    const now = clock.now();
    const n = await db.transaction().execute((trx) => sendPlatformMessage(trx, { key: 'test-once', category: 'system', title: '测试', body: '内容', companyId }, now));
    expect(n).toBeGreaterThanOrEqual(2);
    await db.transaction().execute((trx) => sendPlatformMessage(trx, { key: 'test-once', category: 'system', title: '测试', body: '内容', companyId }, now));
    const rows = await db.selectFrom('content_message').select('id').where('biz_key', '=', 'p:test-once').where('user_id', '=', ownerId).execute();
    expect(rows).toHaveLength(1);
  });

  it('palette: orders and after-sale cases by number, goods by name, only what the member may see', async () => {
    const o = await db.selectFrom('orders').select(['order_no']).where('company_id', '=', companyId).orderBy('id').executeTakeFirst();
    if (o) {
      const r = await s.call(U('palette/search'), { keyword: o.order_no }, { token: owner });
      expect(r.data.orders[0].orderNo).toBe(o.order_no);
    }
    const g = await db.selectFrom('goods').select(['name']).where('company_id', '=', companyId).where('deleted_at', 'is', null).executeTakeFirst();
    if (g) {
      const r = await s.call(U('palette/search'), { keyword: g.name.slice(0, 3) }, { token: owner });
      expect(r.data.goods.length).toBeGreaterThan(0);
    }
    const c = await db.selectFrom('after_sale').select(['case_no']).where('company_id', '=', companyId).executeTakeFirst();
    if (c) {
      expect((await s.call(U('palette/search'), { keyword: c.case_no }, { token: owner })).data.afterSales[0].caseNo).toBe(c.case_no);
      expect((await s.call(U('palette/search'), { keyword: c.case_no }, { token: staff })).data.afterSales).toEqual([]);
    }
    expect((await s.call(U('palette/search'), { keyword: '   ' }, { token: owner })).data).toEqual({ orders: [], goods: [], afterSales: [] });
  });

  it('refuses bad input in Chinese and changes nothing', async () => {
    expect((await s.call(U('message/list'), { pageSize: 0 }, { token: owner })).code).toBe(0);
    expect((await s.call(U('message/list'), { category: 'nope' }, { token: owner })).code).toBe(0);
    expect((await s.call(U('message/read'), { ids: [] }, { token: owner })).code).toBe(0);
    expect((await s.call(U('palette/search'), { keyword: 'x'.repeat(41) }, { token: owner })).code).toBe(0);
    expect((await s.call(U('message/unread'), {})).code).not.toBe(1);
  });
});
