import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startTestServer, type TestServer } from '../../testing/harness.ts';
import type { Db } from '../../db/index.ts';
import { clock } from '../../lib/clock.ts';
import { addDaily, balancesOf } from './ledger.ts';
import { reconcile } from './reconcile.ts';
import { DAY_MS, dayStart, monthRange } from './accounts-chart.ts';
import { DEFAULT_DEPOSIT, deductDeposit, refundDepositOnClose, registerRecharge, rejectRecharge } from './deposit.ts';
import { ybDecide } from './bank-account.ts';
import { deductMarketing, rechargeMarketing } from './marketing.ts';
import { lastMonths } from './invoice.ts';
import { depositCommand, invoiceCommand, ybCommand } from '../../platform/commands/finance-ops.ts';
import { fund, newCompany, readyToWithdraw, rid, snapshot } from './withdraw.testing.ts';
import { placeOrder } from '../order/testing.ts';

const U = (p: string) => `/xm-merchant/finance/${p}`;

async function run(cmd: { run: typeof depositCommand.run }, s: TestServer, args: string[]) {
  const out: string[] = [];
  await cmd.run(args, { handle: s.handle, out: (l) => out.push(l) });
  return out.join('\n');
}

describe.each(DIALECTS)('deposit, marketing, invoices and accounts on %s', (dialect) => {
  let s: TestServer;
  let db: Db;
  let owner: string;
  let staff: string;
  let c1: number;
  let ph1: string;
  let foodId: number;
  let otherId: number;

  beforeAll(async () => {
    s = await startTestServer(dialect);
    db = s.handle.db;
    await clock.reset(db);
    const level1 = await db.selectFrom('category').select(['id', 'name']).where('level', '=', 1).orderBy('sort').execute();
    foodId = level1.find((c) => c.name === '食品饮料')!.id;
    otherId = level1.find((c) => c.name !== '食品饮料')!.id;
    ({ companyId: c1, phone: ph1 } = await newCompany(db, { type: 1, name: '杭州测试文具有限公司', ownerName: '赵测试', mainCategoryIds: [foodId, otherId] }));
    owner = await s.login(ph1);
    staff = await s.login('13800000003');
  }, 60_000);
  afterAll(async () => s.close());
  afterEach(() => {
    expect(s.violations, JSON.stringify(s.violations, null, 2)).toEqual([]);
  });

  async function refused(call: () => Promise<{ code: number; msg: string }>, msg: string | RegExp) {
    const before = await snapshot(db, c1);
    const r = await call();
    expect(r.code).toBe(0);
    if (typeof msg === 'string') expect(r.msg).toBe(msg);
    else expect(r.msg).toMatch(msg);
    expect(await snapshot(db, c1)).toEqual(before);
  }

  it('deposit: required per main category (the highest), a transfer registered then confirmed by the platform, idempotent', async () => {
    const food = { id: foodId };
    await db.insertInto('fin_deposit_rule').values({ category_id: foodId, amount: 500_000, updated_at: clock.now() }).onConflict((oc) => oc.column('category_id').doUpdateSet({ amount: 500_000 })).execute();
    await db.deleteFrom('fin_deposit_rule').where('category_id', '=', otherId).execute();
    const sum = await s.call(U('deposit/summary'), undefined, { token: owner });
    expect(sum.code, sum.msg).toBe(1);
    const cats = sum.data.categories as { categoryId: number; required: number }[];
    expect(cats.map((c) => c.categoryId).sort()).toEqual([foodId, otherId].sort()); // the main categories of the verification form
    expect(cats.find((c) => c.categoryId === food.id)?.required).toBe(500_000);
    expect(cats.filter((c) => c.categoryId !== food.id).every((c) => c.required === DEFAULT_DEPOSIT)).toBe(true);
    expect(sum.data).toMatchObject({ required: 500_000, paid: 0, gap: 500_000, pendingRecharge: 0 });

    const body = { amount: 500_000, payerName: '杭州测试文具有限公司', payerAccountNo: '6222021202001234567', transferSerialNo: 'TX20261120001', transferredAt: clock.now() - 3_600_000 };
    await refused(() => s.call(U('deposit/recharge'), { ...body, transferredAt: clock.now() + DAY_MS }, { token: owner }), '转账时间不能晚于现在');
    const r = await s.call(U('deposit/recharge'), body, { token: owner });
    expect(r.code, r.msg).toBe(1);
    expect(r.data).toMatchObject({ type: 'recharge', status: 0, amount: 500_000, transferSerialNo: 'TX20261120001' });
    await refused(() => s.call(U('deposit/recharge'), body, { token: owner }), '转账流水号 TX20261120001 已登记过，请勿重复登记');
    expect((await s.call(U('deposit/summary'), undefined, { token: owner })).data).toMatchObject({ paid: 0, pendingRecharge: 500_000 });

    expect(await run(depositCommand, s, ['list'])).toContain('TX20261120001');
    expect(await run(depositCommand, s, ['confirm', String(r.data.depositRecordId)])).toContain('已确认到账');
    expect((await balancesOf(db, c1)).deposit).toBe(500_000);
    const before = await snapshot(db, c1);
    expect(await run(depositCommand, s, ['confirm', String(r.data.depositRecordId)])).toContain('未重复入账');
    expect(await snapshot(db, c1)).toEqual(before);
    await expect(run(depositCommand, s, ['reject', String(r.data.depositRecordId), '查无此款'])).rejects.toThrow('已到账，不能驳回');
    expect((await s.call(U('deposit/summary'), undefined, { token: owner })).data).toMatchObject({ paid: 500_000, gap: 0, pendingRecharge: 0 });

    // A second transfer the platform cannot find: rejected with its reason, nothing posted.
    const r2 = await s.call(U('deposit/recharge'), { ...body, amount: 10_000, transferSerialNo: 'TX20261120002' }, { token: owner });
    expect(await run(depositCommand, s, ['reject', String(r2.data.depositRecordId), '未查到该笔转账'])).toContain('已驳回');
    expect((await balancesOf(db, c1)).deposit).toBe(500_000);
    const recs = await s.call(U('deposit/records'), { filter: { type: 'recharge' }, pageSize: 1 }, { token: owner });
    expect(recs.data.list).toHaveLength(1);
    expect(recs.data.list[0]).toMatchObject({ status: 2, rejectReason: '未查到该笔转账' });
    expect(recs.data.hasMore).toBe(true);
    const next = await s.call(U('deposit/records'), { filter: { type: 'recharge' }, pageSize: 1, cursor: recs.data.nextCursor }, { token: owner });
    expect(next.data.list[0]).toMatchObject({ status: 1, depositRecordId: r.data.depositRecordId });
    expect(next.data.list[0].confirmedAt).toBeGreaterThan(0);
  });

  it('deposit: a transfer serial is unique within the company; parallel duplicates get the business message', async () => {
    const input = { amount: 10_000, payerName: '另一家测试公司', payerAccountNo: '6222021202007654321', transferSerialNo: 'TX20261120001', transferredAt: clock.now() - 3_600_000 };
    const { companyId: c9 } = await newCompany(db, { type: 1, name: '另一家测试公司', ownerName: '钱测试' });
    // c1 registered TX20261120001 above: another company may register its own transfer with the same serial.
    const mine = await registerRecharge(db, { companyId: c9, userId: 1, input, now: clock.now() });
    expect(mine.status).toBe(0);
    // Two requests of the same company that both passed the check (the check sees no row): the index refuses
    // the second with the business message, not a 500.
    const ids = new Set<string>();
    const blind = db.withPlugin({
      transformQuery(a) {
        const n: any = a.node;
        if (n.kind === 'SelectQueryNode' && JSON.stringify(n.from).includes('"fin_deposit_record"')) ids.add(a.queryId.queryId);
        return a.node;
      },
      transformResult: async (a) => (ids.has(a.queryId.queryId) ? { ...a.result, rows: [] } : a.result),
    });
    await expect(registerRecharge(blind, { companyId: c9, userId: 1, input, now: clock.now() })).rejects.toThrow('转账流水号 TX20261120001 已登记过，请勿重复登记');
  });

  it('platform rejections: a record or application that changed after it was read is not rejected over it', async () => {
    const { companyId: c8 } = await newCompany(db, { type: 1, name: '第三家测试公司', ownerName: '孙测试' });
    /** The db, where another command's change commits right after the first read of `table`. */
    const racing = (table: string, change: () => Promise<unknown>): Db => {
      let fired = false;
      const ids = new Set<string>();
      return db.withPlugin({
        transformQuery(a) {
          const n: any = a.node;
          if (n.kind === 'SelectQueryNode' && JSON.stringify(n.from).includes(`"${table}"`)) ids.add(a.queryId.queryId);
          return a.node;
        },
        async transformResult(a) {
          if (!fired && ids.has(a.queryId.queryId)) {
            fired = true;
            await change();
          }
          return a.result;
        },
      });
    };
    const input = { amount: 10_000, payerName: '第三家测试公司', payerAccountNo: '6222021202001111222', transferSerialNo: 'TX-RACE-1', transferredAt: clock.now() - 3_600_000 };
    const rec = await registerRecharge(db, { companyId: c8, userId: 1, input, now: clock.now() });
    const confirmNow = () => db.updateTable('fin_deposit_record').set({ status: 1 }).where('id', '=', rec.id).execute();
    await expect(rejectRecharge(racing('fin_deposit_record', confirmNow), rec.id, '查无此款', clock.now())).rejects.toThrow('状态已变化');
    expect((await db.selectFrom('fin_deposit_record').select(['status', 'reject_reason']).where('id', '=', rec.id).executeTakeFirstOrThrow())).toEqual({ status: 1, reject_reason: null });

    await db.insertInto('fin_yb_account').values({ company_id: c8, status: 1, materials_json: '{}', reason: null, merchant_no: null, submitted_at: clock.now(), reviewed_at: null, updated_at: clock.now() }).execute();
    const openNow = () => db.updateTable('fin_yb_account').set({ status: 2, merchant_no: 'YB-OTHER' }).where('company_id', '=', c8).execute();
    await expect(ybDecide(racing('fin_yb_account', openNow), c8, { approve: false, reason: '材料不清晰' }, clock.now())).rejects.toThrow('状态已变化');
    expect(await db.selectFrom('fin_yb_account').select(['status', 'merchant_no']).where('company_id', '=', c8).executeTakeFirstOrThrow()).toEqual({ status: 2, merchant_no: 'YB-OTHER' });
  });

  it('deposit: penalty deductions for the violation area (replay posts nothing, shortfall reported) and the refund on close', async () => {
    const at = clock.now();
    const d1 = await db.transaction().execute((trx) => deductDeposit(trx, { companyId: c1, amount: 30_000, reason: '虚假发货，扣除保证金', key: 'violation:77', at, cause: { type: 'penalty', id: 77, no: 'WG2026112400077' } }));
    expect(d1).toMatchObject({ deducted: 30_000, shortfall: 0, replay: false });
    const again = await db.transaction().execute((trx) => deductDeposit(trx, { companyId: c1, amount: 30_000, reason: '虚假发货，扣除保证金', key: 'violation:77', at }));
    expect(again).toMatchObject({ recordId: d1.recordId, replay: true });
    expect((await balancesOf(db, c1)).deposit).toBe(470_000);
    const big = await db.transaction().execute((trx) => deductDeposit(trx, { companyId: c1, amount: 900_000, reason: '严重违规', key: 'violation:78', at }));
    expect(big).toMatchObject({ deducted: 470_000, shortfall: 430_000 });
    const recs = await s.call(U('deposit/records'), { filter: { type: 'deduction' }, pageSize: 10 }, { token: owner });
    expect(recs.data.list.map((x: any) => [x.amount, x.causeType])).toEqual([
      [470_000, 'penalty'],
      [30_000, 'penalty'],
    ]);
    expect(recs.data.list[1]).toMatchObject({ causeId: 77, causeNo: 'WG2026112400077', reason: '虚假发货，扣除保证金' });
    // Refund on close: refused while an after-sale case is open.
    const r = await s.call(U('deposit/recharge'), { amount: 20_000, payerName: '杭州测试文具有限公司', payerAccountNo: '6222021202001234567', transferSerialNo: 'TX20261120003', transferredAt: at - 1000 }, { token: owner });
    await run(depositCommand, s, ['confirm', String(r.data.depositRecordId)]);
    const o = await placeOrder(db, c1, { status: 4, afterSale: true });
    await expect(db.transaction().execute((trx) => refundDepositOnClose(trx, { companyId: c1, key: 'close:1', at }))).rejects.toThrow('店铺还有处理中的售后单，全部处理完毕后才能退还保证金');
    await db.updateTable('orders').set({ after_sale_status: 2 }).where('id', '=', o.id).execute();
    const refund = await db.transaction().execute((trx) => refundDepositOnClose(trx, { companyId: c1, key: 'close:1', at }));
    expect(refund).toMatchObject({ refunded: 20_000, replay: false });
    expect((await db.transaction().execute((trx) => refundDepositOnClose(trx, { companyId: c1, key: 'close:1', at }))).replay).toBe(true);
    expect((await balancesOf(db, c1)).deposit).toBe(0);
    expect((await reconcile(db)).discrepancies).toEqual([]);
  });

  it('marketing: recharge from the available balance (refused above it with the figures), replay changes nothing, deductions for the marketing area', async () => {
    await fund(db, c1, 100_000, clock.now());
    await refused(() => s.call(U('marketing/recharge'), { amount: 100_001, requestId: rid() }, { token: owner }), '充值金额超过可提现余额：可提现 ¥1,000.00，本次充值 ¥1,000.01');
    const requestId = rid();
    const r = await s.call(U('marketing/recharge'), { amount: 60_000, requestId }, { token: owner });
    expect(r.code, r.msg).toBe(1);
    expect(r.data).toMatchObject({ balance: 60_000, available: 40_000, rechargedTotal: 60_000, spentTotal: 0 });
    const before = await snapshot(db, c1);
    expect((await s.call(U('marketing/recharge'), { amount: 60_000, requestId }, { token: owner })).data.balance).toBe(60_000);
    // A parallel retry that passed the replay check too: the unique source key answers in Chinese, not a 500.
    const seen = new Set<string>();
    const blind = db.withPlugin({
      transformQuery(a) {
        const n: any = a.node;
        if (n.kind === 'SelectQueryNode' && JSON.stringify(n.from).includes('"fin_marketing_record"')) seen.add(a.queryId.queryId);
        return a.node;
      },
      transformResult: async (a) => (seen.has(a.queryId.queryId) ? { ...a.result, rows: [] } : a.result),
    });
    await expect(rechargeMarketing(blind, { companyId: c1, userId: 1, amount: 10_000, requestId, now: clock.now() })).rejects.toThrow('该充值请求正在处理或已完成，请刷新页面查看结果');
    expect(await snapshot(db, c1)).toEqual(before);
    const d = await db.transaction().execute((trx) => deductMarketing(trx, { companyId: c1, amount: 2_500, reason: '满 50 减 5 优惠券店铺承担部分', key: 'coupon:9:order:1', at: clock.now() }));
    expect(d).toMatchObject({ replay: false, balanceAfter: 57_500 });
    expect((await db.transaction().execute((trx) => deductMarketing(trx, { companyId: c1, amount: 2_500, reason: 'x', key: 'coupon:9:order:1', at: clock.now() }))).replay).toBe(true);
    await expect(db.transaction().execute((trx) => deductMarketing(trx, { companyId: c1, amount: 100_000, reason: '活动费用', key: 'act:1', at: clock.now() }))).rejects.toThrow('营销资金余额不足：余额 ¥575.00，本次扣费 ¥1,000.00，请先充值');
    const sum = await s.call(U('marketing/summary'), undefined, { token: owner });
    expect(sum.data).toMatchObject({ balance: 57_500, rechargedTotal: 60_000, spentTotal: 2_500, monthSpent: 2_500 });
    const flow = await s.call(U('marketing/flow'), { filter: {}, pageSize: 1 }, { token: owner });
    expect(flow.code, flow.msg).toBe(1);
    expect(flow.data.list[0]).toMatchObject({ account: 'marketing', kind: 'marketing_cost', amount: -2_500, balanceAfter: 57_500 });
    const rest = await s.call(U('marketing/flow'), { filter: {}, pageSize: 10, cursor: flow.data.nextCursor }, { token: owner });
    expect(rest.data.list.map((l: any) => [l.kind, l.amount])).toEqual([['marketing_recharge', 60_000]]);
    const onlyCosts = await s.call(U('marketing/flow'), { filter: { kinds: ['marketing_cost'] }, pageSize: 10 }, { token: owner });
    expect(onlyCosts.data.list).toHaveLength(1);
    expect((await reconcile(db)).discrepancies).toEqual([]);
  });

  it('invoices: title, apply on finished months only, platform issue/reject, PDF download, red-letter reversal frees the month', async () => {
    const now = clock.now();
    const [current, last, before] = lastMonths(now, 3) as [string, string, string];
    // Commission charged at settlement in the last two finished months and in this one.
    await addDaily(db, c1, dayStart(monthRange(now).start - 5 * DAY_MS), { st_commission: 12_345 });
    await addDaily(db, c1, dayStart(monthRange(monthRange(now).start - DAY_MS).start - 5 * DAY_MS), { st_commission: 20_000 });
    await addDaily(db, c1, dayStart(now), { st_commission: 999 });
    const sum = await s.call(U('invoice/summary'), undefined, { token: owner });
    expect(sum.code, sum.msg).toBe(1);
    const byMonth = Object.fromEntries((sum.data.months as any[]).map((m) => [m.month, m]));
    expect(byMonth[last]).toMatchObject({ commission: 12_345, invoiceable: 12_345 });
    expect(byMonth[before]).toMatchObject({ commission: 20_000, invoiceable: 20_000 });
    expect(byMonth[current]).toMatchObject({ commission: 999, invoiceable: 0 });
    expect(sum.data.invoiceable).toBe(32_345);

    await refused(() => s.call(U('invoice/apply'), { invoiceType: 1, months: [last] }, { token: owner }), '请先填写并保存发票抬头');
    const t = await s.call(U('invoice/title/save'), { titleName: '杭州测试文具有限公司', taxNo: '91330106MA2GQH7L33', email: 'finance@example.cn' }, { token: owner });
    expect(t.data.title).toMatchObject({ titleName: '杭州测试文具有限公司', registeredAddress: null });
    await refused(() => s.call(U('invoice/apply'), { invoiceType: 2, months: [last] }, { token: owner }), '开具专用发票须先在发票抬头中填写注册地址、注册电话、开户银行与银行账号');
    await refused(() => s.call(U('invoice/apply'), { invoiceType: 1, months: [current] }, { token: owner }), `${current} 尚未结束，次月起可申请该月的发票`);
    await refused(() => s.call(U('invoice/apply'), { invoiceType: 1, months: [last, last] }, { token: owner }), /^开票月份/);
    await refused(() => s.call(U('invoice/apply'), { invoiceType: 1, months: ['2020-01'] }, { token: owner }), '只能申请近 24 个月的发票：2020-01 已超出');

    const a = await s.call(U('invoice/apply'), { invoiceType: 1, months: [last, before], remark: '请尽快开具' }, { token: owner });
    expect(a.code, a.msg).toBe(1);
    expect(a.data).toMatchObject({ amount: 32_345, status: 0, months: [before, last].sort() });
    await refused(() => s.call(U('invoice/apply'), { invoiceType: 1, months: [last] }, { token: owner }), `${last} 已在开票中或已开票，不能重复申请`);
    expect((await s.call(U('invoice/summary'), undefined, { token: owner })).data).toMatchObject({ invoiceable: 0, inProgress: 32_345, invoiced: 0 });
    expect(await s.call(U('invoice/download'), { invoiceId: a.data.invoiceId }, { token: owner })).toMatchObject({ code: 0, msg: '发票尚未开具' });

    // The platform rejects it: the months can be applied for again; rejecting twice changes nothing.
    expect(await run(invoiceCommand, s, ['reject', String(a.data.invoiceId), '抬头与税号不一致'])).toContain('已驳回');
    expect(await run(invoiceCommand, s, ['reject', String(a.data.invoiceId), '再次'])).toContain('早已驳回');
    await expect(run(invoiceCommand, s, ['issue', String(a.data.invoiceId)])).rejects.toThrow('只有待开票的可以开具');
    const b = await s.call(U('invoice/apply'), { invoiceType: 1, months: [last] }, { token: owner });
    expect(b.code, b.msg).toBe(1);
    expect(await run(invoiceCommand, s, ['list'])).toContain(b.data.applyNo);
    expect(await run(invoiceCommand, s, ['issue', String(b.data.invoiceId)])).toContain('已开具');
    expect(await run(invoiceCommand, s, ['issue', String(b.data.invoiceId)])).toContain('早已开具');
    const file = await s.call(U('invoice/download'), { invoiceId: b.data.invoiceId }, { token: owner });
    expect(file.code, file.msg).toBe(1);
    expect(file.data.mime).toBe('application/pdf');
    expect(Buffer.from(file.data.contentBase64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    expect((await s.call(U('invoice/summary'), undefined, { token: owner })).data).toMatchObject({ invoiced: 12_345, inProgress: 0, invoiceable: 20_000 });

    // Red-letter reversal by the merchant: the month is invoiceable again, the file gains the red page.
    await refused(() => s.call(U('invoice/red'), { invoiceId: b.data.invoiceId, reason: '太短' }, { token: owner }), /.+/);
    const red = await s.call(U('invoice/red'), { invoiceId: b.data.invoiceId, reason: '发票抬头有误，需重新开具' }, { token: owner });
    expect(red.data).toMatchObject({ status: 3, redReason: '发票抬头有误，需重新开具' });
    expect(red.data.redInvoiceNo).toMatch(/^\d{20}$/);
    await refused(() => s.call(U('invoice/red'), { invoiceId: b.data.invoiceId, reason: '发票抬头有误，需重新开具' }, { token: owner }), '发票当前为「已红冲」，只有已开票的发票可以红冲');
    expect((await s.call(U('invoice/summary'), undefined, { token: owner })).data).toMatchObject({ invoiced: 0, invoiceable: 32_345 });
    const list = await s.call(U('invoice/list'), { filter: {}, pageSize: 10 }, { token: owner });
    expect(list.data.list.map((x: any) => x.status)).toEqual([3, 2]);
    const staffList = await s.call(U('invoice/list'), { filter: {}, pageSize: 10 }, { token: staff });
    expect(staffList.code).toBe(1004);
  });

  it('settlement account: owner only, SMS code, name and type rules, refused while a withdrawal is in progress, audit row with masked numbers', async () => {
    const now = clock.now();
    await readyToWithdraw(db, c1, now, { accountType: 1, accountName: '杭州测试文具有限公司' });
    const detail = await s.call(U('account/detail'), undefined, { token: owner });
    expect(detail.data).toMatchObject({ companyType: 1, isOwner: true, allowedAccountTypes: [1], allowedNames: ['杭州测试文具有限公司'], ownerPhoneMasked: `${ph1.slice(0, 3)}****${ph1.slice(7)}` });
    expect(detail.data.bankAccount.accountNoMasked).toMatch(/\*{4}/);
    expect((await s.call(U('account/smsCode'), undefined, { token: staff })).code).toBe(1004);
    const body = { accountType: 1, accountName: '杭州测试文具有限公司', bankName: '中国工商银行', branchName: '中国工商银行杭州西湖支行', accountNumber: '1202021209900123456', smsCode: '000000' };
    await refused(() => s.call(U('account/update'), { ...body, accountType: 2 }, { token: owner }), '企业与跨境企业的结算账户须为对公账户');
    await refused(() => s.call(U('account/update'), { ...body, accountName: '赵测试' }, { token: owner }), '对公账户的开户名须与营业执照名称「杭州测试文具有限公司」一致');
    await refused(() => s.call(U('account/update'), body, { token: owner }), '请先获取短信验证码');
    const sent = await s.call(U('account/smsCode'), undefined, { token: owner });
    expect(sent.data).toMatchObject({ phoneMasked: `${ph1.slice(0, 3)}****${ph1.slice(7)}`, cooldownSeconds: 60, expireSeconds: 600 });
    expect(await s.call(U('account/smsCode'), undefined, { token: owner })).toMatchObject({ code: 0, msg: expect.stringMatching(/^验证码发送过于频繁/) });
    await refused(() => s.call(U('account/update'), body, { token: owner }), '验证码错误');
    const code = (await s.lastSmsCode(ph1))!;
    const ok = await s.call(U('account/update'), { ...body, smsCode: code }, { token: owner });
    expect(ok.code, ok.msg).toBe(1);
    expect(ok.data.bankAccount).toMatchObject({ bankName: '中国工商银行', accountNoMasked: '**** **** 3456' });
    expect(ok.data.changes[0]).toMatchObject({ operatorName: '赵测试', accountNoMasked: '**** **** 3456' });
    // The code is single use.
    await refused(() => s.call(U('account/update'), { ...body, bankName: '中国银行', smsCode: code }, { token: owner }), '验证码已失效，请重新获取');
    const audit = await db.selectFrom('audit_log').select(['action', 'detail', 'user_id']).where('company_id', '=', c1).where('action', '=', 'finance.account.update').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.detail).toContain('**** **** 3456');
    expect(audit[0]!.detail).not.toContain('1202021209900123456');
    // A withdrawal in progress blocks a change.
    await fund(db, c1, 50_000, now);
    await clock.advance(db, 61_000);
    await s.call(U('withdraw/smsCode'), undefined, { token: owner });
    const wd = await s.call(U('withdraw/create'), { channel: 'normal', amount: 20_000, smsCode: (await s.lastSmsCode(ph1))!, requestId: rid() }, { token: owner });
    expect(wd.code, wd.msg).toBe(1);
    await refused(() => s.call(U('account/update'), { ...body, bankName: '中国银行' }, { token: owner }), `提现 ${wd.data.withdrawNo} 正在处理中，到账或退回后才能修改收款账户`);
  });

  it('YeePay sub-account: submit, under review, rejected with reason, re-submit, opened', async () => {
    const { companyId: c3, phone: ph3 } = await newCompany(db, { type: 4, name: '香港测试贸易有限公司', ownerName: '陈测试' });
    const token = await s.login(ph3);
    const none = await s.call(U('account/yb/detail'), undefined, { token });
    expect(none.data).toMatchObject({ status: 0, merchantNo: null, licenceName: '香港测试贸易有限公司' });
    const body = { contactName: '陈嘉欣', contactPhone: '13800000004', contactEmail: 'chen@example.hk', idFrontUrl: '/demo-goods/bag.svg', idBackUrl: '/demo-goods/bag.svg' };
    expect(await s.call(U('account/yb/submit'), body, { token })).toMatchObject({ code: 0, msg: '身份证人像面请通过上传获得地址' });
    // Real uploads of the company.
    const up = async () => {
      const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
      const boundary = '----xm' + Math.random().toString(16).slice(2);
      const payload = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="scene"\r\n\r\nlicense\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="id.png"\r\nContent-Type: image/png\r\n\r\n`),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const res = await s.app.inject({ method: 'POST', url: '/xm-merchant/common/upload', headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
      return res.json().data.url as string;
    };
    const files = { idFrontUrl: await up(), idBackUrl: await up() };
    expect(await s.call(U('account/yb/submit'), { ...body, ...files }, { token })).toMatchObject({ code: 0, msg: '请先绑定结算银行账户，再提交开户资料' });
    await db.insertInto('fin_bank_account').values({ company_id: c3, kind: 1, account_type: 1, account_name: '香港测试贸易有限公司', bank_name: '中国银行', branch_name: '中国银行深圳前海支行', account_no: '755912345678901', currency: 'CNY', swift_code: null, region: null, status: 1, created_by: null, created_at: clock.now(), replaced_at: null }).execute();
    const sub = await s.call(U('account/yb/submit'), { ...body, ...files }, { token });
    expect(sub.code, sub.msg).toBe(1);
    expect(sub.data).toMatchObject({ status: 1, contactName: '陈嘉欣', contactPhoneMasked: '138****0004', settleAccountMasked: '中国银行 **** **** 8901' });
    expect(sub.data.idFrontUrl).toContain('?e=');
    expect(await s.call(U('account/yb/submit'), { ...body, ...files }, { token })).toMatchObject({ code: 0, msg: '开户资料正在审核中，请耐心等待' });
    expect(await run(ybCommand, s, ['list'])).toContain('香港测试贸易有限公司');
    expect(await run(ybCommand, s, ['reject', String(c3), '身份证照片不清晰'])).toContain('已驳回');
    expect((await s.call(U('account/yb/detail'), undefined, { token })).data).toMatchObject({ status: 3, rejectReason: '身份证照片不清晰' });
    expect((await s.call(U('account/yb/submit'), { ...body, ...files }, { token })).data.status).toBe(1);
    expect(await run(ybCommand, s, ['approve', String(c3)])).toMatch(/子商户号 YB\d{11}/);
    const opened = (await s.call(U('account/yb/detail'), undefined, { token })).data;
    expect(opened).toMatchObject({ status: 2, rejectReason: null });
    expect(opened.openedAt).toBeGreaterThan(0);
    expect(await s.call(U('account/yb/submit'), { ...body, ...files }, { token })).toMatchObject({ code: 0, msg: '易宝支付子账户已开通，无需重复提交' });
    await expect(run(ybCommand, s, ['approve', String(c3)])).rejects.toThrow('只有审核中的开户申请可以审核');
    // The deposit records list answers the transfer voucher signed for its owner, like the recharge answer.
    const rec = await s.call(U('deposit/recharge'), { amount: 10_000, payerName: '香港测试贸易有限公司', payerAccountNo: '755912345678901', transferSerialNo: 'TX20261120099', transferredAt: clock.now() - 60_000, voucherUrl: files.idFrontUrl }, { token });
    expect(rec.code, rec.msg).toBe(1);
    expect(rec.data.voucherUrl).toContain('?e=');
    const listed = await s.call(U('deposit/records'), { pageSize: 5 }, { token });
    expect(listed.data.list[0].voucherUrl).toContain('?e=');
  });
});

describe('maskAccountNo', () => {
  it('shows the last four characters only, whatever the length', async () => {
    const { maskAccountNo } = await import('./bank-account.ts');
    expect(maskAccountNo('12345678')).toBe('**** **** 5678');
    expect(maskAccountNo('6222020200112233445')).toBe('**** **** 3445');
    expect(maskAccountNo('1234')).toBe('**** **** ****');
    for (const no of ['12345678', '123456789012', 'GB29NWBK60161331926819']) expect(maskAccountNo(no)).not.toContain(no.slice(0, 4));
  });
});
