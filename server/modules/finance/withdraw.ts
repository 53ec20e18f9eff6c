import type { Selectable } from 'kysely';
import type { Db } from '../../db/index.ts';
import { fail } from '../../lib/errors.ts';
import { audit } from '../../lib/audit.ts';
import { emitEvent } from '../../lib/events.ts';
import { DAY_MS, TZ_OFFSET_MS, dayStart, yuan } from './accounts-chart.ts';
import { balancesOf, postTransaction, type EntrySpec } from './ledger.ts';
import { AccountKind, YbStatus, companyNames, currentAccount, maskAccountNo } from './bank-account.ts';
import type { FinWithdrawTable } from './withdraw-schema.ts';
import { tempNo } from './deposit.ts';
// The standing check itself, not the after-sale module's index: that one loads the after-sale service, which posts
// refunds through this module's index (a cycle). standing.ts reads only the violation table.
import { shopStanding } from '../after-sale/index.ts';

/**
 * Withdrawals: available → withdrawing at request (the amount is reserved at once, refused atomically by the
 * ledger if it would overdraw), then withdrawing → bank (paid: fee and withheld tax to the platform) or
 * withdrawing → available (failed and returned). Both ends are platform decisions (`withdraw pay|fail`).
 *
 * Channels: 1 普通提现 (companies, type 1 and cross-border companies' CNY settlement account, type 4);
 * 2 跨境提现 (type 4, to the overseas account, converted at the platform's quoted rate); 3 完税提现 (individual
 * and micro businesses, types 2 and 3: the platform withholds tax and issues a tax certificate).
 */
export const Channel = { NORMAL: 1, CROSS: 2, TAX: 3 } as const;
export const CHANNEL_TEXT: Record<number, string> = { 1: '普通提现', 2: '跨境提现', 3: '完税提现' };
/** The contract's channel names. */
export const CHANNEL_NAME: Record<number, 'normal' | 'cross' | 'tax'> = { 1: 'normal', 2: 'cross', 3: 'tax' };
export const CHANNEL_BY_NAME: Record<string, number> = { normal: 1, cross: 2, tax: 3 };
export const DAILY_LIMIT = 1;
export const WithdrawStatus = { WITHDRAWING: 0, PAID: 1, FAILED: 2 } as const;
export const WITHDRAW_STATUS_TEXT: Record<number, string> = { 0: '处理中', 1: '已到账', 2: '失败已退回' };

export interface ChannelRule {
  /** Company types that may use the channel. */
  types: number[];
  min: number;
  max: number;
  /** Fee in basis points of the amount, rounded up, within [feeMin, feeMax]. */
  feeBp: number;
  feeMin: number;
  feeMax: number;
  /** Tax withheld, basis points of the amount (rounded half up). */
  taxBp: number;
  /** Working days (Monday-Friday, China time) after the request day when the money arrives. */
  arrivalWorkdays: number;
}

export const CHANNEL_RULES: Record<number, ChannelRule> = {
  [Channel.NORMAL]: { types: [1, 4], min: 1_000, max: 50_000_000, feeBp: 10, feeMin: 100, feeMax: 2_500, taxBp: 0, arrivalWorkdays: 1 },
  [Channel.CROSS]: { types: [4], min: 10_000, max: 50_000_000, feeBp: 50, feeMin: 2_000, feeMax: 50_000, taxBp: 0, arrivalWorkdays: 3 },
  // *reading*: a combined withholding rate for individual and micro businesses paid through the platform.
  [Channel.TAX]: { types: [2, 3], min: 1_000, max: 50_000_000, feeBp: 10, feeMin: 100, feeMax: 2_500, taxBp: 150, arrivalWorkdays: 1 },
};

