import type { HandlerContext, HandlerMap } from '../../lib/handler.ts';
import { requireAuth } from '../../lib/handler.ts';
import { fail } from '../../lib/errors.ts';
import { maskPhone } from '../../lib/crypto.ts';
import { canonicalDeep } from '../../lib/files.ts';
import { assertOwnFiles } from '../../platform/upload/handlers.ts';
import type { Db } from '../../db/index.ts';
import { dayStart, yuan } from './accounts-chart.ts';
import { balancesOf } from './ledger.ts';
import { flowPage } from './ledger-queries.ts';
import type { FlowKind } from './accounts-chart.ts';
import {
  CHANNEL_BY_NAME,
  CHANNEL_NAME,
  CHANNEL_RULES,
  Channel,
  DAILY_LIMIT,
  WithdrawStatus,
  checkWithdraw,
  createWithdraw,
  feeRuleText,
  findByRequest,
  taxRuleText,
  type WithdrawRow,
} from './withdraw.ts';
import { checkFinanceCode, consumeFinanceCode, sendFinanceCode } from './withdraw-sms.ts';
import { AccountKind, AccountType, YbStatus, bindAccount, checkAccount, companyNames, currentAccount, maskAccountNo, ybRow, ybSubmit } from './bank-account.ts';
import { DEPOSIT_KIND_BY_NAME, depositSummary, presentDepositRecord, registerRecharge, type RechargeInput } from './deposit.ts';
import { marketingSummary, rechargeMarketing } from './marketing.ts';
import { applyInvoice, getTitle, invoiceSummary, presentInvoice, redInvoice, saveTitle, type TitleInput } from './invoice.ts';
import { invoiceFile } from './invoice-file.ts';

/** Handlers of the finance operations that move money out and in (withdrawals, deposit, marketing, invoices, accounts). */

const now = (ctx: HandlerContext) => ctx.deps.clock.now();

/** Keyset cursor "<created_at>_<id>" of the last row of the previous page. */
function parseCursor(c: string | null | undefined): { t: number; id: number } | null {
  if (!c) return null;
  const m = /^(\d{1,15})_(\d{1,15})$/.exec(c);
  if (!m) throw fail('分页游标无效，请刷新列表');
  return { t: Number(m[1]), id: Number(m[2]) };
}

interface Page<T> {
  list: T[];
  nextCursor: string | null;
  hasMore: boolean;
}

type KeysetTable = 'fin_withdraw' | 'fin_deposit_record' | 'fin_invoice';

/**
 * One keyset page of a company's rows of `table`, newest first on (created_at, id) — each table has that index
 * behind company_id — with the caller's equality filters and the created_at range.
 */
async function keysetPage<T>(
  db: Db,
  table: KeysetTable,
  companyId: number,
  q: { filter: RangeFilter; eq: Record<string, number | undefined>; cursor?: string | null; pageSize: number },
  present: (r: any) => T,
): Promise<Page<T>> {
  checkRange(q.filter);
  const cur = parseCursor(q.cursor);
  let b = db.selectFrom(table).selectAll().where('company_id', '=', companyId);
  for (const [col, v] of Object.entries(q.eq)) if (v !== undefined) b = b.where(col as 'status', '=', v);
  if (q.filter.from !== undefined) b = b.where('created_at', '>=', q.filter.from);
  if (q.filter.to !== undefined) b = b.where('created_at', '<=', q.filter.to);
  if (cur) b = b.where((e) => e.or([e('created_at', '<', cur.t), e.and([e('created_at', '=', cur.t), e('id', '<', cur.id)])]));
  const rows = (await b.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(q.pageSize + 1).execute()) as Array<{ created_at: number; id: number }>;
  const hasMore = rows.length > q.pageSize;
  const shown = rows.slice(0, q.pageSize);
  const last = shown[shown.length - 1];
  return { list: shown.map(present), nextCursor: hasMore && last ? `${last.created_at}_${last.id}` : null, hasMore };
}

interface RangeFilter {
  from?: number;
  to?: number;
}

function checkRange(f: RangeFilter) {
  if (f.from !== undefined && f.to !== undefined && f.from > f.to) throw fail('开始时间不能晚于结束时间');
}

