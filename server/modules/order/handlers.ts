import { sql } from 'kysely';
import type { HandlerContext, HandlerMap } from '../../lib/handler.ts';
import { requireAuth } from '../../lib/handler.ts';
import { fail } from '../../lib/errors.ts';
import { audit } from '../../lib/audit.ts';
import { normalizePhone } from '../../lib/crypto.ts';
import type { AuthContext } from '../../lib/session.ts';
import type { Db, Dialect } from '../../db/index.ts';
import { BATCH_SHIP_MAX, REPLY_EDIT_MS } from './constants.ts';
import { parseCursor, makeCursor, tabCounts, type OrderFilter } from './queries.ts';
import { toSummary } from './present.ts';
import { maskAddress, maskPhone } from './queries.ts';
import { listCacheFor, orderListPage } from './list-cache.ts';
import { groupOfOrder } from '../activity/index.ts';
import { getOrder, log, closeOrder, shipOrder, updateAddress, type Actor, type Order } from './service.ts';
import { logisticsCode, readShipFile, type ShipRow } from './ship-import.ts';
import { assertExportable, countFiltered, EXPORT_JOB_KIND, exportFileName, exportJobKey, toJob, XLSX_MIME } from './export.ts';
import { runNow, schedule } from '../../platform/scheduler.ts';
import { BizError } from '../../lib/errors.ts';

const PRIVACY_KEY = 'order.privacy.view';
const actorOf = (a: AuthContext): Actor => ({ type: 1, name: a.userName });

/**
 * The operation log's row of one merchant write on an order (docs/permission.md): the order, and the fields the write
 * changes as they were before it and are after it. Actions keep the names app.ts would give them (`order.<operationId>`),
 * so the log's labels and filters are the contract's. Phones and the address are masked as in the order list: the log
 * is no way around order.privacy.view.
 */
async function auditOrder(db: Db, a: AuthContext, operationId: string, detail: { before: unknown; after: unknown; [k: string]: unknown }) {
  await audit(db, { companyId: a.companyId, userId: a.userId, actor: a.phone, action: `order.${operationId}`, detail });
}
const shipment = (o: Pick<Order, 'status' | 'logistics_company' | 'tracking_no'>) => ({ status: o.status, logisticsCompany: o.logistics_company, trackingNo: o.tracking_no });
const ADDRESS_FIELD = { receiver_name: 'receiverName', receiver_phone: 'receiverPhone', receiver_address: 'receiverAddress', school: 'school', campus: 'campus' } as const;
const addressOf = (o: Pick<Order, 'receiver_name' | 'receiver_phone' | 'receiver_address' | 'school' | 'campus'>) => ({
  receiverName: o.receiver_name,
  receiverPhone: maskPhone(o.receiver_phone),
  receiverAddress: maskAddress(o.receiver_address),
  school: o.school,
  campus: o.campus,
});

async function orderList(ctx: HandlerContext<{ filter?: OrderFilter; cursor?: string | null; pageSize: number }>) {
  const a = requireAuth(ctx);
  // SQLite keys entries by the company's epoch, PostgreSQL by each row's version (list-cache.ts, migration 0005).
  const cache = listCacheFor(ctx.db, ctx.deps.config.orderListCacheRows);
  return orderListPage(ctx.db, cache, a.companyId, ctx.body.filter ?? {}, ctx.body.cursor, ctx.body.pageSize);
}

async function orderTabCounts(ctx: HandlerContext<{ filter?: OrderFilter } | undefined>) {
  const a = requireAuth(ctx);
  return tabCounts(ctx.db, a.companyId, ctx.body?.filter ?? {});
}

