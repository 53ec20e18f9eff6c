import { clock } from '../../lib/clock.ts';
import { sql, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { Database } from '../../db/schema.ts';
import type { HandlerContext, HandlerMap } from '../../lib/handler.ts';
import { requireAuth } from '../../lib/handler.ts';
import { fail } from '../../lib/errors.ts';
import { audit } from '../../lib/audit.ts';
import { canonicalDeep, parseFileUrl } from '../../lib/files.ts';
import { shopStanding } from '../after-sale/index.ts';
import { EntryStatus } from '../activity/index.ts';
import { assertGoodsFiles, canonicalHtml, decodeCursor, encodeCursor, htmlImages, likePattern, loadAptitudes, loadCategories, sanitizeHtml, signHtml } from './common.ts';

// ------------------------------------------------------------------ types ----

export interface GoodsFilter {
  keyword?: string;
  categoryId?: number;
  goodsType?: 1 | 2;
  priceMin?: number;
  priceMax?: number;
  stockMin?: number;
  stockMax?: number;
  createdFrom?: number;
  createdTo?: number;
}

interface GoodsListQuery extends GoodsFilter {
  tab?: 0 | 1 | 2 | 3 | 4 | 5;
  sortBy?: 'createdAt' | 'price' | 'stock' | 'sales';
  sortOrder?: 'asc' | 'desc';
  cursor?: string | null;
  pageSize: number;
}

interface SpecDimension {
  name: string;
  values: { value: string; image: string | null }[];
}

interface SkuInput {
  skuId?: number | null;
  specValues: string[];
  price: number;
  originalPrice?: number | null;
  costPrice?: number | null;
  stock: number;
  code?: string | null;
  weightG?: number | null;
}

export interface GoodsSaveBody {
  goodsId?: number | null;
  categoryId: number;
  goodsType: 1 | 2;
  name: string;
  sellingPoints?: string;
  code?: string | null;
  images: string[];
  videoUrl?: string | null;
  detailHtml?: string;
  specs: SpecDimension[];
  skus: SkuInput[];
  deliveryTemplateId?: number | null;
  limitPerOrder?: number;
  limitPerUser?: number;
  shelfMode: 1 | 2 | 3;
  shelfAt?: number | null;
}

type GoodsQB = SelectQueryBuilder<Database, 'goods', object>;

const SORT_COLUMN = { createdAt: 'goods.created_at', price: 'goods.price_min', stock: 'goods.stock_total', sales: 'goods.sales' } as const;

// ---------------------------------------------------------------- filters ----

async function applyFilter(db: Db, qb: GoodsQB, companyId: number, f: GoodsFilter): Promise<GoodsQB> {
  let q = qb.where('goods.company_id', '=', companyId).where('goods.deleted_at', 'is', null);
  const kw = f.keyword?.trim();
  if (kw) {
    const pattern = likePattern(kw);
    q = q.where((eb) => {
      const ors = [
        eb(sql`goods.name`, 'like', sql`${pattern} escape '\\'`),
        eb('goods.code', '=', kw),
        // SKU codes through their own index once, not a lookup per goods row.
        eb('goods.id', 'in', eb.selectFrom('goods_sku').select('goods_sku.goods_id').where('goods_sku.company_id', '=', companyId).where('goods_sku.code', '=', kw)),
      ];
      if (/^\d{1,15}$/.test(kw)) ors.push(eb('goods.id', '=', Number(kw)));
      return eb.or(ors);
    });
  }
  if (f.categoryId !== undefined) {
    const cats = await loadCategories(db);
    const leaves = cats.leavesUnder(f.categoryId);
    q = leaves.length ? q.where('goods.category_id', 'in', leaves) : q.where(sql<boolean>`1 = 0`);
  }
  if (f.goodsType !== undefined) q = q.where('goods.goods_type', '=', f.goodsType);
  if (f.priceMin !== undefined) q = q.where('goods.price_min', '>=', f.priceMin);
  if (f.priceMax !== undefined) q = q.where('goods.price_min', '<=', f.priceMax);
  if (f.stockMin !== undefined) q = q.where('goods.stock_total', '>=', f.stockMin);
  if (f.stockMax !== undefined) q = q.where('goods.stock_total', '<=', f.stockMax);
  if (f.createdFrom !== undefined) q = q.where('goods.created_at', '>=', f.createdFrom);
  if (f.createdTo !== undefined) q = q.where('goods.created_at', '<=', f.createdTo);
  return q;
}

function checkRanges(f: GoodsFilter) {
  if (f.priceMin !== undefined && f.priceMax !== undefined && f.priceMin > f.priceMax) throw fail('最低价格不能高于最高价格');
  if (f.stockMin !== undefined && f.stockMax !== undefined && f.stockMin > f.stockMax) throw fail('最低库存不能高于最高库存');
  if (f.createdFrom !== undefined && f.createdTo !== undefined && f.createdFrom > f.createdTo) throw fail('创建时间的开始不能晚于结束');
}

function applyTab(q: GoodsQB, tab: number | undefined): GoodsQB {
  switch (tab) {
    case 1:
      return q.where('goods.status', '=', 1).where('goods.stock_total', '>', 0);
    case 5:
      return q.where('goods.status', '=', 1).where('goods.stock_total', '=', 0);
    case 2:
    case 3:
    case 4:
      return q.where('goods.status', '=', tab);
    default:
      return q;
  }
}

/** Scheduled goods whose time has come go on sale (checked whenever the merchant looks at the list). */
export async function releaseScheduled(db: Db, companyId: number | null, now = clock.now()): Promise<number> {
  let q = db
    .updateTable('goods')
    .set({ status: 1, shelf_mode: 1, updated_at: now })
    .where('status', '=', 2)
    .where('shelf_mode', '=', 2)
    .where('approved_at', 'is not', null)
    .where('shelf_at', '<=', now)
    .where('deleted_at', 'is', null);
  if (companyId !== null) q = q.where('company_id', '=', companyId);
  const r = await q.executeTakeFirst();
  return Number(r.numUpdatedRows);
}

// ------------------------------------------------------------------ reads ----

async function goodsList(ctx: HandlerContext<GoodsListQuery>) {
  const { companyId } = requireAuth(ctx);
  const signer = ctx.deps.fileSigner;
  const b = ctx.body;
  checkRanges(b);
  await releaseScheduled(ctx.db, companyId);
  const sortCol = SORT_COLUMN[b.sortBy ?? 'createdAt'];
  const desc = (b.sortOrder ?? 'desc') === 'desc';
  const base = applyTab(await applyFilter(ctx.db, ctx.db.selectFrom('goods'), companyId, b), b.tab);
  let page = base
    .innerJoin('category', 'category.id', 'goods.category_id')
    .select([
      'goods.id',
      'goods.name',
      'goods.code',
      'goods.main_image',
      'goods.category_id',
      'category.name as category_name',
      'goods.status',
      'goods.goods_type',
      'goods.price_min',
      'goods.price_max',
      'goods.stock_total',
      'goods.sales',
      'goods.review_reason',
      'goods.created_at',
      'goods.updated_at',
      `${sortCol} as sort_key`,
      // The SKU count of each row and the filter's total ride along in the same statement (one round trip instead of
      // three; the total's subquery is not correlated, so it is computed once).
      (eb) => eb.selectFrom('goods_sku').select((e) => e.fn.countAll<number>().as('c')).whereRef('goods_sku.goods_id', '=', 'goods.id').where('goods_sku.status', '=', 1).as('sku_count'),
      () => base.select((e) => e.fn.countAll<number>().as('n')).as('total'),
    ]);
  if (b.cursor) {
    const c = decodeCursor(b.cursor);
    page = page.where((eb) => eb(eb.refTuple(sortCol, 'goods.id'), desc ? '<' : '>', eb.tuple(c.k, c.id)));
  }
  const rows = await page
    .orderBy(sortCol, desc ? 'desc' : 'asc')
    .orderBy('goods.id', desc ? 'desc' : 'asc')
    .limit(b.pageSize + 1)
    .execute();
  const more = rows.length > b.pageSize;
  const list = rows.slice(0, b.pageSize);
  const skuBy = new Map(list.map((r) => [r.id, Number(r.sku_count ?? 0)]));
  // An empty page (past the end, or nothing matches) carries no total: counted on its own.
  const totalRow = rows.length ? { n: rows[0]!.total } : await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const last = list.at(-1);
  return {
    list: list.map((r) => ({
      goodsId: r.id,
      name: r.name,
      code: r.code,
      mainImage: r.main_image ? signer.resign(r.main_image, companyId) : null,
      categoryId: r.category_id,
      categoryName: r.category_name,
      status: r.status,
      soldOut: r.status === 1 && r.stock_total === 0,
      goodsType: r.goods_type,
      priceMin: r.price_min,
      priceMax: r.price_max,
      stockTotal: r.stock_total,
      sales: r.sales,
      skuCount: skuBy.get(r.id) ?? 0,
      reviewReason: r.review_reason,
      createdAt: r.created_at,
      updatedAt: r.updated_at,
    })),
    nextCursor: more && last ? encodeCursor({ k: Number(last.sort_key), id: last.id }) : null,
    total: Number(totalRow.n),
  };
}

/** Counts of every status tab in one grouped query; 售罄 (on sale, no stock) is its own bucket. */
async function goodsStatusCount(ctx: HandlerContext<GoodsFilter | undefined>) {
  const { companyId } = requireAuth(ctx);
  const f = ctx.body ?? {};
  checkRanges(f);
  await releaseScheduled(ctx.db, companyId);
  const bucket = sql<number>`case when goods.status = 1 and goods.stock_total = 0 then 5 else goods.status end`;
  const rows = await (await applyFilter(ctx.db, ctx.db.selectFrom('goods'), companyId, f))
    .select([bucket.as('bucket'), (eb: ExpressionBuilder<Database, 'goods'>) => eb.fn.countAll<number>().as('n')])
    .groupBy(bucket)
    .execute();
  const n = (b: number) => Number(rows.find((r) => Number(r.bucket) === b)?.n ?? 0);
  return {
    all: rows.reduce((s, r) => s + Number(r.n), 0),
    onSale: n(1),
    warehouse: n(2),
    reviewing: n(3),
    rejected: n(4),
    soldOut: n(5),
  };
}

export async function ownGoods(db: Db, companyId: number, goodsId: number) {
  const g = await db.selectFrom('goods').selectAll().where('id', '=', goodsId).where('company_id', '=', companyId).where('deleted_at', 'is', null).executeTakeFirst();
  if (!g) throw fail('商品不存在或已删除');
  return g;
}

async function goodsDetail(ctx: HandlerContext<{ goodsId: number }>) {
  const { companyId } = requireAuth(ctx);
  const g = await ownGoods(ctx.db, companyId, ctx.body.goodsId);
  const skus = await ctx.db.selectFrom('goods_sku').selectAll().where('goods_id', '=', g.id).where('status', '=', 1).orderBy('id').execute();
  const cats = await loadCategories(ctx.db);
  const sign = <T,>(v: T): T => ctx.deps.fileSigner.resignDeep(v, companyId);
  return {
    goodsId: g.id,
    status: g.status,
    reviewReason: g.review_reason,
    categoryId: g.category_id,
    categoryPath: cats.path(g.category_id),
    goodsType: g.goods_type,
    name: g.name,
    sellingPoints: g.selling_points,
    code: g.code,
    images: sign(JSON.parse(g.images_json) as string[]),
    videoUrl: sign(g.video_url),
    detailHtml: signHtml(g.detail_html, ctx.deps.fileSigner, companyId),
    specs: sign(JSON.parse(g.specs_json) as SpecDimension[]),
    skus: skus.map((s) => ({
      skuId: s.id,
      specValues: (JSON.parse(s.spec_json) as { value: string }[]).map((x) => x.value),
      price: s.price,
      originalPrice: s.original_price,
      costPrice: s.cost_price,
      stock: s.stock,
      code: s.code,
      weightG: s.weight_g,
    })),
    deliveryTemplateId: g.delivery_template_id,
    limitPerOrder: g.limit_per_order,
    limitPerUser: g.limit_per_user,
    shelfMode: g.shelf_mode,
    shelfAt: g.shelf_at,
    createdAt: g.created_at,
    updatedAt: g.updated_at,
  };
}

// ------------------------------------------------------------------- save ----

const skuKey = (values: string[]) => JSON.stringify(values);

/** Every rule of the goods form the schema cannot state; throws the first broken one in Chinese. */
export async function validateGoods(db: Db, companyId: number, b: GoodsSaveBody, now = clock.now()): Promise<void> {
  const cats = await loadCategories(db);
  const cat = cats.byId.get(b.categoryId);
  if (!cat) throw fail('商品类目不存在');
  if (cat.level !== 3) throw fail('请选择三级类目');
  const apts = await loadAptitudes(db, companyId, cats, now);
  const missing = apts.forCategory(b.categoryId).filter((a) => a.required && !a.held);
  if (missing.length) throw fail(`经营该类目须具备资质：${missing.map((a) => a.name).join('、')}，请先在类目资质中办理`);
  if (!b.name.trim()) throw fail('请填写商品标题');
  // Specs: distinct names, distinct values per dimension.
  const names = new Set<string>();
  for (const d of b.specs) {
    const name = d.name.trim();
    if (!name) throw fail('规格名不能为空');
    if (names.has(name)) throw fail(`规格名“${name}”重复`);
    names.add(name);
    const vals = new Set<string>();
    for (const v of d.values) {
      const value = v.value.trim();
      if (!value) throw fail(`规格“${name}”有空的规格值`);
      if (vals.has(value)) throw fail(`规格“${name}”的值“${value}”重复`);
      vals.add(value);
    }
  }
  // SKUs: exactly one per combination of spec values.
  const expected = b.specs.reduce((n, d) => n * d.values.length, 1);
  const seen = new Set<string>();
  for (const [i, s] of b.skus.entries()) {
    const row = `第${i + 1}个SKU`;
    if (s.specValues.length !== b.specs.length) throw fail(`${row}的规格组合与规格不一致`);
    s.specValues.forEach((v, j) => {
      if (!b.specs[j]!.values.some((x) => x.value.trim() === v.trim())) throw fail(`${row}的规格值“${v}”不在规格“${b.specs[j]!.name}”中`);
    });
    const k = skuKey(s.specValues.map((v) => v.trim()));
    if (seen.has(k)) throw fail(`${row}的规格组合重复`);
    seen.add(k);
    if (s.originalPrice != null && s.originalPrice < s.price) throw fail(`${row}的划线价不能低于售价`);
  }
  if (seen.size !== expected) throw fail(`规格组合共 ${expected} 个，SKU 须一一对应（当前 ${seen.size} 个）`);
  if (b.goodsType === 1) {
    if (b.deliveryTemplateId == null) throw fail('请选择运费模板');
    const t = await db.selectFrom('delivery_template').select('id').where('id', '=', b.deliveryTemplateId).where('company_id', '=', companyId).executeTakeFirst();
    if (!t) throw fail('运费模板不存在');
  }
  // Videos are not uploaded here (the upload takes images and PDF): an https address of the merchant's video host.
  if (b.videoUrl && !parseFileUrl(b.videoUrl) && !/^https:\/\/\S+$/.test(b.videoUrl)) throw fail('主图视频须为 https 开头的视频地址');
  await assertGoodsFiles(db, companyId, [
    ...b.images.map((url) => ({ url, label: '商品主图' })),
    ...(b.videoUrl && parseFileUrl(b.videoUrl) ? [{ url: b.videoUrl, label: '主图视频' }] : []),
    ...b.specs.flatMap((d) => d.values.filter((v) => v.image).map((v) => ({ url: v.image!, label: `规格值“${v.value.trim()}”的图片` }))),
    ...htmlImages(sanitizeHtml(b.detailHtml ?? '')).map((url) => ({ url, label: '商品详情图片' })),
  ]);
  const lo = b.limitPerOrder ?? 0;
  const lu = b.limitPerUser ?? 0;
  if (lo > 0 && lu > 0 && lo > lu) throw fail('每单限购不能多于每人限购');
  if (b.shelfMode === 2) {
    if (b.shelfAt == null) throw fail('请选择上架时间');
    if (b.shelfAt <= now) throw fail('上架时间须晚于现在');
    if (b.shelfAt > now + 90 * 24 * 3600_000) throw fail('上架时间须在 90 天之内');
  }
}

/** Violation points restrict publishing new goods (docs/after-sale.md); editing existing goods stays allowed. */
async function assertMayPublishNew(ctx: HandlerContext, what: string): Promise<void> {
  const standing = await shopStanding(ctx.db, requireAuth(ctx).companyId, ctx.deps.clock.now());
  if (standing.newGoods) throw fail(`${what}：${standing.newGoods}`);
}

async function goodsSave(ctx: HandlerContext<GoodsSaveBody>) {
  const auth = requireAuth(ctx);
  const { db } = ctx;
  const b = ctx.body;
  const now = ctx.deps.clock.now();
  const existing = b.goodsId != null ? await ownGoods(db, auth.companyId, b.goodsId) : null;
  if (!existing) await assertMayPublishNew(ctx, '不能发布新商品');
  await validateGoods(db, auth.companyId, b, now);

  const specs = b.specs.map((d) => ({ name: d.name.trim(), values: d.values.map((v) => ({ value: v.value.trim(), image: v.image ? canonicalDeep(v.image) : null })) }));
  // Stored URLs are canonical (unsigned); answers sign them for the reader.
  const images = canonicalDeep(b.images);
  const skus = b.skus.map((s) => ({ ...s, specValues: s.specValues.map((v) => v.trim()) }));
  const status = b.shelfMode === 3 ? 2 : 3;
  const values = {
    category_id: b.categoryId,
    goods_type: b.goodsType,
    name: b.name.trim(),
    selling_points: (b.sellingPoints ?? '').trim(),
    code: b.code?.trim() || null,
    images_json: JSON.stringify(images),
    main_image: images[0] ?? null,
    video_url: b.videoUrl ? canonicalDeep(b.videoUrl) : null,
    detail_html: canonicalHtml(sanitizeHtml(b.detailHtml ?? '')),
    specs_json: JSON.stringify(specs),
    delivery_template_id: b.goodsType === 1 ? (b.deliveryTemplateId ?? null) : null,
    limit_per_order: b.limitPerOrder ?? 0,
    limit_per_user: b.limitPerUser ?? 0,
    shelf_mode: b.shelfMode,
    shelf_at: b.shelfMode === 2 ? (b.shelfAt ?? null) : null,
    status,
    review_reason: null,
    approved_at: null,
    price_min: Math.min(...skus.map((s) => s.price)),
    price_max: Math.max(...skus.map((s) => s.price)),
    stock_total: skus.reduce((n, s) => n + s.stock, 0),
    updated_at: now,
  };
  let goodsId: number;
  if (existing) {
    goodsId = existing.id;
    await db.updateTable('goods').set(values).where('id', '=', goodsId).execute();
  } else {
    const r = await db
      .insertInto('goods')
      .values({ ...values, company_id: auth.companyId, sales: 0, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    goodsId = r.id;
  }

  // SKUs: same combination keeps its id (archived ones come back), gone combinations are archived, never deleted.
  const old = existing ? await db.selectFrom('goods_sku').select(['id', 'spec_json', 'status', 'price', 'stock']).where('goods_id', '=', goodsId).execute() : [];
  const byKey = new Map(old.map((o) => [skuKey((JSON.parse(o.spec_json) as { value: string }[]).map((x) => x.value)), o]));
  const kept = new Set<number>();
  for (const s of skus) {
    const specJson = JSON.stringify(s.specValues.map((v, i) => ({ name: specs[i]!.name, value: v })));
    const specText = s.specValues.map((v, i) => `${specs[i]!.name}：${v}`).join('；');
    const row = {
      spec_json: specJson,
      spec_text: specText,
      price: s.price,
      original_price: s.originalPrice ?? null,
      cost_price: s.costPrice ?? null,
      stock: s.stock,
      code: s.code?.trim() || null,
      weight_g: s.weightG ?? null,
      status: 1,
      updated_at: now,
    };
    const prev = byKey.get(skuKey(s.specValues));
    if (prev) {
      kept.add(prev.id);
      await db.updateTable('goods_sku').set(row).where('id', '=', prev.id).execute();
    } else {
      await db.insertInto('goods_sku').values({ ...row, goods_id: goodsId, company_id: auth.companyId, created_at: now }).execute();
    }
  }
  const gone = old.filter((o) => o.status === 1 && !kept.has(o.id)).map((o) => o.id);
  if (gone.length) await db.updateTable('goods_sku').set({ status: 0, updated_at: now }).where('id', 'in', gone).execute();
  const before = existing ? { ...goodsAuditFields(existing), skus: old.filter((o) => o.status === 1).map(skuAuditFields) } : null;
  const after = { ...goodsAuditFields(values), skus: skus.map((x) => ({ spec: x.specValues.join('/'), price: x.price, stock: x.stock })) };
  const changed = existing ? GOODS_AUDIT_COLUMNS.filter(([col]) => (existing[col] ?? null) !== (values[col] ?? null)).map(([, name]) => name) : undefined;
  await audit(db, { companyId: auth.companyId, userId: auth.userId, actor: 'merchant', action: existing ? 'goods.update' : 'goods.create', detail: { goodsId, skus: skus.length, archived: gone.length, changed, before, after } });
  return { goodsId, status };
}

/**
 * What the operation log keeps of a goods row (docs/permission.md): the fields a merchant reads in the list and the
 * form, not the blobs; `changed` names every saved column that changed, the images and the detail included.
 */
const GOODS_AUDIT_COLUMNS = [
  ['name', 'name'],
  ['category_id', 'categoryId'],
  ['goods_type', 'goodsType'],
  ['selling_points', 'sellingPoints'],
  ['code', 'code'],
  ['status', 'status'],
  ['shelf_mode', 'shelfMode'],
  ['shelf_at', 'shelfAt'],
  ['price_min', 'priceMin'],
  ['price_max', 'priceMax'],
  ['stock_total', 'stockTotal'],
  ['delivery_template_id', 'deliveryTemplateId'],
  ['limit_per_order', 'limitPerOrder'],
  ['limit_per_user', 'limitPerUser'],
  ['images_json', 'images'],
  ['video_url', 'videoUrl'],
  ['detail_html', 'detailHtml'],
  ['specs_json', 'specs'],
] as const;
const BLOB_COLUMNS = new Set(['images_json', 'video_url', 'detail_html', 'specs_json']);
type GoodsAuditRow = { [K in (typeof GOODS_AUDIT_COLUMNS)[number][0]]: unknown };
function goodsAuditFields(g: GoodsAuditRow): Record<string, unknown> {
  return Object.fromEntries(GOODS_AUDIT_COLUMNS.filter(([col]) => !BLOB_COLUMNS.has(col)).map(([col, name]) => [name, g[col] ?? null]));
}
const skuAuditFields = (o: { spec_json: string; price: number; stock: number }) => ({
  spec: (JSON.parse(o.spec_json) as { value: string }[]).map((x) => x.value).join('/'),
  price: o.price,
  stock: o.stock,
});

/**
 * Takes every listing of a company off sale, for the shop-closing area (docs/company.md): goods on sale and goods
 * scheduled to go on sale go to the warehouse (仓库中, no schedule), goods waiting for review are withdrawn from it.
 * In the caller's transaction; one audit row lists the goods. Returns how many goods changed.
 */
export async function delistAllGoods(db: Db, p: { companyId: number; userId: number | null; actor: string; reason: string; now: number }): Promise<number> {
  const rows = await db
    .selectFrom('goods')
    .select(['id', 'status'])
    .where('company_id', '=', p.companyId)
    .where('deleted_at', 'is', null)
    .where((eb) => eb.or([eb('status', 'in', [1, 3]), eb.and([eb('status', '=', 2), eb('shelf_mode', '=', 2)])]))
    .orderBy('id')
    .execute();
  if (!rows.length) return 0;
  const ids = rows.map((r) => r.id);
  for (let i = 0; i < ids.length; i += 500) {
    await db.updateTable('goods').set({ status: 2, shelf_mode: 3, shelf_at: null, updated_at: p.now }).where('company_id', '=', p.companyId).where('id', 'in', ids.slice(i, i + 500)).execute();
  }
  await audit(db, {
    companyId: p.companyId,
    userId: p.userId,
    actor: p.actor,
    action: 'goods.delistAll',
    detail: { reason: p.reason, onSale: rows.filter((r) => r.status === 1).length, inReview: rows.filter((r) => r.status === 3).length, scheduled: rows.filter((r) => r.status === 2).length, ids: ids.slice(0, 1000) },
  });
  return ids.length;
}

// ------------------------------------------------------------ batch, copy ----

type BatchAction = 'onShelf' | 'offShelf' | 'delete';
const ACTION_DONE: Record<BatchAction, string> = { onShelf: '已上架', offShelf: '已下架', delete: '已删除' };

async function goodsBatch(ctx: HandlerContext<{ action: BatchAction; goodsIds: number[] }>) {
  const auth = requireAuth(ctx);
  const { db } = ctx;
  const { action, goodsIds } = ctx.body;
  const now = ctx.deps.clock.now();
  const rows = await db
    .selectFrom('goods')
    .select(['id', 'name', 'status', 'shelf_mode', 'shelf_at', 'approved_at'])
    .where('company_id', '=', auth.companyId)
    .where('deleted_at', 'is', null)
    .where('id', 'in', goodsIds)
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  // In an activity: a sign-up entry under review, or approved in an activity that has not ended (platform clock).
  const inActivity = new Set(
    action === 'delete' && rows.length
      ? (
          await db
            .selectFrom('mk_activity_entry as e')
            .innerJoin('mk_activity as a', 'a.id', 'e.activity_id')
            .select('e.goods_id')
            .where('e.company_id', '=', auth.companyId)
            .where('e.goods_id', 'in', rows.map((r) => r.id))
            .where('e.status', 'in', [EntryStatus.PENDING, EntryStatus.APPROVED])
            .where('a.end_at', '>', ctx.deps.clock.now())
            .execute()
        ).map((r) => Number(r.goods_id))
      : [],
  );
  const results: { goodsId: number; ok: boolean; msg: string }[] = [];
  const nextOf = new Map<number, { status: number; shelf_mode: number; shelf_at: number | null }>();
  for (const id of goodsIds) {
    const g = byId.get(id);
    const no = (msg: string) => results.push({ goodsId: id, ok: false, msg });
    if (!g) {
      no('商品不存在或已删除');
      continue;
    }
    if (action === 'onShelf') {
      if (g.status === 1) no('商品已在售');
      else if (g.status === 3) no('商品正在审核中');
      else if (g.status === 4) no('审核驳回的商品请修改后重新提交');
      else {
        // Approved and unchanged since: back on sale at once; otherwise it goes to review first.
        const next = g.approved_at !== null ? 1 : 3;
        await db.updateTable('goods').set({ status: next, shelf_mode: 1, shelf_at: null, updated_at: now }).where('id', '=', id).execute();
        nextOf.set(id, { status: next, shelf_mode: 1, shelf_at: null });
        results.push({ goodsId: id, ok: true, msg: next === 1 ? ACTION_DONE.onShelf : '已提交审核，通过后上架' });
      }
    } else if (action === 'offShelf') {
      if (g.status !== 1) no('只有在售商品可以下架');
      else {
        await db.updateTable('goods').set({ status: 2, shelf_mode: 3, shelf_at: null, updated_at: now }).where('id', '=', id).execute();
        nextOf.set(id, { status: 2, shelf_mode: 3, shelf_at: null });
        results.push({ goodsId: id, ok: true, msg: ACTION_DONE.offShelf });
      }
    } else {
      if (g.status === 1) no('在售商品请先下架再删除');
      else if (inActivity.has(id)) no('商品正在参加活动，不能删除');
      else {
        await db.updateTable('goods').set({ deleted_at: now, updated_at: now }).where('id', '=', id).execute();
        results.push({ goodsId: id, ok: true, msg: ACTION_DONE.delete });
      }
    }
  }
  const succeeded = results.filter((r) => r.ok).length;
  if (succeeded) {
    // Before and after of each goods the batch changed: its status and shelving (or that it was deleted).
    const done = results.filter((r) => r.ok).map((r) => byId.get(r.goodsId)!);
    const state = (g: { status: number; shelf_mode: number; shelf_at: number | null }) => ({ status: g.status, shelfMode: g.shelf_mode, shelfAt: g.shelf_at });
    const before = done.map((g) => ({ goodsId: g.id, name: g.name, ...state(g) }));
    const after = done.map((g) => ({ goodsId: g.id, name: g.name, ...(action === 'delete' ? { deleted: true } : state(nextOf.get(g.id)!)) }));
    await audit(db, { companyId: auth.companyId, userId: auth.userId, actor: 'merchant', action: `goods.batch.${action}`, detail: { ids: done.map((g) => g.id), before, after } });
  }
  return { succeeded, failed: results.length - succeeded, results };
}

async function goodsCopy(ctx: HandlerContext<{ goodsId: number }>) {
  const auth = requireAuth(ctx);
  const { db } = ctx;
  const g = await ownGoods(db, auth.companyId, ctx.body.goodsId);
  await assertMayPublishNew(ctx, '不能复制商品');
  const now = ctx.deps.clock.now();
  const { id: _id, ...rest } = g;
  const name = `${g.name}（复制）`.slice(0, 60);
  const r = await db
    .insertInto('goods')
    .values({ ...rest, name, status: 2, shelf_mode: 3, shelf_at: null, review_reason: null, approved_at: null, stock_total: 0, sales: 0, created_at: now, updated_at: now, deleted_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const skus = await db.selectFrom('goods_sku').selectAll().where('goods_id', '=', g.id).where('status', '=', 1).orderBy('id').execute();
  if (skus.length) {
    await db
      .insertInto('goods_sku')
      .values(skus.map(({ id: _sid, ...s }) => ({ ...s, goods_id: r.id, stock: 0, code: null, created_at: now, updated_at: now })))
      .execute();
  }
  await audit(db, { companyId: auth.companyId, userId: auth.userId, actor: 'merchant', action: 'goods.copy', detail: { from: g.id, goodsId: r.id } });
  return { goodsId: r.id, status: 2 };
}

// ------------------------------------------------- categories, templates ----

async function goodsCategoryTree(ctx: HandlerContext) {
  const { companyId } = requireAuth(ctx);
  const cats = await loadCategories(ctx.db);
  const apts = await loadAptitudes(ctx.db, companyId, cats);
  return {
    list: cats.rows.map((c) => ({
      categoryId: c.id,
      parentId: c.parent_id,
      level: c.level,
      name: c.name,
      requiredAptitudes: apts.forCategory(c.id).filter((a) => a.required).map((a) => a.name),
    })),
  };
}

async function deliveryTemplateList(ctx: HandlerContext) {
  const { companyId } = requireAuth(ctx);
  const rows = await ctx.db.selectFrom('delivery_template').selectAll().where('company_id', '=', companyId).orderBy('is_default', 'desc').orderBy('id').execute();
  return {
    list: rows.map((t) => ({ templateId: t.id, name: t.name, chargeType: t.charge_type as 1 | 2 | 3, firstFee: t.first_fee, extraFee: t.extra_fee, isDefault: t.is_default === 1 })),
  };
}

// -------------------------------------------------------- aptitude lookup ----

interface AptitudeQuery {
  categoryId?: number;
  keyword?: string;
  onlyMissing?: boolean;
  pageNum: number;
  pageSize: number;
}

async function categoryAptitudeList(ctx: HandlerContext<AptitudeQuery>) {
  const { companyId } = requireAuth(ctx);
  const b = ctx.body;
  const cats = await loadCategories(ctx.db);
  const apts = await loadAptitudes(ctx.db, companyId, cats);
  if (b.categoryId !== undefined && !cats.byId.has(b.categoryId)) throw fail('类目不存在');
  const leaves = b.categoryId !== undefined ? cats.leavesUnder(b.categoryId) : cats.rows.filter((c) => c.level === 3).map((c) => c.id);
  const kw = b.keyword?.trim().toLowerCase();
  const all = leaves
    .map((id) => ({ id, path: cats.path(id), aptitudes: apts.forCategory(id) }))
    .filter((c) => !kw || c.path.some((p) => p.toLowerCase().includes(kw)) || c.aptitudes.some((a) => a.name.toLowerCase().includes(kw)))
    .filter((c) => !b.onlyMissing || c.aptitudes.some((a) => a.required && !a.held));
  const start = (b.pageNum - 1) * b.pageSize;
  return {
    list: all.slice(start, start + b.pageSize).map((c) => ({
      categoryId: c.id,
      categoryName: c.path.at(-1)!,
      categoryPath: c.path,
      aptitudes: c.aptitudes,
    })),
    total: all.length,
    pageNum: b.pageNum,
    pageSize: b.pageSize,
  };
}

async function categoryAptitudeDetail(ctx: HandlerContext<{ categoryId: number }>) {
  const { companyId } = requireAuth(ctx);
  const cats = await loadCategories(ctx.db);
  const cat = cats.byId.get(ctx.body.categoryId);
  if (!cat) throw fail('类目不存在');
  const apts = (await loadAptitudes(ctx.db, companyId, cats)).forCategory(cat.id);
  const leaves = cats.leavesUnder(cat.id);
  const count = leaves.length
    ? await ctx.db
        .selectFrom('goods')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('company_id', '=', companyId)
        .where('deleted_at', 'is', null)
        .where('category_id', 'in', leaves)
        .executeTakeFirstOrThrow()
    : { n: 0 };
  const missing = apts.filter((a) => a.required && !a.held).map((a) => a.name);
  return {
    categoryId: cat.id,
    categoryName: cat.name,
    categoryPath: cats.path(cat.id),
    aptitudes: apts,
    canPublish: missing.length === 0,
    missing,
    goodsCount: Number(count.n),
  };
}

// --------------------------------------------------------- activity goods ----

/**
 * The shop's goods in platform activities, from the marketing area's sign-up entries (one row per SKU entry; withdrawn
 * ones left out). State: 1 报名审核中 (待审核), 2 未开始, 3 进行中, 4 已结束 (approved, by the activity's time on the
 * platform clock), 5 未通过 (rejected).
 */
async function goodsActList(ctx: HandlerContext<{ activityType?: number; state?: number; keyword?: string; pageNum: number; pageSize: number }>) {
  const { companyId } = requireAuth(ctx);
  const b = ctx.body;
  const now = ctx.deps.clock.now();
  let q = ctx.db
    .selectFrom('mk_activity_entry as e')
    .innerJoin('mk_activity as a', 'a.id', 'e.activity_id')
    .innerJoin('goods as g', 'g.id', 'e.goods_id')
    .where('e.company_id', '=', companyId)
    .where('e.status', 'in', [EntryStatus.PENDING, EntryStatus.APPROVED, EntryStatus.REJECTED])
    .where('g.deleted_at', 'is', null);
  if (b.activityType !== undefined) q = q.where('a.type', '=', b.activityType);
  if (b.state === 1) q = q.where('e.status', '=', EntryStatus.PENDING);
  if (b.state === 2) q = q.where('e.status', '=', EntryStatus.APPROVED).where('a.start_at', '>', now);
  if (b.state === 3) q = q.where('e.status', '=', EntryStatus.APPROVED).where('a.start_at', '<=', now).where('a.end_at', '>', now);
  if (b.state === 4) q = q.where('e.status', '=', EntryStatus.APPROVED).where('a.end_at', '<=', now);
  if (b.state === 5) q = q.where('e.status', '=', EntryStatus.REJECTED);
  const kw = b.keyword?.trim();
  if (kw) {
    const p = likePattern(kw);
    q = q.where((eb) => eb.or([eb(sql`g.name`, 'like', sql`${p} escape '\\'`), eb(sql`a.name`, 'like', sql`${p} escape '\\'`)]));
  }
  const total = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await q
    .select(['e.id', 'e.goods_id', 'g.name', 'e.spec_text', 'g.main_image', 'e.activity_id', 'a.type', 'a.name as activity_name', 'e.activity_price', 'e.goods_price', 'e.stock', 'e.sold', 'e.status', 'a.start_at', 'a.end_at'])
    .orderBy('a.start_at', 'desc')
    .orderBy('e.id', 'desc')
    .limit(b.pageSize)
    .offset((b.pageNum - 1) * b.pageSize)
    .execute();
  const stateOf = (r: { status: number; start_at: number; end_at: number }): 1 | 2 | 3 | 4 | 5 =>
    r.status === EntryStatus.PENDING ? 1 : r.status === EntryStatus.REJECTED ? 5 : now < Number(r.start_at) ? 2 : now < Number(r.end_at) ? 3 : 4;
  return {
    list: rows.map((r) => ({
      id: Number(r.id),
      goodsId: Number(r.goods_id),
      goodsName: r.name,
      specText: r.spec_text,
      mainImage: r.main_image ? ctx.deps.fileSigner.resign(r.main_image, companyId) : null,
      activityId: Number(r.activity_id),
      activityType: r.type as 21 | 2 | 4,
      activityName: r.activity_name,
      activityPrice: Number(r.activity_price),
      originalPrice: Number(r.goods_price),
      activityStock: r.stock,
      sold: r.sold,
      state: stateOf(r),
      startAt: Number(r.start_at),
      endAt: Number(r.end_at),
    })),
    total: Number(total.n),
    pageNum: b.pageNum,
    pageSize: b.pageSize,
  };
}

export const goodsHandlers: HandlerMap = {
  goodsList,
  goodsStatusCount,
  goodsDetail,
  goodsSave,
  goodsBatch,
  goodsCopy,
  goodsCategoryTree,
  deliveryTemplateList,
  categoryAptitudeList,
  categoryAptitudeDetail,
  goodsActList,
};
