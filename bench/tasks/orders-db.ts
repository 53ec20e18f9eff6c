/**
 * Order list and tab counts at 1,000,000 orders, on SQLite and PostgreSQL: keyset pages near the start and near
 * the end (per tab and with a filter) and the tab counts, each within 20 ms; the query plans use the indexes.
 * The generated databases are cached under bench/.cache (SQLite file; PostgreSQL schema bench_orders_<n>), so
 * reruns skip the ~1 minute load. `quick` uses 100,000 orders.
 */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'kysely';
import type { BenchContext, BenchEntry } from '../types.ts';
import { migrate, openDb, type DbHandle } from '../../server/db/index.ts';
import { seedIfNew } from '../../server/db/seed.ts';
import { generateOrders } from '../../server/modules/order/generate.ts';
import { explainPlan, listQuery, tabCounts, type OrderFilter } from '../../server/modules/order/queries.ts';

export const BUDGET_MS = 20;
export const PG_URL = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

export const orderCount = (ctx: Pick<BenchContext, 'quick'>) => (ctx.quick ? 100_000 : 1_000_000);

async function demoCompany(h: DbHandle): Promise<number> {
  const r = await h.db.selectFrom('merchant_user').select('company_id').where('phone', '=', '13800000001').executeTakeFirstOrThrow();
  return r.company_id;
}

async function fill(h: DbHandle, n: number, log: (m: string) => void): Promise<number> {
  const companyId = await demoCompany(h);
  const have = await h.db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).where('company_id', '=', companyId).executeTakeFirstOrThrow();
  if (Number(have.n) >= n) return companyId;
  log(`生成 ${n - Number(have.n)} 个订单（${h.dialect}）……`);
  const r = await generateOrders(h.db, h.dialect, companyId, n - Number(have.n), { seed: 42 });
  log(`  用时 ${(r.ms / 1000).toFixed(1)} 秒`);
  if (h.dialect === 'postgres') {
    // A database that has lived with these rows has been vacuumed (visibility map, hint bits, statistics); a table
    // just bulk-filled has not, and its first readers pay for it (and autovacuum may be off on the bench machine).
    const s = performance.now();
    for (const t of ['orders', 'order_line', 'order_log', 'fin_order', 'fin_tx', 'fin_entry']) await sql.raw(`VACUUM (ANALYZE) ${t}`).execute(h.db);
    log(`  VACUUM (ANALYZE) ${((performance.now() - s) / 1000).toFixed(1)} 秒`);
  }
  return companyId;
}

/** The cached SQLite database with n orders for the demo company. */
export async function ensureSqlite(root: string, n: number, log: (m: string) => void): Promise<{ handle: DbHandle; file: string; dataDir: string; companyId: number }> {
  const dataDir = path.join(root, 'bench', '.cache', `orders-${n}`);
  fs.mkdirSync(dataDir, { recursive: true });
  const handle = openDb({ databaseUrl: null, dataDir });
  await migrate(handle);
  await seedIfNew(handle, { demo: true });
  const companyId = await fill(handle, n, log);
  return { handle, file: path.join(dataDir, 'merchant.sqlite'), dataDir, companyId };
}

