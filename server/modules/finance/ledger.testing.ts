import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrate, openDb, type DbHandle } from '../../db/index.ts';

/** A migrated scratch database (SQLite file, or a fresh PostgreSQL schema under TEST_DATABASE_URL), for ledger tests. */
export async function openScratchDb(dialect: 'sqlite' | 'postgres'): Promise<DbHandle & { file: string | null; url: string | null; drop(): Promise<void> }> {
  if (dialect === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xm-fin-'));
    const handle = openDb({ databaseUrl: null, dataDir: dir });
    await migrate(handle);
    return {
      ...handle,
      file: path.join(dir, 'merchant.sqlite'),
      url: null,
      async drop() {
        await handle.close();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const base = process.env.TEST_DATABASE_URL!;
  const schema = `f_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const u = new URL(base);
  u.searchParams.set('options', `-c search_path=${schema}`);
  const handle = openDb({ databaseUrl: u.toString(), dataDir: os.tmpdir() });
  await migrate(handle, { schema });
  return {
    ...handle,
    file: null,
    url: u.toString(),
    async drop() {
      await handle.close();
      const a = new pg.Client({ connectionString: base });
      await a.connect();
      await a.query(`DROP SCHEMA ${schema} CASCADE`);
      await a.end();
    },
  };
}
