import { areaJob } from '../../platform/area.ts';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { fail } from '../../lib/errors.ts';
import { emitEvent } from '../../lib/events.ts';
import { schedule } from '../../platform/scheduler.ts';
import { postRefund } from '../finance/index.ts';
import { OrderStatus } from '../order/index.ts';
import { closeRefundedOrder, getOrder, type Actor } from '../order/index.ts';
import { shipByAt } from '../shop-setting/index.ts';
import { moveGoodsStock } from './platform.ts';
import { ActivityType } from './pricing.ts';

/**
 * Campus groups (校园团, docs/activity.md「校园团的团」). A paid order that bought a campus-group entry's SKU at the
 * group price joins the oldest open group of that entry at the order's campus (school + campus) that the buyer is not
 * already in, or opens one; an order is in at most one group (an order with two campus-group goods joins the group of
 * the entry with the lower id, and the whole order follows that group). Joining takes a place with one conditional
 * update (`members < size`, still 拼团中, before the deadline) that also turns the group 已成团 when it takes the last
 * place, in the payment's transaction: two orders for the last place never both get it, the second opens a new group.
 *
 * Orders of a group still 拼团中 cannot ship (order/service.ts `shipOrder`) and have no shipping deadline; when the
 * group is done their deadline counts from then. Opening a group schedules the job `activity.groupDeadline` keyed by
 * the group at its deadline (opened + 24 h, the platform clock): a group still not full then either becomes 已成团
 * with the missing places counted as filled by the platform (auto-fill; the platform pays nothing extra, the real
 * orders ship), or 未成团已退款: every member order is refunded in full through the ledger (`postRefund`, key
 * `group:{group}:order:{order}`) and closed, and its stock returns (group-price lines to the entry's activity stock,
 * or to the goods stock once the entry was released; other lines to the goods stock). The state change is one
 * conditional update, so a second run (or another server) changes nothing.
 */

export const GroupState = { OPEN: 1, DONE: 2, REFUNDED: 3 } as const;
export const GROUP_STATE_TEXT: Record<number, string> = { 1: '拼团中', 2: '已成团', 3: '未成团已退款' };
export const GROUP_WINDOW_MS = 24 * 3_600_000;
export const GROUP_JOB = 'activity.groupDeadline';
const SYSTEM: Actor = { type: 3, name: '系统（校园团）' };

export const groupJobKey = (groupId: number) => `activity.group:${groupId}`;

/** The group number shown to the merchant: PT + the China date it opened + the id. */
export function groupNo(g: { id: number; opened_at: number }): string {
  const d = new Date(Number(g.opened_at) + 8 * 3_600_000).toISOString().slice(0, 10).replaceAll('-', '');
  return `PT${d}${String(g.id).padStart(6, '0')}`;
}

export interface GroupSpec {
  entryId: number;
  activityId: number;
  goodsId: number;
  skuId: number;
  size: number;
  autoFill: boolean;
}

/** The group rule an entry signed up with (extra_json), or null when the entry is not a campus-group one. */
export function groupSpecOf(e: { entryId: number; activityId: number; goodsId: number; skuId: number; type: number; extraJson: string | null; groupMin?: number }): GroupSpec | null {
  if (e.type !== ActivityType.CAMPUS_GROUP) return null;
  const extra = (e.extraJson ? JSON.parse(e.extraJson) : {}) as { groupSize?: number; autoFill?: boolean };
  const size = Math.max(2, Math.min(10, extra.groupSize ?? e.groupMin ?? 2));
  return { entryId: e.entryId, activityId: e.activityId, goodsId: e.goodsId, skuId: e.skuId, size, autoFill: extra.autoFill !== false };
}

type PaidOrder = { id: number; company_id: number; buyer_id: number; paid_amount: number; school: string; campus: string };

/**
 * The paid order joins an open group of the entry at its campus or opens one, in the payment's transaction. Returns
 * the group and whether this order completed it.
 */
