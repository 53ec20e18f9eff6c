import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type ServerConfig } from '../config.ts';
import { migrate, openDb, type DbHandle } from '../db/index.ts';
import { SEED_ACCOUNTS, seedIfNew, TEST_SERVER_AREAS } from '../db/seed.ts';
import { buildApp, type App } from '../app.ts';
import { Code } from './errors.ts';
import { emitEvent } from './events.ts';
import { registerLiveKind } from './live.ts';
import { runNow, schedule } from '../platform/scheduler.ts';
import { EXPORT_JOB_KIND, exportJobKey } from '../modules/order/export.ts';

/**
 * Several servers as one (PostgreSQL): two server processes' worth of everything a process holds (its pool, its
 * LISTEN connection, its session cache, its live hub) on one database, and for the job test two real processes, one
 * killed mid-job. Needs TEST_DATABASE_URL (a scratch database); skipped without it.
 */
const BASE = process.env.TEST_DATABASE_URL;
registerLiveKind('multiTest.', ['kf.user.list']);

interface Node {
  app: App;
  handle: DbHandle;
}

describe.skipIf(!BASE)('several servers on one PostgreSQL database', () => {
  const schema = `t_multi_${randomBytes(5).toString('hex')}`;
  let url = '';
  let a: Node;
  let b: Node;
  let config: ServerConfig;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xm-multi-'));

  async function node(extra: Partial<ServerConfig> = {}): Promise<Node> {
    const handle = openDb({ databaseUrl: url, dataDir: dir });
    const app = await buildApp({ config: { ...config, ...extra }, db: handle, logger: false, live: { pollMs: 60_000, fallbackMs: 60_000, heartbeatMs: 60_000 } });
    await app.ready();
    return { app, handle };
  }

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: BASE });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    const u = new URL(BASE!);
    u.searchParams.set('options', `-c search_path=${schema}`);
    url = u.toString();
    config = { ...loadConfig({ DATA_DIR: dir, STATIC_DIR: path.join(dir, 'no-spa') }), databaseUrl: url, loginFailPerAccountHour: 4, loginFailPerIpHour: 1000, fileUrlSecret: 'multi-server-test-secret' };
    const first = openDb({ databaseUrl: url, dataDir: dir });
    await migrate(first, { schema });
    await seedIfNew(first, { demo: true, areas: TEST_SERVER_AREAS });
    await first.close();
    a = await node();
    b = await node();
  }, 120_000);

  afterAll(async () => {
    for (const n of [a, b]) {
      await n?.app.close();
      await n?.handle.close();
    }
    const admin = new pg.Client({ connectionString: BASE });
    await admin.connect();
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  async function call(n: Node, p: string, body?: unknown, token?: string) {
    const res = await n.app.inject({ method: 'POST', url: p, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) }, payload: body === undefined ? undefined : JSON.stringify(body) });
    return res.json() as { code: number; msg: string; data: any };
  }
  const LOGIN = '/xm-merchant/company/auth/login';
  const INFO = '/xm-merchant/company/user/info';

  it('a login on one server is valid on the other; a logout on one is refused on the other at the next request', async () => {
    const token = (await call(a, LOGIN, { phone: SEED_ACCOUNTS.owner, password: 'Demo@123456' })).data.authToken as string;
    // Both servers have resolved (and, on PostgreSQL, cached) the token.
    for (let i = 0; i < 3; i++) {
      expect((await call(b, INFO, undefined, token)).code).toBe(1);
      expect((await call(a, INFO, undefined, token)).code).toBe(1);
    }
    expect((await call(a, '/xm-merchant/company/auth/logout', undefined, token)).code).toBe(1);
    expect((await call(b, INFO, undefined, token)).code).toBe(Code.TOKEN_INVALID);
    expect((await call(a, INFO, undefined, token)).code).toBe(Code.TOKEN_INVALID);
  });

  it('a member disabled on one server is refused on the other at the next request', async () => {
    const owner = (await call(a, LOGIN, { phone: SEED_ACCOUNTS.owner, password: 'Demo@123456' })).data.authToken as string;
    const staff = (await call(b, LOGIN, { phone: SEED_ACCOUNTS.staff, password: 'Demo@123456' })).data.authToken as string;
    const who = await call(b, INFO, undefined, staff);
    expect(who.code).toBe(1);
    expect((await call(b, INFO, undefined, staff)).code).toBe(1);
    // Disabled by hand in the database (as the platform CLI would, from a third process): the trigger tells both.
    await a.handle.db.updateTable('merchant_user').set({ status: 0 }).where('id', '=', who.data.userId).execute();
    await expect.poll(async () => (await call(b, INFO, undefined, staff)).code, { timeout: 2000, interval: 20 }).toBe(Code.TOKEN_INVALID);
    await a.handle.db.updateTable('merchant_user').set({ status: 1 }).where('id', '=', who.data.userId).execute();
    expect(owner).toBeTruthy();
  });

  it('while a server\'s LISTEN connection is down it caches no identity, and it reconnects by itself', async () => {
    const token = (await call(a, LOGIN, { phone: SEED_ACCOUNTS.owner, password: 'Demo@123456' })).data.authToken as string;
    const listener = b.handle.listener!;
    expect(listener.connected).toBe(true);
    const pid = listener.backendPid;
    await sql`select pg_terminate_backend(${pid})`.execute(a.handle.db);
    await expect.poll(() => listener.connected, { timeout: 3000, interval: 10 }).toBe(false);
    // Down: every request reads the session (nothing is kept that a missed notification could leave stale).
    for (let i = 0; i < 2; i++) {
      const before = b.handle.stats!.queries;
      expect((await call(b, INFO, undefined, token)).code).toBe(1);
      expect(b.handle.stats!.queries - before).toBe(1);
    }
    await expect.poll(() => listener.connected, { timeout: 5000, interval: 50 }).toBe(true);
    expect(listener.backendPid).not.toBe(pid);
    await call(b, INFO, undefined, token);
    const before = b.handle.stats!.queries;
    expect((await call(b, INFO, undefined, token)).code).toBe(1);
    expect(b.handle.stats!.queries - before).toBe(0);
    // And a logout on the other server still reaches it.
    expect((await call(a, '/xm-merchant/company/auth/logout', undefined, token)).code).toBe(1);
    expect((await call(b, INFO, undefined, token)).code).toBe(Code.TOKEN_INVALID);
  });

  it('failed logins are counted across servers', async () => {
    const phone = SEED_ACCOUNTS.staff;
    // loginFailPerAccountHour = 4: two wrong passwords on each server…
    for (const n of [a, b, a, b]) expect((await call(n, LOGIN, { phone, password: 'Wrong@12345x' })).msg).toBe('手机号或密码错误');
    // …and the right one is refused on both.
    for (const n of [a, b]) expect(await call(n, LOGIN, { phone, password: 'Demo@123456' })).toMatchObject({ code: 0, msg: '登录失败次数过多，请1小时后再试' });
    await a.handle.db.deleteFrom('login_attempt').where('phone', '=', phone).execute();
  });

  it('an event written through one server reaches a live stream on the other at once (LISTEN/NOTIFY, no polling)', async () => {
    const token = (await call(a, LOGIN, { phone: SEED_ACCOUNTS.owner, password: 'Demo@123456' })).data.authToken as string;
    const info = await call(b, INFO, undefined, token);
    const frames: string[] = [];
    const { resolveAuth } = await import('./session.ts');
    const auth = await resolveAuth(b.handle.db, config, `Bearer ${token}`);
    const off = await b.app.live.subscribe(auth, `Bearer ${token}`, { write: (f) => frames.push(f), end: () => {} }, null);
    try {
      expect(b.app.live.signalKind).toBe('postgres');
      await a.handle.db.transaction().execute((trx) => emitEvent(trx, { companyId: info.data.companyId, kind: 'multiTest.ping', subjectId: 7, payload: { n: 1 }, now: Date.now() }));
      // pollMs and fallbackMs are a minute: only the notification can deliver it this fast.
      await expect.poll(() => frames.some((f) => f.includes('multiTest.ping')), { timeout: 3000, interval: 20 }).toBe(true);
    } finally {
      off();
    }
  });

  it('an order export whose server died mid-run is finished by another server once the lease runs out', async () => {
    const owner = (await call(a, LOGIN, { phone: SEED_ACCOUNTS.owner, password: 'Demo@123456' })).data.authToken as string;
    const info = await call(a, INFO, undefined, owner);
    // The state a server leaves when it dies mid-export: the export row running, its job leased to the dead process.
    const now = Date.now();
    const row = await a.handle.db
      .insertInto('order_export_job')
      .values({ company_id: info.data.companyId, user_id: info.data.userId, filter: '{}', reveal: 0, status: 1, total: 5, done: 1, file_name: 'x.xlsx', content: null, error: null, created_at: now, finished_at: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await schedule(a.handle.db, { kind: EXPORT_JOB_KIND, key: exportJobKey(row.id), runAt: 0, payload: { jobId: row.id } });
    await a.handle.db.updateTable('job').set({ lease_owner: 'dead-server:1:abc', lease_until: now + 60_000, attempts: 1 }).where('biz_key', '=', exportJobKey(row.id)).execute();
    // While the lease holds, nobody else touches it.
    expect((await runNow(b.handle, exportJobKey(row.id))).ran).toEqual([]);
    await a.handle.db.updateTable('job').set({ lease_until: now - 1 }).where('biz_key', '=', exportJobKey(row.id)).execute();
    const r = await runNow(b.handle, exportJobKey(row.id));
    expect(r.ran.map((j) => j.error)).toEqual([null]);
    const done = await a.handle.db.selectFrom('order_export_job').select(['status', 'content']).where('id', '=', row.id).executeTakeFirstOrThrow();
    expect(done.status).toBe(2);
    expect(done.content?.length ?? 0).toBeGreaterThan(100);
  });

  it('background jobs run once across two worker processes, and a job whose process is killed mid-run is finished by the other', async () => {
    await sql`create table job_probe (biz_key text not null, owner text not null, phase text not null, at bigint not null)`.execute(a.handle.db);
    const N = 6;
    for (let i = 0; i < N; i++) await schedule(a.handle.db, { kind: 'probe.slow', key: `probe:${i}`, runAt: 0 });
    const env = { ...process.env, DATABASE_URL: url, JOB_LEASE_MS: '1500', PROBE_MS: '500' };
    const start = () => spawn(process.execPath, ['--import', 'tsx', path.join('server', 'testing', 'job-worker.ts')], { cwd: process.cwd(), env, stdio: ['ignore', 'pipe', 'inherit'] });
    const workers: ChildProcess[] = [start(), start()];
    const probes = async () => (await sql<{ biz_key: string; owner: string; phase: string }>`select biz_key, owner, phase from job_probe order by at`.execute(a.handle.db)).rows;
    try {
      // Kill the first worker while it is in the middle of a job (started, not ended).
      const victimPid = workers[0]!.pid!;
      await expect
        .poll(async () => (await probes()).some((p) => p.phase === 'start' && p.owner.includes(`:${victimPid}:`)), { timeout: 20_000, interval: 25 })
        .toBe(true);
      workers[0]!.kill('SIGKILL');
      await expect
        .poll(async () => Number((await a.handle.db.selectFrom('job').select((e) => e.fn.countAll<number>().as('n')).where('kind', '=', 'probe.slow').where('done_at', 'is', null).executeTakeFirstOrThrow()).n), { timeout: 30_000, interval: 100 })
        .toBe(0);
      const rows = await probes();
      const ends = new Map<string, number>();
      for (const p of rows) if (p.phase === 'end') ends.set(p.biz_key, (ends.get(p.biz_key) ?? 0) + 1);
      // Never lost: every job finished. Never twice: each finished exactly once.
      expect([...ends.keys()].sort()).toEqual(Array.from({ length: N }, (_, i) => `probe:${i}`).sort());
      expect([...ends.values()].every((n) => n === 1)).toBe(true);
      // The killed run was started again by the survivor (handlers are idempotent by key).
      const cut = rows.find((p) => p.phase === 'start' && p.owner.includes(`:${victimPid}:`))!;
      expect(rows.filter((p) => p.biz_key === cut.biz_key && p.phase === 'start').length).toBe(2);
      expect(rows.some((p) => p.biz_key === cut.biz_key && p.phase === 'end' && p.owner.includes(`:${victimPid}:`))).toBe(false);
    } finally {
      for (const w of workers) if (w.exitCode === null && w.signalCode === null) w.kill('SIGKILL');
    }
  }, 90_000);
});

