import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ActivityType, couponOff, CouponType, priceCart, spread, tierMet, type ActivityOffer, type CartLine, type CouponOffer, type FullReductionOffer } from './pricing.ts';

const line = fc.record({ skuId: fc.integer({ min: 1, max: 30 }), goodsId: fc.integer({ min: 1, max: 10 }), unitPrice: fc.integer({ min: 0, max: 100_000 }), quantity: fc.integer({ min: 1, max: 5 }) });
const cartArb = fc.uniqueArray(line, { minLength: 1, maxLength: 20, selector: (l) => l.skuId }).map((ls) => ls.map((l) => ({ ...l, goodsId: ((l.skuId - 1) % 10) + 1 })));
const activityArb = fc.record({
  activityId: fc.integer({ min: 1, max: 5 }),
  activityName: fc.constant('活动'),
  type: fc.constantFrom(ActivityType.CAMPUS_GROUP, ActivityType.FLASH_SALE, ActivityType.DISCOUNT_ZONE),
  skuId: fc.integer({ min: 1, max: 30 }),
  activityPrice: fc.integer({ min: 0, max: 120_000 }),
  platformShareBp: fc.integer({ min: 0, max: 10000 }),
});
const goodsScope = fc.option(fc.uniqueArray(fc.integer({ min: 1, max: 10 }), { minLength: 1, maxLength: 5 }), { nil: null });
const frArb = fc.record({
  fullReductionId: fc.integer({ min: 1, max: 1000 }),
  name: fc.constant('满减'),
  goodsIds: goodsScope,
  tiers: fc.array(fc.integer({ min: 100, max: 300_000 }), { minLength: 1, maxLength: 5 }).map((ts) => ts.map((t) => ({ threshold: t, off: Math.max(1, Math.floor(t / 7)) }))),
  freeShipping: fc.boolean(),
});
const couponArb = fc.record({
  claimId: fc.integer({ min: 1, max: 100_000 }),
  couponId: fc.integer({ min: 1, max: 100 }),
  name: fc.constant('券'),
  type: fc.constantFrom(CouponType.FULL_OFF, CouponType.DISCOUNT, CouponType.NO_THRESHOLD),
  threshold: fc.integer({ min: 0, max: 200_000 }),
  faceValue: fc.integer({ min: 1, max: 50_000 }),
  rateBp: fc.integer({ min: 1000, max: 9900 }),
  maxOff: fc.option(fc.integer({ min: 1, max: 30_000 }), { nil: null }),
  goodsIds: goodsScope,
  shopShareBp: fc.integer({ min: 0, max: 10000 }),
});

