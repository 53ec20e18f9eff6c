import { sql } from 'kysely';
import ExcelJS from 'exceljs';
import type { Db } from '../../db/index.ts';
import { fail } from '../../lib/errors.ts';
import { isUniqueViolation } from './withdraw.ts';
import { DAY_MS, TZ_OFFSET_MS, monthRange, type FlowKind } from './accounts-chart.ts';
import { dayLabel, parseTimeCursor } from './ledger-queries.ts';

/**
 * Statements: a day's or a month's settled money, read from the per-day sums (at most 31 rows a statement, so any
 * depth answers in the same time), with the formula income − refunds − commission + subsidy − deductions = settled.
 * Lines are the statement transactions of the period (settlements and refunds after settlement).
 */
export type Period = 'day' | 'month';

export interface PeriodKey {
  period: Period;
  start: number;
  end: number;
  no: string;
  label: string;
}

export function periodOf(period: Period, t: number): PeriodKey {
  if (period === 'day') {
    const start = Math.floor((t + TZ_OFFSET_MS) / DAY_MS) * DAY_MS - TZ_OFFSET_MS;
    const label = dayLabel(start);
    return { period, start, end: start + DAY_MS, no: `D${label.replaceAll('-', '')}`, label };
  }
  const { start, end } = monthRange(t);
  const label = dayLabel(start).slice(0, 7);
  return { period, start, end, no: `M${label.replace('-', '')}`, label };
}

export function parseStatementNo(no: string): PeriodKey {
  const m = /^(D)(\d{4})(\d{2})(\d{2})$|^(M)(\d{4})(\d{2})$/.exec(no);
  if (!m) throw fail('对账单不存在');
  const day = m[1] === 'D';
  const y = Number(day ? m[2] : m[6]);
  const mo = Number(day ? m[3] : m[7]);
  const d = day ? Number(m[4]) : 1;
  const t = Date.UTC(y, mo - 1, d) - TZ_OFFSET_MS;
  const key = periodOf(day ? 'day' : 'month', t);
  if (key.no !== no) throw fail('对账单不存在');
  return key;
}

interface Sums {
  orders: number;
  income: number;
  refunds: number;
  commission: number;
  subsidy: number;
  deductions: number;
  settled: number;
}
const zero = (): Sums => ({ orders: 0, income: 0, refunds: 0, commission: 0, subsidy: 0, deductions: 0, settled: 0 });

type DailyRow = { day: number; st_income: number; st_refunds: number; st_commission: number; st_subsidies: number; st_deductions: number; st_settled: number; st_orders: number };

function add(s: Sums, r: DailyRow): void {
  s.orders += Number(r.st_orders);
  s.income += Number(r.st_income);
  s.refunds += Number(r.st_refunds);
  s.commission += Number(r.st_commission);
  s.subsidy += Number(r.st_subsidies);
  s.deductions += Number(r.st_deductions);
  s.settled += Number(r.st_settled);
}

const hasStatement = (r: DailyRow) => Number(r.st_orders) > 0 || Number(r.st_refunds) > 0 || Number(r.st_deductions) > 0 || Number(r.st_settled) !== 0;

function dailyQuery(db: Db, companyId: number) {
  return db
    .selectFrom('fin_daily')
    .select(['day', 'st_income', 'st_refunds', 'st_commission', 'st_subsidies', 'st_deductions', 'st_settled', 'st_orders'])
    .where('company_id', '=', companyId);
}

type States = Awaited<ReturnType<typeof states>>;

