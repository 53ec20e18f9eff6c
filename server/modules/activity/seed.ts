import type { SeedContext } from '../../db/seed.ts';
import type { Db } from '../../db/index.ts';
import { demoShop } from '../account/index.ts';
import { shipGroupMembers, simulateOrders } from '../order/index.ts';
import { GroupState, settleDueGroups } from './group.ts';
import { createCoupon, DAY, stopCoupon, type CouponInput } from './coupon.ts';
import { createFullReduction, stopFullReduction } from './full-reduction.ts';
import { EntryStatus, moveGoodsStock, releaseEntry, reviewEntry, signUp, type ActivityRules } from './platform.ts';
import { ActivityType } from './pricing.ts';
import { seedSanchuang } from './sanchuang-seed.ts';
import { seedRoadshowDemo } from './roadshow-seed.ts';

const HOUR = 3_600_000;

const RULES: Record<number, ActivityRules> = {
  [ActivityType.FLASH_SALE]: { slots: ['10:00-12:00', '20:00-22:00'], maxPerBuyer: 2, maxViolationPoints: 12, categories: [], minStock: 5 },
  [ActivityType.CAMPUS_GROUP]: { groupMin: 2, groupMax: 10, maxViolationPoints: 24, categories: [], minStock: 10 },
  [ActivityType.DISCOUNT_ZONE]: { maxRateBp: 9000, maxViolationPoints: 24, categories: [], minStock: 10 },
};
const NAMES: Record<number, string[]> = {
  [ActivityType.CAMPUS_GROUP]: ['校园拼团·开学季', '宿舍拼团周', '毕业季拼团', '社团拼团日', '冬季暖心拼团'],
  [ActivityType.FLASH_SALE]: ['开学季限时秒杀', '周三校园秒杀', '双十一校园秒杀', '图书节秒杀', '年货节秒杀'],
  [ActivityType.DISCOUNT_ZONE]: ['学生折扣专区', '宿舍好物折扣专区', '考研必备折扣专区', '运动季折扣专区', '春季焕新折扣专区'],
};
const SHARE: Record<number, number> = { [ActivityType.CAMPUS_GROUP]: 5000, [ActivityType.FLASH_SALE]: 3000, [ActivityType.DISCOUNT_ZONE]: 0 };