/** The platform's quoted rates: units of the currency for 1 CNY, six decimals (a real integration fetches them daily). */
export const FX_RATES: Record<string, string> = { USD: '0.138900', HKD: '1.084500', EUR: '0.129700', GBP: '0.109400', JPY: '21.180000', SGD: '0.185600' };
/** Decimal places of each currency's minor unit. */
const MINOR_DIGITS: Record<string, number> = { USD: 2, HKD: 2, EUR: 2, GBP: 2, JPY: 0, SGD: 2 };

export type WithdrawRow = Selectable<FinWithdrawTable>;

export function feeOf(rule: ChannelRule, amount: number): number {
  if (amount <= 0) return 0;
  return Math.min(rule.feeMax, Math.max(rule.feeMin, Math.ceil((amount * rule.feeBp) / 10_000)));
}

export function taxOf(rule: ChannelRule, amount: number): number {
  return Math.round((amount * rule.taxBp) / 10_000);
}

/** `fen` CNY converted at `rate` (decimal string) into the currency's minor unit, rounded half up. */
export function convert(fen: number, currency: string, rate: string): number {
  const [i = '0', f = ''] = rate.split('.');
  const micro = BigInt(i) * 1_000_000n + BigInt((f + '000000').slice(0, 6));
  const scale = 10n ** BigInt(MINOR_DIGITS[currency] ?? 2);
  const num = BigInt(fen) * micro * scale; // fen/100 yuan × rate × 10^digits
  const den = 100n * 1_000_000n;
  return Number((num + den / 2n) / den);
}

/** China calendar date YYYY-MM-DD of `t`. */
export function chinaDate(t: number): string {
  return new Date(t + TZ_OFFSET_MS).toISOString().slice(0, 10);
}

/** 00:00 (China time) of the n-th working day (Monday-Friday) after the day of `t`. */
export function addWorkdays(t: number, n: number): number {
  let d = dayStart(t);
  let left = n;
  while (left > 0) {
    d += DAY_MS;
    const wd = new Date(d + TZ_OFFSET_MS).getUTCDay();
    if (wd !== 0 && wd !== 6) left--;
  }
  return d;
}

export interface Quote {
  channel: number;
  amount: number;
  fee: number;
  tax: number;
  taxRateBp: number;
  netAmount: number;
  currency: string;
  fxRate: string | null;
  foreignAmount: number | null;
  expectedArrivalAt: number;
}

export interface WithdrawCheck {
  quote: Quote | null;
  rule: ChannelRule;
  balances: Record<string, number>;
  account: Awaited<ReturnType<typeof currentAccount>>;
  todayWithdrawNo: string | null;
  /** Every reason the withdrawal cannot be made now (empty when it can), in the order the rules are checked. */
  reasons: string[];
}

/**
 * Checks every rule of a withdrawal without changing anything; `amount` null checks what does not depend on it
 * (the preview before an amount is typed). The first reason is the one a create answers.
 */
