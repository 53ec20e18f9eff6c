import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startTestServer, type TestServer } from '../../testing/harness.ts';
import type { Db } from '../../db/index.ts';
import { clock } from '../../lib/clock.ts';
import { balancesOf, postTransaction } from './ledger.ts';
import { fund, newCompany, readyToWithdraw, snapshot } from './withdraw.testing.ts';
import { reconcile } from './reconcile.ts';
import { DAY_MS } from './accounts-chart.ts';
import { bindAccount } from './bank-account.ts';
import { createWithdraw, feeOf, CHANNEL_RULES, Channel, convert, addWorkdays, chinaDate } from './withdraw.ts';
import { withdrawCommand } from '../../platform/commands/finance-ops.ts';
import { CommandError } from '../../platform/types.ts';

const U = (p: string) => `/xm-merchant/finance/${p}`;
import { rid } from './withdraw.testing.ts';

async function run(cmd: typeof withdrawCommand, s: TestServer, args: string[]) {
  const out: string[] = [];
  await cmd.run(args, { handle: s.handle, out: (l) => out.push(l) });
  return out.join('\n');
}

describe.each(DIALECTS)('withdrawals on %s', (dialect) => {
  let s: TestServer;
  let db: Db;
  let owner: string;
  let c1: number;
  let c3: number;
  let c2: number;
  let ph1: string;
  let ph2: string;
  let ph3: string;

  beforeAll(async () => {
    s = await startTestServer(dialect);
    db = s.handle.db;
    await clock.reset(db);
    ({ companyId: c1, phone: ph1 } = await newCompany(db, { type: 1, name: '杭州测试文具有限公司', ownerName: '赵测试' }));
    ({ companyId: c2, phone: ph2 } = await newCompany(db, { type: 3, name: '青禾小铺', ownerName: '王青禾' }));
    ({ companyId: c3, phone: ph3 } = await newCompany(db, { type: 4, name: '香港测试贸易有限公司', ownerName: '陈测试' }));
    owner = await s.login(ph1);
  }, 60_000);
  afterAll(async () => {
    await clock.reset(db);
    await s.close();
  });
  afterEach(() => {
    expect(s.violations, JSON.stringify(s.violations, null, 2)).toEqual([]);
  });

  async function smsCode(token: string, phone: string, op = 'withdraw/smsCode') {
    const r = await s.call(U(op), undefined, { token });
    expect(r.code, r.msg).toBe(1);
    return (await s.lastSmsCode(phone))!;
  }

  /** Refused with exactly this message, and nothing changed (balances, rows, postings, audit). */
  async function refused(call: () => Promise<{ code: number; msg: string }>, msg: string | RegExp, companyId = c1) {
    const before = await snapshot(db, companyId);
    const r = await call();
    expect(r.code).toBe(0);
    if (typeof msg === 'string') expect(r.msg).toBe(msg);
    else expect(r.msg).toMatch(msg);
    expect(await snapshot(db, companyId)).toEqual(before);
  }

  it('fee, tax, rate and arrival rules compute as documented', () => {
    const normal = CHANNEL_RULES[Channel.NORMAL]!;
    expect(feeOf(normal, 1_000)).toBe(100); // minimum ¥1
    expect(feeOf(normal, 1_000_000)).toBe(1_000); // 0.1 %
    expect(feeOf(normal, 10_000_000)).toBe(2_500); // capped at ¥25
    expect(convert(100_000, 'USD', '0.138900')).toBe(13_890); // ¥1,000.00 → $138.90
    expect(convert(100_000, 'JPY', '21.180000')).toBe(21_180);
    // Friday 2026-11-27 10:00 China time: one working day later is Monday 2026-11-30.
    const friday = Date.UTC(2026, 10, 27, 2);
    expect(chinaDate(addWorkdays(friday, 1))).toBe('2026-11-30');
  });

  it('refuses a withdrawal before an account is bound and the YeePay sub-account is open, with the reasons in the preview', async () => {
    const p = await s.call(U('withdraw/preview'), { channel: 'normal', amount: 10_000 }, { token: owner });
    expect(p.code).toBe(1);
    expect(p.data.allowed).toBe(false);
    expect(p.data.reasons).toContain('请先绑定结算银行账户');
    expect(p.data.reasons).toContain('易宝支付子账户尚未开通，开通后才能提现');
    await refused(() => s.call(U('withdraw/create'), { channel: 'normal', amount: 10_000, smsCode: '123456', requestId: rid() }, { token: owner }), '请先绑定结算银行账户');
  });

  it('previews fee, arrival and limits, then withdraws: available → withdrawing, one posting, audit row; the platform pays it (idempotent)', async () => {
    const now = clock.now();
    await readyToWithdraw(db, c1, now, { accountType: 1, accountName: '杭州测试文具有限公司' });
    await fund(db, c1, 500_000, now);
    const p = await s.call(U('withdraw/preview'), { channel: 'normal', amount: 100_000 }, { token: owner });
    expect(p.data).toMatchObject({ channel: 'normal', available: 500_000, amount: 100_000, fee: 100, taxWithheld: 0, arrivalAmount: 99_900, currency: 'CNY', allowed: true, reasons: [], dailyLimit: 1, todayCount: 0, minAmount: 1_000 });
    expect(p.data.expectedArrivalAt).toBe(addWorkdays(now, 1));
    expect(p.data.account.accountNoMasked).toMatch(/^\*{4} \*{4} \d{4}$/);
    const noAmount = await s.call(U('withdraw/preview'), { channel: 'normal' }, { token: owner });
    expect(noAmount.data.amount).toBe(500_000); // the most that can be withdrawn now

    const code = await smsCode(owner, ph1);
    const requestId = rid();
    const r = await s.call(U('withdraw/create'), { channel: 'normal', amount: 100_000, smsCode: code, requestId }, { token: owner });
    expect(r.code, r.msg).toBe(1);
    expect(r.data).toMatchObject({ channel: 'normal', amount: 100_000, fee: 100, arrivalAmount: 99_900, status: 0 });
    expect(r.data.withdrawNo).toMatch(/^W\d{16}$/);
    expect(await balancesOf(db, c1)).toMatchObject({ available: 400_000, withdrawing: 100_000 });
    const audit = await db.selectFrom('audit_log').select('action').where('company_id', '=', c1).where('action', '=', 'finance.withdraw.create').execute();
    expect(audit).toHaveLength(1);

    // A retried request answers the same withdrawal and moves nothing.
    const txBefore = (await snapshot(db, c1)).tx;
    const again = await s.call(U('withdraw/create'), { channel: 'normal', amount: 100_000, smsCode: code, requestId }, { token: owner });
    expect(again.data.withdrawalId).toBe(r.data.withdrawalId);
    expect((await snapshot(db, c1)).tx).toBe(txBefore);

    const list = await s.call(U('withdraw/list'), { filter: { status: 0 }, pageSize: 20 }, { token: owner });
    expect(list.data.list.map((w: any) => w.withdrawalId)).toEqual([r.data.withdrawalId]);

    expect(await run(withdrawCommand, s, ['list'])).toContain(r.data.withdrawNo);
    expect(await run(withdrawCommand, s, ['pay', String(r.data.withdrawalId)])).toContain('已到账');
    expect(await balancesOf(db, c1)).toMatchObject({ available: 400_000, withdrawing: 0 });
    const platform = await db.selectFrom('fin_account').select(['code', 'balance']).where('company_id', '=', 0).where('code', 'in', ['bank_out', 'fee']).execute();
    expect(Object.fromEntries(platform.map((x) => [x.code, Number(x.balance)]))).toMatchObject({ fee: 100 });
    const before = await snapshot(db, c1);
    expect(await run(withdrawCommand, s, ['pay', String(r.data.withdrawalId)])).toContain('未重复打款');
    expect(await snapshot(db, c1)).toEqual(before);
    await expect(run(withdrawCommand, s, ['fail', String(r.data.withdrawalId), '账户冻结'])).rejects.toThrow(/当前为「已到账」，不能再标记失败/);
    const paid = await s.call(U('withdraw/list'), { filter: { status: 1 }, pageSize: 20 }, { token: owner });
    expect(paid.data.list[0]).toMatchObject({ status: 1, withdrawalId: r.data.withdrawalId });
    expect(paid.data.list[0].paidAt).toBeGreaterThan(0);
    expect((await reconcile(db)).discrepancies).toEqual([]);
  });

  it('refuses each rule with its Chinese message and changes nothing', async () => {
    // Second withdrawal the same day.
    await refused(() => s.call(U('withdraw/create'), { channel: 'normal', amount: 10_000, smsCode: '123456', requestId: rid() }, { token: owner }), /^每天只能提现一次，今日已提现（单号 W\d+）$/);
    await clock.advance(db, DAY_MS);
    // Below the minimum, above the available balance (with the figures), the wrong channel for the company type.
    await refused(() => s.call(U('withdraw/create'), { channel: 'normal', amount: 999, smsCode: '123456', requestId: rid() }, { token: owner }), '提现金额不能低于 ¥10.00');
    await refused(() => s.call(U('withdraw/create'), { channel: 'normal', amount: 400_001, smsCode: '123456', requestId: rid() }, { token: owner }), '提现金额超过可提现余额：可提现 ¥4,000.00，本次申请 ¥4,000.01');
    await refused(() => s.call(U('withdraw/create'), { channel: 'tax', amount: 10_000, smsCode: '123456', requestId: rid() }, { token: owner }), '完税提现仅适用于个体工商户与小微商户');
    expect(await s.call(U('withdraw/cross/create'), { amount: 10_000, smsCode: '123456', requestId: rid() }, { token: owner })).toMatchObject({ code: 1004, msg: '无权限' });
    // No code asked for yet today → the old one is used; a wrong code counts as a try and changes nothing else.
    await smsCode(owner, ph1);
    await refused(() => s.call(U('withdraw/create'), { channel: 'normal', amount: 10_000, smsCode: '000000', requestId: rid() }, { token: owner }), '验证码错误');
    // Frozen money, then money owed.
    const now = clock.now();
    await postTransaction(db, { companyId: c1, kind: 'funds.freeze', key: `test:freeze:${rid()}`, at: now, entries: [{ account: 'available', amount: -5_000 }, { account: 'frozen', amount: 5_000 }] });
    await refused(() => s.call(U('withdraw/create'), { channel: 'normal', amount: 10_000, smsCode: '123456', requestId: rid() }, { token: owner }), '账户有冻结资金 ¥50.00，冻结期间不能提现');
    await postTransaction(db, { companyId: c1, kind: 'funds.unfreeze', key: `test:unfreeze:${rid()}`, at: now, entries: [{ account: 'frozen', amount: -5_000 }, { account: 'available', amount: 5_000 }] });
    await postTransaction(db, { companyId: c1, kind: 'adjust', key: `test:owe:${rid()}`, at: now, entries: [{ account: 'owed', amount: -2_000 }, { account: 'bank_in', amount: 2_000 }] });
    const p = await s.call(U('withdraw/preview'), { channel: 'normal', amount: 10_000 }, { token: owner });
    expect(p.data).toMatchObject({ allowed: false, owed: 2_000 });
    await refused(() => s.call(U('withdraw/create'), { channel: 'normal', amount: 10_000, smsCode: '123456', requestId: rid() }, { token: owner }), '账户欠款 ¥20.00，欠款结清前不能提现');
    await postTransaction(db, { companyId: c1, kind: 'adjust', key: `test:repay:${rid()}`, at: now, entries: [{ account: 'owed', amount: 2_000 }, { account: 'bank_in', amount: -2_000 }] });
  });

  it('a failed payment returns the money to the available balance (idempotent); a failed withdrawal frees the day', async () => {
    const code = await smsCode(owner, ph1).catch(async () => {
      await clock.advance(db, 61_000);
      return smsCode(owner, ph1);
    });
    const r = await s.call(U('withdraw/create'), { channel: 'normal', amount: 50_000, smsCode: code, requestId: rid() }, { token: owner });
    expect(r.code, r.msg).toBe(1);
    const mid = await balancesOf(db, c1);
    expect(mid.withdrawing).toBe(50_000);
    expect(await run(withdrawCommand, s, ['fail', String(r.data.withdrawalId), '收款账户户名不符'])).toContain('退回可提现余额');
    const after = await balancesOf(db, c1);
    expect(after.withdrawing).toBe(0);
    expect(after.available).toBe(mid.available! + 50_000);
    const before = await snapshot(db, c1);
    expect(await run(withdrawCommand, s, ['fail', String(r.data.withdrawalId), '再次'])).toContain('未重复退款');
    expect(await snapshot(db, c1)).toEqual(before);
    await expect(run(withdrawCommand, s, ['pay', String(r.data.withdrawalId)])).rejects.toThrow(/当前为「失败已退回」，不能再标记到账/);
    await expect(run(withdrawCommand, s, ['fail', '99999999', '原因'])).rejects.toThrow('提现记录 99999999 不存在');
    await expect(run(withdrawCommand, s, ['fail', String(r.data.withdrawalId)])).rejects.toBeInstanceOf(CommandError);
    const listed = await s.call(U('withdraw/list'), { filter: { status: 2 }, pageSize: 5 }, { token: owner });
    expect(listed.data.list[0]).toMatchObject({ status: 2, failReason: '收款账户户名不符' });
    // The failed one does not use up the day.
    const p = await s.call(U('withdraw/preview'), { channel: 'normal', amount: 10_000 }, { token: owner });
    expect(p.data).toMatchObject({ allowed: true, todayCount: 0 });
    expect((await reconcile(db)).discrepancies).toEqual([]);
  });

  it('SMS codes: refused before one is asked for, expire after 10 minutes, 5 wrong tries use a code up, a new one replaces the old', async () => {
    const { companyId, phone } = await newCompany(db, { type: 1, name: '短信测试有限公司', ownerName: '孙测试' });
    const token = await s.login(phone);
    await readyToWithdraw(db, companyId, clock.now(), { accountType: 1, accountName: '短信测试有限公司' });
    await fund(db, companyId, 100_000, clock.now());
    const body = () => ({ channel: 'normal', amount: 10_000, smsCode: '000000', requestId: rid() });
    await refused(() => s.call(U('withdraw/create'), body(), { token }), '请先获取短信验证码', companyId);
    const first = await smsCode(token, phone);
    await clock.advance(db, 10 * 60_000 + 1);
    await refused(() => s.call(U('withdraw/create'), { ...body(), smsCode: first }, { token }), '验证码已失效，请重新获取', companyId);
    const second = await smsCode(token, phone);
    for (let i = 1; i <= 4; i++) await refused(() => s.call(U('withdraw/create'), body(), { token }), '验证码错误', companyId);
    await refused(() => s.call(U('withdraw/create'), body(), { token }), '验证码错误次数过多，请重新获取', companyId);
    await refused(() => s.call(U('withdraw/create'), { ...body(), smsCode: second }, { token }), '验证码已失效，请重新获取', companyId);
    await clock.advance(db, 61_000);
    const third = await smsCode(token, phone);
    const ok = await s.call(U('withdraw/create'), { ...body(), smsCode: third }, { token });
    expect(ok.code, ok.msg).toBe(1);
    expect((await balancesOf(db, companyId)).withdrawing).toBe(10_000);
  });

  it('20 parallel withdrawals never overdraw the available balance', async () => {
    const start = clock.now() + 10 * DAY_MS;
    const available = (await balancesOf(db, c1)).available!;
    const amount = Math.floor(available / 3) + 1; // at most 2 fit
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        db.transaction().execute((trx) => createWithdraw(trx, { companyId: c1, userId: null, channel: Channel.NORMAL, amount, requestId: rid(), now: start + i * DAY_MS })),
      ),
    );
    const ok = results.filter((x) => x.status === 'fulfilled').length;
    expect(ok).toBe(2);
    for (const x of results) if (x.status === 'rejected') expect(String((x.reason as Error).message)).toMatch(/可提现余额|提现金额超过可提现余额/);
    const b = await balancesOf(db, c1);
    expect(b.available).toBe(available - 2 * amount);
    expect(b.available).toBeGreaterThanOrEqual(0);
    expect((await reconcile(db)).discrepancies).toEqual([]);
  });

  it('cross-border: to the overseas account in its currency at the quoted rate, only for type 4', async () => {
    const token = await s.login(ph3);
    const now = clock.now();
    await readyToWithdraw(db, c3, now, { accountType: 1, accountName: '香港测试贸易有限公司' });
    await db.transaction().execute((trx) =>
      bindAccount(trx, { companyId: c3, userId: null, actor: 'test', input: { kind: 2, accountType: 1, accountName: '香港测试贸易有限公司', bankName: 'HSBC Hong Kong', accountNo: '004123456789001', currency: 'HKD', swiftCode: 'HSBCHKHHHKH', region: '中国香港' }, now }),
    );
    await fund(db, c3, 1_000_000, now);
    const p = await s.call(U('withdraw/cross/preview'), { amount: 100_000 }, { token });
    expect(p.data).toMatchObject({ channel: 'cross', currency: 'HKD', rate: '1.084500', fee: 2_000, arrivalAmount: 98_000, foreignAmount: convert(98_000, 'HKD', '1.084500'), allowed: true });
    expect(p.data.account.bankName).toBe('HSBC Hong Kong');
    const code = await smsCode(token, ph3);
    const r = await s.call(U('withdraw/cross/create'), { amount: 100_000, smsCode: code, requestId: rid() }, { token });
    expect(r.code, r.msg).toBe(1);
    expect(r.data).toMatchObject({ channel: 'cross', currency: 'HKD', rate: '1.084500', foreignAmount: convert(98_000, 'HKD', '1.084500') });
    // A cross-border company's normal withdrawal goes to its CNY settlement account.
    const n = await s.call(U('withdraw/preview'), { channel: 'normal', amount: 10_000 }, { token });
    expect(n.data.reasons).toEqual([expect.stringMatching(/^每天只能提现一次/)]);
  });

  it('taxed withdrawal for a micro business: tax withheld at payment and a tax certificate', async () => {
    const token = await s.login(ph2);
    const now = clock.now();
    await readyToWithdraw(db, c2, now, { accountType: 2, accountName: '王青禾' });
    await fund(db, c2, 300_000, now);
    await refused(() => s.call(U('withdraw/create'), { channel: 'normal', amount: 10_000, smsCode: '123456', requestId: rid() }, { token }), '个体工商户与小微商户请通过「完税提现」提现（平台代扣税款）', c2);
    const p = await s.call(U('withdraw/preview'), { channel: 'tax', amount: 200_000 }, { token });
    expect(p.data).toMatchObject({ fee: 200, taxWithheld: 3_000, arrivalAmount: 196_800, allowed: true });
    expect(p.data.taxRule).toContain('1.5%');
    const code = await smsCode(token, ph2);
    const r = await s.call(U('withdraw/create'), { channel: 'tax', amount: 200_000, smsCode: code, requestId: rid() }, { token });
    expect(r.code, r.msg).toBe(1);
    const early = await s.call(U('withdraw/taxCertificate'), { withdrawalId: r.data.withdrawalId }, { token });
    expect(early).toMatchObject({ code: 0, msg: '该提现尚未到账，到账后可查看完税证明' });
    await run(withdrawCommand, s, ['pay', String(r.data.withdrawalId)]);
    const cert = await s.call(U('withdraw/taxCertificate'), { withdrawalId: r.data.withdrawalId }, { token });
    expect(cert.data).toMatchObject({ withdrawNo: r.data.withdrawNo, taxpayerName: '王青禾', income: 200_000, taxRate: '1.5%', taxWithheld: 3_000 });
    expect(cert.data.certificateNo).toMatch(/^WS\d{16}$/);
    const tax = await db.selectFrom('fin_account').select('balance').where('company_id', '=', 0).where('code', '=', 'tax').executeTakeFirstOrThrow();
    expect(Number(tax.balance)).toBe(3_000);
    // Another company cannot read it.
    const other = await s.call(U('withdraw/taxCertificate'), { withdrawalId: r.data.withdrawalId }, { token: owner });
    expect(other).toMatchObject({ code: 0, msg: '提现记录不存在' });
    expect((await reconcile(db)).discrepancies).toEqual([]);
  });
});
