import { areaJob } from '../../platform/area.ts';
import { clock } from '../../lib/clock.ts';
import ExcelJS from 'exceljs';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/index.ts';
import type { OrderExportJobTable } from '../../db/schema.ts';
import type { Selectable } from 'kysely';
import { fail } from '../../lib/errors.ts';

import { DELIVERY_TEXT, EXPORT_MAX_ROWS, LOGISTICS, STATUS_TEXT, TAB_AFTER_SALE } from './constants.ts';
import { listQuery, makeCursor, maskAddress, maskPhone, tabCounts, type ListRow, type OrderFilter } from './queries.ts';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const BATCH = 1000;

export function toJob(j: Omit<Selectable<OrderExportJobTable>, 'content'>) {
  return {
    jobId: j.id,
    status: j.status,
    total: j.total,
    done: j.done,
    fileName: j.file_name,
    error: j.error,
    createdAt: j.created_at,
    finishedAt: j.finished_at,
  };
}

/** How many orders the filter selects (tab included), from the same counts the tabs show. */
export async function countFiltered(db: Db, companyId: number, f: OrderFilter): Promise<number> {
  const c = await tabCounts(db, companyId, f);
  const byTab = [c.all, c.toPay, c.toShip, c.shipped, c.completed, c.closed, c.afterSale];
  return byTab[f.tab ?? 0] ?? c.all;
}

const COLUMNS: Array<{ header: string; key: string; width: number; money?: boolean }> = [
  { header: '订单号', key: 'orderNo', width: 24 },
  { header: '订单状态', key: 'status', width: 10 },
  { header: '售后', key: 'afterSale', width: 10 },
  { header: '下单时间', key: 'createdAt', width: 20 },
  { header: '付款时间', key: 'paidAt', width: 20 },
  { header: '买家', key: 'buyerName', width: 12 },
  { header: '买家手机号', key: 'buyerPhone', width: 14 },
  { header: '收货人', key: 'receiverName', width: 12 },
  { header: '收货人手机号', key: 'receiverPhone', width: 14 },
  { header: '收货地址', key: 'receiverAddress', width: 40 },
  { header: '学校', key: 'school', width: 16 },
  { header: '校区', key: 'campus', width: 12 },
  { header: '配送方式', key: 'delivery', width: 10 },
  { header: '商品', key: 'goods', width: 40 },
  { header: '件数', key: 'itemCount', width: 6 },
  { header: '商品金额（元）', key: 'goodsAmount', width: 14, money: true },
  { header: '运费（元）', key: 'freightAmount', width: 10, money: true },
  { header: '优惠（元）', key: 'discountAmount', width: 10, money: true },
  { header: '实付（元）', key: 'paidAmount', width: 12, money: true },
  { header: '物流公司', key: 'logistics', width: 12 },
  { header: '运单号', key: 'trackingNo', width: 18 },
  { header: '买家留言', key: 'buyerRemark', width: 24 },
  { header: '商家备注', key: 'merchantRemark', width: 24 },
];

const fmtTime = (ms: number | null) => (ms == null ? '' : new Date(ms + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' '));

function rowOf(o: ListRow, reveal: boolean) {
  return {
    orderNo: o.order_no,
    status: STATUS_TEXT[o.status] ?? '',
    afterSale: o.after_sale_status === 1 ? '售后中' : o.after_sale_status === 2 ? '售后已结束' : '',
    createdAt: fmtTime(o.created_at),
    paidAt: fmtTime(o.paid_at),
    buyerName: o.buyer_name,
    buyerPhone: reveal ? o.buyer_phone : maskPhone(o.buyer_phone),
    receiverName: o.receiver_name,
    receiverPhone: reveal ? o.receiver_phone : maskPhone(o.receiver_phone),
    receiverAddress: reveal ? o.receiver_address : maskAddress(o.receiver_address),
    school: o.school,
    campus: o.campus,
    delivery: DELIVERY_TEXT[o.delivery_type] ?? '',
    goods: o.goods_summary,
    itemCount: o.item_count,
    goodsAmount: o.goods_amount / 100,
    freightAmount: o.freight_amount / 100,
    discountAmount: o.discount_amount / 100,
    paidAmount: o.paid_amount / 100,
    logistics: o.logistics_company ? (LOGISTICS[o.logistics_company] ?? o.logistics_company) : '',
    trackingNo: o.tracking_no ?? '',
    buyerRemark: o.buyer_remark ?? '',
    merchantRemark: o.merchant_remark ?? '',
  };
}

