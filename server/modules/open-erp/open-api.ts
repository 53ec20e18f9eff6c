import { areaJob } from '../../platform/area.ts';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Db, Dialect } from '../../db/index.ts';
import type { AppDeps } from '../../lib/handler.ts';
import { audit } from '../../lib/audit.ts';
import { loadContract, describeValidationError, type Operation } from '../../lib/contract.ts';
import { BizError, Code, errorEnvelope, fail, ok } from '../../lib/errors.ts';
import { emitEvent } from '../../lib/events.ts';

import { STATUS_TEXT as AS_STATUS_TEXT, TYPE_TEXT as AS_TYPE_TEXT } from '../after-sale/index.ts';
import { OrderStatus } from '../order/index.ts';
import { shipOrder, type Order } from '../order/index.ts';
import { MAX_SKEW_MS, NONCE_PATTERN, SIGN_HEADERS, sign, signatureMatches } from './signing.ts';
import {
  DEFAULT_SCOPES,
  defaultConfig,
  logCallError,
  randomKey,
  recomputeGoodsStock,
  REQUEST_TTL_MS,
  RequestStatus,
  SCOPES,
  vendorName,
  VENDOR_SCOPE,
  type ConfigRow,
  type ErpApp,
} from './service.ts';

export const OPEN_CONTRACT_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../openapi/open-api.yaml');
export const OPEN_PREFIX = '/open/v1/';
/** Orders younger than this are not handed out yet: a transaction that set an earlier updated_at may still commit. */
export const SETTLE_MS = 3_000;

/** 1001 for every signature problem: the caller learns which check failed, never anything about other apps. */
const sigFail = (msg: string) => fail(msg, Code.TOKEN_INVALID);

export interface OpenCall {
  db: Db;
  app: ErpApp;
  body: any;
  now: number;
  deps: AppDeps;
  config: ConfigRow | null;
}

type OpenHandler = (c: OpenCall) => Promise<unknown>;

/**
 * An app and its shop's switches as this process holds them, with the erp_app_version `v` they were read at
 * (migration 0030_open_erp_speed). `config` is null for a vendor credential.
 */
interface AppState {
  app: ErpApp;
  config: ConfigRow | null;
  version: number;
}

/** The most apps a process keeps in memory (least recently read dropped first). */
export const APP_CACHE_MAX = 5_000;
/** A successful call records the shop's last sync time at most this often (per process). */
const LAST_SYNC_EVERY_MS = 10_000;

interface AppCache {
  apps: Map<string, AppState>;
  /** company id -> the last_sync_at this process last wrote or read. */
  lastSync: Map<number, number>;
}
const appCaches = new WeakMap<Db, AppCache>();
function appCacheOf(db: Db): AppCache {
  let c = appCaches.get(db);
  if (!c) appCaches.set(db, (c = { apps: new Map(), lastSync: new Map() }));
  return c;
}

const CONFIG_COLUMNS = ['vendor', 'sync_goods', 'sync_stock', 'sync_orders', 'sync_after_sale', 'warehouse_code', 'stock_sync_mode', 'order_push_delay_minutes', 'last_sync_at', 'updated_at'] as const;

/** The app, its shop's switches and erp_app_version, in one statement (one snapshot). */
async function readAppState(db: Db, appKey: string): Promise<AppState | null> {
  const row = await db
    .selectFrom('erp_app as a')
    .leftJoin('erp_shop_config as c', 'c.company_id', 'a.company_id')
    .selectAll('a')
    .select(['c.company_id as cfg_company_id', ...CONFIG_COLUMNS.map((k) => `c.${k} as cfg_${k}` as `c.vendor as cfg_vendor`)])
    .select((eb) => eb.selectFrom('erp_app_version').select('v').where('id', '=', 1).as('app_version'))
    .where('a.app_key', '=', appKey)
    .executeTakeFirst();
  if (!row) return null;
  const r = row as unknown as Record<string, unknown>;
  const app = { id: r.id, kind: r.kind, company_id: r.company_id, vendor: r.vendor, app_key: r.app_key, app_secret: r.app_secret, scopes: r.scopes, rate_per_min: r.rate_per_min, status: r.status, created_at: r.created_at, revoked_at: r.revoked_at } as ErpApp;
  let config: ConfigRow | null = null;
  if (app.company_id !== null) config = r.cfg_company_id === null ? defaultConfig() : (Object.fromEntries(CONFIG_COLUMNS.map((k) => [k, r[`cfg_${k}`]])) as ConfigRow);
  return { app, config, version: Number(r.app_version) };
}

