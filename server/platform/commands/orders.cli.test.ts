import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDb } from '../../db/index.ts';
import { runPlatform } from '../cli.ts';

/** `npm run platform -- …` on a DATA_DIR nobody has used: the command migrates and seeds it first, like the server. */
describe('npm run platform on an empty DATA_DIR', () => {
  const saved = { DATA_DIR: process.env.DATA_DIR, DATABASE_URL: process.env.DATABASE_URL, SEED_DEMO: process.env.SEED_DEMO };
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xm-cli-'));
    fs.rmSync(dir, { recursive: true }); // not even the directory exists
    process.env.DATA_DIR = dir;
    delete process.env.DATABASE_URL;
    delete process.env.SEED_DEMO;
  });
  afterEach(() => {
    for (const [k, v] of Object.entries(saved)) if (v === undefined) delete process.env[k];
    else process.env[k] = v;
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const count = async (sql: 'orders' | 'merchant_user') => {
    const h = openDb({ databaseUrl: null, dataDir: dir });
    try {
      return Number((await h.db.selectFrom(sql).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    } finally {
      await h.close();
    }
  };

  it('simulate-orders seeds the demo shop, then adds its orders', async () => {
    const out: string[] = [];
    expect(await runPlatform(['simulate-orders', '25', '--seed', '5'], (l) => out.push(l))).toBe(0);
    const text = out.join('\n');
    expect(text).toContain('新数据库：已写入平台基础数据与演示数据');
    expect(text).toMatch(/共用时 \d+\.\d\d 秒/);
    expect(text).toMatch(/「杭州校园优选商贸有限公司」：下单 25，/);
    // The order area's last 30 days, the finance area's older orders (days 90 to 30), the marketing area's orders
    // bought through its pricing engine and the campus agents' free sample orders.
    const seeded =
      Number(/演示数据 order：(\d+) 笔订单/.exec(text)![1]) +
      Number(/演示数据 finance：资金：(\d+) 笔较早订单/.exec(text)![1]) +
      Number(/演示数据 activity：.*经定价引擎下单 (\d+) 笔/.exec(text)![1]) +
      Number(/样品单 (\d+) 张/.exec(text)![1]);
    expect(seeded).toBeGreaterThan(400);
    expect(await count('orders')).toBe(seeded + 25);
    // The second command finds the database seeded and only does its own work.
    const again: string[] = [];
    expect(await runPlatform(['simulate-orders', '5', '--seed', '6'], (l) => again.push(l))).toBe(0);
    expect(again.join('\n')).not.toContain('新数据库');
    expect(await count('orders')).toBe(seeded + 30);
  }, 60_000);

  it('with SEED_DEMO=0 seeds no demo shop and says how to name a company', async () => {
    process.env.SEED_DEMO = '0';
    const out: string[] = [];
    expect(await runPlatform(['review', 'list'], (l) => out.push(l))).toBe(0);
    expect(out[0]).toContain('SEED_DEMO=0');
    expect(out.at(-1)).toBe('没有审核中的申请');
    expect(await count('merchant_user')).toBe(0);
    expect(await runPlatform(['simulate-orders', '5'], (l) => out.push(l))).toBe(1);
    expect(out.at(-1)).toBe('错误：找不到演示店铺（13800000001 的公司）：这个数据库建立时没有写入演示数据（SEED_DEMO=0），请用 --company 指定公司');
  });
});
