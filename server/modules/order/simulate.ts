import type { Db } from '../../db/index.ts';
import { clock } from '../../lib/clock.ts';
import { fail } from '../../lib/errors.ts';
import { AfterSale, DAY, HOUR, LOGISTICS, OrderStatus } from './constants.ts';
import { fakePerson, orderNoPrefix, pick, REPLY_TEXTS, REVIEW_TEXTS, rng, SCHOOLS } from './fake-data.ts';
import { FreightQuoter } from '../shop-setting/index.ts';
import { priceForOrder } from '../activity/index.ts';
import { GroupState } from '../activity/index.ts';
import { closeOrder, confirmOrder, getOrder, log, moveCounters, payOrder, setAfterSale, shipOrder, type Actor } from './service.ts';

const BUYER: Actor = { type: 2, name: '买家' };
/** Platform activity names the bulk generator (generate.ts) labels its subsidies with. */
export const PLATFORM_ACTIVITIES = [
  { id: 21, name: '校园拼团·开学季' },
  { id: 8, name: '平台新人立减' },
  { id: 35, name: '双十一校园狂欢' },
] as const;
const SYSTEM: Actor = { type: 3, name: '系统' };

export interface SimulateResult {
  created: number;
  paid: number;
  shipped: number;
  completed: number;
  closed: number;
  reviewed: number;
  replied: number;
  afterSale: number;
  /** Paid orders that joined or opened a campus group. */
  groupOrders: number;
}

