import type { Db } from '../../db/index.ts';
import { fail } from '../../lib/errors.ts';
import { AfterSale, DAY, HOUR, LOGISTICS, OrderStatus } from './constants.ts';
import { fakePerson, orderNoPrefix, pick, REVIEW_TEXTS, rng } from './fake-data.ts';
import { closeOrder, confirmOrder, getOrder, log, moveCounters, payOrder, setAfterSale, shipOrder, type Actor } from './service.ts';

const BUYER: Actor = { type: 2, name: '买家' };
const SYSTEM: Actor = { type: 3, name: '系统' };

export interface SimulateResult {
  created: number;
  paid: number;
  shipped: number;
  completed: number;
  closed: number;
  reviewed: number;
  afterSale: number;
}

/** The shop's goods buyers can order: on sale, with an active SKU in stock. */
async function sellable(db: Db, companyId: number) {
  return db
    .selectFrom('goods_sku as s')
    .innerJoin('goods as g', 'g.id', 's.goods_id')
    .select(['s.id as skuId', 'g.id as goodsId', 'g.name', 's.spec_text', 's.price', 's.stock', 'g.main_image'])
    .where('s.company_id', '=', companyId)
    .where('g.company_id', '=', companyId)
    .where('s.status', '=', 1)
    .where('g.status', '=', 1)
    .where('g.deleted_at', 'is', null)
    .where('s.stock', '>', 0)
    // A fixed order: the same seed draws the same goods on SQLite and PostgreSQL (a join's row order is not defined).
    .orderBy('s.id')
    .execute();
}

/**
 * Buyers place `n` orders against the shop's goods over the past `days` days and move them along: pay, the
 * merchant ships (as the system, for older orders), buyers confirm and review; some stay unpaid, some are closed,
 * a few ask for after-sale. Every step goes through the same state machine as the merchant's actions, stock and
 * sales of the goods move with each order. Throws a Chinese error when the shop has nothing to sell.
 */
