import { clock } from '../../lib/clock.ts';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { Database, OrdersTable } from '../../db/schema.ts';
import type { ExpressionBuilder, Selectable } from 'kysely';
import { fail } from '../../lib/errors.ts';
import { recordOrderPaid } from '../finance/index.ts';
import { shipByAt } from '../shop-setting/index.ts';
import { AfterSale, LOGISTICS, OrderStatus, STATUS_TEXT, TAB_AFTER_SALE, TRACKING_NO } from './constants.ts';

export type Order = Selectable<OrdersTable>;
/** Who changes an order: 1 商家 (a user), 2 买家, 3 系统. */
export interface Actor {
  type: 1 | 2 | 3;
  name: string;
}

/** Counter tabs an order is counted under. */
export function tabsOf(o: { status: number; after_sale_status: number }): number[] {
  return o.after_sale_status === AfterSale.IN_PROGRESS ? [o.status, TAB_AFTER_SALE] : [o.status];
}

/** Moves an order between counter tabs, inside the caller's transaction. `before` null = a new order. */
export async function moveCounters(
  db: Db,
  companyId: number,
  before: { status: number; after_sale_status: number } | null,
  after: { status: number; after_sale_status: number } | null,
): Promise<void> {
  const delta = new Map<number, number>();
  for (const t of before ? tabsOf(before) : []) delta.set(t, (delta.get(t) ?? 0) - 1);
  for (const t of after ? tabsOf(after) : []) delta.set(t, (delta.get(t) ?? 0) + 1);
  for (const [tab, d] of delta) {
    if (d === 0) continue;
    await addToCounter(db, companyId, tab, d);
  }
}

export async function addToCounter(db: Db, companyId: number, tab: number, d: number): Promise<void> {
  await db
    .insertInto('order_counter')
    .values({ company_id: companyId, tab, n: d })
    .onConflict((oc) => oc.columns(['company_id', 'tab']).doUpdateSet({ n: sql`order_counter.n + excluded.n` }))
    .execute();
}

