/**
 * The order list at 1,000 concurrent connections, on SQLite and on PostgreSQL (issue 36). For each database one real
 * server started the way `npm start` starts it (node --import tsx server/main.ts, WEB_CONCURRENCY=2, logs at warn,
 * the demo seed; a fresh SQLite DATA_DIR, and a fresh PostgreSQL database `xm_bench_conn1000` on BENCH_DATABASE_URL's
 * server, default postgres://postgres@127.0.0.1:5432), then autocannon on POST /xm-merchant/order/list
 * {"pageSize":50} (the request of pg-parity): 2 s warm-up + 10 s at 100 connections, then 2 s warm-up + 10 s at 1,000
 * connections (4 s with --quick), request timeout 10 s.
 * Budgets: no error, no timeout and no non-2xx answer at 1,000 connections; p99 at 1,000 ≤ 10 × p99 at 100 (a ratio
 * of two figures of this run: not scaled by the machine factor).
 * Beside them: p50, p99, the slowest answer, req/s, and how busy the machine's CPUs were during the 1,000-connection
 * run. autocannon runs on the same machine: on 2 cores the server's two processes, PostgreSQL and the load generator
 * share them, so req/s stays where it is at 100 connections and latency grows with the queue (Little's law:
 * mean latency ≈ connections ÷ req/s), printed as "queue-model p50".
 * When PostgreSQL cannot be reached its rows are replaced by one failing row, `order-list-1000.postgres-reachable`.
 */
import os from 'node:os';
import type { BenchContext, BenchEntry } from '../types.ts';
import { freshPgDatabase } from './pg-parity.ts';
import { loadEndpoint, login, startApiServer, type LoadFigure } from '../lib/api-server.ts';

export const CONNECTIONS = 1000;
export const BASE_CONNECTIONS = 100;
export const P99_RATIO_BUDGET = 10;
const ENDPOINT = { path: '/xm-merchant/order/list', body: { pageSize: 50 } };

function cpuTimes() {
  return os.cpus().reduce(
    (a, c) => ({ idle: a.idle + c.times.idle, total: a.total + c.times.idle + c.times.user + c.times.nice + c.times.sys + c.times.irq }),
    { idle: 0, total: 0 },
  );
}

async function measure(ctx: BenchContext, label: string, databaseUrl: string, duration: number) {
  const server = await startApiServer(ctx, { databaseUrl, env: { WEB_CONCURRENCY: '2' } });
  try {
    const token = await login(server.url);
    const base = await loadEndpoint(server.url, token, { ...ENDPOINT, connections: BASE_CONNECTIONS, duration });
    ctx.log(`${label} @${BASE_CONNECTIONS}：p50 ${base.p50} ms，p99 ${base.p99} ms，${base.rps} 请求/秒，错误 ${base.errors}，超时 ${base.timeouts}，非 2xx ${base.non2xx}`);
    const c0 = cpuTimes();
    const high = await loadEndpoint(server.url, token, { ...ENDPOINT, connections: CONNECTIONS, duration });
    const c1 = cpuTimes();
    const busy = Math.round((1 - (c1.idle - c0.idle) / Math.max(1, c1.total - c0.total)) * 100);
    ctx.log(
      `${label} @${CONNECTIONS}：p50 ${high.p50} ms，p99 ${high.p99} ms，最慢 ${high.max} ms，${high.rps} 请求/秒，错误 ${high.errors}，超时 ${high.timeouts}，非 2xx ${high.non2xx}；` +
        `CPU 忙 ${busy}%（${os.cpus().length} 核）；排队模型 p50 ≈ ${CONNECTIONS} ÷ ${high.rps} = ${Math.round((CONNECTIONS / Math.max(1, high.rps)) * 1000)} ms`,
    );
    return { base, high, busy };
  } finally {
    await server.stop();
  }
}

function rows(db: string, r: { base: LoadFigure; high: LoadFigure; busy: number }): BenchEntry[] {
  const name = `order-list-1000.${db}`;
  const ratio = Math.round((r.high.p99 / Math.max(1, r.base.p99)) * 10) / 10;
  const failures = r.high.errors + r.high.non2xx; // autocannon's errors include its timeouts
  return [
    { name: `${name}@${BASE_CONNECTIONS}conn.p99`, value: r.base.p99, unit: 'ms', budget: null, ok: true },
    { name: `${name}@${BASE_CONNECTIONS}conn.requests-per-second`, value: r.base.rps, unit: 'req/s', budget: null, ok: r.base.rps > 0 },
    { name: `${name}@${CONNECTIONS}conn.p50`, value: r.high.p50, unit: 'ms', budget: null, ok: true },
    { name: `${name}@${CONNECTIONS}conn.p99`, value: r.high.p99, unit: 'ms', budget: null, ok: true },
    { name: `${name}@${CONNECTIONS}conn.max`, value: r.high.max, unit: 'ms', budget: null, ok: true },
    { name: `${name}@${CONNECTIONS}conn.requests-per-second`, value: r.high.rps, unit: 'req/s', budget: null, ok: r.high.rps > 0 },
    { name: `${name}@${CONNECTIONS}conn.queue-model-p50 (conn ÷ req/s)`, value: Math.round((CONNECTIONS / Math.max(1, r.high.rps)) * 1000), unit: 'ms', budget: null, ok: true },
    { name: `${name}@${CONNECTIONS}conn.cpu-busy`, value: r.busy, unit: '%', budget: null, ok: true },
    { name: `${name}@${CONNECTIONS}conn.timeouts`, value: r.high.timeouts, unit: 'count', budget: 0, ok: r.high.timeouts === 0 },
    { name: `${name}@${CONNECTIONS}conn.errors (timeouts included) + non-2xx`, value: failures, unit: 'count', budget: 0, ok: failures === 0 },
    { name: `${name}.p99 @${CONNECTIONS} ÷ @${BASE_CONNECTIONS} (≤ ${P99_RATIO_BUDGET})`, value: ratio, unit: 'ratio', budget: P99_RATIO_BUDGET, ok: ratio <= P99_RATIO_BUDGET },
  ];
}

export default async function run(ctx: BenchContext): Promise<BenchEntry[]> {
  const duration = ctx.quick ? 4 : 10;
  const out: BenchEntry[] = [];
  out.push(...rows('sqlite', await measure(ctx, 'SQLite', '', duration)));
  const pgUrl = await freshPgDatabase('xm_bench_conn1000', ctx.log);
  if (!pgUrl) out.push({ name: 'order-list-1000.postgres-reachable', value: 0, unit: 'bool', budget: 1, ok: false });
  else out.push(...rows('postgres', await measure(ctx, 'PostgreSQL', pgUrl, duration)));
  return out;
}