/** Redis pub/sub instead of LISTEN/NOTIFY (REDIS_URL), with a redis-server started here when one is installed. */
const redisBin = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).stdout.trim();
describe.skipIf(!BASE || !redisBin)('live updates across servers through Redis (REDIS_URL)', () => {
  const schema = `t_redis_${randomBytes(5).toString('hex')}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xm-redis-'));
  let redis: ChildProcess | null = null;
  let port = 0;
  const nodes: Node[] = [];
  let url = '';

  beforeAll(async () => {
    port = await new Promise<number>((resolve) => {
      const s = net.createServer().listen(0, '127.0.0.1', () => {
        const p = (s.address() as net.AddressInfo).port;
        s.close(() => resolve(p));
      });
    });
    redis = spawn(redisBin, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    const admin = new pg.Client({ connectionString: BASE });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    const u = new URL(BASE!);
    u.searchParams.set('options', `-c search_path=${schema}`);
    url = u.toString();
    const first = openDb({ databaseUrl: url, dataDir: dir });
    await migrate(first, { schema });
    await seedIfNew(first, { demo: true, areas: TEST_SERVER_AREAS });
    await first.close();
    const config = { ...loadConfig({ DATA_DIR: dir, STATIC_DIR: path.join(dir, 'no-spa') }), databaseUrl: url, redisUrl: `redis://127.0.0.1:${port}`, fileUrlSecret: 'multi-server-test-secret' };
    for (let i = 0; i < 2; i++) {
      const handle = openDb({ databaseUrl: url, dataDir: dir });
      const app = await buildApp({ config, db: handle, logger: false, live: { pollMs: 60_000, fallbackMs: 60_000, heartbeatMs: 60_000 } });
      await app.ready();
      nodes.push({ app, handle });
    }
  }, 120_000);

  afterAll(async () => {
    for (const n of nodes) {
      await n.app.close();
      await n.handle.close();
    }
    redis?.kill('SIGTERM');
    const admin = new pg.Client({ connectionString: BASE });
    await admin.connect();
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('an event committed through one server wakes the other through Redis', async () => {
    const [a, b] = nodes as [Node, Node];
    const login = await a.app.inject({ method: 'POST', url: '/xm-merchant/company/auth/login', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ phone: SEED_ACCOUNTS.owner, password: 'Demo@123456' }) });
    const token = login.json().data.authToken as string;
    const { resolveAuth } = await import('./session.ts');
    const auth = await resolveAuth(b.handle.db, b.app.deps.config, `Bearer ${token}`);
    const frames: string[] = [];
    const off = await b.app.live.subscribe(auth, `Bearer ${token}`, { write: (f) => frames.push(f), end: () => {} }, null);
    try {
      expect(b.app.live.signalKind).toBe('redis');
      // Redis may take a moment to accept the subscription.
      await new Promise((r) => setTimeout(r, 500));
      await a.handle.db.transaction().execute((trx) => emitEvent(trx, { companyId: auth.companyId, kind: 'multiTest.redis', payload: {}, now: Date.now() }));
      await expect.poll(() => frames.some((f) => f.includes('multiTest.redis')), { timeout: 3000, interval: 20 }).toBe(true);
    } finally {
      off();
    }
  });
});