/**
 * The call's nonce (refused when the app used it before, on any server: the primary key) and its rate window count,
 * committed together before the call runs, and erp_app_version as of that moment. A replayed nonce counts nothing.
 */
async function recordCall(db: Db, dialect: Dialect, appId: number, nonce: string, now: number): Promise<{ fresh: boolean; n: number; version: number }> {
  const windowStart = Math.floor(now / 60_000) * 60_000;
  if (dialect === 'postgres') {
    const r = await sql<{ fresh: number; n: number | null; v: number }>`with fresh as (
        insert into erp_nonce (app_id, nonce, at) values (${appId}, ${nonce}, ${now}) on conflict do nothing returning app_id
      ), counted as (
        insert into erp_rate (app_id, window_start, n) select app_id, ${windowStart}::bigint, 1 from fresh
        on conflict (app_id, window_start) do update set n = erp_rate.n + 1 returning n
      )
      select (select count(*) from fresh) as fresh, (select n from counted) as n, (select v from erp_app_version where id = 1) as v`.execute(db);
    const row = r.rows[0]!;
    return { fresh: Number(row.fresh) === 1, n: Number(row.n ?? 0), version: Number(row.v) };
  }
  // SQLite: one write transaction (one commit) for both rows.
  return db.transaction().execute(async (trx) => {
    const seen = await trx.insertInto('erp_nonce').values({ app_id: appId, nonce, at: now }).onConflict((oc) => oc.doNothing()).returning('app_id').executeTakeFirst();
    const counted = seen
      ? await trx
          .insertInto('erp_rate')
          .values({ app_id: appId, window_start: windowStart, n: 1 })
          .onConflict((oc) => oc.columns(['app_id', 'window_start']).doUpdateSet({ n: sql`erp_rate.n + 1` }))
          .returning('n')
          .executeTakeFirstOrThrow()
      : null;
    const v = await trx.selectFrom('erp_app_version').select('v').where('id', '=', 1).executeTakeFirstOrThrow();
    return { fresh: seen !== undefined, n: Number(counted?.n ?? 0), version: Number(v.v) };
  });
}

/**
 * Signature, clock skew, nonce and rate limit; answers the app and its shop's switches, or throws (1001 / -1 with
 * HTTP 429). The app comes from this process's memory when it has it; the statement that records the nonce also reads
 * erp_app_version, and when that moved on since the app was read (revoked, scopes, limit or a switch changed, by any
 * process) the app is read again and checked again before the call runs. A check that fails on the remembered app is
 * made again on a fresh read before the call is refused.
 */
export async function verifySigned(
  db: Db,
  dialect: Dialect,
  req: { url: string; headers: Record<string, unknown>; rawBody: string },
  now: number,
): Promise<{ app: ErpApp; config: ConfigRow | null }> {
  const h = (k: string) => (typeof req.headers[k] === 'string' ? (req.headers[k] as string) : '');
  const appKey = h(SIGN_HEADERS.appKey);
  const ts = h(SIGN_HEADERS.timestamp);
  const nonce = h(SIGN_HEADERS.nonce);
  const signature = h(SIGN_HEADERS.signature).toLowerCase();
  if (!appKey || !ts || !nonce || !signature) throw sigFail('缺少签名请求头（X-App-Key、X-Timestamp、X-Nonce、X-Signature）');
  if (!/^\d{10,13}$/.test(ts)) throw sigFail('X-Timestamp 应为毫秒时间戳');
  if (Math.abs(now - Number(ts)) > MAX_SKEW_MS) throw sigFail('请求时间与平台时间相差超过 5 分钟，请校准时钟');
  if (!NONCE_PATTERN.test(nonce)) throw sigFail('X-Nonce 应为 8 至 64 位字母、数字、下划线或短横线');
  if (appKey.length > 64) throw sigFail('应用不存在或已停用');
  const urlPath = req.url.split('?')[0]!;
  const check = (s: AppState | null): AppState => {
    if (!s || s.app.status !== 1) throw sigFail('应用不存在或已停用');
    if (!signatureMatches(sign(s.app.app_secret, 'POST', urlPath, ts, nonce, req.rawBody), signature)) throw sigFail('签名错误');
    return s;
  };
  const cache = appCacheOf(db);
  const remembered = cache.apps.get(appKey);
  let state: AppState;
  if (remembered) {
    try {
      state = check(remembered);
    } catch {
      cache.apps.delete(appKey);
      state = check(await readAppState(db, appKey));
    }
  } else {
    state = check(await readAppState(db, appKey));
  }
  // The nonce and the rate window are committed before the call runs: a refused or failed call still used them.
  const rec = await recordCall(db, dialect, state.app.id, nonce, now);
  if (rec.version !== state.version) {
    cache.apps.delete(appKey);
    const fresh = check(await readAppState(db, appKey));
    if (fresh.app.id !== state.app.id) throw sigFail('应用不存在或已停用');
    state = fresh;
  }
  if (cache.apps.get(appKey) !== state) {
    cache.apps.delete(appKey);
    cache.apps.set(appKey, state);
    if (cache.apps.size > APP_CACHE_MAX) cache.apps.delete(cache.apps.keys().next().value!);
  }
  if (!rec.fresh) throw sigFail('请求重复：该 nonce 已使用过（重放）');
  if (rec.n > state.app.rate_per_min) throw new BizError(Code.OTHER, `调用过于频繁：每个应用每分钟至多 ${state.app.rate_per_min} 次`);
  return { app: state.app, config: state.config };
}