/** The states of the statements whose period starts in [lo, hi). */
async function statesIn(db: Db, companyId: number, period: Period, lo: number, hi: number) {
  const [rows, disputes] = await Promise.all([
    db.selectFrom('fin_statement').select(['period_start', 'state', 'confirmed_at']).where('company_id', '=', companyId).where('period', '=', period).where('period_start', '>=', lo).where('period_start', '<', hi).execute(),
    db
      .selectFrom('fin_statement_dispute')
      .select(['period_start', (eb) => eb.fn.countAll<number>().as('n')])
      .where('company_id', '=', companyId)
      .where('period', '=', period)
      .where('period_start', '>=', lo)
      .where('period_start', '<', hi)
      .groupBy('period_start')
      .execute(),
  ]);
  return {
    state: new Map(rows.map((r) => [Number(r.period_start), { state: r.state, confirmed_at: r.confirmed_at === null ? null : Number(r.confirmed_at) }])),
    disputes: new Map(disputes.map((d) => [Number(d.period_start), Number(d.n)])),
  };
}

async function states(db: Db, companyId: number, period: Period, starts: number[]) {
  if (!starts.length) return { state: new Map<number, { state: number; confirmed_at: number | null }>(), disputes: new Map<number, number>() };
  const [rows, disputes] = await Promise.all([
    db.selectFrom('fin_statement').select(['period_start', 'state', 'confirmed_at']).where('company_id', '=', companyId).where('period', '=', period).where('period_start', 'in', starts).execute(),
    db
      .selectFrom('fin_statement_dispute')
      .select(['period_start', (eb) => eb.fn.countAll<number>().as('n')])
      .where('company_id', '=', companyId)
      .where('period', '=', period)
      .where('period_start', 'in', starts)
      .groupBy('period_start')
      .execute(),
  ]);
  return {
    state: new Map(rows.map((r) => [Number(r.period_start), { state: r.state, confirmed_at: r.confirmed_at === null ? null : Number(r.confirmed_at) }])),
    disputes: new Map(disputes.map((d) => [Number(d.period_start), Number(d.n)])),
  };
}

function present(k: PeriodKey, s: Sums, st: { state: number; confirmed_at: number | null } | undefined, disputeCount: number, now: number) {
  return {
    statementNo: k.no,
    period: k.period,
    label: k.label,
    periodStart: k.start,
    periodEnd: k.end,
    orderCount: s.orders,
    income: s.income,
    refunds: s.refunds,
    commission: s.commission,
    subsidy: s.subsidy,
    deductions: s.deductions,
    settled: s.settled,
    status: st?.state ?? 0,
    confirmedAt: st?.confirmed_at ?? null,
    disputeCount,
    generatedAt: Math.min(k.end, now),
  };
}

export type Statement = ReturnType<typeof present>;

