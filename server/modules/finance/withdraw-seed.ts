import type { Db } from '../../db/index.ts';
import { SEED_ACCOUNTS } from '../account/index.ts';
import { DAY_MS } from './accounts-chart.ts';
import { balancesOf } from './ledger.ts';
import { AccountKind, bindAccount, companyNames, ybDecide, ybSubmit } from './bank-account.ts';
import { Channel, checkWithdraw, createWithdraw, failWithdraw, payWithdraw } from './withdraw.ts';
import { confirmRecharge, deductDeposit, depositSummary, registerRecharge } from './deposit.ts';
import { deductMarketing, rechargeMarketing } from './marketing.ts';
import { applyInvoice, issueInvoice, monthFigures, redInvoice, rejectInvoice, saveTitle } from './invoice.ts';

/** Runs `fn` in the caller's transaction when there is one (a seed run as one transaction), else in a new one. */
const inTransaction = <T>(db: Db, fn: (trx: Db) => Promise<T>): Promise<T> => (db.isTransaction ? fn(db) : db.transaction().execute(fn));

/** Required deposit per level-1 category (platform data, created once): food and beauty cost more. */
const DEPOSIT_RULES: Record<string, number> = { 食品饮料: 500_000, 美妆个护: 500_000, 手机配件: 300_000, 图书: 100_000 };

async function seedDepositRules(db: Db, now: number): Promise<void> {
  const any = await db.selectFrom('fin_deposit_rule').select('category_id').limit(1).executeTakeFirst();
  if (any) return;
  const cats = await db.selectFrom('category').select(['id', 'name']).where('level', '=', 1).execute();
  const rows = cats.filter((c) => DEPOSIT_RULES[c.name] !== undefined).map((c) => ({ category_id: c.id, amount: DEPOSIT_RULES[c.name]!, updated_at: now }));
  if (rows.length) await db.insertInto('fin_deposit_rule').values(rows).execute();
}

/**
 * The demo shop's money out and in, after its 90 days of orders and settlements (S1's seedDemo calls it): a bound
 * corporate account and an opened YeePay sub-account, the deposit paid by a confirmed transfer (then a penalty
 * deduction and a pending top-up), marketing recharges from the available balance with a coupon cost share,
 * withdrawals in every state (paid, failed and returned, processing), and invoices in every state (issued,
 * reversed, rejected, pending). The demo cross-border company gets its CNY and overseas accounts and an opened
 * sub-account. Deterministic for a given `now`; every amount moves through the ledger.
 */
