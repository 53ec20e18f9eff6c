/**
 * The pricing engine (docs/activity.md): what a buyer pays for a cart, in three stacked steps, each on the result of
 * the one before:
 *
 *   1. activity price: a line signed up in a running platform activity (21 校园团, 2 秒杀, 4 折扣专区) is priced at
 *      its activity price (never above the goods price); the discount is funded by the platform for
 *      `platformShareBp` of it, the rest by the shop;
 *   2. full reduction (满减): per full reduction, the in-scope lines' subtotal after step 1 picks the highest tier
 *      met; 秒杀 lines never join a full reduction; a line joins at most one (the shop cannot run two on the same
 *      goods at once, the engine takes the first by id if it is ever given two); shop-funded;
 *   3. coupon: at most one per order, the one that takes off most; its threshold is checked against the in-scope
 *      subtotal after steps 1-2; 满减券 takes its face value, 折扣券 the rate (capped by maxOff), 无门槛券 its face
 *      value up to the subtotal; funded `shopShareBp` by the shop, the rest by the platform.
 *
 * Every order-level discount is spread over its lines in proportion to their amounts (largest remainder, so the
 * parts add up to the discount exactly). A line never goes below zero; the cart total is the sum of its lines.
 * Pure and synchronous: no database, no clock; the caller gives what applies now.
 */

export const ActivityType = { CAMPUS_GROUP: 21, FLASH_SALE: 2, DISCOUNT_ZONE: 4 } as const;
export type ActivityTypeValue = (typeof ActivityType)[keyof typeof ActivityType];
export const ACTIVITY_TYPE_TEXT: Record<number, string> = { 21: '校园团', 2: '秒杀', 4: '折扣专区' };

export const CouponType = { FULL_OFF: 1, DISCOUNT: 2, NO_THRESHOLD: 3 } as const;
export const COUPON_TYPE_TEXT: Record<number, string> = { 1: '满减券', 2: '折扣券', 3: '无门槛券' };

export interface CartLine {
  skuId: number;
  goodsId: number;
  /** The goods price, fen. */
  unitPrice: number;
  quantity: number;
}

export interface ActivityOffer {
  activityId: number;
  activityName: string;
  type: number;
  skuId: number;
  /** fen, per unit. */
  activityPrice: number;
  /** Share of the discount the platform funds, basis points (0-10000). */
  platformShareBp: number;
}

export interface FullReductionTier {
  /** Spend at least this (fen). */
  threshold: number;
  /** Get this much off (fen). */
  off: number;
}

export interface FullReductionOffer {
  fullReductionId: number;
  name: string;
  /** null: shop-wide. */
  goodsIds: readonly number[] | null;
  tiers: readonly FullReductionTier[];
  freeShipping: boolean;
}

export interface CouponOffer {
  /** The buyer's claimed coupon. */
  claimId: number;
  couponId: number;
  name: string;
  type: number;
  /** fen; 0 for 无门槛券. */
  threshold: number;
  /** fen (满减券, 无门槛券). */
  faceValue: number;
  /** 折扣券: what the buyer pays, basis points (8500 = 8.5 折). */
  rateBp: number;
  /** 折扣券: at most this off (fen), null = no cap. */
  maxOff: number | null;
  goodsIds: readonly number[] | null;
  /** Share the shop funds, basis points. */
  shopShareBp: number;
}

export interface DiscountPart {
  kind: 'activity' | 'full_reduction' | 'coupon';
  sourceId: number;
  name: string;
  amount: number;
  shop: number;
  platform: number;
}

export interface PricedLine extends CartLine {
  /** unitPrice × quantity. */
  originalAmount: number;
  /** The unit price after step 1. */
  activityUnitPrice: number;
  activityDiscount: number;
  fullReductionDiscount: number;
  couponDiscount: number;
  /** What the buyer pays for the line: originalAmount − the three discounts, ≥ 0. */
  payable: number;
  /** Of the line's discounts, what the shop funds and what the platform funds. */
  shopFunded: number;
  platformFunded: number;
  activityId: number | null;
  fullReductionId: number | null;
}

export interface PriceResult {
  lines: PricedLine[];
  parts: DiscountPart[];
  originalAmount: number;
  discount: number;
  payable: number;
  shopFunded: number;
  platformFunded: number;
  freeShipping: boolean;
  coupon: CouponOffer | null;
}

