import type { Db } from '../../db/index.ts';
import { fail } from '../../lib/errors.ts';
import { balancesOf, deductMarketing } from '../finance/index.ts';
import { claimCoupon, couponState, CouponState, useClaim } from './coupon.ts';
import { frGoodsIds, frState, FrState } from './full-reduction.ts';
import { EntryStatus } from './platform.ts';
import { priceCart, type ActivityOffer, type CartLine, type CouponOffer, type FullReductionOffer, type PriceResult } from './pricing.ts';

/**
 * Orders priced by the engine (docs/activity.md, "订单怎样用上优惠"): `priceForOrder` gathers what applies to a
 * buyer's cart at a time — approved entries of running platform activities with activity stock left, the shop's
 * running full reductions, the buyer's unused coupons (the simulated buyer may claim one first) — and prices it.
 * `commit` runs after the order is paid, in its transaction: it takes the activity stock (never below zero; the order
 * takes the goods stock as always, the activity stock being an earmark on it), uses
 * the coupon, charges the shop's share of the coupon to the marketing account and records each discount.
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
  commit(db: Db, o: { id: number; company_id: number; order_no: string; paid_amount: number }, paidAt: number): Promise<void>;
}

interface Opts {
  companyId: number;
  buyerId: number;
  lines: CartLine[];
  at: number;
  /** The buyer side of the simulation: a draw deciding whether the buyer claims a coupon first (null: never). */
  random?: (() => number) | null;
}

export async function activityOffers(db: Db, companyId: number, skuIds: number[], at: number, qty: Map<number, number>): Promise<Array<ActivityOffer & { entryId: number }>> {
  if (!skuIds.length) return [];
  const rows = await db
    .selectFrom('mk_activity_entry as e')
    .innerJoin('mk_activity as a', 'a.id', 'e.activity_id')
    .select(['e.id', 'e.sku_id', 'e.activity_price', 'e.stock', 'e.sold', 'e.per_buyer_limit', 'a.id as activity_id', 'a.name', 'a.type', 'a.platform_share_bp'])
    .where('e.company_id', '=', companyId)
    .where('e.sku_id', 'in', skuIds)
    .where('e.status', '=', EntryStatus.APPROVED)
    .where('a.start_at', '<=', at)
    .where('a.end_at', '>', at)
    .orderBy('e.id')
    .execute();
  return rows
    .filter((r) => r.stock - r.sold >= (qty.get(Number(r.sku_id)) ?? 1) && (qty.get(Number(r.sku_id)) ?? 1) <= r.per_buyer_limit)
    .map((r) => ({ entryId: Number(r.id), activityId: Number(r.activity_id), activityName: r.name, type: r.type, skuId: Number(r.sku_id), activityPrice: Number(r.activity_price), platformShareBp: r.platform_share_bp }));
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

/** Decrements an entry's activity stock by `q` unless that would go below zero; false when it would. */
export async function takeActivityStock(db: Db, entryId: number, q: number): Promise<boolean> {
  const r = await db
    .updateTable('mk_activity_entry')
    .set((eb) => ({ sold: eb('sold', '+', q) }))
    .where('id', '=', entryId)
    .where((eb) => eb(eb('stock', '-', eb.ref('sold')), '>=', q))
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function priceForOrder(db: Db, p: Opts): Promise<OrderQuote> {
  if (p.random) await buyerClaims(db, p.companyId, p.buyerId, p.at, p.random);
  const qty = new Map(p.lines.map((l) => [l.skuId, l.quantity]));
  const acts = await activityOffers(db, p.companyId, p.lines.map((l) => l.skuId), p.at, qty);
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
  const entryBySku = new Map(acts.map((a) => [a.skuId, a]));
  return {
    result,
    money,
    freeShipping: result.freeShipping,
    async commit(trx, o, paidAt) {
      for (const l of result.lines) {
        const a = l.activityId != null ? entryBySku.get(l.skuId) : undefined;
        if (!a) continue;
        if (!(await takeActivityStock(trx, a.entryId, l.quantity))) throw fail(`活动「${a.activityName}」库存不足`);
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
    },
  };
}
