import type { Selectable } from 'kysely';
import type { Db } from '../../db/index.ts';
import { fail } from '../../lib/errors.ts';
import { audit } from '../../lib/audit.ts';
import { emitEvent } from '../../lib/events.ts';
import { DAY_MS, TZ_OFFSET_MS, monthRange } from './accounts-chart.ts';
import { isUniqueViolation } from './withdraw.ts';
import { tempNo } from './deposit.ts';
import type { FinInvoiceTable } from './withdraw-schema.ts';

/**
 * Invoices the platform issues to the merchant for what it charged: the commission taken at settlement
 * (fin_daily.st_commission) and the withdrawal fees of paid withdrawals, per calendar month (China time).
 * An application covers whole finished months, each month at most once at a time (fin_invoice_month's partial
 * unique index); the platform issues (`invoice issue <id>`) or rejects it; an issued electronic invoice is reversed
 * at once by a red-letter invoice (红冲), after which its months can be invoiced again.
 */
export const InvoiceStatus = { PENDING: 0, ISSUED: 1, REJECTED: 2, REVERSED: 3 } as const;
export const INVOICE_STATUS_TEXT: Record<number, string> = { 0: '待开票', 1: '已开票', 2: '已驳回', 3: '已红冲' };
export const INVOICE_TYPE_TEXT: Record<number, string> = { 1: '增值税电子普通发票', 2: '增值税电子专用发票' };
/** VAT rate of the platform's services (现代服务业 6%), used to split the amount on the invoice. */
export const VAT_RATE_BP = 600;
export const MONTHS_SHOWN = 24;

export type InvoiceRow = Selectable<FinInvoiceTable>;

/** 'YYYY-MM' (China time) of `t`. */
export function monthOf(t: number): string {
  return new Date(t + TZ_OFFSET_MS).toISOString().slice(0, 7);
}

/** The `n` months up to the one containing `now`, newest first. */
export function lastMonths(now: number, n: number): string[] {
  const out: string[] = [];
  let t = monthRange(now).start;
  for (let i = 0; i < n; i++) {
    out.push(monthOf(t));
    t = monthRange(t - DAY_MS).start;
  }
  return out;
}

function monthStart(month: string): number {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return Date.UTC(y, m - 1, 1) - TZ_OFFSET_MS;
}

export interface MonthFigures {
  month: string;
  commission: number;
  fees: number;
  invoiced: number;
  invoiceable: number;
}

/** What the platform charged per month (last 24), what is invoiced or being invoiced, and what can still be. */
export async function monthFigures(db: Db, companyId: number, now: number): Promise<{ months: MonthFigures[]; issued: number; inProgress: number }> {
  const months = lastMonths(now, MONTHS_SHOWN);
  const since = monthStart(months[months.length - 1]!);
  const current = months[0]!;
  const days = await db.selectFrom('fin_daily').select(['day', 'st_commission']).where('company_id', '=', companyId).where('day', '>=', since).execute();
  const fees = await db.selectFrom('fin_withdraw').select(['paid_at', 'fee']).where('company_id', '=', companyId).where('status', '=', 1).where('paid_at', '>=', since).execute();
  const active = await db
    .selectFrom('fin_invoice_month as m')
    .innerJoin('fin_invoice as i', 'i.id', 'm.invoice_id')
    .select(['m.month', 'm.amount', 'i.status'])
    .where('m.company_id', '=', companyId)
    .where('m.active', '=', 1)
    .execute();
  const by = new Map(months.map((m) => [m, { month: m, commission: 0, fees: 0, invoiced: 0, invoiceable: 0 }]));
  for (const d of days) {
    const f = by.get(monthOf(Number(d.day)));
    if (f) f.commission += Number(d.st_commission);
  }
  for (const w of fees) {
    const f = by.get(monthOf(Number(w.paid_at)));
    if (f) f.fees += Number(w.fee);
  }
  let issued = 0;
  let inProgress = 0;
  for (const a of active) {
    const f = by.get(a.month);
    if (f) f.invoiced += Number(a.amount);
    if (a.status === InvoiceStatus.ISSUED) issued += Number(a.amount);
    else inProgress += Number(a.amount);
  }
  for (const f of by.values()) {
    // The running month is still being charged: it can be invoiced once it is over.
    f.invoiceable = f.month === current || f.invoiced > 0 ? 0 : f.commission + f.fees;
  }
  return { months: [...by.values()], issued, inProgress };
}

