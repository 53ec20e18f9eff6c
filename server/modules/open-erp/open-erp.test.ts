import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startTestServer, type TestServer } from '../../testing/harness.ts';
import { openDb, type Db } from '../../db/index.ts';
import { buildApp, type App } from '../../app.ts';
import { registeredKinds } from '../../platform/scheduler.ts';
import { clock } from '../../lib/clock.ts';
import { rng } from '../../lib/random.ts';
import { simulateAfterSales } from '../after-sale/simulate.ts';
import { loadContract, type Contract } from '../../lib/contract.ts';
import { signedHeaders } from './signing.ts';
import { vendorCredential } from './service.ts';
import { NONCE_TTL_MS, OPEN_CONTRACT_FILE, pruneCallRecords } from './open-api.ts';
import { runErpSim, SimCrash } from './simulator.ts';
import { erpFormCommand } from '../../platform/commands/open-erp.ts';
import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';

const E = (p: string) => `/xm-merchant/erp/${p}`;

describe.each(DIALECTS)('ERP open platform on %s', (dialect) => {
  let s: TestServer;
  /** The state file of the ERP the erp-sim test authorized (the SIGKILL test pulls again with its credentials). */
  let simState = '';
  let db: Db;
  let owner: string;
  let companyId: number;
  let open: Contract;
  const openViolations: unknown[] = [];
  let vendor: { key: string; secret: string };
  let shopApp: { key: string; secret: string };

  /** A signed /open/v1 call; `tamper` changes what is sent after signing. */
  async function call(path: string, body: unknown, cred: { key: string; secret: string }, opts: { now?: number; nonce?: string; tamper?: (h: Record<string, string>, b: string) => string; via?: App } = {}) {
    const raw = JSON.stringify(body);
    const headers = signedHeaders(cred.key, cred.secret, path, raw, opts.now ?? clock.now(), opts.nonce ?? randomBytes(12).toString('hex'));
    const payload = opts.tamper ? opts.tamper(headers, raw) : raw;
    const res = await (opts.via ?? s.app).inject({ method: 'POST', url: path, headers, payload });
    const parsed = res.json();
    const op = open.byPath.get(path);
    if (op) {
      const v = parsed.code === 1 ? op.validateSuccess : open.validateError;
      if (!v(parsed)) openViolations.push({ path, parsed, errors: v.errors });
    }
    return { ...parsed, status: res.statusCode };
  }

  beforeAll(async () => {
    s = await startTestServer(dialect);
    db = s.handle.db;
    await clock.reset(db);
    open = await loadContract(OPEN_CONTRACT_FILE);
    owner = await s.login('13800000001');
    companyId = (await db.selectFrom('merchant_user').select('company_id').where('phone', '=', '13800000001').executeTakeFirstOrThrow()).company_id;
    const v = await vendorCredential(db, 'jushuitan', clock.now());
    vendor = { key: v.app_key, secret: v.app_secret };
  }, 60_000);
  afterEach(() => {
    for (const l of s.logs) if (l.includes('"level":50')) console.log(l.slice(0, 1500));
    s.logs.length = 0;
    expect(s.violations, JSON.stringify(s.violations, null, 2)).toEqual([]);
    expect(openViolations, JSON.stringify(openViolations, null, 2)).toEqual([]);
  });
  afterAll(async () => s?.close());

  it('authorizes through the handshake: request, preview, confirm, token once', async () => {
    const req = await call('/open/v1/auth/request', { vendorShopId: 'JST-1001' }, vendor);
    expect(req.code, req.msg).toBe(1);
    expect(req.data.confirmPath).toContain(`state=${req.data.state}`);
    const preview = await s.call(E('getAuthPreview'), { vendor: 'jushuitan', state: req.data.state, authCode: req.data.code }, { token: owner });
    expect(preview.code, preview.msg).toBe(1);
    expect(preview.data).toMatchObject({ vendorName: '聚水潭', shopName: '校园优选旗舰店', state: req.data.state });
    expect(preview.data.scopes.map((x: { code: string }) => x.code)).toEqual(['goods.read', 'order.read', 'order.ship', 'stock.write', 'aftersale.read']);
    // A wrong code in the link is refused.
    const bad = await s.call(E('authConfirm'), { vendor: 'jushuitan', state: req.data.state, authCode: 'x'.repeat(24) }, { token: owner });
    expect(bad).toMatchObject({ code: 0, msg: '授权链接无效，请回到 ERP 重新发起授权' });
    const pending = await call('/open/v1/auth/token', { state: req.data.state }, vendor);
    expect(pending.data.status).toBe(0);
    const ok = await s.call(E('authConfirm'), { vendor: 'jushuitan', state: req.data.state, authCode: req.data.code }, { token: owner });
    expect(ok.code, ok.msg).toBe(1);
    expect(ok.data).toMatchObject({ authStatus: 2, vendorShopId: 'JST-1001' });
    const again = await s.call(E('authConfirm'), { vendor: 'jushuitan', state: req.data.state, authCode: req.data.code }, { token: owner });
    expect(again.code).toBe(0);
    const tok = await call('/open/v1/auth/token', { state: req.data.state }, vendor);
    expect(tok.data).toMatchObject({ status: 1, shopId: companyId, shopName: '校园优选旗舰店' });
    expect(tok.data.appSecret).toMatch(/^[0-9a-f]{48}$/);
    shopApp = { key: tok.data.appKey, secret: tok.data.appSecret };
    const twice = await call('/open/v1/auth/token', { state: req.data.state }, vendor);
    expect(twice.data).toMatchObject({ status: 2, appSecret: null });
    const result = await s.call(E('getAuthResult'), { vendor: 'jushuitan' }, { token: owner });
    expect(result.data.authStatus).toBe(2);
    const cfg = await s.call(E('erpShopConfigDetail'), undefined, { token: owner });
    expect(cfg.data).toMatchObject({ vendor: 'jushuitan', authStatus: 2, syncOrders: true, appKey: shopApp.key });
  });

  it('refuses a bad signature, a replayed nonce, a skewed clock, an unknown app', async () => {
    const body = { limit: 1 };
    const tampered = await call('/open/v1/orders/search', body, shopApp, { tamper: (_h, b) => b.replace('1', '2') });
    expect(tampered).toMatchObject({ code: 1001, msg: '签名错误' });
    const wrongSecret = await call('/open/v1/orders/search', body, { key: shopApp.key, secret: 'f'.repeat(48) });
    expect(wrongSecret).toMatchObject({ code: 1001, msg: '签名错误' });
    const nonce = randomBytes(10).toString('hex');
    expect((await call('/open/v1/orders/search', body, shopApp, { nonce })).code).toBe(1);
    expect(await call('/open/v1/orders/search', body, shopApp, { nonce })).toMatchObject({ code: 1001, msg: '请求重复：该 nonce 已使用过（重放）' });
    const late = await call('/open/v1/orders/search', body, shopApp, { now: clock.now() - 5 * 60_000 - 1000 });
    expect(late).toMatchObject({ code: 1001, msg: '请求时间与平台时间相差超过 5 分钟，请校准时钟' });
    const early = await call('/open/v1/orders/search', body, shopApp, { now: clock.now() + 6 * 60_000 });
    expect(early.code).toBe(1001);
    expect((await call('/open/v1/orders/search', body, { key: 'erp_nobody', secret: 'x' })).code).toBe(1001);
    const missing = await s.app.inject({ method: 'POST', url: '/open/v1/orders/search', headers: { 'content-type': 'application/json' }, payload: '{}' });
    expect(missing.json()).toMatchObject({ code: 1001 });
    // A vendor credential cannot read a shop; a shop app cannot ask for authorizations.
    expect((await call('/open/v1/orders/search', body, vendor)).code).toBe(1004);
    expect((await call('/open/v1/auth/request', {}, shopApp)).code).toBe(1004);
    // Bad input: a clear Chinese message, never a 500.
    const badLimit = await call('/open/v1/orders/search', { limit: 1000 }, shopApp);
    expect(badLimit.code).toBe(0);
    expect(badLimit.msg).toMatch(/每页条数/);
    const notJson = await call('/open/v1/orders/search', {}, shopApp, { tamper: () => '{' });
    expect(notJson.code).toBe(1001); // the body signed was not the body sent
    // The refusals of the shop's own app are listed on the page.
    const cfg = await s.call(E('erpShopConfigDetail'), undefined, { token: owner });
    expect(cfg.data.recentErrors.map((e: { msg: string }) => e.msg)).toContain('签名错误');
  });

  /** Orders changed in the last 3 s are not handed out yet (SETTLE_MS): wait until the latest change has settled. */
  async function settle() {
    const last = await db.selectFrom('orders').select((eb) => eb.fn.max('updated_at').as('m')).where('company_id', '=', companyId).executeTakeFirstOrThrow();
    const wait = Number(last.m) + 3_100 - clock.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  }

  it('pages orders by update time and id: every visible order once, in order, resumable', async () => {
    await settle();
    const upper = clock.now() - 3_000;
    const expected = await db
      .selectFrom('orders')
      .select(['id'])
      .where('company_id', '=', companyId)
      .where('status', 'in', [2, 3, 4])
      .where('updated_at', '<=', upper)
      .orderBy('updated_at')
      .orderBy('id')
      .execute();
    expect(expected.length).toBeGreaterThan(20);
    const seen: number[] = [];
    let cursor: string | undefined;
    for (let i = 0; i < 1000; i++) {
      const r = await call('/open/v1/orders/search', cursor ? { cursor, limit: 37 } : { updatedFrom: 0, limit: 37 }, shopApp);
      expect(r.code, r.msg).toBe(1);
      seen.push(...r.data.list.map((o: { orderId: number }) => o.orderId));
      cursor = r.data.nextCursor;
      if (!r.data.hasMore) break;
    }
    // Orders updated while paging may appear again later with a newer time; none that existed is missed.
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.slice(0, expected.length)).toEqual(expected.map((o) => Number(o.id)));
    const detail = await call('/open/v1/orders/detail', { orderNo: (await db.selectFrom('orders').select('order_no').where('id', '=', seen[0]!).executeTakeFirstOrThrow()).order_no }, shopApp);
    expect(detail.code, detail.msg).toBe(1);
    expect(detail.data.lines.length).toBeGreaterThan(0);
    // A page carries each order's lines (the same statement): in line order, with their SKU codes, as the tables
    // have them, and each order as orders/detail answers it.
    const page = await call('/open/v1/orders/search', { updatedFrom: 0, limit: 100 }, shopApp);
    const ids = page.data.list.map((o: { orderId: number }) => o.orderId);
    const dbLines = await db
      .selectFrom('order_line as l')
      .leftJoin('goods_sku as k', 'k.id', 'l.sku_id')
      .select(['l.order_id', 'l.sku_id', 'k.code', 'l.goods_id', 'l.goods_name', 'l.spec_text', 'l.unit_price', 'l.quantity', 'l.line_amount'])
      .where('l.order_id', 'in', ids)
      .orderBy('l.id')
      .execute();
    for (const o of page.data.list as Array<{ orderId: number; orderNo: string; lines: unknown[] }>) {
      const want = dbLines
        .filter((l) => Number(l.order_id) === o.orderId)
        .map((l) => ({ skuId: l.sku_id === null ? null : Number(l.sku_id), skuCode: l.code ?? null, goodsId: l.goods_id === null ? null : Number(l.goods_id), goodsName: l.goods_name, specText: l.spec_text, unitPrice: Number(l.unit_price), quantity: l.quantity, lineAmount: Number(l.line_amount) }));
      expect(want.length).toBeGreaterThan(0);
      expect(o.lines).toEqual(want);
    }
    for (const o of page.data.list.slice(0, 5)) expect((await call('/open/v1/orders/detail', { orderNo: o.orderNo }, shopApp)).data).toEqual(o);
  });

  it('ships through the order area: order log, logistics, event; a retry is idempotent; another shop is refused', async () => {
    const o = await db.selectFrom('orders').selectAll().where('company_id', '=', companyId).where('status', '=', 2).where('after_sale_status', '!=', 1).orderBy('id').executeTakeFirstOrThrow();
    const r = await call('/open/v1/orders/ship', { orderNo: o.order_no, logisticsCompany: 'SF', trackingNo: 'SF1234567890' }, shopApp);
    expect(r.code, r.msg).toBe(1);
    expect(r.data).toMatchObject({ status: 3, alreadyShipped: false });
    const after = await db.selectFrom('orders').selectAll().where('id', '=', o.id).executeTakeFirstOrThrow();
    expect(after).toMatchObject({ status: 3, logistics_company: 'SF', tracking_no: 'SF1234567890' });
    const log = await db.selectFrom('order_log').selectAll().where('order_id', '=', o.id).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(log).toMatchObject({ action: '发货', actor_name: '聚水潭 ERP' });
    const ev = await db.selectFrom('event').selectAll().where('kind', '=', 'openErp.orderShipped').where('subject_id', '=', String(o.id)).executeTakeFirst();
    expect(ev).toBeTruthy();
    const retry = await call('/open/v1/orders/ship', { orderNo: o.order_no, logisticsCompany: 'SF', trackingNo: 'SF1234567890' }, shopApp);
    expect(retry.data).toMatchObject({ alreadyShipped: true });
    const other = await call('/open/v1/orders/ship', { orderNo: o.order_no, logisticsCompany: 'ZTO', trackingNo: 'ZT99887766' }, shopApp);
    expect(other).toMatchObject({ code: 0, msg: '订单已发货，请勿重复发货' });
    // An order of another company: the same answer as a missing one.
    const otherCompany = (await db.selectFrom('company').select('id').where('id', '!=', companyId).executeTakeFirstOrThrow()).id;
    const { id: _id, ...copy } = (await db.selectFrom('orders').selectAll().where('company_id', '=', companyId).where('status', '=', 2).orderBy('id', 'desc').executeTakeFirstOrThrow()) as any;
    await db.insertInto('orders').values({ ...copy, company_id: otherCompany, order_no: '99990000111122' }).execute();
    const foreign = await call('/open/v1/orders/ship', { orderNo: '99990000111122', logisticsCompany: 'SF', trackingNo: 'SF0000011111' }, shopApp);
    expect(foreign).toMatchObject({ code: 0, msg: '订单不存在' });
    expect((await call('/open/v1/orders/detail', { orderNo: '99990000111122' }, shopApp)).msg).toBe('订单不存在');
  });

  it('updates stock by merchant code line by line and recomputes the goods total', async () => {
    const skus = await db.selectFrom('goods_sku').selectAll().where('company_id', '=', companyId).where('status', '=', 1).orderBy('id').limit(3).execute();
    await db.updateTable('goods_sku').set({ code: 'ERP-T-1' }).where('id', '=', skus[0]!.id).execute();
    await db.updateTable('goods_sku').set({ code: 'ERP-DUP' }).where('id', 'in', [skus[1]!.id, skus[2]!.id]).execute();
    const r = await call('/open/v1/sku/stock', { items: [{ skuCode: 'ERP-T-1', stock: 321 }, { skuCode: 'NO-SUCH', stock: 1 }, { skuCode: 'ERP-DUP', delta: 1 }, { skuCode: 'ERP-T-1', delta: -1000 }] }, shopApp);
    expect(r.code, r.msg).toBe(1);
    expect(r.data).toMatchObject({ succeeded: 1, failed: 3 });
    expect(r.data.rows[1].msg).toBe('本店没有使用该商家编码的 SKU');
    expect(r.data.rows[2].msg).toMatch(/商家编码重复/);
    expect(r.data.rows[3].msg).toMatch(/负数/);
    const sku = await db.selectFrom('goods_sku').select('stock').where('id', '=', skus[0]!.id).executeTakeFirstOrThrow();
    expect(sku.stock).toBe(321);
    const total = await db.selectFrom('goods_sku').select((eb) => eb.fn.sum<number>('stock').as('n')).where('goods_id', '=', skus[0]!.goods_id).where('status', '=', 1).executeTakeFirstOrThrow();
    const g = await db.selectFrom('goods').select('stock_total').where('id', '=', skus[0]!.goods_id).executeTakeFirstOrThrow();
    expect(g.stock_total).toBe(Number(total.n));
    const goods = await call('/open/v1/goods/list', { limit: 5 }, shopApp);
    expect(goods.code, goods.msg).toBe(1);
    expect(goods.data.list.length).toBe(5);
    // checkErpGoodsInfo, line by line: a code the ERP has reported is matched; one it never named is not in the ERP.
    const fourth = await db.selectFrom('goods_sku').selectAll().where('company_id', '=', companyId).where('status', '=', 1).where('id', '>', skus[2]!.id).orderBy('id').executeTakeFirstOrThrow();
    await db.updateTable('goods_sku').set({ code: 'ERP-NEVER-PUSHED' }).where('id', '=', fourth.id).execute();
    const goodsIds = [...new Set([...skus.map((x) => x.goods_id), fourth.goods_id])];
    const first = await s.call(E('checkErpGoodsInfo'), { goodsIds, onlyProblem: false }, { token: owner });
    const problemOf = (d: any) => new Map(d.items.map((i: { skuId: number; problem: number }) => [i.skuId, i.problem]));
    expect(problemOf(first.data).get(skus[0]!.id)).toBe(0);
    expect(problemOf(first.data).get(fourth.id)).toBe(3);
    // The duplicated code and a missing one.
    await db.updateTable('goods_sku').set({ code: null }).where('id', '=', skus[0]!.id).execute();
    const check = await s.call(E('checkErpGoodsInfo'), { goodsIds, onlyProblem: true }, { token: owner });
    expect(check.code, check.msg).toBe(1);
    const bySku = problemOf(check.data);
    expect(bySku.get(skus[0]!.id)).toBe(1);
    expect(bySku.get(skus[1]!.id)).toBe(2);
    expect(bySku.get(skus[2]!.id)).toBe(2);
    expect(bySku.get(fourth.id)).toBe(3);
    await db.updateTable('goods_sku').set({ code: fourth.code }).where('id', '=', fourth.id).execute();
  });

  it('takes the pieces reserved for activities and samples off an absolute warehouse count', async () => {
    const sku = await db.selectFrom('goods_sku').selectAll().where('company_id', '=', companyId).where('status', '=', 1).orderBy('id', 'desc').executeTakeFirstOrThrow();
    await db.updateTable('goods_sku').set({ code: 'ERP-RES-1' }).where('id', '=', sku.id).execute();
    const activity = await db.selectFrom('mk_activity').select('id').orderBy('id').executeTakeFirstOrThrow();
    const now = clock.now();
    const entry = await db
      .insertInto('mk_activity_entry')
      .values({ activity_id: activity.id, company_id: companyId, goods_id: sku.goods_id, sku_id: sku.id, goods_name: '预留测试', spec_text: sku.spec_text, goods_price: sku.price, activity_price: Math.max(1, sku.price - 100), stock: 30, sold: 10, per_buyer_limit: 1, status: 1, review_note: null, reviewed_at: now, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('se_sample')
      .values({ company_id: companyId, package_id: 1, goods_id: sku.goods_id, sku_id: sku.id, goods_name: '预留测试', spec_text: sku.spec_text, image: null, unit_price: sku.price, per_agent: 1, total: 8, allocated: 3, status: 1, note: null, created_by: null, created_at: now, updated_at: now })
      .execute();
    const stockOf = async () => (await db.selectFrom('goods_sku').select('stock').where('id', '=', sku.id).executeTakeFirstOrThrow()).stock;
    // 20 activity pieces not sold and 5 samples not given out are in the warehouse's 100.
    const r = await call('/open/v1/sku/stock', { items: [{ skuCode: 'ERP-RES-1', stock: 100 }] }, shopApp);
    expect(r.code, r.msg).toBe(1);
    expect(r.data.rows[0]).toMatchObject({ ok: true, stock: 75, msg: '已更新（已扣除活动与样品占用 25 件）' });
    expect(await stockOf()).toBe(75);
    // A delta moves the sellable stock as it is.
    expect((await call('/open/v1/sku/stock', { items: [{ skuCode: 'ERP-RES-1', delta: -5 }] }, shopApp)).data.rows[0]).toMatchObject({ ok: true, stock: 70, msg: '已更新' });
    // Fewer in the warehouse than reserved: nothing left to sell.
    expect((await call('/open/v1/sku/stock', { items: [{ skuCode: 'ERP-RES-1', stock: 12 }] }, shopApp)).data.rows[0]).toMatchObject({ ok: true, stock: 0, msg: '已更新为 0（仓库库存少于活动与样品占用的 25 件）' });
    // Released activity stock and a stopped sample no longer count.
    await db.updateTable('mk_activity_entry').set({ released_at: now }).where('id', '=', entry.id).execute();
    await db.updateTable('se_sample').set({ status: 2 }).where('sku_id', '=', sku.id).execute();
    expect((await call('/open/v1/sku/stock', { items: [{ skuCode: 'ERP-RES-1', stock: 100 }] }, shopApp)).data.rows[0]).toMatchObject({ ok: true, stock: 100, msg: '已更新' });
    await db.deleteFrom('se_sample').where('sku_id', '=', sku.id).execute();
    await db.deleteFrom('mk_activity_entry').where('id', '=', entry.id).execute();
    await db.updateTable('goods_sku').set({ code: sku.code, stock: sku.stock }).where('id', '=', sku.id).execute();
  });

  it('enforces scopes, switches and the per-app rate limit', async () => {
    // A second shop app with order.read only (the same shop, another request).
    await db.updateTable('erp_app').set({ scopes: 'order.read' }).where('app_key', '=', shopApp.key).execute();
    const ship = await call('/open/v1/orders/ship', { orderNo: '12345678', logisticsCompany: 'SF', trackingNo: 'SF1234567890' }, shopApp);
    expect(ship).toMatchObject({ code: 1004, msg: '应用未获授权：回传发货（order.ship）' });
    await db.updateTable('erp_app').set({ scopes: 'goods.read,order.read,order.ship,stock.write' }).where('app_key', '=', shopApp.key).execute();
    const off = await s.call(E('updateErpShopConfig'), { syncGoods: true, syncStock: true, syncOrders: false, syncAfterSale: false, warehouseCode: 'HZ-01', stockSyncMode: 1, orderPushDelayMinutes: 0 }, { token: owner });
    expect(off.code, off.msg).toBe(1);
    expect((await call('/open/v1/orders/search', {}, shopApp)).code).toBe(1004);
    await s.call(E('updateErpShopConfig'), { syncGoods: true, syncStock: true, syncOrders: true, syncAfterSale: false, warehouseCode: null, stockSyncMode: 1, orderPushDelayMinutes: 0 }, { token: owner });
    await db.updateTable('erp_app').set({ rate_per_min: 3 }).where('app_key', '=', shopApp.key).execute();
    await db.deleteFrom('erp_rate').execute();
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) codes.push((await call('/open/v1/orders/search', { limit: 1 }, shopApp)).status);
    expect(codes).toEqual([200, 200, 200, 429]);
    await db.updateTable('erp_app').set({ rate_per_min: 600 }).where('app_key', '=', shopApp.key).execute();
  });

  it('two servers on one database: a nonce used on one is a replay on the other, one rate limit, changes seen at once', async () => {
    // A second server process's worth of state: its own connection (SQLite) or pool (PostgreSQL), its own app cache.
    const h2 = openDb({ databaseUrl: s.config.databaseUrl, dataDir: s.config.dataDir, ...(dialect === 'sqlite' ? { sqliteFile: s.handle.location } : {}) });
    const b = await buildApp({ config: s.config, db: h2, logger: false });
    await b.ready();
    try {
      const search = (via: App, body: unknown = { limit: 1 }, nonce?: string) => call('/open/v1/orders/search', body, shopApp, { via, ...(nonce ? { nonce } : {}) });
      // Both servers remember the app.
      expect((await search(s.app)).code).toBe(1);
      expect((await search(b)).code).toBe(1);
      // Replay protection lives in the database: a nonce used on one server is refused on the other, both ways.
      const n1 = randomBytes(10).toString('hex');
      expect((await search(s.app, { limit: 1 }, n1)).code).toBe(1);
      expect(await search(b, { limit: 1 }, n1)).toMatchObject({ code: 1001, msg: '请求重复：该 nonce 已使用过（重放）' });
      const n2 = randomBytes(10).toString('hex');
      expect((await search(b, { limit: 1 }, n2)).code).toBe(1);
      expect(await search(s.app, { limit: 1 }, n2)).toMatchObject({ code: 1001, msg: '请求重复：该 nonce 已使用过（重放）' });
      // One limit over both servers, and a limit changed behind both caches counts at once.
      await db.updateTable('erp_app').set({ rate_per_min: 4 }).where('app_key', '=', shopApp.key).execute();
      await db.deleteFrom('erp_rate').execute();
      const statuses: number[] = [];
      for (const via of [s.app, b, s.app, b, s.app, b]) statuses.push((await search(via)).status);
      expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
      await db.updateTable('erp_app').set({ rate_per_min: 600 }).where('app_key', '=', shopApp.key).execute();
      await db.deleteFrom('erp_rate').execute();
      // The merchant closes order sync on one server: the other refuses the next call.
      const sw = (syncOrders: boolean) => s.call(E('updateErpShopConfig'), { syncGoods: true, syncStock: true, syncOrders, syncAfterSale: false, warehouseCode: null, stockSyncMode: 1, orderPushDelayMinutes: 0 }, { token: owner });
      expect((await sw(false)).code).toBe(1);
      expect((await search(b)).code).toBe(1004);
      expect((await sw(true)).code).toBe(1);
      expect((await search(b)).code).toBe(1);
      // A scope taken away and the app revoked, by a statement on the other connection: refused at once.
      await db.updateTable('erp_app').set({ scopes: 'goods.read' }).where('app_key', '=', shopApp.key).execute();
      expect(await search(b)).toMatchObject({ code: 1004, msg: '应用未获授权：读取订单（order.read）' });
      await db.updateTable('erp_app').set({ scopes: 'goods.read,order.read,order.ship,stock.write' }).where('app_key', '=', shopApp.key).execute();
      expect((await search(b)).code).toBe(1);
      await db.updateTable('erp_app').set({ status: 0 }).where('app_key', '=', shopApp.key).execute();
      expect(await search(b)).toMatchObject({ code: 1001, msg: '应用不存在或已停用' });
      expect(await search(s.app)).toMatchObject({ code: 1001, msg: '应用不存在或已停用' });
      await db.updateTable('erp_app').set({ status: 1 }).where('app_key', '=', shopApp.key).execute();
      expect((await search(b)).code).toBe(1);
      // What a call of a remembered app sends: the nonce, rate window and erp_app_version in one statement on
      // PostgreSQL (BEGIN, 3, COMMIT on SQLite), then the page with its lines in one.
      await search(b);
      const before = h2.stats!.queries;
      expect((await search(b)).code).toBe(1);
      expect(h2.stats!.queries - before).toBe(dialect === 'postgres' ? 2 : 6);
    } finally {
      await b.close();
      await h2.close();
    }
  });

  it('prunes nonces after 10 minutes and rate windows before the last minute (job openErp.prune); an old nonce stays refused by the clock', async () => {
    expect(registeredKinds()).toContain('openErp.prune');
    const now = clock.now();
    const app = await db.selectFrom('erp_app').select('id').where('app_key', '=', shopApp.key).executeTakeFirstOrThrow();
    const minute = Math.floor(now / 60_000) * 60_000;
    await db
      .insertInto('erp_nonce')
      .values([
        { app_id: app.id, nonce: 'prune-old-nonce', at: now - NONCE_TTL_MS - 1 },
        { app_id: app.id, nonce: 'prune-new-nonce', at: now - NONCE_TTL_MS + 60_000 },
      ])
      .execute();
    await db
      .insertInto('erp_rate')
      .values([
        { app_id: app.id, window_start: minute - 120_000, n: 5 },
        { app_id: app.id, window_start: minute - 60_000, n: 5 },
      ])
      .onConflict((oc) => oc.columns(['app_id', 'window_start']).doNothing())
      .execute();
    const r = await pruneCallRecords(db, now);
    expect(r.nonces).toBeGreaterThanOrEqual(1);
    expect(r.windows).toBeGreaterThanOrEqual(1);
    const nonces = (await db.selectFrom('erp_nonce').select('nonce').where('app_id', '=', app.id).where('nonce', 'like', 'prune-%').execute()).map((x) => x.nonce);
    expect(nonces).toEqual(['prune-new-nonce']);
    const windows = (await db.selectFrom('erp_rate').select('window_start').where('app_id', '=', app.id).execute()).map((x) => Number(x.window_start));
    expect(windows).not.toContain(minute - 120_000);
    expect(windows).toContain(minute - 60_000);
    expect(await db.selectFrom('erp_nonce').select('nonce').where('at', '<', now - NONCE_TTL_MS).execute()).toEqual([]);
    // The pruned nonce's call is older than the 5-minute skew: still refused.
    const replay = await call('/open/v1/orders/search', { limit: 1 }, shopApp, { nonce: 'prune-old-nonce', now: now - NONCE_TTL_MS - 1 });
    expect(replay).toMatchObject({ code: 1001, msg: '请求时间与平台时间相差超过 5 分钟，请校准时钟' });
  });

  it('pages after-sale cases by update time when the shop syncs them; a changed case comes again', async () => {
    await db.updateTable('erp_app').set({ scopes: 'goods.read,order.read,order.ship,stock.write,aftersale.read' }).where('app_key', '=', shopApp.key).execute();
    const cfg = (on: boolean) => s.call(E('updateErpShopConfig'), { syncGoods: true, syncStock: true, syncOrders: true, syncAfterSale: on, warehouseCode: null, stockSyncMode: 1, orderPushDelayMinutes: 0 }, { token: owner });
    expect((await cfg(false)).code).toBe(1);
    expect(await call('/open/v1/aftersale/search', {}, shopApp)).toMatchObject({ code: 1004, msg: '店铺未开启售后同步，请商家在「ERP 对接」页打开开关' });
    expect((await cfg(true)).code).toBe(1);
    // Cases in several states, written a little while ago (the search stays 3 s behind the clock).
    const opened = await simulateAfterSales(db, companyId, 6, { now: clock.now() - 60_000, random: rng(7) });
    expect(opened.opened).toBeGreaterThan(0);
    const seen = new Map<string, number>();
    let cursor: string | null = null;
    for (let i = 0; i < 50; i++) {
      const r: any = await call('/open/v1/aftersale/search', cursor ? { cursor, limit: 7 } : { updatedFrom: 0, limit: 7 }, shopApp);
      expect(r.code, r.msg).toBe(1);
      for (const c of r.data.list) {
        expect(seen.has(c.caseNo)).toBe(false);
        seen.set(c.caseNo, c.updatedAt);
      }
      cursor = r.data.nextCursor;
      if (!r.data.hasMore) break;
    }
    const own = await db.selectFrom('after_sale').select(['id', 'case_no', 'lines_json']).where('company_id', '=', companyId).where('updated_at', '<=', clock.now() - 3_000).execute();
    expect(seen.size).toBe(own.length);
    expect(own.length).toBeGreaterThan(0);
    // A case that changes comes again after the cursor, with its lines' merchant codes.
    const changed = own[0]!;
    await db.updateTable('after_sale').set({ updated_at: clock.now() - 5_000 + 1 }).where('id', '=', changed.id).execute();
    const again: any = await call('/open/v1/aftersale/search', { cursor, limit: 100 }, shopApp);
    expect(again.data.list.map((c: any) => c.caseNo)).toContain(changed.case_no);
    const c = again.data.list.find((x: any) => x.caseNo === changed.case_no);
    expect(c.lines.length).toBe(JSON.parse(changed.lines_json).length);
    expect(c.statusText).toBeTruthy();
    // Without the scope: refused.
    await db.updateTable('erp_app').set({ scopes: 'goods.read,order.read,order.ship,stock.write' }).where('app_key', '=', shopApp.key).execute();
    expect((await call('/open/v1/aftersale/search', {}, shopApp)).code).toBe(1004);
    await db.updateTable('erp_app').set({ scopes: 'goods.read,order.read,order.ship,stock.write,aftersale.read' }).where('app_key', '=', shopApp.key).execute();
    expect((await cfg(false)).code).toBe(1);
  });

  it('docks: apply, the ERP configures, the merchant confirms; unbind revokes the app', async () => {
    // The demo application (聚水潭, 服务商配置中) moved on when the ERP was authorized in the first test.
    const seeded = await s.call(E('abutmentDetail'), undefined, { token: owner });
    expect(seeded.data).toMatchObject({ vendor: 'jushuitan', status: 3 });
    const cancelled = await s.call(E('cancelAbutment'), { abutmentId: seeded.data.abutmentId }, { token: owner });
    expect(cancelled.data.status).toBe(5);
    const apply = await s.call(E('abutmentErp'), { abutmentType: 1, vendor: 'jushuitan', partner: null, contactName: '李晓', contactPhone: '13900000011', remark: '尽快' }, { token: owner });
    expect(apply.code, apply.msg).toBe(1);
    expect(apply.data).toMatchObject({ status: 1, contactPhoneMasked: '139****0011' });
    const dup = await s.call(E('abutmentErp'), { abutmentType: 1, vendor: 'wangdian', contactName: '李晓', contactPhone: '13900000011' }, { token: owner });
    expect(dup.code).toBe(0);
    const cross = await s.call(E('abutmentErp'), { abutmentType: 2, partner: 'haiku', contactName: '李晓', contactPhone: '13900000011' }, { token: owner });
    expect(cross).toMatchObject({ code: 0, msg: '跨境清关对接仅限跨境企业' });
    const early = await s.call(E('merchantConfirm'), { abutmentId: apply.data.abutmentId }, { token: owner });
    expect(early).toMatchObject({ code: 0, msg: '服务商尚未完成配置，暂不能确认' });
    // The ERP authorizes again (a new request): the application now waits for the merchant.
    const req = await call('/open/v1/auth/request', {}, vendor);
    const conf = await s.call(E('authConfirm'), { vendor: 'jushuitan', state: req.data.state, authCode: req.data.code }, { token: owner });
    expect(conf.code, conf.msg).toBe(1);
    // The old app was replaced by the new one.
    expect((await call('/open/v1/orders/search', {}, shopApp)).code).toBe(1001);
    const detail = await s.call(E('abutmentDetail'), undefined, { token: owner });
    expect(detail.data.status).toBe(3);
    const done = await s.call(E('merchantConfirm'), { abutmentId: apply.data.abutmentId }, { token: owner });
    expect(done.data.status).toBe(4);
    const forms = await s.call(E('form/list'), { pageNum: 1, pageSize: 10 }, { token: owner });
    expect(forms.data.list[0]).toMatchObject({ vendor: 'jushuitan', status: 2 });
    const info = await s.call(E('form/info'), { formId: forms.data.list[0].formId }, { token: owner });
    expect(info.data.logs.map((l: { status: number }) => l.status)).toEqual([0, 2]);
    const seededForm = await s.call(E('form/info'), { formId: seeded.data.formId }, { token: owner });
    expect(seededForm.data.logs.map((l: { status: number }) => l.status)).toEqual([0, 1, 4]);
    const tok = await call('/open/v1/auth/token', { state: req.data.state }, vendor);
    const app2 = { key: tok.data.appKey, secret: tok.data.appSecret };
    expect((await call('/open/v1/orders/search', {}, app2)).code).toBe(1);
    const unbind = await s.call(E('unbind'), { vendor: 'jushuitan' }, { token: owner });
    expect(unbind.code, unbind.msg).toBe(1);
    expect((await call('/open/v1/orders/search', {}, app2)).msg).toBe('应用不存在或已停用');
    const cfg = await s.call(E('erpShopConfigDetail'), undefined, { token: owner });
    expect(cfg.data).toMatchObject({ vendor: null, authStatus: 0, abutmentStatus: 0, syncOrders: false });
    const already = await s.call(E('merchantConfirmAlreadyAuth'), { vendor: 'guanjiapo', vendorShopId: 'GJP-1' }, { token: owner });
    expect(already.data).toMatchObject({ authStatus: 1, vendorShopId: 'GJP-1' });
  });

  it('erp-sim: authorizes in the browser, is killed mid-pull, restarts and has every order exactly once', async () => {
    await settle();
    const address = await s.app.listen({ port: 0, host: '127.0.0.1' });
    const stateFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'erp-sim-')), 'wangdian.json');
    simState = stateFile;
    const cred = await vendorCredential(db, 'wangdian', clock.now());
    const base = { baseUrl: address, vendor: 'wangdian', vendorKey: cred.app_key, vendorSecret: cred.app_secret, stateFile, pageSize: 25, since: 0, pollMs: 50, ship: 2, stock: 2 };
    const lines: string[] = [];
    const first = runErpSim({ ...base, crashAfterPages: 2, log: (l) => lines.push(l) });
    // The merchant opens the link the ERP printed and confirms.
    let url: string | undefined;
    for (let i = 0; i < 100 && !url; i++) {
      url = lines.find((l) => l.startsWith('CONFIRM_URL '))?.slice(12);
      if (!url) await new Promise((r) => setTimeout(r, 50));
    }
    const q = new URL(url!).searchParams;
    const conf = await s.call(E('authConfirm'), { vendor: 'wangdian', state: q.get('state'), authCode: q.get('code') }, { token: owner });
    expect(conf.code, conf.msg).toBe(1);
    await expect(first).rejects.toBeInstanceOf(SimCrash);
    const stored = JSON.parse(fs.readFileSync(stateFile, 'utf8'));
    expect(Object.keys(stored.orders).length).toBe(50); // pages 1-2 stored, page 3 fetched and lost
    const r = await runErpSim({ ...base, log: (l) => lines.push(l) });
    // Every order visible to the pull, and the two the sim itself just shipped (updated after its pull: seen before).
    const visible = await db
      .selectFrom('orders')
      .select('id')
      .where('company_id', '=', companyId)
      .where('status', 'in', [2, 3, 4])
      .where((eb) => eb.or([eb('updated_at', '<=', clock.now() - 3_000), eb('order_no', 'in', r.shipped)]))
      .execute();
    const ids = Object.keys(r.state.orders).map(Number);
    expect(r.state.received).toBe(ids.length);
    expect(new Set(ids)).toEqual(new Set(visible.map((v) => Number(v.id))));
    expect(r.shipped.length).toBe(2);
    const shipped = await db.selectFrom('orders').select(['status', 'tracking_no']).where('order_no', 'in', r.shipped).execute();
    expect(shipped.every((o) => o.status === 3 && o.tracking_no?.startsWith('WAN'))).toBe(true);
    // The next run only adds what became visible since (orders another test shipped moments before): still once each.
    await new Promise((res) => setTimeout(res, 3_100));
    const again = await runErpSim({ ...base, ship: 0, stock: 0 });
    const all = await db.selectFrom('orders').select('id').where('company_id', '=', companyId).where('status', 'in', [2, 3, 4]).where('updated_at', '<=', clock.now() - 3_000).execute();
    expect(new Set(Object.keys(again.state.orders).map(Number))).toEqual(new Set(all.map((v) => Number(v.id))));
    expect(again.state.received).toBe(all.length);
  }, 30_000);

  it('erp-sim as its own process, killed with SIGKILL mid-pull and started again, has every order exactly once', async () => {
    const address = s.app.server.listening ? `http://127.0.0.1:${(s.app.server.address() as { port: number }).port}` : await s.app.listen({ port: 0, host: '127.0.0.1' });
    // The ERP authorized in the previous test, with an empty store: it pulls everything again, 10 orders a page.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'erp-sim-kill-'));
    const authorized = JSON.parse(fs.readFileSync(simState, 'utf8'));
    const stateFile = path.join(dir, 'wangdian.json');
    fs.writeFileSync(stateFile, JSON.stringify({ ...authorized, cursor: null, orders: {}, received: 0, shipped: [], afterSaleCursor: null, afterSales: {} }));
    const cred = await vendorCredential(db, 'wangdian', clock.now());
    const opts = { baseUrl: address, vendor: 'wangdian', vendorKey: cred.app_key, vendorSecret: cred.app_secret, stateFile, pageSize: 10, since: 0, ship: 0, stock: 0 };
    await new Promise((r) => setTimeout(r, 3_100)); // every order written so far is visible to the pull
    const cutoff = clock.now() - 3_000;
    const child = spawn(process.execPath, ['--import', 'tsx', path.resolve('server/modules/open-erp/erp-sim.kill-child.ts')], {
      env: { ...process.env, ERP_SIM_OPTIONS: JSON.stringify(opts) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stderr.on('data', (d) => (err += String(d)));
    const exited = new Promise<NodeJS.Signals | number | null>((resolve) => child.on('exit', (code, signal) => resolve(signal ?? code)));
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (d) => {
        out += String(d);
        if ((out.match(/^page /gm) ?? []).length >= 2) {
          child.kill('SIGKILL'); // it is now fetching or storing page 3
          resolve();
        }
      });
      child.on('exit', () => reject(new Error(`子进程提前退出：${out} ${err}`)));
    });
    expect(await exited).toBe('SIGKILL');
    expect(out).not.toContain('done');
    const stored = JSON.parse(fs.readFileSync(stateFile, 'utf8'));
    const kept = Object.keys(stored.orders).length;
    expect(kept % 10).toBe(0); // whole pages only: the store is written with its cursor, atomically
    expect(kept).toBeGreaterThanOrEqual(20);
    const r = await runErpSim(opts);
    const visible = await db.selectFrom('orders').select('id').where('company_id', '=', companyId).where('status', 'in', [2, 3, 4]).where('updated_at', '<=', cutoff).execute();
    expect(visible.length).toBeGreaterThan(30);
    const ids = Object.keys(r.state.orders).map(Number);
    expect(r.state.received).toBe(ids.length);
    expect(new Set(ids)).toEqual(new Set(visible.map((v) => Number(v.id))));
  });

  it('erp-form: the platform accepts and rejects an application', async () => {
    const apply = await s.call(E('abutmentErp'), { abutmentType: 1, vendor: 'kuaimai', contactName: '王五', contactPhone: '13900000012' }, { token: owner });
    expect(apply.code, apply.msg).toBe(1);
    const lines: string[] = [];
    const run = (...a: string[]) => erpFormCommand.run(a, { handle: s.handle, out: (l) => lines.push(l) });
    await run('list');
    expect(lines.join('\n')).toContain('快麦');
    await run('accept', String(apply.data.formId));
    expect((await s.call(E('abutmentDetail'), undefined, { token: owner })).data.status).toBe(2);
    await run('reject', String(apply.data.formId), '资料不全');
    const d = await s.call(E('abutmentDetail'), undefined, { token: owner });
    expect(d.data).toMatchObject({ status: 6, rejectReason: '资料不全' });
    await expect(run('accept', String(apply.data.formId))).rejects.toThrow('该申请单已处理');
  });
});
