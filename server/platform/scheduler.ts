import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { sql } from 'kysely';
import type { Db, DbHandle, Dialect } from '../db/index.ts';
import type { JobTable } from './schema.ts';
import type { Selectable } from 'kysely';
import { clock as defaultClock, type Clock } from '../lib/clock.ts';

/**
 * The durable, table-backed job scheduler every area shares. A `job` row is one due item (kind, unique business key,
 * run_at on the platform clock, attempts, lease, last error); recurring kinds keep one row whose run_at moves on
 * after each run. A worker claims due rows with a lease in one statement (on PostgreSQL with FOR UPDATE SKIP
 * LOCKED; on SQLite the statement holds the write lock), so several processes never run the same row at once and
 * a killed process's lease simply expires. Handlers must be idempotent by their key: a run cut short is run again.
 */
export type JobRow = Selectable<JobTable>;
export interface JobContext {
  db: Db;
  dialect: Dialect;
  job: JobRow;
  payload: unknown;
  /** The platform clock's now when the run started. */
  now: number;
}
export type JobHandler = (ctx: JobContext) => Promise<string | void>;

interface Kind {
  handler: JobHandler;
  /** Recurring kinds: one row keyed by the kind, run every `everyMs`. */
  everyMs?: number;
}
const kinds = new Map<string, Kind>();

/** Registers what runs a kind (areas call this from their module, once). */
export function registerJobKind(kind: string, handler: JobHandler, opts: { everyMs?: number } = {}): void {
  kinds.set(kind, { handler, ...(opts.everyMs ? { everyMs: opts.everyMs } : {}) });
}

export function registeredKinds(): string[] {
  return [...kinds.keys()];
}

/** Schedules a one-off job; a second call with the same key changes nothing. */
export async function schedule(db: Db, job: { kind: string; key: string; runAt: number; payload?: unknown }): Promise<void> {
  await db
    .insertInto('job')
    .values({ kind: job.kind, biz_key: job.key, payload: JSON.stringify(job.payload ?? {}), run_at: job.runAt, interval_ms: null, attempts: 0, lease_owner: null, lease_until: null, last_error: null, done_at: null, created_at: Date.now() })
    .onConflict((oc) => oc.column('biz_key').doNothing())
    .execute();
}

/** Makes sure each recurring kind has its row (due at once when new). */
export async function ensureRecurring(db: Db, now: number): Promise<void> {
  for (const [kind, k] of kinds) {
    if (!k.everyMs) continue;
    await db
      .insertInto('job')
      .values({ kind, biz_key: `recurring:${kind}`, payload: '{}', run_at: now, interval_ms: k.everyMs, attempts: 0, lease_owner: null, lease_until: null, last_error: null, done_at: null, created_at: Date.now() })
      .onConflict((oc) => oc.column('biz_key').doNothing())
      .execute();
  }
}

/** Claims up to `limit` due rows for `owner` until Date.now() + leaseMs (leases are on the machine's time). */
export async function claimDue(db: Db, dialect: Dialect, opts: { owner: string; now: number; limit?: number; leaseMs?: number }): Promise<JobRow[]> {
  // Only kinds this process can run: a process that loaded fewer areas (the platform command, the job service) leaves
  // the others' rows to a process that has them, instead of failing them.
  const known = [...kinds.keys()];
  if (!known.length) return [];
  const wall = Date.now();
  const leaseUntil = wall + (opts.leaseMs ?? 5 * 60_000);
  const lock = dialect === 'postgres' ? sql`for update skip locked` : sql``;
  const r = await sql<JobRow>`
    update job set lease_owner = ${opts.owner}, lease_until = ${leaseUntil}, attempts = attempts + 1
    where id in (
      select id from job
      where done_at is null
        and kind in (${sql.join(known)})
        -- due, or a recurring row more than one interval ahead (the platform clock moved back): due now
        and (run_at <= ${opts.now} or (interval_ms > 0 and run_at - interval_ms > ${opts.now}))
        and (lease_until is null or lease_until < ${wall})
      order by run_at, id
      limit ${opts.limit ?? 10}
      ${lock}
    )
    returning *`.execute(db);
  return r.rows.map((j) => ({ ...j, id: Number(j.id), run_at: Number(j.run_at), attempts: Number(j.attempts) }));
}

async function finish(db: Db, job: JobRow, owner: string, now: number, error: string | null): Promise<void> {
  const base = db.updateTable('job').where('id', '=', job.id).where('lease_owner', '=', owner);
  if (error === null) {
    if (job.interval_ms) await base.set({ run_at: now + Number(job.interval_ms), attempts: 0, lease_owner: null, lease_until: null, last_error: null }).execute();
    else await base.set({ done_at: Date.now(), lease_owner: null, lease_until: null, last_error: null }).execute();
  } else {
    const backoff = Math.min(3_600_000, 10_000 * 2 ** Math.min(job.attempts, 10));
    await base.set({ run_at: now + backoff, lease_owner: null, lease_until: null, last_error: error.slice(0, 500) }).execute();
  }
}

export interface RunReport {
  ran: Array<{ kind: string; key: string; result: string | null; error: string | null }>;
}