/**
 * The shop's「最近同步」time: written after a successful call when this process has not written (or seen) one in the last
 * LAST_SYNC_EVERY_MS; the statement itself skips a row another process wrote meanwhile.
 */
async function touchLastSync(db: Db, companyId: number, config: ConfigRow, now: number): Promise<void> {
  const lastSync = appCacheOf(db).lastSync;
  const seen = Math.max(lastSync.get(companyId) ?? 0, config.last_sync_at ?? 0);
  if (seen >= now - LAST_SYNC_EVERY_MS) return;
  lastSync.set(companyId, now);
  await db
    .updateTable('erp_shop_config')
    .set({ last_sync_at: now })
    .where('company_id', '=', companyId)
    .where((eb) => eb.or([eb('last_sync_at', 'is', null), eb('last_sync_at', '<', now - LAST_SYNC_EVERY_MS)]))
    .execute();
}

/** Nonces older than this are deleted by the prune job (a call older than MAX_SKEW_MS is refused before its nonce is looked at). */
export const NONCE_TTL_MS = 10 * 60_000;

/** Deletes nonces past NONCE_TTL_MS and rate windows before the previous minute (the job `openErp.prune`, every minute). */
export async function pruneCallRecords(db: Db, now: number): Promise<{ nonces: number; windows: number }> {
  const nonces = await db.deleteFrom('erp_nonce').where('at', '<', now - NONCE_TTL_MS).executeTakeFirst();
  const windows = await db.deleteFrom('erp_rate').where('window_start', '<', Math.floor(now / 60_000) * 60_000 - 60_000).executeTakeFirst();
  return { nonces: Number(nonces.numDeletedRows), windows: Number(windows.numDeletedRows) };
}

export const pruneJob = areaJob(
  'openErp.prune',
  async ({ db, now }) => {
    const r = await pruneCallRecords(db, now);
    return r.nonces || r.windows ? `清理开放接口 nonce ${r.nonces} 条、频率窗口 ${r.windows} 条` : undefined;
  },
  { everyMs: 60_000 },
);

// ------------------------------------------------------------------ authorization ----

async function authRequest(c: OpenCall) {
  const scopes: string[] = c.body.scopes ?? DEFAULT_SCOPES;
  const state = randomKey('st-', 8);
  const code = randomKey('', 12);
  const expireAt = c.now + REQUEST_TTL_MS;
  await c.db
    .insertInto('erp_auth_request')
    .values({ vendor: c.app.vendor, state, code, scopes: scopes.join(','), vendor_shop_id: c.body.vendorShopId ?? null, company_id: null, app_id: null, status: RequestStatus.PENDING, created_at: c.now, expire_at: expireAt, confirmed_at: null })
    .execute();
  return { state, code, confirmPath: `/open/erp?vendor=${c.app.vendor}&state=${state}&code=${code}`, expireAt };
}

async function authToken(c: OpenCall) {
  const r = await c.db.selectFrom('erp_auth_request').selectAll().where('state', '=', c.body.state).where('vendor', '=', c.app.vendor).executeTakeFirst();
  if (!r) throw fail('授权请求不存在');
  const empty = { appKey: null, appSecret: null, shopId: null, shopName: null, scopes: [] as string[], ratePerMinute: null };
  if (r.status === RequestStatus.PENDING) return { status: r.expire_at < c.now ? RequestStatus.EXPIRED : RequestStatus.PENDING, ...empty };
  if (r.status === RequestStatus.EXPIRED) return { status: RequestStatus.EXPIRED, ...empty };
  const app = await c.db.selectFrom('erp_app').selectAll().where('id', '=', r.app_id!).executeTakeFirstOrThrow();
  const shop = await c.db.selectFrom('company').select(['id', 'name', 'shop_name']).where('id', '=', r.company_id!).executeTakeFirstOrThrow();
  const base = { appKey: app.app_key, shopId: shop.id, shopName: shop.shop_name ?? shop.name, scopes: app.scopes.split(','), ratePerMinute: app.rate_per_min };
  if (r.status === RequestStatus.DELIVERED) return { status: RequestStatus.DELIVERED, ...base, appSecret: null };
  const upd = await c.db.updateTable('erp_auth_request').set({ status: RequestStatus.DELIVERED }).where('id', '=', r.id).where('status', '=', RequestStatus.CONFIRMED).executeTakeFirst();
  if (Number(upd.numUpdatedRows) !== 1) return { status: RequestStatus.DELIVERED, ...base, appSecret: null };
  return { status: RequestStatus.CONFIRMED, ...base, appSecret: app.app_secret };
}

