/**
 * Freight computation (shop settings):
 * - the pure function at a large template (50 rules: 48 regions of 10 districts each and 2 campus zones with
 *   slots), parcels to random districts and dormitory buildings: quotes per second (budget ≥ 100,000/s);
 * - an order's freight through FreightQuoter on the demo shop's SQLite database (goods → template → rules, campus
 *   directory, the address parsed to its district), one quoter per order as a checkout would: p50 per order
 *   (budget ≤ 2 ms).
 * `quick`: a fifth of the iterations.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { BenchContext, BenchEntry } from '../types.ts';
import { migrate, openDb } from '../../server/db/index.ts';
import { seedIfNew, SEED_AREAS } from '../../server/db/seed.ts';
import { computeFreight, type FreightTemplate } from '../../server/modules/shop-setting/freight.ts';
import { regions } from '../../server/modules/shop-setting/regions.ts';
import { campusDirectory } from '../../server/modules/shop-setting/campus.ts';
import { FreightQuoter } from '../../server/modules/shop-setting/service.ts';
import { fakePerson, rng } from '../../server/modules/order/fake-data.ts';
import { percentile } from '../lib/stats.ts';

const PURE_BUDGET = 100_000;
const QUOTE_P50_BUDGET_MS = 2;

export default async function run(ctx: BenchContext): Promise<BenchEntry[]> {
  const r = rng(20261124);
  const districts: string[][] = [];
  for (const p of regions().tree) for (const c of p.children ?? []) for (const d of c.children ?? []) districts.push([p.code, c.code, d.code]);
  const buildings = campusDirectory().filter((x) => x.level === 3).map((b) => [String(b.id - (b.id % 10000)), String(b.id - (b.id % 100)), String(b.id)]);
  const rules: FreightTemplate['rules'] = [];
  for (let i = 0; i < 48; i++) rules.push({ kind: 1, codes: districts.slice(i * 10, i * 10 + 10).map((d) => d[2]!), firstUnit: 1, firstFee: 500 + i, extraUnit: 1, extraFee: 200, slots: [] });
  rules.push({ kind: 2, codes: ['10100', '20000'], firstUnit: 1, firstFee: 200, extraUnit: 1, extraFee: 100, slots: [{ start: '11:30', end: '12:30' }] });
  rules.push({ kind: 2, codes: ['30100'], firstUnit: 1, firstFee: 300, extraUnit: 1, extraFee: 100, slots: [] });
  const t: FreightTemplate = { chargeType: 2, firstUnit: 1, firstFee: 1000, extraUnit: 1, extraFee: 500, freeOverAmount: 19900, freeOverCount: null, rules };
  const parcels = Array.from({ length: 10_000 }, () => ({
    quantity: 1 + Math.floor(r() * 4),
    weightG: 0,
    goodsAmount: Math.floor(r() * 30000),
    deliveryType: r() < 0.6 ? 2 : 1,
    regionPath: districts[Math.floor(r() * districts.length)]!,
    campusPath: buildings[Math.floor(r() * buildings.length)]!,
  }));
  const n = ctx.quick ? 200_000 : 1_000_000;
  let sum = 0;
  for (let i = 0; i < 20_000; i++) sum += computeFreight(t, parcels[i % parcels.length]!).amount; // warm-up
  const t0 = performance.now();
  for (let i = 0; i < n; i++) sum += computeFreight(t, parcels[i % parcels.length]!).amount;
  const perS = n / ((performance.now() - t0) / 1000);
  ctx.log(`纯函数：50 条指定运费的模板 ${Math.round(perS).toLocaleString('en-US')} 次/秒（校验和 ${sum % 1000}）`);

  const dir = fs.mkdtempSync(path.join(ctx.tmpDir, 'shop-'));
  const h = openDb({ databaseUrl: null, dataDir: dir });
  try {
    await migrate(h);
    await seedIfNew(h, { demo: true, areas: SEED_AREAS.filter((a) => ['account', 'goods', 'shop-setting'].includes(a.area)) });
    const companyId = (await h.db.selectFrom('merchant_user').select('company_id').where('phone', '=', '13800000001').executeTakeFirstOrThrow()).company_id;
    const skus = await h.db.selectFrom('goods_sku as s').innerJoin('goods as g', 'g.id', 's.goods_id').select(['s.id as skuId', 'g.id as goodsId', 's.price']).where('g.company_id', '=', companyId).where('g.goods_type', '=', 1).execute();
    const orders = ctx.quick ? 400 : 2000;
    const times: number[] = [];
    for (let i = 0; i < orders; i++) {
      const buyer = fakePerson(r);
      const lines = [skus[Math.floor(r() * skus.length)]!].map((s) => ({ goodsId: s.goodsId, skuId: s.skuId, quantity: 1 + Math.floor(r() * 3), unitPrice: s.price }));
      const s0 = performance.now();
      await new FreightQuoter(companyId).quote(h.db, lines, { deliveryType: r() < 0.6 ? 2 : 1, address: buyer.address, school: buyer.school, campus: buyer.campus });
      times.push(performance.now() - s0);
    }
    const p50 = percentile(times, 50);
    const p95 = percentile(times, 95);
    ctx.log(`订单运费（SQLite，每单新建报价器：商品→模板→规则、校园目录、地址解析）：p50 ${p50.toFixed(2)} ms，p95 ${p95.toFixed(2)} ms（${orders} 单）`);
    return [
      { name: 'shop.freight.pure-per-s', value: Math.round(perS), unit: 'quotes/s', budget: PURE_BUDGET, ok: perS >= PURE_BUDGET },
      { name: 'shop.freight.order-quote-p50', value: Math.round(p50 * 1000) / 1000, unit: 'ms', budget: QUOTE_P50_BUDGET_MS, ok: p50 <= QUOTE_P50_BUDGET_MS },
      { name: 'shop.freight.order-quote-p95', value: Math.round(p95 * 1000) / 1000, unit: 'ms', budget: null, ok: true },
    ];
  } finally {
    await h.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
