import { randomBytes } from 'node:crypto';
import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/index.ts';
import { fail } from '../../lib/errors.ts';
import type { ErpAppTable, ErpShopConfigTable } from './schema.ts';

/** The 11 ERP vendors of spec §2 (same names as src/lib/constants.ts). */
export const VENDORS: Record<string, string> = {
  jushuitan: '聚水潭',
  wangdian: '旺店通',
  wanliniu: '万里牛',
  guanjiapo: '管家婆',
  guanjiapoyun: '管家婆云',
  jikeyun: '吉客云',
  kuaimai: '快麦',
  guanyiyun: '管易云',
  tongtianxiao: '通天晓',
  baisheng: '百胜',
  xiaomang: '小芒',
};

/** The 6 cross-border customs partners of spec §2. */
export const PARTNERS: Record<string, string> = {
  cainiaobaoshui: '菜鸟保税',
  quansutong: '全速通',
  zimaoda: '自贸达',
  haiku: '海库',
  yang800: '洋800',
  youbei: '优贝',
};

/** What a shop app may be granted. `auth` is the vendor credential's only scope. */
export const SCOPES: Record<string, { name: string; description: string }> = {
  'goods.read': { name: '读取商品', description: 'ERP 可读取本店商品与 SKU 的商家编码、价格和库存' },
  'order.read': { name: '读取订单', description: 'ERP 可按更新时间增量拉取本店已付款订单及收货信息' },
  'order.ship': { name: '回传发货', description: 'ERP 可为本店待发货订单回传物流公司与运单号' },
  'stock.write': { name: '更新库存', description: 'ERP 可按商家编码更新本店 SKU 库存' },
  'aftersale.read': { name: '读取售后', description: 'ERP 可按更新时间增量拉取本店售后单（退货运单、退款金额），用于入库和对账' },
};
export const DEFAULT_SCOPES = Object.keys(SCOPES);
export const VENDOR_SCOPE = 'auth';

export const AuthStatus = { NONE: 0, PENDING: 1, AUTHORIZED: 2, FAILED: 3, EXPIRED: 4 } as const;
export const AbutmentStatus = { NONE: 0, APPLIED: 1, CONFIGURING: 2, TO_CONFIRM: 3, DONE: 4, CANCELLED: 5, REJECTED: 6 } as const;
export const FormStatus = { PENDING: 0, HANDLING: 1, DONE: 2, REJECTED: 3, CANCELLED: 4 } as const;
export const RequestStatus = { PENDING: 0, CONFIRMED: 1, DELIVERED: 2, EXPIRED: 3 } as const;

/** An authorization request is valid for 30 minutes; an authorization for a year. */
export const REQUEST_TTL_MS = 30 * 60_000;
export const AUTH_TTL_MS = 365 * 24 * 3600_000;
export const DEFAULT_RATE_PER_MIN = 600;

export type ErpApp = Selectable<ErpAppTable>;

export function vendorName(v: string): string {
  const n = VENDORS[v];
  if (!n) throw fail('未知的 ERP 服务商');
  return n;
}

export const randomKey = (prefix: string, bytes: number) => `${prefix}${randomBytes(bytes).toString('hex')}`;

/** The vendor's own credential (kind 1), created on first use by the platform (the ERP simulator asks for it). */
export async function vendorCredential(db: Db, vendor: string, now: number): Promise<ErpApp> {
  vendorName(vendor);
  const found = await db.selectFrom('erp_app').selectAll().where('kind', '=', 1).where('vendor', '=', vendor).where('status', '=', 1).executeTakeFirst();
  if (found) return found;
  await db
    .insertInto('erp_app')
    .values({ kind: 1, company_id: null, vendor, app_key: randomKey(`v_${vendor}_`, 8), app_secret: randomKey('', 24), scopes: VENDOR_SCOPE, rate_per_min: DEFAULT_RATE_PER_MIN, status: 1, created_at: now, revoked_at: null })
    .execute();
  return db.selectFrom('erp_app').selectAll().where('kind', '=', 1).where('vendor', '=', vendor).where('status', '=', 1).executeTakeFirstOrThrow();
}

export type ConfigRow = Omit<Selectable<ErpShopConfigTable>, 'company_id'>;

export function defaultConfig(): ConfigRow {
  return {
    vendor: null,
    sync_goods: 0,
    sync_stock: 0,
    sync_orders: 0,
    sync_after_sale: 0,
    warehouse_code: null,
    stock_sync_mode: 1,
    order_push_delay_minutes: 0,
    last_sync_at: null,
    updated_at: null,
  };
}

export async function loadConfig(db: Db, companyId: number): Promise<ConfigRow> {
  const row = await db.selectFrom('erp_shop_config').selectAll().where('company_id', '=', companyId).executeTakeFirst();
  return row ?? defaultConfig();
}

export async function saveConfig(db: Db, companyId: number, c: ConfigRow): Promise<void> {
  const { ...v } = c;
  await db
    .insertInto('erp_shop_config')
    .values({ company_id: companyId, ...v })
    .onConflict((oc) => oc.column('company_id').doUpdateSet(v))
    .execute();
}

/** Records a refused call or a failed line for the shop's「同步异常」list (kept to the latest 200 per shop). */
export async function logCallError(db: Db, companyId: number, appId: number | null, api: string, msg: string, now: number): Promise<void> {
  await db.insertInto('erp_call_log').values({ company_id: companyId, app_id: appId, api: api.slice(0, 50), msg: msg.slice(0, 500), at: now }).execute();
  const old = await db.selectFrom('erp_call_log').select('id').where('company_id', '=', companyId).orderBy('id', 'desc').offset(200).limit(1).executeTakeFirst();
  if (old) await db.deleteFrom('erp_call_log').where('company_id', '=', companyId).where('id', '<=', old.id).execute();
}

/** Revokes the shop's active apps of a vendor (unbind, or a new authorization replacing an old one). */
export async function revokeShopApps(db: Db, companyId: number, vendor: string, now: number): Promise<number> {
  const r = await db.updateTable('erp_app').set({ status: 0, revoked_at: now }).where('kind', '=', 2).where('company_id', '=', companyId).where('vendor', '=', vendor).where('status', '=', 1).executeTakeFirst();
  return Number(r.numUpdatedRows);
}

export async function activeShopApp(db: Db, companyId: number): Promise<ErpApp | undefined> {
  return db.selectFrom('erp_app').selectAll().where('kind', '=', 2).where('company_id', '=', companyId).where('status', '=', 1).orderBy('id', 'desc').executeTakeFirst();
}

export function maskPhone(p: string): string {
  return p.length >= 11 ? `${p.slice(0, 3)}****${p.slice(-4)}` : '****';
}

/** Recomputes goods.stock_total of the given goods from their active SKUs. */
export async function recomputeGoodsStock(db: Db, goodsIds: number[], now: number): Promise<void> {
  for (const id of goodsIds) {
    await db
      .updateTable('goods')
      .set({ stock_total: sql<number>`(select coalesce(sum(stock), 0) from goods_sku where goods_sku.goods_id = ${id} and goods_sku.status = 1)`, updated_at: now })
      .where('id', '=', id)
      .execute();
  }
}