// ------------------------------------------------------------------ withdrawals ----

function presentWithdrawal(r: WithdrawRow) {
  return {
    withdrawalId: r.id,
    withdrawNo: r.withdraw_no,
    channel: CHANNEL_NAME[r.channel]!,
    amount: r.amount,
    fee: r.fee,
    taxWithheld: r.tax,
    arrivalAmount: r.net_amount,
    currency: r.currency,
    rate: r.fx_rate,
    foreignAmount: r.foreign_amount,
    account: { accountName: r.account_name, bankName: r.bank_name, accountNoMasked: r.account_no_masked },
    status: r.status,
    failReason: r.fail_reason,
    createdAt: r.created_at,
    expectedArrivalAt: r.expected_arrival_at,
    paidAt: r.paid_at,
    failedAt: r.failed_at,
  };
}

async function preview(ctx: HandlerContext, channel: number, amount: number | undefined) {
  const a = requireAuth(ctx);
  const t = now(ctx);
  const rule = CHANNEL_RULES[channel]!;
  const balances = await balancesOf(ctx.db, a.companyId);
  const available = Math.max(0, balances.available!);
  // Without an amount: the most that can be withdrawn now.
  const amt = amount ?? Math.min(available, rule.max);
  const c = await checkWithdraw(ctx.db, { companyId: a.companyId, channel, amount: amt > 0 ? amt : null, now: t });
  const reasons = [...c.reasons];
  if (amt <= 0) reasons.push(amount === undefined ? `可提现余额为 ${yuan(available)}，暂无可提现金额` : '请填写提现金额');
  const q = c.quote;
  return {
    channel: CHANNEL_NAME[channel]!,
    available,
    owed: Math.max(0, -c.balances.owed!),
    frozen: Math.max(0, c.balances.frozen!),
    minAmount: rule.min,
    maxAmount: Math.min(rule.max, available),
    dailyLimit: DAILY_LIMIT,
    todayCount: c.todayWithdrawNo ? 1 : 0,
    amount: Math.max(0, amt),
    fee: q?.fee ?? 0,
    feeRule: feeRuleText(rule),
    taxWithheld: q?.tax ?? 0,
    taxRule: taxRuleText(rule),
    arrivalAmount: Math.max(0, q?.netAmount ?? 0),
    currency: q?.currency ?? (channel === Channel.CROSS ? (c.account?.currency ?? 'USD') : 'CNY'),
    rate: q?.fxRate ?? null,
    rateAt: q?.fxRate ? dayStart(t) : null,
    foreignAmount: q?.foreignAmount ?? null,
    expectedArrivalAt: q?.expectedArrivalAt ?? t,
    allowed: reasons.length === 0,
    reasons: reasons.slice(0, 10),
    account: c.account ? { accountName: c.account.account_name, bankName: c.account.bank_name, accountNoMasked: maskAccountNo(c.account.account_no) } : null,
    smsPhoneMasked: maskPhone(a.phone),
  };
}

/**
 * A withdrawal: a retried request (same requestId) answers the withdrawal it made. Rules first (nothing changes when
 * one refuses), then the SMS code (a wrong code counts as a try even though the request fails, hence tx: false),
 * then one transaction: the code is used up, every rule is checked again and the money moves.
 */
async function create(ctx: HandlerContext, channel: number, body: { amount: number; smsCode: string; requestId: string }) {
  const a = requireAuth(ctx);
  const t = now(ctx);
  const db = ctx.db;
  const same = (r: WithdrawRow) => r.amount === body.amount && r.channel === channel;
  const existing = await findByRequest(db, a.companyId, body.requestId);
  if (existing) {
    if (!same(existing)) throw fail('该请求编号已用于另一笔提现，请刷新页面后重试');
    return presentWithdrawal(existing);
  }
  const check = await checkWithdraw(db, { companyId: a.companyId, channel, amount: body.amount, now: t });
  if (check.reasons.length) throw fail(check.reasons[0]!);
  const codeId = await checkFinanceCode(db, { userId: a.userId, purpose: 'withdraw', code: body.smsCode, now: t });
  try {
    const row = await db.transaction().execute(async (trx) => {
      await consumeFinanceCode(trx, codeId, t);
      return createWithdraw(trx, { companyId: a.companyId, userId: a.userId, channel, amount: body.amount, requestId: body.requestId, now: t });
    });
    return presentWithdrawal(row);
  } catch (e) {
    // The same request sent twice at once: the one that lost the race answers what the other made.
    const again = await findByRequest(db, a.companyId, body.requestId);
    if (again && same(again)) return presentWithdrawal(again);
    throw e;
  }
}