/** Claims and runs what is due once (the worker's tick; `npm run platform -- jobs run-due` for tests). */
export async function runDue(handle: { db: Db; dialect: Dialect }, opts: { owner?: string; clock?: Clock; limit?: number; leaseMs?: number } = {}): Promise<RunReport> {
  const c = opts.clock ?? defaultClock;
  const owner = opts.owner ?? workerId();
  await ensureRecurring(handle.db, c.now());
  const report: RunReport = { ran: [] };
  for (;;) {
    const claimed = await claimDue(handle.db, handle.dialect, { owner, now: c.now(), limit: opts.limit ?? 10, leaseMs: opts.leaseMs ?? DEFAULT_LEASE_MS });
    if (!claimed.length) return report;
    await runLeased(handle, claimed, owner, c, report, opts.leaseMs ?? DEFAULT_LEASE_MS);
  }
}

const DEFAULT_LEASE_MS = 5 * 60_000;

/**
 * Runs claimed rows while keeping their leases alive (a third of the lease each time), so a run longer than the lease
 * is never taken over by another process; a process that dies stops renewing and its jobs go to another once the
 * lease runs out.
 */
async function runLeased(handle: { db: Db; dialect: Dialect }, claimed: JobRow[], owner: string, c: Clock, report: RunReport, leaseMs: number): Promise<void> {
  const ids = claimed.map((j) => j.id);
  const renew = setInterval(() => {
    void handle.db.updateTable('job').set({ lease_until: Date.now() + leaseMs }).where('id', 'in', ids).where('lease_owner', '=', owner).where('done_at', 'is', null).execute().catch(() => {});
  }, Math.max(50, Math.floor(leaseMs / 3)));
  renew.unref?.();
  try {
    await runClaimed(handle, claimed, owner, c, report);
  } finally {
    clearInterval(renew);
  }
}

/**
 * Runs one scheduled job (by its key) at once in this process, if it is due, not done and nobody holds its lease; the
 * same lease as the worker's, so it runs once across processes, and if this process dies mid-run another worker
 * picks it up when the lease runs out. For work a request starts and wants done now (exports).
 */
export async function runNow(handle: { db: Db; dialect: Dialect }, key: string, opts: { owner?: string; clock?: Clock; leaseMs?: number } = {}): Promise<RunReport> {
  const c = opts.clock ?? defaultClock;
  const owner = opts.owner ?? workerId();
  const leaseMs = opts.leaseMs ?? DEFAULT_LEASE_MS;
  const wall = Date.now();
  const r = await handle.db
    .updateTable('job')
    .set((eb) => ({ lease_owner: owner, lease_until: wall + leaseMs, attempts: eb('attempts', '+', 1) }))
    .where('biz_key', '=', key)
    .where('done_at', 'is', null)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', wall)]))
    .returningAll()
    .execute();
  const report: RunReport = { ran: [] };
  const claimed = r.map((j) => ({ ...j, id: Number(j.id), run_at: Number(j.run_at), attempts: Number(j.attempts) })) as JobRow[];
  if (claimed.length) await runLeased(handle, claimed, owner, c, report, leaseMs);
  return report;
}

async function runClaimed(handle: { db: Db; dialect: Dialect }, claimed: JobRow[], owner: string, c: Clock, report: RunReport): Promise<void> {
  {
    for (const job of claimed) {
      const now = c.now();
      const k = kinds.get(job.kind);
      let error: string | null = null;
      let result: string | null = null;
      if (!k) error = `未注册的任务类型：${job.kind}`;
      else {
        try {
          result = (await k.handler({ db: handle.db, dialect: handle.dialect, job, payload: JSON.parse(job.payload), now })) ?? null;
        } catch (e) {
          error = e instanceof Error ? e.message : String(e);
        }
      }
      await finish(handle.db, job, owner, c.now(), error);
      report.ran.push({ kind: job.kind, key: job.biz_key, result, error });
    }
  }
}

let id: string | null = null;
/** This process's lease owner name. */
export function workerId(): string {
  id ??= `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  return id;
}

/** Runs due jobs every `everyMs` inside a server process; returns the stop function (waits for a running tick). */
export function startJobWorker(
  handle: DbHandle,
  opts: { everyMs?: number; leaseMs?: number; limit?: number; log?: { error(obj: unknown, msg: string): void; info(obj: unknown, msg: string): void } } = {},
): () => Promise<void> {
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = runDue(handle, { ...(opts.leaseMs ? { leaseMs: opts.leaseMs } : {}), ...(opts.limit ? { limit: opts.limit } : {}) })
      .then((r) => {
        for (const j of r.ran) {
          if (j.error) opts.log?.error({ kind: j.kind, key: j.key, error: j.error }, '定时任务失败');
          else if (j.result) opts.log?.info({ kind: j.kind, key: j.key, result: j.result }, '定时任务完成');
        }
      })
      .catch((e) => opts.log?.error({ err: e }, '定时任务调度失败'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, opts.everyMs ?? 30_000);
  timer.unref();
  setTimeout(tick, 1000).unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
