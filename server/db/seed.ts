/**
 * The one seed entry point. A new database (no category and no company yet) gets, in one transaction:
 *   1. every area's platform reference data (`seedReference`: categories, qualifications...), always;
 *   2. every area's demo data (`seedDemo`), unless SEED_DEMO=0: the demo companies and logins, then the demo shop's
 *      goods, then 30 days of its orders, reviews and replies (the overview reads its figures from those), then
 *      its 90 days of money (older orders, nightly settlements, refunds, withdrawals, deposit, invoices).
 * Areas run in the order of SEED_AREAS, which is their dependency order. Each gets the clock value `now` (every
 * seeded time is relative to it) and its own seed, so the same database comes out of every fresh start, and an
 * added area does not change the data of the others.
 *
 * Adding an area's seed: export `seedDemo(ctx: SeedContext)` (and `seedReference` for platform data) from
 * `server/modules/<area>/seed.ts` and give it to the area's manifest (`seed` in `server/modules/<area>/area.ts`); the
 * area's place in AREAS (server/modules/index.ts) is its place in the seed, after the areas it reads.
 * The server (server/main.ts), every platform command (server/platform/cli.ts) and the test servers
 * (server/testing/harness.ts) call seedIfNew.
 */
import { sql } from 'kysely';
import type { Db, DbHandle, Dialect } from './index.ts';
import { rng, seedOf } from '../lib/random.ts';
import { AREAS } from '../modules/index.ts';

export { DEMO_PASSWORD, SEED_ACCOUNTS } from '../modules/account/index.ts';

export interface SeedContext {
  /** The seed's transaction: an area's seed never opens its own. */
  db: Db;
  dialect: Dialect;
  /** The clock value (ms epoch) every seeded time is relative to. */
  now: number;
  /** This area's seed, derived from the run's seed and the area's name. */
  seed: number;
  /** A PRNG started from `seed`. */
  random: () => number;
}

/** What an area seeds; each function returns a short Chinese summary of what it wrote. */
export interface SeedArea {
  area: string;
  /** Platform data every database needs, with or without the demo (SEED_DEMO=0 too). */
  seedReference?: (ctx: SeedContext) => Promise<string>;
  /** Demo data: deterministic for a given seed and `now`. */
  seedDemo?: (ctx: SeedContext) => Promise<string>;
}

/**
 * In dependency order: an area comes after every area whose rows it reads. It is the order of AREAS
 * (server/modules/index.ts), each area's `seed` from its manifest: account (演示公司与账号), goods (类目与资质；商品、品牌、卡券),
 * shop-setting (校园目录；运费模板、店铺信息、发货设置、公告、商标), order (近 30 天的订单、评价与回复), finance (90 天的钱),
 * permission (预置角色、员工、操作日志), company, after-sale (售后单、退货地址与拒绝原因、违规), customer-service (经 simulateChat),
 * open-erp (ERP 对接申请), activity (平台活动；报名、满减、优惠券与定价引擎下的订单), school-employee (校园代理与远程任务),
 * content (规则、帮助、公告；已有事件转成的站内信，放在最后).
 */
export const SEED_AREAS: SeedArea[] = AREAS.filter((a) => a.seed).map((a) => ({ area: a.name, ...a.seed }));

/**
 * The areas a test seeds when it builds its own orders and money: the demo companies, logins and goods. Server tests
 * (server/testing/harness.ts) add the order area's month of orders; the finance area's 90 days of settled money are
 * the first start's (server, platform commands, browser tests), because server tests assert exact ledger states
 * (and commission at the default rate).
 */
export const BASE_AREAS = SEED_AREAS.filter((a) => a.area === 'account' || a.area === 'goods');
export const TEST_SERVER_AREAS = SEED_AREAS.filter((a) => a.area !== 'finance' && a.area !== 'after-sale');

/** The run's seed unless told otherwise: every fresh start shows the same shop. */
export const DEMO_SEED = 20261101;

export interface SeedReport {
  demo: boolean;
  /** Milliseconds of the whole seed, transaction included. */
  ms: number;
  steps: Array<{ area: string; kind: 'reference' | 'demo'; ms: number; summary: string }>;
}

/**
 * Seeds a new database (see the top of this file) and returns what it did, or null when the database already
 * has data. Safe when several processes start at once: SQLite transactions take the write lock at BEGIN
 * (server/db/index.ts), and on PostgreSQL the transaction holds an advisory lock before it looks.
 */
export async function seedIfNew(handle: DbHandle, opts: { demo: boolean; now?: number; seed?: number; areas?: SeedArea[] }): Promise<SeedReport | null> {
  const t0 = performance.now();
  const now = opts.now ?? Date.now();
  const runSeed = opts.seed ?? DEMO_SEED;
  const areas = opts.areas ?? SEED_AREAS;
  const steps: SeedReport['steps'] = [];
  const seeded = await handle.db.transaction().execute(async (trx) => {
    if (handle.dialect === 'postgres') await sql`SELECT pg_advisory_xact_lock(${seedOf('xm-merchant seed')})`.execute(trx);
    const [category, company] = await Promise.all([
      trx.selectFrom('category').select('id').limit(1).executeTakeFirst(),
      trx.selectFrom('company').select('id').limit(1).executeTakeFirst(),
    ]);
    if (category || company) return false;
    const phases: Array<['reference', 'seedReference'] | ['demo', 'seedDemo']> = [['reference', 'seedReference']];
    if (opts.demo) phases.push(['demo', 'seedDemo']);
    for (const [kind, fn] of phases) {
      for (const a of areas) {
        const run = a[fn];
        if (!run) continue;
        const seed = seedOf(`${runSeed}:${a.area}:${kind}`);
        const t = performance.now();
        const summary = await run({ db: trx, dialect: handle.dialect, now, seed, random: rng(seed) });
        steps.push({ area: a.area, kind, ms: performance.now() - t, summary });
      }
    }
    return true;
  });
  return seeded ? { demo: opts.demo, ms: performance.now() - t0, steps } : null;
}

/** One log line per step and a total, in Chinese, for the server log and the platform command. */
export function describeSeed(r: SeedReport): string[] {
  const lines = r.steps.map((s) => `  ${s.kind === 'reference' ? '基础数据' : '演示数据'} ${s.area}：${s.summary}（${(s.ms / 1000).toFixed(2)} 秒）`);
  const head = r.demo ? '新数据库：已写入平台基础数据与演示数据（演示账号见 README）' : '新数据库：已写入平台基础数据；SEED_DEMO=0，没有演示数据和演示账号';
  return [head, ...lines, `  共用时 ${(r.ms / 1000).toFixed(2)} 秒`];
}
