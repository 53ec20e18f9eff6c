import ExcelJS from 'exceljs';
import type { HandlerContext, HandlerMap } from '../../lib/handler.ts';
import { requireAuth } from '../../lib/handler.ts';
import { fail } from '../../lib/errors.ts';
import { audit } from '../../lib/audit.ts';
import { ACCOUNT_TEXT, TZ_OFFSET_MS } from './accounts-chart.ts';
import { depositCategories } from './deposit.ts';
import { flowEntries, flowPage, overview, presentFlow, subsidyActivities, subsidyPage, type FlowFilter, type SubsidyFilter } from './ledger-queries.ts';
import { confirmStatement, disputeLine, statementDetail, statementFile, statementLines, statementPage, XLSX_MIME, type Period } from './statements.ts';

/** Read handlers of the ledger (overview, money flow, statements, subsidies) and the statement confirm/dispute writes. */

async function financeOverview(ctx: HandlerContext) {
  const a = requireAuth(ctx);
  const cats = await depositCategories(ctx.db, a.companyId);
  return overview(ctx.db, a.companyId, ctx.deps.clock.now(), cats.reduce((m, c) => Math.max(m, c.required), 0));
}

async function financeFlowList(ctx: HandlerContext<{ filter?: FlowFilter; cursor?: string | null; pageSize: number }>) {
  const a = requireAuth(ctx);
  return flowPage(ctx.db, a.companyId, { ...(ctx.body.filter ?? {}), cursor: ctx.body.cursor ?? null, pageSize: ctx.body.pageSize });
}