export async function seedFinanceOps(db: Db, companyId: number, now: number): Promise<void> {
  await seedDepositRules(db, now);
  const owner = await db.selectFrom('merchant_user').select('id').where('company_id', '=', companyId).where('is_owner', '=', 1).orderBy('id').limit(1).executeTakeFirst();
  const userId = owner?.id ?? 0;
  const names = await companyNames(db, companyId);
  await inTransaction(db, async (trx) => {
    const t0 = now - 85 * DAY_MS;
    await bindAccount(trx, {
      companyId,
      userId,
      actor: 'seed',
      input: { kind: AccountKind.SETTLEMENT, accountType: 1, accountName: names.licenseName, bankName: '招商银行', branchName: '招商银行杭州文三支行', accountNo: '571908765410888' },
      now: t0,
    });
    await ybSubmit(trx, { companyId, userId, materials: { contactName: names.operatorName || '财务联系人', contactPhone: SEED_ACCOUNTS.owner, contactEmail: 'finance@xiaoyuan-youxuan.example.cn', idFrontUrl: null, idBackUrl: null }, now: t0 });
    await ybDecide(trx, companyId, { approve: true }, t0 + DAY_MS, 'seed');

    // Deposit: the required amount paid by a transfer the platform confirmed, a penalty taken from it, a top-up pending.
    const required = (await depositSummary(trx, companyId)).required;
    if (required > 0) {
      const paid = await registerRecharge(trx, {
        companyId,
        userId,
        input: { amount: required, payerName: names.licenseName, payerAccountNo: '571908765410888', transferSerialNo: `CMB${companyId}2026083100128`, transferredAt: now - 80 * DAY_MS },
        now: now - 80 * DAY_MS,
      });
      await confirmRecharge(trx, paid.id, now - 79 * DAY_MS, 'seed');
      await deductDeposit(trx, { companyId, amount: 20_000, reason: '发货超时（超过承诺发货时间 48 小时），扣除保证金', key: `seed:${companyId}:late-ship`, at: now - 20 * DAY_MS, cause: { type: 'penalty', no: 'WG20261104001' } });
      await registerRecharge(trx, {
        companyId,
        userId,
        input: { amount: 20_000, payerName: names.licenseName, payerAccountNo: '571908765410888', transferSerialNo: `CMB${companyId}2026112300417`, transferredAt: now - 2 * 3_600_000 },
        now: now - 3_600_000,
      });
    }

    // Withdrawals: two paid, one failed and returned, one still processing since yesterday (today stays free for a
    // new one). A shop that cannot withdraw (money frozen or owed) gets none.
    const available = (await balancesOf(trx, companyId)).available!;
    const plan = [
      { days: 40, share: 0.25, end: 'pay' as const },
      { days: 12, share: 0.2, end: 'pay' as const },
      { days: 5, share: 0.1, end: 'fail' as const },
      { days: 1, share: 0.1, end: null },
    ];
    for (const [i, w] of plan.entries()) {
      const amount = Math.floor((available * w.share) / 100) * 100;
      if (amount < 1_000) continue;
      const at = now - w.days * DAY_MS;
      if ((await checkWithdraw(trx, { companyId, channel: Channel.NORMAL, amount, now: at })).reasons.length) continue;
      const row = await createWithdraw(trx, { companyId, userId, channel: Channel.NORMAL, amount, requestId: `seed-${companyId}-${i}`, now: at });
      if (w.end === 'pay') await payWithdraw(trx, row.id, at + DAY_MS, 'seed');
      if (w.end === 'fail') await failWithdraw(trx, row.id, '收款银行退回：账户状态异常，请核对结算账户后重新提现', at + DAY_MS, 'seed');
    }

    // Marketing: two recharges from the available balance, one coupon cost share.
    const left = (await balancesOf(trx, companyId)).available!;
    const m1 = Math.min(50_000, Math.floor(left / 10 / 100) * 100);
    if (m1 >= 100) {
      await rechargeMarketing(trx, { companyId, userId, amount: m1, requestId: `seed-mk-${companyId}-1`, now: now - 3 * 3_600_000 });
      await deductMarketing(trx, { companyId, amount: Math.floor(m1 / 20), reason: '满 99 减 10 店铺券：店铺承担部分', key: `seed:${companyId}:coupon:1`, at: now - 2.5 * 3_600_000, cause: { type: 'activity', no: 'YHQ2026110001' } });
      await rechargeMarketing(trx, { companyId, userId, amount: Math.floor(m1 / 2 / 100) * 100 || 100, requestId: `seed-mk-${companyId}-2`, now: now - 1.5 * 3_600_000 });
    }

    // Invoices on the commission of the finished months: issued, reversed, rejected and pending.
    await saveTitle(trx, {
      companyId,
      userId,
      input: { titleName: names.licenseName, taxNo: '91330106MA2GQH7L33', registeredAddress: '浙江省杭州市西湖区文三路 90 号', registeredPhone: '0571-88886666', bankName: '招商银行杭州文三支行', bankAccount: '571908765410888', email: 'finance@xiaoyuan-youxuan.example.cn' },
      now: now - 30 * DAY_MS,
    });
    const months = (await monthFigures(trx, companyId, now)).months.filter((m) => m.invoiceable > 0).map((m) => m.month).reverse(); // oldest first
    if (months.length >= 1) {
      const first = months[0]!;
      const a = await applyInvoice(trx, { companyId, userId, invoiceType: 1, months: [first], now: now - 25 * DAY_MS });
      await issueInvoice(trx, a.id, now - 24 * DAY_MS, 'seed');
      await redInvoice(trx, { companyId, userId, invoiceId: a.id, reason: '发票类型有误，需改开专用发票', now: now - 22 * DAY_MS });
      const b = await applyInvoice(trx, { companyId, userId, invoiceType: 2, months: [first], now: now - 21 * DAY_MS });
      await issueInvoice(trx, b.id, now - 20 * DAY_MS, 'seed');
    }
    if (months.length >= 2) {
      const second = months.slice(1, 2);
      const c = await applyInvoice(trx, { companyId, userId, invoiceType: 2, months: second, remark: '请寄送纸质版', now: now - 10 * DAY_MS });
      await rejectInvoice(trx, c.id, '电子专用发票不提供纸质版，请去掉备注后重新申请', now - 9 * DAY_MS, 'seed');
      await applyInvoice(trx, { companyId, userId, invoiceType: 2, months: second, now: now - 8 * DAY_MS });
    }
  });
  await seedCrossBorderAccounts(db, now);
}

/** The demo cross-border company: its CNY settlement account, its Hong Kong account and an opened sub-account. */
async function seedCrossBorderAccounts(db: Db, now: number): Promise<void> {
  const cb = await db
    .selectFrom('merchant_user as u')
    .innerJoin('company as c', 'c.id', 'u.company_id')
    .select(['c.id', 'u.id as userId'])
    .where('u.phone', '=', SEED_ACCOUNTS.crossBorder)
    .where('c.company_type', '=', 4)
    .executeTakeFirst();
  if (!cb) return;
  const exists = await db.selectFrom('fin_bank_account').select('id').where('company_id', '=', cb.id).limit(1).executeTakeFirst();
  if (exists) return;
  const names = await companyNames(db, cb.id);
  await inTransaction(db, async (trx) => {
    const t0 = now - 50 * DAY_MS;
    await bindAccount(trx, { companyId: cb.id, userId: cb.userId, actor: 'seed', input: { kind: AccountKind.SETTLEMENT, accountType: 1, accountName: names.licenseName, bankName: '中国银行', branchName: '中国银行深圳前海支行', accountNo: '755912345678901' }, now: t0 });
    await bindAccount(trx, {
      companyId: cb.id,
      userId: cb.userId,
      actor: 'seed',
      input: { kind: AccountKind.OVERSEAS, accountType: 1, accountName: names.licenseName, bankName: '香港上海汇丰银行', accountNo: '004123456789001', currency: 'HKD', swiftCode: 'HSBCHKHHHKH', region: '中国香港' },
      now: t0,
    });
    await ybSubmit(trx, { companyId: cb.id, userId: cb.userId, materials: { contactName: names.operatorName || '财务联系人', contactPhone: SEED_ACCOUNTS.crossBorder, contactEmail: 'finance@global-youpin.example.hk', idFrontUrl: null, idBackUrl: null }, now: t0 });
    await ybDecide(trx, cb.id, { approve: true }, t0 + DAY_MS, 'seed');
  });
}