export async function invoiceSummary(db: Db, companyId: number, now: number) {
  const f = await monthFigures(db, companyId, now);
  return { invoiceable: f.months.reduce((s, m) => s + m.invoiceable, 0), invoiced: f.issued, inProgress: f.inProgress, months: f.months };
}

// ------------------------------------------------------------------ titles ----

export interface TitleInput {
  titleName: string;
  taxNo: string;
  registeredAddress?: string | null;
  registeredPhone?: string | null;
  bankName?: string | null;
  bankAccount?: string | null;
  email: string;
}

export async function getTitle(db: Db, companyId: number) {
  const t = await db.selectFrom('fin_invoice_title').selectAll().where('company_id', '=', companyId).executeTakeFirst();
  if (!t) return null;
  return {
    titleName: t.name,
    taxNo: t.tax_no,
    registeredAddress: t.address || null,
    registeredPhone: t.phone || null,
    bankName: t.bank_name || null,
    bankAccount: t.bank_account || null,
    email: t.email,
    updatedAt: t.updated_at,
  };
}

export async function saveTitle(db: Db, p: { companyId: number; userId: number; input: TitleInput; now: number }) {
  const i = p.input;
  const name = i.titleName.trim();
  if (name.length < 2) throw fail('请填写发票抬头');
  const taxNo = i.taxNo.trim().toUpperCase();
  if (![15, 17, 18, 20].includes(taxNo.length)) throw fail('纳税人识别号应为 15、17、18 或 20 位');
  const values = {
    name,
    tax_no: taxNo,
    address: (i.registeredAddress ?? '').trim(),
    phone: (i.registeredPhone ?? '').trim(),
    bank_name: (i.bankName ?? '').trim(),
    bank_account: (i.bankAccount ?? '').trim(),
    email: i.email.trim(),
    updated_at: p.now,
  };
  const before = await getTitle(db, p.companyId);
  await db
    .insertInto('fin_invoice_title')
    .values({ company_id: p.companyId, ...values })
    .onConflict((oc) => oc.column('company_id').doUpdateSet(values))
    .execute();
  await audit(db, { companyId: p.companyId, userId: p.userId, actor: `user:${p.userId}`, action: 'finance.invoice.title', detail: { before, after: { ...values } } });
  return getTitle(db, p.companyId);
}

// ------------------------------------------------------------------ applications ----

