/**
 * The order list API under load: the real server started the way `npm start` starts it (node --import tsx
 * server/main.ts, SQLite, logs at warn) on the cached 1,000,000-order database of orders-db, and autocannon with
 * 100 concurrent connections asking for pages of the 待发货 and 已完成 tabs (first pages and pages deep in the list).
 * Measured twice: one server process (WEB_CONCURRENCY unset, the default; figures without budget), then the
 * production setting for SQLite, WEB_CONCURRENCY=auto (one process per core; the budgeted figures).
 * Each measurement follows 2 s of uncounted warm-up load. Budget: p99 ≤ 50 ms. autocannon runs on the same machine and takes CPU from the server.
 * The list renders its rows once and keeps them while the company's orders are unchanged (order/list-cache.ts); the
 * load asks for the same three pages, so the budgeted figures are the warm path. A third measurement turns that cache
 * off (ORDER_LIST_CACHE_ROWS=0, figures without budget): every page is then one query rendering all its rows, as before
 * the cache existed and as on PostgreSQL.
 */
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import autocannon from 'autocannon';
import type { BenchContext, BenchEntry } from '../types.ts';
import { ensureSqlite, orderCount } from './orders-db.ts';
import { listQuery } from '../../server/modules/order/queries.ts';

export const P99_BUDGET_MS = 50;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function waitHealthy(url: string, ms = 60_000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not yet listening
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('订单接口压测：服务器未能启动');
}

export default async function run(ctx: BenchContext): Promise<BenchEntry[]> {
  const n = orderCount(ctx);
  const cache = await ensureSqlite(ctx.root, n, ctx.log);
  // Cursors deep in two tabs, found once (not timed).
  const deep = async (tab: number) => {
    const r = (await listQuery(cache.handle.db, cache.companyId, { tab }, null, 1).offset(n === 1_000_000 ? 600_000 : 60_000).execute()) as Array<{ created_at: number; id: number }>;
    return r[0] ? `${r[0].created_at}_${r[0].id}` : null;
  };
  const deepCompleted = await deep(4);
  await cache.handle.close();

  const duration = ctx.quick ? 5 : 15;
  const single = await measure(ctx, cache.dataDir, deepCompleted, n, duration, '');
  const multi = await measure(ctx, cache.dataDir, deepCompleted, n, duration, 'auto');
  const uncached = await measure(ctx, cache.dataDir, deepCompleted, n, duration, 'auto', { ORDER_LIST_CACHE_ROWS: '0' });
  return [
    { name: 'orders-api.sqlite.list.single-process.p50', value: single.p50, unit: 'ms', budget: null, ok: true },
    { name: 'orders-api.sqlite.list.single-process.p99', value: single.p99, unit: 'ms', budget: null, ok: true },
    { name: 'orders-api.sqlite.list.single-process.requests-per-second', value: single.rps, unit: 'req/s', budget: null, ok: single.rps > 0 },
    { name: 'orders-api.sqlite.list.p50', value: multi.p50, unit: 'ms', budget: P99_BUDGET_MS, ok: multi.p50 <= P99_BUDGET_MS },
    { name: 'orders-api.sqlite.list.p99', value: multi.p99, unit: 'ms', budget: P99_BUDGET_MS, ok: multi.p99 <= P99_BUDGET_MS },
    { name: 'orders-api.sqlite.list.requests-per-second', value: multi.rps, unit: 'req/s', budget: null, ok: multi.rps > 0 },
    { name: 'orders-api.sqlite.list.uncached.p50', value: uncached.p50, unit: 'ms', budget: null, ok: true },
    { name: 'orders-api.sqlite.list.uncached.p99', value: uncached.p99, unit: 'ms', budget: null, ok: true },
    { name: 'orders-api.sqlite.list.uncached.requests-per-second', value: uncached.rps, unit: 'req/s', budget: null, ok: uncached.rps > 0 },
    { name: 'orders-api.sqlite.list.errors', value: single.errors + multi.errors + uncached.errors, unit: 'count', budget: 0, ok: single.errors + multi.errors + uncached.errors === 0 },
  ];
}

/** One server (WEB_CONCURRENCY = workers, plus `env`) under 100 connections for `duration` seconds. */
async function measure(ctx: BenchContext, dataDir: string, deepCompleted: string | null, n: number, duration: number, workers: string, env: Record<string, string> = {}) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // The start path of scripts/start.mjs (npm start).
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('server', 'main.ts')], {
    cwd: ctx.root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', STATIC_DIR: path.join(ctx.tmpDir, 'no-spa'), WEB_CONCURRENCY: workers, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const label = [workers ? `WEB_CONCURRENCY=${workers}` : '单进程', ...Object.entries(env).map(([k, v]) => `${k}=${v}`)].join('，');
  try {
    await waitHealthy(url);
    const login = (await (await fetch(`${url}/xm-merchant/company/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ phone: '13800000001', password: 'Demo@123456' }) })).json()) as {
      data: { authToken: string };
    };
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${login.data.authToken}` };
    const bodies = [
      { filter: { tab: 2 }, pageSize: 20 },
      { filter: {}, pageSize: 20 },
      { filter: { tab: 4 }, cursor: deepCompleted, pageSize: 20 },
    ].map((b) => JSON.stringify(b));
    const probe = (await (await fetch(`${url}/xm-merchant/order/list`, { method: 'POST', headers, body: bodies[2] })).json()) as { code: number; data: { list: unknown[] } };
    if (probe.code !== 1 || probe.data.list.length !== 20) throw new Error(`订单接口压测：列表接口答复异常 ${JSON.stringify(probe).slice(0, 200)}`);
    ctx.log(`autocannon（${label}）：100 个并发连接，${duration} 秒，${url}/xm-merchant/order/list（${n} 单）`);
    // 2 s of the same load first, not counted: the figures are the warm server's (JIT-compiled code, statements
    // prepared), not its first second after start.
    await autocannon({ url: `${url}/xm-merchant/order/list`, connections: 100, duration: 2, requests: bodies.map((body) => ({ method: 'POST' as const, headers, body })) });
    const result = await autocannon({
      url: `${url}/xm-merchant/order/list`,
      connections: 100,
      duration,
      requests: bodies.map((body) => ({ method: 'POST' as const, headers, body })),
    });
    const { latency, requests, non2xx, errors } = result;
    ctx.log(`${label}：p50 ${latency.p50} ms，p99 ${latency.p99} ms，${Math.round(requests.average)} 请求/秒，非 2xx ${non2xx}，错误 ${errors}`);
    return { p50: latency.p50, p99: latency.p99, rps: Math.round(requests.average), errors: errors + non2xx };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode !== null || child.signalCode !== null ? r(null) : child.once('exit', r)));
  }
}
