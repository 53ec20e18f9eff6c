/**
 * Marketing (docs/activity.md):
 * - the pricing engine prices a 20-line cart with 3 activities, 2 full reductions and 5 coupons (budget: p99 ≤ 1 ms);
 * - coupon statistics for a coupon with 1,000,000 claims (40 % used), timed as server time through the real handler
 *   (app.inject: session, contract validation, handler; budget ≤ 50 ms at p95). The statistics read the coupon's
 *   counters and its daily rows, never the claims, so the figure does not grow with them.
 * SQLite (a temporary file). `quick`: 100,000 claims.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { BenchContext, BenchEntry } from '../types.ts';
import { loadConfig } from '../../server/config.ts';
import { buildApp } from '../../server/app.ts';
import { migrate, openDb } from '../../server/db/index.ts';
import { BASE_AREAS, seedIfNew } from '../../server/db/seed.ts';
import { priceCart, type ActivityOffer, type CartLine, type CouponOffer, type FullReductionOffer } from '../../server/modules/activity/pricing.ts';
import { chinaDay } from '../../server/modules/activity/coupon.ts';
import { percentile } from '../lib/stats.ts';

const ENGINE_BUDGET_MS = 1;
const STATS_BUDGET_MS = 50;
const DAY = 86_400_000;
const round3 = (v: number) => Math.round(v * 1000) / 1000;

function engine(ctx: BenchContext): BenchEntry[] {
  const cart: CartLine[] = Array.from({ length: 20 }, (_, i) => ({ skuId: i + 1, goodsId: (i % 12) + 1, unitPrice: 990 + i * 730, quantity: 1 + (i % 3) }));
  const activities: ActivityOffer[] = [
    { activityId: 1, activityName: '校园团', type: 21, skuId: 1, activityPrice: 800, platformShareBp: 5000 },
    { activityId: 2, activityName: '秒杀', type: 2, skuId: 5, activityPrice: 2900, platformShareBp: 3000 },
    { activityId: 3, activityName: '折扣专区', type: 4, skuId: 9, activityPrice: 6000, platformShareBp: 0 },
  ];
  const fullReductions: FullReductionOffer[] = [
    { fullReductionId: 1, name: '满减甲', goodsIds: [1, 2, 3, 4, 5, 6], tiers: [{ threshold: 5000, off: 500 }, { threshold: 10000, off: 1200 }, { threshold: 20000, off: 3000 }], freeShipping: false },
    { fullReductionId: 2, name: '满减乙', goodsIds: [7, 8, 9, 10, 11, 12], tiers: [{ threshold: 8000, off: 800 }, { threshold: 16000, off: 2000 }], freeShipping: true },
  ];
  const coupons: CouponOffer[] = Array.from({ length: 5 }, (_, i) => ({ claimId: i + 1, couponId: i + 1, name: `券${i}`, type: 1 + (i % 3), threshold: i % 3 === 2 ? 0 : 5000 * (i + 1), faceValue: 300 * (i + 1), rateBp: 9000 - i * 200, maxOff: i === 1 ? 2000 : null, goodsIds: i === 3 ? [1, 2, 3] : null, shopShareBp: 10000 - i * 1000 }));
  const offers = { activities, fullReductions, coupons };
  for (let i = 0; i < 2000; i++) priceCart(cart, offers);
  const runs = ctx.quick ? 5_000 : 20_000;
  const t: number[] = [];
  for (let i = 0; i < runs; i++) {
    const s = performance.now();
    priceCart(cart, offers);
    t.push(performance.now() - s);
  }
  const p50 = percentile(t, 50);
  const p99 = percentile(t, 99);
  ctx.log(`activity 定价引擎（20 行、3 个活动、2 个满减、5 张券）：p50 ${(p50 * 1000).toFixed(1)} µs，p99 ${(p99 * 1000).toFixed(1)} µs`);
  return [
    { name: 'activity.pricing-20-lines.p50', value: round3(p50), unit: 'ms', budget: ENGINE_BUDGET_MS, ok: p50 <= ENGINE_BUDGET_MS },
    { name: 'activity.pricing-20-lines.p99', value: round3(p99), unit: 'ms', budget: ENGINE_BUDGET_MS, ok: p99 <= ENGINE_BUDGET_MS },
  ];
}

async function statistics(ctx: BenchContext, claims: number): Promise<BenchEntry[]> {
  const dir = fs.mkdtempSync(path.join(ctx.tmpDir, 'activity-'));
  const h = openDb({ databaseUrl: null, dataDir: dir });
  try {
    await migrate(h);
    await seedIfNew(h, { demo: true, areas: BASE_AREAS });
    const companyId = (await h.db.selectFrom('merchant_user').select('company_id').where('phone', '=', '13800000001').executeTakeFirstOrThrow()).company_id;
    const now = Date.now();
    const start = now - 60 * DAY;
    const c = await h.db
      .insertInto('mk_coupon')
      .values({ company_id: companyId, name: '压测券', type: 1, threshold: 5000, face_value: 500, rate_bp: 0, max_off: null, total: claims, per_buyer_limit: 1, claim_start: start, claim_end: now + DAY, valid_kind: 2, valid_start: null, valid_end: null, valid_days: 30, scope: 1, goods_ids_json: '[]', audience: 1, shop_share_bp: 10000, stopped_at: null, created_at: start, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const couponId = Number(c.id);
    const daily = new Map<string, { claimed: number; used: number; paid: number; cost: number }>();
    const BATCH = 1000;
    const s0 = performance.now();
    let used = 0;
    for (let i = 0; i < claims; i += 50_000) {
      await h.db.transaction().execute(async (trx) => {
        for (let j = i; j < Math.min(claims, i + 50_000); j += BATCH) {
          const rows = [];
          for (let k = j; k < Math.min(claims, j + BATCH); k++) {
            const at = start + Math.floor((k / claims) * 60 * DAY);
            const isUsed = k % 5 < 2;
            const day = chinaDay(at);
            const d = daily.get(day) ?? { claimed: 0, used: 0, paid: 0, cost: 0 };
            d.claimed++;
            if (isUsed) {
              d.used++;
              d.paid += 8800;
              d.cost += 500;
              used++;
            }
            daily.set(day, d);
            rows.push({ coupon_id: couponId, company_id: companyId, buyer_id: 100000 + k, status: isUsed ? 2 : 1, valid_from: at, valid_to: at + 30 * DAY, claimed_at: at, used_at: isUsed ? at + 3_600_000 : null, order_id: null, discount: isUsed ? 500 : 0 });
          }
          await trx.insertInto('mk_coupon_claim').values(rows).execute();
        }
      });
    }
    await h.db.insertInto('mk_coupon_daily').values([...daily].map(([day, d]) => ({ coupon_id: couponId, day, company_id: companyId, claimed: d.claimed, used: d.used, paid_amount: d.paid, cost: d.cost, shop_cost: d.cost }))).execute();
    await h.db.updateTable('mk_coupon').set({ claimed: claims, used }).where('id', '=', couponId).execute();
    ctx.log(`activity 写入 ${claims} 条领取（${used} 条已使用），${((performance.now() - s0) / 1000).toFixed(1)} 秒`);

    const config = { ...loadConfig({ DATA_DIR: dir, STATIC_DIR: path.join(dir, 'no-spa') }), logLevel: 'warn' as const };
    const app = await buildApp({ config, db: h, logger: false });
    await app.ready();
    try {
      const login = await app.inject({ method: 'POST', url: '/xm-merchant/company/auth/login', payload: { phone: '13800000001', password: 'Demo@123456' } });
      const token = login.json().data.authToken as string;
      const call = async () => {
        const r = await app.inject({ method: 'POST', url: '/xm-merchant/marketing/coupon/statistics', payload: { couponId }, headers: { authorization: `Bearer ${token}` } });
        const j = r.json();
        if (j.code !== 1 || j.data.claimed !== claims) throw new Error(`couponStatistics 答复 ${j.code} ${j.msg}`);
      };
      for (let i = 0; i < 5; i++) await call();
      const t: number[] = [];
      for (let i = 0; i < (ctx.quick ? 20 : 50); i++) {
        const s = performance.now();
        await call();
        t.push(performance.now() - s);
      }
      const p50 = percentile(t, 50);
      const p95 = percentile(t, 95);
      ctx.log(`activity 优惠券数据（${claims} 条领取）：p50 ${p50.toFixed(2)} ms，p95 ${p95.toFixed(2)} ms`);
      return [
        { name: 'activity.sqlite.coupon-statistics.p50', value: round3(p50), unit: 'ms', budget: STATS_BUDGET_MS, ok: p50 <= STATS_BUDGET_MS },
        { name: 'activity.sqlite.coupon-statistics.p95', value: round3(p95), unit: 'ms', budget: STATS_BUDGET_MS, ok: p95 <= STATS_BUDGET_MS },
      ];
    } finally {
      await app.close();
    }
  } finally {
    await h.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export default async function run(ctx: BenchContext): Promise<BenchEntry[]> {
  return [...engine(ctx), ...(await statistics(ctx, ctx.quick ? 100_000 : 1_000_000))];
}
