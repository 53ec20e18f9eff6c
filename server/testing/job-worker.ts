/**
 * A server process's job worker alone (server/main.ts starts the same startJobWorker), for the multi-server test:
 * DATABASE_URL is the shared PostgreSQL database (search_path in the URL), JOB_LEASE_MS the lease. It registers the
 * test's kind `probe.slow`, which records its start, waits PROBE_MS and records its end (table job_probe, made by the
 * test), and works until killed.
 */
import { openDb } from '../db/index.ts';
import { registerJobKind, startJobWorker, workerId } from '../platform/scheduler.ts';
import { sql } from 'kysely';

const handle = openDb({ databaseUrl: process.env.DATABASE_URL!, dataDir: '/tmp' });
const wait = Number(process.env.PROBE_MS) || 400;
registerJobKind('probe.slow', async ({ db, job }) => {
  await sql`insert into job_probe (biz_key, owner, phase, at) values (${job.biz_key}, ${workerId()}, 'start', ${Date.now()})`.execute(db);
  await new Promise((r) => setTimeout(r, wait));
  await sql`insert into job_probe (biz_key, owner, phase, at) values (${job.biz_key}, ${workerId()}, 'end', ${Date.now()})`.execute(db);
  return 'ok';
});
startJobWorker(handle, { everyMs: 100, leaseMs: Number(process.env.JOB_LEASE_MS) || 1500, limit: 1 });
console.log(`ready ${workerId()}`);
setInterval(() => {}, 1 << 30);
