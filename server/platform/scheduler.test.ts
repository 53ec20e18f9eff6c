import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_AREAS, seedIfNew } from '../db/seed.ts';
import { openScratchDb } from '../modules/finance/ledger.testing.ts';
import { balancesOf, SETTLE_DAYS } from '../modules/finance/index.ts';
import { placeOrder } from '../modules/order/testing.ts';
import { OrderStatus } from '../modules/order/constants.ts';
import { Clock, parseChinaTime, parseDuration } from '../lib/clock.ts';
import { claimDue, registerJobKind, runDue, schedule } from './scheduler.ts';

const DIALECTS = process.env.TEST_DATABASE_URL ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const);
const DAY = 86_400_000;

describe('clock text', () => {
  it('parses China-time dates and durations, refusing nonsense', () => {
    expect(parseChinaTime('2026-12-01')).toBe(Date.UTC(2026, 10, 30, 16));
    expect(parseChinaTime('2026-12-01T08:30')).toBe(Date.UTC(2026, 11, 1, 0, 30));
    expect(parseChinaTime('2026-02-30')).toBeNull();
    expect(parseChinaTime('tomorrow')).toBeNull();
    expect(parseDuration('49h')).toBe(49 * 3_600_000);
    expect(parseDuration('7d')).toBe(7 * DAY);
    expect(parseDuration('7 days')).toBeNull();
  });
});

