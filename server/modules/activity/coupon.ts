import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { fail } from '../../lib/errors.ts';
import { CouponType, COUPON_TYPE_TEXT } from './pricing.ts';

/** Coupons (docs/activity.md): rules, states, claims, uses and statistics. Money in fen, time ms epoch. */

export const DAY = 86_400_000;
export const CouponState = { NOT_STARTED: 1, RUNNING: 2, ENDED: 3, STOPPED: 4 } as const;
export const COUPON_STATE_TEXT: Record<number, string> = { 1: '未开始', 2: '进行中', 3: '已结束', 4: '已停发' };
export const AUDIENCE_TEXT: Record<number, string> = { 1: '全部买家', 2: '新买家（首次下单）', 3: '老买家（下过单）' };
export const COUPON_LIMITS = { totalMax: 1_000_000, perBuyerMax: 10, faceMax: 100_000, thresholdMax: 10_000_000, validDaysMax: 365, goodsMax: 100 } as const;

/** The China calendar day of `t` (YYYY-MM-DD): the key of the daily statistics. */
export const chinaDay = (t: number) => new Date(t + 8 * 3_600_000).toISOString().slice(0, 10);
const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`;

export type CouponRow = Awaited<ReturnType<typeof getCoupon>>;

export function couponState(c: { stopped_at: number | null; claim_start: number; claim_end: number }, now: number): number {
  if (c.stopped_at != null) return CouponState.STOPPED;
  if (now < c.claim_start) return CouponState.NOT_STARTED;
  if (now >= c.claim_end) return CouponState.ENDED;
  return CouponState.RUNNING;
}

export interface CouponInput {
  name: string;
  type: number;
  threshold: number;
  faceValue: number;
  rateBp: number;
  maxOff: number | null;
  total: number;
  perBuyerLimit: number;
  claimStart: number;
  claimEnd: number;
  validKind: number;
  validStart: number | null;
  validEnd: number | null;
  validDays: number | null;
  scope: number;
  goodsIds: number[];
  audience: number;
  shopShareBp: number;
}

/** Refuses a coupon that breaks a rule, in Chinese; returns the normalized values. */
export async function validateCoupon(db: Db, companyId: number, c: CouponInput): Promise<CouponInput> {
  const name = c.name.trim();
  if (!name) throw fail('请输入优惠券名称');
  if (!(c.type in COUPON_TYPE_TEXT)) throw fail('优惠券类型只能是满减券、折扣券或无门槛券');
  let { threshold, faceValue, rateBp, maxOff } = c;
  if (c.type === CouponType.FULL_OFF) {
    if (threshold <= 0) throw fail('满减券须设置使用门槛（满多少元可用）');
    if (faceValue <= 0) throw fail('请输入优惠券面额');
    if (faceValue >= threshold) throw fail(`优惠券面额（${yuan(faceValue)}）须小于使用门槛（${yuan(threshold)}）`);
    rateBp = 0;
    maxOff = null;
  } else if (c.type === CouponType.DISCOUNT) {
    if (rateBp < 1000 || rateBp > 9900) throw fail('折扣须在 1 折到 9.9 折之间');
    if (maxOff != null && maxOff <= 0) throw fail('最多优惠金额须大于 0');
    faceValue = 0;
  } else {
    if (faceValue <= 0) throw fail('请输入优惠券面额');
    threshold = 0;
    rateBp = 0;
    maxOff = null;
  }
  if (faceValue > COUPON_LIMITS.faceMax) throw fail(`优惠券面额不能超过 ${yuan(COUPON_LIMITS.faceMax)}`);
  if (c.total < 1 || c.total > COUPON_LIMITS.totalMax) throw fail(`发放总量须在 1 到 ${COUPON_LIMITS.totalMax} 张之间`);
  if (c.perBuyerLimit < 1 || c.perBuyerLimit > COUPON_LIMITS.perBuyerMax) throw fail(`每人限领须在 1 到 ${COUPON_LIMITS.perBuyerMax} 张之间`);
  if (c.claimEnd <= c.claimStart) throw fail('领取结束时间须晚于开始时间');
  if (c.validKind === 1) {
    if (c.validStart == null || c.validEnd == null) throw fail('请选择用券时间');
    if (c.validEnd <= c.validStart) throw fail('用券结束时间须晚于开始时间');
    if (c.validEnd < c.claimEnd) throw fail('用券结束时间不能早于领取结束时间');
  } else if (c.validKind === 2) {
    if (c.validDays == null || c.validDays < 1 || c.validDays > COUPON_LIMITS.validDaysMax) throw fail(`领取后有效天数须在 1 到 ${COUPON_LIMITS.validDaysMax} 天之间`);
  } else throw fail('有效期类型只能是固定日期或领取后 N 天');
  const goodsIds = [...new Set(c.goodsIds)];
  if (c.scope === 2) {
    if (!goodsIds.length) throw fail('指定商品可用时请至少选择 1 件商品');
    if (goodsIds.length > COUPON_LIMITS.goodsMax) throw fail(`最多选择 ${COUPON_LIMITS.goodsMax} 件商品`);
    await assertOwnGoods(db, companyId, goodsIds);
  } else if (c.scope !== 1) throw fail('适用范围只能是全店或指定商品');
  if (!(c.audience in AUDIENCE_TEXT)) throw fail('发放对象只能是全部买家、新买家或老买家');
  if (c.shopShareBp < 0 || c.shopShareBp > 10000) throw fail('店铺出资比例须在 0% 到 100% 之间');
  return { ...c, name, threshold, faceValue, rateBp, maxOff, goodsIds: c.scope === 2 ? goodsIds.sort((a, b) => a - b) : [], validStart: c.validKind === 1 ? c.validStart : null, validEnd: c.validKind === 1 ? c.validEnd : null, validDays: c.validKind === 2 ? c.validDays : null };
}

export async function assertOwnGoods(db: Db, companyId: number, goodsIds: number[]): Promise<void> {
  const rows = await db.selectFrom('goods').select('id').where('company_id', '=', companyId).where('deleted_at', 'is', null).where('id', 'in', goodsIds).execute();
  const own = new Set(rows.map((r) => Number(r.id)));
  const missing = goodsIds.filter((id) => !own.has(id));
  if (missing.length) throw fail(`商品 ${missing.slice(0, 5).join('、')} 不存在或不属于本店`);
}

export async function getCoupon(db: Db, companyId: number, couponId: number) {
  const c = await db.selectFrom('mk_coupon').selectAll().where('id', '=', couponId).where('company_id', '=', companyId).executeTakeFirst();
  if (!c) throw fail('优惠券不存在');
  return c;
}

function values(c: CouponInput) {
  return {
    name: c.name,
    type: c.type,
    threshold: c.threshold,
    face_value: c.faceValue,
    rate_bp: c.rateBp,
    max_off: c.maxOff,
    total: c.total,
    per_buyer_limit: c.perBuyerLimit,
    claim_start: c.claimStart,
    claim_end: c.claimEnd,
    valid_kind: c.validKind,
    valid_start: c.validStart,
    valid_end: c.validEnd,
    valid_days: c.validDays,
    scope: c.scope,
    goods_ids_json: JSON.stringify(c.goodsIds),
    audience: c.audience,
    shop_share_bp: c.shopShareBp,
  };
}

export async function createCoupon(db: Db, companyId: number, input: CouponInput, now: number): Promise<number> {
  const c = await validateCoupon(db, companyId, input);
  if (c.claimEnd <= now) throw fail('领取结束时间须晚于现在');
  const row = await db
    .insertInto('mk_coupon')
    .values({ company_id: companyId, ...values(c), stopped_at: null, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/**
 * Edits a coupon: before it starts everything may change; while it runs only the name, the total (not below what
 * was claimed) and a later claim end; an ended or stopped coupon cannot change. `version` is what the page saw.
 */
export async function updateCoupon(db: Db, companyId: number, couponId: number, version: number, input: CouponInput, now: number) {
  const prev = await getCoupon(db, companyId, couponId);
  const state = couponState(prev, now);
  if (state === CouponState.ENDED || state === CouponState.STOPPED) throw fail(`${COUPON_STATE_TEXT[state]}的优惠券不能编辑`);
  let next: CouponInput;
  if (state === CouponState.NOT_STARTED) next = await validateCoupon(db, companyId, input);
  else {
    const changed: string[] = [];
    if (input.type !== prev.type) changed.push('类型');
    if (input.threshold !== Number(prev.threshold) && prev.type !== CouponType.NO_THRESHOLD) changed.push('使用门槛');
    if (input.faceValue !== Number(prev.face_value) && prev.type !== CouponType.DISCOUNT) changed.push('面额');
    if (input.claimStart !== Number(prev.claim_start)) changed.push('领取开始时间');
    if (input.claimEnd < Number(prev.claim_end)) changed.push('提前领取结束时间');
    if (changed.length) throw fail(`进行中的优惠券只能修改名称、发放总量和延长领取时间（不能修改：${changed.join('、')}）`);
    if (input.total < prev.claimed) throw fail(`发放总量不能少于已领取的 ${prev.claimed} 张`);
    next = await validateCoupon(db, companyId, {
      ...input,
      type: prev.type,
      threshold: Number(prev.threshold),
      faceValue: Number(prev.face_value),
      rateBp: prev.rate_bp,
      maxOff: prev.max_off == null ? null : Number(prev.max_off),
      validKind: prev.valid_kind,
      validStart: prev.valid_start == null ? null : Number(prev.valid_start),
      validEnd: prev.valid_end == null ? null : Number(prev.valid_end),
      validDays: prev.valid_days,
      scope: prev.scope,
      goodsIds: JSON.parse(prev.goods_ids_json) as number[],
      audience: prev.audience,
      shopShareBp: prev.shop_share_bp,
    });
  }
  const r = await db
    .updateTable('mk_coupon')
    .set({ ...values(next), version: prev.version + 1, updated_at: now })
    .where('id', '=', couponId)
    .where('version', '=', version)
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) throw fail('优惠券已被他人修改，请刷新后重试');
  return { before: prev, after: next };
}

/** Stops giving a coupon out; coupons already claimed stay valid until their own end. */
export async function stopCoupon(db: Db, companyId: number, couponId: number, now: number) {
  const prev = await getCoupon(db, companyId, couponId);
  const state = couponState(prev, now);
  if (state === CouponState.STOPPED) throw fail('优惠券已停发');
  if (state === CouponState.ENDED) throw fail('优惠券已结束领取，无需停发');
  await db.updateTable('mk_coupon').set({ stopped_at: now, version: prev.version + 1, updated_at: now }).where('id', '=', couponId).where('stopped_at', 'is', null).execute();
  return prev;
}

async function bumpDaily(db: Db, couponId: number, companyId: number, day: string, d: { claimed?: number; used?: number; paid?: number; cost?: number; shopCost?: number }) {
  await db
    .insertInto('mk_coupon_daily')
    .values({ coupon_id: couponId, day, company_id: companyId, claimed: d.claimed ?? 0, used: d.used ?? 0, paid_amount: d.paid ?? 0, cost: d.cost ?? 0, shop_cost: d.shopCost ?? 0 })
    .onConflict((oc) =>
      oc.columns(['coupon_id', 'day']).doUpdateSet((eb) => ({
        claimed: eb('mk_coupon_daily.claimed', '+', d.claimed ?? 0),
        used: eb('mk_coupon_daily.used', '+', d.used ?? 0),
        paid_amount: eb('mk_coupon_daily.paid_amount', '+', d.paid ?? 0),
        cost: eb('mk_coupon_daily.cost', '+', d.cost ?? 0),
        shop_cost: eb('mk_coupon_daily.shop_cost', '+', d.shopCost ?? 0),
      })),
    )
    .execute();
}

/**
 * A buyer claims a coupon (the buyer side: simulate-orders and tests), in the caller's transaction. Atomic: the
 * coupon's row is locked first (a no-op update, held until the transaction ends, on both databases), so two claims of
 * one buyer at once count the buyer's claims one after the other and never pass the per-buyer limit together;
 * `claimed < total` is checked in the same UPDATE that counts the claim, so concurrent claims never give out more
 * than the total. Refused in Chinese, with nothing changed, when the coupon is not being given out, is gone, or the
 * buyer reached the per-buyer limit.
 */
export async function claimCoupon(db: Db, p: { companyId: number; couponId: number; buyerId: number; now: number }): Promise<{ claimId: number; validTo: number }> {
  await db.updateTable('mk_coupon').set({ id: sql`id` }).where('id', '=', p.couponId).where('company_id', '=', p.companyId).execute();
  const c = await getCoupon(db, p.companyId, p.couponId);
  const state = couponState(c, p.now);
  if (state !== CouponState.RUNNING) throw fail(`优惠券${COUPON_STATE_TEXT[state]}，不能领取`);
  const mine = await db.selectFrom('mk_coupon_claim').select((e) => e.fn.countAll<number>().as('n')).where('coupon_id', '=', c.id).where('buyer_id', '=', p.buyerId).executeTakeFirstOrThrow();
  if (Number(mine.n) >= c.per_buyer_limit) throw fail(`每人限领 ${c.per_buyer_limit} 张`);
  if (c.audience !== 1) {
    // 新买家 / 老买家: whether the buyer has paid an order of this shop (index orders_company_buyer_idx).
    const paid = await db.selectFrom('orders').select('id').where('company_id', '=', p.companyId).where('buyer_id', '=', p.buyerId).where('paid_at', 'is not', null).limit(1).executeTakeFirst();
    if (c.audience === 2 && paid) throw fail('该券仅限新买家（在本店首次下单）领取');
    if (c.audience === 3 && !paid) throw fail('该券仅限在本店下过单的老买家领取');
  }
  const r = await db
    .updateTable('mk_coupon')
    .set((eb) => ({ claimed: eb('claimed', '+', 1) }))
    .where('id', '=', c.id)
    .where('stopped_at', 'is', null)
    .whereRef('claimed', '<', 'total')
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) throw fail('优惠券已领完');
  const validFrom = c.valid_kind === 1 ? Number(c.valid_start) : p.now;
  const validTo = c.valid_kind === 1 ? Number(c.valid_end) : p.now + (c.valid_days ?? 1) * DAY;
  const row = await db
    .insertInto('mk_coupon_claim')
    .values({ coupon_id: c.id, company_id: p.companyId, buyer_id: p.buyerId, status: 1, valid_from: validFrom, valid_to: validTo, claimed_at: p.now, used_at: null, order_id: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  await bumpDaily(db, c.id, p.companyId, chinaDay(p.now), { claimed: 1 });
  return { claimId: Number(row.id), validTo };
}

/** Marks a claimed coupon used by a paid order and counts it in the coupon's statistics. False when it was already used. */
export async function useClaim(db: Db, p: { claimId: number; couponId: number; companyId: number; orderId: number; discount: number; shopCost: number; paidAmount: number; at: number }): Promise<boolean> {
  const r = await db
    .updateTable('mk_coupon_claim')
    .set({ status: 2, used_at: p.at, order_id: p.orderId, discount: p.discount })
    .where('id', '=', p.claimId)
    .where('status', '=', 1)
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) return false;
  await db.updateTable('mk_coupon').set((eb) => ({ used: eb('used', '+', 1) })).where('id', '=', p.couponId).execute();
  await bumpDaily(db, p.couponId, p.companyId, chinaDay(p.at), { used: 1, paid: p.paidAmount, cost: p.discount, shopCost: p.shopCost });
  return true;
}

export function presentCoupon(c: NonNullable<Awaited<ReturnType<typeof getCoupon>>>, now: number) {
  const state = couponState(c, now);
  const rule =
    c.type === CouponType.FULL_OFF
      ? `满 ${yuan(Number(c.threshold))} 减 ${yuan(Number(c.face_value))}`
      : c.type === CouponType.DISCOUNT
        ? `${Number(c.threshold) > 0 ? `满 ${yuan(Number(c.threshold))} ` : ''}打 ${(c.rate_bp / 1000).toFixed(c.rate_bp % 1000 ? 1 : 0)} 折${c.max_off != null ? `，最多减 ${yuan(Number(c.max_off))}` : ''}`
        : `无门槛减 ${yuan(Number(c.face_value))}`;
  return {
    couponId: Number(c.id),
    name: c.name,
    type: c.type,
    typeText: COUPON_TYPE_TEXT[c.type]!,
    rule,
    threshold: Number(c.threshold),
    faceValue: Number(c.face_value),
    rateBp: c.rate_bp,
    maxOff: c.max_off == null ? null : Number(c.max_off),
    total: c.total,
    claimed: c.claimed,
    used: c.used,
    perBuyerLimit: c.per_buyer_limit,
    claimStart: Number(c.claim_start),
    claimEnd: Number(c.claim_end),
    validKind: c.valid_kind,
    validStart: c.valid_start == null ? null : Number(c.valid_start),
    validEnd: c.valid_end == null ? null : Number(c.valid_end),
    validDays: c.valid_days,
    scope: c.scope,
    goodsIds: JSON.parse(c.goods_ids_json) as number[],
    audience: c.audience,
    audienceText: AUDIENCE_TEXT[c.audience]!,
    shopShareBp: c.shop_share_bp,
    state,
    stateText: COUPON_STATE_TEXT[state]!,
    stoppedAt: c.stopped_at == null ? null : Number(c.stopped_at),
    version: c.version,
    createdAt: Number(c.created_at),
  };
}

/** Statistics of one coupon from its counters and daily rows (moved by every claim and use): never a scan of the claims. */
export async function couponStatistics(db: Db, companyId: number, couponId: number, now: number, days = 30) {
  const c = await getCoupon(db, companyId, couponId);
  const from = chinaDay(now - (days - 1) * DAY);
  const rows = await db.selectFrom('mk_coupon_daily').selectAll().where('coupon_id', '=', c.id).orderBy('day').execute();
  const tot = rows.reduce((s, r) => ({ paid: s.paid + Number(r.paid_amount), cost: s.cost + Number(r.cost), shopCost: s.shopCost + Number(r.shop_cost) }), { paid: 0, cost: 0, shopCost: 0 });
  const byDay = new Map(rows.filter((r) => r.day >= from).map((r) => [r.day, r]));
  const series = Array.from({ length: days }, (_, i) => {
    const day = chinaDay(now - (days - 1 - i) * DAY);
    const r = byDay.get(day);
    return { day, claimed: r ? r.claimed : 0, used: r ? r.used : 0, paidAmount: r ? Number(r.paid_amount) : 0, cost: r ? Number(r.cost) : 0 };
  });
  return {
    coupon: presentCoupon(c, now),
    claimed: c.claimed,
    used: c.used,
    useRate: c.claimed ? Math.round((c.used / c.claimed) * 10000) / 10000 : 0,
    paidAmount: tot.paid,
    cost: tot.cost,
    shopCost: tot.shopCost,
    returnOnCost: tot.cost ? Math.round((tot.paid / tot.cost) * 100) / 100 : 0,
    series,
  };
}