/** Rebuilds the counters of one company (or all) from the orders themselves. */
export async function recomputeCounters(db: Db, companyId?: number): Promise<void> {
  let del = db.deleteFrom('order_counter');
  if (companyId !== undefined) del = del.where('company_id', '=', companyId);
  await del.execute();
  let byStatus = db.selectFrom('orders').select(['company_id', 'status', (eb) => eb.fn.countAll<number>().as('n')]).groupBy(['company_id', 'status']);
  let afterSale = db
    .selectFrom('orders')
    .select(['company_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('after_sale_status', '=', AfterSale.IN_PROGRESS)
    .groupBy('company_id');
  if (companyId !== undefined) {
    byStatus = byStatus.where('company_id', '=', companyId);
    afterSale = afterSale.where('company_id', '=', companyId);
  }
  const rows = [
    ...(await byStatus.execute()).map((r) => ({ company_id: r.company_id, tab: r.status, n: Number(r.n) })),
    ...(await afterSale.execute()).map((r) => ({ company_id: r.company_id, tab: TAB_AFTER_SALE, n: Number(r.n) })),
  ];
  if (rows.length) await db.insertInto('order_counter').values(rows).execute();
}

export async function log(db: Db, o: { id: number; company_id: number }, actor: Actor, action: string, detail = '', at = clock.now()): Promise<void> {
  await db
    .insertInto('order_log')
    .values({ order_id: o.id, company_id: o.company_id, actor_type: actor.type, actor_name: actor.name.slice(0, 50), action, detail: detail.slice(0, 500), created_at: at })
    .execute();
}

/** The order of this company, or the same error for a missing id and another company's id. */
export async function getOrder(db: Db, companyId: number, orderId: number): Promise<Order> {
  const o = await db.selectFrom('orders').selectAll().where('id', '=', orderId).where('company_id', '=', companyId).executeTakeFirst();
  if (!o) throw fail('订单不存在');
  return o;
}

const ACTION_TEXT = { ship: '发货', updateAddress: '修改收货地址', close: '关闭订单', pay: '付款', confirm: '确认收货' } as const;
type Action = keyof typeof ACTION_TEXT;
const ALLOWED_FROM: Record<Action, number[]> = {
  pay: [OrderStatus.TO_PAY],
  close: [OrderStatus.TO_PAY],
  ship: [OrderStatus.TO_SHIP],
  updateAddress: [OrderStatus.TO_PAY, OrderStatus.TO_SHIP],
  confirm: [OrderStatus.SHIPPED],
};

/** The state machine: throws a Chinese message when `action` is not allowed from the order's state. */
export function assertAllowed(o: Order, action: Action): void {
  if (!ALLOWED_FROM[action].includes(o.status)) {
    if (action === 'ship' && o.status === OrderStatus.TO_PAY) throw fail('订单尚未付款，不能发货');
    if (action === 'ship' && o.status === OrderStatus.SHIPPED) throw fail('订单已发货，请勿重复发货');
    if (action === 'updateAddress' && o.status === OrderStatus.SHIPPED) throw fail('订单已发货，不能修改收货地址');
    if (action === 'close') throw fail(`只有待付款的订单可以关闭，该订单${STATUS_TEXT[o.status]}`);
    throw fail(`订单${STATUS_TEXT[o.status]}，不能${ACTION_TEXT[action]}`);
  }
  if ((action === 'ship' || action === 'updateAddress') && o.after_sale_status === AfterSale.IN_PROGRESS) {
    throw fail(`订单售后处理中，暂不能${ACTION_TEXT[action]}`);
  }
}

/**
 * Applies a status change guarded by the old status in the WHERE clause: two concurrent requests cannot both win.
 * Counters move in the same transaction.
 */
async function changeStatus(db: Db, o: Order, to: number, set: Partial<Order>, opts: { notInOpenGroup?: boolean } = {}): Promise<Order> {
  const now = clock.now();
  let u = db
    .updateTable('orders')
    .set({ ...set, status: to, updated_at: now })
    .where('id', '=', o.id)
    .where('status', '=', o.status);
  // A campus group still 拼团中 holds its orders: the same statement checks it, so a group refund at the same moment
  // and a shipment never both win.
  if (opts.notInOpenGroup) u = u.where(notInOpenGroup);
  const r = await u.executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) {
    if (opts.notInOpenGroup && (await inOpenGroup(db, o.id))) throw fail(GROUP_NOT_DONE);
    throw fail('订单状态已变化，请刷新后重试');
  }
  const next = { ...o, ...set, status: to, updated_at: now };
  await moveCounters(db, o.company_id, o, next);
  return next;
}

/** The refusal to ship an order of a campus group still 拼团中 (docs/activity.md「校园团的团」). */
export const GROUP_NOT_DONE = '拼团未成团，暂不能发货';
const OPEN_GROUP = 1;

function notInOpenGroup(eb: ExpressionBuilder<Database, 'orders'>) {
  return eb.not(eb.exists(eb.selectFrom('mk_group_member as gm').innerJoin('mk_group as g', 'g.id', 'gm.group_id').select('gm.id').whereRef('gm.order_id', '=', 'orders.id').where('g.state', '=', OPEN_GROUP)));
}

/** Whether the order is a member of a campus group still 拼团中. */
export async function inOpenGroup(db: Db, orderId: number): Promise<boolean> {
  const r = await db.selectFrom('mk_group_member as gm').innerJoin('mk_group as g', 'g.id', 'gm.group_id').select('g.id').where('gm.order_id', '=', orderId).where('g.state', '=', OPEN_GROUP).executeTakeFirst();
  return !!r;
}

export function normalizeShipment(logisticsCompany: string, trackingNo: string): { code: string; trackingNo: string } {
  const code = logisticsCompany.trim().toUpperCase();
  if (!LOGISTICS[code]) throw fail('物流公司不在支持范围内');
  const no = trackingNo.trim();
  if (!TRACKING_NO.test(no)) throw fail('运单号应为 6 至 30 位字母、数字或短横线');
  return { code, trackingNo: no };
}

export async function shipOrder(db: Db, o: Order, actor: Actor, logisticsCompany: string, trackingNo: string, now = clock.now()): Promise<Order> {
  assertAllowed(o, 'ship');
  const s = normalizeShipment(logisticsCompany, trackingNo);
  const next = await changeStatus(db, o, OrderStatus.SHIPPED, { shipped_at: now, logistics_company: s.code, tracking_no: s.trackingNo }, { notInOpenGroup: true });
  await db
    .insertInto('logistics_event')
    .values({ order_id: o.id, time: now, status: '已发货', description: `商家已发货，${LOGISTICS[s.code]} 运单号 ${s.trackingNo}` })
    .execute();
  await log(db, o, actor, '发货', `${LOGISTICS[s.code]} ${s.trackingNo}`, now);
  return next;
}

export async function closeOrder(db: Db, o: Order, actor: Actor, reason: string, now = clock.now()): Promise<Order> {
  assertAllowed(o, 'close');
  const next = await changeStatus(db, o, OrderStatus.CLOSED, { closed_at: now, close_reason: reason, ship_by_at: null });
  await log(db, o, actor, '关闭订单', reason, now);
  return next;
}

/**
 * Closes a paid, unshipped order whose money went back to the buyer in full (a campus group not full at its deadline,
 * docs/activity.md): 待发货 → 已关闭 guarded by the status, counters moved, logged. The caller refunds and returns the
 * stock in the same transaction.
 */
export async function closeRefundedOrder(db: Db, o: Order, actor: Actor, reason: string, now: number): Promise<Order> {
  if (o.status !== OrderStatus.TO_SHIP) throw fail(`订单${STATUS_TEXT[o.status]}，不能退款关闭`);
  const next = await changeStatus(db, o, OrderStatus.CLOSED, { closed_at: now, close_reason: reason, ship_by_at: null });
  await log(db, o, actor, '关闭订单', reason, now);
  return next;
}

/** Pays an order; the money lands in the shop's pending account (the ledger) in the same transaction. */
export async function payOrder(db: Db, o: Order, actor: Actor, now = clock.now(), money: { subsidy?: number; subsidyActivityId?: number | null; subsidyActivity?: string | null } = {}): Promise<Order> {
  assertAllowed(o, 'pay');
  const next = await changeStatus(db, o, OrderStatus.TO_SHIP, { paid_at: now, ship_by_at: await shipByAt(db, o.company_id, now) });
  await recordOrderPaid(db, next, now, money);
  await log(db, o, actor, '付款', `实付 ${(o.paid_amount / 100).toFixed(2)} 元`, now);
  return next;
}

export async function confirmOrder(db: Db, o: Order, actor: Actor, now = clock.now()): Promise<Order> {
  assertAllowed(o, 'confirm');
  const next = await changeStatus(db, o, OrderStatus.COMPLETED, { completed_at: now });
  await db.insertInto('logistics_event').values({ order_id: o.id, time: now, status: '已签收', description: '买家已确认收货' }).execute();
  await log(db, o, actor, '确认收货', '', now);
  return next;
}

export async function updateAddress(
  db: Db,
  o: Order,
  actor: Actor,
  a: { receiverName: string; receiverPhone: string; receiverAddress: string; school: string; campus: string },
): Promise<void> {
  assertAllowed(o, 'updateAddress');
  const r = await db
    .updateTable('orders')
    .set({
      receiver_name: a.receiverName,
      receiver_phone: a.receiverPhone,
      receiver_address: a.receiverAddress,
      school: a.school,
      campus: a.campus,
      updated_at: clock.now(),
    })
    .where('id', '=', o.id)
    .where('status', '=', o.status)
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) throw fail('订单状态已变化，请刷新后重试');
  await log(db, o, actor, '修改收货地址', `${a.receiverName} ${a.school}${a.campus ? ` ${a.campus}` : ''}（原：${o.receiver_name} ${o.school}）`);
}

