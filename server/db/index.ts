import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresDialect, type SqliteDatabase } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import type { Database } from './schema.ts';
import { FairSqliteDialect } from './fair-sqlite.ts';
import * as m0001 from './migrations/0001_init.ts';
import * as m0002 from './migrations/0002_onboarding.ts';
import * as m0003 from './migrations/0003_goods.ts';
import * as m0004 from './migrations/0004_orders.ts';
import * as m0005 from './migrations/0005_order_list_epoch.ts';

export type Dialect = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;

export interface DbHandle {
  db: Db;
  dialect: Dialect;
  /** Where the data lives, for logs: a file path or the PostgreSQL host/database. */
  location: string;
  close(): Promise<void>;
}

/** PostgreSQL int8 (ms timestamps, bigserial ids) fits in a JS number for our ranges. */
pg.types.setTypeParser(20, (v) => Number(v));

export function openDb(opts: { databaseUrl: string | null; dataDir: string; sqliteFile?: string }): DbHandle {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const u = new URL(opts.databaseUrl);
    return { db, dialect: 'postgres', location: `${u.host}${u.pathname}`, close: () => db.destroy() };
  }
  fs.mkdirSync(opts.dataDir, { recursive: true });
  const file = opts.sqliteFile ?? path.join(opts.dataDir, 'merchant.sqlite');
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new FairSqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, dialect: 'sqlite', location: file, close: () => db.destroy() };
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
export function withStatementCache(sqlite: SQLite.Database, max = STATEMENT_CACHE_SIZE): SqliteDatabase & { readonly cached: number } {
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
  const { error, results } = await new Migrator({ db: handle.db, provider, allowUnorderedMigrations: true, ...(opts.schema ? { migrationTableSchema: opts.schema } : {}) }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`数据库迁移失败：${failed?.migrationName ?? ''} ${String(error)}`);
  }
}