/** Statements of a period kind, newest first; cursor = the previous page's last period start. */
export async function statementPage(db: Db, companyId: number, q: { period: Period; from?: number; to?: number; status?: number; cursor?: string | null; pageSize: number }, now: number) {
  if (q.from != null && q.to != null && q.from >= q.to) throw fail('开始时间应早于结束时间');
  let before: number | null = null;
  if (q.cursor) {
    if (!/^\d{1,15}$/.test(q.cursor)) throw fail('分页游标无效，请刷新列表');
    before = Number(q.cursor);
  }
  const out: Statement[] = [];
  let hasMore = false;
  // Read the per-day rows newest first in chunks until a page of statements (and one more) is found.
  let upper = before ?? Number.MAX_SAFE_INTEGER;
  const chunk = q.period === 'day' ? Math.max(64, q.pageSize * 2) : 31 * (q.pageSize + 1);
  for (let rounds = 0; rounds < 100; rounds++) {
    let dq = dailyQuery(db, companyId).where('day', '<', upper);
    if (q.from != null) dq = dq.where('day', '>=', q.period === 'day' ? q.from : periodOf('month', q.from).start);
    if (q.to != null) dq = dq.where('day', '<', q.to);
    // The states of the periods this chunk most likely covers are read at the same time as the chunk.
    const hi = upper === Number.MAX_SAFE_INTEGER ? upper : upper + 31 * DAY_MS;
    const lo = Math.max(0, (upper === Number.MAX_SAFE_INTEGER ? now : upper) - (chunk + 31) * DAY_MS);
    const [rows, guessed] = await Promise.all([dq.orderBy('day', 'desc').limit(chunk).execute() as Promise<DailyRow[]>, statesIn(db, companyId, q.period, lo, hi)]);
    if (!rows.length) break;
    const groups = new Map<number, { key: PeriodKey; sums: Sums; any: boolean }>();
    for (const r of rows) {
      const key = periodOf(q.period, Number(r.day));
      let g = groups.get(key.start);
      if (!g) groups.set(key.start, (g = { key, sums: zero(), any: false }));
      add(g.sums, r);
      if (hasStatement(r)) g.any = true;
    }
    const full = rows.length === chunk;
    const list = [...groups.values()].sort((x, y) => y.key.start - x.key.start);
    // A month cut by the chunk's end may continue in older rows: it is read again, whole, by the next round.
    if (full && q.period === 'month' && list.length > 1) list.pop();
    const candidates = list.filter((g) => g.any).sort((a, b) => b.key.start - a.key.start);
    // Sparse days can reach past the guessed range: those few are read now.
    const missing = candidates.filter((g) => g.key.start < lo || g.key.start >= hi).map((g) => g.key.start);
    const st: States = missing.length ? await states(db, companyId, q.period, missing) : { state: new Map(), disputes: new Map() };
    for (const [k, v] of guessed.state) st.state.set(k, v);
    for (const [k, v] of guessed.disputes) st.disputes.set(k, v);
    for (const g of candidates) {
      const s = st.state.get(g.key.start);
      if (q.status !== undefined && (s?.state ?? 0) !== q.status) continue;
      if (out.length === q.pageSize) {
        hasMore = true;
        break;
      }
      out.push(present(g.key, g.sums, s, st.disputes.get(g.key.start) ?? 0, now));
    }
    if (hasMore || !full) break;
    upper = list[list.length - 1]!.key.start;
  }
  const last = out[out.length - 1];
  return { list: out, nextCursor: hasMore && last ? String(last.periodStart) : null, hasMore };
}

/** One statement (sums and state); an empty period is "对账单不存在". */
export async function statementDetail(db: Db, companyId: number, no: string, now: number): Promise<Statement> {
  const k = parseStatementNo(no);
  // The sums and the state are independent reads: one round trip's wait for both.
  const [rows, st] = await Promise.all([
    dailyQuery(db, companyId).where('day', '>=', k.start).where('day', '<', k.end).execute() as Promise<DailyRow[]>,
    states(db, companyId, k.period, [k.start]),
  ]);
  if (!rows.some(hasStatement)) throw fail('对账单不存在');
  const s = zero();
  for (const r of rows) add(s, r);
  return present(k, s, st.state.get(k.start), st.disputes.get(k.start) ?? 0, now);
}

type LineTx = { id: number; kind: string; order_id: number | null; ref_no: string | null; amount: number; occurred_at: number };

/** Lines of a statement, newest first (keyset on occurred_at, id over the statement transactions' index). */
export async function statementLines(db: Db, companyId: number, no: string, cursorText: string | null | undefined, pageSize: number) {
  const k = parseStatementNo(no);
  const c = parseTimeCursor(cursorText);
  let q = db
    .selectFrom('fin_tx')
    .select(['id', 'kind', 'order_id', 'ref_no', 'amount', 'occurred_at'])
    .where('company_id', '=', companyId)
    .where('in_statement', '=', 1)
    .where('occurred_at', '>=', k.start)
    .where('occurred_at', '<', k.end);
  if (c) q = q.where(sql<boolean>`(occurred_at, id) < (${c.t}, ${c.id})`);
  const rows = (await q.orderBy('occurred_at', 'desc').orderBy('id', 'desc').limit(pageSize + 1).execute()) as LineTx[];
  const hasMore = rows.length > pageSize;
  const page = rows.slice(0, pageSize);
  const last = page[page.length - 1];
  return { list: await presentLines(db, companyId, page), nextCursor: hasMore && last ? `${Number(last.occurred_at)}_${Number(last.id)}` : null, hasMore };
}

