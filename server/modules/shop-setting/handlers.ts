import type { HandlerContext, HandlerMap } from '../../lib/handler.ts';
import { requireAuth } from '../../lib/handler.ts';
import { fail } from '../../lib/errors.ts';
import { audit } from '../../lib/audit.ts';
import { emitEvent } from '../../lib/events.ts';
import { canonicalDeep } from '../../lib/files.ts';
import { assertOwnFiles } from '../../platform/upload/handlers.ts';
import { loadCampus } from './campus.ts';
import { Charge, computeFreight, RuleKind, validateSlots, validateTemplate, type FreightRule, type TimeSlot } from './freight.ts';
import { isFinestRegion, regionAncestors, regionName, regions } from './regions.ts';
import { DAY, DEFAULT_SHIP_PROMISE, DELAY_RULES, loadTemplates, SHIP_PROMISES, type StoredTemplate } from './service.ts';

/**
 * Shop settings (docs/shop-setting.md): freight templates, the shop's profile, delivery settings and delayed-shipping
 * declarations, announcements and trademarks. Every write runs in the request's transaction, checks its operate key
 * through the contract (x-permission), writes an audit row with before and after, and refuses stale actions.
 */

const STALE = '已被他人处理，请刷新';
const MAX_TEMPLATES = 100;
export const ANNOUNCEMENT_LIMITS = { titleMax: 30, contentMax: 500, maxShowing: 3, maxTotal: 100 } as const;
const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`;

function who(ctx: HandlerContext) {
  const a = requireAuth(ctx);
  return { a, companyId: a.companyId, userId: a.userId, now: ctx.deps.clock.now() };
}

async function record(ctx: HandlerContext, action: string, detail: { before: unknown; after: unknown; [k: string]: unknown }) {
  const a = requireAuth(ctx);
  await audit(ctx.db, { companyId: a.companyId, userId: a.userId, actor: 'merchant', action, detail });
}

// --------------------------------------------------------------------------------------- freight templates ----

export function templateSummary(t: Pick<StoredTemplate, 'chargeType' | 'firstUnit' | 'firstFee' | 'extraUnit' | 'extraFee' | 'freeOverAmount' | 'freeOverCount'>): string {
  if (t.chargeType === Charge.FREE) return '全国包邮';
  const unit = (n: number) => (t.chargeType === Charge.WEIGHT ? (n % 1000 === 0 ? `${n / 1000} 千克` : `${n} 克`) : `${n} 件`);
  const parts = [`${t.chargeType === Charge.WEIGHT ? '按重量' : '按件'}：首 ${unit(t.firstUnit)} ${yuan(t.firstFee)}，续 ${unit(t.extraUnit)} ${yuan(t.extraFee)}`];
  if (t.freeOverAmount != null) parts.push(`满 ${yuan(t.freeOverAmount)} 包邮`);
  if (t.freeOverCount != null) parts.push(`满 ${t.freeOverCount} 件包邮`);
  return parts.join('；');
}

async function goodsCounts(ctx: HandlerContext, companyId: number): Promise<Map<number, number>> {
  const rows = await ctx.db
    .selectFrom('goods')
    .select(['delivery_template_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('company_id', '=', companyId)
    .where('deleted_at', 'is', null)
    .where('delivery_template_id', 'is not', null)
    .groupBy('delivery_template_id')
    .execute();
  return new Map(rows.map((r) => [r.delivery_template_id!, Number(r.n)]));
}

async function shopFreightTemplateList(ctx: HandlerContext) {
  const { companyId } = who(ctx);
  const [templates, counts, rows] = [
    await loadTemplates(ctx.db, companyId),
    await goodsCounts(ctx, companyId),
    await ctx.db.selectFrom('delivery_template').select(['id', 'updated_at', 'created_at']).where('company_id', '=', companyId).execute(),
  ];
  const times = new Map(rows.map((r) => [r.id, r.updated_at ?? r.created_at]));
  const list = [...templates.values()]
    .sort((x, y) => Number(y.isDefault) - Number(x.isDefault) || x.id - y.id)
    .map((t) => ({
      templateId: t.id,
      name: t.name,
      chargeType: t.chargeType,
      firstUnit: t.firstUnit,
      firstFee: t.firstFee,
      extraUnit: t.extraUnit,
      extraFee: t.extraFee,
      freeOverAmount: t.freeOverAmount,
      freeOverCount: t.freeOverCount,
      isDefault: t.isDefault,
      regionRuleCount: t.rules.filter((r) => r.kind === RuleKind.REGION).length,
      campusRuleCount: t.rules.filter((r) => r.kind === RuleKind.CAMPUS).length,
      summary: templateSummary(t),
      goodsCount: counts.get(t.id) ?? 0,
      updatedAt: times.get(t.id) ?? 0,
    }));
  return { list };
}

async function oneTemplate(ctx: HandlerContext, companyId: number, id: number): Promise<StoredTemplate> {
  const t = (await loadTemplates(ctx.db, companyId, [id])).get(id);
  if (!t) throw fail('运费模板不存在或已删除');
  return t;
}

async function placeName(ctx: HandlerContext) {
  const campus = await loadCampus(ctx.db);
  return (kind: number, code: string) => (kind === RuleKind.CAMPUS ? (campus.byId.get(code)?.fullName ?? code) : regionName(code));
}

async function shopFreightTemplateDetail(ctx: HandlerContext<{ templateId: number }>) {
  const { companyId } = who(ctx);
  const t = await oneTemplate(ctx, companyId, ctx.body.templateId);
  const name = await placeName(ctx);
  const row = await ctx.db.selectFrom('delivery_template').select(['updated_at', 'created_at']).where('id', '=', t.id).executeTakeFirstOrThrow();
  const counts = await goodsCounts(ctx, companyId);
  return {
    templateId: t.id,
    name: t.name,
    chargeType: t.chargeType,
    firstUnit: t.firstUnit,
    firstFee: t.firstFee,
    extraUnit: t.extraUnit,
    extraFee: t.extraFee,
    freeOverAmount: t.freeOverAmount,
    freeOverCount: t.freeOverCount,
    isDefault: t.isDefault,
    rules: t.rules.map((r) => ({ kind: r.kind, places: r.codes.map((c) => ({ code: c, name: name(r.kind, c) })), firstUnit: r.firstUnit, firstFee: r.firstFee, extraUnit: r.extraUnit, extraFee: r.extraFee, slots: r.slots })),
    goodsCount: counts.get(t.id) ?? 0,
    updatedAt: row.updated_at ?? row.created_at,
  };
}

interface TemplateBody {
  templateId?: number | null;
  name: string;
  chargeType: number;
  firstUnit: number;
  firstFee: number;
  extraUnit: number;
  extraFee: number;
  freeOverAmount?: number | null;
  freeOverCount?: number | null;
  isDefault: boolean;
  rules: FreightRule[];
}

async function shopFreightTemplateSave(ctx: HandlerContext<TemplateBody>) {
  const { companyId, userId, now } = who(ctx);
  const b = ctx.body;
  const name = b.name.trim();
  if (!name) throw fail('请输入模板名称');
  const free = b.chargeType === Charge.FREE;
  const tpl = {
    chargeType: b.chargeType,
    // A free template has no rates: store the neutral ones.
    firstUnit: free ? 1 : b.firstUnit,
    firstFee: free ? 0 : b.firstFee,
    extraUnit: free ? 1 : b.extraUnit,
    extraFee: free ? 0 : b.extraFee,
    freeOverAmount: free ? null : (b.freeOverAmount ?? null),
    freeOverCount: free ? null : (b.freeOverCount ?? null),
    rules: b.rules.map((r) => ({ ...r, codes: r.codes.map(String), slots: r.slots ?? [] })),
  };
  const campus = await loadCampus(ctx.db);
  const problem = validateTemplate(tpl, {
    regionAncestors,
    campusAncestors: (c) => campus.byId.get(c)?.up ?? null,
    name: (kind, c) => (kind === RuleKind.CAMPUS ? (campus.byId.get(c)?.fullName ?? c) : regionName(c)),
  });
  if (problem) throw fail(problem);
  const clash = await ctx.db.selectFrom('delivery_template').select('id').where('company_id', '=', companyId).where('name', '=', name).executeTakeFirst();
  if (clash && clash.id !== b.templateId) throw fail(`已有名为「${name}」的运费模板`);
  let before: StoredTemplate | null = null;
  let id: number;
  const values = {
    name,
    charge_type: tpl.chargeType,
    first_unit: tpl.firstUnit,
    first_fee: tpl.firstFee,
    extra_unit: tpl.extraUnit,
    extra_fee: tpl.extraFee,
    free_over_amount: tpl.freeOverAmount,
    free_over_count: tpl.freeOverCount,
    updated_at: now,
  };
  if (b.templateId) {
    before = await oneTemplate(ctx, companyId, b.templateId);
    id = b.templateId;
    if (before.isDefault && !b.isDefault) throw fail('默认模板不能取消默认：请把另一个模板设为默认');
    await ctx.db.updateTable('delivery_template').set(values).where('id', '=', id).where('company_id', '=', companyId).execute();
    await ctx.db.deleteFrom('delivery_template_rule').where('template_id', '=', id).execute();
  } else {
    const n = await ctx.db.selectFrom('delivery_template').select((eb) => eb.fn.countAll<number>().as('n')).where('company_id', '=', companyId).executeTakeFirstOrThrow();
    if (Number(n.n) >= MAX_TEMPLATES) throw fail(`运费模板至多 ${MAX_TEMPLATES} 个`);
    const hasDefault = await ctx.db.selectFrom('delivery_template').select('id').where('company_id', '=', companyId).where('is_default', '=', 1).executeTakeFirst();
    const r = await ctx.db
      .insertInto('delivery_template')
      .values({ ...values, company_id: companyId, is_default: hasDefault ? 0 : 1, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    id = r.id;
  }
  let sort = 0;
  for (const r of tpl.rules) {
    await ctx.db
      .insertInto('delivery_template_rule')
      .values({
        template_id: id,
        company_id: companyId,
        kind: r.kind,
        codes_json: JSON.stringify(r.codes),
        first_unit: free ? 1 : r.firstUnit,
        first_fee: r.firstFee,
        extra_unit: free ? 1 : r.extraUnit,
        extra_fee: r.extraFee,
        slots_json: JSON.stringify(r.kind === RuleKind.CAMPUS ? r.slots : []),
        sort: sort++,
      })
      .execute();
  }
  if (b.isDefault) await setDefault(ctx, companyId, id);
  const after = await oneTemplate(ctx, companyId, id);
  await record(ctx, b.templateId ? 'shop.template.update' : 'shop.template.create', { templateId: id, before, after });
  await emitEvent(ctx.db, { companyId, userId: null, kind: 'shopSetting.templateSaved', subjectId: id, payload: { templateId: id, name, by: userId }, now });
  return { templateId: id };
}

async function setDefault(ctx: HandlerContext, companyId: number, id: number) {
  await ctx.db.updateTable('delivery_template').set({ is_default: 0 }).where('company_id', '=', companyId).where('id', '!=', id).where('is_default', '=', 1).execute();
  await ctx.db.updateTable('delivery_template').set({ is_default: 1 }).where('company_id', '=', companyId).where('id', '=', id).execute();
}

async function shopFreightTemplateSetDefault(ctx: HandlerContext<{ templateId: number }>) {
  const { companyId } = who(ctx);
  const t = await oneTemplate(ctx, companyId, ctx.body.templateId);
  const before = await ctx.db.selectFrom('delivery_template').select(['id', 'name']).where('company_id', '=', companyId).where('is_default', '=', 1).executeTakeFirst();
  if (t.isDefault) return null;
  await setDefault(ctx, companyId, t.id);
  await record(ctx, 'shop.template.setDefault', { templateId: t.id, before: before ?? null, after: { id: t.id, name: t.name } });
  return null;
}

async function shopFreightTemplateDelete(ctx: HandlerContext<{ templateId: number }>) {
  const { companyId } = who(ctx);
  const t = (await loadTemplates(ctx.db, companyId, [ctx.body.templateId])).get(ctx.body.templateId);
  if (!t) throw fail(STALE);
  if (t.isDefault) throw fail('默认模板不能删除：请先把另一个模板设为默认');
  const used = (await goodsCounts(ctx, companyId)).get(t.id) ?? 0;
  if (used) throw fail(`有 ${used} 个商品正在使用该模板，请先为这些商品更换运费模板`);
  await ctx.db.deleteFrom('delivery_template_rule').where('template_id', '=', t.id).execute();
  await ctx.db.deleteFrom('delivery_template').where('id', '=', t.id).where('company_id', '=', companyId).execute();
  await record(ctx, 'shop.template.delete', { templateId: t.id, before: t, after: null });
  return null;
}

async function shopFreightQuote(ctx: HandlerContext<{ templateId: number; quantity: number; weightG: number; goodsAmount: number; deliveryType: number; regionCode?: string | null; placeId?: string | null }>) {
  const { companyId } = who(ctx);
  const b = ctx.body;
  const t = await oneTemplate(ctx, companyId, b.templateId);
  let regionPath: string[] = [];
  if (b.regionCode) {
    const up = regionAncestors(b.regionCode);
    if (!up) throw fail('收货地区不存在');
    regionPath = [...up, b.regionCode];
  }
  let campusPath: string[] = [];
  if (b.placeId) {
    const campus = await loadCampus(ctx.db);
    const up = campus.byId.get(b.placeId)?.up;
    if (!up) throw fail('校园地点不存在');
    campusPath = [...up, b.placeId];
  }
  const r = computeFreight(t, { quantity: b.quantity, weightG: b.weightG, goodsAmount: b.goodsAmount, deliveryType: b.deliveryType, regionPath, campusPath });
  return { amount: r.amount, basis: r.basis, slots: r.slots };
}

let regionTreeCache: unknown = null;
async function shopRegionTree() {
  regionTreeCache ??= { list: regions().tree };
  return regionTreeCache;
}

async function shopCampusTree(ctx: HandlerContext) {
  return { list: (await loadCampus(ctx.db)).tree };
}

// ------------------------------------------------------------------------------------------- shop profile ----

interface Hours {
  days: number[];
  start: string;
  end: string;
}

async function profileRow(ctx: HandlerContext, companyId: number) {
  return ctx.db.selectFrom('shop_profile').selectAll().where('company_id', '=', companyId).executeTakeFirst();
}

async function shopInfo(ctx: HandlerContext, companyId: number) {
  const now = ctx.deps.clock.now();
  const company = await ctx.db.selectFrom('company').select(['name', 'shop_name', 'review_status']).where('id', '=', companyId).executeTakeFirstOrThrow();
  const p = await profileRow(ctx, companyId);
  const v = await ctx.db.selectFrom('company_verify').select('form_json').where('company_id', '=', companyId).executeTakeFirst();
  const form = v?.form_json ? (JSON.parse(v.form_json) as { shop?: { shopType?: number; mainCategoryIds?: number[] } }) : null;
  const catIds = (form?.shop?.mainCategoryIds ?? []).filter((x) => Number.isInteger(x));
  const cats = catIds.length ? await ctx.db.selectFrom('category').select(['id', 'name']).where('id', 'in', catIds).execute() : [];
  const rating = await ctx.db
    .selectFrom('evaluation')
    .select((eb) => [eb.fn.avg<number>('rating').as('avg')])
    .where('company_id', '=', companyId)
    .where('created_at', '>=', now - 90 * DAY)
    .executeTakeFirst();
  const onSale = await ctx.db.selectFrom('goods').select((eb) => eb.fn.countAll<number>().as('n')).where('company_id', '=', companyId).where('status', '=', 1).where('deleted_at', 'is', null).executeTakeFirstOrThrow();
  const ann = await ctx.db
    .selectFrom('shop_announcement')
    .select('title')
    .where('company_id', '=', companyId)
    .where('status', '=', 1)
    .where('start_at', '<=', now)
    .where((eb) => eb.or([eb('end_at', 'is', null), eb('end_at', '>', now)]))
    .orderBy('start_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  const avg = rating?.avg == null ? null : Math.round(Number(rating.avg) * 10) / 10;
  const shopType = form?.shop?.shopType;
  return {
    shopName: company.shop_name ?? company.name,
    logoUrl: p?.logo_url ? ctx.deps.fileSigner.resign(p.logo_url, companyId) : null,
    intro: p?.intro ?? '',
    servicePhone: p?.service_phone ?? null,
    businessHours: p ? (JSON.parse(p.business_hours_json) as Hours[]) : [],
    shopType: shopType && shopType >= 1 && shopType <= 4 ? shopType : null,
    companyName: company.name,
    mainCategories: catIds.map((id) => cats.find((c) => c.id === id)?.name).filter((n): n is string => !!n),
    mainCategoriesLocked: company.review_status === 1,
    rating: avg,
    onSaleCount: Number(onSale.n),
    announcement: ann?.title ?? null,
    updatedAt: p?.updated_at ?? 0,
  };
}

async function shopInfoDetail(ctx: HandlerContext) {
  return shopInfo(ctx, who(ctx).companyId);
}

async function ensureProfile(ctx: HandlerContext, companyId: number, now: number) {
  const p = await profileRow(ctx, companyId);
  if (p) return p;
  await ctx.db.insertInto('shop_profile').values({ company_id: companyId, updated_at: now }).execute();
  return (await profileRow(ctx, companyId))!;
}

export function validateHours(hours: readonly Hours[]): string | null {
  const byDay = new Map<number, TimeSlot[]>();
  for (const h of hours) {
    if (!h.days.length) return '每段营业时间请至少选择一天';
    for (const d of h.days) {
      if (!Number.isInteger(d) || d < 1 || d > 7) return '营业日应为周一至周日';
      byDay.set(d, [...(byDay.get(d) ?? []), { start: h.start, end: h.end }]);
    }
  }
  const DAY_NAMES = ['', '周一', '周二', '周三', '周四', '周五', '周六', '周日'];
  for (const [d, slots] of [...byDay].sort((x, y) => x[0] - y[0])) {
    const p = validateSlots(slots, `${DAY_NAMES[d]}营业时间`)?.replace('配送时段', '时段');
    if (p) return p;
  }
  return null;
}

async function shopInfoSave(ctx: HandlerContext<{ shopName: string; logoUrl?: string | null; intro: string; servicePhone?: string | null; businessHours: Hours[] }>) {
  const { companyId, userId, now } = who(ctx);
  const b = ctx.body;
  const shopName = b.shopName.trim();
  if (shopName.length < 2) throw fail('店铺名称至少 2 个字');
  if (/[<>]/.test(shopName)) throw fail('店铺名称不能包含 < 或 >');
  const other = await ctx.db.selectFrom('company').select('id').where('shop_name', '=', shopName).where('id', '!=', companyId).executeTakeFirst();
  if (other) throw fail('该店铺名称已被其他店铺使用');
  const hoursProblem = validateHours(b.businessHours);
  if (hoursProblem) throw fail(hoursProblem);
  // A new logo must be one of the shop's uploads; the one already stored may come back unchanged.
  const stored = (await profileRow(ctx, companyId))?.logo_url ?? null;
  if (b.logoUrl && canonicalDeep(b.logoUrl) !== stored && b.logoUrl !== stored) await assertOwnFiles(ctx.db, companyId, [{ url: b.logoUrl, label: '店铺 logo' }]);
  const before = await shopInfo(ctx, companyId);
  await ensureProfile(ctx, companyId, now);
  await ctx.db
    .updateTable('shop_profile')
    .set({
      logo_url: b.logoUrl ? (b.logoUrl === stored ? stored : canonicalDeep(b.logoUrl)) : null,
      intro: b.intro.trim(),
      service_phone: b.servicePhone?.trim() || null,
      business_hours_json: JSON.stringify(b.businessHours.map((h) => ({ days: [...new Set(h.days)].sort(), start: h.start, end: h.end }))),
      updated_at: now,
    })
    .where('company_id', '=', companyId)
    .execute();
  await ctx.db.updateTable('company').set({ shop_name: shopName, updated_at: now }).where('id', '=', companyId).execute();
  const after = await shopInfo(ctx, companyId);
  const strip = (x: typeof after) => ({ shopName: x.shopName, logoUrl: x.logoUrl?.split('?')[0] ?? null, intro: x.intro, servicePhone: x.servicePhone, businessHours: x.businessHours });
  await record(ctx, 'shop.profile.update', { before: strip(before), after: strip(after) });
  await emitEvent(ctx.db, { companyId, kind: 'shopSetting.profileChanged', payload: { shopName, by: userId }, now });
  return after;
}

// --------------------------------------------------------------------------------------- delivery settings ----

interface ShipFrom {
  regionCode: string;
  address: string;
  contact: string;
  phone: string;
}

/** 1 未开始, 2 生效中, 3 已结束, 4 已撤销 */
function delayState(d: { status: number; start_at: number; end_at: number }, now: number): 1 | 2 | 3 | 4 {
  if (d.status !== 1) return 4;
  if (now < d.start_at) return 1;
  return now < d.end_at ? 2 : 3;
}

/** Start of the calendar year (China time) holding `ms`. */
function chinaYearStart(ms: number): number {
  const y = new Date(ms + 8 * 3600_000).getUTCFullYear();
  return Date.UTC(y, 0, 1) - 8 * 3600_000;
}
function chinaYearEnd(ms: number): number {
  const y = new Date(ms + 8 * 3600_000).getUTCFullYear();
  return Date.UTC(y + 1, 0, 1) - 8 * 3600_000;
}
const days = (ms: number) => Math.round((ms / DAY) * 10) / 10;

async function daysDeclaredInYear(ctx: HandlerContext, companyId: number, at: number, exceptId?: number): Promise<number> {
  const from = chinaYearStart(at);
  const to = chinaYearEnd(at);
  let q = ctx.db.selectFrom('shop_delay').select(['start_at', 'end_at']).where('company_id', '=', companyId).where('status', '=', 1).where('start_at', '>=', from).where('start_at', '<', to);
  if (exceptId) q = q.where('id', '!=', exceptId);
  const rows = await q.execute();
  return rows.reduce((s, r) => s + (r.end_at - r.start_at), 0);
}

async function deliveryInfo(ctx: HandlerContext, companyId: number) {
  const now = ctx.deps.clock.now();
  const p = await profileRow(ctx, companyId);
  const ship = p?.ship_from_json ? (JSON.parse(p.ship_from_json) as ShipFrom) : null;
  const rows = await ctx.db
    .selectFrom('shop_delay')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('end_at', '>', now - 365 * DAY)
    .orderBy('start_at', 'desc')
    .orderBy('id', 'desc')
    .limit(200)
    .execute();
  return {
    shipFrom: ship ? { ...ship, regionName: regionName(ship.regionCode) } : null,
    promiseHours: p?.ship_promise_hours ?? DEFAULT_SHIP_PROMISE,
    delays: rows.map((d) => ({ delayId: d.id, reason: d.reason, startAt: d.start_at, endAt: d.end_at, state: delayState(d, now), days: days(d.end_at - d.start_at), createdAt: d.created_at })),
    rules: { maxDays: DELAY_RULES.maxDays, maxDaysPerYear: DELAY_RULES.maxDaysPerYear, usedDaysThisYear: days(await daysDeclaredInYear(ctx, companyId, now)) },
  };
}

async function shopDeliveryInfoDetail(ctx: HandlerContext) {
  return deliveryInfo(ctx, who(ctx).companyId);
}

async function shopDeliveryInfoSave(ctx: HandlerContext<{ shipFrom: ShipFrom; promiseHours: number }>) {
  const { companyId, now } = who(ctx);
  const b = ctx.body;
  if (!(SHIP_PROMISES as readonly number[]).includes(b.promiseHours)) throw fail('发货时效只能选择 24、48 或 72 小时');
  if (!isFinestRegion(b.shipFrom.regionCode)) throw fail('发货地址请选择到区县');
  const ship: ShipFrom = { regionCode: b.shipFrom.regionCode, address: b.shipFrom.address.trim(), contact: b.shipFrom.contact.trim(), phone: b.shipFrom.phone.trim() };
  if (!ship.address) throw fail('请输入详细地址');
  if (!ship.contact) throw fail('请输入联系人');
  const before = await deliveryInfo(ctx, companyId);
  await ensureProfile(ctx, companyId, now);
  await ctx.db.updateTable('shop_profile').set({ ship_from_json: JSON.stringify(ship), ship_promise_hours: b.promiseHours, updated_at: now }).where('company_id', '=', companyId).execute();
  await record(ctx, 'shop.delivery.update', { before: { shipFrom: before.shipFrom, promiseHours: before.promiseHours }, after: { shipFrom: ship, promiseHours: b.promiseHours } });
  return deliveryInfo(ctx, companyId);
}

async function shopDelayDeclare(ctx: HandlerContext<{ reason: string; startAt: number; endAt: number }>) {
  const { companyId, userId, now } = who(ctx);
  const b = ctx.body;
  const reason = b.reason.trim();
  if (!reason) throw fail('请填写报备原因');
  if (b.endAt <= b.startAt) throw fail('结束时间应晚于开始时间');
  if (b.startAt < now + DELAY_RULES.minLeadMs) throw fail('开始时间至少在 1 小时之后：不能补报已经开始的时间');
  if (b.endAt - b.startAt > DELAY_RULES.maxDays * DAY) throw fail(`一次报备至多 ${DELAY_RULES.maxDays} 天`);
  if (chinaYearStart(b.startAt) !== chinaYearStart(b.endAt - 1) && b.endAt !== chinaYearEnd(b.startAt)) throw fail('一次报备不能跨自然年，请分两次报备');
  const overlap = await ctx.db
    .selectFrom('shop_delay')
    .select(['id', 'start_at', 'end_at'])
    .where('company_id', '=', companyId)
    .where('status', '=', 1)
    .where('start_at', '<', b.endAt)
    .where('end_at', '>', b.startAt)
    .executeTakeFirst();
  if (overlap) throw fail('与已有的报备时间重叠');
  const used = await daysDeclaredInYear(ctx, companyId, b.startAt);
  if (used + (b.endAt - b.startAt) > DELAY_RULES.maxDaysPerYear * DAY) {
    throw fail(`平台规定一个自然年内报备合计至多 ${DELAY_RULES.maxDaysPerYear} 天，该年已报备 ${days(used)} 天`);
  }
  const r = await ctx.db
    .insertInto('shop_delay')
    .values({ company_id: companyId, reason, start_at: b.startAt, end_at: b.endAt, status: 1, created_by: userId, created_at: now, cancelled_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  await record(ctx, 'shop.delay.declare', { delayId: r.id, before: null, after: { reason, startAt: b.startAt, endAt: b.endAt } });
  await emitEvent(ctx.db, { companyId, kind: 'shopSetting.delayDeclared', subjectId: r.id, payload: { startAt: b.startAt, endAt: b.endAt, reason }, now });
  return deliveryInfo(ctx, companyId);
}

async function shopDelayCancel(ctx: HandlerContext<{ delayId: number }>) {
  const { companyId, now } = who(ctx);
  const d = await ctx.db.selectFrom('shop_delay').selectAll().where('id', '=', ctx.body.delayId).where('company_id', '=', companyId).executeTakeFirst();
  if (!d || d.status !== 1) throw fail(STALE);
  if (d.start_at <= now) throw fail('报备已开始，不能撤销');
  const r = await ctx.db.updateTable('shop_delay').set({ status: 0, cancelled_at: now }).where('id', '=', d.id).where('status', '=', 1).executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) throw fail(STALE);
  await record(ctx, 'shop.delay.cancel', { delayId: d.id, before: { status: 1 }, after: { status: 0 } });
  return deliveryInfo(ctx, companyId);
}

// ------------------------------------------------------------------------------------------ announcements ----

/** 1 待展示, 2 展示中, 3 已结束 */
function announcementState(a: { start_at: number; end_at: number | null }, now: number): 1 | 2 | 3 {
  if (now < a.start_at) return 1;
  return a.end_at === null || now < a.end_at ? 2 : 3;
}

async function shopAnnouncementList(ctx: HandlerContext) {
  const { companyId, now } = who(ctx);
  const rows = await ctx.db.selectFrom('shop_announcement').selectAll().where('company_id', '=', companyId).where('status', '=', 1).orderBy('start_at', 'desc').orderBy('id', 'desc').limit(200).execute();
  return {
    list: rows.map((a) => ({ announcementId: a.id, title: a.title, content: a.content, startAt: a.start_at, endAt: a.end_at, state: announcementState(a, now), updatedAt: a.updated_at })),
    limits: ANNOUNCEMENT_LIMITS,
  };
}

async function shopAnnouncementSave(ctx: HandlerContext<{ announcementId?: number | null; title: string; content: string; startAt: number; endAt?: number | null }>) {
  const { companyId, userId, now } = who(ctx);
  const b = ctx.body;
  const title = b.title.trim();
  const content = b.content.trim();
  if (!title) throw fail('请输入公告标题');
  if (!content) throw fail('请输入公告内容');
  if ([...title].length > ANNOUNCEMENT_LIMITS.titleMax) throw fail(`公告标题至多 ${ANNOUNCEMENT_LIMITS.titleMax} 字`);
  if ([...content].length > ANNOUNCEMENT_LIMITS.contentMax) throw fail(`公告内容至多 ${ANNOUNCEMENT_LIMITS.contentMax} 字`);
  const endAt = b.endAt ?? null;
  if (endAt !== null && endAt <= b.startAt) throw fail('结束展示时间应晚于开始展示时间');
  if (endAt !== null && endAt <= now) throw fail('结束展示时间已过，公告不会被看到');
  let before = null;
  if (b.announcementId) {
    before = await ctx.db.selectFrom('shop_announcement').selectAll().where('id', '=', b.announcementId).where('company_id', '=', companyId).where('status', '=', 1).executeTakeFirst();
    if (!before) throw fail(STALE);
  } else {
    const n = await ctx.db.selectFrom('shop_announcement').select((eb) => eb.fn.countAll<number>().as('n')).where('company_id', '=', companyId).where('status', '=', 1).executeTakeFirstOrThrow();
    if (Number(n.n) >= ANNOUNCEMENT_LIMITS.maxTotal) throw fail(`公告至多保存 ${ANNOUNCEMENT_LIMITS.maxTotal} 条，请先删除旧公告`);
  }
  // At most maxShowing announcements on show at any moment of the new one's period.
  let q = ctx.db
    .selectFrom('shop_announcement')
    .select(['id', 'start_at', 'end_at'])
    .where('company_id', '=', companyId)
    .where('status', '=', 1)
    .where((eb) => eb.or([eb('end_at', 'is', null), eb('end_at', '>', Math.max(b.startAt, now))]));
  if (endAt !== null) q = q.where('start_at', '<', endAt);
  if (b.announcementId) q = q.where('id', '!=', b.announcementId);
  const others = await q.execute();
  const points = [Math.max(b.startAt, now), ...others.map((o) => o.start_at).filter((t) => t >= Math.max(b.startAt, now))];
  for (const t of points) {
    const showing = others.filter((o) => o.start_at <= t && (o.end_at === null || o.end_at > t)).length;
    if (showing >= ANNOUNCEMENT_LIMITS.maxShowing) throw fail(`同一时间至多展示 ${ANNOUNCEMENT_LIMITS.maxShowing} 条公告，请调整展示时间或结束其他公告`);
  }
  let id: number;
  if (before) {
    id = before.id;
    await ctx.db.updateTable('shop_announcement').set({ title, content, start_at: b.startAt, end_at: endAt, updated_at: now }).where('id', '=', id).execute();
  } else {
    const r = await ctx.db
      .insertInto('shop_announcement')
      .values({ company_id: companyId, title, content, start_at: b.startAt, end_at: endAt, status: 1, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    id = r.id;
  }
  const after = { title, content, startAt: b.startAt, endAt };
  await record(ctx, before ? 'shop.announcement.update' : 'shop.announcement.create', {
    announcementId: id,
    before: before ? { title: before.title, content: before.content, startAt: before.start_at, endAt: before.end_at } : null,
    after,
  });
  await emitEvent(ctx.db, { companyId, kind: 'shopSetting.announcementSaved', subjectId: id, payload: { ...after, by: userId }, now });
  return { announcementId: id };
}

async function shopAnnouncementDelete(ctx: HandlerContext<{ announcementId: number }>) {
  const { companyId, now } = who(ctx);
  const a = await ctx.db.selectFrom('shop_announcement').selectAll().where('id', '=', ctx.body.announcementId).where('company_id', '=', companyId).where('status', '=', 1).executeTakeFirst();
  if (!a) throw fail(STALE);
  await ctx.db.updateTable('shop_announcement').set({ status: 0, updated_at: now }).where('id', '=', a.id).execute();
  await record(ctx, 'shop.announcement.delete', { announcementId: a.id, before: { title: a.title, content: a.content, startAt: a.start_at, endAt: a.end_at }, after: null });
  return null;
}

// ---------------------------------------------------------------------------------------------- trademarks ----

const EXPIRING_MS = 90 * DAY;

async function shopTrademarkList(ctx: HandlerContext) {
  const { companyId, now } = who(ctx);
  const rows = await ctx.db.selectFrom('shop_trademark').selectAll().where('company_id', '=', companyId).orderBy('id', 'desc').limit(200).execute();
  const brands = await ctx.db.selectFrom('brand').select(['id', 'name', 'trademark_no']).where('company_id', '=', companyId).orderBy('id').limit(500).execute();
  const brandName = new Map(brands.map((b) => [b.id, b.name]));
  return {
    list: rows.map((t) => ({
      trademarkId: t.id,
      name: t.name,
      regNo: t.reg_no,
      classNo: t.class_no,
      holder: t.holder,
      validFrom: t.valid_from,
      validTo: t.valid_to,
      docUrls: ctx.deps.fileSigner.resignDeep(JSON.parse(t.doc_urls_json) as string[], companyId),
      brandId: t.brand_id,
      brandName: t.brand_id ? (brandName.get(t.brand_id) ?? null) : null,
      state: t.valid_to < now ? 3 : t.valid_to - now <= EXPIRING_MS ? 2 : 1,
    })),
    brands: brands.map((b) => ({ brandId: b.id, name: b.name, trademarkNo: b.trademark_no })),
  };
}

interface TrademarkBody {
  trademarkId?: number | null;
  name: string;
  regNo: string;
  classNo: number;
  holder: string;
  validFrom: number;
  validTo: number;
  docUrls: string[];
  brandId?: number | null;
}

async function shopTrademarkSave(ctx: HandlerContext<TrademarkBody>) {
  const { companyId, now } = who(ctx);
  const b = ctx.body;
  const name = b.name.trim();
  const holder = b.holder.trim();
  if (!name) throw fail('请输入商标名称');
  if (!holder) throw fail('请输入商标注册人');
  if (b.validTo <= b.validFrom) throw fail('有效期止应晚于有效期起');
  if (!b.docUrls.length) throw fail('请上传商标注册证');
  await assertOwnFiles(ctx.db, companyId, b.docUrls.map((url, i) => ({ url, label: `证明文件（第${i + 1}个）` })));
  if (b.brandId) {
    const brand = await ctx.db.selectFrom('brand').select('id').where('id', '=', b.brandId).where('company_id', '=', companyId).executeTakeFirst();
    if (!brand) throw fail('关联的品牌不存在');
  }
  const dup = await ctx.db.selectFrom('shop_trademark').select('id').where('company_id', '=', companyId).where('reg_no', '=', b.regNo).where('class_no', '=', b.classNo).executeTakeFirst();
  if (dup && dup.id !== b.trademarkId) throw fail(`注册号 ${b.regNo} 第 ${b.classNo} 类已登记`);
  const values = { name, reg_no: b.regNo, class_no: b.classNo, holder, valid_from: b.validFrom, valid_to: b.validTo, doc_urls_json: JSON.stringify(canonicalDeep(b.docUrls)), brand_id: b.brandId ?? null, updated_at: now };
  let before = null;
  let id: number;
  if (b.trademarkId) {
    before = await ctx.db.selectFrom('shop_trademark').selectAll().where('id', '=', b.trademarkId).where('company_id', '=', companyId).executeTakeFirst();
    if (!before) throw fail(STALE);
    id = before.id;
    await ctx.db.updateTable('shop_trademark').set(values).where('id', '=', id).execute();
  } else {
    const r = await ctx.db.insertInto('shop_trademark').values({ ...values, company_id: companyId, created_at: now }).returning('id').executeTakeFirstOrThrow();
    id = r.id;
  }
  await record(ctx, before ? 'shop.trademark.update' : 'shop.trademark.create', { trademarkId: id, before, after: values });
  return null;
}

async function shopTrademarkDelete(ctx: HandlerContext<{ trademarkId: number }>) {
  const { companyId } = who(ctx);
  const t = await ctx.db.selectFrom('shop_trademark').selectAll().where('id', '=', ctx.body.trademarkId).where('company_id', '=', companyId).executeTakeFirst();
  if (!t) throw fail(STALE);
  await ctx.db.deleteFrom('shop_trademark').where('id', '=', t.id).execute();
  await record(ctx, 'shop.trademark.delete', { trademarkId: t.id, before: t, after: null });
  return null;
}

export const shopSettingHandlers: HandlerMap = {
  shopFreightTemplateList,
  shopFreightTemplateDetail,
  shopFreightTemplateSave,
  shopFreightTemplateDelete,
  shopFreightTemplateSetDefault,
  shopFreightQuote,
  shopRegionTree,
  shopCampusTree,
  shopInfoDetail,
  shopInfoSave,
  shopDeliveryInfoDetail,
  shopDeliveryInfoSave,
  shopDelayDeclare,
  shopDelayCancel,
  shopAnnouncementList,
  shopAnnouncementSave,
  shopAnnouncementDelete,
  shopTrademarkList,
  shopTrademarkSave,
  shopTrademarkDelete,
};