describe.each(DIALECTS)('clock and jobs (%s)', (dialect) => {
  let h: Awaited<ReturnType<typeof openScratchDb>>;
  const ran: string[] = [];
  beforeAll(async () => {
    h = await openScratchDb(dialect);
    await seedIfNew(h, { demo: true, areas: BASE_AREAS });
    registerJobKind('test.count', async ({ job }) => {
      ran.push(job.biz_key);
      await new Promise((r) => setTimeout(r, 20));
      return 'ok';
    });
    registerJobKind('test.fail', async () => {
      throw new Error('下游服务不可用');
    });
  }, 60_000);
  afterAll(async () => h?.drop());

  it('the clock offset lives in the database: another process (another Clock) sees set and advance', async () => {
    const a = new Clock();
    const b = new Clock();
    await a.set(h.db, Date.UTC(2027, 0, 1));
    await b.load(h.db);
    expect(Math.abs(b.now() - Date.UTC(2027, 0, 1))).toBeLessThan(2000);
    await a.advance(h.db, 49 * 3_600_000);
    await b.load(h.db);
    expect(Math.abs(b.now() - (Date.UTC(2027, 0, 1) + 49 * 3_600_000))).toBeLessThan(2000);
    await a.reset(h.db);
    await b.load(h.db);
    expect(b.offset).toBe(0);
  });

  it('runs a due job once, however many workers race for it; a job not yet due waits', async () => {
    const c = new Clock();
    const now = c.now();
    for (let i = 0; i < 10; i++) await schedule(h.db, { kind: 'test.count', key: `count:${i}`, runAt: now - 1000 });
    await schedule(h.db, { kind: 'test.count', key: 'count:0', runAt: now - 1000 }); // same key: nothing new
    await schedule(h.db, { kind: 'test.count', key: 'count:later', runAt: now + DAY });
    const reports = await Promise.all([1, 2, 3, 4].map((w) => runDue(h, { owner: `w${w}`, clock: c, limit: 2 })));
    const byWorkers = reports.flatMap((r) => r.ran.filter((j) => j.kind === 'test.count').map((j) => j.key));
    expect(byWorkers.sort()).toEqual(Array.from({ length: 10 }, (_, i) => `count:${i}`).sort());
    expect(ran.filter((k) => k.startsWith('count:')).sort()).toEqual(byWorkers);
    const again = await runDue(h, { owner: 'w5', clock: c });
    expect(again.ran.filter((j) => j.kind === 'test.count')).toEqual([]);
    const later = await h.db.selectFrom('job').select(['done_at', 'attempts']).where('biz_key', '=', 'count:later').executeTakeFirstOrThrow();
    expect(later).toEqual({ done_at: null, attempts: 0 });
  });

  it("a process leaves alone a kind it has not registered (another area's process runs it)", async () => {
    const c = new Clock();
    await schedule(h.db, { kind: 'test.elsewhere', key: 'elsewhere:1', runAt: c.now() - 1000 });
    const r = await runDue(h, { owner: 'w-partial', clock: c, limit: 50 });
    expect(r.ran.filter((j) => j.kind === 'test.elsewhere')).toEqual([]);
    const row = await h.db.selectFrom('job').select(['attempts', 'lease_owner', 'last_error', 'done_at']).where('biz_key', '=', 'elsewhere:1').executeTakeFirstOrThrow();
    expect(row).toEqual({ attempts: 0, lease_owner: null, last_error: null, done_at: null });
    await h.db.deleteFrom('job').where('biz_key', '=', 'elsewhere:1').execute();
  });

  it('a live lease is not taken; an expired one (a killed worker) is', async () => {
    const c = new Clock();
    await schedule(h.db, { kind: 'test.count', key: 'lease:1', runAt: c.now() - 1 });
    const first = await claimDue(h.db, dialect, { owner: 'killed', now: c.now(), limit: 50, leaseMs: 60_000 });
    expect(first.map((j) => j.biz_key)).toContain('lease:1');
    expect((await claimDue(h.db, dialect, { owner: 'other', now: c.now(), limit: 50 })).map((j) => j.biz_key)).not.toContain('lease:1');
    await h.db.updateTable('job').set({ lease_until: Date.now() - 1 }).where('biz_key', '=', 'lease:1').execute();
    const r = await runDue(h, { owner: 'other', clock: c });
    expect(r.ran.map((j) => j.key)).toContain('lease:1');
    const row = await h.db.selectFrom('job').select(['done_at', 'lease_owner', 'attempts']).where('biz_key', '=', 'lease:1').executeTakeFirstOrThrow();
    expect(row.done_at).not.toBeNull();
    expect(row.lease_owner).toBeNull();
    expect(row.attempts).toBe(2);
  });

  it('a failing job records its error and waits before the next attempt', async () => {
    const c = new Clock();
    await schedule(h.db, { kind: 'test.fail', key: 'fail:1', runAt: c.now() - 1 });
    const r = await runDue(h, { owner: 'w', clock: c });
    expect(r.ran.find((j) => j.key === 'fail:1')).toMatchObject({ error: '下游服务不可用' });
    const row = await h.db.selectFrom('job').select(['done_at', 'last_error', 'run_at', 'attempts']).where('biz_key', '=', 'fail:1').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ done_at: null, last_error: '下游服务不可用', attempts: 1 });
    expect(Number(row.run_at)).toBeGreaterThan(c.now());
  });

  it('the recurring settlement runs when the platform clock passes T+7', async () => {
    const companyId = (await h.db.selectFrom('merchant_user').select('company_id').where('phone', '=', '13800000001').executeTakeFirstOrThrow()).company_id;
    const c = new Clock();
    await c.reset(h.db);
    await placeOrder(h.db, companyId, { status: OrderStatus.COMPLETED, createdAt: c.now() - 3_600_000, price: 10_000 });
    await runDue(h, { owner: 'w', clock: c });
    expect((await balancesOf(h.db, companyId)).pending).toBe(10_000);
    await c.advance(h.db, (SETTLE_DAYS + 1) * DAY);
    const r = await runDue(h, { owner: 'w', clock: c });
    expect(r.ran.find((j) => j.kind === 'finance.settle')).toMatchObject({ result: '结算 1 个订单', error: null });
    const b = await balancesOf(h.db, companyId);
    expect([b.pending, b.available]).toEqual([0, 10_000 - 300]);
    // Its row moved on by a minute of platform time: running again at once settles nothing more.
    expect((await runDue(h, { owner: 'w', clock: c })).ran.filter((j) => j.kind === 'finance.settle')).toEqual([]);
    // The clock moved back 8 days: the row, now far more than one interval ahead, runs at once instead of stalling.
    await c.reset(h.db);
    const back = await runDue(h, { owner: 'w', clock: c });
    expect(back.ran.find((j) => j.kind === 'finance.settle')).toMatchObject({ error: null });
    const row = await h.db.selectFrom('job').select('run_at').where('biz_key', '=', 'recurring:finance.settle').executeTakeFirstOrThrow();
    expect(Number(row.run_at)).toBeLessThanOrEqual(c.now() + 60_000);
  });
});
