/**
 * The ERP open API at size (SQLite; PostgreSQL too when it is there): the incremental order search
 * (/open/v1/orders/search, 50 orders a page, cursors spread over the whole range) answered for 50 apps calling at
 * the same time, each request signed and checked (HMAC, clock skew, nonce insert, per-app rate window) through the
 * real route (app.inject). Two shapes: polling (each app calls every 500 ms, staggered: 100 calls/s in all; budget
 * p99 ≤ 30 ms with 1,000,000 orders) and saturated (each app calls again as soon as it is answered: 50 requests always
 * in flight in one process, so latency is mostly queueing; reported with its throughput, no budget).
 * The orders are the cached databases of the orders-db task (bench/.cache SQLite file, PostgreSQL schema
 * bench_orders_<n>: generated once, ~15-25 min per database at 1,000,000); this task adds its apps and clears their
 * nonces and rate windows at each run. `quick`: 100,000 orders.
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { CompiledQuery, sql } from 'kysely';
import type { BenchContext, BenchEntry } from '../types.ts';
import { loadConfig } from '../../server/config.ts';
import { buildApp } from '../../server/app.ts';
import type { DbHandle } from '../../server/db/index.ts';
import { ensurePostgres, ensureSqlite, orderCount } from './orders-db.ts';
import { signedHeaders } from '../../server/modules/open-erp/signing.ts';
import { orderSearchQuery, SETTLE_MS } from '../../server/modules/open-erp/open-api.ts';
import { percentile } from '../lib/stats.ts';

const BUDGET_MS = 30;
const APPS = 50;
const round3 = (v: number) => Math.round(v * 1000) / 1000;

/** The plan of a compiled query: SQLite's EXPLAIN QUERY PLAN; PostgreSQL's EXPLAIN (ANALYZE, BUFFERS), run once warm. */
async function plan(h: DbHandle, q: { sql: string; parameters: readonly unknown[] }): Promise<string> {
  const prefix = h.dialect === 'sqlite' ? 'EXPLAIN QUERY PLAN ' : 'EXPLAIN (ANALYZE, BUFFERS) ';
  if (h.dialect === 'postgres') await h.db.executeQuery(CompiledQuery.raw(q.sql, [...q.parameters]));
  const r = await h.db.executeQuery<Record<string, unknown>>(CompiledQuery.raw(prefix + q.sql, [...q.parameters]));
  return r.rows.map((row) => String(h.dialect === 'sqlite' ? row.detail : row['QUERY PLAN']).trim()).join(' | ');
}

