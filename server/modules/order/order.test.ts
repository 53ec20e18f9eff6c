import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { DIALECTS, startTestServer, type TestServer } from '../../testing/harness.ts';
import { insertGoods, placeOrder } from './testing.ts';
import { simulateOrders } from './simulate.ts';
import { OrderStatus, TAB_AFTER_SALE } from './constants.ts';
import { explainPlan, listQuery, tabCounts } from './queries.ts';
import { addToCounter, recomputeCounters } from './service.ts';
import type { Db } from '../../db/index.ts';

const U = (p: string) => `/xm-merchant/order/${p}`;

async function truthCounts(db: Db, companyId: number) {
  const rows = await db.selectFrom('orders').select(['status', 'after_sale_status', (eb) => eb.fn.countAll<number>().as('n')]).where('company_id', '=', companyId).groupBy(['status', 'after_sale_status']).execute();
  const t = { all: 0, toPay: 0, toShip: 0, shipped: 0, completed: 0, closed: 0, afterSale: 0 };
  const keys = ['', 'toPay', 'toShip', 'shipped', 'completed', 'closed'] as const;
  for (const r of rows) {
    const n = Number(r.n);
    t.all += n;
    t[keys[r.status] as 'toPay'] += n;
    if (r.after_sale_status === 1) t.afterSale += n;
  }
  return t;
}

async function snapshot(db: Db, orderId: number) {
  const o = await db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
  const logs = await db.selectFrom('order_log').select((eb) => eb.fn.countAll<number>().as('n')).where('order_id', '=', orderId).executeTakeFirstOrThrow();
  const counters = await db.selectFrom('order_counter').selectAll().orderBy('company_id').orderBy('tab').execute();
  return { o, logs: Number(logs.n), counters };
}