// ------------------------------------------------------------------ orders ----

const VISIBLE = [OrderStatus.TO_SHIP, OrderStatus.SHIPPED, OrderStatus.COMPLETED];

/** The lines of orders with their SKU codes (index order_line_order_idx): orders/detail. */
function orderLinesQuery(db: Db, orderIds: number[]) {
  return db
    .selectFrom('order_line as l')
    .leftJoin('goods_sku as s', 's.id', 'l.sku_id')
    .select(['l.order_id', 'l.sku_id', 's.code as sku_code', 'l.goods_id', 'l.goods_name', 'l.spec_text', 'l.unit_price', 'l.quantity', 'l.line_amount'])
    .where('l.order_id', 'in', orderIds)
    .orderBy('l.id');
}

async function linesOf(db: Db, orderIds: number[]) {
  const by = new Map<number, any[]>();
  if (!orderIds.length) return by;
  const rows = await orderLinesQuery(db, orderIds).execute();
  for (const r of rows) {
    const list = by.get(Number(r.order_id)) ?? [];
    list.push({ skuId: r.sku_id, skuCode: r.sku_code ?? null, goodsId: r.goods_id, goodsName: r.goods_name, specText: r.spec_text, unitPrice: r.unit_price, quantity: r.quantity, lineAmount: r.line_amount });
    by.set(Number(r.order_id), list);
  }
  return by;
}

/** The order columns an answer shows (present). */
const PRESENTED = [
  'id', 'order_no', 'status', 'after_sale_status', 'receiver_name', 'receiver_phone', 'receiver_address', 'school', 'campus', 'delivery_type', 'buyer_remark',
  'goods_amount', 'freight_amount', 'discount_amount', 'paid_amount', 'logistics_company', 'tracking_no', 'created_at', 'paid_at', 'shipped_at', 'updated_at',
] as const;

/**
 * Each order's lines as one JSON array in line order (the answer's `lines` objects), a correlated subquery on
 * order_line_order_idx and the SKU's primary key: the page and its lines are one statement.
 */
function linesJson(dialect: Dialect) {
  return dialect === 'postgres'
    ? sql<unknown>`(select coalesce(json_agg(json_build_object('skuId', l.sku_id, 'skuCode', (select s.code from goods_sku s where s.id = l.sku_id), 'goodsId', l.goods_id, 'goodsName', l.goods_name, 'specText', l.spec_text, 'unitPrice', l.unit_price, 'quantity', l.quantity, 'lineAmount', l.line_amount) order by l.id), '[]'::json) from order_line l where l.order_id = orders.id)`
    : // json_object straight inside the aggregate: a JSON value passed through a subquery would turn into a string.
      sql<unknown>`(select json_group_array(json_object('skuId', x.sku_id, 'skuCode', x.code, 'goodsId', x.goods_id, 'goodsName', x.goods_name, 'specText', x.spec_text, 'unitPrice', x.unit_price, 'quantity', x.quantity, 'lineAmount', x.line_amount)) from (select l.sku_id, (select s.code from goods_sku s where s.id = l.sku_id) as code, l.goods_id, l.goods_name, l.spec_text, l.unit_price, l.quantity, l.line_amount from order_line l where l.order_id = orders.id order by l.id) x)`;
}

function present(o: Pick<Order, (typeof PRESENTED)[number]>, lines: any[]) {
  return {
    orderId: Number(o.id),
    orderNo: o.order_no,
    status: o.status,
    afterSaleStatus: o.after_sale_status,
    receiverName: o.receiver_name,
    receiverPhone: o.receiver_phone,
    receiverAddress: o.receiver_address,
    school: o.school,
    campus: o.campus,
    deliveryType: o.delivery_type,
    buyerRemark: o.buyer_remark,
    goodsAmount: o.goods_amount,
    freightAmount: o.freight_amount,
    discountAmount: o.discount_amount,
    paidAmount: o.paid_amount,
    logisticsCompany: o.logistics_company,
    trackingNo: o.tracking_no,
    createdAt: o.created_at,
    paidAt: o.paid_at,
    shippedAt: o.shipped_at,
    updatedAt: o.updated_at,
    lines,
  };
}