async function presentLines(db: Db, companyId: number, rows: LineTx[]) {
  if (!rows.length) return [];
  const orderIds = [...new Set(rows.map((r) => r.order_id).filter((x): x is number => x !== null).map(Number))];
  const ids = rows.map((r) => Number(r.id));
  const [orders, disputes] = await Promise.all([
    orderIds.length
      ? db.selectFrom('fin_order').select(['order_id', 'order_no', 'paid_amount', 'refunded_before', 'commission', 'rate_bp', 'subsidy_settled', 'settled_amount']).where('order_id', 'in', orderIds).execute()
      : Promise.resolve([]),
    db.selectFrom('fin_statement_dispute').select(['line_id', 'reason', 'status', 'reply']).where('company_id', '=', companyId).where('line_id', 'in', ids).orderBy('id', 'desc').execute(),
  ]);
  const byOrder = new Map(orders.map((o) => [Number(o.order_id), o]));
  const byLine = new Map<number, (typeof disputes)[number]>();
  for (const d of disputes) if (!byLine.has(Number(d.line_id))) byLine.set(Number(d.line_id), d);
  return rows.map((r) => {
    const o = r.order_id !== null ? byOrder.get(Number(r.order_id)) : undefined;
    const d = byLine.get(Number(r.id));
    const settle = r.kind === 'order.settle';
    const refund = r.kind === 'order.refund_settled';
    const kind: FlowKind = settle ? 'settle' : refund ? 'refund' : r.kind === 'adjust' ? 'adjust' : 'penalty';
    return {
      lineId: Number(r.id),
      kind,
      orderId: r.order_id === null ? null : Number(r.order_id),
      orderNo: o?.order_no ?? r.ref_no ?? null,
      occurredAt: Number(r.occurred_at),
      income: settle && o ? Number(o.paid_amount) : 0,
      refund: settle && o ? Number(o.refunded_before) : refund ? Number(r.amount) : 0,
      commission: settle && o ? Number(o.commission) : 0,
      commissionRate: o ? `${Number(o.rate_bp) / 100}%` : '',
      subsidy: settle && o ? Number(o.subsidy_settled) : 0,
      deduction: !settle && !refund ? Number(r.amount) : 0,
      settled: settle && o ? Number(o.settled_amount) : -Number(r.amount),
      disputeReason: d?.reason ?? null,
      disputeStatus: d ? d.status : null,
      disputeReply: d?.reply ?? null,
    };
  });
}

/** Confirms a statement of an ended period; confirming again changes nothing; refused while a dispute is open. */
export async function confirmStatement(db: Db, companyId: number, userId: number, no: string, now: number): Promise<void> {
  const k = parseStatementNo(no);
  await statementDetail(db, companyId, no, now);
  if (k.end > now) throw fail('账期尚未结束，结束后才能确认对账单');
  const cur = await db.selectFrom('fin_statement').select('state').where('company_id', '=', companyId).where('period', '=', k.period).where('period_start', '=', k.start).executeTakeFirst();
  if (cur?.state === 1) return;
  if (cur?.state === 2) throw fail('对账单有处理中的异议，平台处理后才能确认');
  // Conditional: a dispute committed since the read above keeps the statement 有异议.
  const r = await db
    .insertInto('fin_statement')
    .values({ company_id: companyId, period: k.period, period_start: k.start, state: 1, confirmed_at: now, confirmed_by: userId })
    .onConflict((oc) =>
      oc
        .columns(['company_id', 'period', 'period_start'])
        .doUpdateSet({ state: 1, confirmed_at: now, confirmed_by: userId })
        .where('fin_statement.state', 'not in', [1, 2]),
    )
    .executeTakeFirst();
  if (Number(r.numInsertedOrUpdatedRows ?? 0) !== 1) throw fail(STATE_CHANGED);
}

