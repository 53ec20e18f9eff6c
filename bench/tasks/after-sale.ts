/**
 * After-sale at size, on SQLite and PostgreSQL:
 * - the after-sale list (first page, a state tab, deep by cursor) and the tab counts at 100,000 cases, timed as
 *   server time through the real handlers (app.inject: session, contract validation, handler; budget ≤ 20 ms at p50
 *   and p95);
 * - one deadline pass applying 10,000 due cases (buyers who did not ship their returns: each case closed, logged,
 *   its order's after-sale status and tab counters moved, the case status counters too; budget ≤ 2 s), after untimed
 *   passes over the cases already there until no 24-hour warning is left to send (a running server passes every
 *   minute, so warnings go out as cases come within 24 hours, not thousands in one pass).
 * Cases are written in bulk around the state machine, so the case status counters are rebuilt after each bulk write.
 * Each database is built fresh (a temporary SQLite file; the PostgreSQL schema bench_after_sale, dropped first).
 * `quick`: 20,000 cases and a pass of 2,000.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'kysely';
import type { BenchContext, BenchEntry } from '../types.ts';
import { loadConfig } from '../../server/config.ts';
import { buildApp } from '../../server/app.ts';
import { migrate, openDb, type DbHandle } from '../../server/db/index.ts';
import { BASE_AREAS, seedIfNew } from '../../server/db/seed.ts';
import { generateOrders } from '../../server/modules/order/generate.ts';
import { recomputeCounters } from '../../server/modules/order/service.ts';
import { deadlinePass, recomputeCaseCounters } from '../../server/modules/after-sale/index.ts';
import { percentile } from '../lib/stats.ts';

const LIST_BUDGET_MS = 20;
const PASS_BUDGET_S = 2;
const STATUSES = [10, 20, 30, 40, 45, 50, 60, 70, 80, 85, 90, 95];
const PG_URL = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const PG_SCHEMA = 'bench_after_sale';
const round3 = (v: number) => Math.round(v * 1000) / 1000;

/** Cases written in multi-row INSERTs on the shop's orders (the list reads only the case table). */
async function insertCases(h: DbHandle, companyId: number, orders: Array<{ id: number; order_no: string }>, n: number, now: number, status: (i: number) => number, deadline: (i: number) => number | null): Promise<void> {
  const BATCH = 500;
  for (let i = 0; i < n; i += BATCH) {
    const rows: Array<Record<string, unknown>> = [];
    for (let k = i; k < Math.min(n, i + BATCH); k++) {
      const o = orders[k % orders.length]!;
      rows.push({
        company_id: companyId,
        case_no: `SHB${String(now).slice(-6)}${String(k).padStart(8, '0')}${Math.floor(Math.random() * 1e6)}`,
        order_id: o.id,
        order_no: o.order_no,
        type: 1 + (k % 3),
        shipped: 1,
        status: status(k),
        buyer_name: '压测买家',
        reason_code: 'quality',
        reason_text: '',
        images_json: '[]',
        goods_summary: '压测商品',
        lines_json: '[]',
        apply_amount: 1990,
        freight_amount: 0,
        refund_amount: 0,
        refund_lines_json: null,
        deadline_at: deadline(k),
        dispute_status: 0,
        created_at: now - (n - k) * 60_000,
        updated_at: now,
      });
    }
    await h.db.transaction().execute((trx) => trx.insertInto('after_sale').values(rows as never).execute());
  }
}

/** A fresh PostgreSQL schema for this run, or null (with a log line) when PostgreSQL is not there. */
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

async function dropPostgres(): Promise<void> {
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`DROP SCHEMA IF EXISTS ${PG_SCHEMA} CASCADE`);
  await admin.end();
}

