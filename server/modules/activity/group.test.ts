import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startTestServer, type TestServer } from '../../testing/harness.ts';
import type { Db } from '../../db/index.ts';
import { SEED_ACCOUNTS } from '../../db/seed.ts';
import { Clock, clock } from '../../lib/clock.ts';
import { runDue } from '../../platform/scheduler.ts';
import { reconcile } from '../finance/index.ts';
import { demoShop } from '../account/seed.ts';
import { OrderStatus } from '../order/constants.ts';
import { getOrder, moveCounters, payOrder, shipOrder } from '../order/service.ts';
import { GROUP_JOB, GROUP_WINDOW_MS, GroupState, groupJobKey, settleGroup } from './group.ts';
import { activityGoodsData, priceForOrder } from './order-pricing.ts';
import { reviewEntry, signUp } from './platform.ts';

const DAY = 86_400_000;
const A = { school: '测试大学', campus: '东校区' };
const B = { school: '测试大学', campus: '西校区' };

/** Campus groups (docs/activity.md「校园团的团」): opening, joining, the 24-hour rule through the job scheduler, shipping. */
describe.each(DIALECTS)('campus groups on %s', (dialect) => {
  let s: TestServer;
  let db: Db;
  let companyId: number;
  let owner: string;

  beforeAll(async () => {
    s = await startTestServer(dialect);
    db = s.handle.db;
    await clock.reset(db);
    companyId = (await demoShop(db)).companyId;
    owner = await s.login(SEED_ACCOUNTS.owner);
  }, 120_000);
  afterAll(async () => s.close());
  afterEach(() => expect(s.violations, JSON.stringify(s.violations, null, 2)).toEqual([]));

  /** A SKU of the demo shop no activity touches, with `stock` in stock. */
  async function freshSku(stock: number) {
    const inUse = (await db.selectFrom('mk_activity_entry').select('goods_id').where('company_id', '=', companyId).execute()).map((r) => Number(r.goods_id));
    const r = await db.selectFrom('goods_sku as s').innerJoin('goods as g', 'g.id', 's.goods_id').select(['s.id', 's.goods_id', 's.price']).where('s.company_id', '=', companyId).where('g.status', '=', 1).where('s.status', '=', 1).where('g.deleted_at', 'is', null).where('s.price', '>=', 500).where('g.id', 'not in', [0, ...inUse]).orderBy('s.id').executeTakeFirstOrThrow();
    await db.updateTable('goods_sku').set({ stock }).where('id', '=', Number(r.id)).execute();
    return { id: Number(r.id), goodsId: Number(r.goods_id), price: Number(r.price) };
  }

  /** A running campus-group activity with one approved entry of `sku` (groups of `size`, the rule `autoFill`). */
  async function groupEntry(sku: { id: number; price: number }, size: number, autoFill: boolean, stock = 20) {
    const t = clock.now();
    const rules = { groupMin: 2, groupMax: 10, maxViolationPoints: 24, categories: [], minStock: 1 };
    const a = await db.insertInto('mk_activity').values({ type: 21, name: `测试校园团${size}${autoFill ? '补足' : '退款'}`, description: '', signup_start: t - DAY, signup_end: t + DAY, start_at: t + DAY, end_at: t + 10 * DAY, rules_json: JSON.stringify(rules), platform_share_bp: 5000, created_at: t }).returning('id').executeTakeFirstOrThrow();
    const [entryId] = await db.transaction().execute((trx) => signUp(trx, companyId, Number(a.id), 21, [{ skuId: sku.id, activityPrice: Math.floor(sku.price * 0.8), stock, perBuyerLimit: 2, groupSize: size, autoFill }], t));
    await db.transaction().execute((trx) => reviewEntry(trx, entryId!, true, null, t));
    return { activityId: Number(a.id), entryId: entryId!, at: t + 2 * DAY };
  }

  let seq = 0;
  /** A buyer at a campus places and pays an order through the pricing engine (as simulate-orders does), in one transaction. */
  const buy = (buyerId: number, sku: { id: number; goodsId: number; price: number }, at: number, to = A, opts: { failAfterCommit?: boolean } = {}) =>
    db.transaction().execute(async (trx) => {
      const priced = await priceForOrder(trx, { companyId, buyerId, at, random: null, lines: [{ skuId: sku.id, goodsId: sku.goodsId, unitPrice: sku.price, quantity: 1 }] });
      const no = `G${dialect === 'sqlite' ? 1 : 2}${String(Date.now()).slice(-8)}${String(++seq).padStart(5, '0')}`;
      const row = await trx
        .insertInto('orders')
        .values({ company_id: companyId, order_no: no, status: 1, after_sale_status: 0, buyer_id: buyerId, buyer_name: '测试买家', buyer_phone: '13900000000', receiver_name: '测试买家', receiver_phone: '13900000000', receiver_address: `${to.school}${to.campus} 1 号楼`, school: to.school, campus: to.campus, delivery_type: 2, goods_summary: '测试', item_count: 1, goods_amount: sku.price, freight_amount: 0, discount_amount: priced.result.discount, paid_amount: sku.price - priced.result.discount, buyer_remark: null, merchant_remark: null, close_reason: null, logistics_company: null, tracking_no: null, evaluated: 0, ship_by_at: null, created_at: at, paid_at: null, shipped_at: null, completed_at: null, closed_at: null, updated_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.insertInto('order_line').values({ order_id: row.id, company_id: companyId, goods_id: sku.goodsId, sku_id: sku.id, goods_name: '测试', spec_text: '', image: null, unit_price: sku.price, quantity: 1, line_amount: sku.price, order_created_at: at }).execute();
      let o = await getOrder(trx, companyId, Number(row.id));
      await moveCounters(trx, companyId, null, o);
      o = await payOrder(trx, o, { type: 2, name: '买家' }, at, priced.money);
      const { group } = await priced.commit(trx, o, at);
      if (opts.failAfterCommit) throw new Error('测试：付款事务在入团之后失败');
      return { orderId: Number(row.id), group, paid: o.paid_amount };
    });
  const group = (id: number) => db.selectFrom('mk_group').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const order = (id: number) => getOrder(db, companyId, id);
  const ship = (id: number, at: number) => db.transaction().execute(async (trx) => shipOrder(trx, await getOrder(trx, companyId, id), { type: 1, name: '测试' }, 'SF', `SF${String(id).padStart(10, '0')}`, at));
  /** The scheduler at a given platform time (only the time differs from the process's clock). */
  const at = (t: number) => Object.assign(new Clock(), { now: () => t });
  const groupJobs = (r: Awaited<ReturnType<typeof runDue>>) => r.ran.filter((j) => j.kind === GROUP_JOB);
  /** What these orders left in the shop's pending account (payments in, refunds out), from the ledger's entries. */
  const pendingOf = async (orderIds: number[]) =>
    Number((await db.selectFrom('fin_entry').select((e) => e.fn.coalesce(e.fn.sum<number>('amount'), e.lit(0)).as('n')).where('order_id', 'in', orderIds).where('account_code', '=', 'pending').executeTakeFirstOrThrow()).n);
  const txCount = async (orderIds: number[]) => Number((await db.selectFrom('fin_tx').select((e) => e.fn.countAll<number>().as('n')).where('order_id', 'in', orderIds).executeTakeFirstOrThrow()).n);

  it('the demo shop has groups in every state; refunded groups closed their orders and reconcile is clean', async () => {
    const rows = await db.selectFrom('mk_group').selectAll().where('company_id', '=', companyId).execute();
    expect(new Set(rows.map((g) => g.state))).toEqual(new Set([GroupState.OPEN, GroupState.DONE, GroupState.REFUNDED]));
    for (const g of rows) {
      const m = await db.selectFrom('mk_group_member as m').innerJoin('orders as o', 'o.id', 'm.order_id').select(['o.status', 'o.school', 'o.campus', 'm.refunded_amount', 'm.paid_amount']).where('m.group_id', '=', g.id).execute();
      expect(m).toHaveLength(g.members);
      for (const x of m) expect([x.school, x.campus]).toEqual([g.school, g.campus]);
      if (g.state === GroupState.REFUNDED) for (const x of m) expect([x.status, Number(x.refunded_amount)]).toEqual([OrderStatus.CLOSED, Number(x.paid_amount)]);
      if (g.state === GroupState.OPEN) for (const x of m) expect(x.status).toBe(OrderStatus.TO_SHIP);
      if (g.state === GroupState.DONE) expect(g.members + g.filled).toBe(g.size);
    }
    expect(rows.some((g) => g.state === GroupState.DONE && g.filled > 0)).toBe(true);
    expect((await reconcile(db)).discrepancies).toEqual([]);
  });

  it('an order opens a group, others of the campus join, the last place completes it in the same transaction; shipping waits for it', async () => {
    const sku = await freshSku(40);
    const { at: t } = await groupEntry(sku, 3, true);
    const first = await buy(810_001, sku, t);
    expect(first.group).toMatchObject({ state: GroupState.OPEN, opened: true });
    const g = first.group!.groupId;
    expect((await order(first.orderId)).ship_by_at).toBeNull();
    await expect(ship(first.orderId, t + 1000)).rejects.toThrow('拼团未成团，暂不能发货');
    expect((await order(first.orderId)).status).toBe(OrderStatus.TO_SHIP);
    // Another campus: a group of its own. The same buyer again: not twice in one group.
    const other = await buy(810_002, sku, t + 1000, B);
    expect(other.group!.groupId).not.toBe(g);
    const again = await buy(810_001, sku, t + 2000);
    expect(again.group!.groupId).not.toBe(g);
    const second = await buy(810_003, sku, t + 3000);
    expect(second.group).toEqual({ groupId: g, state: GroupState.OPEN, opened: false });
    // A payment that fails after joining leaves the group as it was.
    await expect(buy(810_004, sku, t + 4000, A, { failAfterCommit: true })).rejects.toThrow('测试：付款事务在入团之后失败');
    expect((await group(g)).members).toBe(2);
    const last = await buy(810_005, sku, t + 5000);
    expect(last.group).toEqual({ groupId: g, state: GroupState.DONE, opened: false });
    const done = await group(g);
    expect([done.state, done.members, done.filled, Number(done.done_at)]).toEqual([GroupState.DONE, 3, 0, t + 5000]);
    const members = await db.selectFrom('mk_group_member').select('order_id').where('group_id', '=', g).orderBy('id').execute();
    expect(members.map((m) => Number(m.order_id))).toEqual([first.orderId, second.orderId, last.orderId]);
    for (const m of members) expect((await order(Number(m.order_id))).ship_by_at).toBeGreaterThan(t + 5000);
    await ship(first.orderId, t + 6000);
    expect((await order(first.orderId)).status).toBe(OrderStatus.SHIPPED);
    // A full group's job finds nothing to do at the deadline.
    expect(await db.transaction().execute((trx) => settleGroup(trx, g, t + GROUP_WINDOW_MS + 1))).toBeNull();
  });

  it('at the deadline a group not full is filled by the platform through the job scheduler, once', async () => {
    const sku = await freshSku(40);
    const { at: t } = await groupEntry(sku, 4, true);
    const a = await buy(820_001, sku, t);
    const b = await buy(820_002, sku, t + 60_000);
    const g = a.group!.groupId;
    expect(b.group!.groupId).toBe(g);
    const job = await db.selectFrom('job').select(['run_at', 'kind']).where('biz_key', '=', groupJobKey(g)).executeTakeFirstOrThrow();
    expect([Number(job.run_at), job.kind]).toEqual([t + GROUP_WINDOW_MS, GROUP_JOB]);
    // A minute before the deadline: nothing runs.
    expect(groupJobs(await runDue(s.handle, { owner: 'g-early', clock: at(t + GROUP_WINDOW_MS - 60_000) })).map((j) => j.key)).not.toContain(groupJobKey(g));
    expect((await group(g)).state).toBe(GroupState.OPEN);
    const ran = groupJobs(await runDue(s.handle, { owner: 'g-due', clock: at(t + GROUP_WINDOW_MS + 1000) })).find((j) => j.key === groupJobKey(g));
    expect(ran).toMatchObject({ error: null, result: `校园团 ${g} 到期：平台补足 2 人成团` });
    const done = await group(g);
    expect([done.state, done.members, done.filled, Number(done.done_at)]).toEqual([GroupState.DONE, 2, 2, t + GROUP_WINDOW_MS + 1000]);
    // The platform funds nothing extra: the orders' money is their payments only; they ship.
    expect(await txCount([a.orderId, b.orderId])).toBe(2);
    expect(await pendingOf([a.orderId, b.orderId])).toBe(a.paid + b.paid);
    await ship(a.orderId, t + GROUP_WINDOW_MS + 2000);
    // A second run: the job is done; applying the rule again changes nothing.
    expect(groupJobs(await runDue(s.handle, { owner: 'g-again', clock: at(t + GROUP_WINDOW_MS + 5000) })).map((j) => j.key)).not.toContain(groupJobKey(g));
    expect(await db.transaction().execute((trx) => settleGroup(trx, g, t + GROUP_WINDOW_MS + 5000))).toBeNull();
    expect((await group(g)).filled).toBe(2);
  });

  it('at the deadline a group not full is refunded in full: orders closed, money back through the ledger, stock back, reconcile clean; a second run does nothing', async () => {
    const sku = await freshSku(40);
    const { activityId, entryId, at: t } = await groupEntry(sku, 3, false);
    const goodsStock = async () => (await db.selectFrom('goods_sku').select('stock').where('id', '=', sku.id).executeTakeFirstOrThrow()).stock;
    const entry = async () => db.selectFrom('mk_activity_entry').select(['stock', 'sold']).where('id', '=', entryId).executeTakeFirstOrThrow();
    const stockBefore = await goodsStock();
    const a = await buy(830_001, sku, t);
    const b = await buy(830_002, sku, t + 1000);
    const g = a.group!.groupId;
    expect(b.group!.groupId).toBe(g);
    expect((await entry()).sold).toBe(2);
    expect(await pendingOf([a.orderId, b.orderId])).toBe(a.paid + b.paid);
    const ran = groupJobs(await runDue(s.handle, { owner: 'r-due', clock: at(t + GROUP_WINDOW_MS) })).find((j) => j.key === groupJobKey(g));
    expect(ran).toMatchObject({ error: null, result: `校园团 ${g} 到期未成团：2 单全额退款 ${((a.paid + b.paid) / 100).toFixed(2)} 元` });
    const refunded = await group(g);
    expect([refunded.state, Number(refunded.refunded_amount), Number(refunded.done_at)]).toEqual([GroupState.REFUNDED, a.paid + b.paid, t + GROUP_WINDOW_MS]);
    for (const x of [a, b]) {
      const o = await order(x.orderId);
      expect([o.status, o.close_reason]).toEqual([OrderStatus.CLOSED, expect.stringContaining('拼团未成团')]);
      const fo = await db.selectFrom('fin_order').select(['paid_amount', 'refunded_before']).where('order_id', '=', x.orderId).executeTakeFirstOrThrow();
      expect(Number(fo.refunded_before)).toBe(Number(fo.paid_amount));
      const tx = await db.selectFrom('fin_tx').select(['amount', 'kind']).where('biz_key', '=', `refund:group:${g}:order:${x.orderId}`).executeTakeFirstOrThrow();
      expect([Number(tx.amount), tx.kind]).toEqual([x.paid, 'order.refund']);
    }
    // Money and stock back: nothing of the orders left in the shop's pending money, the entry's activity stock whole;
    // the goods stock never moved.
    expect(await pendingOf([a.orderId, b.orderId])).toBe(0);
    expect(await entry()).toEqual({ stock: 20, sold: 0 });
    expect(await goodsStock()).toBe(stockBefore);
    await expect(ship(a.orderId, t + GROUP_WINDOW_MS + 1000)).rejects.toThrow(/已关闭/);
    // The activity's data counts the refunds.
    expect((await activityGoodsData(db, companyId, activityId, sku.goodsId)).refunds).toBe(a.paid + b.paid);
    expect((await reconcile(db)).discrepancies).toEqual([]);
    // Once only: the job is done, and the rule applied again refunds nothing more.
    const txs = () => txCount([a.orderId, b.orderId]);
    expect(await txs()).toBe(4);
    expect(groupJobs(await runDue(s.handle, { owner: 'r-again', clock: at(t + GROUP_WINDOW_MS + DAY) })).map((j) => j.key)).not.toContain(groupJobKey(g));
    expect(await db.transaction().execute((trx) => settleGroup(trx, g, t + GROUP_WINDOW_MS + DAY))).toBeNull();
    expect(await txs()).toBe(4);
    expect((await reconcile(db)).discrepancies).toEqual([]);
  });

  it('two orders at once for the last place: one completes the group, the other opens a new one', async () => {
    const sku = await freshSku(40);
    const { at: t } = await groupEntry(sku, 3, true);
    const a = await buy(840_001, sku, t);
    await buy(840_002, sku, t + 1000);
    const g = a.group!.groupId;
    const both = await Promise.all([buy(840_003, sku, t + 2000), buy(840_004, sku, t + 2000)]);
    const joined = both.filter((x) => x.group!.groupId === g);
    const opened = both.filter((x) => x.group!.groupId !== g);
    expect(joined).toHaveLength(1);
    expect(joined[0]!.group!.state).toBe(GroupState.DONE);
    expect(opened).toHaveLength(1);
    expect(opened[0]!.group!.opened).toBe(true);
    const full = await group(g);
    expect([full.state, full.members]).toEqual([GroupState.DONE, 3]);
    const fresh = await group(opened[0]!.group!.groupId);
    expect([fresh.state, fresh.members, Number(fresh.leader_order_id)]).toEqual([GroupState.OPEN, 1, opened[0]!.orderId]);
    const n = await db.selectFrom('mk_group_member').select((e) => e.fn.countAll<number>().as('n')).where('group_id', '=', g).executeTakeFirstOrThrow();
    expect(Number(n.n)).toBe(3);
  });

  it('through the API: the data page lists groups by state with counts and pages; the order detail shows its group; shipping a 拼团中 order is refused', async () => {
    const sku = await freshSku(40);
    const { activityId, at: t } = await groupEntry(sku, 2, true);
    const open = await buy(850_001, sku, t);
    const c1 = await buy(850_002, sku, t + 1000, B);
    await buy(850_003, sku, t + 2000, B);
    await buy(850_004, sku, t + 3000, { school: '测试大学', campus: '南校区' });
    const groups = await s.call('/xm-merchant/activity/groups', { activityId, goodsId: sku.goodsId, pageSize: 2 }, { token: owner });
    expect(groups.code, groups.msg).toBe(1);
    expect(groups.data.counts).toEqual({ all: 3, open: 2, done: 1, refunded: 0 });
    expect(groups.data.list).toHaveLength(2);
    const next = await s.call('/xm-merchant/activity/groups', { activityId, goodsId: sku.goodsId, pageSize: 2, cursor: groups.data.nextCursor }, { token: owner });
    expect(next.data.list).toHaveLength(1);
    expect(next.data.nextCursor).toBeNull();
    const ids = [...groups.data.list, ...next.data.list].map((g: any) => g.groupId);
    expect(new Set(ids).size).toBe(3);
    const done = await s.call('/xm-merchant/activity/groups', { activityId, goodsId: sku.goodsId, state: 2, pageSize: 20 }, { token: owner });
    expect(done.data.list).toHaveLength(1);
    expect(done.data.list[0]).toMatchObject({ groupId: c1.group!.groupId, stateText: '已成团', members: 2, size: 2, filled: 0, campus: '西校区' });
    expect(done.data.list[0].orders).toHaveLength(2);
    const detail = await s.call('/xm-merchant/order/detail', { orderId: open.orderId }, { token: owner });
    expect(detail.data.group).toMatchObject({ groupId: open.group!.groupId, state: 1, stateText: '拼团中', members: 1, size: 2, deadlineAt: t + GROUP_WINDOW_MS });
    const refused = await s.call('/xm-merchant/order/ship', { orderId: open.orderId, logisticsCompany: 'SF', trackingNo: 'SF1234567890' }, { token: owner });
    expect([refused.code, refused.msg]).toEqual([0, '拼团未成团，暂不能发货']);
    expect((await order(open.orderId)).status).toBe(OrderStatus.TO_SHIP);
    const shipped = await s.call('/xm-merchant/order/ship', { orderId: c1.orderId, logisticsCompany: 'SF', trackingNo: 'SF1234567891' }, { token: owner });
    expect(shipped.code, shipped.msg).toBe(1);
    const plain = await s.call('/xm-merchant/order/detail', { orderId: (await db.selectFrom('orders').select('id').where('company_id', '=', companyId).where(({ not, exists, selectFrom }) => not(exists(selectFrom('mk_group_member').select('id').whereRef('order_id', '=', 'orders.id')))).orderBy('id').executeTakeFirstOrThrow()).id }, { token: owner });
    expect(plain.data.group).toBeNull();
  });
});