function requireSwitch(c: OpenCall, which: 'sync_orders' | 'sync_stock' | 'sync_goods', label: string) {
  if (!c.config || c.config.vendor !== c.app.vendor || c.config[which] !== 1) throw fail(`店铺未开启${label}，请商家在「ERP 对接」页打开开关`, Code.NO_AUTHORITY);
}

/**
 * The page query of orders/search: the shop's visible orders with updated_at ≤ `upper`, after the cursor (or from
 * `updatedFrom`), by (updated_at, id), limit + 1 rows, each with its lines (linesJson). Index
 * orders_company_updated_idx (company_id, updated_at, id).
 */
export function orderSearchQuery(db: Db, dialect: Dialect, companyId: number, upper: number, from: { cursor?: string; updatedFrom?: number }, limit: number) {
  let q = db
    .selectFrom('orders')
    .select(PRESENTED)
    .select(linesJson(dialect).as('lines'))
    .where('company_id', '=', companyId)
    .where('updated_at', '<=', upper);
  if (from.cursor) {
    const [at, id] = from.cursor.split('_').map(Number) as [number, number];
    // A row comparison: both databases start the index range at the cursor (an OR of the two cases is only a filter).
    q = q.where((eb) => eb(eb.refTuple('updated_at', 'id'), '>', eb.tuple(at, id)));
  } else if (from.updatedFrom !== undefined) {
    q = q.where('updated_at', '>=', from.updatedFrom);
  }
  return q.where('status', 'in', VISIBLE).orderBy('updated_at').orderBy('id').limit(limit + 1);
}

async function orderSearch(c: OpenCall) {
  requireSwitch(c, 'sync_orders', '订单同步');
  const limit: number = c.body.limit ?? 50;
  const upper = c.now - Math.max(SETTLE_MS, c.config!.order_push_delay_minutes * 60_000);
  const cursor: string | undefined = c.body.cursor;
  const rows = await orderSearchQuery(c.db, c.deps.dialect, c.app.company_id!, upper, { cursor, updatedFrom: c.body.updatedFrom }, limit).execute();
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    list: page.map((o) => present(o, typeof o.lines === 'string' ? JSON.parse(o.lines) : (o.lines as any[]))),
    nextCursor: last ? `${last.updated_at}_${last.id}` : (cursor ?? null),
    hasMore: rows.length > limit,
  };
}

async function ownOrder(c: OpenCall, orderNo: string) {
  const o = await c.db.selectFrom('orders').selectAll().where('company_id', '=', c.app.company_id!).where('order_no', '=', orderNo).executeTakeFirst();
  if (!o || !VISIBLE.includes(o.status as 2)) throw fail('订单不存在');
  return o;
}

async function orderDetail(c: OpenCall) {
  requireSwitch(c, 'sync_orders', '订单同步');
  const o = await ownOrder(c, c.body.orderNo);
  return present(o, (await linesOf(c.db, [Number(o.id)])).get(Number(o.id)) ?? []);
}

async function orderShip(c: OpenCall) {
  requireSwitch(c, 'sync_orders', '订单同步');
  const companyId = c.app.company_id!;
  if (c.deps.dialect === 'postgres') {
    await c.db.selectFrom('orders').select('id').where('company_id', '=', companyId).where('order_no', '=', c.body.orderNo).forUpdate().execute();
  }
  const o = await ownOrder(c, c.body.orderNo);
  if (o.status !== OrderStatus.TO_SHIP && o.tracking_no === c.body.trackingNo && o.logistics_company === c.body.logisticsCompany) {
    return { orderNo: o.order_no, status: o.status, alreadyShipped: true, shippedAt: o.shipped_at ?? o.updated_at };
  }
  const actor = { type: 3 as const, name: `${vendorName(c.app.vendor)} ERP` };
  const next = await shipOrder(c.db, o, actor, c.body.logisticsCompany, c.body.trackingNo, c.now);
  await audit(c.db, { companyId, userId: null, actor: actor.name, action: 'erp.order.ship', detail: { orderNo: o.order_no, logisticsCompany: c.body.logisticsCompany, trackingNo: c.body.trackingNo, appKey: c.app.app_key }, at: c.now });
  await emitEvent(c.db, { companyId, userId: null, kind: 'openErp.orderShipped', subjectId: Number(o.id), payload: { orderNo: o.order_no, vendor: c.app.vendor }, now: c.now });
  return { orderNo: o.order_no, status: next.status, alreadyShipped: false, shippedAt: next.shipped_at ?? c.now };
}