export const FLOW_EXPORT_MAX = 20_000;
const KIND_TEXT: Record<string, string> = {
  order_income: '订单收入',
  settle: '结算转入',
  commission: '平台佣金',
  subsidy: '平台补贴',
  refund: '订单退款',
  penalty: '违规扣款',
  withdraw: '提现申请',
  withdraw_paid: '提现到账',
  withdraw_failed: '提现失败退回',
  withdraw_fee: '提现手续费',
  withdraw_tax: '代扣税费',
  deposit_recharge: '保证金充值',
  deposit_refund: '保证金退还',
  marketing_recharge: '营销资金充值',
  marketing_cost: '营销扣费',
  freeze: '资金冻结',
  unfreeze: '资金解冻',
  adjust: '平台调账',
  task_reward: '任务奖励发放',
};
const fmtTime = (ms: number) => new Date(ms + TZ_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');

async function financeFlowExport(ctx: HandlerContext<{ filter: FlowFilter }>) {
  const a = requireAuth(ctx);
  const rows = await flowEntries(ctx.db, a.companyId, ctx.body.filter ?? {}, null, FLOW_EXPORT_MAX + 1);
  if (rows.length > FLOW_EXPORT_MAX) throw fail(`导出条数超过 ${FLOW_EXPORT_MAX} 条，请缩小时间范围`);
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('资金流水');
  ws.columns = [
    { header: '入账时间', key: 'at', width: 20 },
    { header: '账户', key: 'account', width: 10 },
    { header: '类型', key: 'kind', width: 14 },
    { header: '金额（元）', key: 'amount', width: 14 },
    { header: '变动后余额（元）', key: 'balance', width: 16 },
    { header: '订单号', key: 'orderNo', width: 24 },
    { header: '来源单号', key: 'causeNo', width: 24 },
    { header: '说明', key: 'remark', width: 40 },
    { header: '流水ID', key: 'id', width: 10 },
  ];
  ws.getRow(1).font = { bold: true };
  for (let i = 0; i < rows.length; i += 500) {
    for (const l of await presentFlow(ctx.db, rows.slice(i, i + 500))) {
      ws.addRow({
        at: fmtTime(l.createdAt),
        account: ACCOUNT_TEXT[l.account],
        kind: KIND_TEXT[l.kind] ?? l.kind,
        amount: l.amount / 100,
        balance: l.balanceAfter / 100,
        orderNo: l.orderNo ?? '',
        causeNo: l.causeNo ?? '',
        remark: l.remark ?? '',
        id: l.entryId,
      });
    }
  }
  const buf = Buffer.from(await wb.xlsx.writeBuffer());
  const today = new Date(ctx.deps.clock.now() + TZ_OFFSET_MS).toISOString().slice(0, 10).replaceAll('-', '');
  return { fileName: `资金流水-${today}.xlsx`, mime: XLSX_MIME, contentBase64: buf.toString('base64') };
}

async function financeStatementList(ctx: HandlerContext<{ period: Period; from?: number; to?: number; status?: number; cursor?: string | null; pageSize: number }>) {
  const a = requireAuth(ctx);
  return statementPage(ctx.db, a.companyId, ctx.body, ctx.deps.clock.now());
}

async function financeStatementDetail(ctx: HandlerContext<{ statementNo: string }>) {
  const a = requireAuth(ctx);
  return statementDetail(ctx.db, a.companyId, ctx.body.statementNo, ctx.deps.clock.now());
}

async function financeStatementLines(ctx: HandlerContext<{ statementNo: string; cursor?: string | null; pageSize: number }>) {
  const a = requireAuth(ctx);
  await statementDetail(ctx.db, a.companyId, ctx.body.statementNo, ctx.deps.clock.now());
  return statementLines(ctx.db, a.companyId, ctx.body.statementNo, ctx.body.cursor, ctx.body.pageSize);
}

async function financeStatementConfirm(ctx: HandlerContext<{ statementNo: string }>) {
  const a = requireAuth(ctx);
  const now = ctx.deps.clock.now();
  await confirmStatement(ctx.db, a.companyId, a.userId, ctx.body.statementNo, now);
  await audit(ctx.db, { companyId: a.companyId, userId: a.userId, actor: a.phone, action: 'finance.statement.confirm', detail: { statementNo: ctx.body.statementNo } });
  return statementDetail(ctx.db, a.companyId, ctx.body.statementNo, now);
}

async function financeStatementDispute(ctx: HandlerContext<{ statementNo: string; lineId: number; reason: string }>) {
  const a = requireAuth(ctx);
  const now = ctx.deps.clock.now();
  await disputeLine(ctx.db, a.companyId, a.userId, ctx.body.statementNo, ctx.body.lineId, ctx.body.reason, now);
  await audit(ctx.db, { companyId: a.companyId, userId: a.userId, actor: a.phone, action: 'finance.statement.dispute', detail: { statementNo: ctx.body.statementNo, lineId: ctx.body.lineId, reason: ctx.body.reason.trim() } });
  return statementDetail(ctx.db, a.companyId, ctx.body.statementNo, now);
}

async function financeStatementExport(ctx: HandlerContext<{ statementNo: string }>) {
  const a = requireAuth(ctx);
  return statementFile(ctx.db, a.companyId, ctx.body.statementNo, ctx.deps.clock.now());
}

async function financeSubsidyList(ctx: HandlerContext<{ filter?: SubsidyFilter; cursor?: string | null; pageSize: number }>) {
  const a = requireAuth(ctx);
  return subsidyPage(ctx.db, a.companyId, ctx.body.filter ?? {}, ctx.body.cursor, ctx.body.pageSize);
}

async function financeSubsidyActivities(ctx: HandlerContext<{ from?: number; to?: number } | undefined>) {
  const a = requireAuth(ctx);
  return subsidyActivities(ctx.db, a.companyId, ctx.body ?? {}, ctx.deps.clock.now());
}

export const financeLedgerHandlers: HandlerMap = {
  financeOverview,
  financeFlowList,
  // Reads only: building the workbook must not hold the write transaction.
  financeFlowExport: { tx: false, handle: financeFlowExport },
  financeStatementList,
  financeStatementDetail,
  financeStatementLines,
  financeStatementConfirm,
  financeStatementDispute,
  financeStatementExport: { tx: false, handle: financeStatementExport },
  financeSubsidyList,
  financeSubsidyActivities,
};