export async function checkWithdraw(db: Db, p: { companyId: number; channel: number; amount: number | null; now: number }): Promise<WithdrawCheck> {
  const rule = CHANNEL_RULES[p.channel];
  if (!rule) throw fail('提现渠道不正确');
  const names = await companyNames(db, p.companyId);
  const reasons: string[] = [];
  // Violation points (48 a year) pause withdrawals on every channel.
  const standing = await shopStanding(db, p.companyId, p.now);
  if (standing.withdraw) reasons.push(standing.withdraw);
  if (!rule.types.includes(names.companyType)) {
    if (p.channel === Channel.CROSS) reasons.push('仅跨境企业可以使用跨境提现');
    else if (p.channel === Channel.TAX) reasons.push('完税提现仅适用于个体工商户与小微商户');
    else reasons.push('个体工商户与小微商户请通过「完税提现」提现（平台代扣税款）');
  }
  const kind = p.channel === Channel.CROSS ? AccountKind.OVERSEAS : AccountKind.SETTLEMENT;
  const account = await currentAccount(db, p.companyId, kind);
  if (!account) reasons.push(kind === AccountKind.OVERSEAS ? '请先绑定境外收款账户' : '请先绑定结算银行账户');
  const yb = await db.selectFrom('fin_yb_account').select('status').where('company_id', '=', p.companyId).executeTakeFirst();
  if (yb?.status !== YbStatus.OPENED) reasons.push('易宝支付子账户尚未开通，开通后才能提现');
  const balances = await balancesOf(db, p.companyId);
  // Remote-task budgets (docs/school-employee.md) are frozen too, but they are the shop's own earmark, not a risk hold.
  const taskFrozen = await db
    .selectFrom('job_task_fund')
    .select((eb) => eb.fn.sum<number>(eb(eb('frozen_amount', '-', eb.ref('paid_amount')), '-', eb.ref('returned_amount'))).as('n'))
    .where('company_id', '=', p.companyId)
    .executeTakeFirst();
  const riskFrozen = balances.frozen! - Number(taskFrozen?.n ?? 0);
  if (riskFrozen > 0) reasons.push(`账户有冻结资金 ${yuan(riskFrozen)}，冻结期间不能提现`);
  const owed = -balances.owed!;
  if (owed > 0) reasons.push(`账户欠款 ${yuan(owed)}，欠款结清前不能提现`);
  const today = await db
    .selectFrom('fin_withdraw')
    .select('withdraw_no')
    .where('company_id', '=', p.companyId)
    .where('day_key', '=', chinaDate(p.now))
    .where('status', 'in', [WithdrawStatus.WITHDRAWING, WithdrawStatus.PAID])
    .executeTakeFirst();
  if (today) reasons.push(`每天只能提现一次，今日已提现（单号 ${today.withdraw_no}）`);
  let quote: Quote | null = null;
  if (p.amount !== null) {
    const amount = p.amount;
    if (!Number.isSafeInteger(amount) || amount <= 0) reasons.push('提现金额应为正整数（分）');
    else if (amount < rule.min) reasons.push(`提现金额不能低于 ${yuan(rule.min)}`);
    else if (amount > rule.max) reasons.push(`单笔提现金额不能超过 ${yuan(rule.max)}`);
    else if (amount > balances.available!) reasons.push(`提现金额超过可提现余额：可提现 ${yuan(balances.available!)}，本次申请 ${yuan(amount)}`);
    if (Number.isSafeInteger(amount) && amount > 0) {
      const fee = feeOf(rule, amount);
      const tax = taxOf(rule, amount);
      const net = amount - fee - tax;
      if (net <= 0 && amount >= rule.min) reasons.push('扣除手续费和税款后到账金额须大于 0');
      const currency = kind === AccountKind.OVERSEAS ? (account?.currency ?? 'USD') : 'CNY';
      const fxRate = currency === 'CNY' ? null : (FX_RATES[currency] ?? null);
      quote = {
        channel: p.channel,
        amount,
        fee,
        tax,
        taxRateBp: rule.taxBp,
        netAmount: net,
        currency,
        fxRate,
        foreignAmount: fxRate ? convert(Math.max(net, 0), currency, fxRate) : null,
        expectedArrivalAt: addWorkdays(p.now, rule.arrivalWorkdays),
      };
    }
  }
  return { quote, rule, balances, account, todayWithdrawNo: today?.withdraw_no ?? null, reasons };
}

export function isUniqueViolation(e: unknown): boolean {
  const err = e as { code?: string; message?: string };
  return err?.code === '23505' || err?.code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed/.test(err?.message ?? '');
}

export function feeRuleText(rule: ChannelRule): string {
  return `按提现金额的 ${rule.feeBp / 100}% 收取，最低 ${yuan(rule.feeMin)}，最高 ${yuan(rule.feeMax)}`;
}

export function taxRuleText(rule: ChannelRule): string | null {
  if (!rule.taxBp) return null;
  return `平台按提现金额的 ${rule.taxBp / 100}% 代扣代缴个人所得税（经营所得核定征收），到账后可查看完税证明`;
}