async function withdrawList(ctx: HandlerContext<{ filter?: { channel?: string; status?: number } & RangeFilter; cursor?: string | null; pageSize: number }>) {
  const f = ctx.body.filter ?? {};
  const eq = { channel: f.channel ? CHANNEL_BY_NAME[f.channel] : undefined, status: f.status };
  return keysetPage(ctx.db, 'fin_withdraw', requireAuth(ctx).companyId, { filter: f, eq, cursor: ctx.body.cursor, pageSize: ctx.body.pageSize }, presentWithdrawal);
}

/** *reading*: the platform withholds as agent; the certificate names the tax office of the platform's seat. */
const WITHHOLDER = '杭州校园商城科技有限公司';
const TAX_AUTHORITY = '国家税务总局杭州市西湖区税务局';

async function taxCertificate(ctx: HandlerContext<{ withdrawalId: number }>) {
  const a = requireAuth(ctx);
  const r = await ctx.db.selectFrom('fin_withdraw').selectAll().where('id', '=', ctx.body.withdrawalId).where('company_id', '=', a.companyId).executeTakeFirst();
  if (!r) throw fail('提现记录不存在');
  if (r.channel !== Channel.TAX) throw fail('只有完税提现有完税证明');
  if (r.status !== WithdrawStatus.PAID || !r.tax_cert_no || !r.paid_at) throw fail(r.status === WithdrawStatus.FAILED ? '该提现已失败退回，未代扣税款' : '该提现尚未到账，到账后可查看完税证明');
  const names = await companyNames(ctx.db, a.companyId);
  const v = await ctx.db.selectFrom('company_verify').select('form_json').where('company_id', '=', a.companyId).executeTakeFirst();
  const idNumber = v?.form_json ? ((JSON.parse(v.form_json) as { legalPerson?: { idNumber?: string } }).legalPerson?.idNumber ?? null) : null;
  const rule = CHANNEL_RULES[Channel.TAX]!;
  return {
    certificateNo: r.tax_cert_no,
    withdrawNo: r.withdraw_no,
    taxpayerName: names.operatorName.slice(0, 50),
    taxpayerIdMasked: idNumber && idNumber.length > 8 ? `${idNumber.slice(0, 4)}${'*'.repeat(idNumber.length - 8)}${idNumber.slice(-4)}` : '未登记',
    income: r.amount,
    taxRate: `${rule.taxBp / 100}%`,
    taxWithheld: r.tax,
    withholder: WITHHOLDER,
    taxAuthority: TAX_AUTHORITY,
    issuedAt: r.paid_at,
  };
}

// ------------------------------------------------------------------ accounts ----

async function ownerPhone(db: Db, companyId: number): Promise<string> {
  const o = await db.selectFrom('merchant_user').select('phone').where('company_id', '=', companyId).where('is_owner', '=', 1).orderBy('id').limit(1).executeTakeFirst();
  return o?.phone ?? '';
}

