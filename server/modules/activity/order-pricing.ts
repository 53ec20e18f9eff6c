import type { Db } from '../../db/index.ts';
import { fail } from '../../lib/errors.ts';
import { balancesOf, deductMarketing } from '../finance/index.ts';
import { chinaDay, claimCoupon, couponState, CouponState, useClaim } from './coupon.ts';
import { frGoodsIds, frState, FrState } from './full-reduction.ts';
import { OrderStatus } from '../order/index.ts';
import { EntryStatus, moveGoodsStock } from './platform.ts';
import { groupSpecOf, joinGroup, type GroupSpec } from './group.ts';
import { priceCart, shareOf, type ActivityOffer, type CartLine, type CouponOffer, type FullReductionOffer, type PriceResult } from './pricing.ts';

/**
 * Orders priced by the engine (docs/activity.md, "订单怎样用上优惠"): `priceForOrder` gathers what applies to a
 * buyer's cart at a time — approved entries of running platform activities with activity stock left, the shop's
 * running full reductions, the buyer's unused coupons (the simulated buyer may claim one first) — and prices it.
 * `commit` runs after the order is paid, in its transaction: it takes the stock — a line at an activity price from
 * the entry's activity stock (reserved out of the goods stock at sign-up), every other line from the goods stock,
 * both by conditional updates that never go below zero — checks the buyer's per-buyer limit against the buyer's
 * earlier orders of the entry (after the entry's row is locked by taking its stock, so two orders of one buyer at
 * once are counted one after the other), records the activity lines, uses the coupon, charges the shop's share of
 * the coupon to the marketing account and records each discount.
 *
 * Money: the activity discount's platform part and the coupon's whole value come back to the shop at settlement as
 * the order's subsidy; the shop's share of the coupon is charged from the marketing account at payment; the shop's
 * part of an activity price and full reductions are simply less income.
 */

export const COUPON_SUBSIDY_ID_BASE = 1_000_000;
/** mk_order_discount.kind */
export const DiscountKind = { activity: 1, full_reduction: 2, coupon: 3 } as const;

export interface OrderQuote {
  result: PriceResult;
  /** For payOrder: what the platform pays back at settlement. */
  money: { subsidy?: number; subsidyActivityId?: number | null; subsidyActivity?: string | null };
  freeShipping: boolean;
  commit(db: Db, o: { id: number; company_id: number; order_no: string; paid_amount: number; buyer_id: number; school: string; campus: string }, paidAt: number): Promise<CommitResult>;
}

/** What paying changed beyond the money: the campus group the order joined or opened (null: none). */
export interface CommitResult {
  group: { groupId: number; state: number; opened: boolean } | null;
}

interface Opts {
  companyId: number;
  buyerId: number;
  lines: CartLine[];
  at: number;
  /** The buyer side of the simulation: a draw deciding whether the buyer claims a coupon first (null: never). */
  random?: (() => number) | null;
}

/**
 * The approved, unreleased entries of running activities for these SKUs that still have the activity stock for the
 * quantity and leave the buyer within the per-buyer limit (units of the buyer's earlier orders of the entry that are
 * not closed, plus this quantity).
 */
export async function activityOffers(db: Db, companyId: number, skuIds: number[], at: number, qty: Map<number, number>, buyerId: number): Promise<Array<ActivityOffer & { entryId: number; perBuyerLimit: number; group: GroupSpec | null }>> {
  if (!skuIds.length) return [];
  const rows = await db
    .selectFrom('mk_activity_entry as e')
    .innerJoin('mk_activity as a', 'a.id', 'e.activity_id')
    .select(['e.id', 'e.sku_id', 'e.goods_id', 'e.activity_price', 'e.stock', 'e.sold', 'e.per_buyer_limit', 'e.extra_json', 'a.id as activity_id', 'a.name', 'a.type', 'a.platform_share_bp'])
    .where('e.company_id', '=', companyId)
    .where('e.sku_id', 'in', skuIds)
    .where('e.status', '=', EntryStatus.APPROVED)
    .where('e.released_at', 'is', null)
    .where('a.start_at', '<=', at)
    .where('a.end_at', '>', at)
    .orderBy('e.id')
    .execute();
  const open = rows.filter((r) => r.stock - r.sold >= (qty.get(Number(r.sku_id)) ?? 1) && (qty.get(Number(r.sku_id)) ?? 1) <= r.per_buyer_limit);
  const bought = await boughtBefore(db, open.map((r) => Number(r.id)), buyerId);
  return open
    .filter((r) => (bought.get(Number(r.id)) ?? 0) + (qty.get(Number(r.sku_id)) ?? 1) <= r.per_buyer_limit)
    .map((r) => ({
      entryId: Number(r.id),
      activityId: Number(r.activity_id),
      activityName: r.name,
      type: r.type,
      skuId: Number(r.sku_id),
      activityPrice: Number(r.activity_price),
      platformShareBp: r.platform_share_bp,
      perBuyerLimit: r.per_buyer_limit,
      group: groupSpecOf({ entryId: Number(r.id), activityId: Number(r.activity_id), goodsId: Number(r.goods_id), skuId: Number(r.sku_id), type: r.type, extraJson: r.extra_json }),
    }));
}