describe('pricing engine (property)', () => {
  it('totals are the sum of the lines, nothing below zero, each discount follows its stacking rule', () => {
    fc.assert(
      fc.property(cartArb, fc.array(activityArb, { maxLength: 6 }), fc.uniqueArray(frArb, { maxLength: 3, selector: (f) => f.fullReductionId }), fc.array(couponArb, { maxLength: 6 }), (cart: CartLine[], acts: ActivityOffer[], frs: FullReductionOffer[], coupons: CouponOffer[]) => {
        const r = priceCart(cart, { activities: acts, fullReductions: frs, coupons });
        const sum = (f: (l: (typeof r.lines)[number]) => number) => r.lines.reduce((s, l) => s + f(l), 0);
        expect(r.payable).toBe(sum((l) => l.payable));
        expect(r.discount).toBe(sum((l) => l.activityDiscount + l.fullReductionDiscount + l.couponDiscount));
        expect(r.payable + r.discount).toBe(r.originalAmount);
        expect(r.shopFunded + r.platformFunded).toBe(r.discount);
        expect(r.parts.reduce((s, p) => s + p.amount, 0)).toBe(r.discount);
        for (const p of r.parts) expect(p.shop + p.platform).toBe(p.amount);
        for (const l of r.lines) {
          expect(l.payable).toBeGreaterThanOrEqual(0);
          expect(l.activityDiscount).toBeGreaterThanOrEqual(0);
          expect(l.fullReductionDiscount).toBeGreaterThanOrEqual(0);
          expect(l.couponDiscount).toBeGreaterThanOrEqual(0);
          expect(l.shopFunded).toBeGreaterThanOrEqual(0);
          expect(l.platformFunded).toBeGreaterThanOrEqual(0);
          // 1. the activity price: the lowest offered for the SKU, never above the goods price
          const offered = acts.filter((a) => a.skuId === l.skuId);
          const lowest = offered.length ? Math.min(...offered.map((a) => a.activityPrice)) : l.unitPrice;
          expect(l.activityUnitPrice).toBe(Math.min(l.unitPrice, lowest));
          expect(l.activityDiscount).toBe((l.unitPrice - l.activityUnitPrice) * l.quantity);
          // 2. 秒杀 lines never join a full reduction
          const best = offered.sort((a, b) => a.activityPrice - b.activityPrice)[0];
          if (best?.type === ActivityType.FLASH_SALE) expect(l.fullReductionDiscount).toBe(0);
        }
        // 2. each full reduction gives the highest tier its lines' subtotal (after activity prices) meets
        for (const fr of frs) {
          const mine = r.lines.filter((l) => l.fullReductionId === fr.fullReductionId);
          if (!mine.length) continue;
          const base = mine.reduce((s, l) => s + l.originalAmount - l.activityDiscount, 0);
          const t = tierMet(fr.tiers, base)!;
          expect(mine.reduce((s, l) => s + l.fullReductionDiscount, 0)).toBe(Math.min(t.off, base));
        }
        // 3. at most one coupon, the best, on what is left after 1-2
        const used = r.lines.filter((l) => l.couponDiscount > 0);
        if (r.coupon) {
          const scoped = r.lines.filter((l) => !r.coupon!.goodsIds || r.coupon!.goodsIds.includes(l.goodsId));
          const base = scoped.reduce((s, l) => s + l.payable + l.couponDiscount, 0);
          const off = couponOff(r.coupon, base);
          expect(sum((l) => l.couponDiscount)).toBe(off);
          for (const c of coupons) {
            const sc = r.lines.filter((l) => !c.goodsIds || c.goodsIds.includes(l.goodsId));
            expect(couponOff(c, sc.reduce((s, l) => s + l.payable + l.couponDiscount, 0))).toBeLessThanOrEqual(off);
          }
        } else expect(used).toHaveLength(0);
      }),
      { numRuns: 400 },
    );
  });

  it('spread adds up and never exceeds a weight', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10_000 }), { minLength: 1, maxLength: 20 }), fc.nat(), (w, t) => {
        const total = Math.min(t, w.reduce((s, x) => s + x, 0));
        const out = spread(total, w);
        expect(out.reduce((s, x) => s + x, 0)).toBe(total);
        out.forEach((v, i) => expect(v).toBeLessThanOrEqual(w[i]!));
      }),
    );
  });

  it('stacks activity → full reduction → coupon with a worked example', () => {
    const r = priceCart(
      [
        { skuId: 1, goodsId: 1, unitPrice: 10000, quantity: 1 },
        { skuId: 2, goodsId: 2, unitPrice: 5000, quantity: 2 },
      ],
      {
        activities: [{ activityId: 9, activityName: '校园团', type: 21, skuId: 1, activityPrice: 8000, platformShareBp: 5000 }],
        fullReductions: [{ fullReductionId: 3, name: '满 150 减 20', goodsIds: null, tiers: [{ threshold: 10000, off: 1000 }, { threshold: 15000, off: 2000 }], freeShipping: false }],
        coupons: [{ claimId: 1, couponId: 5, name: '满 100 减 10', type: 1, threshold: 10000, faceValue: 1000, rateBp: 0, maxOff: null, goodsIds: null, shopShareBp: 10000 }],
      },
    );
    expect(r.originalAmount).toBe(20000);
    expect(r.lines[0]!.activityDiscount).toBe(2000);
    expect(r.discount).toBe(2000 + 2000 + 1000);
    expect(r.payable).toBe(15000);
    expect(r.platformFunded).toBe(1000);
    expect(r.shopFunded).toBe(4000);
  });
});
