import { clock } from '../../lib/clock.ts';
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { signedHeaders } from './signing.ts';

/**
 * An ERP playing against the open API over HTTP (`npm run platform -- erp-sim <vendor>`): it asks for an
 * authorization, waits for the merchant to confirm it in the browser, pulls orders incrementally, writes shipping
 * back and pushes stock. Its own store is a JSON file (credentials, cursor, received orders) written atomically after
 * every page together with the cursor, so a run killed mid-pull and started again neither misses nor duplicates an
 * order: a page fetched but not yet stored is fetched again, and shipping write-back is idempotent on the server.
 */
export interface SimState {
  vendor: string;
  appKey: string | null;
  appSecret: string | null;
  pending: { state: string; confirmUrl: string; expireAt: number } | null;
  cursor: string | null;
  /** orderId → the updatedAt last received (the ERP's order store). */
  orders: Record<string, number>;
  /** Orders received once each (a repeat with a newer updatedAt is an update, not a new order). */
  received: number;
  shipped: string[];
  /** The after-sale pull's cursor and store (caseNo → status last received), when the shop syncs after-sale. */
  afterSaleCursor?: string | null;
  afterSales?: Record<string, number>;
}

export interface SimOptions {
  baseUrl: string;
  vendor: string;
  vendorKey: string;
  vendorSecret: string;
  stateFile: string;
  /** How many to-ship orders to ship in this run (default 3). */
  ship?: number;
  /** SKUs whose stock to push (default 3). */
  stock?: number;
  /** Page size (default 50). */
  pageSize?: number;
  /** Start of the first pull (default 30 days before now). */
  since?: number;
  /** Gives up waiting for the merchant after this long (default 10 minutes). */
  waitMs?: number;
  pollMs?: number;
  /** Tests: throw after fetching this many pages, before storing the last one (a crash mid-pull). */
  crashAfterPages?: number;
  /** Called after each order page is stored with the cursor (the kill test's child reports it on stdout). */
  onPage?: (pages: number) => void;
  now?: () => number;
  log?: (line: string) => void;
}

export class SimCrash extends Error {}

function load(file: string, vendor: string): SimState {
  try {
    const s = JSON.parse(fs.readFileSync(file, 'utf8')) as SimState;
    if (s.vendor === vendor) return s;
  } catch {
    // a new ERP
  }
  return { vendor, appKey: null, appSecret: null, pending: null, cursor: null, orders: {}, received: 0, shipped: [] };
}

