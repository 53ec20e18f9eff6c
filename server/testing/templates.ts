/**
 * Seeded template databases for the server tests.
 *
 * Migrating and seeding the demo shop was most of a server test file's start-up (about 2 s on SQLite and 6 s on
 * PostgreSQL, for each of some 65 test servers per database). The first test server of a kind (database, demo flag,
 * seeded areas) migrates and seeds as before, then leaves a copy behind; the next ones of that kind start from the
 * copy: a file copy on SQLite, `CREATE DATABASE … TEMPLATE` on PostgreSQL. Then they run the same `migrate` and
 * `seedIfNew` as any server, which find nothing to do.
 *
 * The demo shop's times are relative to the moment it was seeded, so a copy is only used while it is younger than
 * TEMPLATE_MAX_AGE_MS: a test then meets data as fresh as it did when each file seeded its own (a test file's later
 * tests ran minutes after its seed already).
 *
 * The copies live in the run's directory (XM_TEST_RUN_DIR) and, on PostgreSQL, in databases named after the run
 * (XM_TEST_RUN), both set by the vitest global setup (./global-setup.ts), which removes them at the end. Without that
 * setup (a script calling startTestServer directly) every server seeds its own, as before.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'kysely';
import { migrate, openDb, type DbHandle } from '../db/index.ts';
import { seedIfNew, type SeedArea } from '../db/seed.ts';
import type { TestDialect } from './harness.ts';

export const TEMPLATE_MAX_AGE_MS = 5 * 60_000;

const RUN = process.env.XM_TEST_RUN && /^[a-z0-9]{1,20}$/.test(process.env.XM_TEST_RUN) ? process.env.XM_TEST_RUN : null;
const RUN_DIR = process.env.XM_TEST_RUN_DIR || null;

/** Names of this run's PostgreSQL databases: templates `xm_tpl_<run>_<kind>_<time>`, servers `xm_t_<run>_<random>`. */
export const runDatabasePrefix = (run: string) => [`xm_tpl_${run}_`, `xm_t_${run}_`];

function kindOf(dialect: TestDialect, demo: boolean, areas: SeedArea[]): string {
  const h = createHash('sha256').update(`${dialect}|${demo ? 1 : 0}|${areas.map((a) => a.area).join(',')}`).digest('hex');
  return h.slice(0, 10);
}

async function withAdmin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL! });
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
}

function databaseUrl(name: string): string {
  const u = new URL(process.env.TEST_DATABASE_URL!);
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * CREATE DATABASE, from a template when given. PostgreSQL refuses to copy a template while another session is still
 * connected to it (55006), and waits only 5 s for the template builder's closed connections to end: on a loaded
 * machine that can be too short, so try again a few times.
 */
async function createDatabase(name: string, template: string | null): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await withAdmin((c) => c.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`));
      return;
    } catch (err) {
      if ((err as { code?: string }).code !== '55006' || attempt >= 10) throw err;
      await new Promise((r) => setTimeout(r, 500 * attempt));
    }
  }
}

/**
 * Drops a test server's database once the server has closed. Not WITH (FORCE): a test may still hold a pool of its
 * own on it (closed after the server), whose connections must not be cut under it; such a database is left to the
 * run's teardown (./global-setup.ts), when every test process has exited.
 */
export async function dropDatabase(name: string): Promise<void> {
  try {
    await withAdmin((c) => c.query(`DROP DATABASE IF EXISTS ${name}`));
  } catch (err) {
    if ((err as { code?: string }).code !== '55006') throw err;
  }
}

async function migrateAndSeed(handle: DbHandle, demo: boolean, areas: SeedArea[]): Promise<void> {
  await migrate(handle);
  await seedIfNew(handle, { demo, areas });
}

/**
 * One template decision at a time per kind in this process: two servers started together (Promise.all) seed once,
 * the second copies what the first made. (Test files run one after another, so other processes do not race.)
 */
const locks = new Map<string, Promise<void>>();
async function withKindLock<T>(kind: string, fn: () => Promise<T>): Promise<T> {
  const before = locks.get(kind) ?? Promise.resolve();
  let release!: () => void;
  const mine = new Promise<void>((r) => (release = r));
  locks.set(kind, mine);
  await before;
  try {
    return await fn();
  } finally {
    release();
    if (locks.get(kind) === mine) locks.delete(kind);
  }
}

export interface SeededDb {
  handle: DbHandle;
  /** PostgreSQL: the server's own database (dropped when it closes); SQLite: null. */
  databaseName: string | null;
  databaseUrl: string | null;
}

/** A migrated database with the demo shop of `areas`, in `dir` (SQLite) or a database of its own (PostgreSQL). */
export async function openSeededDb(dialect: TestDialect, dir: string, demo: boolean, areas: SeedArea[]): Promise<SeededDb> {
  const kind = kindOf(dialect, demo, areas);
  if (dialect === 'sqlite') {
    const template = RUN_DIR ? path.join(RUN_DIR, `${kind}.sqlite`) : null;
    if (!template) {
      const handle = openDb({ databaseUrl: null, dataDir: dir });
      await migrateAndSeed(handle, demo, areas);
      return { handle, databaseName: null, databaseUrl: null };
    }
    const handle = await withKindLock(kind, async () => {
      let fresh = false;
      try {
        fresh = Date.now() - fs.statSync(template).mtimeMs < TEMPLATE_MAX_AGE_MS;
      } catch {
        fresh = false;
      }
      if (fresh) fs.copyFileSync(template, path.join(dir, 'merchant.sqlite'));
      const h = openDb({ databaseUrl: null, dataDir: dir });
      await migrateAndSeed(h, demo, areas);
      if (!fresh) {
        // A consistent single file (no WAL beside it), written under a name of its own and renamed into place.
        const tmp = `${template}.${randomBytes(4).toString('hex')}.tmp`;
        await sql`VACUUM INTO ${tmp}`.execute(h.db);
        fs.renameSync(tmp, template);
      }
      return h;
    });
    return { handle, databaseName: null, databaseUrl: null };
  }

  const name = RUN ? `xm_t_${RUN}_${randomBytes(5).toString('hex')}` : `xm_t_${randomBytes(8).toString('hex')}`;
  const template = RUN
    ? await withKindLock(kind, async () => {
        const prefix = `xm_tpl_${RUN}_${kind}_`;
        const newest = await withAdmin(async (c) => {
          const r = await c.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE $1 ORDER BY datname DESC LIMIT 1`, [`${prefix}%`]);
          return r.rows[0]?.datname ?? null;
        });
        if (newest && Date.now() - Number(newest.slice(prefix.length)) < TEMPLATE_MAX_AGE_MS) return newest;
        // Build a template: migrate and seed a database nobody else uses, then close every connection to it.
        const made = `${prefix}${Date.now()}`;
        await withAdmin((c) => c.query(`CREATE DATABASE ${made}`));
        const h = openDb({ databaseUrl: databaseUrl(made), dataDir: dir });
        try {
          await migrateAndSeed(h, demo, areas);
        } finally {
          await h.close();
        }
        return made;
      })
    : null;
  await createDatabase(name, template);
  const url = databaseUrl(name);
  const handle = openDb({ databaseUrl: url, dataDir: dir });
  await migrateAndSeed(handle, demo, areas);
  return { handle, databaseName: name, databaseUrl: url };
}