/** The simulated merchant ships a done group's orders still waiting (as the system), at `at`. Returns how many. */
export async function shipGroupMembers(db: Db, companyId: number, groupId: number, at: number): Promise<number> {
  const waiting = await db
    .selectFrom('mk_group_member as m')
    .innerJoin('orders as o', 'o.id', 'm.order_id')
    .selectAll('o')
    .where('m.group_id', '=', groupId)
    .where('o.company_id', '=', companyId)
    .where('o.status', '=', OrderStatus.TO_SHIP)
    .where('o.after_sale_status', '!=', AfterSale.IN_PROGRESS)
    .orderBy('o.id')
    .execute();
  for (const o of waiting) await shipOrder(db, o, { type: 3, name: '系统（模拟发货）' }, 'ZTO', `SIM${String(o.id).padStart(10, '0')}`, Math.max(at, Number(o.paid_at ?? at)));
  return waiting.length;
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
 * merchant ships (as the system, for older orders), buyers confirm and review, the shop's owner replies to about
 * half of the reviews; some stay unpaid, some are closed, a few ask for after-sale. Every step goes through the same
 * state machine as the merchant's actions, stock and sales of the goods move with each order. Throws a Chinese
 * error when the shop has nothing to sell.
 *
 * Each order is its own transaction; called inside a transaction (the demo seed), every order joins that one.
 * The same seed and `now` give the same orders.
 */
export interface SimulateOptions {
  days?: number;
  seed?: number;
  now?: number;
  /** Only these goods (e.g. to watch one goods' freight template at work). */
  goodsIds?: number[];
  /** Every buyer lives at this school and campus (a dormitory building is still drawn). */
  to?: { school: string; campus: string };
  /** Every order uses this delivery type (1 快递配送, 2 校园配送, 3 到店自提). */
  delivery?: 1 | 2 | 3;
}

export async function simulateOrders(db: Db, companyId: number, n: number, opts: SimulateOptions = {}): Promise<SimulateResult> {
  const seed = opts.seed ?? clock.now() % 1_000_000;
  const r = rng(seed);
  // Replies draw from their own sequence, so the orders of a seed are the same with or without them.
  const replyR = rng((seed ^ 0x5bd1e995) >>> 0);
  // The buyers' coupon claims too.
  const mkR = rng((seed ^ 0x27d4eb2f) >>> 0);
  const days = opts.days ?? 30;
  const now = opts.now ?? clock.now();
  const res: SimulateResult = { created: 0, paid: 0, shipped: 0, completed: 0, closed: 0, reviewed: 0, replied: 0, afterSale: 0, groupOrders: 0 };
  const pool = (await sellable(db, companyId)).filter((p) => !opts.goodsIds || opts.goodsIds.includes(p.goodsId));
  if (!pool.length && opts.goodsIds) throw fail(`商品 ${opts.goodsIds.join('、')} 不在售或没有库存，无法模拟下单`);
  if (!pool.length) throw fail('该店铺没有在售且有库存的商品（goods 状态 1 在售、goods_sku 状态 1 且库存大于 0），无法模拟下单：请先发布商品');
  const owner = await db.selectFrom('merchant_user').select(['id', 'name']).where('company_id', '=', companyId).where('is_owner', '=', 1).orderBy('id').executeTakeFirst();
  const stock = new Map(pool.map((p) => [p.skuId, p.stock]));
  // Freight comes from the goods' templates (shop settings), quoted once per order.
  const freightQuoter = new FreightQuoter(companyId);
  const inTransaction = <T>(fn: (trx: Db) => Promise<T>): Promise<T> => (db.isTransaction ? fn(db) : db.transaction().execute(fn));
  // A draw may find every picked SKU sold out: draw again, up to five times the orders asked for.
  for (let attempt = 0; res.created < n && attempt < n * 5; attempt++) {
    await inTransaction(async (trx) => {
      // Newer orders are likelier (a growing shop), and the freshest are still in progress.
      const age = Math.floor(Math.pow(r(), 1.6) * days * DAY);
      const created = now - age;
      const buyer = fakePerson(r);
      if (opts.to) {
        buyer.address = buyer.address.replace(`${buyer.school}${buyer.campus}`, `${opts.to.school}${opts.to.campus}`);
        const city = SCHOOLS.find((x) => x.school === buyer.school)?.city;
        const toCity = SCHOOLS.find((x) => x.school === opts.to!.school)?.city;
        if (city && toCity) buyer.address = buyer.address.replace(city, toCity);
        buyer.school = opts.to.school;
        buyer.campus = opts.to.campus;
      }
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
      const drawn = r() < 0.6 ? 2 : r() < 0.85 ? 1 : 3;
      const delivery = opts.delivery ?? drawn;
      const quote = await freightQuoter.quote(
        trx,
        lines.map((l) => ({ goodsId: l.p.goodsId, skuId: l.p.skuId, quantity: l.q, unitPrice: l.p.price })),
        { deliveryType: delivery, address: buyer.address, school: buyer.school, campus: buyer.campus },
      );
      // The draws of the flat discount this simulator used to invent, kept so a seed still gives the same orders.
      if (goodsAmount > 3000 && r() < 0.3 && r() < 0.5) r();
      const orderNo = `${orderNoPrefix(created)}${String(Math.floor(r() * 1e6)).padStart(6, '0')}`;
      const buyerId = 100000 + Math.floor(r() * 500000);
      // Discounts come from the marketing area's pricing engine: activity price → full reduction → coupon.
      const priced = await priceForOrder(trx, { companyId, buyerId, at: created, random: mkR, lines: lines.map((l) => ({ skuId: l.p.skuId, goodsId: l.p.goodsId, unitPrice: l.p.price, quantity: l.q })) });
      const discount = priced.result.discount;
      const freight = priced.freeShipping ? 0 : quote.amount;
      const order = await trx
        .insertInto('orders')
        .values({
          company_id: companyId,
          order_no: orderNo,
          status: OrderStatus.TO_PAY,
          after_sale_status: AfterSale.NONE,
          buyer_id: buyerId,
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
      o = await payOrder(trx, o, BUYER, paidAt, priced.money);
      // The stock moves with the payment (order-pricing commit): activity lines from the activity's reserved stock,
      // the others from the goods stock, never below zero; the goods' sales count every line.
      // A campus-group order joins or opens a group (activity/group.ts).
      const { group } = await priced.commit(trx, o, paidAt);
      res.paid++;
      if (group) res.groupOrders++;
      for (const l of lines) stock.set(l.p.skuId, (stock.get(l.p.skuId) ?? 0) - l.q);
      // Paid within the last ~30 hours: most still wait for the merchant to ship. A few are late: still unshipped
      // after the 48-hour limit when paid in the last 4 days (older ones were shipped late, not forgotten).
      const shipAt = paidAt + Math.floor((2 + r() * 30) * HOUR);
      if (shipAt > now || (r() < 0.03 && now - paidAt < 4 * DAY)) return;
      // A group still 拼团中 holds its orders: they ship once it is done (full, or filled by the platform at its deadline).
      if (group && group.state === GroupState.OPEN) return;
      o = await shipOrder(trx, o, { type: 3, name: '系统（模拟发货）' }, pick(r, Object.keys(LOGISTICS)), `SIM${String(o.id).padStart(10, '0')}`, shipAt);
      res.shipped++;
      // This order completed its group: the merchant ships the group's other orders with it.
      if (group && !group.opened) res.shipped += await shipGroupMembers(trx, companyId, group.groupId, shipAt);
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
        // The owner answers most bad reviews and about half of the rest, 1-20 hours later; the latest stay open.
        const replyAt = at + Math.floor((1 + replyR() * 19) * HOUR);
        const replies = owner && replyR() < (rating <= 2 ? 0.7 : 0.5) && replyAt <= now;
        const reply = replies ? pick(replyR, REPLY_TEXTS[rating]!) : null;
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
              reply,
              reply_user_id: reply ? owner!.id : null,
              replied_at: reply ? replyAt : null,
              reply_updated_at: reply ? replyAt : null,
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
        if (reply) {
          await log(trx, o, { type: 1, name: owner!.name }, '回复评价', reply, replyAt);
          res.replied++;
        }
      }
    });
  }
  return res;
}
