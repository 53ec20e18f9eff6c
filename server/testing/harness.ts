import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { loadConfig, type ServerConfig } from '../config.ts';
import type { DbHandle } from '../db/index.ts';
import { TEST_SERVER_AREAS, type SeedArea } from '../db/seed.ts';
import { dropDatabase, openSeededDb } from './templates.ts';
import { buildApp, type App, type ContractViolation } from '../app.ts';

export type TestDialect = 'sqlite' | 'postgres';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL points at a scratch database. */
export const DIALECTS: TestDialect[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestServer {
  app: App;
  handle: DbHandle;
  config: ServerConfig;
  violations: ContractViolation[];
  logs: string[];
  /** POSTs JSON (or a raw string) and returns the parsed envelope. */
  call<T = any>(url: string, body?: unknown, opts?: { token?: string; contentType?: string; ip?: string; raw?: string }): Promise<{ code: number; data: T; msg: string; status: number; headers: Record<string, unknown> }>;
  login(phone: string, password?: string): Promise<string>;
  /** Latest SMS code sent to a phone, read from the development outbox. */
  lastSmsCode(phone: string): Promise<string | null>;
  close(): Promise<void>;
}

/**
 * `seedAreas`: the demo-seed areas this server gets (default TEST_SERVER_AREAS: everything but the finance area's 90
 * days of money); BASE_AREAS for tests that place every order themselves and assert exact sums.
 */
export async function startTestServer(dialect: TestDialect, overrides: Partial<ServerConfig> = {}, seedAreas: SeedArea[] = TEST_SERVER_AREAS): Promise<TestServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xm-test-'));
  const config: ServerConfig = { ...loadConfig({ DATA_DIR: dir, STATIC_DIR: path.join(dir, 'no-spa') }), databaseUrl: null, logLevel: 'info', ...overrides };
  const db = await openSeededDb(dialect, dir, config.seedDemo, seedAreas);
  config.databaseUrl = db.databaseUrl;
  const handle = db.handle;
  const violations: ContractViolation[] = [];
  const logs: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, cb) {
      logs.push(String(chunk));
      cb();
    },
  });
  const app = await buildApp({ config, db: handle, logger: { stream }, onContractViolation: (v) => violations.push(v) });
  await app.ready();

  const server: TestServer = {
    app,
    handle,
    config,
    violations,
    logs,
    async call(url, body, opts = {}) {
      const headers: Record<string, string> = {};
      if (opts.token !== undefined) headers.authorization = `Bearer ${opts.token}`;
      let payload: string | undefined;
      if (opts.raw !== undefined) payload = opts.raw;
      else if (body !== undefined) payload = JSON.stringify(body);
      if (payload !== undefined) headers['content-type'] = opts.contentType ?? 'application/json';
      const res = await app.inject({ method: 'POST', url, headers, payload, remoteAddress: opts.ip ?? '127.0.0.1' });
      let parsed: any;
      try {
        parsed = res.json();
      } catch {
        throw new Error(`非 JSON 答复 ${res.statusCode}: ${res.body.slice(0, 200)}`);
      }
      return { ...parsed, status: res.statusCode, headers: res.headers };
    },
    async login(phone, password = 'Demo@123456') {
      const r = await server.call('/xm-merchant/company/auth/login', { phone, password });
      if (r.code !== 1) throw new Error(`登录失败 ${phone}: ${r.msg}`);
      return r.data.authToken as string;
    },
    async lastSmsCode(phone) {
      const row = await handle.db.selectFrom('sms_outbox').select('content').where('phone', '=', phone).orderBy('id', 'desc').limit(1).executeTakeFirst();
      return row ? (/(\d{6})/.exec(row.content)?.[1] ?? null) : null;
    },
    async close() {
      await app.close();
      await handle.close();
      if (db.databaseName) await dropDatabase(db.databaseName);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  return server;
}
