/**
 * PostgreSQL against the embedded SQLite default, in one run on the same machine (issue: PostgreSQL as fast as the
 * embedded default). Two real servers started the way `npm start` starts them (node --import tsx server/main.ts,
 * WEB_CONCURRENCY=2, logs at warn, the demo seed): one on a fresh SQLite file, one on a fresh PostgreSQL database
 * (BENCH_DATABASE_URL's server, default postgres://postgres@127.0.0.1:5432; a database `xm_bench_parity` is dropped
 * and created). Each endpoint gets 2 s of uncounted warm-up, then 100 connections for 10 s (autocannon):
 *   order list   POST /xm-merchant/order/list          {"pageSize":50}
 *   goods list   POST /xm-merchant/goods/goodsInfo/list {"pageSize":20}
 *   user/info    POST /xm-merchant/company/user/info
 * Targets (budgets of the PostgreSQL rows): p99 ≤ 2 × SQLite's p99 and requests/s ≥ ½ SQLite's, per endpoint.
 * When PostgreSQL is not reachable the task gives one failing row, `pg-parity.postgres-reachable` = 0: the parity
 * targets are part of the bench, so a run that could not measure them does not pass silently.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import autocannon from 'autocannon';
import type { BenchContext, BenchEntry } from '../types.ts';
import { freePort } from '../../tests/e2e/support/server.ts';

const ENDPOINTS = [
  { key: 'order-list', path: '/xm-merchant/order/list', body: { pageSize: 50 } },
  { key: 'goods-list', path: '/xm-merchant/goods/goodsInfo/list', body: { pageSize: 20 } },
  { key: 'user-info', path: '/xm-merchant/company/user/info', body: undefined },
] as const;

export const CONNECTIONS = 100;
export const WORKERS = '2';

interface Figure {
  p50: number;
  p99: number;
  rps: number;
  errors: number;
}

/** A fresh PostgreSQL database for the bench, or null (with the reason logged) when the server cannot be reached. */
export async function freshPgDatabase(name: string, log: (m: string) => void): Promise<string | null> {
  const base = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: base, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (e) {
    log(`PostgreSQL 不可用（${base}）：${(e as Error).message}，跳过`);
    return null;
  }
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const u = new URL(base);
  u.pathname = `/${name}`;
  return u.toString();
}

async function waitHealthy(url: string, ms = 120_000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not yet listening
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('服务器未能启动');
}

/** Starts a server (SQLite when databaseUrl is empty), measures every endpoint, stops it. */
async function measureServer(ctx: BenchContext, label: string, databaseUrl: string, duration: number): Promise<Record<string, Figure>> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'xm-parity-'));
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('server', 'main.ts')], {
    cwd: ctx.root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', STATIC_DIR: path.join(ctx.tmpDir, 'no-spa'), WEB_CONCURRENCY: WORKERS },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitHealthy(url);
    const login = (await (await fetch(`${url}/xm-merchant/company/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ phone: '13800000001', password: 'Demo@123456' }) })).json()) as {
      data: { authToken: string };
    };
    const headers: Record<string, string> = { 'content-type': 'application/json', authorization: `Bearer ${login.data.authToken}` };
    const out: Record<string, Figure> = {};
    for (const ep of ENDPOINTS) {
      const body = ep.body === undefined ? undefined : JSON.stringify(ep.body);
      const h = body === undefined ? { authorization: headers.authorization! } : headers;
      const probe = (await (await fetch(`${url}${ep.path}`, { method: 'POST', headers: h, body })).json()) as { code: number };
      if (probe.code !== 1) throw new Error(`${label} ${ep.path} 答复异常：${JSON.stringify(probe).slice(0, 200)}`);
      const opts = { url: `${url}${ep.path}`, method: 'POST' as const, headers: h, ...(body === undefined ? {} : { body }), connections: CONNECTIONS };
      await autocannon({ ...opts, duration: 2 });
      const r = await autocannon({ ...opts, duration });
      out[ep.key] = { p50: r.latency.p50, p99: r.latency.p99, rps: Math.round(r.requests.average), errors: r.errors + r.non2xx + r.timeouts };
      ctx.log(`${label} ${ep.key}：p50 ${r.latency.p50} ms，p99 ${r.latency.p99} ms，${Math.round(r.requests.average)} 请求/秒，错误 ${out[ep.key]!.errors}`);
    }
    return out;
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode !== null || child.signalCode !== null ? r(null) : child.once('exit', r)));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export default async function run(ctx: BenchContext): Promise<BenchEntry[]> {
  const pgUrl = await freshPgDatabase('xm_bench_parity', ctx.log);
  if (!pgUrl) return [{ name: 'pg-parity.postgres-reachable', value: 0, unit: 'bool', budget: 1, ok: false }];
  const duration = ctx.quick ? 4 : 10;
  const lite = await measureServer(ctx, 'SQLite', '', duration);
  const post = await measureServer(ctx, 'PostgreSQL', pgUrl, duration);
  const rows: BenchEntry[] = [];
  for (const ep of ENDPOINTS) {
    const s = lite[ep.key]!;
    const p = post[ep.key]!;
    const name = `pg-parity.${ep.key}@${CONNECTIONS}conn`;
    // The targets are relative (both servers measured in this run, on this machine): ratios, not scaled by the runner.
    const p99Ratio = Math.round((p.p99 / Math.max(1, s.p99)) * 100) / 100;
    const rpsRatio = Math.round((p.rps / Math.max(1, s.rps)) * 100) / 100;
    rows.push(
      { name: `${name}.sqlite.p50`, value: s.p50, unit: 'ms', budget: null, ok: s.errors === 0 },
      { name: `${name}.sqlite.p99`, value: s.p99, unit: 'ms', budget: null, ok: s.errors === 0 },
      { name: `${name}.sqlite.requests-per-second`, value: s.rps, unit: 'req/s', budget: null, ok: s.errors === 0 },
      { name: `${name}.postgres.p50`, value: p.p50, unit: 'ms', budget: null, ok: p.errors === 0 },
      { name: `${name}.postgres.p99`, value: p.p99, unit: 'ms', budget: null, ok: p.errors === 0 },
      { name: `${name}.postgres.requests-per-second`, value: p.rps, unit: 'req/s', budget: null, ok: p.errors === 0 },
      { name: `${name}.p99 PostgreSQL ÷ SQLite (≤ 2)`, value: p99Ratio, unit: 'ratio', budget: 2, ok: p99Ratio <= 2 },
      { name: `${name}.req/s PostgreSQL ÷ SQLite (≥ 0.5)`, value: rpsRatio, unit: 'ratio', budget: null, ok: rpsRatio >= 0.5 },
    );
  }
  return rows;
}
