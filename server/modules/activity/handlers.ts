import type { HandlerContext, HandlerMap } from '../../lib/handler.ts';
import { requireAuth } from '../../lib/handler.ts';
import { fail } from '../../lib/errors.ts';
import { audit } from '../../lib/audit.ts';
import { emitEvent, type EventKind } from '../../lib/events.ts';
import { couponState, COUPON_STATE_TEXT, couponStatistics, createCoupon, getCoupon, presentCoupon, stopCoupon, updateCoupon, type CouponInput } from './coupon.ts';
import { createFullReduction, frGoodsIds, frState, getFullReduction, presentFullReduction, stopFullReduction, updateFullReduction, type FrInput } from './full-reduction.ts';
import { activityGoodsData } from './order-pricing.ts';
import { listGroups } from './group.ts';
import { ACTIVITY_TYPES, EntryStatus, getActivity, lowest30Many, phaseOf, presentActivity, presentEntry, qualification, qualificationOf, signUpStanding, signUp, withdrawEntry } from './platform.ts';

/** Handlers of the marketing area (docs/activity.md): coupons, full reductions, platform activities. */

// Pushed live to the members who see the page (a colleague's change, the platform's review).
// A campus group opened, done or refunded (activity/group.ts): the data page's groups refresh.

function who(ctx: HandlerContext) {
  const a = requireAuth(ctx);
  return { companyId: a.companyId, userId: a.userId, actor: a.userName, now: ctx.deps.clock.now() };
}

async function record(ctx: HandlerContext, action: string, kind: EventKind, subjectId: number, detail: Record<string, unknown>) {
  const w = who(ctx);
  await audit(ctx.db, { companyId: w.companyId, userId: w.userId, actor: w.actor, action, detail });
  await emitEvent(ctx.db, { companyId: w.companyId, userId: w.userId, kind, subjectId, payload: { id: subjectId }, now: w.now });
}

const cursorOf = (c: string | null | undefined) => (c ? Number(c) : null);

async function activityView(ctx: HandlerContext, a: Awaited<ReturnType<typeof getActivity>>) {
  const w = who(ctx);
  const q = await qualification(ctx.db, w.companyId, a, w.now);
  const n = await ctx.db.selectFrom('mk_activity_entry').select((e) => e.fn.countAll<number>().as('n')).where('company_id', '=', w.companyId).where('activity_id', '=', a.id).executeTakeFirstOrThrow();
  return { ...presentActivity(a, w.now), ...q, entries: Number(n.n) };
}

async function activityDetail(ctx: HandlerContext, activityId: number) {
  const w = who(ctx);
  const a = await getActivity(ctx.db, activityId);
  const entries = await ctx.db.selectFrom('mk_activity_entry').selectAll().where('company_id', '=', w.companyId).where('activity_id', '=', a.id).orderBy('id', 'desc').limit(200).execute();
  const t = [
    [Number(a.signup_start), '报名开始'],
    [Number(a.signup_end), '报名截止'],
    [Number(a.start_at), '活动开始'],
    [Number(a.end_at), '活动结束'],
  ] as const;
  return { activity: await activityView(ctx, a), entries: entries.map(presentEntry), timeline: t.map(([at, text]) => ({ at, text, done: at <= w.now })) };
}

function couponInput(b: any): CouponInput {
  return {
    name: b.name,
    type: b.type,
    threshold: b.threshold,
    faceValue: b.faceValue,
    rateBp: b.rateBp,
    maxOff: b.maxOff ?? null,
    total: b.total,
    perBuyerLimit: b.perBuyerLimit,
    claimStart: b.claimStart,
    claimEnd: b.claimEnd,
    validKind: b.validKind,
    validStart: b.validStart ?? null,
    validEnd: b.validEnd ?? null,
    validDays: b.validDays ?? null,
    scope: b.scope,
    goodsIds: b.goodsIds ?? [],
    audience: b.audience,
    shopShareBp: b.shopShareBp,
  };
}