/**
 * Writes the export file of a job in keyset batches of 1,000 (progress after each batch, the event loop yielded
 * between batches) and stores it in the job row. Runs after the request that created the job has answered.
 */
export async function runExport(db: Db, jobId: number, log: FastifyBaseLogger): Promise<void> {
  try {
    const job = await db.selectFrom('order_export_job').select(['id', 'company_id', 'filter', 'reveal', 'total']).where('id', '=', jobId).executeTakeFirstOrThrow();
    await db.updateTable('order_export_job').set({ status: 1 }).where('id', '=', jobId).execute();
    const filter = JSON.parse(job.filter) as OrderFilter;
    const wb = new ExcelJS.Workbook();
    wb.creator = '商家后台';
    const ws = wb.addWorksheet('订单');
    ws.columns = COLUMNS.map((c) => ({ header: c.header, key: c.key, width: c.width, style: c.money ? { numFmt: '0.00' } : {} }));
    ws.getRow(1).font = { bold: true };
    ws.views = [{ state: 'frozen', ySplit: 1 }];
    let cursor: string | null = null;
    let done = 0;
    while (done < EXPORT_MAX_ROWS) {
      const rows = (await listQuery(db, job.company_id, filter, cursor, Math.min(BATCH, EXPORT_MAX_ROWS - done)).execute()) as ListRow[];
      for (const o of rows) ws.addRow(rowOf(o, job.reveal === 1));
      done += rows.length;
      await db.updateTable('order_export_job').set({ done, total: Math.max(job.total, done) }).where('id', '=', jobId).execute();
      if (rows.length < BATCH) break;
      cursor = makeCursor(rows[rows.length - 1]!);
      await new Promise((r) => setImmediate(r));
    }
    const content = Buffer.from(await wb.xlsx.writeBuffer());
    await db.updateTable('order_export_job').set({ status: 2, content, total: done, done, finished_at: clock.now() }).where('id', '=', jobId).execute();
  } catch (err) {
    log.error({ err, jobId }, '订单导出失败');
    await db
      .updateTable('order_export_job')
      .set({ status: 3, error: '导出失败，请重新导出', finished_at: clock.now() })
      .where('id', '=', jobId)
      .execute()
      .catch(() => undefined);
  }
}

/** The export runs as a job of the shared scheduler (one per export, keyed by its id). */
export const EXPORT_JOB_KIND = 'order.export';
export const exportJobKey = (jobId: number) => `order.export:${jobId}`;
const jobLog = {
  error: (obj: unknown, msg: string) => console.error(msg, obj),
} as unknown as FastifyBaseLogger;
// A run cut short (the server died) starts the file again from the first row.
export const exportJob = areaJob(EXPORT_JOB_KIND, async ({ db, payload }) => {
  const jobId = Number((payload as { jobId?: unknown }).jobId);
  if (!Number.isInteger(jobId)) return 'bad payload';
  await runExport(db, jobId, jobLog);
  return `export ${jobId}`;
});

export function assertExportable(total: number): void {
  if (total === 0) throw fail('没有符合条件的订单可导出');
  if (total > EXPORT_MAX_ROWS) throw fail(`符合条件的订单有 ${total} 条，超过单次导出上限 ${EXPORT_MAX_ROWS} 条，请缩小筛选范围（如下单时间）`);
}

export const exportFileName = (now: number) => `订单导出-${fmtTime(now).replace(/[- :]/g, '').replace(/^(\d{8})(\d{6})$/, '$1-$2')}.xlsx`;
export { TAB_AFTER_SALE };
