/**
 * The operation log at size: 100,000 audit rows of the demo company (a mix of areas and members, as a busy shop
 * writes in a few months), on SQLite, through the real handler (app.inject: session, contract validation, handler).
 * Timed as server time: the first page, a page 95 % deep by keyset cursor, and filtered pages (one area, one member,
 * refused attempts only, a one-week range). Budget ≤ 20 ms at p50 and p95. `quick`: 10,000 rows.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { BenchContext, BenchEntry } from '../types.ts';
import { loadConfig } from '../../server/config.ts';
import { buildApp } from '../../server/app.ts';
import { migrate, openDb } from '../../server/db/index.ts';
import { seedIfNew, SEED_AREAS } from '../../server/db/seed.ts';
import { percentile } from '../lib/stats.ts';

const BUDGET_MS = 20;
const round3 = (v: number) => Math.round(v * 1000) / 1000;
const ACTIONS = ['order.orderShip', 'order.orderRemark', 'goods.update', 'goods.batch.offShelf', 'finance.withdraw.create', 'order.export', 'permission.role.update', 'card.code.import', 'permission.denied'];

export default async function run(ctx: BenchContext): Promise<BenchEntry[]> {
  const n = ctx.quick ? 10_000 : 100_000;
  const dataDir = path.join(ctx.root, 'bench', '.cache', `permission-${n}`);
  fs.mkdirSync(dataDir, { recursive: true });
  const handle = openDb({ databaseUrl: null, dataDir });
  await migrate(handle);
  await seedIfNew(handle, { demo: true, areas: SEED_AREAS.filter((a) => a.area !== 'finance') });
  const db = handle.db;
  const owner = await db.selectFrom('merchant_user').select(['id', 'company_id']).where('phone', '=', '13800000001').executeTakeFirstOrThrow();
  const members = (await db.selectFrom('merchant_user').select('id').where('company_id', '=', owner.company_id).execute()).map((m) => m.id);
  const have = Number((await db.selectFrom('audit_log').select((e) => e.fn.countAll<number>().as('n')).where('company_id', '=', owner.company_id).executeTakeFirstOrThrow()).n);
  const now = Date.now();
  if (have < n) {
    ctx.log(`sqlite 写入 ${n - have} 条操作日志…`);
    for (let i = have; i < n; i += 1000) {
      const rows = Array.from({ length: Math.min(1000, n - i) }, (_, j) => {
        const k = i + j;
        return {
          company_id: owner.company_id,
          user_id: members[k % members.length]!,
          actor: '138000000' + String(k % 100).padStart(2, '0'),
          action: ACTIONS[k % ACTIONS.length]!,
          detail: JSON.stringify({ request: { orderId: k, remark: '批量写入的操作日志' } }),
          created_at: now - (n - k) * 60_000,
        };
      });
      await db.insertInto('audit_log').values(rows).execute();
    }
  }
  const dir = fs.mkdtempSync(path.join(ctx.tmpDir, 'perm-app-'));
  const config = { ...loadConfig({ DATA_DIR: dir, STATIC_DIR: path.join(dir, 'no-spa') }), logLevel: 'warn' };
  const app = await buildApp({ config, db: handle, logger: false });
  await app.ready();
  const token = (await app.inject({ method: 'POST', url: '/xm-merchant/company/auth/login', payload: { phone: '13800000001', password: 'Demo@123456' } })).json().data.authToken as string;
  const ids = await db.selectFrom('audit_log').select('id').where('company_id', '=', owner.company_id).orderBy('id', 'desc').execute();
  const deep = String(ids[Math.floor(ids.length * 0.95)]!.id);
  const cases: Array<{ name: string; body: Record<string, unknown> }> = [
    { name: 'first', body: { pageSize: 50 } },
    { name: 'deep', body: { pageSize: 50, cursor: deep } },
    { name: 'area-order', body: { pageSize: 50, area: 'order' } },
    { name: 'member', body: { pageSize: 50, userId: members[1] ?? owner.id } },
    { name: 'denied-only', body: { pageSize: 50, deniedOnly: true } },
    { name: 'one-week', body: { pageSize: 50, startTime: now - 30 * 86_400_000, endTime: now - 23 * 86_400_000 } },
  ];
  const runs = ctx.quick ? 20 : 50;
  const out: BenchEntry[] = [];
  try {
    for (const c of cases) {
      const times: number[] = [];
      let rows = 0;
      for (let i = 0; i < runs + 5; i++) {
        const t0 = performance.now();
        const r = (await app.inject({ method: 'POST', url: '/xm-merchant/permission/log/list', payload: c.body, headers: { authorization: `Bearer ${token}` } })).json();
        const ms = performance.now() - t0;
        if (r.code !== 1) throw new Error(`log/list ${c.name} 答复 ${r.code} ${r.msg}`);
        rows = r.data.list.length;
        if (i >= 5) times.push(ms);
      }
      const p50 = percentile(times, 50);
      const p95 = percentile(times, 95);
      ctx.log(`sqlite 操作日志 ${c.name}（${n} 行）：p50 ${p50.toFixed(2)} ms，p95 ${p95.toFixed(2)} ms（${rows} 行）`);
      out.push({ name: `permission.sqlite.log-${c.name}.p50`, value: round3(p50), unit: 'ms', budget: BUDGET_MS, ok: p50 <= BUDGET_MS && rows > 0 });
      out.push({ name: `permission.sqlite.log-${c.name}.p95`, value: round3(p95), unit: 'ms', budget: BUDGET_MS, ok: p95 <= BUDGET_MS && rows > 0 });
    }
  } finally {
    await app.close();
    await handle.close();
  }
  return out;
}