export async function measure(ctx: BenchContext, h: DbHandle, companyId: number, dir: string, n: number): Promise<BenchEntry[]> {
  const d = h.dialect;
  const now = Date.now();
  // The previous run's apps, nonces and rate windows go; the shop's ERP switches are set for order pulls.
  const old = h.db.selectFrom('erp_app').select('id').where('app_key', 'like', 'erp_bench_%');
  await h.db.deleteFrom('erp_nonce').where('app_id', 'in', old).execute();
  await h.db.deleteFrom('erp_rate').where('app_id', 'in', old).execute();
  await h.db.deleteFrom('erp_call_log').where('app_id', 'in', old).execute();
  await h.db.deleteFrom('erp_app').where('app_key', 'like', 'erp_bench_%').execute();
  const config = { vendor: 'jushuitan', sync_goods: 1, sync_stock: 1, sync_orders: 1, sync_after_sale: 0, warehouse_code: null, stock_sync_mode: 1, order_push_delay_minutes: 0, last_sync_at: null, updated_at: now };
  await h.db.insertInto('erp_shop_config').values({ company_id: companyId, ...config }).onConflict((oc) => oc.column('company_id').doUpdateSet(config)).execute();
  const apps = Array.from({ length: APPS }, (_, i) => ({ key: `erp_bench_${i}`, secret: randomBytes(24).toString('hex') }));
  await h.db
    .insertInto('erp_app')
    .values(apps.map((a) => ({ kind: 2, company_id: companyId, vendor: 'jushuitan', app_key: a.key, app_secret: a.secret, scopes: 'order.read', rate_per_min: 1_000_000, status: 1, created_at: now, revoked_at: null })))
    .execute();
  if (d === 'postgres') await sql`ANALYZE erp_app, erp_shop_config`.execute(h.db);
  // A server that has been answering these calls has the orders and their lines in the OS page cache; a cached bench
  // database read for the first time since it was written may not (a cold first run had a p99 of 134 ms, then 7 ms).
  const warm = performance.now();
  await sql`select count(*), sum(length(receiver_address)), sum(paid_amount) from orders where company_id = ${companyId}`.execute(h.db);
  await sql`select count(*), sum(length(goods_name)), sum(line_amount) from order_line`.execute(h.db);
  ctx.log(`open-erp ${d}：预读订单与商品行 ${((performance.now() - warm) / 1000).toFixed(1)} 秒（不计时）`);
  const marks = await h.db.selectFrom('orders').select(['updated_at', 'id']).where('company_id', '=', companyId).orderBy('updated_at').orderBy('id').where(sql<boolean>`id % 997 = 0`).execute();

  // The plan of the page query (a page from the middle of the range, with its lines), as the handler builds it.
  const mid = marks[Math.floor(marks.length / 2)]!;
  const pageQuery = orderSearchQuery(h.db, d, companyId, Date.now() - SETTLE_MS, { cursor: `${mid.updated_at}_${mid.id}` }, 50);
  ctx.log(`open-erp ${d} 订单分页的计划：${await plan(h, pageQuery.compile())}`);

  const appConfig = { ...loadConfig({ DATA_DIR: dir, STATIC_DIR: path.join(dir, 'no-spa') }), logLevel: 'warn' as const };
  const app = await buildApp({ config: appConfig, db: h, logger: false });
  await app.ready();
  const url = '/open/v1/orders/search';
  const call = async (i: number, k: number) => {
    const m = marks[(i * 131 + k * 17) % marks.length]!;
    const raw = JSON.stringify({ cursor: `${m.updated_at}_${m.id}`, limit: 50 });
    const a = apps[i]!;
    const r = await app.inject({ method: 'POST', url, headers: signedHeaders(a.key, a.secret, url, raw, Date.now(), randomBytes(12).toString('hex')), payload: raw });
    const j = r.json();
    if (j.code !== 1) throw new Error(`${url} 答复 ${j.code} ${j.msg}`);
    return j.data.list.length as number;
  };
  try {
    for (let i = 0; i < APPS; i++) await call(i, 0);
    const per = ctx.quick ? 10 : 20;
    const times: number[] = [];
    let rows = 0;
    const statementsBefore = h.stats?.queries ?? 0;
    const wall = performance.now();
    await Promise.all(
      apps.map(async (_a, i) => {
        for (let k = 1; k <= per; k++) {
          const s = performance.now();
          const got = await call(i, k);
          rows += got;
          times.push(performance.now() - s);
        }
      }),
    );
    const secs = (performance.now() - wall) / 1000;
    const perCall = ((h.stats?.queries ?? 0) - statementsBefore) / times.length;
    const p50 = percentile(times, 50);
    const p99 = percentile(times, 99);
    ctx.log(`open-erp ${d} 订单增量查询·饱和（${n} 单，${APPS} 个应用各自连续调用，${times.length} 次，平均每页 ${(rows / times.length).toFixed(0)} 单）：p50 ${p50.toFixed(2)} ms，p99 ${p99.toFixed(2)} ms，${(times.length / secs).toFixed(0)} 次/秒，每次调用 ${perCall.toFixed(2)} 条语句`);
    // Polling: the 50 apps each call every INTERVAL_MS (staggered), as ERPs poll; latency is then the service time.
    const INTERVAL_MS = 500;
    const polled: number[] = [];
    const t0 = performance.now() + 50;
    await Promise.all(
      apps.map(async (_a, i) => {
        for (let k = 0; k < per; k++) {
          const at = t0 + (i * INTERVAL_MS) / APPS + k * INTERVAL_MS;
          const wait = at - performance.now();
          if (wait > 0) await new Promise((r) => setTimeout(r, wait));
          const s = performance.now();
          await call(i, per + k + 1);
          polled.push(performance.now() - s);
        }
      }),
    );
    const q50 = percentile(polled, 50);
    const q99 = percentile(polled, 99);
    ctx.log(`open-erp ${d} 订单增量查询·轮询（${APPS} 个应用各每 ${INTERVAL_MS} ms 一次，共 ${(APPS * 1000) / INTERVAL_MS} 次/秒，${polled.length} 次）：p50 ${q50.toFixed(2)} ms，p99 ${q99.toFixed(2)} ms`);
    return [
      { name: `open-erp.${d}.order-search-polling.p50`, value: round3(q50), unit: 'ms', budget: BUDGET_MS, ok: q50 <= BUDGET_MS },
      { name: `open-erp.${d}.order-search-polling.p99`, value: round3(q99), unit: 'ms', budget: BUDGET_MS, ok: q99 <= BUDGET_MS },
      // Saturated (every app calls again as soon as answered): queueing, reported without a budget.
      { name: `open-erp.${d}.order-search-saturated.p50`, value: round3(p50), unit: 'ms', budget: null, ok: true },
      { name: `open-erp.${d}.order-search-saturated.p99`, value: round3(p99), unit: 'ms', budget: null, ok: true },
      { name: `open-erp.${d}.order-search.rps`, value: Math.round(times.length / secs), unit: 'req/s', budget: null, ok: true },
      { name: `open-erp.${d}.order-search.statements-per-call`, value: round3(perCall), unit: 'statements', budget: null, ok: true },
    ];
  } finally {
    await app.close();
  }
}

export default async function run(ctx: BenchContext): Promise<BenchEntry[]> {
  const n = orderCount(ctx);
  const out: BenchEntry[] = [];
  const dir = fs.mkdtempSync(path.join(ctx.tmpDir, 'open-erp-'));
  try {
    const s = await ensureSqlite(ctx.root, n, ctx.log);
    try {
      out.push(...(await measure(ctx, s.handle, s.companyId, dir, n)));
    } finally {
      await s.handle.close();
    }
    const p = await ensurePostgres(n, ctx.log);
    if (p) {
      try {
        out.push(...(await measure(ctx, p.handle, p.companyId, dir, n)));
      } finally {
        await p.handle.close();
      }
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return out;
}