export const activityHandlers: HandlerMap = {
  // ------------------------------------------------------------------------------------------- coupons ----
  async couponList(ctx) {
    const w = who(ctx);
    const size = ctx.body.pageSize as number;
    const state = ctx.body.state as number | undefined;
    const name = (ctx.body.name as string | undefined)?.trim();
    let q = ctx.db.selectFrom('mk_coupon').selectAll().where('company_id', '=', w.companyId);
    const c = cursorOf(ctx.body.cursor);
    if (c) q = q.where('id', '<', c);
    if (name) q = q.where('name', 'like', `%${name.replace(/[%_\\]/g, '')}%`);
    if (state === 1) q = q.where('stopped_at', 'is', null).where('claim_start', '>', w.now);
    if (state === 2) q = q.where('stopped_at', 'is', null).where('claim_start', '<=', w.now).where('claim_end', '>', w.now);
    if (state === 3) q = q.where('stopped_at', 'is', null).where('claim_end', '<=', w.now);
    if (state === 4) q = q.where('stopped_at', 'is not', null);
    const rows = await q.orderBy('id', 'desc').limit(size + 1).execute();
    const list = rows.slice(0, size).map((r) => presentCoupon(r, w.now));
    return { list, nextCursor: rows.length > size ? String(list[list.length - 1]!.couponId) : null };
  },
  async couponDetail(ctx) {
    const w = who(ctx);
    return presentCoupon(await getCoupon(ctx.db, w.companyId, ctx.body.couponId), w.now);
  },
  async couponSave(ctx) {
    const w = who(ctx);
    const input = couponInput(ctx.body);
    if (ctx.body.couponId) {
      if (ctx.body.version == null) throw fail('编辑优惠券须带上页面所见的版本');
      const r = await updateCoupon(ctx.db, w.companyId, ctx.body.couponId, ctx.body.version, input, w.now);
      await record(ctx, 'coupon.edit', 'coupon.changed', ctx.body.couponId, { couponId: ctx.body.couponId, before: presentCoupon(r.before, w.now), after: r.after });
      return presentCoupon(await getCoupon(ctx.db, w.companyId, ctx.body.couponId), w.now);
    }
    const id = await createCoupon(ctx.db, w.companyId, input, w.now);
    await record(ctx, 'coupon.create', 'coupon.changed', id, { couponId: id, before: null, after: input });
    return presentCoupon(await getCoupon(ctx.db, w.companyId, id), w.now);
  },
  async couponStop(ctx) {
    const w = who(ctx);
    const prev = await stopCoupon(ctx.db, w.companyId, ctx.body.couponId, w.now);
    await record(ctx, 'coupon.stop', 'coupon.changed', ctx.body.couponId, { couponId: ctx.body.couponId, before: { state: COUPON_STATE_TEXT[couponState(prev, w.now)] }, after: { state: '已停发' } });
    return presentCoupon(await getCoupon(ctx.db, w.companyId, ctx.body.couponId), w.now);
  },
  async couponStatistics(ctx) {
    const w = who(ctx);
    return couponStatistics(ctx.db, w.companyId, ctx.body.couponId, w.now);
  },

  // ----------------------------------------------------------------------------------- full reductions ----
  async fullReductionList(ctx) {
    const w = who(ctx);
    const size = ctx.body.pageSize as number;
    const state = ctx.body.state as number | undefined;
    let q = ctx.db.selectFrom('mk_full_reduction').selectAll().where('company_id', '=', w.companyId);
    const c = cursorOf(ctx.body.cursor);
    if (c) q = q.where('id', '<', c);
    if (state === 1) q = q.where('stopped_at', 'is', null).where('start_at', '>', w.now);
    if (state === 2) q = q.where('stopped_at', 'is', null).where('start_at', '<=', w.now).where('end_at', '>', w.now);
    if (state === 3) q = q.where('stopped_at', 'is', null).where('end_at', '<=', w.now);
    if (state === 4) q = q.where('stopped_at', 'is not', null);
    const rows = await q.orderBy('id', 'desc').limit(size + 1).execute();
    const list = [];
    for (const r of rows.slice(0, size)) list.push(presentFullReduction(r, await frGoodsIds(ctx.db, Number(r.id)), w.now));
    return { list, nextCursor: rows.length > size ? String(list[list.length - 1]!.fullReductionId) : null };
  },
  async fullReductionDetail(ctx) {
    const w = who(ctx);
    const f = await getFullReduction(ctx.db, w.companyId, ctx.body.fullReductionId);
    return presentFullReduction(f, await frGoodsIds(ctx.db, Number(f.id)), w.now);
  },
  async fullReductionSave(ctx) {
    const w = who(ctx);
    const b = ctx.body;
    const input: FrInput = { name: b.name, tiers: b.tiers, freeShipping: b.freeShipping, scope: b.scope, goodsIds: b.goodsIds ?? [], startAt: b.startAt, endAt: b.endAt };
    let id: number;
    if (b.fullReductionId) {
      if (b.version == null) throw fail('编辑满减须带上页面所见的版本');
      const r = await updateFullReduction(ctx.db, w.companyId, b.fullReductionId, b.version, input, w.now);
      id = b.fullReductionId;
      await record(ctx, 'fullReduction.edit', 'activity.fullReduction', id, { fullReductionId: id, before: { name: r.before.name, tiers: r.before.tiers_json, startAt: r.before.start_at, endAt: r.before.end_at }, after: r.after });
    } else {
      id = await createFullReduction(ctx.db, w.companyId, input, w.now);
      await record(ctx, 'fullReduction.create', 'activity.fullReduction', id, { fullReductionId: id, before: null, after: input });
    }
    const f = await getFullReduction(ctx.db, w.companyId, id);
    return presentFullReduction(f, await frGoodsIds(ctx.db, id), w.now);
  },
  async fullReductionStop(ctx) {
    const w = who(ctx);
    const prev = await stopFullReduction(ctx.db, w.companyId, ctx.body.fullReductionId, w.now);
    await record(ctx, 'fullReduction.stop', 'activity.fullReduction', ctx.body.fullReductionId, { fullReductionId: ctx.body.fullReductionId, before: { state: frState(prev, w.now) }, after: { state: 4 } });
    const f = await getFullReduction(ctx.db, w.companyId, ctx.body.fullReductionId);
    return presentFullReduction(f, await frGoodsIds(ctx.db, Number(f.id)), w.now);
  },
  async activityGoodsOptions(ctx) {
    const w = who(ctx);
    const rows = await ctx.db
      .selectFrom('goods_sku as s')
      .innerJoin('goods as g', 'g.id', 's.goods_id')
      .select(['g.id as goods_id', 'g.name', 's.id', 's.spec_text', 's.price', 's.stock'])
      .where('g.company_id', '=', w.companyId)
      .where('g.status', '=', 1)
      .where('g.deleted_at', 'is', null)
      .where('s.status', '=', 1)
      .orderBy('g.id', 'desc')
      .orderBy('s.id')
      .limit(600)
      .execute();
    const lowest = await lowest30Many(ctx.db, rows.map((r) => ({ skuId: Number(r.id), price: Number(r.price) })), w.now);
    const by = new Map<number, { goodsId: number; name: string; price: number; skus: Array<{ skuId: number; specText: string; price: number; stock: number; lowest30: number }> }>();
    for (const r of rows) {
      const g = by.get(Number(r.goods_id)) ?? { goodsId: Number(r.goods_id), name: r.name, price: Number(r.price), skus: [] };
      g.price = Math.min(g.price, Number(r.price));
      g.skus.push({ skuId: Number(r.id), specText: r.spec_text, price: Number(r.price), stock: r.stock, lowest30: lowest.get(Number(r.id))! });
      by.set(g.goodsId, g);
    }
    return { list: [...by.values()].slice(0, 200) };
  },

  // ------------------------------------------------------------------------------- platform activities ----
  async activitySquare(ctx) {
    const w = who(ctx);
    let q = ctx.db.selectFrom('mk_activity').selectAll().where('type', 'in', [...ACTIVITY_TYPES]);
    if (ctx.body?.type) q = q.where('type', '=', ctx.body.type);
    const name = (ctx.body?.name as string | undefined)?.trim();
    if (name) q = q.where('name', 'like', `%${name.replace(/[%_\\]/g, '')}%`);
    const rows = (await q.orderBy('signup_end', 'desc').orderBy('id', 'desc').limit(200).execute()).filter((a) => !ctx.body?.phase || phaseOf(a, w.now) === ctx.body.phase);
    // The shop's standing and its entry counts: one read each for the whole list.
    const standing = await signUpStanding(ctx.db, w.companyId, w.now);
    const counts = rows.length
      ? await ctx.db
          .selectFrom('mk_activity_entry')
          .select(['activity_id', (e) => e.fn.countAll<number>().as('n')])
          .where('company_id', '=', w.companyId)
          .where('activity_id', 'in', rows.map((a) => a.id))
          .groupBy('activity_id')
          .execute()
      : [];
    const entriesOf = new Map(counts.map((c) => [Number(c.activity_id), Number(c.n)]));
    const list = rows.map((a) => ({ ...presentActivity(a, w.now), ...qualificationOf(a, standing, w.now), entries: entriesOf.get(Number(a.id)) ?? 0 }));
    // Open for sign-up first, then running, upcoming, waiting, ended.
    const rank: Record<number, number> = { 2: 0, 4: 1, 1: 2, 3: 3, 5: 4 };
    list.sort((x, y) => rank[x.phase]! - rank[y.phase]! || x.signupEnd - y.signupEnd);
    return { list };
  },
  async activityDetail(ctx) {
    return activityDetail(ctx, ctx.body.activityId);
  },
  async activitySubmit(ctx) {
    const w = who(ctx);
    const b = ctx.body;
    const ids = await signUp(ctx.db, w.companyId, b.activityId, b.activityType, b.entries, w.now);
    await record(ctx, 'activity.submit', 'activity.entry', b.activityId, { activityId: b.activityId, activityType: b.activityType, before: null, after: { entryIds: ids, entries: b.entries } });
    return activityDetail(ctx, b.activityId);
  },
  async activityEntryWithdraw(ctx) {
    const w = who(ctx);
    const e = await withdrawEntry(ctx.db, w.companyId, ctx.body.entryId, w.now);
    await record(ctx, 'activity.withdraw', 'activity.entry', Number(e.activity_id), { entryId: ctx.body.entryId, before: { status: EntryStatus.PENDING }, after: { status: EntryStatus.WITHDRAWN } });
    return activityDetail(ctx, Number(e.activity_id));
  },
  async activityData(ctx) {
    const w = who(ctx);
    const a = await getActivity(ctx.db, ctx.body.activityId);
    const goods = await ctx.db.selectFrom('goods').select(['id', 'name']).where('id', '=', ctx.body.goodsId).where('company_id', '=', w.companyId).executeTakeFirst();
    if (!goods) throw fail('商品不存在');
    return { activity: await activityView(ctx, a), goodsName: goods.name, ...(await activityGoodsData(ctx.db, w.companyId, Number(a.id), Number(goods.id))) };
  },
  async activityGroups(ctx) {
    const w = who(ctx);
    const b = ctx.body;
    return listGroups(ctx.db, w.companyId, { activityId: b.activityId, goodsId: b.goodsId, state: b.state ?? null, cursor: b.cursor ?? null, pageSize: b.pageSize });
  },
};