async function orderDetail(ctx: HandlerContext<{ orderId: number }>) {
  const a = requireAuth(ctx);
  const o = await getOrder(ctx.db, a.companyId, ctx.body.orderId);
  const [lines, events, logs, group] = await Promise.all([
    ctx.db.selectFrom('order_line').selectAll().where('order_id', '=', o.id).orderBy('id').execute(),
    ctx.db.selectFrom('logistics_event').selectAll().where('order_id', '=', o.id).orderBy('time', 'desc').orderBy('id', 'desc').execute(),
    ctx.db.selectFrom('order_log').selectAll().where('order_id', '=', o.id).orderBy('created_at', 'desc').orderBy('id', 'desc').execute(),
    groupOfOrder(ctx.db, o.id),
  ]);
  return {
    ...toSummary(o),
    closeReason: o.close_reason,
    evaluated: o.evaluated === 1,
    canRevealPrivacy: a.keys.has(PRIVACY_KEY),
    lines: lines.map((l) => ({
      lineId: l.id,
      goodsId: l.goods_id,
      skuId: l.sku_id,
      goodsName: l.goods_name,
      specText: l.spec_text,
      image: l.image,
      unitPrice: l.unit_price,
      quantity: l.quantity,
      lineAmount: l.line_amount,
    })),
    logisticsEvents: events.map((e) => ({ time: e.time, status: e.status, description: e.description })),
    logs: logs.map((l) => ({ logId: l.id, actorType: l.actor_type, actorName: l.actor_name, action: l.action, detail: l.detail, createdAt: l.created_at })),
    group,
  };
}

async function orderPrivacyReveal(ctx: HandlerContext<{ orderId: number }>) {
  const a = requireAuth(ctx);
  const o = await getOrder(ctx.db, a.companyId, ctx.body.orderId);
  await audit(ctx.db, { companyId: a.companyId, userId: a.userId, actor: a.phone, action: 'order.privacy.reveal', detail: { orderId: o.id, orderNo: o.order_no, ip: ctx.ip } });
  return { buyerPhone: o.buyer_phone, receiverPhone: o.receiver_phone, receiverAddress: o.receiver_address };
}

async function orderShip(ctx: HandlerContext<{ orderId: number; logisticsCompany: string; trackingNo: string }>) {
  const a = requireAuth(ctx);
  const o = await getOrder(ctx.db, a.companyId, ctx.body.orderId);
  const next = await shipOrder(ctx.db, o, actorOf(a), ctx.body.logisticsCompany, ctx.body.trackingNo);
  await auditOrder(ctx.db, a, 'orderShip', { orderId: o.id, orderNo: o.order_no, before: shipment(o), after: { ...shipment(next), shippedAt: next.shipped_at } });
  return null;
}

/** Ships row by row; a row that fails changes nothing (every check runs before its writes) and the others go on. */
/**
 * PostgreSQL: locks the batch's orders in id order before shipping any of them. Shipping one order locks its row and
 * then the company's tab counters; without this, a batch holding the counters after its first order could wait for a
 * later order that a single ship holds while that ship waits for the counters: a deadlock, which PostgreSQL answers by
 * aborting one of them. Taking every order row first (always in the same order) and the counters after means a
 * transaction never waits for an order while holding counters. SQLite runs one writer at a time and needs none of this.
 */
export async function lockOrdersForShipping(db: Db, companyId: number, orderNos: string[]): Promise<void> {
  // Malformed numbers simply match nothing; shipRows reports them row by row.
  const nos = [...new Set(orderNos.filter(Boolean))];
  if (!nos.length) return;
  await db.selectFrom('orders').select('id').where('company_id', '=', companyId).where('order_no', 'in', nos).orderBy('id').forUpdate().execute();
}

/** Ships the rows; one operation-log row for the whole batch lists each shipped order before and after. */
async function shipRows(db: Db, a: AuthContext, rows: ShipRow[], dialect: Dialect, operationId: string, extra: Record<string, unknown> = {}) {
  if (dialect === 'postgres') await lockOrdersForShipping(db, a.companyId, rows.map((r) => r.orderNo));
  const out: Array<{ row: number; orderNo: string; ok: boolean; msg: string }> = [];
  const before: unknown[] = [];
  const after: unknown[] = [];
  for (const r of rows) {
    const res = { row: r.row, orderNo: r.orderNo.slice(0, 100), ok: false, msg: '' };
    try {
      if (!r.orderNo) throw fail('订单号为空');
      if (!/^\d{6,32}$/.test(r.orderNo)) throw fail('订单号格式不正确');
      const code = logisticsCode(r.logisticsCompany);
      if (!code) throw fail(r.logisticsCompany ? `物流公司「${r.logisticsCompany.slice(0, 20)}」不在支持范围内` : '物流公司为空');
      if (!r.trackingNo) throw fail('运单号为空');
      const o = await db.selectFrom('orders').selectAll().where('company_id', '=', a.companyId).where('order_no', '=', r.orderNo).executeTakeFirst();
      if (!o) throw fail('订单不存在');
      const next = await shipOrder(db, o, actorOf(a), code, r.trackingNo);
      before.push({ orderNo: o.order_no, ...shipment(o) });
      after.push({ orderNo: o.order_no, ...shipment(next) });
      res.ok = true;
      res.msg = '发货成功';
    } catch (e) {
      if (!(e instanceof BizError)) throw e;
      res.msg = e.message;
    }
    out.push(res);
  }
  const succeeded = out.filter((r) => r.ok).length;
  await auditOrder(db, a, operationId, { ...extra, total: out.length, succeeded, failed: out.length - succeeded, before, after });
  return { total: out.length, succeeded, failed: out.length - succeeded, rows: out };
}

