import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { fail } from '../../lib/errors.ts';
import { COMPANY_ACCOUNTS, DAY_MS, FLOW_KINDS, SETTLE_DAYS, dayStart, monthRange, type CauseType, type CompanyAccount, type FlowKind } from './accounts-chart.ts';
import { balancesOf } from './ledger.ts';

/** Keyset cursor of time-ordered lists: "<time>_<id>" of the last row of the previous page. */
export function parseTimeCursor(c: string | null | undefined): { t: number; id: number } | null {
  if (!c) return null;
  const m = /^(\d{1,15})_(\d{1,15})$/.exec(c);
  if (!m) throw fail('分页游标无效，请刷新列表');
  return { t: Number(m[1]), id: Number(m[2]) };
}

export interface FlowFilter {
  accounts?: CompanyAccount[];
  kinds?: FlowKind[];
  from?: number;
  to?: number;
  orderNo?: string;
}

export interface FlowLine {
  entryId: number;
  txId: number;
  createdAt: number;
  account: CompanyAccount;
  kind: FlowKind;
  amount: number;
  balanceAfter: number;
  orderId: number | null;
  orderNo: string | null;
  causeType: CauseType | null;
  causeId: number | null;
  causeNo: string | null;
  remark: string | null;
}

type EntryRow = {
  id: number;
  tx_id: number;
  account_code: string;
  kind: string;
  amount: number;
  balance_after: number;
  order_id: number | null;
  occurred_at: number;
  ref_type: string | null;
  ref_id: number | null;
  ref_no: string | null;
  memo: string;
  order_no: string | null;
};

/**
 * Entries with their transaction's cause and the order number, in one statement (one round trip: the page is the
 * index range of fin_entry, the joins are primary-key lookups of its rows).
 */
function entrySelect(db: Db, companyId: number) {
  return db
    .selectFrom('fin_entry as e')
    .innerJoin('fin_tx as t', 't.id', 'e.tx_id')
    .leftJoin('orders as o', 'o.id', 'e.order_id')
    .select(['e.id', 'e.tx_id', 'e.account_code', 'e.kind', 'e.amount', 'e.balance_after', 'e.order_id', 'e.occurred_at', 't.ref_type', 't.ref_id', 't.ref_no', 't.memo', 'o.order_no'])
    .where('e.company_id', '=', companyId);
}

function toEntryRow(r: EntryRow): EntryRow {
  return {
    ...r,
    id: Number(r.id),
    tx_id: Number(r.tx_id),
    amount: Number(r.amount),
    balance_after: Number(r.balance_after),
    order_id: r.order_id === null ? null : Number(r.order_id),
    occurred_at: Number(r.occurred_at),
    ref_id: r.ref_id === null ? null : Number(r.ref_id),
  };
}

function checkFilter(f: FlowFilter): void {
  for (const a of f.accounts ?? []) if (!(COMPANY_ACCOUNTS as readonly string[]).includes(a)) throw fail(`未知的资金账户：${a}`);
  for (const k of f.kinds ?? []) if (!(FLOW_KINDS as readonly string[]).includes(k)) throw fail(`未知的流水类型：${k}`);
  if (f.from != null && f.to != null && f.from >= f.to) throw fail('开始时间应早于结束时间');
}

/**
 * One keyset range of a company's entries, newest first. `lead` picks the index: by time only, by one flow kind or by
 * one account (each index ends with (occurred_at, id), so a page at any depth is one range scan); the other
 * conditions are checked on the rows of that range.
 */
async function entryRange(db: Db, companyId: number, f: FlowFilter, lead: { kind?: FlowKind; account?: CompanyAccount }, cursor: { t: number; id: number } | null, limit: number): Promise<EntryRow[]> {
  let q = entrySelect(db, companyId);
  if (lead.kind) q = q.where('e.kind', '=', lead.kind);
  else if (f.kinds?.length) q = q.where('e.kind', 'in', f.kinds);
  if (lead.account) q = q.where('e.account_code', '=', lead.account);
  else if (f.accounts?.length) q = q.where('e.account_code', 'in', f.accounts);
  if (f.from != null) q = q.where('e.occurred_at', '>=', f.from);
  if (f.to != null) q = q.where('e.occurred_at', '<', f.to);
  // A row-value range: one index range scan on both databases (PostgreSQL does not turn the OR form into one).
  if (cursor) q = q.where(sql<boolean>`(e.occurred_at, e.id) < (${cursor.t}, ${cursor.id})`);
  const rows = await q.orderBy('e.occurred_at', 'desc').orderBy('e.id', 'desc').limit(limit).execute();
  return (rows as EntryRow[]).map(toEntryRow);
}

const newestFirst = (a: EntryRow, b: EntryRow) => b.occurred_at - a.occurred_at || b.id - a.id;