/** The demo shop with `n` cases in every state, the list and tab counts timed, then one deadline pass of `due` cases. */
async function measure(ctx: BenchContext, h: DbHandle, dir: string, n: number, due: number): Promise<BenchEntry[]> {
  const d = h.dialect;
  const out: BenchEntry[] = [];
  await seedIfNew(h, { demo: true, areas: BASE_AREAS });
  const companyId = (await h.db.selectFrom('merchant_user').select('company_id').where('phone', '=', '13800000001').executeTakeFirstOrThrow()).company_id;
  const now = Date.now();
  await generateOrders(h.db, h.dialect, companyId, Math.max(due * 2, 20_000), { now });
  const orders = (await h.db.selectFrom('orders').select(['id', 'order_no']).where('company_id', '=', companyId).where('status', 'in', [3, 4]).orderBy('id').execute()).map((o) => ({ id: Number(o.id), order_no: o.order_no }));
  ctx.log(`after-sale ${d}：${orders.length} 个已发货订单，写入 ${n} 个售后单`);
  await insertCases(h, companyId, orders, n, now, (k) => STATUSES[k % STATUSES.length]!, (k) => (STATUSES[k % STATUSES.length]! < 70 ? now + 3_600_000 + k : null));
  // Written around the state machine: the tab counters are rebuilt from the cases, as after any bulk write.
  await recomputeCaseCounters(h.db, companyId);
  // PostgreSQL plans by its statistics; a table just filled has none until autovacuum comes by.
  if (d === 'postgres') await sql`ANALYZE`.execute(h.db);

  const config = { ...loadConfig({ DATA_DIR: dir, STATIC_DIR: path.join(dir, 'no-spa') }), logLevel: 'warn' as const };
  const app = await buildApp({ config, db: h, logger: false });
  await app.ready();
  try {
    const login = await app.inject({ method: 'POST', url: '/xm-merchant/company/auth/login', payload: { phone: '13800000001', password: 'Demo@123456' } });
    const token = login.json().data.authToken as string;
    const deep = await h.db.selectFrom('after_sale').select(['created_at', 'id']).where('company_id', '=', companyId).orderBy('created_at', 'desc').orderBy('id', 'desc').offset(Math.floor(n * 0.95)).limit(1).executeTakeFirstOrThrow();
    const cases = [
      { name: 'list-first', url: '/xm-merchant/afterSale/list', body: { filter: {}, pageSize: 50 } },
      { name: 'list-tab', url: '/xm-merchant/afterSale/list', body: { filter: { status: 10 }, pageSize: 50 } },
      { name: 'list-deep', url: '/xm-merchant/afterSale/list', body: { filter: {}, pageSize: 50, cursor: `${Number(deep.created_at)}_${Number(deep.id)}` } },
      { name: 'tab-counts', url: '/xm-merchant/afterSale/tabCounts', body: { filter: {} } },
    ];
    const runs = ctx.quick ? 20 : 50;
    for (const c of cases) {
      const call = async () => {
        const r = await app.inject({ method: 'POST', url: c.url, payload: c.body, headers: { authorization: `Bearer ${token}` } });
        const j = r.json();
        if (j.code !== 1) throw new Error(`${c.url} 答复 ${j.code} ${j.msg}`);
        return j.data;
      };
      for (let i = 0; i < 5; i++) await call();
      const t: number[] = [];
      for (let i = 0; i < runs; i++) {
        const s = performance.now();
        await call();
        t.push(performance.now() - s);
      }
      const p50 = percentile(t, 50);
      const p95 = percentile(t, 95);
      ctx.log(`after-sale ${d} ${c.name}（${n} 单）：p50 ${p50.toFixed(2)} ms，p95 ${p95.toFixed(2)} ms`);
      out.push({ name: `after-sale.${d}.${c.name}.p50`, value: round3(p50), unit: 'ms', budget: LIST_BUDGET_MS, ok: p50 <= LIST_BUDGET_MS });
      out.push({ name: `after-sale.${d}.${c.name}.p95`, value: round3(p95), unit: 'ms', budget: LIST_BUDGET_MS, ok: p95 <= LIST_BUDGET_MS });
      if (c.name === 'tab-counts') {
        // Fast and right: the counts answered equal a GROUP BY over the cases.
        const got = ((await call()) as { tabs: Array<{ status: number; count: number }> }).tabs.filter((t) => t.count > 0).map((t) => `${t.status}:${t.count}`);
        const want = (await h.db.selectFrom('after_sale').select(['status', (e) => e.fn.countAll<number>().as('n')]).where('company_id', '=', companyId).groupBy('status').orderBy('status').execute()).map((r) => `${r.status}:${Number(r.n)}`);
        if (got.join() !== want.join()) throw new Error(`标签计数 ${got.join()} 与分组计数 ${want.join()} 不同`);
      }
    }
  } finally {
    await app.close();
  }

  // A running server passes every minute, so the cases already there have had their passes: their due steps applied
  // and their 24-hour warnings sent (without this, the timed pass would also announce thousands of warnings that a
  // steady state never sends at once).
  // One pass announces at most 5,000 warnings (the next pass, a minute later, goes on): pass until none is left.
  while ((await deadlinePass(h.db, now)).warned > 0);
  // The deadline pass: `due` cases whose buyers never shipped their returns, on orders marked "after-sale".
  const passOrders = orders.slice(0, due);
  for (let i = 0; i < passOrders.length; i += 500) {
    await h.db.updateTable('orders').set({ after_sale_status: 1 }).where('id', 'in', passOrders.slice(i, i + 500).map((o) => o.id)).execute();
  }
  await recomputeCounters(h.db, companyId);
  await insertCases(h, companyId, passOrders, due, now - 8 * 86_400_000, () => 20, () => now - 60_000);
  await recomputeCaseCounters(h.db, companyId);
  if (d === 'postgres') await sql`ANALYZE`.execute(h.db);
  const s = performance.now();
  const cpu0 = process.cpuUsage();
  const r = await deadlinePass(h.db, now);
  const secs = (performance.now() - s) / 1000;
  const cpu = process.cpuUsage(cpu0);
  ctx.log(`after-sale ${d} 到期处理：${r.applied} 单，失败 ${r.failed}，${secs.toFixed(2)} 秒（本进程 CPU ${((cpu.user + cpu.system) / 1e6).toFixed(2)} 秒，负载 ${os.loadavg()[0]!.toFixed(1)}）`);
  out.push({ name: `after-sale.${d}.deadline-pass-s`, value: round3(secs), unit: 's', budget: PASS_BUDGET_S, ok: secs <= PASS_BUDGET_S && r.applied >= due && r.failed === 0 });
  out.push({ name: `after-sale.${d}.deadline-pass-applied`, value: r.applied, unit: 'cases', budget: due, ok: r.applied >= due });
  return out;
}

export default async function run(ctx: BenchContext): Promise<BenchEntry[]> {
  const n = ctx.quick ? 20_000 : 100_000;
  const due = ctx.quick ? 2_000 : 10_000;
  const out: BenchEntry[] = [];
  const dir = fs.mkdtempSync(path.join(ctx.tmpDir, 'after-sale-'));
  try {
    const h = openDb({ databaseUrl: null, dataDir: dir });
    try {
      await migrate(h);
      out.push(...(await measure(ctx, h, dir, n, due)));
    } finally {
      await h.close();
    }
    const p = await postgresDb(ctx.log);
    if (p) {
      try {
        out.push(...(await measure(ctx, p, dir, n, due)));
      } finally {
        await p.close();
        await dropPostgres();
      }
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return out;
}