async function accountDetail(ctx: HandlerContext) {
  const a = requireAuth(ctx);
  const db = ctx.db;
  const names = await companyNames(db, a.companyId);
  const bank = await currentAccount(db, a.companyId, AccountKind.SETTLEMENT);
  const overseas = await currentAccount(db, a.companyId, AccountKind.OVERSEAS);
  const history = await db
    .selectFrom('fin_bank_account as b')
    .leftJoin('merchant_user as u', 'u.id', 'b.created_by')
    .select(['b.created_at', 'b.account_no', 'u.name'])
    .where('b.company_id', '=', a.companyId)
    .where('b.kind', '=', AccountKind.SETTLEMENT)
    .orderBy('b.id', 'desc')
    .limit(10)
    .execute();
  const personalAllowed = names.companyType === 2 || names.companyType === 3;
  return {
    companyType: names.companyType,
    isOwner: a.isOwner,
    bankAccount: bank
      ? { accountType: bank.account_type, accountName: bank.account_name, bankName: bank.bank_name, branchName: bank.branch_name, accountNoMasked: maskAccountNo(bank.account_no), updatedAt: bank.created_at }
      : null,
    overseasAccount: overseas
      ? { accountName: overseas.account_name, bankName: overseas.bank_name, swiftCode: overseas.swift_code ?? '', country: overseas.region ?? '', currency: overseas.currency, accountNoMasked: maskAccountNo(overseas.account_no) }
      : null,
    allowedAccountTypes: personalAllowed ? [AccountType.CORPORATE, AccountType.PERSONAL] : [AccountType.CORPORATE],
    allowedNames: [...new Set(personalAllowed ? [names.licenseName, names.operatorName] : [names.licenseName])].filter(Boolean),
    ownerPhoneMasked: maskPhone(await ownerPhone(db, a.companyId)),
    changes: history.map((h) => ({ changedAt: h.created_at, operatorName: h.name ?? '平台', accountNoMasked: maskAccountNo(h.account_no) })),
  };
}

interface AccountUpdateBody {
  accountType: number;
  accountName: string;
  bankName: string;
  branchName: string;
  accountNumber: string;
  smsCode: string;
}

/** Owner only (x-owner-only), SMS code, every rule before the code is tried; one transaction with the audit row. */
async function accountUpdate(ctx: HandlerContext<AccountUpdateBody>) {
  const a = requireAuth(ctx);
  const t = now(ctx);
  const db = ctx.db;
  const b = ctx.body;
  const input = { kind: AccountKind.SETTLEMENT, accountType: b.accountType, accountName: b.accountName, bankName: b.bankName, branchName: b.branchName, accountNo: b.accountNumber };
  checkAccount(input, await companyNames(db, a.companyId));
  const busy = await db.selectFrom('fin_withdraw').select('withdraw_no').where('company_id', '=', a.companyId).where('status', '=', WithdrawStatus.WITHDRAWING).limit(1).executeTakeFirst();
  if (busy) throw fail(`提现 ${busy.withdraw_no} 正在处理中，到账或退回后才能修改收款账户`);
  const codeId = await checkFinanceCode(db, { userId: a.userId, purpose: 'account', code: b.smsCode, now: t });
  await db.transaction().execute(async (trx) => {
    await consumeFinanceCode(trx, codeId, t);
    await bindAccount(trx, { companyId: a.companyId, userId: a.userId, actor: `user:${a.userId}`, input, now: t });
  });
  return accountDetail({ ...ctx, db });
}

async function ybDetailHandler(ctx: HandlerContext) {
  const a = requireAuth(ctx);
  const db = ctx.db;
  const row = await ybRow(db, a.companyId);
  const names = await companyNames(db, a.companyId);
  const bank = await currentAccount(db, a.companyId, AccountKind.SETTLEMENT);
  const m = row ? (JSON.parse(row.materials_json) as { contactName?: string; contactPhone?: string; contactEmail?: string; idFrontUrl?: string | null; idBackUrl?: string | null }) : {};
  const sign = <T,>(v: T): T => ctx.deps.fileSigner.resignDeep(v, a.companyId);
  const status = row?.status ?? YbStatus.NONE;
  return {
    status,
    merchantNo: row?.merchant_no ?? null,
    legalName: names.operatorName ? names.operatorName.slice(0, 50) : null,
    licenceName: names.licenseName,
    contactName: m.contactName ?? null,
    contactPhoneMasked: m.contactPhone ? maskPhone(m.contactPhone) : null,
    contactEmail: m.contactEmail ?? null,
    idFrontUrl: m.idFrontUrl ? sign(m.idFrontUrl) : null,
    idBackUrl: m.idBackUrl ? sign(m.idBackUrl) : null,
    settleAccountMasked: bank ? `${bank.bank_name} ${maskAccountNo(bank.account_no)}`.slice(0, 60) : null,
    submittedAt: row?.submitted_at ?? null,
    openedAt: status === YbStatus.OPENED ? (row?.reviewed_at ?? null) : null,
    rejectReason: status === YbStatus.REJECTED ? (row?.reason ?? null) : null,
  };
}

