import { areaJob } from '../../platform/area.ts';
import type { Db } from '../../db/index.ts';
import { fail } from '../../lib/errors.ts';
import { emitEvent } from '../../lib/events.ts';

import { shopStanding } from '../after-sale/index.ts';
import { ActivityType, ACTIVITY_TYPE_TEXT } from './pricing.ts';

/**
 * Platform activities (docs/activity.md): 21 校园团, 2 秒杀, 4 折扣专区. The platform publishes them with a sign-up
 * window, a period and rules; the shop signs SKUs up (activity price, activity stock reserved from the goods stock,
 * per-buyer limit, and the type's own fields); the platform reviews entries (`npm run platform -- activity …`).
 *
 * Activity stock (「活动库存」): signing up takes the entry's stock out of goods_sku.stock and goods.stock_total at
 * once, so normal sales can no longer sell it; orders at the activity price take it from the entry (`sold`). What is
 * left goes back to the goods stock once (`releaseEntry`, released_at set) when the platform rejects the entry, the
 * shop withdraws it, or the activity ends (the recurring job `activity.release`).
 */

export const EntryStatus = { PENDING: 0, APPROVED: 1, REJECTED: 2, WITHDRAWN: 3 } as const;
export const ENTRY_STATUS_TEXT: Record<number, string> = { 0: '待审核', 1: '已通过', 2: '已驳回', 3: '已撤回' };
export const ActivityPhase = { UPCOMING: 1, SIGNUP: 2, WAITING: 3, RUNNING: 4, ENDED: 5 } as const;
export const PHASE_TEXT: Record<number, string> = { 1: '未开始报名', 2: '报名中', 3: '报名已截止', 4: '活动进行中', 5: '已结束' };
export const ACTIVITY_TYPES = [ActivityType.CAMPUS_GROUP, ActivityType.FLASH_SALE, ActivityType.DISCOUNT_ZONE] as const;
const DAY = 86_400_000;
const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`;

export interface ActivityRules {
  /** 秒杀: the time slots buyers see (HH:mm-HH:mm, China time). */
  slots?: string[];
  /** 秒杀: at most this many per buyer. */
  maxPerBuyer?: number;
  /** 折扣专区: the activity price is at most this share of the goods price (basis points; 9000 = 至少 9 折). */
  maxRateBp?: number;
  /** 校园团: group size bounds. */
  groupMin?: number;
  groupMax?: number;
  /** Shop standing: at most this many violation points this year. */
  maxViolationPoints: number;
  /** Level-1 category names the activity accepts (empty: any). */
  categories: string[];
  /** Minimum activity stock per SKU. */
  minStock: number;
}

export interface EntryInput {
  skuId: number;
  activityPrice: number;
  stock: number;
  perBuyerLimit: number;
  slot?: string | null;
  groupSize?: number | null;
  autoFill?: boolean | null;
}

export type ActivityRow = Awaited<ReturnType<typeof getActivity>>;

export async function getActivity(db: Db, id: number) {
  const a = await db.selectFrom('mk_activity').selectAll().where('id', '=', id).executeTakeFirst();
  if (!a) throw fail('活动不存在');
  return a;
}

export function phaseOf(a: { signup_start: number; signup_end: number; start_at: number; end_at: number }, now: number): number {
  if (now < Number(a.signup_start)) return ActivityPhase.UPCOMING;
  if (now < Number(a.signup_end)) return ActivityPhase.SIGNUP;
  if (now < Number(a.start_at)) return ActivityPhase.WAITING;
  if (now < Number(a.end_at)) return ActivityPhase.RUNNING;
  return ActivityPhase.ENDED;
}

export function rulesText(type: number, r: ActivityRules): string[] {
  const out: string[] = [];
  if (type === ActivityType.FLASH_SALE) out.push(`秒杀价不高于近 30 天最低价`, `场次：${(r.slots ?? []).join('、')}`, `每人限购不超过 ${r.maxPerBuyer ?? 1} 件`);
  if (type === ActivityType.CAMPUS_GROUP) out.push(`成团人数 ${r.groupMin ?? 2}-${r.groupMax ?? 10} 人`, '拼团价须低于商品价', '24 小时未成团：平台补足成团或全额退款（报名时选择）');
  if (type === ActivityType.DISCOUNT_ZONE) out.push(`活动价不高于商品价的 ${((r.maxRateBp ?? 9000) / 1000).toFixed(1)} 折`);
  out.push(`每个 SKU 活动库存不少于 ${r.minStock} 件`);
  out.push(r.categories.length ? `类目：${r.categories.join('、')}` : '类目：不限');
  out.push(`店铺本年违规扣分不超过 ${r.maxViolationPoints} 分`);
  return out;
}

/** What a sign-up asks of the shop itself, the same for every activity: read once per request. */
export interface SignUpStanding {
  points: number;
  /** Why the platform restricts the shop's sign-ups (12 points this year, or a violation's 30-day limit); null: none. */
  restriction: string | null;
  onSale: number;
}
export async function signUpStanding(db: Db, companyId: number, now: number): Promise<SignUpStanding> {
  const standing = await shopStanding(db, companyId, now);
  const onSale = await db.selectFrom('goods').select((e) => e.fn.countAll<number>().as('n')).where('company_id', '=', companyId).where('status', '=', 1).where('deleted_at', 'is', null).executeTakeFirstOrThrow();
  return { points: standing.points, restriction: standing.activity, onSale: Number(onSale.n) };
}

/** Whether a shop of this standing may sign up for the activity now, with the reason when not. */
export function qualificationOf(a: ActivityRow, standing: SignUpStanding, now: number): { qualified: boolean; reason: string | null } {
  const rules = JSON.parse(a.rules_json) as ActivityRules;
  const phase = phaseOf(a, now);
  if (phase !== ActivityPhase.SIGNUP) return { qualified: false, reason: phase === ActivityPhase.UPCOMING ? '报名尚未开始' : '报名已截止' };
  if (standing.restriction) return { qualified: false, reason: standing.restriction };
  if (standing.points > rules.maxViolationPoints) return { qualified: false, reason: `本年违规扣分 ${standing.points} 分，超过活动要求的 ${rules.maxViolationPoints} 分` };
  if (!standing.onSale) return { qualified: false, reason: '店铺没有在售商品' };
  return { qualified: true, reason: null };
}

/** Whether this shop may sign up now, with the reason when not. */
export async function qualification(db: Db, companyId: number, a: ActivityRow, now: number): Promise<{ qualified: boolean; reason: string | null }> {
  if (phaseOf(a, now) !== ActivityPhase.SIGNUP) return qualificationOf(a, { points: 0, restriction: null, onSale: 1 }, now);
  return qualificationOf(a, await signUpStanding(db, companyId, now), now);
}

/** The level-1 category name of a goods category (goods sit on a leaf: level 3, or a higher level in old data). */
export async function topCategoryName(db: Db, categoryId: number): Promise<string | null> {
  const r = await db
    .selectFrom('category as c')
    .leftJoin('category as p1', 'p1.id', 'c.parent_id')
    .leftJoin('category as p2', 'p2.id', 'p1.parent_id')
    .select(['c.level', 'c.name', 'p1.level as l1', 'p1.name as n1', 'p2.level as l2', 'p2.name as n2'])
    .where('c.id', '=', categoryId)
    .executeTakeFirst();
  if (!r) return null;
  if (r.level === 1) return r.name;
  if (r.l1 === 1) return r.n1;
  if (r.l2 === 1) return r.n2;
  return null;
}

/** The lowest price a SKU sold at in the 30 days before `now` (and its current price). */
export async function lowest30(db: Db, skuId: number, price: number, now: number): Promise<number> {
  return (await lowest30Many(db, [{ skuId, price }], now)).get(skuId)!;
}

/** lowest30 for many SKUs in one grouped query. */
export async function lowest30Many(db: Db, skus: ReadonlyArray<{ skuId: number; price: number }>, now: number): Promise<Map<number, number>> {
  const out = new Map(skus.map((s) => [s.skuId, s.price]));
  if (!skus.length) return out;
  const rows = await db
    .selectFrom('order_line')
    .select(['sku_id', (e) => e.fn.min<number>('unit_price').as('p')])
    .where('sku_id', 'in', skus.map((s) => s.skuId))
    .where('order_created_at', '>=', now - 30 * DAY)
    .groupBy('sku_id')
    .execute();
  for (const r of rows) if (r.p != null) out.set(Number(r.sku_id), Math.min(out.get(Number(r.sku_id))!, Number(r.p)));
  return out;
}

/**
 * Signs SKUs up for an activity: every rule of the type is checked first (the activity's categories included) and
 * any failure refuses the whole sign-up in Chinese with nothing changed; each SKU's activity stock is then taken out
 * of its goods stock (a conditional update: never more than the goods stock holds, also against a sale at the same
 * moment) and the entries wait for the platform's review.
 */
export async function signUp(db: Db, companyId: number, activityId: number, type: number, entries: EntryInput[], now: number): Promise<number[]> {
  const a = await getActivity(db, activityId);
  if (a.type !== type) throw fail(`活动 ${activityId} 不是${ACTIVITY_TYPE_TEXT[type] ?? '该类型'}活动`);
  const q = await qualification(db, companyId, a, now);
  if (!q.qualified) throw fail(`不能报名：${q.reason}`);
  const rules = JSON.parse(a.rules_json) as ActivityRules;
  if (!entries.length) throw fail('请至少选择 1 个 SKU');
  const seen = new Set<number>();
  const checked: Array<EntryInput & { goodsId: number; name: string; spec: string; price: number }> = [];
  for (const e of entries) {
    if (seen.has(e.skuId)) throw fail(`SKU ${e.skuId} 重复`);
    seen.add(e.skuId);
    const s = await db
      .selectFrom('goods_sku as s')
      .innerJoin('goods as g', 'g.id', 's.goods_id')
      .select(['s.id', 's.price', 's.stock', 's.spec_text', 'g.id as goods_id', 'g.name', 'g.status', 'g.category_id', 's.status as sku_status'])
      .where('s.id', '=', e.skuId)
      .where('s.company_id', '=', companyId)
      .where('g.deleted_at', 'is', null)
      .executeTakeFirst();
    if (!s) throw fail(`SKU ${e.skuId} 不存在或不属于本店`);
    const label = `「${s.name}${s.spec_text ? ` ${s.spec_text}` : ''}」`;
    if (s.status !== 1 || s.sku_status !== 1) throw fail(`${label}未在售，不能报名`);
    const dup = await db.selectFrom('mk_activity_entry').select('id').where('activity_id', '=', activityId).where('sku_id', '=', e.skuId).where('status', 'in', [EntryStatus.PENDING, EntryStatus.APPROVED]).executeTakeFirst();
    if (dup) throw fail(`${label}已报名本活动`);
    const price = Number(s.price);
    if (e.activityPrice <= 0) throw fail(`${label}活动价须大于 0`);
    if (e.activityPrice >= price) throw fail(`${label}活动价（${yuan(e.activityPrice)}）须低于商品价（${yuan(price)}）`);
    if (rules.categories.length) {
      const top = await topCategoryName(db, Number(s.category_id));
      if (!top || !rules.categories.includes(top)) throw fail(`${label}所属类目「${top ?? '未知'}」不在活动要求的类目（${rules.categories.join('、')}）内`);
    }
    if (e.stock < rules.minStock) throw fail(`${label}活动库存不能少于 ${rules.minStock} 件`);
    // The goods stock no longer holds what other open entries reserved: it is all that can be reserved now.
    if (e.stock > Number(s.stock)) throw fail(`${label}活动库存（${e.stock}）超过商品可用库存（${s.stock}，已报名活动的库存不在其中）`);
    if (e.perBuyerLimit < 1) throw fail(`${label}每人限购至少 1 件`);
    if (type === ActivityType.FLASH_SALE) {
      const low = await lowest30(db, e.skuId, price, now);
      if (e.activityPrice > low) throw fail(`${label}秒杀价（${yuan(e.activityPrice)}）高于近 30 天最低价（${yuan(low)}）`);
      if (!e.slot || !(rules.slots ?? []).includes(e.slot)) throw fail(`${label}请选择活动的秒杀场次（${(rules.slots ?? []).join('、')}）`);
      if (e.perBuyerLimit > (rules.maxPerBuyer ?? 1)) throw fail(`${label}秒杀每人限购不能超过 ${rules.maxPerBuyer ?? 1} 件`);
    } else if (type === ActivityType.CAMPUS_GROUP) {
      const min = rules.groupMin ?? 2;
      const max = rules.groupMax ?? 10;
      if (e.groupSize == null || e.groupSize < min || e.groupSize > max) throw fail(`${label}成团人数须在 ${min}-${max} 人之间`);
      if (e.autoFill == null) throw fail(`${label}请选择 24 小时未成团时的处理方式`);
    } else if (type === ActivityType.DISCOUNT_ZONE) {
      const max = Math.floor((price * (rules.maxRateBp ?? 9000)) / 10000);
      if (e.activityPrice > max) throw fail(`${label}活动价（${yuan(e.activityPrice)}）须不高于商品价的 ${((rules.maxRateBp ?? 9000) / 1000).toFixed(1)} 折（${yuan(max)}）`);
    }
    checked.push({ ...e, goodsId: Number(s.goods_id), name: s.name, spec: s.spec_text, price });
  }
  const ids: number[] = [];
  for (const e of checked) {
    const extra = type === ActivityType.FLASH_SALE ? { slot: e.slot } : type === ActivityType.CAMPUS_GROUP ? { groupSize: e.groupSize, autoFill: e.autoFill } : {};
    const row = await db
      .insertInto('mk_activity_entry')
      .values({ activity_id: activityId, company_id: companyId, goods_id: e.goodsId, sku_id: e.skuId, goods_name: e.name.slice(0, 100), spec_text: e.spec.slice(0, 200), goods_price: e.price, activity_price: e.activityPrice, stock: e.stock, per_buyer_limit: e.perBuyerLimit, extra_json: JSON.stringify(extra), status: EntryStatus.PENDING, review_note: null, reviewed_at: null, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(Number(row.id));
    await moveGoodsStock(db, { skuId: e.skuId, goodsId: e.goodsId }, e.stock, now, `「${e.name}${e.spec ? ` ${e.spec}` : ''}」活动库存（${e.stock}）超过商品可用库存`);
  }
  return ids;
}

/**
 * Moves `q` pieces out of a SKU's stock (q > 0: reserve, never below zero) or back into it (q < 0), with the goods'
 * stock_total. A reservation the stock cannot cover throws `refusal` (with the stock left) and changes nothing.
 */
export async function moveGoodsStock(db: Db, sku: { skuId: number; goodsId: number }, q: number, now: number, refusal = '商品库存不足'): Promise<void> {
  if (q === 0) return;
  let u = db.updateTable('goods_sku').set((eb) => ({ stock: eb('stock', '-', q), updated_at: now })).where('id', '=', sku.skuId);
  if (q > 0) u = u.where('stock', '>=', q);
  const r = await u.executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) {
    const cur = await db.selectFrom('goods_sku').select('stock').where('id', '=', sku.skuId).executeTakeFirst();
    throw fail(`${refusal}（可用 ${cur?.stock ?? 0} 件）`);
  }
  await db.updateTable('goods').set((eb) => ({ stock_total: eb('stock_total', '-', q), updated_at: now })).where('id', '=', sku.goodsId).execute();
}

/**
 * Gives what is left of an entry's activity stock (stock − sold) back to the goods stock, once: the same statement
 * marks the entry released (an order's `takeActivityStock` requires it unreleased, so the two never both count the
 * same pieces). Returns the pieces returned (0 when it was already released).
 */
export async function releaseEntry(db: Db, entryId: number, now: number): Promise<number> {
  const r = await db.updateTable('mk_activity_entry').set({ released_at: now }).where('id', '=', entryId).where('released_at', 'is', null).returning(['sku_id', 'goods_id', 'stock', 'sold']).executeTakeFirst();
  if (!r) return 0;
  const left = Math.max(0, r.stock - r.sold);
  await moveGoodsStock(db, { skuId: Number(r.sku_id), goodsId: Number(r.goods_id) }, -left, now);
  return left;
}

/** Releases the entries of every activity that has ended by `now` (the job `activity.release`). Returns how many. */
export async function releaseEndedEntries(db: Db, now: number): Promise<{ entries: number; pieces: number }> {
  const due = await db
    .selectFrom('mk_activity_entry as e')
    .innerJoin('mk_activity as a', 'a.id', 'e.activity_id')
    .select('e.id')
    .where('e.released_at', 'is', null)
    .where('a.end_at', '<=', now)
    .orderBy('e.id')
    .limit(500)
    .execute();
  let pieces = 0;
  for (const e of due) pieces += await releaseEntry(db, Number(e.id), now);
  return { entries: due.length, pieces };
}

export const releaseJob = areaJob(
  'activity.release',
  async ({ db, now }) => {
    const r = await db.transaction().execute((trx) => releaseEndedEntries(trx, now));
    return r.entries ? `活动结束：${r.entries} 条报名的剩余活动库存 ${r.pieces} 件退回商品库存` : undefined;
  },
  { everyMs: 10 * 60_000 },
);

/** The platform's review of an entry (approve, or reject with a note: its activity stock goes back to the goods stock). */
export async function reviewEntry(db: Db, entryId: number, approve: boolean, note: string | null, now: number) {
  const e = await db.selectFrom('mk_activity_entry').selectAll().where('id', '=', entryId).executeTakeFirst();
  if (!e) throw fail('报名记录不存在');
  if (e.status !== EntryStatus.PENDING) throw fail(`报名记录${ENTRY_STATUS_TEXT[e.status]}，不能再审核`);
  if (!approve && !note?.trim()) throw fail('驳回须填写原因');
  const r = await db
    .updateTable('mk_activity_entry')
    .set({ status: approve ? EntryStatus.APPROVED : EntryStatus.REJECTED, review_note: note?.trim() || null, reviewed_at: now })
    .where('id', '=', entryId)
    .where('status', '=', EntryStatus.PENDING)
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) throw fail('报名记录已被处理');
  if (!approve) await releaseEntry(db, Number(e.id), now);
  // The shop's message (content consumer): the result, the goods and the reason, linking to the activity's detail.
  const a = await db.selectFrom('mk_activity').select('name').where('id', '=', e.activity_id).executeTakeFirst();
  await emitEvent(db, {
    companyId: e.company_id,
    userId: null,
    kind: 'activity.reviewed',
    subjectId: Number(e.id),
    payload: { approved: approve, activityId: Number(e.activity_id), activityName: a?.name ?? '', goodsName: e.goods_name, specText: e.spec_text, note: note?.trim() || null },
    now,
  });
  return e;
}

/** The shop withdraws an entry still under review: its activity stock goes back to the goods stock. */
export async function withdrawEntry(db: Db, companyId: number, entryId: number, now: number) {
  const e = await db.selectFrom('mk_activity_entry').selectAll().where('id', '=', entryId).where('company_id', '=', companyId).executeTakeFirst();
  if (!e) throw fail('报名记录不存在');
  if (e.status !== EntryStatus.PENDING) throw fail(`报名记录${ENTRY_STATUS_TEXT[e.status]}，只有待审核的报名可以撤回`);
  const r = await db.updateTable('mk_activity_entry').set({ status: EntryStatus.WITHDRAWN, reviewed_at: now }).where('id', '=', entryId).where('status', '=', EntryStatus.PENDING).executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) throw fail('报名记录已被处理');
  await releaseEntry(db, entryId, now);
  return e;
}

export function presentActivity(a: ActivityRow, now: number) {
  const rules = JSON.parse(a.rules_json) as ActivityRules;
  const phase = phaseOf(a, now);
  return {
    activityId: Number(a.id),
    type: a.type,
    typeText: ACTIVITY_TYPE_TEXT[a.type]!,
    name: a.name,
    description: a.description,
    signupStart: Number(a.signup_start),
    signupEnd: Number(a.signup_end),
    startAt: Number(a.start_at),
    endAt: Number(a.end_at),
    phase,
    phaseText: PHASE_TEXT[phase]!,
    platformShareBp: a.platform_share_bp,
    rules: rulesText(a.type, rules),
    slots: rules.slots ?? [],
    maxPerBuyer: rules.maxPerBuyer ?? null,
    maxRateBp: rules.maxRateBp ?? null,
    groupMin: rules.groupMin ?? null,
    groupMax: rules.groupMax ?? null,
    minStock: rules.minStock,
    maxViolationPoints: rules.maxViolationPoints,
    categories: rules.categories,
  };
}

export function presentEntry(e: { id: number; activity_id: number; goods_id: number; sku_id: number; goods_name: string; spec_text: string; goods_price: number; activity_price: number; stock: number; sold: number; per_buyer_limit: number; extra_json: string; status: number; review_note: string | null; reviewed_at: number | null; created_at: number }) {
  const extra = JSON.parse(e.extra_json) as { slot?: string; groupSize?: number; autoFill?: boolean };
  return {
    entryId: Number(e.id),
    activityId: Number(e.activity_id),
    goodsId: Number(e.goods_id),
    skuId: Number(e.sku_id),
    goodsName: e.goods_name,
    specText: e.spec_text,
    goodsPrice: Number(e.goods_price),
    activityPrice: Number(e.activity_price),
    stock: e.stock,
    sold: e.sold,
    perBuyerLimit: e.per_buyer_limit,
    slot: extra.slot ?? null,
    groupSize: extra.groupSize ?? null,
    autoFill: extra.autoFill ?? null,
    status: e.status,
    statusText: ENTRY_STATUS_TEXT[e.status]!,
    reviewNote: e.review_note,
    reviewedAt: e.reviewed_at == null ? null : Number(e.reviewed_at),
    createdAt: Number(e.created_at),
  };
}
