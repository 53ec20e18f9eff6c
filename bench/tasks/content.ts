/**
 * Content and messages, on SQLite and PostgreSQL:
 * - message fan-out: one company-wide event (afterSale.created) for a shop of 10,000 active members becomes 10,000
 *   站内信 in one consumer pass (members and their keys read, 500-row INSERTs, cursor moved; budget ≤ 1 s);
 * - a platform message to the same 10,000 members (sendPlatformMessage; budget ≤ 1 s);
 * - the command palette's search (order number prefix, after-sale number, goods name) through the real handlers
 *   (app.inject: session, contract validation, handler) on a shop with 20,000 orders: p50 and p95 (budget ≤ 50 ms).
 * Each database is built fresh (a temporary SQLite file; the PostgreSQL schema bench_content, dropped first).
 * `quick`: 2,000 members and 5,000 orders.
 */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'kysely';
import type { BenchContext, BenchEntry } from '../types.ts';
import { loadConfig } from '../../server/config.ts';
import { buildApp } from '../../server/app.ts';
import { migrate, openDb, type DbHandle } from '../../server/db/index.ts';
import { BASE_AREAS, seedIfNew } from '../../server/db/seed.ts';
import { generateOrders } from '../../server/modules/order/generate.ts';
import { emitEvent, lastEventId } from '../../server/lib/events.ts';
import { messagePass } from '../../server/modules/content/messages.ts';
import { sendPlatformMessage } from '../../server/modules/content/publish.ts';
import { percentile } from '../lib/stats.ts';

const FANOUT_BUDGET_S = 1;
const PALETTE_BUDGET_MS = 50;
const PG_URL = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const PG_SCHEMA = 'bench_content';
const round3 = (v: number) => Math.round(v * 1000) / 1000;

async function postgresDb(log: (m: string) => void): Promise<DbHandle | null> {
  const admin = new pg.Client({ connectionString: PG_URL });
  try {
    await admin.connect();
  } catch (e) {
    log(`PostgreSQL 不可用（${PG_URL}）：${(e as Error).message}，跳过`);
    return null;
  }
  await admin.query(`DROP SCHEMA IF EXISTS ${PG_SCHEMA} CASCADE`);
  await admin.query(`CREATE SCHEMA ${PG_SCHEMA}`);
  await admin.end();
  const u = new URL(PG_URL);
  u.searchParams.set('options', `-c search_path=${PG_SCHEMA}`);
  const h = openDb({ databaseUrl: u.toString(), dataDir: '/nonexistent' });
  await migrate(h, { schema: PG_SCHEMA });
  return h;
}

async function dropPostgres(): Promise<void> {
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`DROP SCHEMA IF EXISTS ${PG_SCHEMA} CASCADE`);
  await admin.end();
}