/** Splits `total` over `weights` in proportion (largest remainder); the parts add up to `total` and each ≤ its weight when total ≤ Σweights. */
export function spread(total: number, weights: readonly number[]): number[] {
  const n = weights.length;
  const out = new Array<number>(n).fill(0);
  let sum = 0;
  for (let i = 0; i < n; i++) sum += weights[i]!;
  if (total <= 0 || sum <= 0) return out;
  // The floors, then one more to the largest remainders (ties: the first), skipping a part already at its weight.
  // A selection over a small scratch array instead of sorting tuples: the engine calls this up to once per discount.
  const frac = scratch(n);
  let left = total;
  for (let i = 0; i < n; i++) {
    const v = (total * weights[i]!) / sum;
    const f = Math.floor(v);
    out[i] = f;
    frac[i] = v - f;
    left -= f;
  }
  while (left > 0) {
    let best = -1;
    for (let i = 0; i < n; i++) if (frac[i]! >= 0 && (best < 0 || frac[i]! > frac[best]!)) best = i;
    if (best < 0) break;
    frac[best] = -1;
    if (out[best]! < weights[best]!) {
      out[best]!++;
      left--;
    }
  }
  return out;
}

let scratchBuf = new Float64Array(32);
/** A reused buffer of at least `n` numbers (the engine is synchronous: no two calls share it at once). */
function scratch(n: number): Float64Array {
  if (scratchBuf.length < n) scratchBuf = new Float64Array(Math.max(n, scratchBuf.length * 2));
  return scratchBuf;
}

/** The part of `amount` at `bp` basis points (clamped to 0-10000), rounded: the engine's one rule for shares. */
export const shareOf = (amount: number, bp: number) => Math.round((amount * Math.min(10000, Math.max(0, bp))) / 10000);

/** The off amount a coupon gives on `base` (its in-scope subtotal), 0 when its threshold is not met. */
export function couponOff(c: CouponOffer, base: number): number {
  if (base <= 0) return 0;
  if (c.type !== CouponType.NO_THRESHOLD && base < c.threshold) return 0;
  let off: number;
  if (c.type === CouponType.DISCOUNT) {
    off = base - Math.round((base * c.rateBp) / 10000);
    if (c.maxOff != null) off = Math.min(off, c.maxOff);
  } else off = c.faceValue;
  return Math.max(0, Math.min(off, base));
}

/** The highest tier of `tiers` met by `amount` (null when none). */
export function tierMet(tiers: readonly FullReductionTier[], amount: number): FullReductionTier | null {
  let best: FullReductionTier | null = null;
  for (const t of tiers) if (amount >= t.threshold && (!best || t.threshold > best.threshold)) best = t;
  return best;
}

/** Whether `goodsId` is in scope (`ids` null: everything); a Set is built once per array for long lists. */
const scopeSets = new WeakMap<readonly number[], Set<number>>();
function inScope(ids: readonly number[] | null, goodsId: number): boolean {
  if (!ids) return true;
  if (ids.length <= 16) {
    for (let i = 0; i < ids.length; i++) if (ids[i] === goodsId) return true;
    return false;
  }
  let set = scopeSets.get(ids);
  if (!set) scopeSets.set(ids, (set = new Set(ids)));
  return set.has(goodsId);
}

const byFullReductionId = (x: FullReductionOffer, y: FullReductionOffer) => x.fullReductionId - y.fullReductionId;

/**
 * Prices a cart (the three steps at the top of this file). Written for speed, since it runs for every order and is
 * budgeted at 1 ms p99 for 20 lines with 3 activities, 2 full reductions and 5 coupons (bench/tasks/activity.ts):
 * plain loops over the lines, no per-line tuples or closures, the full reductions sorted only when they are not in
 * id order already, scope lists looked up without building arrays, the coupon's lines collected once for the best.
 */