export async function joinGroup(trx: Db, spec: GroupSpec, o: PaidOrder, at: number): Promise<{ groupId: number; state: number; opened: boolean }> {
  const school = (o.school ?? '').slice(0, 100);
  const campus = (o.campus ?? '').slice(0, 100);
  for (let tries = 0; tries < 20; tries++) {
    const g = await trx
      .selectFrom('mk_group as g')
      .select('g.id')
      .where('g.entry_id', '=', spec.entryId)
      .where('g.state', '=', GroupState.OPEN)
      .where('g.school', '=', school)
      .where('g.campus', '=', campus)
      .where('g.opened_at', '<=', at)
      .where('g.last_joined_at', '<=', at)
      .where('g.deadline_at', '>', at)
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('mk_group_member as m').select('m.id').whereRef('m.group_id', '=', 'g.id').where('m.buyer_id', '=', o.buyer_id))))
      .orderBy('g.opened_at')
      .orderBy('g.id')
      .limit(1)
      .executeTakeFirst();
    if (!g) break;
    // One statement takes the place and, for the last place, completes the group: SET reads the row before the update.
    const upd = await trx
      .updateTable('mk_group')
      .set({
        members: sql`members + 1`,
        last_joined_at: at,
        state: sql`case when members + 1 >= size then ${sql.lit(GroupState.DONE)} else ${sql.lit(GroupState.OPEN)} end`,
        done_at: sql`case when members + 1 >= size then cast(${at} as bigint) else null end`,
      })
      .where('id', '=', Number(g.id))
      .where('state', '=', GroupState.OPEN)
      .whereRef('members', '<', 'size')
      .where('deadline_at', '>', at)
      .returning(['id', 'state', 'company_id'])
      .executeTakeFirst();
    if (!upd) continue; // taken by another order a moment ago: look again
    const groupId = Number(upd.id);
    await addMember(trx, groupId, o, at);
    if (upd.state === GroupState.DONE) await groupDone(trx, groupId, o.company_id, at, 'full');
    else await holdShipping(trx, o.id);
    return { groupId, state: upd.state, opened: false };
  }
  const row = await trx
    .insertInto('mk_group')
    .values({ company_id: o.company_id, activity_id: spec.activityId, entry_id: spec.entryId, goods_id: spec.goodsId, sku_id: spec.skuId, leader_order_id: o.id, school, campus, size: spec.size, members: 1, filled: 0, auto_fill: spec.autoFill ? 1 : 0, state: GroupState.OPEN, opened_at: at, last_joined_at: at, deadline_at: at + GROUP_WINDOW_MS, done_at: null, refunded_amount: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const groupId = Number(row.id);
  await addMember(trx, groupId, o, at);
  await holdShipping(trx, o.id);
  await schedule(trx, { kind: GROUP_JOB, key: groupJobKey(groupId), runAt: at + GROUP_WINDOW_MS, payload: { groupId } });
  await emitEvent(trx, { companyId: o.company_id, kind: 'activity.group', subjectId: groupId, payload: { groupId, state: GroupState.OPEN }, now: at });
  return { groupId, state: GroupState.OPEN, opened: true };
}

async function addMember(trx: Db, groupId: number, o: PaidOrder, at: number) {
  await trx.insertInto('mk_group_member').values({ group_id: groupId, order_id: o.id, company_id: o.company_id, buyer_id: o.buyer_id, paid_amount: o.paid_amount, refunded_amount: 0, joined_at: at }).execute();
}

/** A group order waiting for its group has no shipping deadline yet. */
async function holdShipping(trx: Db, orderId: number) {
  await trx.updateTable('orders').set({ ship_by_at: null }).where('id', '=', orderId).where('status', '=', OrderStatus.TO_SHIP).execute();
}

async function memberOrderIds(trx: Db, groupId: number): Promise<number[]> {
  return (await trx.selectFrom('mk_group_member').select('order_id').where('group_id', '=', groupId).orderBy('id').execute()).map((r) => Number(r.order_id));
}

/** The group is done: its orders may ship, their shipping deadline counting from now. */
async function groupDone(trx: Db, groupId: number, companyId: number, at: number, how: 'full' | 'filled') {
  const ids = await memberOrderIds(trx, groupId);
  if (ids.length) await trx.updateTable('orders').set({ ship_by_at: await shipByAt(trx, companyId, at) }).where('id', 'in', ids).where('status', '=', OrderStatus.TO_SHIP).execute();
  await emitEvent(trx, { companyId, kind: 'activity.group', subjectId: groupId, payload: { groupId, state: GroupState.DONE, how }, now: at });
}

/**
 * Applies the 24-hour rule to one group, in the caller's transaction: nothing when it is not 拼团中 or its deadline
 * has not passed at `at` (a second run, another server, a group full in time). Returns what it did.
 */
export async function settleGroup(trx: Db, groupId: number, at: number): Promise<{ state: number; filled: number; refunded: number; orders: number } | null> {
  const g = await trx.selectFrom('mk_group').selectAll().where('id', '=', groupId).executeTakeFirst();
  if (!g || g.state !== GroupState.OPEN || Number(g.deadline_at) > at) return null;
  const autoFill = g.auto_fill === 1;
  const upd = await trx
    .updateTable('mk_group')
    .set(autoFill ? { state: GroupState.DONE, filled: sql`size - members`, done_at: at } : { state: GroupState.REFUNDED, done_at: at })
    .where('id', '=', groupId)
    .where('state', '=', GroupState.OPEN)
    .where('deadline_at', '<=', at)
    .returning(['id', 'filled', 'members', 'size'])
    .executeTakeFirst();
  if (!upd) return null;
  if (autoFill) {
    await groupDone(trx, groupId, g.company_id, at, 'filled');
    return { state: GroupState.DONE, filled: upd.filled, refunded: 0, orders: upd.members };
  }
  const no = groupNo({ id: groupId, opened_at: Number(g.opened_at) });
  let refunded = 0;
  let orders = 0;
  for (const orderId of await memberOrderIds(trx, groupId)) {
    const amount = await refundMember(trx, groupId, no, g.company_id, orderId, at);
    if (amount === null) continue;
    refunded += amount;
    orders++;
  }
  await trx.updateTable('mk_group').set({ refunded_amount: refunded }).where('id', '=', groupId).execute();
  await emitEvent(trx, { companyId: g.company_id, kind: 'activity.group', subjectId: groupId, payload: { groupId, state: GroupState.REFUNDED, refunded }, now: at });
  return { state: GroupState.REFUNDED, filled: 0, refunded, orders };
}

/**
 * Refunds one member order in full (what is left of its payment), closes it and returns its stock. Null when the
 * order is no longer waiting to ship (closed some other way).
 */
async function refundMember(trx: Db, groupId: number, no: string, companyId: number, orderId: number, at: number): Promise<number | null> {
  const o = await getOrder(trx, companyId, orderId);
  if (o.status !== OrderStatus.TO_SHIP) return null;
  const fo = await trx.selectFrom('fin_order').select(['paid_amount', 'refunded_before', 'refunded_after']).where('order_id', '=', orderId).executeTakeFirst();
  const left = fo ? Number(fo.paid_amount) - Number(fo.refunded_before) - Number(fo.refunded_after) : 0;
  if (left > 0) {
    await postRefund(trx, { companyId, orderId, key: `group:${groupId}:order:${orderId}`, amount: left, at, refType: 'order', refId: orderId, refNo: o.order_no, memo: `校园团 ${no} 未成团，订单 ${o.order_no} 全额退款` });
  }
  await closeRefundedOrder(trx, o, SYSTEM, `拼团未成团（${no}），已全额退款`, at);
  await returnStock(trx, orderId, at);
  await trx.updateTable('mk_group_member').set({ refunded_amount: Math.max(0, left) }).where('group_id', '=', groupId).where('order_id', '=', orderId).execute();
  return Math.max(0, left);
}

/**
 * The order's pieces go back: a line bought at an activity price to its entry's activity stock (`sold − q` while the
 * entry is unreleased; once released, to the goods stock, like the rest of the entry), every other line to the goods
 * stock; the goods' sales drop by the same.
 */
async function returnStock(trx: Db, orderId: number, at: number) {
  const lines = await trx.selectFrom('order_line').select(['sku_id', 'goods_id', 'quantity']).where('order_id', '=', orderId).orderBy('id').execute();
  const act = await trx.selectFrom('mk_order_activity_line').select(['sku_id', 'entry_id']).where('order_id', '=', orderId).execute();
  for (const l of lines) {
    const q = l.quantity;
    const a = act.find((x) => Number(x.sku_id) === Number(l.sku_id));
    let back = false;
    if (a) {
      const r = await trx
        .updateTable('mk_activity_entry')
        .set({ sold: sql`sold - cast(${q} as integer)` })
        .where('id', '=', Number(a.entry_id))
        .where('released_at', 'is', null)
        .where('sold', '>=', q)
        .executeTakeFirst();
      back = Number(r.numUpdatedRows) === 1;
    }
    if (!back) await moveGoodsStock(trx, { skuId: Number(l.sku_id), goodsId: Number(l.goods_id) }, -q, at);
    await trx.updateTable('goods').set({ sales: sql`case when sales >= cast(${q} as integer) then sales - cast(${q} as integer) else 0 end` }).where('id', '=', Number(l.goods_id)).execute();
  }
}

/** Every group whose deadline passed by `at` and is still 拼团中, settled as of its deadline (the demo seed). */
export async function settleDueGroups(trx: Db, at: number, companyId?: number): Promise<number> {
  let q = trx.selectFrom('mk_group').select(['id', 'deadline_at']).where('state', '=', GroupState.OPEN).where('deadline_at', '<=', at).orderBy('deadline_at').orderBy('id');
  if (companyId !== undefined) q = q.where('company_id', '=', companyId);
  let n = 0;
  for (const g of await q.execute()) if (await settleGroup(trx, Number(g.id), Number(g.deadline_at))) n++;
  return n;
}

export const groupDeadlineJob = areaJob(GROUP_JOB, async ({ db, payload, now }) => {
  const groupId = Number((payload as { groupId?: number }).groupId);
  if (!Number.isSafeInteger(groupId) || groupId <= 0) throw fail('校园团任务缺少团 ID');
  const r = await db.transaction().execute((trx) => settleGroup(trx, groupId, now));
  if (!r) return undefined;
  return r.state === GroupState.DONE ? `校园团 ${groupId} 到期：平台补足 ${r.filled} 人成团` : `校园团 ${groupId} 到期未成团：${r.orders} 单全额退款 ${(r.refunded / 100).toFixed(2)} 元`;
});

/** The group of an order (order detail), or null. */
export async function groupOfOrder(db: Db, orderId: number) {
  const g = await db.selectFrom('mk_group_member as m').innerJoin('mk_group as g', 'g.id', 'm.group_id').selectAll('g').where('m.order_id', '=', orderId).executeTakeFirst();
  return g ? presentGroupBrief(g) : null;
}

export function presentGroupBrief(g: { id: number; opened_at: number; deadline_at: number; done_at: number | null; state: number; members: number; size: number; filled: number; school: string; campus: string; auto_fill: number }) {
  return {
    groupId: Number(g.id),
    groupNo: groupNo({ id: Number(g.id), opened_at: Number(g.opened_at) }),
    state: g.state,
    stateText: GROUP_STATE_TEXT[g.state]!,
    members: g.members,
    size: g.size,
    filled: g.filled,
    autoFill: g.auto_fill === 1,
    school: g.school,
    campus: g.campus,
    openedAt: Number(g.opened_at),
    deadlineAt: Number(g.deadline_at),
    doneAt: g.done_at == null ? null : Number(g.done_at),
  };
}

/** The data page's groups of one goods in one activity: a state filter, counts per state, keyset pages by id. */
export async function listGroups(db: Db, companyId: number, f: { activityId: number; goodsId: number; state?: number | null; cursor?: string | null; pageSize: number }) {
  let q = db.selectFrom('mk_group').selectAll().where('company_id', '=', companyId).where('activity_id', '=', f.activityId).where('goods_id', '=', f.goodsId);
  if (f.state != null) q = q.where('state', '=', f.state);
  if (f.cursor) q = q.where('id', '<', Number(f.cursor));
  const rows = await q.orderBy('id', 'desc').limit(f.pageSize + 1).execute();
  const page = rows.slice(0, f.pageSize);
  const ids = page.map((g) => Number(g.id));
  const members = ids.length
    ? await db.selectFrom('mk_group_member as m').innerJoin('orders as o', 'o.id', 'm.order_id').select(['m.group_id', 'm.order_id', 'o.order_no', 'o.status', 'm.paid_amount', 'm.refunded_amount']).where('m.group_id', 'in', ids).orderBy('m.id').execute()
    : [];
  const grouped = await db
    .selectFrom('mk_group')
    .select(['state', (e) => e.fn.countAll<number>().as('n')])
    .where('company_id', '=', companyId)
    .where('activity_id', '=', f.activityId)
    .where('goods_id', '=', f.goodsId)
    .groupBy('state')
    .execute();
  const counts = { all: 0, open: 0, done: 0, refunded: 0 };
  for (const g of grouped) {
    const n = Number(g.n);
    counts.all += n;
    if (g.state === GroupState.OPEN) counts.open = n;
    if (g.state === GroupState.DONE) counts.done = n;
    if (g.state === GroupState.REFUNDED) counts.refunded = n;
  }
  const list = page.map((g) => ({
    ...presentGroupBrief(g),
    refundedAmount: Number(g.refunded_amount),
    orders: members
      .filter((m) => Number(m.group_id) === Number(g.id))
      .map((m) => ({ orderId: Number(m.order_id), orderNo: m.order_no, status: m.status, paidAmount: Number(m.paid_amount), refundedAmount: Number(m.refunded_amount) })),
  }));
  return { list, nextCursor: rows.length > f.pageSize ? String(ids[ids.length - 1]) : null, counts };
}