async function orderBatchShip(ctx: HandlerContext<{ items: Array<{ orderNo: string; logisticsCompany: string; trackingNo: string }> }>) {
  const a = requireAuth(ctx);
  if (ctx.body.items.length > BATCH_SHIP_MAX) throw fail(`一次至多发货 ${BATCH_SHIP_MAX} 单`);
  return shipRows(ctx.db, a, ctx.body.items.map((it, i) => ({ row: i + 1, ...it })), ctx.deps.dialect, 'orderBatchShip');
}

async function orderImportShip(ctx: HandlerContext<{ fileName: string; contentBase64: string }>) {
  const a = requireAuth(ctx);
  const rows = await readShipFile(ctx.body.fileName, ctx.body.contentBase64);
  return shipRows(ctx.db, a, rows, ctx.deps.dialect, 'orderImportShip', { fileName: ctx.body.fileName });
}

async function orderUpdateAddress(
  ctx: HandlerContext<{ orderId: number; receiverName: string; receiverPhone: string; receiverAddress: string; school: string; campus?: string }>,
) {
  const a = requireAuth(ctx);
  const o = await getOrder(ctx.db, a.companyId, ctx.body.orderId);
  const b = ctx.body;
  const to = {
    receiverName: b.receiverName.trim(),
    receiverPhone: normalizePhone(b.receiverPhone),
    receiverAddress: b.receiverAddress.trim(),
    school: b.school.trim(),
    campus: (b.campus ?? '').trim(),
  };
  await updateAddress(ctx.db, o, actorOf(a), to);
  const after = { receiver_name: to.receiverName, receiver_phone: to.receiverPhone, receiver_address: to.receiverAddress, school: to.school, campus: to.campus };
  // Masked values can look alike when only their hidden part changed: `changed` names the fields that did change.
  const changed = (Object.keys(after) as Array<keyof typeof after>).filter((k) => (o[k] ?? '') !== after[k]);
  await auditOrder(ctx.db, a, 'orderUpdateAddress', { orderId: o.id, orderNo: o.order_no, changed: changed.map((k) => ADDRESS_FIELD[k]), before: addressOf(o), after: addressOf(after) });
  return null;
}

async function orderClose(ctx: HandlerContext<{ orderId: number; reason: string }>) {
  const a = requireAuth(ctx);
  const o = await getOrder(ctx.db, a.companyId, ctx.body.orderId);
  const next = await closeOrder(ctx.db, o, actorOf(a), ctx.body.reason.trim());
  await auditOrder(ctx.db, a, 'orderClose', { orderId: o.id, orderNo: o.order_no, before: { status: o.status }, after: { status: next.status, closeReason: next.close_reason } });
  return null;
}

async function orderRemark(ctx: HandlerContext<{ orderId: number; remark: string }>) {
  const a = requireAuth(ctx);
  const o = await getOrder(ctx.db, a.companyId, ctx.body.orderId);
  const remark = ctx.body.remark.trim();
  await ctx.db.updateTable('orders').set({ merchant_remark: remark || null, updated_at: ctx.deps.clock.now() }).where('id', '=', o.id).execute();
  await log(ctx.db, o, actorOf(a), remark ? '商家备注' : '清除备注', remark);
  await auditOrder(ctx.db, a, 'orderRemark', { orderId: o.id, orderNo: o.order_no, before: { merchantRemark: o.merchant_remark }, after: { merchantRemark: remark || null } });
  return null;
}