export async function simulateOrders(db: Db, companyId: number, n: number, opts: { days?: number; seed?: number; now?: number } = {}): Promise<SimulateResult> {
  const r = rng(opts.seed ?? Date.now() % 1_000_000);
  const days = opts.days ?? 30;
  const now = opts.now ?? Date.now();
  const res: SimulateResult = { created: 0, paid: 0, shipped: 0, completed: 0, closed: 0, reviewed: 0, afterSale: 0 };
  const pool = await sellable(db, companyId);
  if (!pool.length) throw fail('该店铺没有在售且有库存的商品（goods 状态 1 在售、goods_sku 状态 1 且库存大于 0），无法模拟下单：请先发布商品');
  const stock = new Map(pool.map((p) => [p.skuId, p.stock]));
  // A draw may find every picked SKU sold out: draw again, up to five times the orders asked for.
  for (let attempt = 0; res.created < n && attempt < n * 5; attempt++) {
    await db.transaction().execute(async (trx) => {
      // Newer orders are likelier (a growing shop), and the freshest are still in progress.
      const age = Math.floor(Math.pow(r(), 1.6) * days * DAY);
      const created = now - age;
      const buyer = fakePerson(r);
      const nLines = r() < 0.75 ? 1 : 2;
      const lines: Array<{ p: (typeof pool)[number]; q: number }> = [];
      for (let k = 0; k < nLines; k++) {
        const p = pick(r, pool);
        const left = stock.get(p.skuId) ?? 0;
        if (left <= 0 || lines.some((l) => l.p.skuId === p.skuId)) continue;
        lines.push({ p, q: Math.min(left, 1 + Math.floor(r() * 2)) });
      }
      if (!lines.length) return;
      const goodsAmount = lines.reduce((s, l) => s + l.p.price * l.q, 0);
      const delivery = r() < 0.6 ? 2 : r() < 0.85 ? 1 : 3;
      const freight = delivery === 1 ? 800 : 0;
      const discount = goodsAmount > 3000 && r() < 0.3 ? 300 : 0;
      const orderNo = `${orderNoPrefix(created)}${String(Math.floor(r() * 1e6)).padStart(6, '0')}`;
      const order = await trx
        .insertInto('orders')
        .values({
          company_id: companyId,
          order_no: orderNo,
          status: OrderStatus.TO_PAY,
          after_sale_status: AfterSale.NONE,
          buyer_id: 100000 + Math.floor(r() * 500000),
          buyer_name: buyer.name,
          buyer_phone: buyer.phone,
          receiver_name: buyer.name,
          receiver_phone: buyer.phone,
          receiver_address: buyer.address,
          school: buyer.school,
          campus: buyer.campus,
          delivery_type: delivery,
          goods_summary: lines.map((l) => l.p.name).join('；').slice(0, 200),
          item_count: lines.reduce((s, l) => s + l.q, 0),
          goods_amount: goodsAmount,
          freight_amount: freight,
          discount_amount: discount,
          paid_amount: goodsAmount + freight - discount,
          buyer_remark: r() < 0.15 ? pick(r, ['请放宿舍楼下快递柜', '晚上 8 点后送达', '麻烦包装严实一点']) : null,
          merchant_remark: null,
          close_reason: null,
          logistics_company: null,
          tracking_no: null,
          evaluated: 0,
          ship_by_at: null,
          created_at: created,
          paid_at: null,
          shipped_at: null,
          completed_at: null,
          closed_at: null,
          updated_at: created,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const l of lines) {
        await trx
          .insertInto('order_line')
          .values({
            order_id: order.id,
            company_id: companyId,
            goods_id: l.p.goodsId,
            sku_id: l.p.skuId,
            goods_name: l.p.name,
            spec_text: l.p.spec_text,
            image: l.p.main_image,
            unit_price: l.p.price,
            quantity: l.q,
            line_amount: l.p.price * l.q,
            order_created_at: created,
          })
          .execute();
      }
      let o = await getOrder(trx, companyId, order.id);
      await moveCounters(trx, companyId, null, o);
      await log(trx, o, BUYER, '下单', `共 ${o.item_count} 件`, created);
      res.created++;
      // Unpaid: fresh orders may stay unpaid; older unpaid ones were closed by the system after 30 minutes.
      if (r() < (age < HOUR ? 0.5 : 0.07)) {
        if (age >= 30 * 60_000) {
          await closeOrder(trx, o, SYSTEM, '超时未付款，系统自动关闭', created + 30 * 60_000);
          res.closed++;
        }
        return;
      }
      const paidAt = created + Math.floor(r() * 10 * 60_000);
      if (paidAt > now) return;
      o = await payOrder(trx, o, BUYER, paidAt);
      res.paid++;
      for (const l of lines) {
        stock.set(l.p.skuId, (stock.get(l.p.skuId) ?? 0) - l.q);
        await trx.updateTable('goods_sku').set((eb) => ({ stock: eb('stock', '-', l.q), updated_at: now })).where('id', '=', l.p.skuId).execute();
        await trx
          .updateTable('goods')
          .set((eb) => ({ stock_total: eb('stock_total', '-', l.q), sales: eb('sales', '+', l.q), updated_at: now }))
          .where('id', '=', l.p.goodsId)
          .execute();
      }
      // Paid within the last ~30 hours: most still wait for the merchant to ship.
      const shipAt = paidAt + Math.floor((2 + r() * 30) * HOUR);
      if (shipAt > now || r() < 0.03) return;
      o = await shipOrder(trx, o, { type: 3, name: '系统（模拟发货）' }, pick(r, Object.keys(LOGISTICS)), `SIM${String(o.id).padStart(10, '0')}`, shipAt);
      res.shipped++;
      const events = [
        [shipAt + 2 * HOUR, '已揽收', '快递员已揽件'],
        [shipAt + 10 * HOUR, '运输中', '快件已到达转运中心'],
        [shipAt + 30 * HOUR, '派送中', `快件已到达${o.school}${o.campus}驿站，正在派送`],
      ] as const;
      for (const [t, s, d] of events) if (t <= now) await trx.insertInto('logistics_event').values({ order_id: o.id, time: t, status: s, description: d }).execute();
      if (r() < 0.02) {
        o = await setAfterSale(trx, o, BUYER, AfterSale.IN_PROGRESS);
        res.afterSale++;
        return;
      }
      const confirmAt = shipAt + Math.floor((1.5 + r() * 4) * DAY);
      if (confirmAt > now) return;
      o = await confirmOrder(trx, o, BUYER, confirmAt);
      res.completed++;
      if (r() < 0.65) {
        const rating = r() < 0.7 ? 5 : r() < 0.6 ? 4 : r() < 0.5 ? 3 : r() < 0.5 ? 2 : 1;
        const withImages = r() < 0.35;
        const at = Math.min(now, confirmAt + Math.floor(r() * DAY));
        for (const l of lines) {
          const line = await trx.selectFrom('order_line').select('id').where('order_id', '=', o.id).where('sku_id', '=', l.p.skuId).executeTakeFirstOrThrow();
          const images = withImages ? [l.p.main_image ?? '/favicon.svg'] : [];
          await trx
            .insertInto('evaluation')
            .values({
              company_id: companyId,
              order_id: o.id,
              order_line_id: line.id,
              goods_id: l.p.goodsId,
              goods_name: l.p.name,
              spec_text: l.p.spec_text,
              buyer_nick: `${buyer.name[0]}**`,
              rating,
              content: pick(r, REVIEW_TEXTS[rating]!),
              images: JSON.stringify(images),
              has_images: images.length ? 1 : 0,
              reply: null,
              reply_user_id: null,
              replied_at: null,
              reply_updated_at: null,
              report_status: 0,
              report_reason: null,
              reported_at: null,
              created_at: at,
            })
            .execute();
        }
        await trx.updateTable('orders').set({ evaluated: 1 }).where('id', '=', o.id).execute();
        await log(trx, o, BUYER, '评价', `${rating} 星`, at);
        res.reviewed++;
      }
    });
  }
  return res;
}