// ------------------------------------------------------------------ goods ----

async function skuStock(c: OpenCall) {
  requireSwitch(c, 'sync_stock', '库存同步');
  const companyId = c.app.company_id!;
  const rows: Array<{ skuCode: string; ok: boolean; msg: string; stock: number | null }> = [];
  const touched = new Set<number>();
  for (const it of c.body.items as Array<{ skuCode: string; stock?: number; delta?: number }>) {
    const code = it.skuCode.trim();
    const res = { skuCode: code.slice(0, 64), ok: false, msg: '', stock: null as number | null };
    try {
      if ((it.stock === undefined) === (it.delta === undefined)) throw fail('stock 与 delta 须且只能填一个');
      const skus = await c.db
        .selectFrom('goods_sku as s')
        .innerJoin('goods as g', 'g.id', 's.goods_id')
        .select(['s.id', 's.goods_id', 's.stock'])
        .where('s.company_id', '=', companyId)
        .where('s.code', '=', code)
        .where('s.status', '=', 1)
        .where('g.deleted_at', 'is', null)
        .execute();
      await c.db
        .insertInto('erp_sku_code')
        .values({ company_id: companyId, code: code.slice(0, 64), at: c.now })
        .onConflict((oc) => oc.columns(['company_id', 'code']).doUpdateSet({ at: c.now }))
        .execute();
      if (!skus.length) throw fail('本店没有使用该商家编码的 SKU');
      if (skus.length > 1) throw fail(`商家编码重复（${skus.length} 个 SKU），无法确定更新哪一个`);
      const sku = skus[0]!;
      // An absolute count is the warehouse's: the pieces still reserved for activities and samples are in it, and
      // they are already out of the SKU's sellable stock, so they are taken off (a delta moves the sellable stock as is).
      const reserved = it.stock === undefined ? 0 : await reservedStock(c.db, companyId, Number(sku.id));
      if (it.stock !== undefined && it.stock > 9_999_999) throw fail('库存不能超过 9999999');
      const stock = it.stock !== undefined ? Math.max(0, it.stock - reserved) : sku.stock + it.delta!;
      if (stock < 0) throw fail(`库存不能减到负数（当前 ${sku.stock}）`);
      if (stock > 9_999_999) throw fail('库存不能超过 9999999');
      await c.db.updateTable('goods_sku').set({ stock, updated_at: c.now }).where('id', '=', sku.id).execute();
      touched.add(Number(sku.goods_id));
      const msg = !reserved ? '已更新' : it.stock! >= reserved ? `已更新（已扣除活动与样品占用 ${reserved} 件）` : `已更新为 0（仓库库存少于活动与样品占用的 ${reserved} 件）`;
      Object.assign(res, { ok: true, msg, stock });
    } catch (e) {
      if (!(e instanceof BizError)) throw e;
      res.msg = e.message;
      await logCallError(c.db, companyId, c.app.id, '/open/v1/sku/stock', `${code.slice(0, 64)}：${e.message}`, c.now);
    }
    rows.push(res);
  }
  await recomputeGoodsStock(c.db, [...touched], c.now);
  const succeeded = rows.filter((r) => r.ok).length;
  if (succeeded) {
    await audit(c.db, { companyId, userId: null, actor: `${vendorName(c.app.vendor)} ERP`, action: 'erp.stock.update', detail: { rows: rows.filter((r) => r.ok).map((r) => ({ skuCode: r.skuCode, stock: r.stock })) }, at: c.now });
    await emitEvent(c.db, { companyId, userId: null, kind: 'openErp.stockSynced', payload: { succeeded, goodsIds: [...touched] }, now: c.now });
  }
  return { succeeded, failed: rows.length - succeeded, rows };
}

/**
 * Pieces of one SKU taken out of its sellable stock but still in the warehouse: activity stock not yet sold nor
 * released (mk_activity_entry) and samples not yet given out (se_sample, 发放中).
 */
export async function reservedStock(db: Db, companyId: number, skuId: number): Promise<number> {
  const r = await sql<{ n: number | string | null }>`select
      coalesce((select sum(stock - sold) from mk_activity_entry where company_id = ${companyId} and sku_id = ${skuId} and released_at is null), 0)
    + coalesce((select sum(total - allocated) from se_sample where company_id = ${companyId} and sku_id = ${skuId} and status = 1), 0) as n`.execute(db);
  return Math.max(0, Number(r.rows[0]?.n ?? 0));
}

