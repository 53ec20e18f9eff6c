/**
 * The live channel (server/lib/live.ts) at size, on SQLite: N open streams of one company (subscribers of one
 * process's hub), buyers' messages committed one by one through receiveBuyerMessage (the simulator's path), and the
 * time from each commit to its frame reaching every stream: p50 and p95 over all deliveries (budget p95 ≤ 500 ms:
 * the browser test's bound is one second, the poller reads every 200 ms). `quick`: 50 streams, 20 messages;
 * otherwise 500 streams, 50 messages.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { BenchContext, BenchEntry } from '../types.ts';
import { loadConfig } from '../../server/config.ts';
import { migrate, openDb } from '../../server/db/index.ts';
import { BASE_AREAS, seedIfNew } from '../../server/db/seed.ts';
import { LiveHub } from '../../server/lib/live.ts';
import type { AuthContext } from '../../server/lib/session.ts';
import { receiveBuyerMessage } from '../../server/modules/customer-service/service.ts';
import { percentile } from '../lib/stats.ts';

const BUDGET_MS = 500;

export default async function run(ctx: BenchContext): Promise<BenchEntry[]> {
  const streams = ctx.quick ? 50 : 500;
  const messages = ctx.quick ? 20 : 50;
  const dataDir = path.join(ctx.tmpDir, 'cs-live');
  fs.mkdirSync(dataDir, { recursive: true });
  const handle = openDb({ databaseUrl: null, dataDir });
  await migrate(handle);
  await seedIfNew(handle, { demo: true, areas: BASE_AREAS });
  const owner = await handle.db.selectFrom('merchant_user').select(['id', 'company_id']).where('phone', '=', '13800000001').executeTakeFirstOrThrow();
  const hub = new LiveHub(handle.db, loadConfig({ DATA_DIR: dataDir }), Date.now);
  const committed = new Map<string, number>();
  const latencies: number[] = [];
  const auth = (i: number) => ({ userId: owner.id + i * 100_000, companyId: owner.company_id, keys: new Set(['kf.user.list']) }) as unknown as AuthContext;
  for (let i = 0; i < streams; i++) {
    await hub.subscribe(auth(i), `bench-${i}`, {
      write(frame) {
        const m = /"subjectId":"(\d+)"/.exec(frame);
        const at = m ? committed.get(m[1]!) : undefined;
        if (at !== undefined) latencies.push(Date.now() - at);
      },
      end() {},
    }, null);
  }
  ctx.log(`${streams} 个实时连接已打开，发送 ${messages} 条买家消息`);
  for (let i = 0; i < messages; i++) {
    const now = Date.now();
    const r = await handle.db.transaction().execute((trx) =>
      receiveBuyerMessage(trx, owner.company_id, { buyerId: 500000 + i, buyerName: `压测买家${i}`, buyerPhone: '13900000000', text: '在吗' }, now),
    );
    committed.set(String(r.conversationId), Date.now());
    await new Promise((res) => setTimeout(res, 50 + (i % 5) * 37));
  }
  await new Promise((res) => setTimeout(res, 600));
  hub.close();
  await handle.close();
  const expected = streams * messages;
  const p50 = percentile(latencies, 50);
  const p95 = percentile(latencies, 95);
  ctx.log(`送达 ${latencies.length}/${expected}，p50 ${p50} ms，p95 ${p95} ms`);
  return [
    { name: `实时通道：提交到 ${streams} 个连接收到 p50`, value: p50, unit: 'ms', budget: null, ok: latencies.length === expected },
    { name: `实时通道：提交到 ${streams} 个连接收到 p95`, value: p95, unit: 'ms', budget: BUDGET_MS, ok: latencies.length === expected && p95 <= BUDGET_MS },
  ];
}