describe.each(DIALECTS)('orders on %s', (dialect) => {
  let s: TestServer;
  let db: Db;
  let owner: string;
  let staff: string;
  let other: string;
  let companyId: number;
  let otherCompanyId: number;
  let goods: Array<{ goodsId: number; skuId: number }>;
  let goodsBefore: Array<{ id: number; stock_total: number; sales: number; held: number }>;
  /** Each goods with `held`: the activity stock its open sign-ups still hold (reserved out of the goods stock). */
  const withHeld = async <G extends { id: number }>(gs: G[]) => {
    const rows = await db.selectFrom('mk_activity_entry').select(['goods_id', 'stock', 'sold']).where('released_at', 'is', null).execute();
    return gs.map((g) => ({ ...g, held: rows.filter((r) => Number(r.goods_id) === Number(g.id)).reduce((n, r) => n + r.stock - r.sold, 0) }));
  };
  let lastSeededOrder: number;

  beforeAll(async () => {
    s = await startTestServer(dialect);
    db = s.handle.db;
    owner = await s.login('13800000001');
    staff = await s.login('13800000003');
    // The demo staff role holds view keys only (goods.list, order.list); here it also ships and exports, as a
    // shipping clerk's role would (operate keys, issue 19). Keys are read per request: no new login needed.
    const staffRole = await db.selectFrom('user_role as ur').innerJoin('merchant_user as u', 'u.id', 'ur.user_id').select('ur.role_id').where('u.phone', '=', '13800000003').executeTakeFirstOrThrow();
    await db.insertInto('role_key').values(['order.ship', 'order.export'].map((k) => ({ role_id: staffRole.role_id, auth_key: k }))).execute();
    other = await s.login('13800000004');
    companyId = (await db.selectFrom('merchant_user').select('company_id').where('phone', '=', '13800000001').executeTakeFirstOrThrow()).company_id;
    otherCompanyId = (await db.selectFrom('merchant_user').select('company_id').where('phone', '=', '13800000004').executeTakeFirstOrThrow()).company_id;
    goods = await insertGoods(db, companyId, [
      { name: '晨光中性笔 12 支装', price: 1990, stock: 500 },
      { name: '宿舍折叠小桌板', price: 5900, stock: 500 },
      { name: '护眼台灯', price: 8900, stock: 5 },
    ]);
    await insertGoods(db, otherCompanyId, [{ name: '跨境面膜', price: 9900, stock: 100 }]);
    goodsBefore = await withHeld(await db.selectFrom('goods').select(['id', 'stock_total', 'sales']).where('company_id', '=', companyId).orderBy('id').execute());
    lastSeededOrder = Number((await db.selectFrom('orders').select((eb) => eb.fn.max('id').as('m')).executeTakeFirstOrThrow()).m ?? 0);
    await simulateOrders(db, companyId, 60, { seed: 7 });
    await simulateOrders(db, otherCompanyId, 10, { seed: 8 });
  }, 60_000);
  afterAll(async () => s.close());
  afterEach(() => {
    expect(s.violations, JSON.stringify(s.violations, null, 2)).toEqual([]);
  });

  it('simulates buyers against the shop goods: snapshots, stock and sales move, counters equal the truth', async () => {
    const n = await db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).where('company_id', '=', companyId).executeTakeFirstOrThrow();
    expect(Number(n.n)).toBeGreaterThan(40);
    // Every line is a snapshot of the goods and SKU it was ordered from (the demo goods and the three added here).
    const lines = await db
      .selectFrom('order_line as l')
      .innerJoin('goods as g', 'g.id', 'l.goods_id')
      .innerJoin('goods_sku as k', 'k.id', 'l.sku_id')
      .select(['l.goods_name', 'g.name', 'l.spec_text', 'k.spec_text as sku_spec', 'l.unit_price', 'k.price'])
      .where('l.company_id', '=', companyId)
      .execute();
    expect(lines.length).toBeGreaterThan(40);
    for (const l of lines) expect([l.goods_name, l.spec_text, l.unit_price]).toEqual([l.name, l.sku_spec, l.price]);
    // Stock and sales move together on every goods the buyers paid for (which goods they drew is the seed's business):
    // what the 60 simulated orders sold, paid, is exactly what left the shop's stock (the goods stock, or the activity
    // stock reserved out of it at sign-up) and joined its sales.
    const gs = await withHeld(await db.selectFrom('goods').select(['id', 'sales', 'stock_total']).where('company_id', '=', companyId).orderBy('id').execute());
    expect(gs.map((g) => g.stock_total + g.held + g.sales)).toEqual(goodsBefore.map((g) => g.stock_total + g.held + g.sales));
    const sold = await db
      .selectFrom('order_line as l')
      .innerJoin('orders as o', 'o.id', 'l.order_id')
      .select((eb) => eb.fn.sum<number>('l.quantity').as('q'))
      .where('o.company_id', '=', companyId)
      .where('o.id', '>', lastSeededOrder)
      .where('o.paid_at', 'is not', null)
      .executeTakeFirstOrThrow();
    expect(Number(sold.q)).toBeGreaterThan(0);
    expect(gs.reduce((n, g) => n + g.sales, 0) - goodsBefore.reduce((n, g) => n + g.sales, 0)).toBe(Number(sold.q));
    expect(await tabCounts(db, companyId, {})).toEqual(await truthCounts(db, companyId));
  });

  it('says clearly when the shop has nothing to sell', async () => {
    const c = await db.selectFrom('merchant_user').select('company_id').where('phone', '=', '13800000002').executeTakeFirstOrThrow();
    await expect(simulateOrders(db, c.company_id, 3)).rejects.toThrow(/没有在售且有库存的商品/);
  });

  it('pages the list by keyset: every order once, newest first, per tab, company-scoped and masked', async () => {
    const seen: number[] = [];
    let cursor: string | null = null;
    let last = Infinity;
    for (let i = 0; i < 1000; i++) {
      const r: any = await s.call(U('list'), { filter: {}, cursor, pageSize: 7 }, { token: owner });
      expect(r.code).toBe(1);
      for (const o of r.data.list) {
        expect(o.createdAt).toBeLessThanOrEqual(last);
        last = o.createdAt;
        seen.push(o.orderId);
        expect(o.buyerPhone).toMatch(/^\d{3}\*{4}\d{4}$/);
        expect(o.receiverAddress).toMatch(/\*{4}$/);
      }
      if (!r.data.hasMore) break;
      cursor = r.data.nextCursor;
    }
    const truth = await db.selectFrom('orders').select('id').where('company_id', '=', companyId).execute();
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.sort()).toEqual(truth.map((t) => t.id).sort());
    const toShip = await s.call(U('list'), { filter: { tab: 2 }, pageSize: 100 }, { token: owner });
    expect(toShip.data.list.every((o: any) => o.status === 2)).toBe(true);
    const otherList = await s.call(U('list'), { filter: {}, pageSize: 100 }, { token: other });
    expect(otherList.data.list.every((o: any) => !truth.some((t) => t.id === o.orderId))).toBe(true);
    const bad = await s.call(U('list'), { filter: {}, cursor: 'abc', pageSize: 10 }, { token: owner });
    expect(bad).toMatchObject({ code: 0, msg: '分页游标格式不正确' });
  });

  it('filters by phone, school, delivery type, goods and date range; tab counts follow the filter in one grouped query', async () => {
    const o = await placeOrder(db, companyId, { buyerPhone: '13712345678', school: '复旦大学', goodsId: goods[2]!.goodsId, goodsName: '护眼台灯' });
    const byPhone = await s.call(U('list'), { filter: { buyerPhone: '13712345678' }, pageSize: 20 }, { token: owner });
    expect(byPhone.data.list.map((x: any) => x.orderId)).toEqual([o.id]);
    const byGoods = await s.call(U('list'), { filter: { goodsId: goods[2]!.goodsId }, pageSize: 100 }, { token: owner });
    const truthGoods = await db.selectFrom('order_line').select('order_id').distinct().where('goods_id', '=', goods[2]!.goodsId).execute();
    expect(byGoods.data.list.map((x: any) => x.orderId).sort()).toEqual(truthGoods.map((t) => t.order_id).sort());
    const counts = await s.call(U('tabCounts'), { filter: { school: '复旦大学' } }, { token: owner });
    const truth = await db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).where('company_id', '=', companyId).where('school', '=', '复旦大学').executeTakeFirstOrThrow();
    expect(counts.data.all).toBe(Number(truth.n));
    const day = await s.call(U('list'), { filter: { createdFrom: o.created_at, createdTo: o.created_at + 1, deliveryType: 2 }, pageSize: 100 }, { token: owner });
    expect(day.data.list.map((x: any) => x.orderId)).toContain(o.id);
    const wrongRange = await s.call(U('list'), { filter: { createdFrom: 10, createdTo: 5 }, pageSize: 10 }, { token: owner });
    expect(wrongRange).toMatchObject({ code: 0, msg: '下单开始时间应早于结束时间' });
    const badPhone = await s.call(U('list'), { filter: { buyerPhone: '123' }, pageSize: 10 }, { token: owner });
    expect(badPhone).toMatchObject({ code: 0, msg: '买家手机号格式不正确' });
  });

  it('offers the shop goods for the goods filter; % and _ in the keyword are plain characters', async () => {
    await insertGoods(db, companyId, [{ name: '100%纯棉T恤', price: 3900, stock: 10 }]);
    const all = await s.call(U('goodsOptions'), { keyword: '' }, { token: owner });
    expect(all.data.length).toBeGreaterThanOrEqual(4);
    const pct = await s.call(U('goodsOptions'), { keyword: '%' }, { token: owner });
    expect(pct.data.map((g: any) => g.name)).toEqual(['100%纯棉T恤']);
    const theirs = await s.call(U('goodsOptions'), { keyword: '面膜' }, { token: owner });
    expect(theirs.data).toEqual([]);
  });

  it('refuses another company\'s order ids with the same answer as a missing one', async () => {
    const theirs = await placeOrder(db, otherCompanyId, {});
    for (const [p, body] of [
      ['detail', { orderId: theirs.id }],
      ['ship', { orderId: theirs.id, logisticsCompany: 'SF', trackingNo: 'SF123456789' }],
      ['close', { orderId: theirs.id, reason: '测试' }],
      ['remark', { orderId: theirs.id, remark: '测试' }],
      ['privacy/reveal', { orderId: theirs.id }],
    ] as const) {
      const r = await s.call(U(p), body, { token: owner });
      expect(r, p).toMatchObject({ code: 0, msg: '订单不存在' });
    }
    expect((await snapshot(db, theirs.id)).o).toEqual(theirs);
  });

  it('ships only a paid order; illegal transitions answer in Chinese and change nothing', async () => {
    const unpaid = await placeOrder(db, companyId, { status: OrderStatus.TO_PAY });
    const before = await snapshot(db, unpaid.id);
    const r1 = await s.call(U('ship'), { orderId: unpaid.id, logisticsCompany: 'SF', trackingNo: 'SF1234567890' }, { token: owner });
    expect(r1).toMatchObject({ code: 0, msg: '订单尚未付款，不能发货' });
    expect(await snapshot(db, unpaid.id)).toEqual(before);

    const paid = await placeOrder(db, companyId, { status: OrderStatus.TO_SHIP });
    const countsBefore = await tabCounts(db, companyId, {});
    const ok = await s.call(U('ship'), { orderId: paid.id, logisticsCompany: 'ZTO', trackingNo: 'ZT1234567890' }, { token: staff });
    expect(ok.code).toBe(1);
    const countsAfter = await tabCounts(db, companyId, {});
    expect(countsAfter.toShip).toBe(countsBefore.toShip - 1);
    expect(countsAfter.shipped).toBe(countsBefore.shipped + 1);
    const d = await s.call(U('detail'), { orderId: paid.id }, { token: owner });
    expect(d.data).toMatchObject({ status: 3, logisticsCompany: 'ZTO', trackingNo: 'ZT1234567890' });
    expect(d.data.logisticsEvents[0].status).toBe('已发货');
    expect(d.data.logs[0]).toMatchObject({ action: '发货', actorName: '李思雨' });

    const again = await snapshot(db, paid.id);
    const r2 = await s.call(U('ship'), { orderId: paid.id, logisticsCompany: 'SF', trackingNo: 'SF1234567890' }, { token: owner });
    expect(r2).toMatchObject({ code: 0, msg: '订单已发货，请勿重复发货' });
    expect(await snapshot(db, paid.id)).toEqual(again);

    for (const st of [OrderStatus.COMPLETED, OrderStatus.CLOSED]) {
      const o = await placeOrder(db, companyId, { status: st });
      const b = await snapshot(db, o.id);
      const r = await s.call(U('ship'), { orderId: o.id, logisticsCompany: 'SF', trackingNo: 'SF1234567890' }, { token: owner });
      expect(r).toMatchObject({ code: 0, msg: st === OrderStatus.COMPLETED ? '订单已完成，不能发货' : '订单已关闭，不能发货' });
      expect(await snapshot(db, o.id)).toEqual(b);
    }
    const inAfterSale = await placeOrder(db, companyId, { status: OrderStatus.TO_SHIP, afterSale: true });
    const r3 = await s.call(U('ship'), { orderId: inAfterSale.id, logisticsCompany: 'SF', trackingNo: 'SF1234567890' }, { token: owner });
    expect(r3).toMatchObject({ code: 0, msg: '订单售后处理中，暂不能发货' });
    const badNo = await s.call(U('ship'), { orderId: unpaid.id, logisticsCompany: 'SF', trackingNo: '运单' }, { token: owner });
    expect(badNo).toMatchObject({ code: 0, msg: '运单号格式不正确' });
    const badCo = await s.call(U('ship'), { orderId: unpaid.id, logisticsCompany: 'XX', trackingNo: 'SF1234567890' }, { token: owner });
    expect(badCo).toMatchObject({ code: 0, msg: '物流公司的取值不在允许范围内' });
  });

  it('changes the address only before shipping, closes only unpaid orders, remarks at any state', async () => {
    const addr = { receiverName: '赵同学', receiverPhone: '13600001111', receiverAddress: '浙江省杭州市西湖区浙江大学玉泉校区8号楼201室', school: '浙江大学', campus: '玉泉校区' };
    const toShip = await placeOrder(db, companyId, { status: OrderStatus.TO_SHIP });
    expect((await s.call(U('updateAddress'), { orderId: toShip.id, ...addr }, { token: owner })).code).toBe(1);
    const after = await db.selectFrom('orders').selectAll().where('id', '=', toShip.id).executeTakeFirstOrThrow();
    expect(after).toMatchObject({ receiver_name: '赵同学', receiver_phone: '13600001111', campus: '玉泉校区' });
    const shipped = await placeOrder(db, companyId, { status: OrderStatus.SHIPPED });
    const b = await snapshot(db, shipped.id);
    expect(await s.call(U('updateAddress'), { orderId: shipped.id, ...addr }, { token: owner })).toMatchObject({ code: 0, msg: '订单已发货，不能修改收货地址' });
    expect(await snapshot(db, shipped.id)).toEqual(b);
    expect(await s.call(U('updateAddress'), { orderId: toShip.id, ...addr, receiverPhone: '12345' }, { token: owner })).toMatchObject({ code: 0, msg: '收货人手机号格式不正确' });

    const unpaid = await placeOrder(db, companyId, { status: OrderStatus.TO_PAY });
    expect((await s.call(U('close'), { orderId: unpaid.id, reason: '买家要求取消' }, { token: owner })).code).toBe(1);
    expect(await db.selectFrom('orders').select(['status', 'close_reason']).where('id', '=', unpaid.id).executeTakeFirstOrThrow()).toEqual({ status: 5, close_reason: '买家要求取消' });
    const b2 = await snapshot(db, toShip.id);
    expect(await s.call(U('close'), { orderId: toShip.id, reason: '不想卖了' }, { token: owner })).toMatchObject({ code: 0, msg: '只有待付款的订单可以关闭，该订单待发货' });
    expect(await snapshot(db, toShip.id)).toEqual(b2);
    expect(await s.call(U('close'), { orderId: unpaid.id, reason: '   ' }, { token: owner })).toMatchObject({ code: 0, msg: '关闭原因格式不正确' });

    expect((await s.call(U('remark'), { orderId: shipped.id, remark: '已电话确认' }, { token: owner })).code).toBe(1);
    const d = await s.call(U('detail'), { orderId: shipped.id }, { token: owner });
    expect(d.data.merchantRemark).toBe('已电话确认');
    expect(d.data.logs[0]).toMatchObject({ action: '商家备注', detail: '已电话确认' });
  });

  it('records each merchant write on an order in the operation log, in its transaction, with before and after', async () => {
    const lastAudit = async (action: string, orderId?: number) => {
      let q = db.selectFrom('audit_log').selectAll().where('company_id', '=', companyId).where('action', '=', action);
      if (orderId !== undefined) q = q.where('detail', 'like', `%"orderId":${orderId},%`);
      const r = await q.orderBy('id', 'desc').executeTakeFirst();
      return r ? { ...r, detail: JSON.parse(r.detail!) } : undefined;
    };
    const o = await placeOrder(db, companyId, { status: OrderStatus.TO_SHIP });
    expect((await s.call(U('ship'), { orderId: o.id, logisticsCompany: 'SF', trackingNo: 'SF5550001111' }, { token: staff })).code).toBe(1);
    const ship = await lastAudit('order.orderShip', o.id);
    expect(ship).toMatchObject({ actor: '13800000003', detail: { orderId: o.id, orderNo: o.order_no, before: { status: OrderStatus.TO_SHIP, logisticsCompany: null, trackingNo: null }, after: { status: OrderStatus.SHIPPED, logisticsCompany: 'SF', trackingNo: 'SF5550001111' } } });
    expect(ship!.detail.after.shippedAt).toBeGreaterThan(0);
    expect(ship!.detail.request).toBeUndefined(); // the handler's own row, not app.ts's generic one
    // A refused ship writes no row (the transaction rolls back with it).
    const n = async () => Number((await db.selectFrom('audit_log').select((eb) => eb.fn.countAll().as('n')).where('action', '=', 'order.orderShip').executeTakeFirstOrThrow()).n);
    const rows = await n();
    expect((await s.call(U('ship'), { orderId: o.id, logisticsCompany: 'SF', trackingNo: 'SF5550001111' }, { token: owner })).code).toBe(0);
    expect(await n()).toBe(rows);

    const p = await placeOrder(db, companyId, { status: OrderStatus.TO_SHIP });
    const addr = { receiverName: '钱同学', receiverPhone: '13600002222', receiverAddress: '浙江省杭州市西湖区浙江大学玉泉校区9号楼101室', school: '浙江大学', campus: '玉泉校区' };
    expect((await s.call(U('updateAddress'), { orderId: p.id, ...addr }, { token: owner })).code).toBe(1);
    const moved = await lastAudit('order.orderUpdateAddress', p.id);
    expect(moved!.detail.before).toMatchObject({ receiverName: p.receiver_name, school: p.school });
    expect(moved!.detail.after).toMatchObject({ receiverName: '钱同学', receiverPhone: '136****2222', school: '浙江大学', campus: '玉泉校区' });
    expect(moved!.detail.after.receiverAddress).toMatch(/\*\*\*\*$/); // masked: the log is no way around order.privacy.view
    expect(JSON.stringify(moved!.detail)).not.toContain('13600002222');
    expect(moved!.detail.changed).toEqual(expect.arrayContaining(['receiverName', 'receiverPhone', 'receiverAddress']));

    expect((await s.call(U('remark'), { orderId: p.id, remark: '先发顺丰' }, { token: owner })).code).toBe(1);
    expect((await lastAudit('order.orderRemark', p.id))!.detail).toMatchObject({ before: { merchantRemark: p.merchant_remark }, after: { merchantRemark: '先发顺丰' } });
    const unpaid = await placeOrder(db, companyId, { status: OrderStatus.TO_PAY });
    expect((await s.call(U('close'), { orderId: unpaid.id, reason: '缺货' }, { token: owner })).code).toBe(1);
    expect((await lastAudit('order.orderClose', unpaid.id))!.detail).toMatchObject({ before: { status: OrderStatus.TO_PAY }, after: { status: OrderStatus.CLOSED, closeReason: '缺货' } });

    const q = await placeOrder(db, companyId, { status: OrderStatus.TO_SHIP });
    const batch = await s.call(U('batchShip'), { items: [{ orderNo: q.order_no, logisticsCompany: 'YTO', trackingNo: 'YT000333444' }, { orderNo: unpaid.order_no, logisticsCompany: 'YTO', trackingNo: 'YT000333445' }] }, { token: owner });
    expect(batch.data).toMatchObject({ succeeded: 1, failed: 1 });
    expect((await lastAudit('order.orderBatchShip'))!.detail).toMatchObject({
      total: 2,
      succeeded: 1,
      before: [{ orderNo: q.order_no, status: OrderStatus.TO_SHIP, trackingNo: null }],
      after: [{ orderNo: q.order_no, status: OrderStatus.SHIPPED, logisticsCompany: 'YTO', trackingNo: 'YT000333444' }],
    });
  });

  it('batch-ships by order number with a per-row report, and imports CSV and Excel files', async () => {
    const a = await placeOrder(db, companyId, { status: OrderStatus.TO_SHIP });
    const b = await placeOrder(db, companyId, { status: OrderStatus.TO_PAY });
    const r = await s.call(U('batchShip'), { items: [
      { orderNo: a.order_no, logisticsCompany: 'YTO', trackingNo: 'YT000111222' },
      { orderNo: b.order_no, logisticsCompany: 'YTO', trackingNo: 'YT000111223' },
      { orderNo: '99999999999', logisticsCompany: 'YTO', trackingNo: 'YT000111224' },
      { orderNo: a.order_no, logisticsCompany: 'YTO', trackingNo: 'YT000111225' },
    ] }, { token: owner });
    expect(r.data).toMatchObject({ total: 4, succeeded: 1, failed: 3 });
    expect(r.data.rows.map((x: any) => x.msg)).toEqual(['发货成功', '订单尚未付款，不能发货', '订单不存在', '订单已发货，请勿重复发货']);
    expect((await db.selectFrom('orders').select('status').where('id', '=', b.id).executeTakeFirstOrThrow()).status).toBe(1);

    const c = await placeOrder(db, companyId, { status: OrderStatus.TO_SHIP });
    const d = await placeOrder(db, companyId, { status: OrderStatus.TO_SHIP });
    const csv = `\uFEFF订单号,物流公司,运单号\r\n${c.order_no},顺丰速运,SF5550001\r\n${d.order_no},不存在快递,XX1234567\r\n,,\r\n`;
    const r2 = await s.call(U('importShip'), { fileName: '发货.csv', contentBase64: Buffer.from(csv).toString('base64') }, { token: owner });
    expect(r2.data).toMatchObject({ total: 2, succeeded: 1, failed: 1 });
    expect(r2.data.rows[1]).toMatchObject({ row: 3, ok: false, msg: '物流公司「不存在快递」不在支持范围内' });

    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('发货');
    ws.addRow(['运单号', '订单号', '物流公司']);
    ws.addRow(['JD0099887766', d.order_no, 'JD']);
    const xlsx = Buffer.from(await wb.xlsx.writeBuffer()).toString('base64');
    const r3 = await s.call(U('importShip'), { fileName: '发货.xlsx', contentBase64: xlsx }, { token: owner });
    expect(r3.data).toMatchObject({ total: 1, succeeded: 1 });
    expect((await db.selectFrom('orders').select(['status', 'logistics_company']).where('id', '=', d.id).executeTakeFirstOrThrow())).toEqual({ status: 3, logistics_company: 'JD' });

    const noHeader = await s.call(U('importShip'), { fileName: 'a.csv', contentBase64: Buffer.from('1,2,3\n').toString('base64') }, { token: owner });
    expect(noHeader).toMatchObject({ code: 0, msg: '文件首行应为表头：订单号、物流公司、运单号' });
    const broken = await s.call(U('importShip'), { fileName: 'a.xlsx', contentBase64: Buffer.from('not a zip').toString('base64') }, { token: owner });
    expect(broken).toMatchObject({ code: 0, msg: '无法读取 Excel 文件，请确认是 .xlsx 格式' });
    const wrongType = await s.call(U('importShip'), { fileName: 'a.txt', contentBase64: 'AAAA' }, { token: owner });
    expect(wrongType).toMatchObject({ code: 0, msg: '文件名格式不正确' });
  });

  it.runIf(dialect === 'postgres')('a batch ship and a concurrent write to one of its orders do not deadlock', async () => {
    // The other transaction holds order B, then takes the tab counters, as a single ship does. The batch must not be
    // holding the counters while it waits for B.
    const a = await placeOrder(db, companyId, { status: OrderStatus.TO_SHIP });
    const b = await placeOrder(db, companyId, { status: OrderStatus.TO_SHIP });
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let holding!: () => void;
    const held = new Promise<void>((r) => (holding = r));
    const other = db.transaction().execute(async (trx) => {
      await trx.updateTable('orders').set({ merchant_remark: '同时在改' }).where('id', '=', b.id).execute();
      holding();
      await gate;
      await addToCounter(trx, companyId, OrderStatus.TO_SHIP, 0);
    });
    await held;
    const batch = s.call(U('batchShip'), { items: [a, b].map((o, i) => ({ orderNo: o.order_no, logisticsCompany: 'YTO', trackingNo: `YT00022233${i}` })) }, { token: owner });
    await new Promise((r) => setTimeout(r, 300)); // the batch gets as far as it can and waits for B
    release();
    await expect(other).resolves.toBeUndefined();
    const r = await batch;
    expect(r.status).toBe(200);
    expect(r.data).toMatchObject({ total: 2, succeeded: 2 });
    expect(await tabCounts(db, companyId, {})).toEqual(await truthCounts(db, companyId));
  });

  it('reveals full phone and address only with order.privacy.view, and audits each reveal', async () => {
    const o = await placeOrder(db, companyId, { buyerPhone: '13588889999' });
    const denied = await s.call(U('privacy/reveal'), { orderId: o.id }, { token: staff });
    expect(denied.code).toBe(1004);
    const staffDetail = await s.call(U('detail'), { orderId: o.id }, { token: staff });
    expect(staffDetail.data).toMatchObject({ buyerPhone: '135****9999', canRevealPrivacy: false });
    const r = await s.call(U('privacy/reveal'), { orderId: o.id }, { token: owner });
    expect(r.data).toEqual({ buyerPhone: '13588889999', receiverPhone: '13588889999', receiverAddress: o.receiver_address });
    const a = await db.selectFrom('audit_log').selectAll().where('action', '=', 'order.privacy.reveal').orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
    expect(JSON.parse(a.detail!)).toMatchObject({ orderId: o.id, orderNo: o.order_no });
  });

  it('exports the current filter to Excel as a job with progress; only its creator downloads it', async () => {
    const filter = { tab: 4 };
    const job = await s.call(U('export/create'), { filter }, { token: owner });
    expect(job.code).toBe(1);
    let st: any;
    for (let i = 0; i < 100; i++) {
      st = await s.call(U('export/status'), { jobId: job.data.jobId }, { token: owner });
      if (st.data.status >= 2) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(st.data).toMatchObject({ status: 2, done: st.data.total });
    expect(await s.call(U('export/download'), { jobId: job.data.jobId }, { token: staff })).toMatchObject({ code: 0, msg: '导出任务不存在' });
    expect(await s.call(U('export/status'), { jobId: job.data.jobId }, { token: other })).toMatchObject({ code: 0, msg: '导出任务不存在' });
    const file = await s.call(U('export/download'), { jobId: job.data.jobId }, { token: owner });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(file.data.contentBase64, 'base64') as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    const nos: string[] = [];
    ws.eachRow((row, n) => {
      if (n > 1) nos.push(String(row.getCell(1).value));
    });
    const truth = await db.selectFrom('orders').select('order_no').where('company_id', '=', companyId).where('status', '=', 4).execute();
    expect(nos.sort()).toEqual(truth.map((t) => t.order_no).sort());
    expect(ws.getRow(1).getCell(1).value).toBe('订单号');
    // The owner holds order.privacy.view: full phones, and the export is audited as a reveal.
    expect(String(ws.getRow(2).getCell(7).value)).toMatch(/^1\d{10}$/);
    expect(await db.selectFrom('audit_log').select('id').where('action', '=', 'order.export.reveal').executeTakeFirst()).toBeTruthy();
    const none = await s.call(U('export/create'), { filter: { buyerPhone: '13000000000' } }, { token: owner });
    expect(none).toMatchObject({ code: 0, msg: '没有符合条件的订单可导出' });
  });

  it('lists evaluations by rating and images; one reply editable for 24 hours; one report', async () => {
    // Every evaluation once, newest first, over keyset pages (the demo seed's month of reviews is more than a page).
    const all: any[] = [];
    let cursor: string | null = null;
    for (let i = 0; i < 1000; i++) {
      const page: any = await s.call('/xm-merchant/order/evaluation/list', { cursor, pageSize: 100 }, { token: owner });
      expect(page.code).toBe(1);
      all.push(...page.data.list);
      if (!page.data.hasMore) break;
      cursor = page.data.nextCursor;
    }
    expect(all.length).toBeGreaterThan(100);
    const truth = await db.selectFrom('evaluation').select('id').where('company_id', '=', companyId).execute();
    expect(all.map((e) => e.evaluationId).sort()).toEqual(truth.map((t) => t.id).sort());
    expect(all.every((e, i) => i === 0 || e.createdAt <= all[i - 1].createdAt)).toBe(true);
    const five = await s.call('/xm-merchant/order/evaluation/list', { rating: 5, pageSize: 100 }, { token: owner });
    expect(five.data.list.every((e: any) => e.rating === 5)).toBe(true);
    const imgs = await s.call('/xm-merchant/order/evaluation/list', { hasImages: true, pageSize: 100 }, { token: owner });
    expect(imgs.data.list.every((e: any) => e.images.length > 0)).toBe(true);
    expect((await s.call('/xm-merchant/order/evaluation/list', { pageSize: 10 }, { token: staff })).code).toBe(1004);

    const unreplied = await s.call('/xm-merchant/order/evaluation/list', { replied: false, pageSize: 10 }, { token: owner });
    expect(unreplied.data.list.every((e: any) => e.reply === null)).toBe(true);
    const id = unreplied.data.list[0].evaluationId;
    expect((await s.call('/xm-merchant/order/evaluation/reply', { evaluationId: id, content: '感谢支持' }, { token: owner })).code).toBe(1);
    expect((await s.call('/xm-merchant/order/evaluation/reply', { evaluationId: id, content: '感谢支持，欢迎再来' }, { token: owner })).code).toBe(1);
    const e1 = await db.selectFrom('evaluation').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(e1.reply).toBe('感谢支持，欢迎再来');
    await db.updateTable('evaluation').set({ replied_at: Date.now() - 25 * 3600_000 }).where('id', '=', id).execute();
    expect(await s.call('/xm-merchant/order/evaluation/reply', { evaluationId: id, content: '再改' }, { token: owner })).toMatchObject({ code: 0, msg: '回复已超过 24 小时，不能再修改' });
    expect((await db.selectFrom('evaluation').select('reply').where('id', '=', id).executeTakeFirstOrThrow()).reply).toBe('感谢支持，欢迎再来');

    expect((await s.call('/xm-merchant/order/evaluation/report', { evaluationId: id, reason: '恶意差评' }, { token: owner })).code).toBe(1);
    expect(await s.call('/xm-merchant/order/evaluation/report', { evaluationId: id, reason: '恶意差评' }, { token: owner })).toMatchObject({ code: 0, msg: '该评价已举报，请等待平台处理' });
    expect(await s.call('/xm-merchant/order/evaluation/reply', { evaluationId: id, content: '跨公司' }, { token: other })).toMatchObject({ code: 0, msg: '评价不存在' });
  });

  it('overview numbers equal the orders and goods in the database', async () => {
    const r = await s.call('/xm-merchant/overview/data', undefined, { token: owner });
    expect(r.code).toBe(1);
    const d = r.data;
    const now = Date.now();
    const dayStart = Math.floor((now + 8 * 3600_000) / 86400_000) * 86400_000 - 8 * 3600_000;
    const paid = await db.selectFrom('orders').select(['paid_amount', 'paid_at']).where('company_id', '=', companyId).where('paid_at', 'is not', null).execute();
    const inRange = (a: number, b: number) => paid.filter((p) => p.paid_at! >= a && p.paid_at! < b);
    expect(d.today.paidOrders).toBe(inRange(dayStart, dayStart + 86400_000).length);
    expect(d.today.paidAmount).toBe(inRange(dayStart, dayStart + 86400_000).reduce((x, p) => x + p.paid_amount, 0));
    expect(d.yesterday.paidAmount).toBe(inRange(dayStart - 86400_000, dayStart).reduce((x, p) => x + p.paid_amount, 0));
    expect(d.today.visitors).toBeNull();
    expect(d.trend).toHaveLength(30);
    expect(d.trend.reduce((x: number, t: any) => x + t.paidOrders, 0)).toBe(inRange(dayStart - 29 * 86400_000, dayStart + 86400_000).length);
    const truth = await truthCounts(db, companyId);
    expect(d.toShip).toBe(truth.toShip);
    expect(d.afterSaleWaiting).toBe(truth.afterSale);
    const onSale = await db.selectFrom('goods').select(['id']).where('company_id', '=', companyId).where('status', '=', 1).where('deleted_at', 'is', null).execute();
    expect(d.goodsOnSale).toBe(onSale.length);
    const low = await db.selectFrom('goods_sku').select('goods_id').distinct().where('company_id', '=', companyId).where('status', '=', 1).where('stock', '<=', 10).execute();
    expect(d.lowStock).toBe(low.filter((l) => onSale.some((g) => g.id === l.goods_id)).length);
    expect(d.lowStock).toBeGreaterThanOrEqual(1);
    const ship = d.todos.filter((t: any) => t.type === 'ship');
    expect(ship.length).toBe(Math.min(10, truth.toShip));
    const deadlines = d.todos.map((t: any) => t.deadline ?? Infinity);
    expect(deadlines).toEqual([...deadlines].sort((a, b) => a - b));
    expect(d.todos[0].link).toMatch(/^\/order\/detail\?orderId=\d+$/);
  });

  it('keeps the counters equal to the truth after every change, and rebuilds them', async () => {
    expect(await tabCounts(db, companyId, {})).toEqual(await truthCounts(db, companyId));
    expect(await tabCounts(db, otherCompanyId, {})).toEqual(await truthCounts(db, otherCompanyId));
    await db.updateTable('order_counter').set({ n: 999 }).execute();
    await recomputeCounters(db);
    expect(await tabCounts(db, companyId, {})).toEqual(await truthCounts(db, companyId));
  });

  it('pages through an index, never a sort of the table (query plan)', async () => {
    for (const f of [{ tab: 0 }, { tab: 2 }, { tab: TAB_AFTER_SALE }, { buyerPhone: '13712345678' }, { school: '浙江大学', tab: 3 }]) {
      const q = listQuery(db, companyId, f, '1700000000000_100', 20).compile();
      if (dialect === 'sqlite') {
        const detail = await explainPlan(db, dialect, q);
        expect(detail, JSON.stringify(f)).toMatch(/USING (COVERING )?INDEX orders_company_/);
        expect(detail, JSON.stringify(f)).not.toMatch(/TEMP B-TREE/);
      } else {
        // A table this small would be read whole; forbid that to see which index the planner would use.
        const detail = await db.transaction().execute(async (trx) => {
          await sql`SET LOCAL enable_seqscan = off`.execute(trx);
          return explainPlan(trx, dialect, q);
        });
        expect(detail, JSON.stringify(f)).toMatch(/Index (Only )?Scan (Backward )?using orders_company_/);
        expect(detail, JSON.stringify(f)).not.toMatch(/Sort Key/);
      }
    }
  });
});
