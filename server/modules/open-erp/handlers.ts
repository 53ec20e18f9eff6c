import { timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { audit } from '../../lib/audit.ts';
import { fail } from '../../lib/errors.ts';
import { emitEvent } from '../../lib/events.ts';

import type { HandlerContext, HandlerMap } from '../../lib/handler.ts';
import { requireAuth } from '../../lib/handler.ts';
import type { AuthContext } from '../../lib/session.ts';
import { chinaDate } from '../order/index.ts';
import {
  AbutmentStatus,
  AUTH_TTL_MS,
  AuthStatus,
  DEFAULT_RATE_PER_MIN,
  DEFAULT_SCOPES,
  FormStatus,
  loadConfig,
  maskPhone,
  PARTNERS,
  randomKey,
  RequestStatus,
  revokeShopApps,
  saveConfig,
  SCOPES,
  vendorCredential,
  vendorName,
} from './service.ts';

const nowOf = (ctx: HandlerContext) => ctx.deps.clock.now();

// authorized, unbound, docked, orderShipped, stockSynced: the「ERP 对接」page refreshes on them.

// ------------------------------------------------------------------ authorization ----

async function authResult(db: Db, companyId: number, vendor: string, now: number) {
  const r = await db.selectFrom('erp_auth').selectAll().where('company_id', '=', companyId).where('vendor', '=', vendor).executeTakeFirst();
  if (!r) return { vendor, authStatus: AuthStatus.NONE, vendorShopId: null, vendorShopName: null, authorizedAt: null, expireAt: null, failReason: null };
  const expired = r.auth_status === AuthStatus.AUTHORIZED && r.expire_at !== null && r.expire_at < now;
  return {
    vendor,
    authStatus: expired ? AuthStatus.EXPIRED : r.auth_status,
    vendorShopId: r.vendor_shop_id,
    vendorShopName: r.vendor_shop_name,
    authorizedAt: r.authorized_at,
    expireAt: r.expire_at,
    failReason: r.fail_reason,
  };
}

async function upsertAuth(db: Db, companyId: number, vendor: string, set: { auth_status: number; vendor_shop_id?: string | null; vendor_shop_name?: string | null; authorized_at?: number | null; expire_at?: number | null; fail_reason?: string | null }, now: number) {
  const values = { vendor_shop_id: null, vendor_shop_name: null, authorized_at: null, expire_at: null, fail_reason: null, ...set, updated_at: now };
  await db
    .insertInto('erp_auth')
    .values({ company_id: companyId, vendor, ...values })
    .onConflict((oc) => oc.columns(['company_id', 'vendor']).doUpdateSet({ ...set, updated_at: now }))
    .execute();
}

function shopLabel(a: AuthContext): string {
  return a.company.shop_name ?? a.company.name;
}

function scopeList(scopes: string) {
  return scopes
    .split(',')
    .filter((s) => SCOPES[s])
    .map((code) => ({ code, name: SCOPES[code]!.name, description: SCOPES[code]!.description }));
}

const sameSecret = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The pending request an ERP created, checked against what the confirmation link carries. */
async function pendingRequest(db: Db, vendor: string, state: string, code: string | undefined, now: number) {
  const r = await db.selectFrom('erp_auth_request').selectAll().where('state', '=', state).executeTakeFirst();
  if (!r || r.vendor !== vendor || (code !== undefined && !sameSecret(r.code, code))) throw fail('授权链接无效，请回到 ERP 重新发起授权');
  if (r.status === RequestStatus.CONFIRMED || r.status === RequestStatus.DELIVERED) throw fail('该授权请求已确认，无需重复确认');
  if (r.status === RequestStatus.EXPIRED || r.expire_at < now) throw fail('授权链接已过期，请回到 ERP 重新发起授权');
  return r;
}

async function erpGetAuthPreview(ctx: HandlerContext<{ vendor: string; state?: string; authCode?: string }>) {
  const a = requireAuth(ctx);
  const now = nowOf(ctx);
  const { vendor } = ctx.body;
  const name = vendorName(vendor);
  const cred = await ctx.db.selectFrom('erp_app').select('app_key').where('kind', '=', 1).where('vendor', '=', vendor).where('status', '=', 1).executeTakeFirst();
  if (ctx.body.state) {
    const r = await pendingRequest(ctx.db, vendor, ctx.body.state, ctx.body.authCode, now);
    return {
      vendor,
      vendorName: name,
      shopName: shopLabel(a),
      authUrl: `https://open.${vendor}.example.cn/oauth/callback?state=${encodeURIComponent(r.state)}`,
      appKey: cred?.app_key ?? '',
      state: r.state,
      scopes: scopeList(r.scopes),
      requestedAt: r.created_at,
      expireSeconds: Math.max(0, Math.floor((r.expire_at - now) / 1000)),
    };
  }
  // Started from the platform: the merchant is sent to the vendor, which then asks for authorization (with a state).
  return {
    vendor,
    vendorName: name,
    shopName: shopLabel(a),
    authUrl: `https://open.${vendor}.example.cn/oauth/authorize?platform=xm`,
    appKey: cred?.app_key ?? '',
    state: '',
    scopes: scopeList(DEFAULT_SCOPES.join(',')),
    requestedAt: null,
    expireSeconds: 0,
  };
}

async function erpAuthConfirm(ctx: HandlerContext<{ vendor: string; authCode: string; state: string }>) {
  const a = requireAuth(ctx);
  const now = nowOf(ctx);
  const { vendor, state, authCode } = ctx.body;
  const name = vendorName(vendor);
  const r = await pendingRequest(ctx.db, vendor, state, authCode, now);
  const other = await ctx.db
    .selectFrom('erp_app')
    .select('vendor')
    .where('kind', '=', 2)
    .where('company_id', '=', a.companyId)
    .where('status', '=', 1)
    .where('vendor', '!=', vendor)
    .executeTakeFirst();
  if (other) throw fail(`本店已授权${VENDORS_NAME(other.vendor)}，请先解绑后再授权其他 ERP`);
  await revokeShopApps(ctx.db, a.companyId, vendor, now);
  const appKey = randomKey('erp_', 12);
  const ins = await ctx.db
    .insertInto('erp_app')
    .values({ kind: 2, company_id: a.companyId, vendor, app_key: appKey, app_secret: randomKey('', 24), scopes: r.scopes, rate_per_min: DEFAULT_RATE_PER_MIN, status: 1, created_at: now, revoked_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const upd = await ctx.db
    .updateTable('erp_auth_request')
    .set({ status: RequestStatus.CONFIRMED, company_id: a.companyId, app_id: Number(ins.id), confirmed_at: now })
    .where('id', '=', r.id)
    .where('status', '=', RequestStatus.PENDING)
    .executeTakeFirst();
  if (Number(upd.numUpdatedRows) !== 1) throw fail('该授权请求已确认，无需重复确认');
  await upsertAuth(ctx.db, a.companyId, vendor, { auth_status: AuthStatus.AUTHORIZED, vendor_shop_id: r.vendor_shop_id, vendor_shop_name: `${shopLabel(a)}（${name}）`.slice(0, 100), authorized_at: now, expire_at: now + AUTH_TTL_MS, fail_reason: null }, now);
  const cfg = await loadConfig(ctx.db, a.companyId);
  if (cfg.vendor !== vendor) {
    await saveConfig(ctx.db, a.companyId, { ...cfg, vendor, sync_orders: 1, sync_goods: 1, sync_stock: a.company.in_inventory_whitelist === 1 ? 1 : 0, updated_at: now });
  }
  // The vendor has what it needs: a docking application of this vendor waiting for it now waits for the merchant.
  await ctx.db
    .updateTable('erp_abutment')
    .set({ status: AbutmentStatus.TO_CONFIRM, updated_at: now })
    .where('company_id', '=', a.companyId)
    .where('vendor', '=', vendor)
    .where('status', 'in', [AbutmentStatus.APPLIED, AbutmentStatus.CONFIGURING])
    .execute();
  await audit(ctx.db, { companyId: a.companyId, userId: a.userId, actor: a.phone, action: 'erp.auth.confirm', detail: { vendor, appKey, scopes: r.scopes }, at: now });
  await emitEvent(ctx.db, { companyId: a.companyId, userId: null, kind: 'openErp.authorized', subjectId: vendor, payload: { vendor }, now });
  return authResult(ctx.db, a.companyId, vendor, now);
}

const VENDORS_NAME = (v: string) => {
  try {
    return vendorName(v);
  } catch {
    return v;
  }
};

async function erpMerchantConfirmAlreadyAuth(ctx: HandlerContext<{ vendor: string; vendorShopId?: string }>) {
  const a = requireAuth(ctx);
  const now = nowOf(ctx);
  const { vendor } = ctx.body;
  vendorName(vendor);
  const current = await authResult(ctx.db, a.companyId, vendor, now);
  if (current.authStatus === AuthStatus.AUTHORIZED) return current;
  await upsertAuth(ctx.db, a.companyId, vendor, { auth_status: AuthStatus.PENDING, vendor_shop_id: ctx.body.vendorShopId?.trim() || null, fail_reason: null }, now);
  await audit(ctx.db, { companyId: a.companyId, userId: a.userId, actor: a.phone, action: 'erp.auth.alreadyAuth', detail: { vendor, vendorShopId: ctx.body.vendorShopId ?? null }, at: now });
  return authResult(ctx.db, a.companyId, vendor, now);
}

async function erpGetAuthResult(ctx: HandlerContext<{ vendor: string }>) {
  const a = requireAuth(ctx);
  vendorName(ctx.body.vendor);
  return authResult(ctx.db, a.companyId, ctx.body.vendor, nowOf(ctx));
}

async function erpUnbind(ctx: HandlerContext<{ vendor: string }>) {
  const a = requireAuth(ctx);
  const now = nowOf(ctx);
  const { vendor } = ctx.body;
  vendorName(vendor);
  const auth = await authResult(ctx.db, a.companyId, vendor, now);
  const cfg = await loadConfig(ctx.db, a.companyId);
  const revoked = await revokeShopApps(ctx.db, a.companyId, vendor, now);
  if (!revoked && auth.authStatus === AuthStatus.NONE && cfg.vendor !== vendor) throw fail(`本店未对接${vendorName(vendor)}`);
  await upsertAuth(ctx.db, a.companyId, vendor, { auth_status: AuthStatus.NONE }, now);
  if (cfg.vendor === vendor) await saveConfig(ctx.db, a.companyId, { ...cfg, vendor: null, sync_goods: 0, sync_stock: 0, sync_orders: 0, sync_after_sale: 0, updated_at: now });
  await ctx.db
    .updateTable('erp_abutment')
    .set({ status: AbutmentStatus.NONE, updated_at: now })
    .where('company_id', '=', a.companyId)
    .where('vendor', '=', vendor)
    .where('status', 'in', [AbutmentStatus.APPLIED, AbutmentStatus.CONFIGURING, AbutmentStatus.TO_CONFIRM, AbutmentStatus.DONE])
    .execute();
  // The codes the old ERP reported say nothing about the next one.
  if (cfg.vendor === vendor) await ctx.db.deleteFrom('erp_sku_code').where('company_id', '=', a.companyId).execute();
  await audit(ctx.db, { companyId: a.companyId, userId: a.userId, actor: a.phone, action: 'erp.unbind', detail: { vendor, revokedApps: revoked }, at: now });
  await emitEvent(ctx.db, { companyId: a.companyId, userId: null, kind: 'openErp.unbound', subjectId: vendor, payload: { vendor }, now });
  return null;
}

// ------------------------------------------------------------------ shop config ----

async function presentConfig(db: Db, companyId: number, now: number) {
  const c = await loadConfig(db, companyId);
  const app = c.vendor
    ? await db.selectFrom('erp_app').select(['app_key', 'scopes', 'rate_per_min']).where('kind', '=', 2).where('company_id', '=', companyId).where('vendor', '=', c.vendor).where('status', '=', 1).executeTakeFirst()
    : undefined;
  const ab = await db.selectFrom('erp_abutment').select('status').where('company_id', '=', companyId).where('abutment_type', '=', 1).orderBy('id', 'desc').executeTakeFirst();
  const auth = c.vendor ? await authResult(db, companyId, c.vendor, now) : null;
  const errors = await db.selectFrom('erp_call_log').select(['id', 'api', 'msg', 'at']).where('company_id', '=', companyId).orderBy('id', 'desc').limit(20).execute();
  return {
    vendor: c.vendor,
    abutmentStatus: ab?.status ?? AbutmentStatus.NONE,
    authStatus: auth?.authStatus ?? AuthStatus.NONE,
    syncGoods: c.sync_goods === 1,
    syncStock: c.sync_stock === 1,
    syncOrders: c.sync_orders === 1,
    syncAfterSale: c.sync_after_sale === 1,
    warehouseCode: c.warehouse_code,
    stockSyncMode: c.stock_sync_mode,
    orderPushDelayMinutes: c.order_push_delay_minutes,
    lastSyncAt: c.last_sync_at,
    updatedAt: c.updated_at,
    appKey: app?.app_key ?? null,
    scopes: app ? scopeList(app.scopes) : [],
    ratePerMinute: app?.rate_per_min ?? null,
    recentErrors: errors.map((e) => ({ id: Number(e.id), api: e.api, msg: e.msg, at: e.at })),
  };
}

async function erpShopConfigDetail(ctx: HandlerContext) {
  const a = requireAuth(ctx);
  return presentConfig(ctx.db, a.companyId, nowOf(ctx));
}

async function erpUpdateShopConfig(
  ctx: HandlerContext<{ syncGoods: boolean; syncStock: boolean; syncOrders: boolean; syncAfterSale: boolean; warehouseCode?: string | null; stockSyncMode: number; orderPushDelayMinutes: number }>,
) {
  const a = requireAuth(ctx);
  const now = nowOf(ctx);
  const b = ctx.body;
  if (b.syncStock && a.company.in_inventory_whitelist !== 1) throw fail('本店不在库存同步白名单内，不能开启库存同步');
  const before = await loadConfig(ctx.db, a.companyId);
  const after = {
    ...before,
    sync_goods: b.syncGoods ? 1 : 0,
    sync_stock: b.syncStock ? 1 : 0,
    sync_orders: b.syncOrders ? 1 : 0,
    sync_after_sale: b.syncAfterSale ? 1 : 0,
    warehouse_code: b.warehouseCode?.trim() || null,
    stock_sync_mode: b.stockSyncMode,
    order_push_delay_minutes: b.orderPushDelayMinutes,
    updated_at: now,
  };
  await saveConfig(ctx.db, a.companyId, after);
  const pick = (c: typeof before) => ({ syncGoods: c.sync_goods, syncStock: c.sync_stock, syncOrders: c.sync_orders, syncAfterSale: c.sync_after_sale, warehouseCode: c.warehouse_code, stockSyncMode: c.stock_sync_mode, orderPushDelayMinutes: c.order_push_delay_minutes });
  await audit(ctx.db, { companyId: a.companyId, userId: a.userId, actor: a.phone, action: 'erp.config.update', detail: { before: pick(before), after: pick(after) }, at: now });
  return presentConfig(ctx.db, a.companyId, now);
}

// ------------------------------------------------------------------ goods codes ----

async function erpCheckGoodsInfo(ctx: HandlerContext<{ goodsIds?: number[]; onlyProblem?: boolean }>) {
  const a = requireAuth(ctx);
  const cid = a.companyId;
  let q = ctx.db
    .selectFrom('goods_sku as s')
    .innerJoin('goods as g', 'g.id', 's.goods_id')
    .select(['g.id as goodsId', 'g.name as goodsName', 's.id as skuId', 's.spec_text as skuName', 's.code as code'])
    .where('s.company_id', '=', cid)
    .where('g.company_id', '=', cid)
    .where('g.deleted_at', 'is', null)
    .where('s.status', '=', 1)
    .orderBy('g.id')
    .orderBy('s.id');
  if (ctx.body.goodsIds?.length) q = q.where('g.id', 'in', ctx.body.goodsIds);
  const rows = await q.limit(20_000).execute();
  const dup = await ctx.db
    .selectFrom('goods_sku as s')
    .innerJoin('goods as g', 'g.id', 's.goods_id')
    .select('s.code')
    .where('s.company_id', '=', cid)
    .where('g.deleted_at', 'is', null)
    .where('s.status', '=', 1)
    .where('s.code', 'is not', null)
    .groupBy('s.code')
    .having(sql`count(*)`, '>', 1)
    .execute();
  const dupSet = new Set(dup.map((d) => d.code));
  // Problem 3: once the ERP has pushed stock (erp_sku_code holds what it reported), a code it never named is one the
  // ERP does not have. Before its first push nothing is known, so nothing is flagged.
  const codes = [...new Set(rows.map((r) => r.code?.trim()).filter((c): c is string => !!c && !dupSet.has(c)))];
  const reported = await ctx.db.selectFrom('erp_sku_code').select('code').where('company_id', '=', cid).limit(1).execute();
  const known = new Set<string>();
  if (reported.length) {
    for (let i = 0; i < codes.length; i += 500) {
      const part = await ctx.db.selectFrom('erp_sku_code').select('code').where('company_id', '=', cid).where('code', 'in', codes.slice(i, i + 500)).execute();
      for (const k of part) known.add(k.code);
    }
  }
  let matched = 0;
  const items: Array<{ goodsId: number; goodsName: string; skuId: number; skuName: string; outerSkuCode: string | null; problem: number }> = [];
  for (const r of rows) {
    const code = r.code?.trim() ? r.code : null;
    const problem = code === null ? 1 : dupSet.has(code) ? 2 : reported.length && !known.has(code) ? 3 : 0;
    if (problem === 0) matched++;
    if ((problem !== 0 || !ctx.body.onlyProblem) && items.length < 1000) {
      items.push({ goodsId: Number(r.goodsId), goodsName: r.goodsName.slice(0, 100), skuId: Number(r.skuId), skuName: (r.skuName || '默认规格').slice(0, 100), outerSkuCode: code, problem });
    }
  }
  return { totalSku: rows.length, matchedSku: matched, problemSku: rows.length - matched, items };
}

// ------------------------------------------------------------------ docking applications ----

type AbutmentRow = Awaited<ReturnType<typeof loadAbutment>>;
async function loadAbutment(db: Db, companyId: number, id: number) {
  const r = await db.selectFrom('erp_abutment').selectAll().where('id', '=', id).where('company_id', '=', companyId).executeTakeFirst();
  if (!r) throw fail('对接记录不存在');
  return r;
}

function presentAbutment(r: NonNullable<AbutmentRow>) {
  return {
    abutmentId: Number(r.id),
    abutmentType: r.abutment_type,
    vendor: r.vendor,
    partner: r.partner,
    status: r.status,
    formId: r.form_id === null ? null : Number(r.form_id),
    contactName: r.contact_name,
    contactPhoneMasked: maskPhone(r.contact_phone),
    rejectReason: r.reject_reason,
    appliedAt: r.applied_at,
    confirmedAt: r.confirmed_at,
    updatedAt: r.updated_at,
  };
}

async function formLog(db: Db, formId: number, companyId: number, status: number, operator: string, remark: string | null, now: number) {
  await db.insertInto('erp_form_log').values({ form_id: formId, company_id: companyId, status, operator: operator.slice(0, 50), remark, at: now }).execute();
}

async function erpAbutment(
  ctx: HandlerContext<{ abutmentType: number; vendor?: string | null; partner?: string | null; vendorShopId?: string | null; contactName: string; contactPhone: string; remark?: string }>,
) {
  const a = requireAuth(ctx);
  const now = nowOf(ctx);
  const b = ctx.body;
  if (b.abutmentType === 1) {
    if (!b.vendor) throw fail('请选择 ERP 服务商');
    if (b.partner) throw fail('ERP 对接不需要填写跨境清关合作方');
  } else {
    if (!b.partner) throw fail('请选择跨境清关合作方');
    if (b.vendor) throw fail('跨境清关对接不需要填写 ERP 服务商');
    if (a.company.company_type !== 4) throw fail('跨境清关对接仅限跨境企业');
  }
  const contactName = b.contactName.trim();
  if (contactName.length < 2) throw fail('联系人至少 2 个字');
  const active = await ctx.db
    .selectFrom('erp_abutment')
    .select('id')
    .where('company_id', '=', a.companyId)
    .where('abutment_type', '=', b.abutmentType)
    .where('status', 'in', [AbutmentStatus.APPLIED, AbutmentStatus.CONFIGURING, AbutmentStatus.TO_CONFIRM, AbutmentStatus.DONE])
    .executeTakeFirst();
  if (active) throw fail(b.abutmentType === 1 ? '本店已有进行中或已完成的 ERP 对接，请先撤销或解绑' : '本店已有进行中或已完成的跨境清关对接');
  const count = await ctx.db.selectFrom('erp_form').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const formNo = `EF${chinaDate(now).replaceAll('-', '')}${String(Number(count.n) + 1).padStart(6, '0')}`;
  const f = await ctx.db
    .insertInto('erp_form')
    .values({
      company_id: a.companyId,
      form_no: formNo,
      abutment_type: b.abutmentType,
      vendor: b.vendor ?? null,
      partner: b.partner ?? null,
      status: FormStatus.PENDING,
      abutment_id: null,
      vendor_shop_id: b.vendorShopId?.trim() || null,
      contact_name: contactName,
      contact_phone: b.contactPhone,
      remark: b.remark?.trim() || null,
      reply: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const ab = await ctx.db
    .insertInto('erp_abutment')
    .values({ company_id: a.companyId, abutment_type: b.abutmentType, vendor: b.vendor ?? null, partner: b.partner ?? null, status: AbutmentStatus.APPLIED, form_id: Number(f.id), contact_name: contactName, contact_phone: b.contactPhone, reject_reason: null, applied_at: now, confirmed_at: null, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await ctx.db.updateTable('erp_form').set({ abutment_id: Number(ab.id) }).where('id', '=', Number(f.id)).execute();
  await formLog(ctx.db, Number(f.id), a.companyId, FormStatus.PENDING, contactName, '提交申请', now);
  await audit(ctx.db, { companyId: a.companyId, userId: a.userId, actor: a.phone, action: 'erp.abutment.apply', detail: { abutmentId: Number(ab.id), formNo, vendor: b.vendor ?? null, partner: b.partner ?? null }, at: now });
  return presentAbutment(await loadAbutment(ctx.db, a.companyId, Number(ab.id)));
}

async function erpCancelAbutment(ctx: HandlerContext<{ abutmentId: number }>) {
  const a = requireAuth(ctx);
  const now = nowOf(ctx);
  const r = await loadAbutment(ctx.db, a.companyId, ctx.body.abutmentId);
  if (r.status === AbutmentStatus.DONE) throw fail('已完成对接，请使用解绑');
  if (![AbutmentStatus.APPLIED, AbutmentStatus.CONFIGURING, AbutmentStatus.TO_CONFIRM].includes(r.status as 1)) throw fail('该对接已结束，不能撤销');
  await ctx.db.updateTable('erp_abutment').set({ status: AbutmentStatus.CANCELLED, updated_at: now }).where('id', '=', r.id).execute();
  if (r.form_id !== null) {
    await ctx.db.updateTable('erp_form').set({ status: FormStatus.CANCELLED, updated_at: now }).where('id', '=', r.form_id).execute();
    await formLog(ctx.db, r.form_id, a.companyId, FormStatus.CANCELLED, a.userName || a.phone, '商家撤销申请', now);
  }
  await audit(ctx.db, { companyId: a.companyId, userId: a.userId, actor: a.phone, action: 'erp.abutment.cancel', detail: { abutmentId: Number(r.id) }, at: now });
  return presentAbutment(await loadAbutment(ctx.db, a.companyId, Number(r.id)));
}

async function erpAbutmentDetail(ctx: HandlerContext) {
  const a = requireAuth(ctx);
  const r = await ctx.db.selectFrom('erp_abutment').selectAll().where('company_id', '=', a.companyId).orderBy('id', 'desc').executeTakeFirst();
  return r ? presentAbutment(r) : null;
}

async function erpMerchantConfirm(ctx: HandlerContext<{ abutmentId: number }>) {
  const a = requireAuth(ctx);
  const now = nowOf(ctx);
  const r = await loadAbutment(ctx.db, a.companyId, ctx.body.abutmentId);
  if (r.status === AbutmentStatus.DONE) throw fail('已确认对接，无需重复确认');
  if (r.status !== AbutmentStatus.TO_CONFIRM) throw fail('服务商尚未完成配置，暂不能确认');
  await ctx.db.updateTable('erp_abutment').set({ status: AbutmentStatus.DONE, confirmed_at: now, updated_at: now }).where('id', '=', r.id).where('status', '=', AbutmentStatus.TO_CONFIRM).execute();
  if (r.form_id !== null) {
    await ctx.db.updateTable('erp_form').set({ status: FormStatus.DONE, updated_at: now }).where('id', '=', r.form_id).execute();
    await formLog(ctx.db, r.form_id, a.companyId, FormStatus.DONE, a.userName || a.phone, '商家确认对接完成', now);
  }
  await audit(ctx.db, { companyId: a.companyId, userId: a.userId, actor: a.phone, action: 'erp.abutment.confirm', detail: { abutmentId: Number(r.id) }, at: now });
  await emitEvent(ctx.db, { companyId: a.companyId, userId: null, kind: 'openErp.docked', subjectId: Number(r.id), payload: { vendor: r.vendor, partner: r.partner }, now });
  return presentAbutment(await loadAbutment(ctx.db, a.companyId, Number(r.id)));
}

async function erpFormList(ctx: HandlerContext<{ status?: number; abutmentType?: number; pageNum: number; pageSize: number }>) {
  const a = requireAuth(ctx);
  const b = ctx.body;
  let q = ctx.db.selectFrom('erp_form').where('company_id', '=', a.companyId);
  if (b.status !== undefined) q = q.where('status', '=', b.status);
  if (b.abutmentType !== undefined) q = q.where('abutment_type', '=', b.abutmentType);
  const total = Number((await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const rows = await q
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(b.pageSize)
    .offset((b.pageNum - 1) * b.pageSize)
    .execute();
  return {
    list: rows.map((r) => ({ formId: Number(r.id), formNo: r.form_no, abutmentType: r.abutment_type, vendor: r.vendor, partner: r.partner, status: r.status, createdAt: r.created_at, updatedAt: r.updated_at })),
    total,
    pageNum: b.pageNum,
    pageSize: b.pageSize,
  };
}

async function erpFormInfo(ctx: HandlerContext<{ formId: number }>) {
  const a = requireAuth(ctx);
  const r = await ctx.db.selectFrom('erp_form').selectAll().where('id', '=', ctx.body.formId).where('company_id', '=', a.companyId).executeTakeFirst();
  if (!r) throw fail('申请单不存在');
  const logs = await ctx.db.selectFrom('erp_form_log').selectAll().where('form_id', '=', r.id).where('company_id', '=', a.companyId).orderBy('id').execute();
  return {
    formId: Number(r.id),
    formNo: r.form_no,
    abutmentType: r.abutment_type,
    vendor: r.vendor,
    partner: r.partner,
    status: r.status,
    abutmentId: r.abutment_id === null ? null : Number(r.abutment_id),
    vendorShopId: r.vendor_shop_id,
    contactName: r.contact_name,
    contactPhoneMasked: maskPhone(r.contact_phone),
    remark: r.remark,
    reply: r.reply,
    logs: logs.map((l) => ({ status: l.status, operator: l.operator, remark: l.remark, at: l.at })),
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

export const openErpHandlers: HandlerMap = {
  erpInWhitelist: async (ctx) => ({ inWhitelist: requireAuth(ctx).company.in_erp_whitelist === 1 }),
  erpInInventoryWhitelist: async (ctx) => ({ inWhitelist: requireAuth(ctx).company.in_inventory_whitelist === 1 }),
  erpGetAuthPreview,
  erpAuthConfirm,
  erpMerchantConfirmAlreadyAuth,
  erpGetAuthResult,
  erpUnbind,
  erpShopConfigDetail,
  erpUpdateShopConfig,
  erpCheckGoodsInfo,
  erpAbutment,
  erpCancelAbutment,
  erpAbutmentDetail,
  erpMerchantConfirm,
  erpFormList,
  erpFormInfo,
};

export { PARTNERS, vendorCredential };