async function ybSubmitHandler(ctx: HandlerContext<{ contactName: string; contactPhone: string; contactEmail: string; idFrontUrl: string; idBackUrl: string }>) {
  const a = requireAuth(ctx);
  const b = ctx.body;
  await assertOwnFiles(ctx.db, a.companyId, [
    { url: b.idFrontUrl, label: '身份证人像面' },
    { url: b.idBackUrl, label: '身份证国徽面' },
  ]);
  await ybSubmit(ctx.db, {
    companyId: a.companyId,
    userId: a.userId,
    materials: { contactName: b.contactName, contactPhone: b.contactPhone, contactEmail: b.contactEmail, idFrontUrl: canonicalDeep(b.idFrontUrl), idBackUrl: canonicalDeep(b.idBackUrl) },
    now: now(ctx),
  });
  return ybDetailHandler(ctx);
}

// ------------------------------------------------------------------ deposit ----

async function depositRecords(ctx: HandlerContext<{ filter?: { type?: string; status?: number } & RangeFilter; cursor?: string | null; pageSize: number }>) {
  const f = ctx.body.filter ?? {};
  const eq = { kind: f.type ? DEPOSIT_KIND_BY_NAME[f.type] : undefined, status: f.status };
  const { companyId } = requireAuth(ctx);
  const page = await keysetPage(ctx.db, 'fin_deposit_record', companyId, { filter: f, eq, cursor: ctx.body.cursor, pageSize: ctx.body.pageSize }, presentDepositRecord);
  // Vouchers are stored canonical: signed for their owner on the way out, as the recharge answer does.
  return ctx.deps.fileSigner.resignDeep(page, companyId);
}

async function depositRecharge(ctx: HandlerContext<RechargeInput>) {
  const a = requireAuth(ctx);
  if (ctx.body.voucherUrl) await assertOwnFiles(ctx.db, a.companyId, [{ url: ctx.body.voucherUrl, label: '转账凭证' }]);
  const input = { ...ctx.body, voucherUrl: ctx.body.voucherUrl ? canonicalDeep(ctx.body.voucherUrl) : null };
  const row = await registerRecharge(ctx.db, { companyId: a.companyId, userId: a.userId, input, now: now(ctx) });
  const shown = presentDepositRecord(row);
  return { ...shown, voucherUrl: shown.voucherUrl ? ctx.deps.fileSigner.resignDeep(shown.voucherUrl, a.companyId) : null };
}

// ------------------------------------------------------------------ invoices ----

async function invoiceList(ctx: HandlerContext<{ filter?: { status?: number; invoiceType?: number } & RangeFilter; cursor?: string | null; pageSize: number }>) {
  const f = ctx.body.filter ?? {};
  const eq = { status: f.status, invoice_type: f.invoiceType };
  return keysetPage(ctx.db, 'fin_invoice', requireAuth(ctx).companyId, { filter: f, eq, cursor: ctx.body.cursor, pageSize: ctx.body.pageSize }, presentInvoice);
}

async function invoiceDownload(ctx: HandlerContext<{ invoiceId: number }>) {
  const a = requireAuth(ctx);
  const r = await ctx.db.selectFrom('fin_invoice').selectAll().where('id', '=', ctx.body.invoiceId).where('company_id', '=', a.companyId).executeTakeFirst();
  if (!r) throw fail('发票不存在');
  if (r.status !== 1 && r.status !== 3) throw fail('发票尚未开具');
  const file = await invoiceFile(r);
  return { fileName: file.fileName, mime: file.mime, contentBase64: file.content.toString('base64') };
}

