/**
 * Tracking ingest end to end: batches of 100 events (the contract's maximum) POSTed to /xm-log/track by 10
 * connections (autocannon), timed from the first request until every accepted event is a row in the database
 * (track_event counted in the server's SQLite file). Budget: ≥ 10,000 events/s; and no event lost (the server
 * answers "busy" rather than buffer without bound, so a shortfall here means refused or dropped events).
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import autocannon from 'autocannon';
import { startBenchServer } from '../lib/server.ts';
import { round } from '../lib/stats.ts';
import type { BenchContext, BenchEntry } from '../types.ts';

export const EVENTS_PER_S_BUDGET = 10_000;
const BATCH = 100;

function batch(): string {
  const now = Date.now();
  const events = Array.from({ length: BATCH }, (_, i) => ({
    os: 'Windows 10',
    app: 'merchant-web',
    device: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/124.0 Safari/537.36',
    session: 'aB3dE9xZ1717200000',
    time: now + i,
    type: 2,
    content: '点击按钮',
    app_name: '商家后台',
    first_menu_name: '订单',
    second_menu_name: '订单列表',
    ele_text: `导出 ${i}`,
    url: 'https://merchant.example.cn/order/list',
  }));
  return JSON.stringify(events);
}

export default async function run(ctx: BenchContext): Promise<BenchEntry[]> {
  const requests = ctx.quick ? 500 : 2000;
  const sent = requests * BATCH;
  const server = await startBenchServer(ctx);
  const db = new Database(path.join(server.dataDir, 'merchant.sqlite'), { readonly: true, fileMustExist: true });
  try {
    const count = () => Number((db.prepare('select count(*) as n from track_event').get() as { n: number }).n);
    const before = count();
    const t0 = performance.now();
    const load = await autocannon({
      url: `${server.baseURL}/xm-log/track`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: batch(),
      connections: 10,
      amount: requests,
      timeout: 30,
    });
    const answered = performance.now() - t0;
    // Wait for the writer to drain (it flushes on size, or every second).
    let rows = count() - before;
    let last = rows;
    let still = performance.now();
    while (rows < sent && performance.now() - still < 5000) {
      await new Promise((r) => setTimeout(r, 20));
      rows = count() - before;
      if (rows !== last) {
        last = rows;
        still = performance.now();
      }
    }
    const stored = performance.now() - t0;
    const perSecond = Math.round(rows / (stored / 1000));
    ctx.log(`${requests} 批共 ${sent} 条：${round(answered)} ms 答复完，${round(stored)} ms 全部落库（${rows} 行）；答复 p99 ${load.latency.p99} ms`);
    if (load.errors || load.non2xx) ctx.log(`注意：errors ${load.errors}，non2xx ${load.non2xx}`);
    return [
      { name: 'tracking: ingest events/s (to rows in DB)', value: perSecond, unit: 'events/s', budget: EVENTS_PER_S_BUDGET, ok: perSecond >= EVENTS_PER_S_BUDGET },
      { name: 'tracking: events lost', value: sent - rows, unit: 'events', budget: 0, ok: sent - rows <= 0 },
      { name: 'tracking: batch answer p99', value: load.latency.p99, unit: 'ms', budget: null, ok: load.errors === 0 && load.non2xx === 0 },
    ];
  } finally {
    db.close();
    await server.stop();
  }
}
