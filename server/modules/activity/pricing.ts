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
  const sum = weights.reduce((s, w) => s + w, 0);
  if (total <= 0 || sum <= 0) return weights.map(() => 0);
  const raw = weights.map((w) => (total * w) / sum);
  const out = raw.map(Math.floor);
  let left = total - out.reduce((s, v) => s + v, 0);
  const order = raw.map((v, i) => [v - Math.floor(v), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (let k = 0; left > 0 && k < order.length; k++) {
    const i = order[k]![1];
    if (out[i]! < weights[i]!) {
      out[i]!++;
      left--;
    }
  }
  return out;
}

const shareOf = (amount: number, bp: number) => Math.round((amount * Math.min(10000, Math.max(0, bp))) / 10000);

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

export function priceCart(cart: readonly CartLine[], offers: { activities?: readonly ActivityOffer[]; fullReductions?: readonly FullReductionOffer[]; coupons?: readonly CouponOffer[] } = {}): PriceResult {
  const acts = new Map<number, ActivityOffer>();
  for (const a of offers.activities ?? []) {
    const prev = acts.get(a.skuId);
    if (!prev || a.activityPrice < prev.activityPrice) acts.set(a.skuId, a);
  }
  const parts = new Map<string, DiscountPart>();
  const addPart = (kind: DiscountPart['kind'], sourceId: number, name: string, amount: number, shop: number) => {
    if (amount <= 0) return;
    const k = `${kind}:${sourceId}`;
    const p = parts.get(k) ?? { kind, sourceId, name, amount: 0, shop: 0, platform: 0 };
    p.amount += amount;
    p.shop += shop;
    p.platform += amount - shop;
    parts.set(k, p);
  };

  // 1. activity price
  const lines: PricedLine[] = cart.map((l) => {
    const originalAmount = l.unitPrice * l.quantity;
    const a = acts.get(l.skuId);
    const unit = a ? Math.max(0, Math.min(l.unitPrice, a.activityPrice)) : l.unitPrice;
    const activityDiscount = (l.unitPrice - unit) * l.quantity;
    const platform = a ? shareOf(activityDiscount, a.platformShareBp) : 0;
    if (a) addPart('activity', a.activityId, a.activityName, activityDiscount, activityDiscount - platform);
    return {
      ...l,
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
  });

  // 2. full reduction (秒杀 lines excluded; one per line)
  let freeShipping = false;
  const frs = [...(offers.fullReductions ?? [])].sort((x, y) => x.fullReductionId - y.fullReductionId);
  for (const fr of frs) {
    const idx = lines
      .map((l, i) => [l, i] as const)
      .filter(([l]) => l.fullReductionId == null && acts.get(l.skuId)?.type !== ActivityType.FLASH_SALE && (!fr.goodsIds || fr.goodsIds.includes(l.goodsId)))
      .map(([, i]) => i);
    if (!idx.length) continue;
    const base = idx.reduce((s, i) => s + lines[i]!.payable, 0);
    const tier = tierMet(fr.tiers, base);
    if (!tier) continue;
    const off = Math.min(tier.off, base);
    const split = spread(off, idx.map((i) => lines[i]!.payable));
    idx.forEach((i, k) => {
      const l = lines[i]!;
      l.fullReductionId = fr.fullReductionId;
      l.fullReductionDiscount = split[k]!;
      l.payable -= split[k]!;
      l.shopFunded += split[k]!;
    });
    if (fr.freeShipping) freeShipping = true;
    addPart('full_reduction', fr.fullReductionId, fr.name, off, off);
  }

  // 3. coupon: the best one
  let coupon: CouponOffer | null = null;
  let best = 0;
  let bestIdx: number[] = [];
  for (const c of offers.coupons ?? []) {
    const idx = lines.map((l, i) => [l, i] as const).filter(([l]) => !c.goodsIds || c.goodsIds.includes(l.goodsId)).map(([, i]) => i);
    const off = couponOff(c, idx.reduce((s, i) => s + lines[i]!.payable, 0));
    if (off > best || (off === best && off > 0 && coupon && c.claimId < coupon.claimId)) {
      best = off;
      coupon = c;
      bestIdx = idx;
    }
  }
  if (coupon && best > 0) {
    const split = spread(best, bestIdx.map((i) => lines[i]!.payable));
    let shopLeft = shareOf(best, coupon.shopShareBp);
    const shopTotal = shopLeft;
    const shopSplit = spread(shopLeft, split);
    bestIdx.forEach((i, k) => {
      const l = lines[i]!;
      l.couponDiscount = split[k]!;
      l.payable -= split[k]!;
      l.shopFunded += shopSplit[k]!;
      l.platformFunded += split[k]! - shopSplit[k]!;
      shopLeft -= shopSplit[k]!;
    });
    addPart('coupon', coupon.couponId, coupon.name, best, shopTotal);
  } else coupon = null;

  const sum = (f: (l: PricedLine) => number) => lines.reduce((s, l) => s + f(l), 0);
  return {
    lines,
    parts: [...parts.values()],
    originalAmount: sum((l) => l.originalAmount),
    discount: sum((l) => l.activityDiscount + l.fullReductionDiscount + l.couponDiscount),
    payable: sum((l) => l.payable),
    shopFunded: sum((l) => l.shopFunded),
    platformFunded: sum((l) => l.platformFunded),
    freeShipping,
    coupon,
  };
}