/** Platform activities of every type in every phase (upcoming, sign-up, waiting, running, ended) around `now`. */
export async function seedActivities(db: Db, now: number): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const windows = [
    ['upcoming', 5 * DAY, 12 * DAY, 14 * DAY, 30 * DAY],
    ['signup', -3 * DAY, 7 * DAY, 10 * DAY, 40 * DAY],
    ['waiting', -10 * DAY, -1 * DAY, 2 * DAY, 20 * DAY],
    ['running', -40 * DAY, -30 * DAY, -25 * DAY, 30 * DAY],
    ['ended', -90 * DAY, -80 * DAY, -75 * DAY, -45 * DAY],
  ] as const;
  for (const type of [ActivityType.CAMPUS_GROUP, ActivityType.FLASH_SALE, ActivityType.DISCOUNT_ZONE]) {
    for (const [k, [phase, s0, s1, a0, a1]] of windows.entries()) {
      const row = await db
        .insertInto('mk_activity')
        .values({
          type,
          name: NAMES[type]![k]!,
          description: `${NAMES[type]![k]}：平台首页与校园频道专属流量位，面向全国 300 余所高校的学生买家。`,
          signup_start: now + s0,
          signup_end: now + s1,
          start_at: now + a0,
          end_at: now + a1,
          rules_json: JSON.stringify(RULES[type]),
          platform_share_bp: SHARE[type]!,
          created_at: now + s0 - DAY,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.set(`${type}:${phase}`, Number(row.id));
    }
  }
  return ids;
}

/** Platform activities are reference data: every database has them. */
export async function seedReference(ctx: SeedContext): Promise<string> {
  const ids = await seedActivities(ctx.db, ctx.now);
  return `平台活动 ${ids.size} 个`;
}

/** An entry already approved before the activity started (its stock reserved out of the goods stock at sign-up). */
async function approvedEntry(db: Db, companyId: number, activityId: number, sku: { id: number; goods_id: number; name: string; spec_text: string; price: number }, priceBp: number, stock: number, extra: object, at: number): Promise<number> {
  const row = await db
    .insertInto('mk_activity_entry')
    .values({ activity_id: activityId, company_id: companyId, goods_id: sku.goods_id, sku_id: sku.id, goods_name: sku.name, spec_text: sku.spec_text, goods_price: sku.price, activity_price: Math.floor((sku.price * priceBp) / 10000), stock, per_buyer_limit: 2, extra_json: JSON.stringify(extra), status: EntryStatus.APPROVED, review_note: null, reviewed_at: at, created_at: at - HOUR })
    .returning('id')
    .executeTakeFirstOrThrow();
  await moveGoodsStock(db, { skuId: sku.id, goodsId: sku.goods_id }, stock, at - HOUR);
  return Number(row.id);
}

const GROUP_CAMPUSES = [
  { school: '浙江大学', campus: '紫金港校区' },
  { school: '复旦大学', campus: '邯郸校区' },
  { school: '南京大学', campus: '仙林校区' },
  { school: '武汉大学', campus: '文理学部' },
  { school: '中山大学', campus: '南校园' },
  { school: '四川大学', campus: '望江校区' },
];

/**
 * Campus groups in every state, through the same order path (simulate-orders at one campus, so its buyers group
 * together): a week of orders of the campus-group goods at one campus, a few at another in the last hours (groups
 * still 拼团中), then every group past its deadline settled as the job would have at that moment (filled by the
 * platform or refunded), and the merchant ships the filled groups' orders a few hours later. A draw that leaves a
 * state empty buys again at the next campus. Returns the number of groups and of the orders it placed.
 */
async function seedGroups(db: Db, companyId: number, goodsIds: number[], seed: number, now: number): Promise<{ groups: number; orders: number }> {
  if (!goodsIds.length) return { groups: 0, orders: 0 };
  let orders = 0;
  const states = async () => {
    const rows = await db.selectFrom('mk_group').select(['state', (e) => e.fn.countAll<number>().as('n')]).where('company_id', '=', companyId).groupBy('state').execute();
    return new Map(rows.map((r) => [r.state, Number(r.n)]));
  };
  for (let k = 0; k < GROUP_CAMPUSES.length; k++) {
    const to = GROUP_CAMPUSES[k]!;
    const have = await states();
    if (have.get(GroupState.OPEN) && have.get(GroupState.DONE) && have.get(GroupState.REFUNDED)) break;
    if (!have.get(GroupState.DONE) || !have.get(GroupState.REFUNDED) || k === 0) orders += (await simulateOrders(db, companyId, 8, { goodsIds, days: 7, seed: seed + 101 + k, now, to })).created;
    await settleDueGroups(db, now, companyId);
    if (!(await states()).get(GroupState.OPEN)) orders += (await simulateOrders(db, companyId, 2, { goodsIds, days: 0.25, seed: seed + 201 + k, now, to: GROUP_CAMPUSES[(k + 1) % GROUP_CAMPUSES.length]! })).created;
  }
  await settleDueGroups(db, now, companyId);
  const filled = await db.selectFrom('mk_group').select(['id', 'done_at']).where('company_id', '=', companyId).where('state', '=', GroupState.DONE).where('filled', '>', 0).where('done_at', '<=', now - 3 * HOUR).orderBy('id').execute();
  for (const g of filled) await shipGroupMembers(db, companyId, Number(g.id), Number(g.done_at) + 2 * HOUR);
  return { groups: [...(await states()).values()].reduce((x, n) => x + n, 0), orders };
}

/**
 * The demo shop: entries approved in the running activities, under review and rejected in the open ones; full
 * reductions and coupons in every state; then 80 orders over the last 20 days bought through the pricing engine
 * (buyers claim and use coupons, buy at activity prices), so every statistic has real figures.
 */
export async function seedDemo(ctx: SeedContext): Promise<string> {
  const { db, now } = ctx;
  const shop = await db.selectFrom('merchant_user').select(['company_id']).where('phone', '=', '13800000001').executeTakeFirst();
  if (!shop) return '没有演示店铺';
  const { companyId } = await demoShop(db);
  const acts = await db.selectFrom('mk_activity').select(['id', 'type', 'signup_end', 'start_at', 'end_at', 'signup_start']).orderBy('id').execute();
  const id = (type: number, phase: string) => {
    const a = acts.find((x) => x.type === type && (phase === 'running' ? Number(x.start_at) <= now && Number(x.end_at) > now : Number(x.signup_start) <= now && Number(x.signup_end) > now));
    return a ? Number(a.id) : null;
  };
  const skus = (
    await db
      .selectFrom('goods_sku as s')
      .innerJoin('goods as g', 'g.id', 's.goods_id')
      .select(['s.id', 's.goods_id', 'g.name', 's.spec_text', 's.price', 's.stock'])
      .where('s.company_id', '=', companyId)
      .where('s.status', '=', 1)
      .where('g.status', '=', 1)
      .where('g.deleted_at', 'is', null)
      .where('s.stock', '>=', 60)
      .where('s.price', '>=', 1000)
      .orderBy('s.id')
      .execute()
  ).map((s) => ({ ...s, id: Number(s.id), goods_id: Number(s.goods_id), price: Number(s.price) }));
  const goodsIds = [...new Set(skus.map((s) => s.goods_id))];
  let entries = 0;
  const cg = id(ActivityType.CAMPUS_GROUP, 'running');
  const fs = id(ActivityType.FLASH_SALE, 'running');
  const dz = id(ActivityType.DISCOUNT_ZONE, 'running');
  const at = now - 26 * DAY;
  const used = new Set<number>();
  const take = (n: number) => {
    const out = skus.filter((s) => !used.has(s.goods_id)).slice(0, n);
    out.forEach((s) => used.add(s.goods_id));
    return out;
  };
  // Goods in no activity: the full reduction that starts later covers them.
  const frGoods = take(4).map((s) => s.goods_id);
  // Two campus-group entries: groups of 3 the platform fills at the deadline, groups of 2 refunded when not full.
  const groupGoods: number[] = [];
  for (const [k, s] of take(2).entries()) {
    if (!cg) break;
    await approvedEntry(db, companyId, cg, s, 8000, 30, k === 0 ? { groupSize: 3, autoFill: true } : { groupSize: 2, autoFill: false }, at);
    groupGoods.push(s.goods_id);
    entries++;
  }
  for (const s of take(2)) {
    if (!fs) break;
    await approvedEntry(db, companyId, fs, s, 7000, 20, { slot: '20:00-22:00' }, at);
    entries++;
  }
  for (const s of take(2)) {
    if (!dz) break;
    await approvedEntry(db, companyId, dz, s, 8500, 30, {}, at);
    entries++;
  }
  // Open for sign-up: one entry under review and one the platform rejected (its stock back on the goods).
  const open = id(ActivityType.DISCOUNT_ZONE, 'signup');
  const [p1, p2] = skus.filter((s) => !used.has(s.goods_id)).length >= 2 ? take(2) : [];
  if (open && p1 && p2) {
    await signUp(db, companyId, open, ActivityType.DISCOUNT_ZONE, [{ skuId: p1.id, activityPrice: Math.floor(p1.price * 0.85), stock: 20, perBuyerLimit: 2 }], now - 2 * DAY);
    const [rej] = await signUp(db, companyId, open, ActivityType.DISCOUNT_ZONE, [{ skuId: p2.id, activityPrice: Math.floor(p2.price * 0.88), stock: 15, perBuyerLimit: 1 }], now - 2 * DAY);
    await reviewEntry(db, rej!, false, '同款商品近期已参加其他折扣活动，请更换商品后再报名', now - DAY);
    entries += 2;
  }

  // An ended flash sale: an entry approved then, its unsold activity stock back on the goods when the activity ended
  // (so any goods with 10 in stock will do).
  const past = acts.find((x) => x.type === ActivityType.FLASH_SALE && Number(x.end_at) <= now);
  const old = (
    await db
      .selectFrom('goods_sku as s')
      .innerJoin('goods as g', 'g.id', 's.goods_id')
      .select(['s.id', 's.goods_id', 'g.name', 's.spec_text', 's.price'])
      .where('s.company_id', '=', companyId)
      .where('s.status', '=', 1)
      .where('g.status', '=', 1)
      .where('g.deleted_at', 'is', null)
      .where('s.stock', '>=', 10)
      .where('s.price', '>=', 1000)
      .where('g.id', 'not in', [0, ...used])
      .orderBy('s.id')
      .executeTakeFirst()
  ) ?? null;
  if (past && old) {
    const entryId = await approvedEntry(db, companyId, Number(past.id), { ...old, id: Number(old.id), goods_id: Number(old.goods_id), price: Number(old.price) }, 7500, 10, { slot: '10:00-12:00' }, Number(past.start_at) - DAY);
    await releaseEntry(db, entryId, Number(past.end_at));
    entries++;
  }

  // Full reductions: running (chosen goods), not started (other goods), ended and stopped.
  const frs: number[] = [];
  frs.push(await createFullReduction(db, companyId, { name: '宿舍好物全店满减', tiers: [{ threshold: 3900, off: 300 }, { threshold: 7900, off: 800 }, { threshold: 14900, off: 2000 }], freeShipping: false, scope: 1, goodsIds: [], startAt: now - 25 * DAY, endAt: now + 4 * DAY }, now - 25 * DAY));
  const later = goodsIds.filter((g) => frGoods.includes(g)).slice(0, 3);
  if (later.length) frs.push(await createFullReduction(db, companyId, { name: '期末备考满减', tiers: [{ threshold: 5000, off: 500 }, { threshold: 10000, off: 1200 }], freeShipping: true, scope: 2, goodsIds: later, startAt: now + 5 * DAY, endAt: now + 25 * DAY }, now - DAY));
  frs.push(await createFullReduction(db, companyId, { name: '国庆全店满减', tiers: [{ threshold: 10000, off: 1000 }], freeShipping: false, scope: 1, goodsIds: [], startAt: now - 60 * DAY, endAt: now - 50 * DAY }, now - 61 * DAY));
  const stopped = await createFullReduction(db, companyId, { name: '试运营满减', tiers: [{ threshold: 20000, off: 3000 }], freeShipping: true, scope: 1, goodsIds: [], startAt: now - 45 * DAY, endAt: now - 35 * DAY }, now - 46 * DAY);
  await stopFullReduction(db, companyId, stopped, now - 44 * DAY);

  // Coupons in every state; the running ones are claimed and used by the orders below.
  const base = (over: Partial<CouponInput>): CouponInput => ({ name: '', type: 1, threshold: 0, faceValue: 0, rateBp: 0, maxOff: null, total: 1000, perBuyerLimit: 1, claimStart: now - 21 * DAY, claimEnd: now + 10 * DAY, validKind: 2, validStart: null, validEnd: null, validDays: 30, scope: 1, goodsIds: [], audience: 1, shopShareBp: 10000, ...over });
  const coupons = [
    await createCoupon(db, companyId, base({ name: '开学季满 50 减 5', type: 1, threshold: 5000, faceValue: 500, total: 2000 }), now - 22 * DAY),
    await createCoupon(db, companyId, base({ name: '全店 9 折券', type: 2, rateBp: 9000, maxOff: 2000, threshold: 3000, shopShareBp: 5000 }), now - 22 * DAY),
    await createCoupon(db, companyId, base({ name: '平台补贴无门槛 3 元', type: 3, faceValue: 300, total: 500, shopShareBp: 0, perBuyerLimit: 2 }), now - 22 * DAY),
    await createCoupon(db, companyId, base({ name: '双十二预热满 100 减 15', type: 1, threshold: 10000, faceValue: 1500, claimStart: now + 7 * DAY, claimEnd: now + 20 * DAY, validKind: 1, validStart: now + 7 * DAY, validEnd: now + 30 * DAY }), now - DAY),
  ];
  const ended = await createCoupon(db, companyId, base({ name: '国庆满 80 减 8', type: 1, threshold: 8000, faceValue: 800, claimStart: now - 60 * DAY, claimEnd: now - 50 * DAY, validKind: 1, validStart: now - 60 * DAY, validEnd: now - 40 * DAY }), now - 61 * DAY).catch(() => null);
  const halted = await createCoupon(db, companyId, base({ name: '新人立减 10 元', type: 3, faceValue: 1000, total: 200, audience: 2, claimStart: now - 30 * DAY, claimEnd: now + 30 * DAY }), now - 31 * DAY);
  await stopCoupon(db, companyId, halted, now - 25 * DAY);
  // (createCoupon refuses a claim end in the past: the ended coupon is written as it was when created.)
  if (ended === null) {
    await db.insertInto('mk_coupon').values({ company_id: companyId, name: '国庆满 80 减 8', type: 1, threshold: 8000, face_value: 800, rate_bp: 0, max_off: null, total: 500, per_buyer_limit: 1, claim_start: now - 60 * DAY, claim_end: now - 50 * DAY, valid_kind: 1, valid_start: now - 60 * DAY, valid_end: now - 40 * DAY, valid_days: null, scope: 1, goods_ids_json: '[]', audience: 1, shop_share_bp: 10000, stopped_at: null, created_at: now - 61 * DAY, updated_at: now - 61 * DAY }).execute();
  }
  const sim = await simulateOrders(db, companyId, 80, { days: 20, seed: ctx.seed, now });
  const groups = await seedGroups(db, companyId, groupGoods, ctx.seed, now);
  await seedSanchuang(ctx);
  await seedRoadshowDemo(ctx); // 路演（roadshow-seed.ts）：各阶段的平台路演与本店各状态的报名
  return `活动报名 ${entries} 条、满减 ${frs.length + 1} 个、优惠券 ${coupons.length + 2} 张，经定价引擎下单 ${sim.created + groups.orders} 笔（其中校园团 ${groups.orders} 笔），校园团 ${groups.groups} 个`;
}
