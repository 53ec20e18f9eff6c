import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startTestServer, type TestServer } from '../../testing/harness.ts';
import type { Db } from '../../db/index.ts';
import { clock } from '../../lib/clock.ts';
import { SHOP_CLOSED_MSG } from '../../app.ts';
import { OPERATE_KEYS } from '../../lib/permission-keys.ts';
import { balancesOf } from '../finance/index.ts';
import { createWithdraw, payWithdraw, Channel } from '../finance/withdraw.ts';
import { resolveDispute } from '../finance/statements.ts';
import { companyCommand } from '../../platform/commands/company.ts';
import { CommandError } from '../../platform/types.ts';
import { CLOSE_CHECKS, evaluateCloseChecks, setOpenAfterSaleCases } from './close-checks.ts';
import { closingShop, type ClosingShop } from './company.testing.ts';

const U = (p: string) => `/xm-merchant/company/${p}`;

async function run(s: TestServer, args: string[]) {
  const out: string[] = [];
  await companyCommand.run(args, { handle: s.handle, out: (l) => out.push(l) });
  return out.join('\n');
}

describe.each(DIALECTS)('company settings and closing on %s', (dialect) => {
  let s: TestServer;
  let db: Db;
  let shop: ClosingShop;
  let owner: string;
  let member: string;

  beforeAll(async () => {
    s = await startTestServer(dialect);
    db = s.handle.db;
    await clock.reset(db);
    shop = await closingShop(db, clock.now());
    owner = await s.login(shop.ownerPhone);
    member = await s.login(shop.memberPhone);
  }, 60_000);
  afterAll(async () => {
    await s?.close();
  });
  afterEach(() => {
    expect(s.violations, JSON.stringify(s.violations, null, 2)).toEqual([]);
  });

  async function code(token: string, phone: string, op: string) {
    const r = await s.call(U(op), undefined, { token });
    expect(r.code, r.msg).toBe(1);
    return (await s.lastSmsCode(phone))!;
  }

  it('evaluates every check of the list, the after-sale slot included', async () => {
    const seen: string[] = [];
    const spied = CLOSE_CHECKS.map((d) => ({ ...d, evaluate: async (x: Db, id: number) => (seen.push(d.key), d.evaluate(x, id)) }));
    const checks = await evaluateCloseChecks(db, shop.companyId, spied);
    expect(seen).toEqual(['orders', 'afterSale', 'balance', 'disputes', 'deposit']);
    expect(checks.map((c) => [c.key, c.ok])).toEqual([
      ['orders', false],
      ['afterSale', true],
      ['balance', false],
      ['disputes', false],
      ['deposit', true],
    ]);
    for (const c of checks) expect(c.link).toMatch(/^\//);
    // The after-sale area's count plugs into the slot.
    const prev = setOpenAfterSaleCases(async () => 3);
    try {
      const after = (await evaluateCloseChecks(db, shop.companyId)).find((c) => c.key === 'afterSale')!;
      expect(after).toMatchObject({ ok: false, detail: '还有 3 个处理中的售后单、纠纷或申诉：请处理完毕', link: '/order/after-sale' });
    } finally {
      setOpenAfterSaleCases(prev);
    }
  });

  it('shows the verified data, edits the contact email, and sends a change request to platform review', async () => {
    const d = await s.call(U('setting/detail'), undefined, { token: owner });
    expect(d.code, d.msg).toBe(1);
    expect(d.data.company.companyName).toBe('杭州关店测试文具有限公司');
    expect(d.data.owner.name).toBe('周关店');
    expect(d.data.transferCandidates.map((m: { name: string }) => m.name)).toEqual(['吴运营']);

    expect((await s.call(U('setting/contactEmail/update'), { contactEmail: 'not-an-email' }, { token: owner })).msg).toBe('请输入正确的邮箱地址');
    const e = await s.call(U('setting/contactEmail/update'), { contactEmail: 'boss@close-test.cn' }, { token: owner });
    expect(e.data).toEqual({ contactEmail: 'boss@close-test.cn' });
    // The member's role has no company.edit.
    expect((await s.call(U('setting/contactEmail/update'), { contactEmail: 'x@y.cn' }, { token: member })).code).toBe(1004);

    expect((await s.call(U('setting/changeRequest/create'), { companyName: '杭州关店测试文具有限公司', reason: '没有变化' }, { token: owner })).msg).toBe('请至少修改一项与现有资料不同的内容');
    const r = await s.call(U('setting/changeRequest/create'), { companyName: '杭州关店测试文化用品有限公司', reason: '已办理名称变更' }, { token: owner });
    expect(r.code, r.msg).toBe(1);
    expect(r.data.changes).toEqual([{ field: 'companyName', label: '公司名称（营业执照名称）', before: '杭州关店测试文具有限公司', after: '杭州关店测试文化用品有限公司' }]);
    expect((await s.call(U('setting/changeRequest/create'), { licenseAddress: '新地址 1 号', reason: '迁址' }, { token: owner })).msg).toMatch(/已有一条变更申请/);

    expect(await run(s, ['change-request', 'list'])).toContain('公司名称（营业执照名称）：杭州关店测试文具有限公司 → 杭州关店测试文化用品有限公司');
    await expect(run(s, ['change-request', 'reject', String(r.data.changeRequestId)])).rejects.toBeInstanceOf(CommandError);
    expect(await run(s, ['change-request', 'approve', String(r.data.changeRequestId)])).toMatch(/已通过/);
    await expect(run(s, ['change-request', 'approve', String(r.data.changeRequestId)])).rejects.toThrow(/只有待审核的申请可以审核/);
    const c = await db.selectFrom('company').select('name').where('id', '=', shop.companyId).executeTakeFirstOrThrow();
    expect(c.name).toBe('杭州关店测试文化用品有限公司');
    const v = await db.selectFrom('company_verify').select('form_json').where('company_id', '=', shop.companyId).executeTakeFirstOrThrow();
    expect(JSON.parse(v.form_json!).license.name).toBe('杭州关店测试文化用品有限公司');

    // Withdrawn by the merchant: the platform can no longer decide it.
    const r2 = await s.call(U('setting/changeRequest/create'), { licenseAddress: '杭州市西湖区新地址 1 号', reason: '迁址' }, { token: owner });
    const w = await s.call(U('setting/changeRequest/cancel'), { changeRequestId: r2.data.changeRequestId }, { token: owner });
    expect(w.data.status).toBe(3);
    expect((await s.call(U('setting/changeRequest/cancel'), { changeRequestId: r2.data.changeRequestId }, { token: owner })).msg).toBe('该申请已撤回，不能撤回');
    expect(await run(s, ['change-request', 'list'])).not.toContain('新地址');
  });

  it('refuses to close while a check fails, with every reason, and sends no code', async () => {
    const k = await s.call(U('close/check'), undefined, { token: owner });
    expect(k.data.allPassed).toBe(false);
    expect(k.data.checks.filter((c: { ok: boolean }) => !c.ok).map((c: { key: string }) => c.key)).toEqual(['orders', 'balance', 'disputes']);
    expect(k.data.checks[0].detail).toMatch(/还有 1 个未完成的订单（待付款 1）/);
    expect(k.data.checks[2].detail).toBe('账户中还有可提现 ¥123.45：请全部提现到结算账户（待结算的款项结算后再提现），欠款须先补足');
    expect(k.data.checks[3].detail).toBe('还有 1 条对账异议等待平台处理');
    const sms = await s.call(U('close/smsCode'), undefined, { token: owner });
    expect(sms.msg).toBe('还不能关闭店铺：没有未完成的订单、账户余额已结清、没有待处理的异议与申诉未满足');
    const c = await s.call(U('close/submit'), { smsCode: '123456' }, { token: owner });
    expect(c.code).toBe(0);
    expect(c.msg).toMatch(/^还不能关闭店铺：没有未完成的订单（还有 1 个/);
    // Only the owner closes.
    expect((await s.call(U('close/submit'), { smsCode: '123456' }, { token: member })).code).toBe(1004);
  });

  it('hands the shop to a member by SMS: both sessions see it on their next request', async () => {
    const wrong = await s.call(U('setting/transfer/submit'), { userId: shop.memberId, smsCode: '000000' }, { token: owner });
    expect(wrong.code).toBe(0);
    const smsCode = await code(owner, shop.ownerPhone, 'setting/transfer/smsCode');
    const notMember = await s.call(U('setting/transfer/submit'), { userId: 1, smsCode }, { token: owner });
    expect(notMember.msg).toBe('成员不存在，请刷新页面');
    // A refusal inside the transaction leaves the code unused: the same code then confirms the right member.
    const t = await s.call(U('setting/transfer/submit'), { userId: shop.memberId, smsCode }, { token: owner });
    expect(t.code, t.msg).toBe(1);
    expect(t.data).toMatchObject({ ownerUserId: shop.memberId, ownerName: '吴运营', formerOwnerRole: '店长' });
    const oldInfo = await s.call('/xm-merchant/company/user/info', undefined, { token: owner });
    expect(oldInfo.data).toMatchObject({ isOwner: false, roleName: '店长' });
    const newInfo = await s.call('/xm-merchant/company/user/info', undefined, { token: member });
    expect(newInfo.data.isOwner).toBe(true);
    // The former owner can no longer close; hand it back so the next steps run as before.
    expect((await s.call(U('close/check'), undefined, { token: owner })).data.isOwner).toBe(false);
    const back = await code(member, shop.memberPhone, 'setting/transfer/smsCode');
    const owners = await db.selectFrom('merchant_user').select('id').where('phone', '=', shop.ownerPhone).executeTakeFirstOrThrow();
    const role = await db.selectFrom('role').select('id').where('company_id', '=', shop.companyId).where('name', '=', '运营专员').executeTakeFirstOrThrow();
    const r = await s.call(U('setting/transfer/submit'), { userId: owners.id, formerOwnerRoleId: role.id, smsCode: back }, { token: member });
    expect(r.data).toMatchObject({ ownerName: '周关店', formerOwnerRole: '运营专员' });
    expect((await s.call('/xm-merchant/company/user/info', undefined, { token: owner })).data.isOwner).toBe(true);
    const audits = await db.selectFrom('audit_log').select('action').where('company_id', '=', shop.companyId).where('action', '=', 'company.owner.transfer').execute();
    expect(audits).toHaveLength(2);
  });

  it('closes once every check holds: offline, goods delisted, deposit refunded, history read-only', async () => {
    const now = clock.now();
    // Fix each reason the way a merchant and the platform would.
    const closed = await s.call('/xm-merchant/order/close', { orderId: shop.orderId, reason: '买家不想要了' }, { token: owner });
    expect(closed.code, closed.msg).toBe(1);
    await resolveDispute(db, shop.disputeId, '已核实，金额无误');
    const w = await db.transaction().execute((trx) => createWithdraw(trx, { companyId: shop.companyId, userId: null, channel: Channel.NORMAL, amount: shop.available, requestId: `close-${shop.companyId}`, now }));
    await db.transaction().execute((trx) => payWithdraw(trx, w.id, now));
    const k = await s.call(U('close/check'), undefined, { token: owner });
    expect(k.data.checks.filter((c: { ok: boolean }) => !c.ok)).toEqual([]);
    expect(k.data).toMatchObject({ allPassed: true, depositBalance: shop.deposit, onSaleGoods: shop.goods });

    const smsCode = await code(owner, shop.ownerPhone, 'close/smsCode');
    expect((await s.call(U('close/submit'), { smsCode: '000000' }, { token: owner })).msg).toBe('验证码错误');
    const r = await s.call(U('close/submit'), { smsCode }, { token: owner });
    expect(r.code, r.msg).toBe(1);
    expect(r.data).toMatchObject({ delistedGoods: shop.goods, depositRefunded: shop.deposit });

    const goods = await db.selectFrom('goods').select('status').where('company_id', '=', shop.companyId).execute();
    expect(goods.map((g) => g.status)).toEqual([2, 2]);
    expect((await balancesOf(db, shop.companyId)).deposit).toBe(0);
    const refund = await db.selectFrom('fin_deposit_record').select(['amount', 'status']).where('company_id', '=', shop.companyId).where('kind', '=', 3).execute();
    expect(refund).toEqual([{ amount: shop.deposit, status: 1 }]);
    const audit = await db.selectFrom('audit_log').select('action').where('company_id', '=', shop.companyId).where('action', 'in', ['company.close', 'goods.delistAll']).orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual(['goods.delistAll', 'company.close']);
    expect(await db.selectFrom('event').select('kind').where('company_id', '=', shop.companyId).where('kind', '=', 'company.closed').execute()).toHaveLength(1);

    // Logins keep read-only access: reads answer, every write is refused with one clear message.
    const info = await s.call('/xm-merchant/company/user/info', undefined, { token: member });
    expect(info.data.shopClosedAt).toBe(r.data.closedAt);
    const operate = new Set(OPERATE_KEYS.map((x) => x.key));
    const ownerInfo = await s.call('/xm-merchant/company/user/info', undefined, { token: owner });
    expect(ownerInfo.data.authNameList.filter((x: string) => operate.has(x))).toEqual([]);
    expect((await s.call('/xm-merchant/order/list', { pageSize: 20 }, { token: owner })).code).toBe(1);
    expect((await s.call(U('close/check'), undefined, { token: owner })).data).toMatchObject({ closedAt: r.data.closedAt, checks: [], closure: { delistedGoods: 2, depositRefunded: shop.deposit } });
    for (const [url, body] of [
      ['/xm-merchant/goods/goodsInfo/batch', { action: 'onShelf', goodsIds: [1] }],
      [U('setting/contactEmail/update'), { contactEmail: 'a@b.cn' }],
      [U('close/submit'), { smsCode: '123456' }],
      ['/xm-merchant/order/remark', { orderId: shop.orderId, remark: '关店后' }],
    ] as const) {
      const x = await s.call(url, body, { token: owner });
      expect(x, url).toMatchObject({ code: 0, msg: SHOP_CLOSED_MSG });
    }
    expect(await run(s, ['status', '--closed'])).toMatch(/杭州关店测试文化用品有限公司.*已关闭（.*下架商品 2 件，退还保证金 ¥2,000.00）/);
    expect(await run(s, ['status', String(shop.companyId)])).toContain('已关闭');
    // Logging out still works.
    expect((await s.call('/xm-merchant/company/auth/logout', undefined, { token: member })).code).toBe(1);
  });

  it('leaves the demo shop open, with its verified data and one pending change request', async () => {
    const demo = await s.login('13800000001');
    const d = await s.call(U('setting/detail'), undefined, { token: demo });
    expect(d.data.closedAt).toBeNull();
    expect(d.data.company.creditCode).toBe('91330106MA2GQH7L33');
    expect(d.data.pendingChange.changes[0].field).toBe('licenseAddress');
    expect(d.data.contactEmail).toBe('service@xiaoyuan-youxuan.example.cn');
    expect(await run(s, ['status'])).toMatch(/杭州校园优选商贸有限公司.*营业中/);
  });
});