/** Buyer opens or the platform ends an after-sale case (used by the simulator; the after-sale pages own the rest). */
export async function setAfterSale(db: Db, o: Order, actor: Actor, value: number, now = clock.now()): Promise<Order> {
  if (o.after_sale_status === value) return o;
  await db.updateTable('orders').set({ after_sale_status: value, updated_at: now }).where('id', '=', o.id).execute();
  const next = { ...o, after_sale_status: value };
  await moveCounters(db, o.company_id, o, next);
  await log(db, o, actor, value === AfterSale.IN_PROGRESS ? '申请售后' : '售后结束', '', now);
  return next;
}

/**
 * `setAfterSale(…, DONE)` for many orders at once, inside the caller's transaction (the after-sale deadline pass):
 * each order whose after-sale status is not yet DONE becomes DONE once, guarded by the status it had; the 售后中
 * counter drops per company by the orders that were in progress; one log line per order. Returns the orders ended.
 */
export async function endAfterSaleMany(db: Db, orderIds: readonly number[], actor: Actor, now: number): Promise<number> {
  if (!orderIds.length) return 0;
  const ids = [...new Set(orderIds)].sort((a, b) => a - b);
  const set = { after_sale_status: AfterSale.DONE, updated_at: now };
  const wasOpen = await db.updateTable('orders').set(set).where('id', 'in', ids).where('after_sale_status', '=', AfterSale.IN_PROGRESS).returning(['id', 'company_id']).execute();
  const other = await db.updateTable('orders').set(set).where('id', 'in', ids).where('after_sale_status', '!=', AfterSale.DONE).returning(['id', 'company_id']).execute();
  const perCompany = new Map<number, number>();
  for (const r of wasOpen) perCompany.set(r.company_id, (perCompany.get(r.company_id) ?? 0) + 1);
  for (const [companyId, n] of [...perCompany].sort((a, b) => a[0] - b[0])) await addToCounter(db, companyId, TAB_AFTER_SALE, -n);
  const ended = [...wasOpen, ...other];
  if (ended.length) {
    await db
      .insertInto('order_log')
      .values(ended.map((r) => ({ order_id: Number(r.id), company_id: r.company_id, actor_type: actor.type, actor_name: actor.name.slice(0, 50), action: '售后结束', detail: '', created_at: now })))
      .execute();
  }
  return ended.length;
}
