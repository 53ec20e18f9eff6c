import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { fail } from '../../lib/errors.ts';
import { assertOwnGoods } from './coupon.ts';
import type { FullReductionTier } from './pricing.ts';

/** Full reductions (满减, docs/activity.md): tiers, scope, period, and the rule that no two overlap on the same goods. */

export const FrState = { NOT_STARTED: 1, RUNNING: 2, ENDED: 3, STOPPED: 4 } as const;
export const FR_STATE_TEXT: Record<number, string> = { 1: '未开始', 2: '进行中', 3: '已结束', 4: '已停止' };
export const FR_LIMITS = { tiersMax: 5, goodsMax: 200, offMax: 10_000_000 } as const;
const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`;

export interface FrInput {
  name: string;
  tiers: FullReductionTier[];
  freeShipping: boolean;
  scope: number;
  goodsIds: number[];
  startAt: number;
  endAt: number;
}

export function frState(f: { stopped_at: number | null; start_at: number; end_at: number }, now: number): number {
  if (f.stopped_at != null) return FrState.STOPPED;
  if (now < Number(f.start_at)) return FrState.NOT_STARTED;
  if (now >= Number(f.end_at)) return FrState.ENDED;
  return FrState.RUNNING;
}

/** Refuses bad tiers in Chinese: 1-5 tiers, thresholds rising, discounts rising and each below its threshold. */
export function validateTiers(tiers: FullReductionTier[]): FullReductionTier[] {
  if (!tiers.length) throw fail('请至少设置 1 个满减档位');
  if (tiers.length > FR_LIMITS.tiersMax) throw fail(`满减档位最多 ${FR_LIMITS.tiersMax} 个`);
  const sorted = [...tiers].sort((a, b) => a.threshold - b.threshold);
  sorted.forEach((t, i) => {
    if (t.threshold <= 0 || t.off <= 0) throw fail(`第 ${i + 1} 档：门槛和优惠金额都须大于 0`);
    if (t.off >= t.threshold) throw fail(`第 ${i + 1} 档：优惠金额（${yuan(t.off)}）须小于门槛（${yuan(t.threshold)}）`);
    const prev = sorted[i - 1];
    if (prev && t.threshold === prev.threshold) throw fail(`有两个档位的门槛都是 ${yuan(t.threshold)}`);
    if (prev && t.off <= prev.off) throw fail(`门槛更高的档位优惠须更多：满 ${yuan(t.threshold)} 减 ${yuan(t.off)} 不多于满 ${yuan(prev.threshold)} 减 ${yuan(prev.off)}`);
  });
  return sorted;
}

export async function getFullReduction(db: Db, companyId: number, id: number) {
  const f = await db.selectFrom('mk_full_reduction').selectAll().where('id', '=', id).where('company_id', '=', companyId).executeTakeFirst();
  if (!f) throw fail('满减活动不存在');
  return f;
}

/**
 * Refuses a full reduction that would overlap another (not stopped, period overlapping) on any goods: shop-wide
 * overlaps everything. The company row is locked first, so two staff saving at once are checked one after the other.
 */
async function assertNoOverlap(db: Db, companyId: number, f: FrInput, exceptId: number | null) {
  await db.updateTable('company').set({ id: sql`id` }).where('id', '=', companyId).execute();
  let q = db
    .selectFrom('mk_full_reduction as f')
    .innerJoin('mk_full_reduction_goods as g', 'g.full_reduction_id', 'f.id')
    .select(['f.id', 'f.name', 'g.goods_id'])
    .where('f.company_id', '=', companyId)
    .where('f.stopped_at', 'is', null)
    .where('f.start_at', '<', f.endAt)
    .where('f.end_at', '>', f.startAt);
  if (exceptId != null) q = q.where('f.id', '!=', exceptId);
  if (f.scope === 2) q = q.where('g.goods_id', 'in', [0, ...f.goodsIds]);
  const hit = await q.orderBy('f.id').limit(20).execute();
  if (!hit.length) return;
  const first = hit[0]!;
  const goods = hit.filter((h) => h.id === first.id && Number(h.goods_id) !== 0).map((h) => Number(h.goods_id));
  throw fail(`与满减活动「${first.name}」时间重叠，且${Number(first.goods_id) === 0 || f.scope === 1 ? '都适用于全店商品' : `都包含商品 ${goods.slice(0, 5).join('、')}`}：同一商品同一时间只能参加一个满减`);
}

async function normalize(db: Db, companyId: number, f: FrInput): Promise<FrInput> {
  const name = f.name.trim();
  if (!name) throw fail('请输入活动名称');
  if (f.endAt <= f.startAt) throw fail('结束时间须晚于开始时间');
  const tiers = validateTiers(f.tiers);
  const goodsIds = [...new Set(f.goodsIds)].sort((a, b) => a - b);
  if (f.scope === 2) {
    if (!goodsIds.length) throw fail('指定商品时请至少选择 1 件商品');
    if (goodsIds.length > FR_LIMITS.goodsMax) throw fail(`最多选择 ${FR_LIMITS.goodsMax} 件商品`);
    await assertOwnGoods(db, companyId, goodsIds);
  } else if (f.scope !== 1) throw fail('适用范围只能是全店或指定商品');
  return { ...f, name, tiers, goodsIds: f.scope === 2 ? goodsIds : [] };
}

async function writeGoods(db: Db, companyId: number, id: number, f: FrInput) {
  await db.deleteFrom('mk_full_reduction_goods').where('full_reduction_id', '=', id).execute();
  const ids = f.scope === 1 ? [0] : f.goodsIds;
  await db.insertInto('mk_full_reduction_goods').values(ids.map((g) => ({ full_reduction_id: id, company_id: companyId, goods_id: g }))).execute();
}

export async function createFullReduction(db: Db, companyId: number, input: FrInput, now: number): Promise<number> {
  const f = await normalize(db, companyId, input);
  if (f.endAt <= now) throw fail('结束时间须晚于现在');
  await assertNoOverlap(db, companyId, f, null);
  const row = await db
    .insertInto('mk_full_reduction')
    .values({ company_id: companyId, name: f.name, tiers_json: JSON.stringify(f.tiers), free_shipping: f.freeShipping ? 1 : 0, scope: f.scope, start_at: f.startAt, end_at: f.endAt, stopped_at: null, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await writeGoods(db, companyId, Number(row.id), f);
  return Number(row.id);
}

/** Edits a full reduction that has not started; a running one may only change its goods and end later. */
export async function updateFullReduction(db: Db, companyId: number, id: number, version: number, input: FrInput, now: number) {
  const prev = await getFullReduction(db, companyId, id);
  const state = frState(prev, now);
  if (state === FrState.ENDED || state === FrState.STOPPED) throw fail(`${FR_STATE_TEXT[state]}的满减活动不能编辑`);
  const f = await normalize(db, companyId, input);
  if (state === FrState.RUNNING) {
    if (f.startAt !== Number(prev.start_at) || JSON.stringify(f.tiers) !== prev.tiers_json || (f.freeShipping ? 1 : 0) !== prev.free_shipping) throw fail('进行中的满减活动只能修改名称、商品和延长结束时间');
    if (f.endAt < Number(prev.end_at)) throw fail('进行中的满减活动不能提前结束，请使用“停止”');
  }
  await assertNoOverlap(db, companyId, f, id);
  const r = await db
    .updateTable('mk_full_reduction')
    .set({ name: f.name, tiers_json: JSON.stringify(f.tiers), free_shipping: f.freeShipping ? 1 : 0, scope: f.scope, start_at: f.startAt, end_at: f.endAt, version: prev.version + 1, updated_at: now })
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) throw fail('满减活动已被他人修改，请刷新后重试');
  await writeGoods(db, companyId, id, f);
  return { before: prev, after: f };
}

export async function stopFullReduction(db: Db, companyId: number, id: number, now: number) {
  const prev = await getFullReduction(db, companyId, id);
  const state = frState(prev, now);
  if (state === FrState.STOPPED || state === FrState.ENDED) throw fail(`满减活动${FR_STATE_TEXT[state]}`);
  await db.updateTable('mk_full_reduction').set({ stopped_at: now, version: prev.version + 1, updated_at: now }).where('id', '=', id).execute();
  return prev;
}

export async function frGoodsIds(db: Db, id: number): Promise<number[] | null> {
  const rows = await db.selectFrom('mk_full_reduction_goods').select('goods_id').where('full_reduction_id', '=', id).orderBy('goods_id').execute();
  const ids = rows.map((r) => Number(r.goods_id));
  return ids.includes(0) ? null : ids;
}

export function presentFullReduction(f: Awaited<ReturnType<typeof getFullReduction>>, goodsIds: number[] | null, now: number) {
  const state = frState(f, now);
  const tiers = JSON.parse(f.tiers_json) as FullReductionTier[];
  return {
    fullReductionId: Number(f.id),
    name: f.name,
    tiers,
    tiersText: tiers.map((t) => `满 ${yuan(t.threshold)} 减 ${yuan(t.off)}`).join('；') + (f.free_shipping ? '；包邮' : ''),
    freeShipping: f.free_shipping === 1,
    scope: f.scope,
    goodsIds: goodsIds ?? [],
    startAt: Number(f.start_at),
    endAt: Number(f.end_at),
    state,
    stateText: FR_STATE_TEXT[state]!,
    orders: f.orders,
    discountTotal: Number(f.discount_total),
    paidTotal: Number(f.paid_total),
    version: f.version,
    createdAt: Number(f.created_at),
  };
}
