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

export default function setup(): () => Promise<void> {
  const run = randomBytes(4).toString('hex');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xm-test-run-'));
  process.env.XM_TEST_RUN = run;
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
