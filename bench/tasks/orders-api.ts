/**
 * The order list API under load: the real server (server/main.ts, its own process, SQLite, logs at warn) on the
 * cached 1,000,000-order database of orders-db, and autocannon with 100 concurrent connections asking for pages
 * of the 待发货 and 已完成 tabs (first pages and pages deep in the list). Budget: p99 ≤ 50 ms.
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

  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(ctx.root, 'node_modules/tsx/dist/cli.mjs'), path.join(ctx.root, 'server/main.ts')], {
    cwd: ctx.root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: cache.dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', STATIC_DIR: path.join(ctx.tmpDir, 'no-spa') },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
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
    const duration = ctx.quick ? 5 : 15;
    ctx.log(`autocannon：100 个并发连接，${duration} 秒，${url}/xm-merchant/order/list（${n} 单）`);
    const result = await autocannon({
      url: `${url}/xm-merchant/order/list`,
      connections: 100,
      duration,
      requests: bodies.map((body) => ({ method: 'POST' as const, headers, body })),
    });
    const { latency, requests, non2xx, errors } = result;
    ctx.log(`p50 ${latency.p50} ms，p99 ${latency.p99} ms，${Math.round(requests.average)} 请求/秒，非 2xx ${non2xx}，错误 ${errors}`);
    return [
      { name: 'orders-api.sqlite.list.p50', value: latency.p50, unit: 'ms', budget: P99_BUDGET_MS, ok: latency.p50 <= P99_BUDGET_MS },
      { name: 'orders-api.sqlite.list.p99', value: latency.p99, unit: 'ms', budget: P99_BUDGET_MS, ok: latency.p99 <= P99_BUDGET_MS },
      { name: 'orders-api.sqlite.list.requests-per-second', value: Math.round(requests.average), unit: 'req/s', budget: null, ok: requests.average > 0 },
      { name: 'orders-api.sqlite.list.errors', value: errors + non2xx, unit: 'count', budget: 0, ok: errors + non2xx === 0 },
    ];
  } finally {
    child.kill('SIGTERM');
  }
}