async function goodsList(c: OpenCall) {
  requireSwitch(c, 'sync_goods', '商品同步');
  const companyId = c.app.company_id!;
  const limit: number = c.body.limit ?? 50;
  const goods = await c.db
    .selectFrom('goods')
    .select(['id', 'name', 'status', 'code'])
    .where('company_id', '=', companyId)
    .where('deleted_at', 'is', null)
    .where('id', '>', c.body.cursor ?? 0)
    .orderBy('id')
    .limit(limit + 1)
    .execute();
  const page = goods.slice(0, limit);
  const skus = page.length
    ? await c.db.selectFrom('goods_sku').select(['id', 'goods_id', 'code', 'spec_text', 'price', 'stock']).where('company_id', '=', companyId).where('goods_id', 'in', page.map((g) => g.id)).where('status', '=', 1).orderBy('id').execute()
    : [];
  return {
    list: page.map((g) => ({
      goodsId: Number(g.id),
      name: g.name,
      status: g.status,
      code: g.code,
      skus: skus.filter((s) => s.goods_id === g.id).map((s) => ({ skuId: Number(s.id), code: s.code, specText: s.spec_text, price: s.price, stock: s.stock })),
    })),
    nextCursor: goods.length > limit ? Number(page.at(-1)!.id) : null,
  };
}

/** After-sale cases by update time (scope aftersale.read, switch 售后同步): the ERP books returns and refunds. */
async function afterSaleSearch(c: OpenCall) {
  if (!c.config || c.config.vendor !== c.app.vendor || c.config.sync_after_sale !== 1) throw fail('店铺未开启售后同步，请商家在「ERP 对接」页打开开关', Code.NO_AUTHORITY);
  const companyId = c.app.company_id!;
  const limit: number = c.body.limit ?? 50;
  let q = c.db.selectFrom('after_sale').selectAll().where('company_id', '=', companyId).where('updated_at', '<=', c.now - SETTLE_MS);
  const cursor: string | undefined = c.body.cursor;
  if (cursor) {
    const [at, id] = cursor.split('_').map(Number) as [number, number];
    q = q.where('updated_at', '>=', at).where((eb) => eb.or([eb('updated_at', '>', at), eb.and([eb('updated_at', '=', at), eb('id', '>', id)])]));
  } else if (c.body.updatedFrom !== undefined) {
    q = q.where('updated_at', '>=', c.body.updatedFrom);
  }
  const rows = await q.orderBy('updated_at').orderBy('id').limit(limit + 1).execute();
  const page = rows.slice(0, limit);
  const caseLines = new Map(page.map((r) => [Number(r.id), JSON.parse(r.lines_json) as Array<{ orderLineId: number; goodsName: string; specText: string; quantity: number; amount: number }>]));
  const lineIds = [...new Set([...caseLines.values()].flat().map((l) => l.orderLineId))];
  const codes = new Map<number, { skuId: number | null; skuCode: string | null }>();
  for (let i = 0; i < lineIds.length; i += 500) {
    const part = await c.db
      .selectFrom('order_line as l')
      .leftJoin('goods_sku as s', 's.id', 'l.sku_id')
      .select(['l.id', 'l.sku_id', 's.code'])
      .where('l.id', 'in', lineIds.slice(i, i + 500))
      .where('l.company_id', '=', companyId)
      .execute();
    for (const r of part) codes.set(Number(r.id), { skuId: r.sku_id === null ? null : Number(r.sku_id), skuCode: r.code ?? null });
  }
  const last = page.at(-1);
  return {
    list: page.map((r) => ({
      caseNo: r.case_no,
      orderNo: r.order_no,
      type: r.type,
      typeText: AS_TYPE_TEXT[r.type] ?? '',
      status: r.status,
      statusText: AS_STATUS_TEXT[r.status] ?? '',
      applyAmount: r.apply_amount,
      refundAmount: r.refund_amount,
      reason: r.reason_text.slice(0, 200),
      returnLogistics: r.return_logistics,
      returnTrackingNo: r.return_tracking_no,
      reshipLogistics: r.reship_logistics,
      reshipTrackingNo: r.reship_tracking_no,
      createdAt: r.created_at,
      updatedAt: r.updated_at,
      finishedAt: r.finished_at,
      lines: (caseLines.get(Number(r.id)) ?? []).slice(0, 200).map((l) => ({
        skuId: codes.get(l.orderLineId)?.skuId ?? null,
        skuCode: codes.get(l.orderLineId)?.skuCode ?? null,
        goodsName: l.goodsName.slice(0, 200),
        specText: l.specText.slice(0, 200),
        quantity: l.quantity,
        amount: l.amount,
      })),
    })),
    nextCursor: last ? `${last.updated_at}_${last.id}` : (cursor ?? null),
    hasMore: rows.length > limit,
  };
}

