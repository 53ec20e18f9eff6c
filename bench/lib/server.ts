/**
 * A real server for a bench task: server/main.ts through tsx on a free port with a temporary DATA_DIR (SQLite,
 * migrated and seeded on start) and the built SPA, exactly as the browser tests start it
 * (tests/e2e/support/server.ts). Its log goes to <ctx.tmpDir>/server.log.
 */
import path from 'node:path';
import { startServer, type RunningServer } from '../../tests/e2e/support/server.ts';
import type { BenchContext } from '../types.ts';

export type { RunningServer };

export async function startBenchServer(ctx: BenchContext, opts: { logLevel?: string; env?: Record<string, string> } = {}): Promise<RunningServer> {
  const saved = { ...process.env };
  // startServer copies process.env into the child: bench servers log warnings only (logging costs time).
  process.env.E2E_LOG_LEVEL = opts.logLevel ?? 'warn';
  Object.assign(process.env, opts.env ?? {});
  try {
    const server = await startServer({ root: ctx.root, staticDir: path.join(ctx.root, 'dist'), logFile: path.join(ctx.tmpDir, 'server.log') });
    ctx.log(`服务器 ${server.baseURL}（数据目录 ${server.dataDir}）`);
    return server;
  } finally {
    for (const k of Object.keys(process.env)) if (!(k in saved)) delete process.env[k];
    Object.assign(process.env, saved);
  }
}

export const DEMO_PASSWORD = 'Demo@123456';

/** Logs in through the real endpoint; returns the bearer token. */
export async function apiLogin(baseURL: string, phone: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await fetch(`${baseURL}/xm-merchant/company/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone, password }),
  });
  const body = (await res.json()) as { code: number; msg: string; data: { authToken: string } | null };
  if (body.code !== 1 || !body.data) throw new Error(`登录失败（${phone}）：${body.msg}`);
  return body.data.authToken;
}