/** Creates the job (committed at once), answers, then writes the file in the background. */
const orderExportCreate = {
  tx: false as const,
  async handle(ctx: HandlerContext<{ filter: OrderFilter }>) {
    const a = requireAuth(ctx);
    const filter = ctx.body.filter;
    const total = await countFiltered(ctx.db, a.companyId, filter);
    assertExportable(total);
    const running = await ctx.db
      .selectFrom('order_export_job')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('company_id', '=', a.companyId)
      .where('user_id', '=', a.userId)
      .where('status', 'in', [0, 1])
      .executeTakeFirstOrThrow();
    if (Number(running.n) >= 2) throw fail('已有导出任务正在进行，请稍后再试');
    const reveal = a.keys.has(PRIVACY_KEY);
    const now = ctx.deps.clock.now();
    const job = await ctx.db.transaction().execute(async (trx) => {
      const j = await trx
        .insertInto('order_export_job')
        .values({ company_id: a.companyId, user_id: a.userId, filter: JSON.stringify(filter), reveal: reveal ? 1 : 0, status: 0, total, done: 0, file_name: exportFileName(now), content: null, error: null, created_at: now, finished_at: null })
        .returning(['id', 'company_id', 'user_id', 'filter', 'reveal', 'status', 'total', 'done', 'file_name', 'error', 'created_at', 'finished_at'])
        .executeTakeFirstOrThrow();
      await audit(trx, { companyId: a.companyId, userId: a.userId, actor: a.phone, action: reveal ? 'order.export.reveal' : 'order.export', detail: { jobId: j.id, total, filter } });
      // Through the shared job table (server/platform/scheduler.ts): started here at once, and if this server dies mid-export
      // another one finishes it when the lease runs out.
      await schedule(trx, { kind: EXPORT_JOB_KIND, key: exportJobKey(j.id), runAt: 0, payload: { jobId: j.id } });
      return j;
    });
    setImmediate(() => void runNow({ db: ctx.db, dialect: ctx.deps.dialect }, exportJobKey(job.id)).catch((err) => ctx.log.error({ err, jobId: job.id }, '订单导出启动失败')));
    return toJob(job);
  },
};

async function ownJob(ctx: HandlerContext<{ jobId: number }>, a: AuthContext) {
  const j = await ctx.db
    .selectFrom('order_export_job')
    .select(['id', 'company_id', 'user_id', 'filter', 'reveal', 'status', 'total', 'done', 'file_name', 'error', 'created_at', 'finished_at'])
    .where('id', '=', ctx.body.jobId)
    .where('company_id', '=', a.companyId)
    .where('user_id', '=', a.userId)
    .executeTakeFirst();
  if (!j) throw fail('导出任务不存在');
  return j;
}

async function orderExportStatus(ctx: HandlerContext<{ jobId: number }>) {
  return toJob(await ownJob(ctx, requireAuth(ctx)));
}

async function orderExportDownload(ctx: HandlerContext<{ jobId: number }>) {
  const a = requireAuth(ctx);
  const j = await ownJob(ctx, a);
  if (j.status === 3) throw fail('导出失败，请重新导出');
  if (j.status !== 2) throw fail('文件尚未生成，请稍候');
  const row = await ctx.db.selectFrom('order_export_job').select('content').where('id', '=', j.id).executeTakeFirstOrThrow();
  if (!row.content) throw fail('文件已失效，请重新导出');
  return { fileName: j.file_name, mime: XLSX_MIME, contentBase64: Buffer.from(row.content).toString('base64') };
}

async function orderGoodsOptions(ctx: HandlerContext<{ keyword?: string } | undefined>) {
  const a = requireAuth(ctx);
  const kw = (ctx.body?.keyword ?? '').trim();
  let q = ctx.db.selectFrom('goods').select(['id', 'name']).where('company_id', '=', a.companyId).where('deleted_at', 'is', null);
  if (kw) q = q.where(sql<boolean>`name LIKE ${`%${kw.replace(/[\\%_]/g, (m) => `\\${m}`)}%`} ESCAPE '\\'`);
  const rows = await q.orderBy('id', 'desc').limit(20).execute();
  return rows.map((r) => ({ goodsId: r.id, name: r.name }));
}