export const STATE_CHANGED = '对账单状态已变化，请刷新后重试';

/** Disputes one line of a statement with a reason; the statement becomes 有异议 until the platform handles it. */
export async function disputeLine(db: Db, companyId: number, userId: number, no: string, lineId: number, reason: string, now: number): Promise<void> {
  const k = parseStatementNo(no);
  await statementDetail(db, companyId, no, now);
  const text = reason.trim();
  if (text.length < 5 || text.length > 200) throw fail('异议原因应为 5 至 200 字');
  const line = await db
    .selectFrom('fin_tx')
    .select('id')
    .where('id', '=', lineId)
    .where('company_id', '=', companyId)
    .where('in_statement', '=', 1)
    .where('occurred_at', '>=', k.start)
    .where('occurred_at', '<', k.end)
    .executeTakeFirst();
  if (!line) throw fail('对账明细不存在');
  const cur = await db.selectFrom('fin_statement').select('state').where('company_id', '=', companyId).where('period', '=', k.period).where('period_start', '=', k.start).executeTakeFirst();
  if (cur?.state === 1) throw fail('对账单已确认，不能再提出异议');
  const prev = await db.selectFrom('fin_statement_dispute').select('id').where('company_id', '=', companyId).where('period', '=', k.period).where('period_start', '=', k.start).where('line_id', '=', lineId).executeTakeFirst();
  if (prev) throw fail('该明细已提出过异议，请等待平台处理');
  // Conditional: a confirmation committed since the read above stays confirmed.
  const r = await db
    .insertInto('fin_statement')
    .values({ company_id: companyId, period: k.period, period_start: k.start, state: 2, confirmed_at: null, confirmed_by: null })
    .onConflict((oc) => oc.columns(['company_id', 'period', 'period_start']).doUpdateSet({ state: 2 }).where('fin_statement.state', '<>', 1))
    .executeTakeFirst();
  if (Number(r.numInsertedOrUpdatedRows ?? 0) !== 1) throw fail(STATE_CHANGED);
  try {
    await db.insertInto('fin_statement_dispute').values({ company_id: companyId, period: k.period, period_start: k.start, line_id: lineId, reason: text, status: 0, reply: null, created_by: userId, created_at: now }).execute();
  } catch (e) {
    // The unique (company, period, period start, line) index: a parallel identical dispute.
    if (isUniqueViolation(e)) throw fail('该明细已提出过异议，请等待平台处理');
    throw e;
  }
}

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const fen = (v: number) => Math.round(v) / 100;
const fmtTime = (ms: number) => new Date(ms + TZ_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
const LINE_KIND: Record<string, string> = { settle: '订单结算', refund: '结算后退款', penalty: '扣款', adjust: '调账' };
const STATUS_TEXT = ['待确认', '已确认', '有异议', '异议已处理'];

export const STATEMENT_EXPORT_MAX = 20_000;

/** The statement with all its lines as an .xlsx file; refused past `max` lines (a month of a very busy shop). */
export async function statementFile(db: Db, companyId: number, no: string, now: number, max = STATEMENT_EXPORT_MAX) {
  const s = await statementDetail(db, companyId, no, now);
  const wb = new ExcelJS.Workbook();
  const sum = wb.addWorksheet('对账单');
  sum.columns = [
    { header: '项目', key: 'k', width: 16 },
    { header: '金额（元）', key: 'v', width: 16 },
  ];
  sum.addRows([
    { k: '对账单号', v: s.statementNo },
    { k: '账期', v: s.label },
    { k: '状态', v: STATUS_TEXT[s.status] },
    { k: '结算订单数', v: s.orderCount },
    { k: '订单收入', v: fen(s.income) },
    { k: '退款', v: fen(s.refunds) },
    { k: '平台佣金', v: fen(s.commission) },
    { k: '平台补贴', v: fen(s.subsidy) },
    { k: '扣款', v: fen(s.deductions) },
    { k: '结算金额', v: fen(s.settled) },
    { k: '公式', v: '订单收入 − 退款 − 平台佣金 + 平台补贴 − 扣款 = 结算金额' },
  ]);
  const ws = wb.addWorksheet('明细');
  ws.columns = [
    { header: '类型', key: 'kind', width: 12 },
    { header: '订单号', key: 'orderNo', width: 24 },
    { header: '发生时间', key: 'at', width: 20 },
    { header: '订单收入（元）', key: 'income', width: 14 },
    { header: '退款（元）', key: 'refund', width: 12 },
    { header: '佣金费率', key: 'rate', width: 10 },
    { header: '平台佣金（元）', key: 'commission', width: 14 },
    { header: '平台补贴（元）', key: 'subsidy', width: 14 },
    { header: '扣款（元）', key: 'deduction', width: 12 },
    { header: '结算金额（元）', key: 'settled', width: 14 },
    { header: '异议', key: 'dispute', width: 30 },
  ];
  ws.getRow(1).font = { bold: true };
  let cursor: string | null = null;
  let count = 0;
  for (;;) {
    const page: Awaited<ReturnType<typeof statementLines>> = await statementLines(db, companyId, no, cursor, 100);
    count += page.list.length;
    if (count > max) throw fail(`对账单明细超过 ${max} 条，无法导出为 Excel，请按日查看对账单后分别导出`);
    for (const l of page.list) {
      ws.addRow({
        kind: LINE_KIND[l.kind] ?? l.kind,
        orderNo: l.orderNo ?? '',
        at: fmtTime(l.occurredAt),
        income: fen(l.income),
        refund: fen(l.refund),
        rate: l.commissionRate,
        commission: fen(l.commission),
        subsidy: fen(l.subsidy),
        deduction: fen(l.deduction),
        settled: fen(l.settled),
        dispute: l.disputeReason ?? '',
      });
    }
    if (!page.hasMore) break;
    cursor = page.nextCursor;
  }
  const buf = Buffer.from(await wb.xlsx.writeBuffer());
  return { fileName: `对账单-${s.statementNo}.xlsx`, mime: XLSX_MIME, contentBase64: buf.toString('base64') };
}


/** The platform answers a dispute; the statement becomes 异议已处理 once none of its disputes is open. */
export async function resolveDispute(db: Db, disputeId: number, reply: string): Promise<{ statementNo: string; changed: boolean }> {
  const text = reply.trim();
  if (text.length < 2 || text.length > 200) throw fail('答复应为 2 至 200 字');
  const d = await db.selectFrom('fin_statement_dispute').selectAll().where('id', '=', disputeId).executeTakeFirst();
  if (!d) throw fail(`异议 ${disputeId} 不存在`);
  const key = periodOf(d.period as Period, Number(d.period_start));
  if (d.status === 1) return { statementNo: key.no, changed: false };
  await db.updateTable('fin_statement_dispute').set({ status: 1, reply: text }).where('id', '=', disputeId).where('status', '=', 0).execute();
  const open = await db
    .selectFrom('fin_statement_dispute')
    .select('id')
    .where('company_id', '=', d.company_id)
    .where('period', '=', d.period)
    .where('period_start', '=', d.period_start)
    .where('status', '=', 0)
    .executeTakeFirst();
  if (!open) {
    await db.updateTable('fin_statement').set({ state: 3 }).where('company_id', '=', d.company_id).where('period', '=', d.period).where('period_start', '=', d.period_start).where('state', '=', 2).execute();
  }
  return { statementNo: key.no, changed: true };
}

/** Open disputes, oldest first (the platform's queue). */
export async function openDisputes(db: Db, limit = 50) {
  return db.selectFrom('fin_statement_dispute').selectAll().where('status', '=', 0).orderBy('id').limit(limit).execute();
}