/** Entries of the company's accounts matching the filter, newest first, `limit` of them after `cursor`. */
export async function flowEntries(db: Db, companyId: number, f: FlowFilter, cursor: string | null | undefined, limit: number): Promise<EntryRow[]> {
  checkFilter(f);
  const c = parseTimeCursor(cursor);
  if (f.orderNo) {
    const o = await db.selectFrom('orders').select('id').where('order_no', '=', f.orderNo.trim()).where('company_id', '=', companyId).executeTakeFirst();
    if (!o) return [];
    let q = entrySelect(db, companyId).where('e.order_id', '=', o.id);
    if (f.kinds?.length) q = q.where('e.kind', 'in', f.kinds);
    if (f.accounts?.length) q = q.where('e.account_code', 'in', f.accounts);
    if (f.from != null) q = q.where('e.occurred_at', '>=', f.from);
    if (f.to != null) q = q.where('e.occurred_at', '<', f.to);
    const rows = ((await q.execute()) as EntryRow[]).map(toEntryRow);
    return rows.filter((r) => !c || r.occurred_at < c.t || (r.occurred_at === c.t && r.id < c.id)).sort(newestFirst).slice(0, limit);
  }
  // Several kinds or accounts: one range per value, merged (k short index scans instead of a sort of every match).
  const kinds = f.kinds ?? [];
  const accounts = f.accounts ?? [];
  let leads: Array<{ kind?: FlowKind; account?: CompanyAccount }>;
  if (!kinds.length && !accounts.length) leads = [{}];
  else if (kinds.length && (!accounts.length || kinds.length <= accounts.length)) leads = kinds.map((k) => ({ kind: k }));
  else leads = accounts.map((a) => ({ account: a }));
  if (leads.length === 1) return entryRange(db, companyId, f, leads[0]!, c, limit);
  const parts = await Promise.all(leads.map((l) => entryRange(db, companyId, f, l, c, limit)));
  return parts.flat().sort(newestFirst).slice(0, limit);
}

/** Flow lines (with their transaction's cause and the order number) for entries. */
export async function presentFlow(_db: Db, rows: EntryRow[]): Promise<FlowLine[]> {
  return rows.map((r) => ({
    entryId: r.id,
    txId: r.tx_id,
    createdAt: r.occurred_at,
    account: r.account_code as CompanyAccount,
    kind: r.kind as FlowKind,
    amount: r.amount,
    balanceAfter: r.balance_after,
    orderId: r.order_id,
    orderNo: r.order_no ?? null,
    causeType: (r.ref_type as CauseType | null) ?? null,
    causeId: r.ref_id,
    causeNo: r.ref_no ?? null,
    remark: r.memo || null,
  }));
}

/** A page of the money flow (the contract's FinanceFlowPage). */
export async function flowPage(db: Db, companyId: number, q: FlowFilter & { cursor?: string | null; pageSize: number }) {
  const { cursor, pageSize, ...f } = q;
  const rows = await flowEntries(db, companyId, f, cursor, pageSize + 1);
  const hasMore = rows.length > pageSize;
  const page = rows.slice(0, pageSize);
  const last = page[page.length - 1];
  return { list: await presentFlow(db, page), nextCursor: hasMore && last ? `${last.occurred_at}_${last.id}` : null, hasMore };
}

const DAILY_ZERO = { paid: 0, refunded: 0, commission: 0, st_subsidies: 0, st_settled: 0 };

/** "2026-11-23" in China time. */
export function dayLabel(t: number): string {
  return new Date(t + 8 * 3_600_000).toISOString().slice(0, 10);
}

/** The overview: balances, today's and this month's figures and the 30-day series, all from running totals. */
export async function overview(db: Db, companyId: number, now: number, depositRequired: number) {
  const b = await balancesOf(db, companyId);
  const today = dayStart(now);
  const month = monthRange(now).start;
  const from = Math.min(month, today - 29 * DAY_MS);
  const rows = await db
    .selectFrom('fin_daily')
    .select(['day', 'paid', 'refunded', 'commission', 'st_subsidies', 'st_settled'])
    .where('company_id', '=', companyId)
    .where('day', '>=', from)
    .where('day', '<=', today)
    .execute();
  const byDay = new Map(rows.map((r) => [Number(r.day), r]));
  const figures = (start: number) => {
    const f = { income: 0, refunds: 0, commission: 0, subsidy: 0, settled: 0 };
    for (const r of rows) {
      if (Number(r.day) < start) continue;
      f.income += Number(r.paid);
      f.refunds += Number(r.refunded);
      f.commission += Number(r.commission);
      f.subsidy += Number(r.st_subsidies);
      f.settled += Number(r.st_settled);
    }
    return f;
  };
  const trend = [];
  for (let i = 29; i >= 0; i--) {
    // Day starts step by 24 h: China has no daylight saving time.
    const d = today - i * DAY_MS;
    const r = byDay.get(d) ?? DAILY_ZERO;
    trend.push({ date: dayLabel(d), income: Number(r.paid), refunds: Number(r.refunded), settled: Number(r.st_settled) });
  }
  return {
    balances: {
      available: Math.max(0, b.available!),
      pending: b.pending!,
      frozen: b.frozen!,
      withdrawing: b.withdrawing!,
      deposit: b.deposit!,
      marketing: b.marketing!,
      owed: Math.max(0, -b.owed!),
    },
    depositRequired,
    today: figures(today),
    month: figures(month),
    trend,
    settleDays: SETTLE_DAYS,
    generatedAt: now,
  };
}