/** Units the buyer bought at the activity price of each entry, in orders not closed. */
export async function boughtBefore(db: Db, entryIds: number[], buyerId: number): Promise<Map<number, number>> {
  if (!entryIds.length) return new Map();
  const rows = await db
    .selectFrom('mk_order_activity_line as l')
    .innerJoin('orders as o', 'o.id', 'l.order_id')
    .select(['l.entry_id', (e) => e.fn.sum<number>('l.quantity').as('n')])
    .where('l.entry_id', 'in', entryIds)
    .where('l.buyer_id', '=', buyerId)
    .where('o.status', '!=', OrderStatus.CLOSED)
    .groupBy('l.entry_id')
    .execute();
  return new Map(rows.map((r) => [Number(r.entry_id), Number(r.n)]));
}

export async function fullReductionOffers(db: Db, companyId: number, at: number): Promise<FullReductionOffer[]> {
  const rows = await db.selectFrom('mk_full_reduction').selectAll().where('company_id', '=', companyId).where('stopped_at', 'is', null).where('start_at', '<=', at).where('end_at', '>', at).orderBy('id').execute();
  const out: FullReductionOffer[] = [];
  for (const f of rows) {
    if (frState(f, at) !== FrState.RUNNING) continue;
    out.push({ fullReductionId: Number(f.id), name: f.name, goodsIds: await frGoodsIds(db, Number(f.id)), tiers: JSON.parse(f.tiers_json), freeShipping: f.free_shipping === 1 });
  }
  return out;
}

export async function couponOffers(db: Db, companyId: number, buyerId: number, at: number): Promise<CouponOffer[]> {
  const rows = await db
    .selectFrom('mk_coupon_claim as k')
    .innerJoin('mk_coupon as c', 'c.id', 'k.coupon_id')
    .select(['k.id as claim_id', 'c.id', 'c.name', 'c.type', 'c.threshold', 'c.face_value', 'c.rate_bp', 'c.max_off', 'c.scope', 'c.goods_ids_json', 'c.shop_share_bp'])
    .where('k.company_id', '=', companyId)
    .where('k.buyer_id', '=', buyerId)
    .where('k.status', '=', 1)
    .where('k.valid_from', '<=', at)
    .where('k.valid_to', '>', at)
    .orderBy('k.id')
    .execute();
  return rows.map((r) => ({
    claimId: Number(r.claim_id),
    couponId: Number(r.id),
    name: r.name,
    type: r.type,
    threshold: Number(r.threshold),
    faceValue: Number(r.face_value),
    rateBp: r.rate_bp,
    maxOff: r.max_off == null ? null : Number(r.max_off),
    goodsIds: r.scope === 2 ? (JSON.parse(r.goods_ids_json) as number[]) : null,
    shopShareBp: r.shop_share_bp,
  }));
}

/** The simulated buyer claims one of the shop's running coupons with probability 0.5 (and sometimes one more it will not use). */
async function buyerClaims(db: Db, companyId: number, buyerId: number, at: number, r: () => number) {
  const running = await db.selectFrom('mk_coupon').selectAll().where('company_id', '=', companyId).where('stopped_at', 'is', null).where('claim_start', '<=', at).where('claim_end', '>', at).whereRef('claimed', '<', 'total').orderBy('id').execute();
  const open = running.filter((c) => couponState(c, at) === CouponState.RUNNING);
  if (!open.length) return;
  const tries = r() < 0.5 ? (r() < 0.3 ? 2 : 1) : 0;
  for (let k = 0; k < tries; k++) {
    const c = open[Math.floor(r() * open.length)]!;
    await claimCoupon(db, { companyId, couponId: Number(c.id), buyerId, now: at }).catch(() => undefined);
  }
}

