import { afterEach, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { FifoLock } from './fair-sqlite.ts';
import { openDb, type DbHandle } from './index.ts';

describe('FifoLock', () => {
  it('hands the lock to waiters in arrival order, before a caller that comes at release time', async () => {
    const lock = new FifoLock();
    const order: string[] = [];
    await lock.acquire();
    const waiters = ['a', 'b', 'c'].map((name) => lock.acquire().then(() => order.push(name)));
    expect(lock.waiting).toBe(3);
    lock.release();
    // Arrives between the release and the first waiter running: it queues behind b and c.
    const late = lock.acquire().then(() => order.push('late'));
    for (let i = 0; i < 4; i++) {
      await Promise.resolve();
      await new Promise((r) => setImmediate(r));
      lock.release();
    }
    await Promise.all([...waiters, late]);
    expect(order).toEqual(['a', 'b', 'c', 'late']);
  });

  it('is free again when the last holder releases', async () => {
    const lock = new FifoLock();
    await lock.acquire();
    lock.release();
    let got = false;
    await lock.acquire().then(() => (got = true));
    expect(got).toBe(true);
    expect(lock.waiting).toBe(0);
  });
});

describe('FairSqliteDialect', () => {
  let handle: DbHandle | null = null;
  afterEach(async () => {
    await handle?.close();
    handle = null;
  });

  it('keeps the connection for a transaction: a query asked for meanwhile waits and sees only committed data', async () => {
    handle = openDb({ databaseUrl: null, dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'xm-fair-')) });
    const db = handle.db;
    await sql`create table t (v integer)`.execute(db);
    await sql`insert into t values (1)`.execute(db);
    const seen: number[] = [];
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const tx = db.transaction().execute(async (trx) => {
      await sql`update t set v = 2`.execute(trx);
      await gate; // other requests run while this transaction is open
      await sql`update t set v = 3`.execute(trx);
    });
    const read = sql<{ v: number }>`select v from t`.execute(db).then((r) => seen.push(r.rows[0]!.v));
    await new Promise((r) => setTimeout(r, 20));
    expect(seen).toEqual([]); // still waiting for the transaction
    release();
    await Promise.all([tx, read]);
    expect(seen).toEqual([3]);
  });

  it('runs concurrent transactions one after another, each whole', async () => {
    handle = openDb({ databaseUrl: null, dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'xm-fair-')) });
    const db = handle.db;
    await sql`create table log (who integer, step integer)`.execute(db);
    await Promise.all(
      [1, 2, 3].map((who) =>
        db.transaction().execute(async (trx) => {
          for (let step = 0; step < 3; step++) {
            await sql`insert into log values (${who}, ${step})`.execute(trx);
            await new Promise((r) => setImmediate(r));
          }
        }),
      ),
    );
    const rows = (await sql<{ who: number }>`select who from log order by rowid`.execute(db)).rows.map((r) => r.who);
    expect(rows).toEqual([1, 1, 1, 2, 2, 2, 3, 3, 3]);
  });
});
