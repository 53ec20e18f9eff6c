import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_AREAS, seedIfNew } from '../../db/seed.ts';
import { generateOrders } from '../order/generate.ts';
import { dueOrders, reconcile, settleDue } from './index.ts';
import { openScratchDb } from './ledger.testing.ts';

const DIALECTS = process.env.TEST_DATABASE_URL ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const);
const DAY = 86_400_000;

describe.each(DIALECTS)('settlement killed with SIGKILL (%s)', (dialect) => {
  let h: Awaited<ReturnType<typeof openScratchDb>>;
  let companyId: number;
  // Orders generated as of T: those completed within the last 7 days are pending; at T + 30 days all are due.
  const T = Date.UTC(2026, 9, 1);
  const until = T + 30 * DAY;
  beforeAll(async () => {
    h = await openScratchDb(dialect);
    await seedIfNew(h, { demo: true, areas: BASE_AREAS });
    companyId = (await h.db.selectFrom('merchant_user').select('company_id').where('phone', '=', '13800000001').executeTakeFirstOrThrow()).company_id;
    await generateOrders(h.db, h.dialect, companyId, 4000, { seed: 9, now: T });
  }, 120_000);
  afterAll(async () => h?.drop());

  it('leaves no half transaction, and a rerun settles each order exactly once', async () => {
    const due = await dueOrders(h.db, until, 1_000_000);
    expect(due.length).toBeGreaterThan(100);
    const settledBefore = await h.db.selectFrom('fin_order').select((eb) => eb.fn.countAll<number>().as('n')).where('state', '=', 1).executeTakeFirstOrThrow();

    const child = spawn(process.execPath, ['--import', 'tsx', path.resolve('server/modules/finance/settlement.kill-child.ts')], {
      env: { ...process.env, KILL_DB_URL: h.url ?? '', KILL_DATA_DIR: h.file ? path.dirname(h.file) : '', KILL_UNTIL: String(until) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stderr.on('data', (d) => (err += String(d)));
    const exited = new Promise<NodeJS.Signals | number | null>((resolve) => child.on('exit', (code, signal) => resolve(signal ?? code)));
    // Kill it right after its second committed batch: it is then inside the third one.
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (d) => {
        out += String(d);
        if ((out.match(/settled/g) ?? []).length >= 2) {
          child.kill('SIGKILL');
          resolve();
        }
      });
      child.on('exit', () => reject(new Error(`子进程提前退出：${out} ${err}`)));
    });
    expect(await exited).toBe('SIGKILL');
    expect(out).not.toContain('done');

    // What the killed process committed is whole: the ledger reconciles, settled orders have their transaction.
    expect((await reconcile(h.db)).discrepancies).toEqual([]);
    const partial = await h.db.selectFrom('fin_order').select((eb) => eb.fn.countAll<number>().as('n')).where('state', '=', 1).executeTakeFirstOrThrow();
    const settledByKilled = Number(partial.n) - Number(settledBefore.n);
    expect(settledByKilled).toBeGreaterThanOrEqual(50);
    expect(settledByKilled).toBeLessThan(due.length);

    // The rerun settles the rest, and nothing twice.
    const rest = await settleDue(h.db, { until, at: until });
    expect(settledByKilled + rest).toBe(due.length);
    expect(await dueOrders(h.db, until, 10)).toEqual([]);
    const twice = await h.db
      .selectFrom('fin_tx')
      .select(['order_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('kind', '=', 'order.settle')
      .groupBy('order_id')
      .having((eb) => eb.fn.countAll(), '>', 1)
      .execute();
    expect(twice).toEqual([]);
    const settleTx = await h.db.selectFrom('fin_tx').select((eb) => eb.fn.countAll<number>().as('n')).where('kind', '=', 'order.settle').where('occurred_at', '=', until).executeTakeFirstOrThrow();
    expect(Number(settleTx.n)).toBe(due.length);
    expect((await reconcile(h.db)).discrepancies).toEqual([]);
  }, 120_000);
});