function save(file: string, s: SimState): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify(s));
  fs.renameSync(tmp, file);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function runErpSim(o: SimOptions): Promise<{ state: SimState; newOrders: number; shipped: string[]; stock: Array<{ code: string; stock: number }>; afterSales: number | null }> {
  const log = o.log ?? (() => undefined);
  const now = o.now ?? (() => clock.now());
  const s = load(o.stateFile, o.vendor);

  async function post(p: string, body: unknown, cred: { key: string; secret: string }) {
    const raw = JSON.stringify(body);
    const res = await fetch(new URL(p, o.baseUrl), { method: 'POST', headers: signedHeaders(cred.key, cred.secret, p, raw, now(), randomBytes(12).toString('hex')), body: raw });
    const env = (await res.json()) as { code: number; msg: string; data: any };
    if (env.code !== 1) throw Object.assign(new Error(`${p}：${env.msg}（code ${env.code}）`), { code: env.code });
    return env.data;
  }
  const vendorCred = { key: o.vendorKey, secret: o.vendorSecret };

  // 1. Authorization: ask, then wait for the merchant.
  if (!s.appKey || !s.appSecret) {
    if (!s.pending || s.pending.expireAt < now()) {
      const r = await post('/open/v1/auth/request', {}, vendorCred);
      s.pending = { state: r.state, confirmUrl: new URL(r.confirmPath, o.baseUrl).toString(), expireAt: r.expireAt };
      save(o.stateFile, s);
    }
    log(`请商家登录后台打开以下链接确认授权：`);
    log(`CONFIRM_URL ${s.pending.confirmUrl}`);
    const deadline = now() + (o.waitMs ?? 10 * 60_000);
    for (;;) {
      const t = await post('/open/v1/auth/token', { state: s.pending.state }, vendorCred);
      if (t.status === 1) {
        Object.assign(s, { appKey: t.appKey, appSecret: t.appSecret, pending: null });
        save(o.stateFile, s);
        log(`商家已确认：店铺 ${t.shopName}（${t.shopId}），授权范围 ${t.scopes.join('、')}`);
        break;
      }
      if (t.status === 2) throw new Error('授权的密钥已被领取过，但本地没有保存；请删除状态文件后重新授权');
      if (t.status === 3 || now() > deadline) {
        s.pending = null;
        save(o.stateFile, s);
        throw new Error('授权请求已过期，商家没有确认');
      }
      await sleep(o.pollMs ?? 1500);
    }
  }
  const app = { key: s.appKey!, secret: s.appSecret! };

  // 2. Incremental pull by (updatedAt, id); the cursor and the received orders are stored together after each page.
  let pages = 0;
  let newOrders = 0;
  const latest = new Map<string, { status: number; afterSaleStatus: number }>();
  for (;;) {
    const body = s.cursor ? { cursor: s.cursor, limit: o.pageSize ?? 50 } : { updatedFrom: o.since ?? now() - 30 * 86_400_000, limit: o.pageSize ?? 50 };
    const page = await post('/open/v1/orders/search', body, app);
    pages++;
    if (o.crashAfterPages !== undefined && pages > o.crashAfterPages) throw new SimCrash(`模拟崩溃：第 ${pages} 页已取到但未保存`);
    for (const ord of page.list as Array<{ orderId: number; orderNo: string; status: number; afterSaleStatus: number; updatedAt: number }>) {
      const id = String(ord.orderId);
      if (!(id in s.orders)) {
        s.received++;
        newOrders++;
      }
      s.orders[id] = ord.updatedAt;
      latest.delete(ord.orderNo); // re-inserted last: the map keeps the pull order, newest update last
      latest.set(ord.orderNo, { status: ord.status, afterSaleStatus: ord.afterSaleStatus });
    }
    s.cursor = page.nextCursor;
    save(o.stateFile, s);
    o.onPage?.(pages);
    if (!page.hasMore) break;
  }
  log(`拉取订单：本次新订单 ${newOrders} 单，累计 ${s.received} 单，游标 ${s.cursor ?? '（无）'}`);

  // 2b. After-sale cases, the same way, when the shop syncs them (1004: switch off or scope not granted → skipped).
  let afterSales: number | null = null;
  try {
    s.afterSales ??= {};
    afterSales = 0;
    for (;;) {
      const body = s.afterSaleCursor ? { cursor: s.afterSaleCursor, limit: o.pageSize ?? 50 } : { updatedFrom: o.since ?? now() - 30 * 86_400_000, limit: o.pageSize ?? 50 };
      const page = await post('/open/v1/aftersale/search', body, app);
      for (const c of page.list as Array<{ caseNo: string; status: number }>) {
        if (s.afterSales[c.caseNo] !== c.status) afterSales++;
        s.afterSales[c.caseNo] = c.status;
      }
      s.afterSaleCursor = page.nextCursor;
      save(o.stateFile, s);
      if (!page.hasMore) break;
    }
    log(`拉取售后单：本次新增或变化 ${afterSales} 单，累计 ${Object.keys(s.afterSales).length} 单`);
  } catch (e) {
    if ((e as { code?: number }).code !== 1004) throw e;
    afterSales = null;
    log(`跳过售后单：${(e as Error).message}`);
  }

  // 3. Shipping write-back for a few orders to ship (the newest first).
  const shipped: string[] = [];
  const couriers = ['ZTO', 'YTO', 'SF', 'JT', 'YD'];
  const toShip = [...latest].filter(([, v]) => v.status === 2 && v.afterSaleStatus !== 1).map(([no]) => no);
  for (const orderNo of toShip.reverse().slice(0, o.ship ?? 3)) {
    const trackingNo = `${o.vendor.slice(0, 3).toUpperCase()}${orderNo.slice(-10)}`;
    const r = await post('/open/v1/orders/ship', { orderNo, logisticsCompany: couriers[shipped.length % couriers.length], trackingNo }, app);
    shipped.push(orderNo);
    s.shipped.push(orderNo);
    save(o.stateFile, s);
    log(`回传发货：订单 ${orderNo} 运单号 ${trackingNo}${r.alreadyShipped ? '（已发过）' : ''}`);
  }

  // 4. Stock: the warehouse counted a few SKUs.
  const stock: Array<{ code: string; stock: number }> = [];
  const want = o.stock ?? 3;
  if (want > 0) {
    const goods = await post('/open/v1/goods/list', { limit: 20 }, app);
    const skus = (goods.list as Array<{ skus: Array<{ code: string | null; stock: number }> }>).flatMap((g) => g.skus).filter((k) => k.code);
    const items = skus.slice(0, want).map((k, i) => ({ skuCode: k.code!, stock: k.stock + 10 + i }));
    if (items.length) {
      const r = await post('/open/v1/sku/stock', { items }, app);
      for (const row of r.rows as Array<{ skuCode: string; ok: boolean; msg: string; stock: number | null }>) {
        if (row.ok) stock.push({ code: row.skuCode, stock: row.stock! });
        log(`更新库存：${row.skuCode} ${row.ok ? `→ ${row.stock}` : `失败：${row.msg}`}`);
      }
    }
  }
  return { state: s, newOrders, shipped, stock, afterSales };
}