export async function applyInvoice(db: Db, p: { companyId: number; userId: number; invoiceType: number; months: string[]; remark?: string | null; now: number }): Promise<InvoiceRow> {
  const title = await db.selectFrom('fin_invoice_title').selectAll().where('company_id', '=', p.companyId).executeTakeFirst();
  if (!title) throw fail('请先填写并保存发票抬头');
  if (p.invoiceType !== 1 && p.invoiceType !== 2) throw fail('发票类型不正确');
  if (p.invoiceType === 2 && (!title.address || !title.phone || !title.bank_name || !title.bank_account)) {
    throw fail('开具专用发票须先在发票抬头中填写注册地址、注册电话、开户银行与银行账号');
  }
  const months = [...new Set(p.months)].sort();
  if (!months.length) throw fail('请选择开票月份');
  if (months.length !== p.months.length) throw fail('开票月份不能重复');
  const figures = await monthFigures(db, p.companyId, p.now);
  const current = monthOf(p.now);
  let amount = 0;
  const rows: { month: string; amount: number }[] = [];
  for (const m of months) {
    if (m >= current) throw fail(`${m} 尚未结束，次月起可申请该月的发票`);
    const f = figures.months.find((x) => x.month === m);
    if (!f) throw fail(`只能申请近 ${MONTHS_SHOWN} 个月的发票：${m} 已超出`);
    if (f.invoiced > 0) throw fail(`${m} 已在开票中或已开票，不能重复申请`);
    if (f.invoiceable <= 0) throw fail(`${m} 没有可开票金额`);
    amount += f.invoiceable;
    rows.push({ month: m, amount: f.invoiceable });
  }
  const row = await db
    .insertInto('fin_invoice')
    .values({
      company_id: p.companyId,
      user_id: p.userId,
      apply_no: tempNo(),
      invoice_type: p.invoiceType,
      amount,
      months_json: JSON.stringify(months),
      title_name: title.name,
      tax_no: title.tax_no,
      address: title.address,
      phone: title.phone,
      bank_name: title.bank_name,
      bank_account: title.bank_account,
      email: title.email,
      remark: p.remark?.trim() || null,
      status: InvoiceStatus.PENDING,
      reject_reason: null,
      invoice_no: null,
      issued_at: null,
      red_reason: null,
      red_invoice_no: null,
      reversed_at: null,
      created_at: p.now,
      updated_at: p.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const applyNo = `FP${new Date(p.now + TZ_OFFSET_MS).toISOString().slice(0, 10).replaceAll('-', '')}${String(row.id).padStart(8, '0')}`;
  await db.updateTable('fin_invoice').set({ apply_no: applyNo }).where('id', '=', row.id).execute();
  try {
    await db
      .insertInto('fin_invoice_month')
      .values(rows.map((r) => ({ invoice_id: row.id, company_id: p.companyId, month: r.month, amount: r.amount, active: 1 })))
      .execute();
  } catch (e) {
    if (isUniqueViolation(e)) throw fail('所选月份已在开票中，请刷新后重试');
    throw e;
  }
  await audit(db, { companyId: p.companyId, userId: p.userId, actor: `user:${p.userId}`, action: 'finance.invoice.apply', detail: { applyNo, amount, months, invoiceType: p.invoiceType } });
  return { ...row, apply_no: applyNo };
}

const invoiceNo = (id: number, now: number, red = false) => `${String(new Date(now + TZ_OFFSET_MS).getUTCFullYear()).slice(2)}33${red ? '9' : '2'}${String(id).padStart(15, '0')}`;

/** The merchant reverses an issued electronic invoice with a red-letter invoice; its months become invoiceable again. */
export async function redInvoice(db: Db, p: { companyId: number; userId: number; invoiceId: number; reason: string; now: number }): Promise<InvoiceRow> {
  const reason = p.reason.trim();
  if (reason.length < 5) throw fail('红冲原因至少 5 个字');
  const row = await db.selectFrom('fin_invoice').selectAll().where('id', '=', p.invoiceId).where('company_id', '=', p.companyId).executeTakeFirst();
  if (!row) throw fail('发票不存在');
  if (row.status !== InvoiceStatus.ISSUED) throw fail(`发票当前为「${INVOICE_STATUS_TEXT[row.status]}」，只有已开票的发票可以红冲`);
  const redNo = invoiceNo(row.id, p.now, true);
  const r = await db
    .updateTable('fin_invoice')
    .set({ status: InvoiceStatus.REVERSED, red_reason: reason, red_invoice_no: redNo, reversed_at: p.now, updated_at: p.now })
    .where('id', '=', row.id)
    .where('status', '=', InvoiceStatus.ISSUED)
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) throw fail('发票状态已变化，请刷新后重试');
  await db.updateTable('fin_invoice_month').set({ active: 0 }).where('invoice_id', '=', row.id).execute();
  await audit(db, { companyId: p.companyId, userId: p.userId, actor: `user:${p.userId}`, action: 'finance.invoice.red', detail: { applyNo: row.apply_no, invoiceNo: row.invoice_no, redInvoiceNo: redNo, reason } });
  return { ...row, status: InvoiceStatus.REVERSED, red_reason: reason, red_invoice_no: redNo, reversed_at: p.now, updated_at: p.now };
}

/** The platform issues a pending invoice. Idempotent: issuing an issued one changes nothing. */
export async function issueInvoice(db: Db, id: number, now: number, actor = 'platform:cli'): Promise<{ changed: boolean; row: InvoiceRow }> {
  const row = await db.selectFrom('fin_invoice').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw fail(`开票申请 ${id} 不存在`);
  if (row.status === InvoiceStatus.ISSUED) return { changed: false, row };
  if (row.status !== InvoiceStatus.PENDING) throw fail(`开票申请 ${row.apply_no} 当前为「${INVOICE_STATUS_TEXT[row.status]}」，只有待开票的可以开具`);
  const no = invoiceNo(row.id, now);
  const r = await db
    .updateTable('fin_invoice')
    .set({ status: InvoiceStatus.ISSUED, invoice_no: no, issued_at: now, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', InvoiceStatus.PENDING)
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) throw fail(`开票申请 ${row.apply_no} 的状态已变化，请重新查看`);
  await audit(db, { companyId: row.company_id, userId: null, actor, action: 'finance.invoice.issue', detail: { applyNo: row.apply_no, invoiceNo: no, amount: row.amount } });
  await emitEvent(db, {
    companyId: row.company_id,
    kind: 'finance.invoiceDecided',
    subjectId: row.id,
    payload: { issued: true, applyNo: row.apply_no, invoiceNo: no, typeText: INVOICE_TYPE_TEXT[row.invoice_type] ?? null, amount: Number(row.amount) },
    now,
  });
  return { changed: true, row: { ...row, status: InvoiceStatus.ISSUED, invoice_no: no, issued_at: now } };
}

/** The platform rejects a pending application with a reason; its months become invoiceable again. Idempotent. */
export async function rejectInvoice(db: Db, id: number, reason: string, now: number, actor = 'platform:cli'): Promise<{ changed: boolean; row: InvoiceRow }> {
  const why = reason.trim();
  if (!why) throw fail('驳回须填写原因');
  if (why.length > 200) throw fail('驳回原因不能超过 200 个字');
  const row = await db.selectFrom('fin_invoice').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw fail(`开票申请 ${id} 不存在`);
  if (row.status === InvoiceStatus.REJECTED) return { changed: false, row };
  if (row.status !== InvoiceStatus.PENDING) throw fail(`开票申请 ${row.apply_no} 当前为「${INVOICE_STATUS_TEXT[row.status]}」，只有待开票的可以驳回`);
  const r = await db
    .updateTable('fin_invoice')
    .set({ status: InvoiceStatus.REJECTED, reject_reason: why, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', InvoiceStatus.PENDING)
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) throw fail(`开票申请 ${row.apply_no} 的状态已变化，请重新查看`);
  await db.updateTable('fin_invoice_month').set({ active: 0 }).where('invoice_id', '=', row.id).execute();
  await audit(db, { companyId: row.company_id, userId: null, actor, action: 'finance.invoice.reject', detail: { applyNo: row.apply_no, reason: why } });
  await emitEvent(db, { companyId: row.company_id, kind: 'finance.invoiceDecided', subjectId: row.id, payload: { issued: false, applyNo: row.apply_no, reason: why, amount: Number(row.amount) }, now });
  return { changed: true, row: { ...row, status: InvoiceStatus.REJECTED, reject_reason: why } };
}

export function presentInvoice(r: InvoiceRow) {
  return {
    invoiceId: r.id,
    applyNo: r.apply_no,
    invoiceType: r.invoice_type,
    titleName: r.title_name,
    taxNo: r.tax_no,
    amount: r.amount,
    months: JSON.parse(r.months_json) as string[],
    status: r.status,
    invoiceNo: r.invoice_no,
    issuedAt: r.issued_at,
    rejectReason: r.reject_reason,
    redReason: r.red_reason,
    redInvoiceNo: r.red_invoice_no,
    reversedAt: r.reversed_at,
    email: r.email,
    remark: r.remark,
    createdAt: r.created_at,
  };
}

/** Amount without VAT and the VAT of a tax-inclusive amount (rounded half up; they add up to it). */
export function splitVat(total: number): { net: number; vat: number } {
  const net = Math.round((total * 10_000) / (10_000 + VAT_RATE_BP));
  return { net, vat: total - net };
}

