import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresDialect, type SqliteDatabase } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import type { Database } from './schema.ts';
import { FairSqliteDialect } from './fair-sqlite.ts';
import { PgListener } from './pg-listen.ts';
import * as m0001 from './migrations/0001_init.ts';
import * as m0002 from './migrations/0002_onboarding.ts';
import * as m0003 from './migrations/0003_goods.ts';
import * as m0004 from './migrations/0004_orders.ts';
import * as m0005 from './migrations/0005_order_list_epoch.ts';
import * as m0006 from './migrations/0006_finance_ledger.ts';
import * as m0007 from './migrations/0007_finance_ops.ts';
import * as m0008 from './migrations/0008_finance_fixes.ts';
import * as m0009 from './migrations/0009_events.ts';
import * as m0010 from './migrations/0010_permission.ts';
import * as m0013 from './migrations/0013_company.ts';
import * as m0011 from './migrations/0011_shop_setting.ts';
import * as m0014 from './migrations/0014_after_sale.ts';
import * as m0015 from './migrations/0015_marketing.ts';
import * as m0012 from './migrations/0012_customer_service.ts';
import * as m0019 from './migrations/0019_multi_server.ts';
import * as m0026 from './migrations/0026_indexes.ts';
import * as m0027 from './migrations/0027_task_sample.ts';
import * as m0028 from './migrations/0028_after_sale_counter.ts';
import * as m0029 from './migrations/0029_activity_stock.ts';
import * as m0030 from './migrations/0030_open_erp_speed.ts';
import * as m0031 from './migrations/0031_referral_totals.ts';
import * as m0032 from './migrations/0032_school_employee_speed.ts';
import * as m0033 from './migrations/0033_campus_group.ts';
import * as m0017 from './migrations/0017_open_erp.ts';
import * as m0018 from './migrations/0018_content.ts';
import * as m0016 from './migrations/0016_school_employee.ts';
import * as m0025 from './migrations/0025_sanchuang.ts';
import * as m0020 from './migrations/0020_sales_reward.ts';
import * as m0021 from './migrations/0021_task_package.ts';
import * as m0022 from './migrations/0022_remote_task_publish.ts';
import * as m0023 from './migrations/0023_internship_certificate.ts';
import * as m0024 from './migrations/0024_roadshow.ts';

export type Dialect = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;

export interface DbHandle {
  db: Db;
  dialect: Dialect;
  /** Where the data lives, for logs: a file path or the PostgreSQL host/database. */
  location: string;
  close(): Promise<void>;
  /** Statements sent to the database by this handle since it was opened (BEGIN and COMMIT included): the round trips. */
  stats?: { queries: number };
  /** PostgreSQL only: this process's LISTEN connection (session cache invalidation, live updates across servers). */
  listener?: PgListener;
  /**
   * PostgreSQL only: bumped when this process writes a table a request's identity is read from (session, member,
   * company, roles: firesAuthNotify), when the statement is sent and when it completes; `committed` when such a change
   * is committed. The session cache of this process drops what it holds at once, without waiting for the notification
   * other processes get; a request that committed one waits for that notification (authChangesPublished).
   */
  authWrites?: { n: number; committed: number };
  /** PostgreSQL only: called after a transaction (or statement) that wrote to the event outbox has committed. */
  eventCommitHooks?: Set<() => void>;
}

/**
 * Whether a statement fires one of migration 0019's `xm_auth` triggers (the same tables and columns): such a statement
 * changes what resolveAuth reads. Logins (a new session, last_login_at) and the last_seen_at touch do not.
 */