const OPEN_HANDLERS: Record<string, { fn: OpenHandler; write: boolean }> = {
  openAuthRequest: { fn: authRequest, write: true },
  openAuthToken: { fn: authToken, write: true },
  openOrderSearch: { fn: orderSearch, write: false },
  openOrderDetail: { fn: orderDetail, write: false },
  openOrderShip: { fn: orderShip, write: true },
  openSkuStock: { fn: skuStock, write: true },
  openGoodsList: { fn: goodsList, write: false },
  openAfterSaleSearch: { fn: afterSaleSearch, write: false },
};

function scopeOf(op: Operation & { scope?: string }, doc: any): string {
  return doc.paths[op.path].post['x-scope'];
}

/** Registers /open/v1/* on the app: its own body parser (the raw bytes are signed), its own contract. */
export function loadOpenContract() {
  return loadContract(OPEN_CONTRACT_FILE);
}

/**
 * Not awaited by the caller: `await app.register` would load the plugin tree at once and fix the routes registered
 * so far to the default error handler (app.ts sets its own afterwards).
 */
export function registerOpenErpRoutes(app: FastifyInstance, db: Db, deps: AppDeps, contract: Awaited<ReturnType<typeof loadOpenContract>>): void {
  void app.register(async (inst) => {
    inst.removeAllContentTypeParsers();
    inst.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, String(body)));
    for (const op of contract.operations) {
      const scope = scopeOf(op, contract.doc);
      const h = OPEN_HANDLERS[op.operationId];
      if (!h) throw new Error(`开放接口缺少处理函数：${op.operationId}`);
      inst.post(op.path, async (req: FastifyRequest, reply) => {
        reply.header('cache-control', 'no-store').type('application/json; charset=utf-8');
        const now = deps.clock.now();
        const rawBody = typeof req.body === 'string' ? req.body : '';
        let app: ErpApp | null = null;
        try {
          const verified = await verifySigned(db, deps.dialect, { url: req.url, headers: req.headers as Record<string, unknown>, rawBody }, now);
          app = verified.app;
          const config = verified.config;
          const isVendor = app.kind === 1;
          if (scope === VENDOR_SCOPE ? !isVendor : isVendor || !app.scopes.split(',').includes(scope)) {
            throw fail(scope === VENDOR_SCOPE ? '该接口只供服务商凭证调用' : `应用未获授权：${SCOPES[scope]?.name ?? scope}（${scope}）`, Code.NO_AUTHORITY);
          }
          let body: unknown;
          try {
            body = rawBody.trim() === '' ? {} : JSON.parse(rawBody);
          } catch {
            throw fail('请求体不是合法的 JSON');
          }
          if (op.validateBody && !op.validateBody(body)) throw fail(describeValidationError(op.validateBody.errors?.[0]));
          if (h.write && app.company_id !== null) {
            const shop = await db.selectFrom('company').select('closed_at').where('id', '=', app.company_id).executeTakeFirst();
            if (shop?.closed_at !== null && shop?.closed_at !== undefined) throw fail('店铺已关闭，只能查看历史数据，不能再进行修改');
          }
          const run = (d: Db) => h.fn({ db: d, app: app!, body, now, deps, config });
          const data = h.write ? await db.transaction().execute(run) : await run(db);
          if (config && app.company_id !== null) await touchLastSync(db, app.company_id, config, now);
          return reply.send(ok(data));
        } catch (e) {
          if (!(e instanceof BizError)) {
            const pgCode = (e as { code?: string }).code;
            if (pgCode === '22003' || pgCode === '22P02') return reply.send(errorEnvelope(Code.ERROR, '参数超出取值范围'));
            throw e;
          }
          // A refused call of a known shop app (bad signature, skew, replay, scope) is listed on the shop's page.
          const key = req.headers[SIGN_HEADERS.appKey];
          const known = app ?? (typeof key === 'string' && key.length <= 64 ? await db.selectFrom('erp_app').selectAll().where('app_key', '=', key).executeTakeFirst() : undefined);
          if (known?.company_id && known.status === 1) await logCallError(db, known.company_id, known.id, op.path, e.message, now).catch(() => undefined);
          return reply.status(e.code === Code.OTHER ? 429 : 200).send(errorEnvelope(e.code, e.message));
        }
      });
    }
  });
}

export { vendorName };