export function priceCart(cart: readonly CartLine[], offers: { activities?: readonly ActivityOffer[]; fullReductions?: readonly FullReductionOffer[]; coupons?: readonly CouponOffer[] } = {}): PriceResult {
  const n = cart.length;
  const activities = offers.activities;
  let acts: Map<number, ActivityOffer> | null = null;
  if (activities && activities.length) {
    acts = new Map();
    for (let i = 0; i < activities.length; i++) {
      const a = activities[i]!;
      const prev = acts.get(a.skuId);
      if (!prev || a.activityPrice < prev.activityPrice) acts.set(a.skuId, a);
    }
  }
  // Parts per source, in the order they are first met (activities by line, full reductions by id, the coupon).
  const actParts = new Map<number, DiscountPart>();
  const frParts = new Map<number, DiscountPart>();

  // 1. activity price
  const lines = new Array<PricedLine>(n);
  const flash = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const l = cart[i]!;
    const originalAmount = l.unitPrice * l.quantity;
    const a = acts ? acts.get(l.skuId) : undefined;
    let unit = l.unitPrice;
    let activityDiscount = 0;
    let platform = 0;
    if (a) {
      unit = Math.max(0, Math.min(l.unitPrice, a.activityPrice));
      activityDiscount = (l.unitPrice - unit) * l.quantity;
      platform = shareOf(activityDiscount, a.platformShareBp);
      if (a.type === ActivityType.FLASH_SALE) flash[i] = 1;
      if (activityDiscount > 0) {
        const p = actParts.get(a.activityId);
        if (p) {
          p.amount += activityDiscount;
          p.shop += activityDiscount - platform;
          p.platform += platform;
        } else actParts.set(a.activityId, { kind: 'activity', sourceId: a.activityId, name: a.activityName, amount: activityDiscount, shop: activityDiscount - platform, platform });
      }
    }
    lines[i] = {
      skuId: l.skuId,
      goodsId: l.goodsId,
      unitPrice: l.unitPrice,
      quantity: l.quantity,
      originalAmount,
      activityUnitPrice: unit,
      activityDiscount,
      fullReductionDiscount: 0,
      couponDiscount: 0,
      payable: originalAmount - activityDiscount,
      shopFunded: activityDiscount - platform,
      platformFunded: platform,
      activityId: a ? a.activityId : null,
      fullReductionId: null,
    };
  }

  // 2. full reduction (秒杀 lines excluded; one per line)
  let freeShipping = false;
  const given = offers.fullReductions;
  if (given && given.length) {
    let frs = given;
    for (let k = 1; k < given.length; k++) {
      if (given[k - 1]!.fullReductionId > given[k]!.fullReductionId) {
        frs = [...given].sort(byFullReductionId);
        break;
      }
    }
    const idx: number[] = [];
    const weights: number[] = [];
    for (let f = 0; f < frs.length; f++) {
      const fr = frs[f]!;
      idx.length = 0;
      weights.length = 0;
      let base = 0;
      for (let i = 0; i < n; i++) {
        const l = lines[i]!;
        if (l.fullReductionId != null || flash[i] || !inScope(fr.goodsIds, l.goodsId)) continue;
        idx.push(i);
        weights.push(l.payable);
        base += l.payable;
      }
      if (!idx.length) continue;
      const tier = tierMet(fr.tiers, base);
      if (!tier) continue;
      const off = Math.min(tier.off, base);
      const split = spread(off, weights);
      for (let k = 0; k < idx.length; k++) {
        const l = lines[idx[k]!]!;
        l.fullReductionId = fr.fullReductionId;
        l.fullReductionDiscount = split[k]!;
        l.payable -= split[k]!;
        l.shopFunded += split[k]!;
      }
      if (fr.freeShipping) freeShipping = true;
      if (off > 0) {
        const p = frParts.get(fr.fullReductionId);
        if (p) {
          p.amount += off;
          p.shop += off;
        } else frParts.set(fr.fullReductionId, { kind: 'full_reduction', sourceId: fr.fullReductionId, name: fr.name, amount: off, shop: off, platform: 0 });
      }
    }
  }

  // 3. coupon: the best one
  let coupon: CouponOffer | null = null;
  let best = 0;
  const coupons = offers.coupons;
  if (coupons) {
    for (let c = 0; c < coupons.length; c++) {
      const cp = coupons[c]!;
      let base = 0;
      for (let i = 0; i < n; i++) if (inScope(cp.goodsIds, lines[i]!.goodsId)) base += lines[i]!.payable;
      const off = couponOff(cp, base);
      if (off > best || (off === best && off > 0 && coupon && cp.claimId < coupon.claimId)) {
        best = off;
        coupon = cp;
      }
    }
  }
  let couponPart: DiscountPart | null = null;
  if (coupon && best > 0) {
    const idx: number[] = [];
    const weights: number[] = [];
    for (let i = 0; i < n; i++) {
      if (!inScope(coupon.goodsIds, lines[i]!.goodsId)) continue;
      idx.push(i);
      weights.push(lines[i]!.payable);
    }
    const split = spread(best, weights);
    const shopTotal = shareOf(best, coupon.shopShareBp);
    const shopSplit = spread(shopTotal, split);
    for (let k = 0; k < idx.length; k++) {
      const l = lines[idx[k]!]!;
      l.couponDiscount = split[k]!;
      l.payable -= split[k]!;
      l.shopFunded += shopSplit[k]!;
      l.platformFunded += split[k]! - shopSplit[k]!;
    }
    couponPart = { kind: 'coupon', sourceId: coupon.couponId, name: coupon.name, amount: best, shop: shopTotal, platform: best - shopTotal };
  } else coupon = null;

  let originalAmount = 0;
  let discount = 0;
  let payable = 0;
  let shopFunded = 0;
  let platformFunded = 0;
  for (let i = 0; i < n; i++) {
    const l = lines[i]!;
    originalAmount += l.originalAmount;
    discount += l.activityDiscount + l.fullReductionDiscount + l.couponDiscount;
    payable += l.payable;
    shopFunded += l.shopFunded;
    platformFunded += l.platformFunded;
  }
  const parts: DiscountPart[] = [];
  for (const p of actParts.values()) parts.push(p);
  for (const p of frParts.values()) parts.push(p);
  if (couponPart) parts.push(couponPart);
  return { lines, parts, originalAmount, discount, payable, shopFunded, platformFunded, freeShipping, coupon };
}
