import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { withStatementCache } from './index.ts';

describe('SQLite prepared-statement cache', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
  });
  const open = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stmt-cache-'));
    dirs.push(dir);
    return new SQLite(path.join(dir, 'x.sqlite'));
  };

  it('prepares a SQL text once and hands the same statement back', () => {
    const raw = open();
    const db = withStatementCache(raw, 3);
    const a = db.prepare('select 1 as x');
    expect(db.prepare('select 1 as x')).toBe(a);
    expect(db.prepare('select 2 as x')).not.toBe(a);
    expect(db.cached).toBe(2);
    db.close();
    expect(raw.open).toBe(false);
  });

  it('keeps at most max statements, dropping the least recently used', () => {
    const db = withStatementCache(open(), 2);
    const one = db.prepare('select 1');
    const two = db.prepare('select 2');
    expect(db.prepare('select 1')).toBe(one); // 1 is now the most recent
    db.prepare('select 3'); // evicts 2
    expect(db.cached).toBe(2);
    expect(db.prepare('select 1')).toBe(one);
    expect(db.prepare('select 2')).not.toBe(two);
    db.close();
  });

  it('never hands out a statement that is still being iterated', () => {
    const raw = open();
    raw.exec('create table t (id integer primary key); insert into t (id) values (1), (2), (3);');
    const db = withStatementCache(raw);
    const q = 'select id from t order by id';
    const streaming = db.prepare(q) as unknown as SQLite.Statement;
    const seen: number[] = [];
    for (const row of streaming.iterate() as Iterable<{ id: number }>) {
      const other = db.prepare(q) as unknown as SQLite.Statement; // same SQL text while the cached statement is busy
      expect(other).not.toBe(streaming);
      expect((other.all() as Array<{ id: number }>).map((r) => r.id)).toEqual([1, 2, 3]);
      seen.push(row.id);
    }
    expect(seen).toEqual([1, 2, 3]);
    expect(db.prepare(q)).toBe(streaming); // free again
    db.close();
  });

  it('sees schema changes made after a statement was cached', async () => {
    const raw = open();
    raw.exec('create table t (id integer primary key, a text); insert into t values (1, \'x\');');
    const kdb = new Kysely<any>({ dialect: new SqliteDialect({ database: withStatementCache(raw) }) });
    expect((await sql`select * from t`.execute(kdb)).rows).toEqual([{ id: 1, a: 'x' }]);
    await sql`alter table t add column b integer default 7`.execute(kdb);
    expect((await sql`select * from t`.execute(kdb)).rows).toEqual([{ id: 1, a: 'x', b: 7 }]);
    await kdb.destroy();
  });
});

describe('SQLite transactions across processes', () => {
  it('take the write lock at BEGIN, so a second writer waits (busy_timeout) instead of failing with SQLITE_BUSY', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stmt-tx-'));
    try {
      const file = path.join(dir, 'x.sqlite');
      const a = new SQLite(file);
      a.pragma('journal_mode = WAL');
      a.exec('create table t (id integer primary key, n integer); insert into t values (1, 0);');
      const b = new SQLite(file); // another process's connection
      b.pragma('busy_timeout = 2000');
      const kdb = new Kysely<{ t: { id: number; n: number } }>({ dialect: new SqliteDialect({ database: withStatementCache(a) }) });
      let otherSawLock = false;
      await kdb.transaction().execute(async (trx) => {
        const { n } = await trx.selectFrom('t').select('n').where('id', '=', 1).executeTakeFirstOrThrow();
        // the other connection cannot start writing while this transaction is open (it would wait, then time out)
        b.pragma('busy_timeout = 0');
        try {
          b.exec('begin immediate');
          b.exec('rollback');
        } catch (e) {
          otherSawLock = (e as { code?: string }).code === 'SQLITE_BUSY';
        }
        await trx.updateTable('t').set({ n: n + 1 }).where('id', '=', 1).execute();
      });
      expect(otherSawLock).toBe(true);
      expect(b.prepare('select n from t').get()).toEqual({ n: 1 });
      await kdb.destroy();
      b.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