export const financeOpsHandlers: HandlerMap = {
  // withdrawals
  financeWithdrawPreview: (ctx) => preview(ctx, CHANNEL_BY_NAME[(ctx.body as { channel: string }).channel]!, (ctx.body as { amount?: number }).amount),
  financeCrossWithdrawPreview: (ctx) => preview(ctx, Channel.CROSS, (ctx.body as { amount?: number } | undefined)?.amount),
  financeWithdrawSmsCode: {
    tx: false,
    handle: async (ctx) => {
      const a = requireAuth(ctx);
      const sent = await sendFinanceCode(ctx.db, ctx.deps.sms, { userId: a.userId, phone: a.phone, purpose: 'withdraw', action: '确认提现', ip: ctx.ip, now: now(ctx) });
      return { phoneMasked: maskPhone(a.phone), ...sent };
    },
  },
  financeWithdrawCreate: { tx: false, handle: (ctx) => create(ctx, CHANNEL_BY_NAME[ctx.body.channel]!, ctx.body) },
  financeCrossWithdrawCreate: { tx: false, handle: (ctx) => create(ctx, Channel.CROSS, ctx.body) },
  financeWithdrawList: withdrawList,
  financeWithdrawTaxCertificate: taxCertificate,
  // accounts
  financeAccountDetail: accountDetail,
  financeAccountSmsCode: {
    tx: false,
    handle: async (ctx) => {
      const a = requireAuth(ctx);
      const sent = await sendFinanceCode(ctx.db, ctx.deps.sms, { userId: a.userId, phone: a.phone, purpose: 'account', action: '修改结算银行账户', ip: ctx.ip, now: now(ctx) });
      return { phoneMasked: maskPhone(a.phone), ...sent };
    },
  },
  financeAccountUpdate: { tx: false, handle: accountUpdate },
  financeYbDetail: ybDetailHandler,
  financeYbSubmit: ybSubmitHandler,
  // deposit
  financeDepositSummary: (ctx) => depositSummary(ctx.db, requireAuth(ctx).companyId),
  financeDepositRecords: depositRecords,
  financeDepositRecharge: depositRecharge,
  // marketing
  financeMarketingSummary: (ctx) => marketingSummary(ctx.db, requireAuth(ctx).companyId, now(ctx)),
  // The marketing account's own ledger entries (recharges, cost shares), as the money flow shows them.
  financeMarketingFlow: (ctx) => {
    const a = requireAuth(ctx);
    const b = ctx.body as { filter?: { kinds?: FlowKind[]; from?: number; to?: number; orderNo?: string }; cursor?: string | null; pageSize: number };
    const f = b.filter ?? {};
    return flowPage(ctx.db, a.companyId, { accounts: ['marketing'], kinds: f.kinds, from: f.from, to: f.to, orderNo: f.orderNo, cursor: b.cursor, pageSize: b.pageSize });
  },
  financeMarketingRecharge: async (ctx) => {
    const a = requireAuth(ctx);
    const t = now(ctx);
    await rechargeMarketing(ctx.db, { companyId: a.companyId, userId: a.userId, amount: ctx.body.amount, requestId: ctx.body.requestId, now: t });
    return marketingSummary(ctx.db, a.companyId, t);
  },
  // invoices
  financeInvoiceSummary: (ctx) => invoiceSummary(ctx.db, requireAuth(ctx).companyId, now(ctx)),
  financeInvoiceTitleGet: async (ctx) => ({ title: await getTitle(ctx.db, requireAuth(ctx).companyId) }),
  financeInvoiceTitleSave: async (ctx) => {
    const a = requireAuth(ctx);
    return { title: await saveTitle(ctx.db, { companyId: a.companyId, userId: a.userId, input: ctx.body as TitleInput, now: now(ctx) }) };
  },
  financeInvoiceApply: async (ctx) => {
    const a = requireAuth(ctx);
    return presentInvoice(await applyInvoice(ctx.db, { companyId: a.companyId, userId: a.userId, invoiceType: ctx.body.invoiceType, months: ctx.body.months, remark: ctx.body.remark, now: now(ctx) }));
  },
  financeInvoiceList: invoiceList,
  financeInvoiceRed: async (ctx) => {
    const a = requireAuth(ctx);
    return presentInvoice(await redInvoice(ctx.db, { companyId: a.companyId, userId: a.userId, invoiceId: ctx.body.invoiceId, reason: ctx.body.reason, now: now(ctx) }));
  },
  // Read-only, and the PDF takes a moment to draw: no write transaction held open meanwhile (SQLite has one writer).
  financeInvoiceDownload: { tx: false, handle: invoiceDownload },
};
