import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { DIALECTS, startTestServer, type TestServer } from '../../testing/harness.ts';
import type { Db } from '../../db/index.ts';
import { BASE_AREAS } from '../../db/seed.ts';
import { clock } from '../../lib/clock.ts';
import { placeOrder } from '../order/testing.ts';
import { OrderStatus } from '../order/constants.ts';
import { dayStart, postRefund, settleDue, reconcile } from './index.ts';
import { STATE_CHANGED, confirmStatement, disputeLine, periodOf, statementFile } from './statements.ts';
import { financeLedgerHandlers } from './ledger-handlers.ts';

const U = (p: string) => `/xm-merchant/finance/${p}`;
const DAY = 86_400_000;

describe.each(DIALECTS)('finance ledger pages on %s', (dialect) => {
  let s: TestServer;
  let db: Db;
  let owner: string;
  let staff: string;
  let other: string;
  let companyId: number;
  let now: number;

  beforeAll(async () => {
    s = await startTestServer(dialect, {}, BASE_AREAS); // exact sums: only the orders placed below
    db = s.handle.db;
    await clock.reset(db);
    now = clock.now();
    owner = await s.login('13800000001');
    staff = await s.login('13800000003');
    other = await s.login('13800000004');
    companyId = (await db.selectFrom('merchant_user').select('company_id').where('phone', '=', '13800000001').executeTakeFirstOrThrow()).company_id;
    // Ten orders confirmed 10 days ago (due), two fresh ones (pending), one refunded in part before settlement.
    for (let i = 0; i < 10; i++) await placeOrder(db, companyId, { status: OrderStatus.COMPLETED, createdAt: now - 12 * DAY + i * 60_000, price: 1000 + i * 100 });
    await placeOrder(db, companyId, { status: OrderStatus.COMPLETED, createdAt: now - DAY, price: 5000 });
    await placeOrder(db, companyId, { status: OrderStatus.TO_SHIP, createdAt: now - 3600_000, price: 2500 });
    const first = await db.selectFrom('fin_order').select('order_id').where('company_id', '=', companyId).orderBy('order_id').executeTakeFirstOrThrow();
    await postRefund(db, { companyId, orderId: first.order_id, key: 'test:refund:1', amount: 300, at: now - 11 * DAY });
    await settleDue(db, { until: now, at: now - 2 * DAY });
  }, 60_000);
  afterEach(() => {
    expect(s.violations, JSON.stringify(s.violations, null, 2)).toEqual([]);
  });
  afterAll(async () => s?.close());

  it('overview: balances from running totals, today/month figures, a 30-day series', async () => {
    const r = await s.call(U('overview'), undefined, { token: owner });
    expect(r.code).toBe(1);
    const d = r.data;
    // Default rate 3 % on what is left after refunds.
    let commission = 0;
    for (let i = 0; i < 10; i++) commission += Math.round(((1000 + i * 100 - (i === 0 ? 300 : 0)) * 300) / 10000);
    expect(d.balances).toMatchObject({ pending: 7500, available: 14_500 - 300 - commission, owed: 0, frozen: 0 });
    expect(d.trend).toHaveLength(30);
    expect(d.trend[29].date).toBe(new Date(dayStart(now) + 8 * 3600_000).toISOString().slice(0, 10));
    const paidToday = await db.selectFrom('fin_order').select((eb) => eb.fn.sum<number>('paid_amount').as('s')).where('company_id', '=', companyId).where('paid_at', '>=', dayStart(now)).executeTakeFirstOrThrow();
    expect(d.today.income).toBe(Number(paidToday.s ?? 0));
    expect(d.trend.reduce((t: number, p: any) => t + p.income, 0)).toBe(14_500 + 7500);
    expect(d.trend.reduce((t: number, p: any) => t + p.settled, 0)).toBe(d.balances.available);
    expect(d.trend.reduce((t: number, p: any) => t + p.refunds, 0)).toBe(300);
    expect(d.settleDays).toBe(7);
  });

  it('flow: keyset pages newest first with causes, filters by kind, account and order number', async () => {
    const seen: number[] = [];
    let cursor: string | null = null;
    for (;;) {
      const r: any = await s.call(U('flow/list'), { pageSize: 7, cursor }, { token: owner });
      expect(r.code).toBe(1);
      seen.push(...r.data.list.map((l: any) => l.entryId));
      if (!r.data.hasMore) break;
      cursor = r.data.nextCursor;
    }
    const total = await db.selectFrom('fin_entry').select((eb) => eb.fn.countAll<number>().as('n')).where('company_id', '=', companyId).executeTakeFirstOrThrow();
    expect(seen.length).toBe(Number(total.n));
    expect(new Set(seen).size).toBe(seen.length);

    const commission = await s.call(U('flow/list'), { filter: { kinds: ['commission', 'refund'] }, pageSize: 100 }, { token: owner });
    expect(commission.data.list.length).toBe(11);
    expect(commission.data.list.every((l: any) => ['commission', 'refund'].includes(l.kind))).toBe(true);
    const sorted = [...commission.data.list].sort((a: any, b: any) => b.createdAt - a.createdAt || b.entryId - a.entryId);
    expect(commission.data.list).toEqual(sorted);

    const line = commission.data.list.find((l: any) => l.kind === 'refund');
    expect(line).toMatchObject({ account: 'pending', amount: -300, causeType: 'order' });
    const byOrder = await s.call(U('flow/list'), { filter: { orderNo: line.orderNo }, pageSize: 50 }, { token: owner });
    expect(byOrder.data.list.map((l: any) => l.kind).sort()).toEqual(['commission', 'order_income', 'refund', 'settle', 'settle']);
    expect(byOrder.data.list.reduce((t: number, l: any) => t + l.amount, 0)).toBe(1000 - 300 - Math.round((700 * 300) / 10000));

    const pendingOnly = await s.call(U('flow/list'), { filter: { accounts: ['pending'], kinds: ['order_income'] }, pageSize: 100 }, { token: owner });
    expect(pendingOnly.data.list).toHaveLength(12);

    const bad = await s.call(U('flow/list'), { filter: { from: now, to: now - 1 }, pageSize: 10 }, { token: owner });
    expect([bad.code, bad.msg]).toEqual([0, '开始时间应早于结束时间']);
    const badCursor = await s.call(U('flow/list'), { cursor: 'abc', pageSize: 10 }, { token: owner });
    expect(badCursor.msg).toBe('分页游标无效，请刷新列表');
    // Another company sees none of it.
    const theirs = await s.call(U('flow/list'), { pageSize: 10 }, { token: other });
    expect(theirs.data.list).toEqual([]);
  });

  it('flow export: an xlsx with every matching line', async () => {
    const r = await s.call(U('flow/export'), { filter: { kinds: ['settle'] } }, { token: owner });
    expect(r.code).toBe(1);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(r.data.contentBase64, 'base64') as any);
    expect(wb.worksheets[0]!.rowCount).toBe(1 + 20);
  });

  it('statements: the day statement adds up, its lines drill down to orders and sum to it; confirm and dispute', async () => {
    const list = await s.call(U('statement/list'), { period: 'day', pageSize: 20 }, { token: owner });
    expect(list.code).toBe(1);
    expect(list.data.list).toHaveLength(1);
    const st = list.data.list[0];
    const key = periodOf('day', now - 2 * DAY);
    expect(st.statementNo).toBe(key.no);
    expect(st.income - st.refunds - st.commission + st.subsidy - st.deductions).toBe(st.settled);
    expect(st.orderCount).toBe(10);
    expect(st.refunds).toBe(300);
    const lines = await s.call(U('statement/lines'), { statementNo: st.statementNo, pageSize: 4 }, { token: owner });
    let all = [...lines.data.list];
    let cursor = lines.data.nextCursor;
    while (cursor) {
      const more = await s.call(U('statement/lines'), { statementNo: st.statementNo, pageSize: 4, cursor }, { token: owner });
      all = all.concat(more.data.list);
      cursor = more.data.nextCursor;
    }
    expect(all).toHaveLength(10);
    expect(all.reduce((t, l) => t + l.settled, 0)).toBe(st.settled);
    expect(all.reduce((t, l) => t + l.commission, 0)).toBe(st.commission);
    expect(all.every((l) => l.orderId && l.commissionRate === '3%')).toBe(true);

    const month = await s.call(U('statement/list'), { period: 'month', pageSize: 5 }, { token: owner });
    expect(month.data.list[0].settled).toBe(st.settled);

    const dispute = await s.call(U('statement/dispute'), { statementNo: st.statementNo, lineId: all[0].lineId, reason: '佣金费率与类目不符，请核实' }, { token: owner });
    expect(dispute.code).toBe(1);
    expect([dispute.data.status, dispute.data.disputeCount]).toEqual([2, 1]);
    const again = await s.call(U('statement/dispute'), { statementNo: st.statementNo, lineId: all[0].lineId, reason: '佣金费率与类目不符，请核实' }, { token: owner });
    expect(again.msg).toBe('该明细已提出过异议，请等待平台处理');
    const blocked = await s.call(U('statement/confirm'), { statementNo: st.statementNo }, { token: owner });
    expect(blocked.msg).toBe('对账单有处理中的异议，平台处理后才能确认');
    const withDispute = await s.call(U('statement/lines'), { statementNo: st.statementNo, pageSize: 100 }, { token: owner });
    expect(withDispute.data.list.find((l: any) => l.lineId === all[0].lineId).disputeStatus).toBe(0);

    const monthNo = periodOf('month', now - 2 * DAY).no;
    if (periodOf('month', now).no !== monthNo) {
      const ok = await s.call(U('statement/confirm'), { statementNo: monthNo }, { token: owner });
      expect(ok.data.status).toBe(1);
    } else {
      const early = await s.call(U('statement/confirm'), { statementNo: monthNo }, { token: owner });
      expect(early.msg).toBe('账期尚未结束，结束后才能确认对账单');
    }
    const missing = await s.call(U('statement/detail'), { statementNo: 'D20200101' }, { token: owner });
    expect(missing.msg).toBe('对账单不存在');
    const foreign = await s.call(U('statement/detail'), { statementNo: st.statementNo }, { token: other });
    expect(foreign.msg).toBe('对账单不存在');

    const file = await s.call(U('statement/export'), { statementNo: st.statementNo }, { token: owner });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(file.data.contentBase64, 'base64') as any);
    expect(wb.getWorksheet('明细')!.rowCount).toBe(11);
  });

  it('a confirmation and a dispute racing each other: neither overwrites the other; one dispute per line', async () => {
    const st = periodOf('day', now - 2 * DAY);
    const line = await db.selectFrom('fin_tx').select('id').where('company_id', '=', companyId).where('in_statement', '=', 1).where('occurred_at', '>=', st.start).where('occurred_at', '<', st.end).where('id', 'not in', db.selectFrom('fin_statement_dispute').select('line_id')).orderBy('id').executeTakeFirstOrThrow();
    const stateNow = async () => (await db.selectFrom('fin_statement').select('state').where('company_id', '=', companyId).where('period', '=', st.period).where('period_start', '=', st.start).executeTakeFirstOrThrow()).state;
    const setState = (state: number) => db.updateTable('fin_statement').set({ state }).where('company_id', '=', companyId).where('period', '=', st.period).where('period_start', '=', st.start).execute();
    /** The db, where another request's change commits right after the statement's state has been read. */
    const racing = (change: () => Promise<unknown>): Db => {
      let fired = false;
      const ids = new Set<string>();
      return db.withPlugin({
        transformQuery(a) {
          const n: any = a.node;
          if (n.kind === 'SelectQueryNode' && n.selections?.length === 1 && JSON.stringify(n.from).includes('"fin_statement"')) ids.add(a.queryId.queryId);
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
    await setState(0);
    await expect(confirmStatement(racing(() => setState(2)), companyId, 1, st.no, now)).rejects.toThrow(STATE_CHANGED);
    expect(await stateNow()).toBe(2);
    await setState(0);
    await expect(disputeLine(racing(() => setState(1)), companyId, 1, st.no, Number(line.id), '结算金额与订单不符，请核实', now)).rejects.toThrow(STATE_CHANGED);
    expect(await stateNow()).toBe(1);
    expect(await db.selectFrom('fin_statement_dispute').select('id').where('line_id', '=', line.id).execute()).toEqual([]);
    // The database refuses a second dispute of one line even when both requests passed the check.
    const row = { company_id: companyId, period: st.period, period_start: st.start, line_id: line.id, reason: '结算金额与订单不符', status: 0, reply: null, created_by: 1, created_at: now };
    await db.insertInto('fin_statement_dispute').values(row).execute();
    await expect(db.insertInto('fin_statement_dispute').values(row).execute()).rejects.toThrow();
    await db.deleteFrom('fin_statement_dispute').where('line_id', '=', line.id).execute();
    await setState(2);
  });

  it('exports: read outside the write transaction; a statement past the line cap is refused in Chinese', async () => {
    expect(financeLedgerHandlers.financeFlowExport).toMatchObject({ tx: false });
    expect(financeLedgerHandlers.financeStatementExport).toMatchObject({ tx: false });
    const no = periodOf('day', now - 2 * DAY).no;
    await expect(statementFile(db, companyId, no, now, 5)).rejects.toThrow('对账单明细超过 5 条，无法导出为 Excel');
    const ok = await statementFile(db, companyId, no, now, 10);
    expect(ok.fileName).toBe(`对账单-${no}.xlsx`);
  });

  it('subsidies: none without platform activities; staff without finance keys gets 403-like code', async () => {
    const r = await s.call(U('subsidy/list'), { pageSize: 10 }, { token: owner });
    expect(r.data).toEqual({ list: [], nextCursor: null, hasMore: false });
    const acts = await s.call(U('subsidy/activities'), {}, { token: owner });
    expect(acts.data).toEqual({ list: [], total: 0 });
    const denied = await s.call(U('overview'), undefined, { token: staff });
    expect(denied.code).toBe(1004);
  });

  it('the ledger reconciles after all of it', async () => {
    expect((await reconcile(db)).discrepancies).toEqual([]);
  });
});
