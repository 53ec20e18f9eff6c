/**
 * The ERP open API at size (SQLite; PostgreSQL too when it is there): the incremental order search
 * (/open/v1/orders/search, 50 orders a page, cursors spread over the whole range) answered for 50 apps calling at
 * the same time, each request signed and checked (HMAC, clock skew, nonce insert, per-app rate window) through the
 * real route (app.inject). Two shapes: polling (each app calls every 500 ms, staggered: 100 calls/s in all; budget
 * p99 ≤ 30 ms with 1,000,000 orders) and saturated (each app calls again as soon as it is answered: 50 requests always
 * in flight in one process, so latency is mostly queueing; reported with its throughput, no budget).
 * `quick`: 100,000 orders.
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { CompiledQuery, sql } from 'kysely';
import type { BenchContext, BenchEntry } from '../types.ts';
import { loadConfig } from '../../server/config.ts';
import { buildApp } from '../../server/app.ts';
import { migrate, openDb, type DbHandle } from '../../server/db/index.ts';
import { BASE_AREAS, seedIfNew } from '../../server/db/seed.ts';
import { generateOrders } from '../../server/modules/order/generate.ts';
import { signedHeaders } from '../../server/modules/open-erp/signing.ts';
import { orderSearchQuery, SETTLE_MS } from '../../server/modules/open-erp/open-api.ts';
import { percentile } from '../lib/stats.ts';

const BUDGET_MS = 30;
const APPS = 50;
const PG_URL = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const PG_SCHEMA = 'bench_open_erp';
const round3 = (v: number) => Math.round(v * 1000) / 1000;

async function postgresDb(log: (m: string) => void): Promise<DbHandle | null> {
  const admin = new pg.Client({ connectionString: PG_URL });
  try {
    await admin.connect();
  } catch (e) {
    log(`PostgreSQL 不可用（${PG_URL}）：${(e as Error).message}，跳过`);
    return null;
  }
  await admin.query(`DROP SCHEMA IF EXISTS ${PG_SCHEMA} CASCADE`);
  await admin.query(`CREATE SCHEMA ${PG_SCHEMA}`);
  await admin.end();
  const u = new URL(PG_URL);
  u.searchParams.set('options', `-c search_path=${PG_SCHEMA}`);
  const h = openDb({ databaseUrl: u.toString(), dataDir: '/nonexistent' });
  await migrate(h, { schema: PG_SCHEMA });
  return h;
}

/** The plan of a compiled query: SQLite's EXPLAIN QUERY PLAN; PostgreSQL's EXPLAIN (ANALYZE, BUFFERS), run once warm. */
async function plan(h: DbHandle, q: { sql: string; parameters: readonly unknown[] }): Promise<string> {
  const prefix = h.dialect === 'sqlite' ? 'EXPLAIN QUERY PLAN ' : 'EXPLAIN (ANALYZE, BUFFERS) ';
  if (h.dialect === 'postgres') await h.db.executeQuery(CompiledQuery.raw(q.sql, [...q.parameters]));
  const r = await h.db.executeQuery<Record<string, unknown>>(CompiledQuery.raw(prefix + q.sql, [...q.parameters]));
  return r.rows.map((row) => String(h.dialect === 'sqlite' ? row.detail : row['QUERY PLAN']).trim()).join(' | ');
}

async function measure(ctx: BenchContext, h: DbHandle, dir: string, n: number): Promise<BenchEntry[]> {
  const d = h.dialect;
  await seedIfNew(h, { demo: true, areas: BASE_AREAS });
  const companyId = (await h.db.selectFrom('merchant_user').select('company_id').where('phone', '=', '13800000001').executeTakeFirstOrThrow()).company_id;
  const now = Date.now();
  const t0 = performance.now();
  await generateOrders(h.db, h.dialect, companyId, n, { now: now - 60_000 });
  ctx.log(`open-erp ${d}：生成 ${n} 个订单 ${((performance.now() - t0) / 1000).toFixed(1)} 秒`);
  await h.db.insertInto('erp_shop_config').values({ company_id: companyId, vendor: 'jushuitan', sync_goods: 1, sync_stock: 1, sync_orders: 1, sync_after_sale: 0, warehouse_code: null, stock_sync_mode: 1, order_push_delay_minutes: 0, last_sync_at: null, updated_at: now }).execute();
  const apps = Array.from({ length: APPS }, (_, i) => ({ key: `erp_bench_${i}`, secret: randomBytes(24).toString('hex') }));
  await h.db
    .insertInto('erp_app')
    .values(apps.map((a) => ({ kind: 2, company_id: companyId, vendor: 'jushuitan', app_key: a.key, app_secret: a.secret, scopes: 'order.read', rate_per_min: 1_000_000, status: 1, created_at: now, revoked_at: null })))
    .execute();
  if (d === 'postgres') await sql`ANALYZE`.execute(h.db);
  const marks = await h.db.selectFrom('orders').select(['updated_at', 'id']).where('company_id', '=', companyId).orderBy('updated_at').orderBy('id').where(sql<boolean>`id % 997 = 0`).execute();

  // The plan of the page query (a page from the middle of the range, with its lines), as the handler builds it.
  const mid = marks[Math.floor(marks.length / 2)]!;
  const pageQuery = orderSearchQuery(h.db, d, companyId, Date.now() - SETTLE_MS, { cursor: `${mid.updated_at}_${mid.id}` }, 50);
  ctx.log(`open-erp ${d} 订单分页的计划：${await plan(h, pageQuery.compile())}`);

  const config = { ...loadConfig({ DATA_DIR: dir, STATIC_DIR: path.join(dir, 'no-spa') }), logLevel: 'warn' as const };
  const app = await buildApp({ config, db: h, logger: false });
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
  const n = ctx.quick ? 100_000 : 1_000_000;
  const out: BenchEntry[] = [];
  const dir = fs.mkdtempSync(path.join(ctx.tmpDir, 'open-erp-'));
  try {
    const h = openDb({ databaseUrl: null, dataDir: dir });
    try {
      await migrate(h);
      out.push(...(await measure(ctx, h, dir, n)));
    } finally {
      await h.close();
    }
    const p = await postgresDb(ctx.log);
    if (p) {
      try {
        out.push(...(await measure(ctx, p, dir, n)));
      } finally {
        await p.close();
        const admin = new pg.Client({ connectionString: PG_URL });
        await admin.connect();
        await admin.query(`DROP SCHEMA IF EXISTS ${PG_SCHEMA} CASCADE`);
        await admin.end();
      }
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return out;
}