/** Takes `q` pieces of an entry's activity stock unless that would go below zero or the entry was released; false when not. */
export async function takeActivityStock(db: Db, entryId: number, q: number): Promise<boolean> {
  const r = await db
    .updateTable('mk_activity_entry')
    .set((eb) => ({ sold: eb('sold', '+', q) }))
    .where('id', '=', entryId)
    .where('released_at', 'is', null)
    .where((eb) => eb(eb('stock', '-', eb.ref('sold')), '>=', q))
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function priceForOrder(db: Db, p: Opts): Promise<OrderQuote> {
  if (p.random) await buyerClaims(db, p.companyId, p.buyerId, p.at, p.random);
  const qty = new Map(p.lines.map((l) => [l.skuId, l.quantity]));
  const acts = await activityOffers(db, p.companyId, p.lines.map((l) => l.skuId), p.at, qty, p.buyerId);
  const frs = await fullReductionOffers(db, p.companyId, p.at);
  let coupons = await couponOffers(db, p.companyId, p.buyerId, p.at);
  let result = priceCart(p.lines, { activities: acts, fullReductions: frs, coupons });
  // The shop's share of a coupon is charged from the marketing account: a coupon it cannot cover is not offered.
  if (result.coupon) {
    const part = result.parts.find((x) => x.kind === 'coupon')!;
    const balance = (await balancesOf(db, p.companyId)).marketing ?? 0;
    if (part.shop > balance) {
      coupons = [];
      result = priceCart(p.lines, { activities: acts, fullReductions: frs, coupons });
    }
  }
  const actPlatform = result.parts.filter((x) => x.kind === 'activity').reduce((s, x) => s + x.platform, 0);
  const couponPart = result.parts.find((x) => x.kind === 'coupon') ?? null;
  const subsidy = actPlatform + (couponPart?.amount ?? 0);
  const mainAct = result.parts.filter((x) => x.kind === 'activity' && x.platform > 0).sort((a, b) => b.platform - a.platform)[0];
  const label = [mainAct?.name, couponPart ? `优惠券「${couponPart.name}」` : null].filter(Boolean).join('、');
  const money = subsidy > 0 ? { subsidy, subsidyActivityId: mainAct ? mainAct.sourceId : COUPON_SUBSIDY_ID_BASE + couponPart!.sourceId, subsidyActivity: label.slice(0, 50) } : {};
  // The entry the engine priced each line with (the lowest offer of the SKU): matched by SKU and activity.
  const entryOf = (skuId: number, activityId: number) => acts.find((a) => a.skuId === skuId && a.activityId === activityId);
  return {
    result,
    money,
    freeShipping: result.freeShipping,
    async commit(trx, o, paidAt) {
      let groupSpec: GroupSpec | null = null;
      for (const l of result.lines) {
        const a = l.activityId != null ? entryOf(l.skuId, l.activityId) : undefined;
        if (a) {
          // Taking the activity stock locks the entry's row until the order commits: a second order of the same buyer
          // waits here, then counts this one.
          if (!(await takeActivityStock(trx, a.entryId, l.quantity))) throw fail(`活动「${a.activityName}」库存不足`);
          const before = (await boughtBefore(trx, [a.entryId], o.buyer_id)).get(a.entryId) ?? 0;
          if (before + l.quantity > a.perBuyerLimit) throw fail(`活动「${a.activityName}」每人限购 ${a.perBuyerLimit} 件，该买家已购 ${before} 件`);
          await trx
            .insertInto('mk_order_activity_line')
            .values({ order_id: o.id, company_id: o.company_id, activity_id: a.activityId, entry_id: a.entryId, buyer_id: o.buyer_id, goods_id: l.goodsId, sku_id: l.skuId, quantity: l.quantity, discount: l.activityDiscount, shop_amount: l.activityDiscount - shareOf(l.activityDiscount, a.platformShareBp), platform_amount: shareOf(l.activityDiscount, a.platformShareBp), paid_amount: l.payable, paid_at: paidAt })
            .execute();
          // A campus-group line: the order joins a group of that entry (the lowest entry id when it has two).
          if (a.group && (!groupSpec || a.group.entryId < groupSpec.entryId)) groupSpec = a.group;
        } else await moveGoodsStock(trx, { skuId: l.skuId, goodsId: l.goodsId }, l.quantity, paidAt, '商品库存不足');
        await trx.updateTable('goods').set((eb) => ({ sales: eb('sales', '+', l.quantity) })).where('id', '=', l.goodsId).execute();
      }
      if (result.coupon && couponPart) {
        const used = await useClaim(trx, { claimId: result.coupon.claimId, couponId: result.coupon.couponId, companyId: o.company_id, orderId: o.id, discount: couponPart.amount, shopCost: couponPart.shop, paidAmount: o.paid_amount, at: paidAt });
        if (!used) throw fail('优惠券已使用');
        if (couponPart.shop > 0) {
          await deductMarketing(trx, {
            companyId: o.company_id,
            amount: couponPart.shop,
            reason: `优惠券「${couponPart.name}」店铺出资（订单 ${o.order_no}）`,
            key: `coupon:${result.coupon.claimId}:${o.id}`,
            at: paidAt,
            cause: { type: 'activity', id: result.coupon.couponId, no: o.order_no },
            orderId: o.id,
          });
        }
      }
      for (const part of result.parts) {
        await trx
          .insertInto('mk_order_discount')
          .values({ order_id: o.id, company_id: o.company_id, kind: DiscountKind[part.kind], source_id: part.sourceId, amount: part.amount, shop_amount: part.shop, platform_amount: part.platform, paid_at: paidAt })
          .execute();
        if (part.kind === 'full_reduction') {
          await trx
            .updateTable('mk_full_reduction')
            .set((eb) => ({ orders: eb('orders', '+', 1), discount_total: eb('discount_total', '+', part.amount), paid_total: eb('paid_total', '+', o.paid_amount) }))
            .where('id', '=', part.sourceId)
            .execute();
        }
      }
      return { group: groupSpec ? await joinGroup(trx, groupSpec, o, paidAt) : null };
    },
  };
}

/**
 * One goods' figures in an activity, per China day of payment, from the lines its orders bought at the activity price
 * (mk_order_activity_line, written by `commit`): orders, buyers, units, what the buyers paid for those lines, refunds
 * (each order's after-sale refunds and a campus group's full refund, in proportion of the line's amount to the order's
 * goods amount), the activity
 * discount and the shop's part of it (cost). Each line counts once.
 */
export async function activityGoodsData(db: Db, companyId: number, activityId: number, goodsId: number) {
  const rows = await db
    .selectFrom('mk_order_activity_line as l')
    .innerJoin('orders as o', 'o.id', 'l.order_id')
    .innerJoin('order_line as ol', (j) => j.onRef('ol.order_id', '=', 'l.order_id').onRef('ol.sku_id', '=', 'l.sku_id'))
    .select(['l.order_id', 'l.buyer_id', 'l.quantity', 'l.discount', 'l.shop_amount', 'l.paid_amount', 'l.paid_at', 'ol.line_amount', 'o.goods_amount'])
    .where('l.company_id', '=', companyId)
    .where('l.activity_id', '=', activityId)
    .where('l.goods_id', '=', goodsId)
    .orderBy('l.id')
    .execute();
  const refunds = new Map<number, number>();
  const ids = [...new Set(rows.map((r) => Number(r.order_id)))];
  if (ids.length) {
    const rf = await db.selectFrom('after_sale').select(['order_id', 'refund_amount']).where('order_id', 'in', ids).execute();
    for (const r of rf) refunds.set(Number(r.order_id), (refunds.get(Number(r.order_id)) ?? 0) + Number(r.refund_amount));
    // A campus group not full at its deadline refunded its orders in full (activity/group.ts).
    const gr = await db.selectFrom('mk_group_member').select(['order_id', 'refunded_amount']).where('order_id', 'in', ids).where('refunded_amount', '>', 0).execute();
    for (const r of gr) refunds.set(Number(r.order_id), (refunds.get(Number(r.order_id)) ?? 0) + Number(r.refunded_amount));
  }
  type Acc = { orders: Set<number>; buyers: Set<number>; units: number; paidAmount: number; refunds: number; discount: number; cost: number };
  const acc = (): Acc => ({ orders: new Set(), buyers: new Set(), units: 0, paidAmount: 0, refunds: 0, discount: 0, cost: 0 });
  const days = new Map<string, Acc>();
  const tot = acc();
  for (const r of rows) {
    const day = chinaDay(Number(r.paid_at));
    const d = days.get(day) ?? acc();
    const share = Number(r.goods_amount) ? Number(r.line_amount) / Number(r.goods_amount) : 1;
    const refund = Math.round((refunds.get(Number(r.order_id)) ?? 0) * share);
    for (const x of [d, tot]) {
      x.orders.add(Number(r.order_id));
      x.buyers.add(Number(r.buyer_id));
      x.units += r.quantity;
      x.paidAmount += Number(r.paid_amount);
      x.refunds += refund;
      x.discount += Number(r.discount);
      x.cost += Number(r.shop_amount);
    }
    days.set(day, d);
  }
  const flat = (x: Acc) => ({ orders: x.orders.size, buyers: x.buyers.size, units: x.units, paidAmount: x.paidAmount, refunds: x.refunds, discount: x.discount, cost: x.cost });
  return { ...flat(tot), series: [...days.entries()].sort(([x], [y]) => (x < y ? -1 : 1)).map(([day, d]) => ({ day, ...flat(d) })) };
}
