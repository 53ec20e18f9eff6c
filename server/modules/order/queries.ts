import { CompiledQuery, sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { fail } from '../../lib/errors.ts';
import { maskPhone, normalizePhone } from '../../lib/crypto.ts';
import { AfterSale, TAB_AFTER_SALE } from './constants.ts';
import type { Order } from './service.ts';

/** Filters of the order list (and of its export), as the contract's OrderFilter describes them. */
export interface OrderFilter {
  tab?: number;
  orderNo?: string;
  goodsId?: number;
  buyerPhone?: string;
  receiverName?: string;
  school?: string;
  campus?: string;
  createdFrom?: number;
  createdTo?: number;
  deliveryType?: number;
}

/** Keyset cursor: "<created_at>_<id>" of the last row of the previous page. */
export function parseCursor(c: string | undefined | null): { createdAt: number; id: number } | null {
  if (!c) return null;
  const m = /^(\d{1,15})_(\d{1,15})$/.exec(c);
  if (!m) throw fail('分页游标无效，请刷新列表');
  return { createdAt: Number(m[1]), id: Number(m[2]) };
}
export const makeCursor = (o: { created_at: number; id: number }) => `${o.created_at}_${o.id}`;

function hasFilter(f: OrderFilter): boolean {
  return Boolean(f.orderNo || f.goodsId || f.buyerPhone || f.receiverName || f.school || f.campus || f.createdFrom != null || f.createdTo != null || f.deliveryType);
}

/** The WHERE clause shared by the list, the grouped tab counts and the export. */
export function applyFilter<QB extends { where: (...a: any[]) => QB }>(q: QB, companyId: number, f: OrderFilter, withTab: boolean): QB {
  q = q.where('orders.company_id', '=', companyId);
  if (withTab && f.tab) {
    q = f.tab === TAB_AFTER_SALE ? q.where('orders.after_sale_status', '=', AfterSale.IN_PROGRESS) : q.where('orders.status', '=', f.tab);
  }
  if (f.orderNo) q = q.where('orders.order_no', '=', f.orderNo.trim());
  if (f.buyerPhone) q = q.where('orders.buyer_phone', '=', normalizePhone(f.buyerPhone));
  if (f.receiverName) q = q.where('orders.receiver_name', '=', f.receiverName.trim());
  if (f.school) q = q.where('orders.school', '=', f.school.trim());
  if (f.campus) q = q.where('orders.campus', '=', f.campus.trim());
  if (f.deliveryType) q = q.where('orders.delivery_type', '=', f.deliveryType);
  if (f.createdFrom != null) q = q.where('orders.created_at', '>=', f.createdFrom);
  if (f.createdTo != null) q = q.where('orders.created_at', '<', f.createdTo);
  if (f.goodsId) {
    q = q.where('orders.id', 'in', (eb: any) =>
      eb.selectFrom('order_line').select('order_line.order_id').where('order_line.company_id', '=', companyId).where('order_line.goods_id', '=', f.goodsId),
    );
  }
  return q;
}

export function checkFilter(f: OrderFilter): void {
  if (f.createdFrom != null && f.createdTo != null && f.createdFrom >= f.createdTo) throw fail('下单开始时间应早于结束时间');
}

export const LIST_COLUMNS = [
  'orders.id',
  'orders.order_no',
  'orders.status',
  'orders.after_sale_status',
  'orders.buyer_name',
  'orders.buyer_phone',
  'orders.receiver_name',
  'orders.receiver_phone',
  'orders.receiver_address',
  'orders.school',
  'orders.campus',
  'orders.delivery_type',
  'orders.goods_summary',
  'orders.item_count',
  'orders.goods_amount',
  'orders.freight_amount',
  'orders.discount_amount',
  'orders.paid_amount',
  'orders.buyer_remark',
  'orders.merchant_remark',
  'orders.logistics_company',
  'orders.tracking_no',
  'orders.ship_by_at',
  'orders.created_at',
  'orders.paid_at',
  'orders.shipped_at',
  'orders.completed_at',
  'orders.closed_at',
] as const;

export type ListRow = Pick<Order, 'id' | 'order_no' | 'status' | 'after_sale_status' | 'buyer_name' | 'buyer_phone' | 'receiver_name' | 'receiver_phone' | 'receiver_address' | 'school' | 'campus' | 'delivery_type' | 'goods_summary' | 'item_count' | 'goods_amount' | 'freight_amount' | 'discount_amount' | 'paid_amount' | 'buyer_remark' | 'merchant_remark' | 'logistics_company' | 'tracking_no' | 'ship_by_at' | 'created_at' | 'paid_at' | 'shipped_at' | 'completed_at' | 'closed_at'>;

/**
 * `select <28 columns> from orders`, parsed once per database: Kysely builders are immutable, so every list query
 * starts from the same one (parsing the column list was a tenth of the list request's Kysely time).
 */
const listBases = new WeakMap<Db, ReturnType<typeof makeListBase>>();
const makeListBase = (db: Db) => db.selectFrom('orders').select(LIST_COLUMNS);
function listBase(db: Db) {
  let b = listBases.get(db);
  if (!b) listBases.set(db, (b = makeListBase(db)));
  return b;
}

/** One keyset page, newest first. */
export function listQuery(db: Db, companyId: number, f: OrderFilter, cursor: string | null | undefined, limit: number) {
  let q = applyFilter(listBase(db), companyId, f, true);
  const c = parseCursor(cursor);
  if (c) q = q.where(sql<boolean>`(orders.created_at, orders.id) < (${c.createdAt}, ${c.id})`);
  return q.orderBy('orders.created_at', 'desc').orderBy('orders.id', 'desc').limit(limit);
}

export interface TabCounts {
  all: number;
  toPay: number;
  toShip: number;
  shipped: number;
  completed: number;
  closed: number;
  afterSale: number;
}

function countsFrom(byTab: Map<number, number>): TabCounts {
  const g = (t: number) => byTab.get(t) ?? 0;
  return { all: g(1) + g(2) + g(3) + g(4) + g(5), toPay: g(1), toShip: g(2), shipped: g(3), completed: g(4), closed: g(5), afterSale: g(TAB_AFTER_SALE) };
}

/**
 * Tab counts in one query: without filters from the maintained counter table (constant time at any size), with
 * filters one grouped COUNT over the filtered rows.
 */
export async function tabCounts(db: Db, companyId: number, f: OrderFilter): Promise<TabCounts> {
  checkFilter(f);
  const byTab = new Map<number, number>();
  if (!hasFilter(f)) {
    const rows = await db.selectFrom('order_counter').select(['tab', 'n']).where('company_id', '=', companyId).execute();
    for (const r of rows) byTab.set(r.tab, Number(r.n));
    return countsFrom(byTab);
  }
  const rows = await applyFilter(
    db.selectFrom('orders').select(['orders.status', 'orders.after_sale_status', (eb) => eb.fn.countAll<number>().as('n')]),
    companyId,
    f,
    false,
  )
    .groupBy(['orders.status', 'orders.after_sale_status'])
    .execute();
  for (const r of rows) {
    byTab.set(r.status, (byTab.get(r.status) ?? 0) + Number(r.n));
    if (r.after_sale_status === AfterSale.IN_PROGRESS) byTab.set(TAB_AFTER_SALE, (byTab.get(TAB_AFTER_SALE) ?? 0) + Number(r.n));
  }
  return countsFrom(byTab);
}

/** '浙江省杭州市西湖区****': the first part of an address (at most 9 characters, at most half), then stars. */
export function maskAddress(a: string): string {
  const chars = [...a];
  const keep = Math.min(9, Math.floor(chars.length / 2));
  return `${chars.slice(0, keep).join('')}****`;
}

export { maskPhone };

/** The database's plan for a compiled query, one line per plan node (EXPLAIN QUERY PLAN / EXPLAIN). */
export async function explainPlan(db: Db, dialect: 'sqlite' | 'postgres', q: { sql: string; parameters: readonly unknown[] }): Promise<string> {
  const prefix = dialect === 'sqlite' ? 'EXPLAIN QUERY PLAN ' : 'EXPLAIN ';
  const r = await db.executeQuery<Record<string, unknown>>(CompiledQuery.raw(prefix + q.sql, [...q.parameters]));
  return r.rows.map((row) => String(dialect === 'sqlite' ? row.detail : row['QUERY PLAN'])).join(' | ');
}