/** The withdrawal a request id already made (a retried request answers it again instead of making another). */
export async function findByRequest(db: Db, companyId: number, requestId: string): Promise<WithdrawRow | undefined> {
  return db.selectFrom('fin_withdraw').selectAll().where('company_id', '=', companyId).where('request_id', '=', requestId).executeTakeFirst();
}

/**
 * Creates a withdrawal in the caller's transaction: every rule again (inside the transaction), the row, and the
 * ledger posting available → withdrawing. The ledger's limit refuses an overdraft atomically, and the partial unique
 * index refuses a second withdrawal the same day, so parallel requests cannot get around either.
 */
export async function createWithdraw(db: Db, p: { companyId: number; userId: number | null; channel: number; amount: number; requestId: string; now: number }): Promise<WithdrawRow> {
  const check = await checkWithdraw(db, p);
  if (check.reasons.length) throw fail(check.reasons[0]!);
  const q = check.quote!;
  const account = check.account!;
  const dayKey = chinaDate(p.now);
  let row: WithdrawRow;
  try {
    row = await db
      .insertInto('fin_withdraw')
      .values({
        company_id: p.companyId,
        user_id: p.userId,
        // Replaced below by the number made from the id; unique meanwhile.
        withdraw_no: tempNo(),
        request_id: p.requestId,
        channel: p.channel,
        amount: q.amount,
        fee: q.fee,
        tax: q.tax,
        net_amount: q.netAmount,
        currency: q.currency,
        fx_rate: q.fxRate,
        foreign_amount: q.foreignAmount,
        bank_account_id: account.id,
        account_name: account.account_name,
        bank_name: account.bank_name,
        account_no_masked: maskAccountNo(account.account_no),
        status: WithdrawStatus.WITHDRAWING,
        fail_reason: null,
        day_key: dayKey,
        expected_arrival_at: q.expectedArrivalAt,
        tax_cert_no: null,
        created_at: p.now,
        paid_at: null,
        failed_at: null,
        updated_at: p.now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (e) {
    if (isUniqueViolation(e)) throw fail('每天只能提现一次，今日已提现');
    throw e;
  }
  const withdrawNo = `W${dayKey.replaceAll('-', '')}${String(row.id).padStart(8, '0')}`;
  await db.updateTable('fin_withdraw').set({ withdraw_no: withdrawNo }).where('id', '=', row.id).execute();
  row = { ...row, withdraw_no: withdrawNo };
  await postTransaction(db, {
    companyId: p.companyId,
    kind: 'withdraw.create',
    key: `withdraw:${row.id}:create`,
    at: p.now,
    entries: [
      { account: 'available', amount: -q.amount },
      { account: 'withdrawing', amount: q.amount },
    ],
    refType: 'withdrawal',
    refId: row.id,
    refNo: withdrawNo,
    memo: `${CHANNEL_TEXT[p.channel]} ${withdrawNo}`,
  });
  await audit(db, { companyId: p.companyId, userId: p.userId, actor: p.userId ? `user:${p.userId}` : 'system', action: 'finance.withdraw.create', detail: { withdrawNo, channel: p.channel, amount: q.amount } });
  return row;
}

/**
 * The platform paid the withdrawal: withdrawing → bank (net), fee and tax to the platform. Idempotent: paying a paid
 * withdrawal again changes nothing (`changed: false`); a failed one cannot be paid.
 */
export async function payWithdraw(db: Db, id: number, now: number, actor = 'platform:cli'): Promise<{ changed: boolean; row: WithdrawRow }> {
  const row = await db.selectFrom('fin_withdraw').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw fail(`提现记录 ${id} 不存在`);
  if (row.status === WithdrawStatus.PAID) return { changed: false, row };
  if (row.status !== WithdrawStatus.WITHDRAWING) throw fail(`提现 ${row.withdraw_no} 当前为「${WITHDRAW_STATUS_TEXT[row.status]}」，不能再标记到账`);
  const taxCertNo = row.channel === Channel.TAX ? `WS${chinaDate(now).replaceAll('-', '')}${String(row.id).padStart(8, '0')}` : null;
  const r = await db
    .updateTable('fin_withdraw')
    .set({ status: WithdrawStatus.PAID, paid_at: now, updated_at: now, tax_cert_no: taxCertNo })
    .where('id', '=', id)
    .where('status', '=', WithdrawStatus.WITHDRAWING)
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) throw fail(`提现 ${row.withdraw_no} 的状态已变化，请重新查看`);
  const entries: EntrySpec[] = [
    { account: 'withdrawing' as const, amount: -row.amount },
    { account: 'bank_out' as const, amount: row.net_amount },
    { account: 'fee' as const, amount: row.fee },
  ];
  if (row.tax > 0) entries.push({ account: 'tax' as const, amount: row.tax });
  await postTransaction(db, {
    companyId: row.company_id,
    kind: 'withdraw.paid',
    key: `withdraw:${row.id}:paid`,
    at: now,
    entries,
    refType: 'withdrawal',
    refId: row.id,
    refNo: row.withdraw_no,
    amount: row.amount,
    memo: `提现到账 ${row.withdraw_no}`,
  });
  await audit(db, { companyId: row.company_id, userId: null, actor, action: 'finance.withdraw.pay', detail: { withdrawNo: row.withdraw_no } });
  // Messages tell the shop (站内信 「提现已到账」).
  await emitEvent(db, { companyId: row.company_id, userId: null, kind: 'finance.withdrawPaid', subjectId: row.id, payload: { withdrawNo: row.withdraw_no, amount: row.amount, netAmount: row.net_amount }, now });
  return { changed: true, row: { ...row, status: WithdrawStatus.PAID, paid_at: now, tax_cert_no: taxCertNo } };
}

/** The bank refused the payment: withdrawing → available, with the reason the merchant sees. Idempotent. */
export async function failWithdraw(db: Db, id: number, reason: string, now: number, actor = 'platform:cli'): Promise<{ changed: boolean; row: WithdrawRow }> {
  const why = reason.trim();
  if (!why) throw fail('请填写失败原因');
  if (why.length > 200) throw fail('失败原因不能超过 200 个字');
  const row = await db.selectFrom('fin_withdraw').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw fail(`提现记录 ${id} 不存在`);
  if (row.status === WithdrawStatus.FAILED) return { changed: false, row };
  if (row.status !== WithdrawStatus.WITHDRAWING) throw fail(`提现 ${row.withdraw_no} 当前为「${WITHDRAW_STATUS_TEXT[row.status]}」，不能再标记失败`);
  const r = await db
    .updateTable('fin_withdraw')
    .set({ status: WithdrawStatus.FAILED, fail_reason: why, failed_at: now, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', WithdrawStatus.WITHDRAWING)
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) throw fail(`提现 ${row.withdraw_no} 的状态已变化，请重新查看`);
  await postTransaction(db, {
    companyId: row.company_id,
    kind: 'withdraw.failed',
    key: `withdraw:${row.id}:failed`,
    at: now,
    entries: [
      { account: 'withdrawing', amount: -row.amount },
      { account: 'available', amount: row.amount },
    ],
    refType: 'withdrawal',
    refId: row.id,
    refNo: row.withdraw_no,
    memo: `提现失败退回 ${row.withdraw_no}：${why}`,
  });
  await audit(db, { companyId: row.company_id, userId: null, actor, action: 'finance.withdraw.fail', detail: { withdrawNo: row.withdraw_no, reason: why } });
  return { changed: true, row: { ...row, status: WithdrawStatus.FAILED, fail_reason: why, failed_at: now } };
}