export interface SubsidyFilter {
  from?: number;
  to?: number;
  activityId?: number;
  orderNo?: string;
}

type SubsidyRow = {
  order_id: number;
  order_no: string;
  subsidy: number;
  subsidy_settled: number;
  subsidy_activity_id: number | null;
  subsidy_activity: string | null;
  state: number;
  paid_at: number;
  settled_at: number | null;
};

function presentSubsidy(r: SubsidyRow) {
  const status = r.state === 0 ? 0 : Number(r.subsidy_settled) > 0 ? 1 : 2;
  return {
    subsidyId: Number(r.order_id),
    activityId: Number(r.subsidy_activity_id ?? 0) || 1,
    activityName: r.subsidy_activity ?? '平台补贴',
    orderId: Number(r.order_id),
    orderNo: r.order_no,
    amount: r.state === 0 ? Number(r.subsidy) : Number(r.subsidy_settled),
    status,
    createdAt: Number(r.paid_at),
    settledAt: r.settled_at === null ? null : Number(r.settled_at),
  };
}

/** Platform subsidies by order, newest first (keyset on the order's payment time). */
export async function subsidyPage(db: Db, companyId: number, f: SubsidyFilter, cursorText: string | null | undefined, pageSize: number) {
  if (f.from != null && f.to != null && f.from >= f.to) throw fail('开始时间应早于结束时间');
  const c = parseTimeCursor(cursorText);
  let q = db
    .selectFrom('fin_order')
    .select(['order_id', 'order_no', 'subsidy', 'subsidy_settled', 'subsidy_activity_id', 'subsidy_activity', 'state', 'paid_at', 'settled_at'])
    .where('company_id', '=', companyId);
  q = f.activityId ? q.where('subsidy_activity_id', '=', f.activityId) : q.where('has_subsidy', '=', 1);
  if (f.orderNo) q = q.where('order_no', '=', f.orderNo.trim()).where('has_subsidy', '=', 1);
  if (f.from != null) q = q.where('paid_at', '>=', f.from);
  if (f.to != null) q = q.where('paid_at', '<', f.to);
  if (c) q = q.where(sql<boolean>`(paid_at, order_id) < (${c.t}, ${c.id})`);
  const rows = (await q.orderBy('paid_at', 'desc').orderBy('order_id', 'desc').limit(pageSize + 1).execute()) as SubsidyRow[];
  const hasMore = rows.length > pageSize;
  const page = rows.slice(0, pageSize);
  const last = page[page.length - 1];
  return { list: page.map(presentSubsidy), nextCursor: hasMore && last ? `${Number(last.paid_at)}_${Number(last.order_id)}` : null, hasMore };
}

/** Subsidy totals per platform activity over a range (default the last 90 days), largest first, at most 100. */
export async function subsidyActivities(db: Db, companyId: number, range: { from?: number; to?: number }, now: number) {
  const from = range.from ?? dayStart(now) - 89 * DAY_MS;
  const to = range.to ?? now + 1;
  if (from >= to) throw fail('开始时间应早于结束时间');
  const rows = await db
    .selectFrom('fin_order')
    .select([
      'subsidy_activity_id',
      'subsidy_activity',
      (eb) => eb.fn.countAll<number>().as('n'),
      (eb) => eb.fn.sum<number>(eb.case().when('state', '=', 0).then(eb.ref('subsidy')).else(eb.ref('subsidy_settled')).end()).as('amount'),
      (eb) => eb.fn.sum<number>('subsidy_settled').as('settled'),
    ])
    .where('company_id', '=', companyId)
    .where('has_subsidy', '=', 1)
    .where('paid_at', '>=', from)
    .where('paid_at', '<', to)
    .groupBy(['subsidy_activity_id', 'subsidy_activity'])
    .execute();
  const list = rows
    .map((r) => ({
      activityId: Number(r.subsidy_activity_id ?? 0) || 1,
      activityName: r.subsidy_activity ?? '平台补贴',
      orderCount: Number(r.n),
      amount: Number(r.amount ?? 0),
      settledAmount: Number(r.settled ?? 0),
    }))
    .sort((a, b) => b.amount - a.amount || a.activityId - b.activityId)
    .slice(0, 100);
  return { list, total: list.reduce((s, a) => s + a.amount, 0) };
}