async function measure(ctx: BenchContext, h: DbHandle, dir: string, members: number, orders: number): Promise<BenchEntry[]> {
  const d = h.dialect;
  const out: BenchEntry[] = [];
  await seedIfNew(h, { demo: true, areas: BASE_AREAS });
  const companyId = (await h.db.selectFrom('merchant_user').select('company_id').where('phone', '=', '13800000001').executeTakeFirstOrThrow()).company_id;
  const now = Date.now();
  // Members (owners hold every key without a role lookup; half of them are owners, half hold a role with the key).
  const role = await h.db.insertInto('role').values({ company_id: companyId, name: '售后专员', created_at: now }).returning('id').executeTakeFirstOrThrow();
  await h.db.insertInto('role_key').values({ role_id: role.id, auth_key: 'order.return.list' }).execute();
  for (let i = 0; i < members; i += 500) {
    const rows = [];
    for (let k = i; k < Math.min(members, i + 500); k++) rows.push({ company_id: companyId, phone: `139${String(k).padStart(8, '0')}`, name: `员工${k}`, is_owner: k % 2, status: 1, password_set_by_other: 0, created_at: now });
    const ids = await h.db.insertInto('merchant_user').values(rows).returning(['id', 'is_owner']).execute();
    const withRole = ids.filter((u) => u.is_owner === 0).map((u) => ({ user_id: u.id, role_id: role.id }));
    if (withRole.length) await h.db.insertInto('user_role').values(withRole).execute();
  }
  // The consumer starts at the end of the seed's events.
  await h.db.insertInto('content_cursor').values({ name: 'messages', last_id: await lastEventId(h.db), updated_at: now }).execute();
  await h.db.transaction().execute((trx) => emitEvent(trx, { companyId, kind: 'afterSale.created', subjectId: 1, payload: { caseNo: 'SH1', type: 1, amount: 100, deadlineAt: now }, now }));
  if (d === 'postgres') await sql`ANALYZE`.execute(h.db);
  let s = performance.now();
  const r = await messagePass(h.db, now);
  let secs = (performance.now() - s) / 1000;
  ctx.log(`content ${d} 事件转站内信：${r.messages} 条，${secs.toFixed(3)} 秒`);
  out.push({ name: `content.${d}.fanout-event-s`, value: round3(secs), unit: 's', budget: FANOUT_BUDGET_S, ok: secs <= FANOUT_BUDGET_S && r.messages >= members });
  s = performance.now();
  const n = await h.db.transaction().execute((trx) => sendPlatformMessage(trx, { key: 'bench', category: 'system', title: '压测', body: '平台消息', companyId }, now));
  secs = (performance.now() - s) / 1000;
  ctx.log(`content ${d} 平台消息群发：${n} 条，${secs.toFixed(3)} 秒`);
  out.push({ name: `content.${d}.fanout-platform-s`, value: round3(secs), unit: 's', budget: FANOUT_BUDGET_S, ok: secs <= FANOUT_BUDGET_S && n >= members });

  await generateOrders(h.db, h.dialect, companyId, orders, { now });
  if (d === 'postgres') await sql`ANALYZE`.execute(h.db);
  const sample = await h.db.selectFrom('orders').select('order_no').where('company_id', '=', companyId).orderBy('id', 'desc').executeTakeFirstOrThrow();
  const config = { ...loadConfig({ DATA_DIR: dir, STATIC_DIR: path.join(dir, 'no-spa') }), logLevel: 'warn' as const };
  const app = await buildApp({ config, db: h, logger: false });
  await app.ready();
  try {
    const login = await app.inject({ method: 'POST', url: '/xm-merchant/company/auth/login', payload: { phone: '13800000001', password: 'Demo@123456' } });
    const token = login.json().data.authToken as string;
    const keywords = [sample.order_no, sample.order_no.slice(0, 10), 'SH2026', '中性笔', '台灯'];
    const t: number[] = [];
    const runs = ctx.quick ? 20 : 60;
    for (let i = 0; i < runs + 5; i++) {
      const kw = keywords[i % keywords.length]!;
      const st = performance.now();
      const res = await app.inject({ method: 'POST', url: '/xm-merchant/content/palette/search', payload: { keyword: kw }, headers: { authorization: `Bearer ${token}` } });
      const j = res.json();
      if (j.code !== 1) throw new Error(`palette 答复 ${j.code} ${j.msg}`);
      if (i >= 5) t.push(performance.now() - st);
    }
    const p50 = percentile(t, 50);
    const p95 = percentile(t, 95);
    ctx.log(`content ${d} 命令面板搜索（${orders} 单）：p50 ${p50.toFixed(2)} ms，p95 ${p95.toFixed(2)} ms`);
    out.push({ name: `content.${d}.palette.p50`, value: round3(p50), unit: 'ms', budget: PALETTE_BUDGET_MS, ok: p50 <= PALETTE_BUDGET_MS });
    out.push({ name: `content.${d}.palette.p95`, value: round3(p95), unit: 'ms', budget: PALETTE_BUDGET_MS, ok: p95 <= PALETTE_BUDGET_MS });
  } finally {
    await app.close();
  }
  return out;
}

export default async function run(ctx: BenchContext): Promise<BenchEntry[]> {
  const members = ctx.quick ? 2_000 : 10_000;
  const orders = ctx.quick ? 5_000 : 20_000;
  const out: BenchEntry[] = [];
  const dir = fs.mkdtempSync(path.join(ctx.tmpDir, 'content-'));
  try {
    const h = openDb({ databaseUrl: null, dataDir: dir });
    try {
      await migrate(h);
      out.push(...(await measure(ctx, h, dir, members, orders)));
    } finally {
      await h.close();
    }
    const p = await postgresDb(ctx.log);
    if (p) {
      try {
        out.push(...(await measure(ctx, p, dir, members, orders)));
      } finally {
        await p.close();
        await dropPostgres();
      }
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return out;
}
