import { clock } from '../../lib/clock.ts';
import { sql, type Selectable } from 'kysely';
import type { BrandTable } from '../../db/schema.ts';
import type { HandlerContext, HandlerMap } from '../../lib/handler.ts';
import { requireAuth } from '../../lib/handler.ts';
import { fail } from '../../lib/errors.ts';
import { audit } from '../../lib/audit.ts';
import { canonicalDeep, type FileSigner } from '../../lib/files.ts';
import { EXPIRING_WINDOW_MS, assertGoodsFiles, likePattern } from './common.ts';

export function brandView(b: Selectable<BrandTable>, now = clock.now(), signer?: FileSigner) {
  const sign = <T,>(v: T): T => (signer ? signer.resignDeep(v, b.company_id) : v);
  const expired = b.valid_to !== null && b.valid_to < now;
  return {
    brandId: b.id,
    name: b.name,
    logoUrl: sign(b.logo_url),
    brandType: b.brand_type as 1 | 2 | 3,
    authType: b.auth_type as 1 | 2 | null,
    trademarkNo: b.trademark_no,
    trademarkUrls: sign(JSON.parse(b.trademark_urls_json) as string[]),
    authUrls: sign(JSON.parse(b.auth_urls_json) as string[]),
    validFrom: b.valid_from,
    validTo: b.valid_to,
    status: b.status as 0 | 1 | -1,
    reason: b.reason,
    expiringSoon: !expired && b.valid_to !== null && b.valid_to - now <= EXPIRING_WINDOW_MS,
    expired,
    createdAt: b.created_at,
    reviewedAt: b.reviewed_at,
  };
}

async function brandList(ctx: HandlerContext<{ keyword?: string; status?: number; pageNum: number; pageSize: number }>) {
  const { companyId } = requireAuth(ctx);
  const b = ctx.body;
  let q = ctx.db.selectFrom('brand').where('company_id', '=', companyId);
  if (b.status !== undefined) q = q.where('status', '=', b.status);
  const kw = b.keyword?.trim();
  if (kw) q = q.where((eb) => eb.or([eb(sql`name`, 'like', sql`${likePattern(kw)} escape '\\'`), eb('trademark_no', '=', kw)]));
  const total = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await q.selectAll().orderBy('id', 'desc').limit(b.pageSize).offset((b.pageNum - 1) * b.pageSize).execute();
  const now = ctx.deps.clock.now();
  return { list: rows.map((r) => brandView(r, now, ctx.deps.fileSigner)), total: Number(total.n), pageNum: b.pageNum, pageSize: b.pageSize };
}

async function brandDetail(ctx: HandlerContext<{ brandId: number }>) {
  const { companyId } = requireAuth(ctx);
  const r = await ctx.db.selectFrom('brand').selectAll().where('id', '=', ctx.body.brandId).where('company_id', '=', companyId).executeTakeFirst();
  if (!r) throw fail('品牌不存在');
  return brandView(r, ctx.deps.clock.now(), ctx.deps.fileSigner);
}

interface BrandApplyBody {
  brandId?: number | null;
  name: string;
  logoUrl?: string | null;
  brandType: 1 | 2 | 3;
  authType?: 1 | 2 | null;
  trademarkNo: string;
  trademarkUrls: string[];
  authUrls?: string[];
  validFrom: number;
  validTo: number;
}

async function brandApply(ctx: HandlerContext<BrandApplyBody>) {
  const auth = requireAuth(ctx);
  const { db } = ctx;
  const b = ctx.body;
  const now = ctx.deps.clock.now();
  const name = b.name.trim();
  if (!name) throw fail('请填写品牌名称');
  if (b.brandType === 2) {
    if (b.authType == null) throw fail('授权品牌请选择授权类型');
    if (!b.authUrls?.length) throw fail('授权品牌请上传授权文件');
  }
  if (b.validTo <= b.validFrom) throw fail('有效期至须晚于有效期起');
  if (b.validTo <= now) throw fail('资质已过期，请上传有效期内的资质');
  await assertGoodsFiles(db, auth.companyId, [
    ...(b.logoUrl ? [{ url: b.logoUrl, label: '品牌标志' }] : []),
    ...b.trademarkUrls.map((url) => ({ url, label: '商标注册证' })),
    ...(b.brandType === 2 ? (b.authUrls ?? []) : []).map((url) => ({ url, label: '授权文件' })),
  ]);
  let prev: Selectable<BrandTable> | undefined;
  if (b.brandId != null) {
    prev = await db.selectFrom('brand').selectAll().where('id', '=', b.brandId).where('company_id', '=', auth.companyId).executeTakeFirst();
    if (!prev) throw fail('品牌不存在');
    if (prev.status === 0) throw fail('该申请正在审核中，不能修改');
    const v = brandView(prev, now);
    if (prev.status === 1 && !v.expiringSoon && !v.expired) throw fail('已通过且未临近到期的品牌无需重新提交');
  }
  let dupQ = db.selectFrom('brand').select('id').where('company_id', '=', auth.companyId).where('name', '=', name).where('status', 'in', [0, 1]);
  if (prev) dupQ = dupQ.where('id', '!=', prev.id);
  if (await dupQ.executeTakeFirst()) throw fail('该品牌已申请过，请勿重复申请');
  const values = {
    name,
    logo_url: b.logoUrl ? canonicalDeep(b.logoUrl) : null,
    brand_type: b.brandType,
    auth_type: b.brandType === 2 ? (b.authType ?? null) : null,
    trademark_no: b.trademarkNo,
    trademark_urls_json: JSON.stringify(canonicalDeep(b.trademarkUrls)),
    auth_urls_json: JSON.stringify(b.brandType === 2 ? canonicalDeep(b.authUrls ?? []) : []),
    valid_from: b.validFrom,
    valid_to: b.validTo,
    status: 0,
    reason: null,
    reviewed_at: null,
    updated_at: now,
  };
  let brandId: number;
  if (prev) {
    brandId = prev.id;
    await db.updateTable('brand').set(values).where('id', '=', prev.id).execute();
  } else {
    brandId = (await db.insertInto('brand').values({ ...values, company_id: auth.companyId, created_at: now }).returning('id').executeTakeFirstOrThrow()).id;
  }
  await audit(db, { companyId: auth.companyId, userId: auth.userId, actor: 'merchant', action: 'brand.apply', detail: { brandId, name } });
  return { brandId };
}

export const brandHandlers: HandlerMap = { brandList, brandDetail, brandApply };
