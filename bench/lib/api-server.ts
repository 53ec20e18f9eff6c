/**
 * API servers for the load tasks (order-list-1000, two-servers): server/main.ts started the way `npm start` starts
 * it (node --import tsx, logs at warn, no SPA), on a fresh SQLite DATA_DIR or a PostgreSQL database, and the
 * autocannon run against one endpoint.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort } from '../../tests/e2e/support/server.ts';
import type { BenchContext } from '../types.ts';

export interface ApiServer {
  url: string;
  port: number;
  child: ChildProcess;
  stop(): Promise<void>;
}

export async function waitHealthy(url: string, child: ChildProcess, ms = 120_000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`服务器进程已退出（${child.exitCode ?? child.signalCode}）`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not yet listening
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('服务器未能启动');
}

/** Starts one server (SQLite in a fresh DATA_DIR when databaseUrl is empty) and waits until it answers. */
export async function startApiServer(ctx: BenchContext, opts: { databaseUrl: string; env?: Record<string, string>; dataDir?: string }): Promise<ApiServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const ownDir = !opts.dataDir;
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'xm-load-'));
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('server', 'main.ts')], {
    cwd: ctx.root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: opts.databaseUrl, LOG_LEVEL: 'warn', STATIC_DIR: path.join(ctx.tmpDir, 'no-spa'), ...opts.env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null || child.signalCode !== null ? r(null) : child.once('exit', r)));
    }
    if (ownDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitHealthy(url, child);
  } catch (e) {
    await stop();
    throw e;
  }
  return { url, port, child, stop };
}

export async function login(url: string, phone = '13800000001', password = 'Demo@123456'): Promise<string> {
  const res = (await (await fetch(`${url}/xm-merchant/company/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ phone, password }) })).json()) as {
    code: number;
    msg: string;
    data: { authToken: string } | null;
  };
  if (res.code !== 1 || !res.data) throw new Error(`登录失败：${res.msg}`);
  return res.data.authToken;
}

export interface LoadFigure {
  p50: number;
  p99: number;
  max: number;
  rps: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}

/** 2 s of uncounted warm-up at the same concurrency, then `duration` seconds measured. */
export async function loadEndpoint(url: string, token: string, opts: { path: string; body?: unknown; connections: number; duration: number; warmup?: number }): Promise<LoadFigure> {
  const body = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) };
  const probe = (await (await fetch(`${url}${opts.path}`, { method: 'POST', headers, body })).json()) as { code: number };
  if (probe.code !== 1) throw new Error(`${opts.path} 答复异常：${JSON.stringify(probe).slice(0, 200)}`);
  const base = { url: `${url}${opts.path}`, method: 'POST' as const, headers, ...(body === undefined ? {} : { body }), connections: opts.connections, timeout: 10 };
  if ((opts.warmup ?? 2) > 0) await autocannon({ ...base, duration: opts.warmup ?? 2 });
  const r = await autocannon({ ...base, duration: opts.duration });
  return { p50: r.latency.p50, p99: r.latency.p99, max: r.latency.max, rps: Math.round(r.requests.average), errors: r.errors, timeouts: r.timeouts, non2xx: r.non2xx };
}
