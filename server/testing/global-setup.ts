/**
 * Vitest global setup of the server tests: a run id and a directory for the seeded templates (./templates.ts),
 * inherited by every test worker through the environment; at the end the directory and this run's PostgreSQL
 * databases (templates and any server database a failed test left behind) are removed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { runDatabasePrefix } from './templates.ts';

/** Template and server databases of runs that started more than 6 hours ago and never cleaned up after themselves. */
async function dropStale(): Promise<void> {
  if (!process.env.TEST_DATABASE_URL) return;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  try {
    await admin.connect();
    const r = await admin.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname ~ '^xm_(tpl|t)_[0-9a-z]{12}_'`);
    for (const { datname } of r.rows) {
      const started = parseInt(datname.replace(/^xm_(tpl|t)_/, '').slice(0, 8), 36);
      if (Date.now() - started > 6 * 3600_000) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    }
  } catch {
    // best effort: a later run tries again
  } finally {
    await admin.end().catch(() => {});
  }
}

export default function setup(): () => Promise<void> {
  // The run id starts with the time (base 36, 8 characters): databases of a run that never reached its teardown
  // (a killed process) are recognised and dropped by a later run.
  const run = `${Date.now().toString(36).padStart(8, '0')}${randomBytes(2).toString('hex')}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xm-test-run-'));
  process.env.XM_TEST_RUN = run;
  void dropStale();
  process.env.XM_TEST_RUN_DIR = dir;
  return async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    if (!process.env.TEST_DATABASE_URL) return;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    try {
      await admin.connect();
      const [tpl, srv] = runDatabasePrefix(run);
      const r = await admin.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE $1 OR datname LIKE $2`, [`${tpl}%`, `${srv}%`]);
      for (const { datname } of r.rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    } catch (err) {
      console.error(`清理测试数据库失败：${err instanceof Error ? err.message : String(err)}`);
    } finally {
      await admin.end().catch(() => {});
    }
  };
}