async function evaluationList(ctx: HandlerContext<{ rating?: number; hasImages?: boolean; replied?: boolean; cursor?: string | null; pageSize: number }>) {
  const a = requireAuth(ctx);
  const b = ctx.body;
  let q = ctx.db
    .selectFrom('evaluation as e')
    .innerJoin('orders as o', 'o.id', 'e.order_id')
    .selectAll('e')
    .select('o.order_no')
    .where('e.company_id', '=', a.companyId);
  if (b.rating) q = q.where('e.rating', '=', b.rating);
  if (b.hasImages !== undefined) q = q.where('e.has_images', '=', b.hasImages ? 1 : 0);
  if (b.replied !== undefined) q = q.where('e.reply', b.replied ? 'is not' : 'is', null);
  const c = parseCursor(b.cursor);
  if (c) q = q.where((eb) => eb.or([eb('e.created_at', '<', c.createdAt), eb.and([eb('e.created_at', '=', c.createdAt), eb('e.id', '<', c.id)])]));
  const rows = await q.orderBy('e.created_at', 'desc').orderBy('e.id', 'desc').limit(b.pageSize + 1).execute();
  const hasMore = rows.length > b.pageSize;
  const page = hasMore ? rows.slice(0, b.pageSize) : rows;
  return {
    list: page.map((e) => ({
      evaluationId: e.id,
      orderId: e.order_id,
      orderNo: e.order_no,
      goodsId: e.goods_id,
      goodsName: e.goods_name,
      specText: e.spec_text,
      buyerNick: e.buyer_nick,
      rating: e.rating,
      content: e.content,
      images: JSON.parse(e.images) as string[],
      reply: e.reply,
      repliedAt: e.replied_at,
      replyEditableUntil: e.replied_at == null ? null : e.replied_at + REPLY_EDIT_MS,
      reportStatus: e.report_status,
      reportReason: e.report_reason,
      createdAt: e.created_at,
    })),
    nextCursor: hasMore ? makeCursor(page[page.length - 1]!) : null,
    hasMore,
  };
}

async function getEvaluation(db: Db, companyId: number, id: number) {
  const e = await db.selectFrom('evaluation').selectAll().where('id', '=', id).where('company_id', '=', companyId).executeTakeFirst();
  if (!e) throw fail('评价不存在');
  return e;
}

async function evaluationReply(ctx: HandlerContext<{ evaluationId: number; content: string }>) {
  const a = requireAuth(ctx);
  const e = await getEvaluation(ctx.db, a.companyId, ctx.body.evaluationId);
  const now = ctx.deps.clock.now();
  const content = ctx.body.content.trim();
  if (e.replied_at == null) {
    const r = await ctx.db
      .updateTable('evaluation')
      .set({ reply: content, reply_user_id: a.userId, replied_at: now, reply_updated_at: now })
      .where('id', '=', e.id)
      .where('replied_at', 'is', null)
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) throw fail('该评价已回复，请刷新后修改');
  } else {
    if (now - e.replied_at > REPLY_EDIT_MS) throw fail('回复已超过 24 小时，不能再修改');
    await ctx.db.updateTable('evaluation').set({ reply: content, reply_user_id: a.userId, reply_updated_at: now }).where('id', '=', e.id).execute();
  }
  await log(ctx.db, { id: e.order_id, company_id: a.companyId }, actorOf(a), e.replied_at == null ? '回复评价' : '修改评价回复', content);
  await auditOrder(ctx.db, a, 'evaluationReply', { evaluationId: e.id, orderId: e.order_id, before: { reply: e.reply }, after: { reply: content } });
  return null;
}

async function evaluationReport(ctx: HandlerContext<{ evaluationId: number; reason: string }>) {
  const a = requireAuth(ctx);
  const e = await getEvaluation(ctx.db, a.companyId, ctx.body.evaluationId);
  if (e.report_status !== 0) throw fail('该评价已举报，请等待平台处理');
  await ctx.db.updateTable('evaluation').set({ report_status: 1, report_reason: ctx.body.reason.trim(), reported_at: ctx.deps.clock.now() }).where('id', '=', e.id).execute();
  await audit(ctx.db, { companyId: a.companyId, userId: a.userId, actor: a.phone, action: 'order.evaluation.report', detail: { evaluationId: e.id, before: { reportStatus: e.report_status }, after: { reportStatus: 1, reportReason: ctx.body.reason.trim() } } });
  return null;
}

export const orderHandlers: HandlerMap = {
  orderList,
  orderTabCounts,
  orderDetail,
  orderPrivacyReveal,
  orderShip,
  orderBatchShip,
  orderImportShip,
  orderUpdateAddress,
  orderClose,
  orderRemark,
  orderExportCreate,
  orderExportStatus,
  orderExportDownload,
  orderGoodsOptions,
  evaluationList,
  evaluationReply,
  evaluationReport,
};
