/**
 * Demo data for browser tests that need a shop with orders: three goods of the owner's company (core columns, as the
 * goods area writes them) and `count` orders placed by buyers through the platform command `simulate-orders` (the
 * same state machine the merchant's actions use). Writes to the test server's SQLite file.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import Database from 'better-sqlite3';
import { DEMO } from './fixtures';

export const dbFile = () => path.join(process.env.E2E_DATA_DIR!, 'merchant.sqlite');

/** Rows of a read-only query on the test server's database. */
export function query<T>(sql: string, ...params: unknown[]): T[] {
  const db = new Database(dbFile(), { readonly: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

/**
 * SQL condition on `orders` (unaliased) for an order the merchant can ship now: 待发货, no after-sale case open, and not
 * in a campus group still 拼团中 (the server refuses those until the group is done).
 */
export const SHIPPABLE = `status = 2 AND after_sale_status = 0 AND id NOT IN (SELECT m.order_id FROM mk_group_member m JOIN mk_group g ON g.id = m.group_id WHERE g.state = 1)`;

/** Gives the owner's shop three goods and `count` simulated orders; returns the company id. */
export function seedShopOrders(count: number, seed: number): number {
  const db = new Database(dbFile());
  let companyId: number;
  try {
    companyId = (db.prepare('SELECT company_id FROM merchant_user WHERE phone = ?').get(DEMO.owner) as { company_id: number }).company_id;
    const now = Date.now();
    let cat = db.prepare('SELECT id FROM category LIMIT 1').get() as { id: number } | undefined;
    if (!cat) cat = { id: Number(db.prepare("INSERT INTO category (parent_id, level, name, sort) VALUES (0, 1, '文具', 0)").run().lastInsertRowid) };
    const goods = [
      ['晨光中性笔 0.5mm 黑色 12 支装', 1990, 800],
      ['宿舍折叠小桌板 原木色', 5900, 800],
      ['护眼 LED 台灯 三档调光', 8900, 800],
    ] as const;
    for (const [name, price, stock] of goods) {
      const g = db
        .prepare('INSERT INTO goods (company_id, category_id, name, status, main_image, price_min, price_max, stock_total, sales, created_at, updated_at) VALUES (?, ?, ?, 1, ?, ?, ?, ?, 0, ?, ?)')
        .run(companyId, cat.id, name, '/favicon.svg', price, price, stock, now, now);
      db.prepare("INSERT INTO goods_sku (goods_id, company_id, spec_json, spec_text, price, stock, status, created_at, updated_at) VALUES (?, ?, '[]', '默认', ?, ?, 1, ?, ?)").run(
        g.lastInsertRowid,
        companyId,
        price,
        stock,
        now,
        now,
      );
    }
  } finally {
    db.close();
  }
  execFileSync(process.execPath, [path.resolve('node_modules/tsx/dist/cli.mjs'), 'server/platform/cli.ts', 'simulate-orders', String(count), '--seed', String(seed)], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR!, DATABASE_URL: '' },
    stdio: 'pipe',
  });
  return companyId;
}