export function firesAuthNotify(text: string): boolean {
  const m = /^\s*(update|insert\s+into|delete\s+from|truncate)\s+"?(session|merchant_user|company|role|role_key|user_role)"?[\s(]/i.exec(text);
  if (!m) return false;
  const verb = m[1]!.toLowerCase();
  const table = m[2]!.toLowerCase();
  if (verb !== 'update') return verb.startsWith('delete') || verb === 'truncate' || table === 'company' || table === 'role_key' || table === 'user_role';
  if (table !== 'session' && table !== 'merchant_user') return true;
  const set = text.slice(m[0].length).split(/\swhere\s/i)[0]!;
  const cols = table === 'session' ? ['revoked_at', 'expires_at', 'user_id', 'token_hash'] : ['company_id', 'phone', 'name', 'avatar', 'is_owner', 'status'];
  return cols.some((c) => new RegExp(`(^|[\\s,"])${c}"?\\s*=`, 'i').test(set));
}

/** The handle a Db came from (root Db objects only; a transaction is not registered). */
const handles = new WeakMap<Db, DbHandle>();
export function handleOf(db: Db): DbHandle | undefined {
  return handles.get(db);
}

/** Connections per server process to PostgreSQL (PG_POOL_MAX). */
export function pgPoolMax(env: NodeJS.ProcessEnv = process.env): number {
  const n = Number(env.PG_POOL_MAX);
  return Number.isInteger(n) && n >= 1 && n <= 200 ? n : PG_POOL_DEFAULT;
}
export const PG_POOL_DEFAULT = 10;

/** Distinct statements a process prepares by name on PostgreSQL; statements beyond these run unnamed. */
export const PG_PREPARED_MAX = 500;

/**
 * The pool Kysely sees on PostgreSQL: each client's query(text, values) becomes a named prepared statement (name =
 * hash of the text), so PostgreSQL parses and analyses a statement once per connection instead of on every request;
 * only DML (select/insert/update/delete/with) is prepared, never DDL, and only while `prepare.on` (off while
 * migrating). Every statement is counted in `stats.queries`.
 */
function wrapPool(pool: pg.Pool, stats: { queries: number }, prepare: { on: boolean }, authWrites: { n: number; committed: number }, eventHooks: Set<() => void>): pg.Pool {
  const names = new Map<string, string>();
  const nameOf = (text: string): string | null => {
    let n = names.get(text);
    if (n !== undefined) return n;
    if (names.size >= PG_PREPARED_MAX || !/^\s*(select|insert|update|delete|with)\b/i.test(text)) return null;
    n = `xm_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    names.set(text, n);
    return n;
  };
  const patched = new WeakSet<pg.PoolClient>();
  return new Proxy(pool, {
    get(target, prop) {
      if (prop !== 'connect') {
        const v = Reflect.get(target, prop, target);
        return typeof v === 'function' ? v.bind(target) : v;
      }
      return async () => {
        const client = await target.connect();
        if (!patched.has(client)) {
          patched.add(client);
          const query = client.query.bind(client) as (...a: unknown[]) => unknown;
          let inTx = false;
          let dirty = false;
          let eventsDirty = false;
          const eventsCommitted = () => {
            for (const h of eventHooks) h();
          };
          const settle = (p: unknown, bump: boolean, commits: boolean, events: boolean) => {
            if (events && p instanceof Promise) p.then(eventsCommitted, () => {});
            if (bump && p instanceof Promise) {
              p.then(
                () => {
                  authWrites.n++;
                  if (commits) authWrites.committed++;
                },
                () => void authWrites.n++,
              );
            }
            return p;
          };
          (client as { query: unknown }).query = (a: unknown, b?: unknown, c?: unknown) => {
            stats.queries++;
            let bump = false;
            let commits = false;
            let events = false;
            if (typeof a === 'string') {
              if (/^\s*(begin|start\s+transaction)\b/i.test(a)) inTx = true;
              else if (/^\s*(commit|rollback)\b/i.test(a)) {
                inTx = false;
                events = eventsDirty && /^\s*commit/i.test(a);
                eventsDirty = false;
                if (dirty) {
                  dirty = false;
                  bump = true;
                  commits = /^\s*commit/i.test(a);
                }
              } else if (eventHooks.size && /^\s*insert\s+into\s+"?event"?[\s(]/i.test(a)) {
                if (inTx) eventsDirty = true;
                else events = true;
              } else if (firesAuthNotify(a)) {
                authWrites.n++;
                bump = true;
                if (inTx) dirty = true;
                else commits = true;
              }
            }
            if (prepare.on && typeof a === 'string' && Array.isArray(b) && c === undefined) {
              const name = nameOf(a);
              if (name) return settle(query({ name, text: a, values: b }), bump, commits, events);
            }
            return settle(c === undefined ? (b === undefined ? query(a) : query(a, b)) : query(a, b, c), bump, commits, events);
          };
        }
        return client;
      };
    },
  });
}

/** PostgreSQL int8 (ms timestamps, bigserial ids) fits in a JS number for our ranges. */
pg.types.setTypeParser(20, (v) => Number(v));

export function openDb(opts: { databaseUrl: string | null; dataDir: string; sqliteFile?: string }): DbHandle {
  const stats = { queries: 0 };
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: pgPoolMax() });
    const prepare = { on: process.env.PG_PREPARE !== '0' };
    const authWrites = { n: 0, committed: 0 };
    const eventCommitHooks = new Set<() => void>();
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: wrapPool(pool, stats, prepare, authWrites, eventCommitHooks) }) });
    const u = new URL(opts.databaseUrl);
    const listener = new PgListener(opts.databaseUrl);
    const handle: DbHandle & { prepare: { on: boolean } } = {
      db,
      dialect: 'postgres',
      location: `${u.host}${u.pathname}`,
      stats,
      listener,
      authWrites,
      eventCommitHooks,
      prepare,
      close: async () => {
        await listener.close();
        await db.destroy();
      },
    };
    handles.set(db, handle);
    return handle;
  }
  fs.mkdirSync(opts.dataDir, { recursive: true });
  const file = opts.sqliteFile ?? path.join(opts.dataDir, 'merchant.sqlite');
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new FairSqliteDialect({ database: withStatementCache(sqlite, STATEMENT_CACHE_SIZE, stats) }) });
  const handle: DbHandle = { db, dialect: 'sqlite', location: file, stats, close: () => db.destroy() };
  handles.set(db, handle);
  return handle;
}

/** How many prepared statements a SQLite connection keeps (least recently used dropped first). */
export const STATEMENT_CACHE_SIZE = 256;

/**
 * Kysely's SQLite driver calls `prepare(sql)` for every query; compiling the SQL again each time cost about a third
 * of the order list request. This wrapper keeps the prepared statements by SQL text in a small LRU, so a query
 * Kysely has compiled before is only bound and run. better-sqlite3 re-prepares a statement by itself when the
 * schema changes, and finalizes them all on close. A statement still being iterated (a streamed select) is never
 * handed out twice: the caller gets a fresh one instead.
 */
export function withStatementCache(sqlite: SQLite.Database, max = STATEMENT_CACHE_SIZE, stats?: { queries: number }): SqliteDatabase & { readonly cached: number } {
  const cache = new Map<string, SQLite.Statement>();
  return {
    get cached() {
      return cache.size;
    },
    prepare(sql: string) {
      // Kysely opens transactions with a deferred BEGIN. With several server processes on one file (WEB_CONCURRENCY)
      // or the platform CLI writing alongside, a deferred transaction that read first and then writes fails at once
      // with SQLITE_BUSY instead of waiting; taking the write lock at BEGIN lets busy_timeout queue it. Within one
      // process Kysely already runs one transaction at a time on its single connection, so nothing else changes.
      if (sql === 'begin') sql = 'begin immediate';
      if (stats) stats.queries++;
      const hit = cache.get(sql);
      if (hit) {
        if (hit.busy) return sqlite.prepare(sql);
        cache.delete(sql); // re-inserted below: Map order is the recency order
        cache.set(sql, hit);
        return hit;
      }
      const stmt = sqlite.prepare(sql);
      cache.set(sql, stmt);
      if (cache.size > max) cache.delete(cache.keys().next().value!);
      return stmt;
    },
    close() {
      cache.clear();
      sqlite.close();
    },
  };
}

/** One migration set for both databases; each migration receives the dialect for the few types that differ. */
const MIGRATIONS: Record<string, { up(db: Kysely<any>, d: Dialect): Promise<void> }> = {
  '0001_init': m0001,
  '0002_onboarding': m0002,
  // 0002_onboarding (company verification, uploads, feedback), 0004_orders: added by their issues.
  '0003_goods': m0003,
  '0004_orders': m0004,
  '0005_order_list_epoch': m0005,
  '0006_finance_ledger': m0006,
  '0007_finance_ops': m0007,
  '0008_finance_fixes': m0008,
  '0009_events': m0009,
  '0010_permission': m0010,
  '0013_company': m0013,
  '0011_shop_setting': m0011,
  '0014_after_sale': m0014,
  '0012_customer_service': m0012,
  '0019_multi_server': m0019,
  '0017_open_erp': m0017,
  '0018_content': m0018,
  '0016_school_employee': m0016,
  '0020_sales_reward': m0020,
  '0015_marketing': m0015,
  '0026_indexes': m0026,
  '0025_sanchuang': m0025,
  '0021_task_package': m0021,
  '0022_remote_task_publish': m0022,
  '0023_internship_certificate': m0023,
  '0024_roadshow': m0024,
  '0027_task_sample': m0027,
  '0028_after_sale_counter': m0028,
  '0029_activity_stock': m0029,
  '0030_open_erp_speed': m0030,
  '0031_referral_totals': m0031,
  '0032_school_employee_speed': m0032,
  '0033_campus_group': m0033,
};

/** `schema`: PostgreSQL schema holding the migration tables (tests run each server in its own schema). */
export async function migrate(handle: DbHandle, opts: { schema?: string } = {}): Promise<void> {
  const provider: MigrationProvider = {
    async getMigrations() {
      const out: Record<string, Migration> = {};
      for (const [name, mod] of Object.entries(MIGRATIONS)) {
        out[name] = { up: (db) => mod.up(db, handle.dialect) };
      }
      return out;
    },
  };
  // No named statements while the schema changes (a statement prepared before an ALTER could no longer run).
  const prepare = (handle as { prepare?: { on: boolean } }).prepare;
  const was = prepare?.on ?? false;
  if (prepare) prepare.on = false;
  const { error, results } = await new Migrator({ db: handle.db, provider, allowUnorderedMigrations: true, ...(opts.schema ? { migrationTableSchema: opts.schema } : {}) }).migrateToLatest();
  if (prepare) prepare.on = was;
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`数据库迁移失败：${failed?.migrationName ?? ''} ${String(error)}`);
  }
}