/** The cached PostgreSQL schema with n orders, or null when PostgreSQL is not reachable. */
export async function ensurePostgres(n: number, log: (m: string) => void): Promise<{ handle: DbHandle; url: string; companyId: number } | null> {
  const schema = `bench_orders_${n}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  try {
    await admin.connect();
  } catch (e) {
    log(`PostgreSQL 不可用（${PG_URL}）：${(e as Error).message}，跳过`);
    return null;
  }
  await admin.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  await admin.end();
  const u = new URL(PG_URL);
  u.searchParams.set('options', `-c search_path=${schema}`);
  const handle = openDb({ databaseUrl: u.toString(), dataDir: '/nonexistent' });
  await migrate(handle, { schema });
  await seedIfNew(handle, { demo: true });
  const companyId = await fill(handle, n, log);
  return { handle, url: u.toString(), companyId };
}

async function timeIt(runs: number, fn: () => Promise<unknown>): Promise<{ p50: number; p95: number; max: number }> {
  for (let i = 0; i < 5; i++) await fn();
  const t: number[] = [];
  for (let i = 0; i < runs; i++) {
    const s = performance.now();
    await fn();
    t.push(performance.now() - s);
  }
  t.sort((a, b) => a - b);
  const q = (p: number) => t[Math.min(t.length - 1, Math.floor(p * t.length))]!;
  return { p50: q(0.5), p95: q(0.95), max: t[t.length - 1]! };
}

/** A cursor near the end of a tab: the row at `depth` of the keyset order (found once with OFFSET, not timed). */
async function deepCursor(h: DbHandle, companyId: number, f: OrderFilter, depth: number): Promise<string | null> {
  const q = listQuery(h.db, companyId, f, null, 1).offset(depth);
  const r = (await q.execute()) as Array<{ created_at: number; id: number }>;
  return r[0] ? `${r[0].created_at}_${r[0].id}` : null;
}

export async function measure(h: DbHandle, companyId: number, n: number, log: (m: string) => void, runs = 50): Promise<BenchEntry[]> {
  const d = h.dialect;
  const counts = await tabCounts(h.db, companyId, {});
  const sample = await h.db.selectFrom('orders').select(['buyer_phone', 'school', 'campus']).where('company_id', '=', companyId).orderBy('id').limit(1).offset(Math.floor(n / 2)).executeTakeFirstOrThrow();
  const cases: Array<{ name: string; f: OrderFilter; depth: number }> = [
    { name: 'list-all-first', f: {}, depth: 0 },
    { name: 'list-all-deep', f: {}, depth: Math.floor(counts.all * 0.95) },
    { name: 'list-completed-deep', f: { tab: 4 }, depth: Math.floor(counts.completed * 0.95) },
    { name: 'list-to-ship-first', f: { tab: 2 }, depth: 0 },
    { name: 'list-school-shipped-deep', f: { tab: 4, school: sample.school }, depth: Math.floor(counts.completed / 8 * 0.9) },
    { name: 'list-school-campus-deep', f: { school: sample.school, campus: sample.campus }, depth: Math.floor((counts.all / 8 / 3) * 0.9) },
    { name: 'list-phone', f: { buyerPhone: sample.buyer_phone }, depth: 0 },
    { name: 'list-delivery-deep', f: { deliveryType: 3 }, depth: Math.floor(counts.all * 0.1) },
  ];
  const out: BenchEntry[] = [];
  for (const c of cases) {
    const cursor = c.depth ? await deepCursor(h, companyId, c.f, c.depth) : null;
    const t = await timeIt(runs, () => listQuery(h.db, companyId, c.f, cursor, 21).execute());
    const plan = await explainPlan(h.db, d, listQuery(h.db, companyId, c.f, cursor, 21).compile());
    const indexed = d === 'sqlite' ? /USING (COVERING )?INDEX orders_company_/.test(plan) && !/TEMP B-TREE/.test(plan) : /Index (Only )?Scan/.test(plan) && !/Sort Key/.test(plan);
    log(`${d} ${c.name}（第 ${c.depth} 行起）p50 ${t.p50.toFixed(2)} ms，p95 ${t.p95.toFixed(2)} ms；计划：${plan.slice(0, 160)}`);
    out.push({ name: `orders-db.${d}.${c.name}.p50`, value: round(t.p50), unit: 'ms', budget: BUDGET_MS, ok: t.p50 <= BUDGET_MS });
    out.push({ name: `orders-db.${d}.${c.name}.p95`, value: round(t.p95), unit: 'ms', budget: BUDGET_MS, ok: t.p95 <= BUDGET_MS });
    out.push({ name: `orders-db.${d}.${c.name}.index-plan`, value: indexed ? 1 : 0, unit: 'bool', budget: 1, ok: indexed });
  }
  const tc = await timeIt(runs, () => tabCounts(h.db, companyId, {}));
  out.push({ name: `orders-db.${d}.tab-counts.p95`, value: round(tc.p95), unit: 'ms', budget: BUDGET_MS, ok: tc.p95 <= BUDGET_MS });
  const tcf = await timeIt(runs, () => tabCounts(h.db, companyId, { buyerPhone: sample.buyer_phone }));
  out.push({ name: `orders-db.${d}.tab-counts-phone-filter.p95`, value: round(tcf.p95), unit: 'ms', budget: BUDGET_MS, ok: tcf.p95 <= BUDGET_MS });
  log(`${d} 标签计数 p95 ${tc.p95.toFixed(3)} ms；按手机号筛选的分组计数 p95 ${tcf.p95.toFixed(3)} ms`);
  // The counters equal a grouped COUNT of the rows (measured too, to show why the counter table exists).
  const s = performance.now();
  const truth = await h.db.selectFrom('orders').select(['status', (eb) => eb.fn.countAll<number>().as('n')]).where('company_id', '=', companyId).groupBy('status').execute();
  const groupedMs = performance.now() - s;
  const equal = truth.every((r) => Number(r.n) === [0, counts.toPay, counts.toShip, counts.shipped, counts.completed, counts.closed][r.status]);
  log(`${d} 分组 COUNT(*) 全表 ${groupedMs.toFixed(1)} ms（计数表与之${equal ? '一致' : '不一致'}）`);
  out.push({ name: `orders-db.${d}.counters-equal-truth`, value: equal ? 1 : 0, unit: 'bool', budget: 1, ok: equal });
  out.push({ name: `orders-db.${d}.orders`, value: counts.all, unit: 'rows', budget: n, ok: counts.all >= n });
  return out;
}

const round = (v: number) => Math.round(v * 1000) / 1000;

export default async function run(ctx: BenchContext): Promise<BenchEntry[]> {
  const n = orderCount(ctx);
  const out: BenchEntry[] = [];
  const s = await ensureSqlite(ctx.root, n, ctx.log);
  try {
    out.push(...(await measure(s.handle, s.companyId, n, ctx.log)));
  } finally {
    await s.handle.close();
  }
  const p = await ensurePostgres(n, ctx.log);
  if (p) {
    try {
      out.push(...(await measure(p.handle, p.companyId, n, ctx.log)));
    } finally {
      await p.handle.close();
    }
  }
  return out;
}
