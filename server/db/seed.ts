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
 * Adding an area: export `seedDemo(ctx: SeedContext)` (and `seedReference` for platform data) from
 * `server/modules/<area>/seed.ts`, import it below and add one line to SEED_AREAS after the areas it reads.
 * The server (server/main.ts), every platform command (server/platform/cli.ts) and the test servers
 * (server/testing/harness.ts) call seedIfNew.
 */
import { sql } from 'kysely';
import type { Db, DbHandle, Dialect } from './index.ts';
import { rng, seedOf } from '../lib/random.ts';
import * as account from '../modules/account/seed.ts';
import * as goods from '../modules/goods/seed.ts';
import * as openErp from '../modules/open-erp/seed.ts';
import * as order from '../modules/order/seed.ts';
import * as finance from '../modules/finance/seed.ts';
import * as permission from '../modules/permission/seed.ts';
import * as company from '../modules/company/seed.ts';
import * as shopSetting from '../modules/shop-setting/seed.ts';
import * as afterSale from '../modules/after-sale/seed.ts';
import * as customerService from '../modules/customer-service/seed.ts';
import * as content from '../modules/content/seed.ts';
import * as schoolEmployee from '../modules/school-employee/seed.ts';
import * as activity from '../modules/activity/seed.ts';

export { DEMO_PASSWORD, SEED_ACCOUNTS } from '../modules/account/seed.ts';

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

/** In dependency order: an area comes after every area whose rows it reads. */
export const SEED_AREAS: SeedArea[] = [
  { area: 'account', seedDemo: account.seedDemo },
  { area: 'goods', seedReference: goods.seedReference, seedDemo: goods.seedDemo },
  { area: 'shop-setting', seedReference: shopSetting.seedReference, seedDemo: shopSetting.seedDemo }, // 校园目录；演示店铺的运费模板（订单运费由它算出）、店铺信息、发货设置、公告、商标
  { area: 'order', seedDemo: order.seedDemo },
  { area: 'finance', seedReference: finance.seedReference, seedDemo: finance.seedDemo },
  { area: 'permission', seedDemo: permission.seedDemo }, // 每家公司的预置角色；演示店铺的员工、自建角色与操作日志
  { area: 'company', seedDemo: company.seedDemo },
  { area: 'after-sale', seedDemo: afterSale.seedDemo }, // 售后单（各状态）、退货地址与拒绝原因、违规
  { area: 'customer-service', seedDemo: customerService.seedDemo }, // 客服、接待流程与会话（经 simulateChat，读订单的买家）
  { area: 'open-erp', seedDemo: openErp.seedDemo }, // ERP 对接申请（万里牛已驳回、聚水潭服务商配置中）
  { area: 'activity', seedReference: activity.seedReference, seedDemo: activity.seedDemo }, // 平台活动（参考数据）；演示店铺的报名、满减、优惠券，再经定价引擎下 80 单（读商品、营销账户）
  { area: 'school-employee', seedDemo: schoolEmployee.seedDemo }, // 校园代理：招募岗位、各状态的报名与代理、推荐订单；远程任务与领取记录
  { area: 'content', seedDemo: content.seedDemo }, // 规则、帮助文章、公告；已有事件转成的站内信（放在最后：读前面各域写下的事件）
];

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
