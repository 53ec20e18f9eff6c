import type { SeedContext } from '../../db/seed.ts';
import type { Db } from '../../db/index.ts';
import { demoShop } from '../account/index.ts';
import { balancesOf, rechargeMarketing } from '../finance/index.ts';
import { emitEvent, type EventKind } from '../../lib/events.ts';
import { applyRoadshow, cancelApplication, recordResult, reviewApplication } from './roadshow.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const TZ = 8 * HOUR;
/** 00:00 China time of the day containing `t`. */
const chinaDay = (t: number) => Math.floor((t + TZ) / DAY) * DAY - TZ;

export interface RoadshowSpec {
  name: string;
  school: string;
  city: string;
  venue: string;
  description: string;
  boothFee: number;
  signupStart: number;
  signupEnd: number;
  /** 00:00 China time of the event's day. */
  day: number;
  /** [label, start hour, end hour, places, places already taken by other shops]. */
  slots: Array<[string, number, number, number, number?]>;
}

/** Writes one platform roadshow with its slots (the seed, tests and the platform data). Returns the ids. */
export async function insertRoadshow(db: Db, s: RoadshowSpec, now: number): Promise<{ id: number; slotIds: number[] }> {
  const starts = s.slots.map(([, a]) => s.day + a * HOUR);
  const ends = s.slots.map(([, , b]) => s.day + b * HOUR);
  const row = await db
    .insertInto('mk_roadshow')
    .values({ name: s.name, school: s.school, city: s.city, venue: s.venue, description: s.description, booth_fee: s.boothFee, signup_start: s.signupStart, signup_end: s.signupEnd, start_at: Math.min(...starts), end_at: Math.max(...ends), created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const slotIds: number[] = [];
  for (const [label, a, b, places, taken] of s.slots) {
    const r = await db
      .insertInto('mk_roadshow_slot')
      .values({ roadshow_id: row.id, label, start_at: s.day + a * HOUR, end_at: s.day + b * HOUR, places, taken: taken ?? 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    slotIds.push(Number(r.id));
  }
  return { id: Number(row.id), slotIds };
}

const SLOTS: RoadshowSpec['slots'] = [
  ['09:00-12:00', 9, 12, 8],
  ['14:00-17:00', 14, 17, 8],
  ['18:30-21:00', 18.5, 21, 6],
];

/**
 * Platform roadshows in every phase (ended, running today, closed for application, open, not yet open) at several
 * schools, and the demo shop's applications in every state: pending, approved and scheduled, rejected and cancelled
 * (fees refunded), ended with the platform's result. Places taken by other shops are written as `taken`.
 */
export async function seedRoadshowDemo(ctx: SeedContext): Promise<string> {
  const { db, now } = ctx;
  const today = chinaDay(now);
  const at = (d: number) => today + d * DAY;
  const slots = (taken: number[]) => SLOTS.map(([l, a, b, p], i) => [l, a, b, p, Math.min(p, taken[i] ?? 0)] as [string, number, number, number, number]);
  // The event running now: three slots from the hour before the current one (labels in China time).
  const h0 = Math.floor((now - today) / HOUR) - 1;
  const hh = (h: number) => `${String(((Math.floor(h) % 24) + 24) % 24).padStart(2, '0')}:${h % 1 ? '30' : '00'}`;
  const runningSlots: RoadshowSpec['slots'] = [[0, 3, 8, 7], [3.5, 6.5, 8, 7], [7, 9.5, 6, 5]].map(([a, b, p, t]) => [`${hh(h0 + a!)}-${hh(h0 + b!)}`, h0 + a!, h0 + b!, p!, t!]);
  const specs: Array<[string, RoadshowSpec]> = [
    ['ended1', { name: '国庆返校季路演', school: '华南理工大学', city: '广州', venue: '五山校区北区食堂广场', description: '返校周午间人流约 3,000 人次，提供桌椅与电源', boothFee: 30_000, signupStart: at(-60), signupEnd: at(-40), day: at(-35), slots: slots([6, 7, 4]) }],
    ['ended2', { name: '秋季社团招新路演', school: '中山大学', city: '广州', venue: '南校园中轴线', description: '社团招新周，学生集中，适合新品试吃与扫码关注', boothFee: 20_000, signupStart: at(-40), signupEnd: at(-25), day: at(-20), slots: slots([5, 6, 3]) }],
    ['running', { name: '双十二预热路演', school: '浙江大学', city: '杭州', venue: '紫金港校区白沙食堂前', description: '全天三个时段，晚间时段靠近自习区', boothFee: 25_000, signupStart: at(-20), signupEnd: at(-3), day: today, slots: runningSlots }],
    ['waiting', { name: '期末备考好物路演', school: '武汉大学', city: '武汉', venue: '信息学部星湖广场', description: '期末周前的文具、零食、护眼灯推广', boothFee: 20_000, signupStart: at(-15), signupEnd: at(-1), day: at(4), slots: slots([4, 6, 2]) }],
    ['open1', { name: '冬季暖心路演', school: '华南理工大学', city: '广州', venue: '大学城校区学生活动中心', description: '冬季保暖、宿舍电器与零食，平台提供帐篷与电源', boothFee: 30_000, signupStart: at(-5), signupEnd: at(9), day: at(14), slots: slots([3, 5, 6]) }],
    ['open2', { name: '元旦跨年校园市集', school: '四川大学', city: '成都', venue: '江安校区长桥广场', description: '跨年夜市集，晚间人流集中', boothFee: 50_000, signupStart: at(-3), signupEnd: at(12), day: at(17), slots: slots([2, 4, 4]) }],
    ['open3', { name: '考研加油站路演', school: '南京大学', city: '南京', venue: '仙林校区图书馆东广场', description: '考研冲刺期，适合学习用品与提神饮品', boothFee: 15_000, signupStart: at(-2), signupEnd: at(10), day: at(12), slots: slots([1, 2, 0]) }],
    ['upcoming', { name: '寒假返乡季路演', school: '中山大学', city: '广州', venue: '东校园体育馆前', description: '返乡前的行李箱、特产礼盒推广；报名将于下周开始', boothFee: 20_000, signupStart: at(6), signupEnd: at(20), day: at(28), slots: slots([0, 0, 0]) }],
  ];
  const ids = new Map<string, { id: number; slotIds: number[] }>();
  for (const [k, s] of specs) ids.set(k, await insertRoadshow(db, s, s.signupStart - 5 * DAY));

  const shop = await db.selectFrom('merchant_user').select(['company_id']).where('phone', '=', '13800000001').executeTakeFirst();
  if (!shop) return `路演 ${specs.length} 场`;
  const { companyId, ownerId } = await demoShop(db);
  // The shop tops its marketing account up for the booth fees (from its available balance, when it has one).
  const TOPUP = 200_000;
  if ((await balancesOf(db, companyId)).available! >= TOPUP) await rechargeMarketing(db, { companyId, userId: ownerId, amount: TOPUP, requestId: `seed-roadshow-${companyId}`, now: at(-61) });
  const goods = (await db.selectFrom('goods').select('id').where('company_id', '=', companyId).where('status', '=', 1).where('deleted_at', 'is', null).orderBy('id').limit(6).execute()).map((g) => Number(g.id));
  if (goods.length < 2) return `路演 ${specs.length} 场`;
  let apps = 0;
  // Each application is written at a time inside its event's window; it is skipped when the marketing account
  // cannot pay its fee (a seed never overdraws).
  const apply = async (k: string, slot: number, when: number, pick: number[]) => {
    const e = ids.get(k)!;
    const spec = specs.find(([x]) => x === k)![1];
    if ((await balancesOf(db, companyId)).marketing! < spec.boothFee) return null;
    const id = await applyRoadshow(db, companyId, { roadshowId: e.id, slotId: e.slotIds[slot]!, goodsIds: pick.map((i) => goods[i % goods.length]!), contactName: '王经理', contactPhone: '13800000001', remark: slot === 2 ? '需要一个插座' : null }, when);
    apps++;
    return id;
  };
  // Ended with results (one approved, result recorded; one approved, result not yet recorded).
  const e1 = await apply('ended1', 1, at(-50), [0, 1]);
  if (e1) {
    await reviewApplication(db, e1, true, null, at(-39));
    await recordResult(db, e1, { visitors: 326, leads: 58, orders: 41, note: '午间时段人流最多，试吃转化好' }, at(-34));
  }
  const e2 = await apply('ended2', 0, at(-30), [2]);
  if (e2) await reviewApplication(db, e2, true, null, at(-24));
  // Approved and scheduled (running today and in a few days), pending, rejected and cancelled.
  const r1 = await apply('running', 2, at(-10), [1, 3]);
  if (r1) await reviewApplication(db, r1, true, null, at(-4));
  const w1 = await apply('waiting', 0, at(-8), [0]);
  if (w1) await reviewApplication(db, w1, true, '请提前 30 分钟到场布展', at(-2));
  // The platform's reviews and the recorded result, as events: the content seed turns them into messages.
  const told = async (id: number | null, kind: EventKind, payload: Record<string, unknown>, when: number) => {
    if (!id) return;
    const a = await db.selectFrom('mk_roadshow_application as a').innerJoin('mk_roadshow as r', 'r.id', 'a.roadshow_id').innerJoin('mk_roadshow_slot as s', 's.id', 'a.slot_id').select(['a.application_no', 'a.fee', 'r.school', 's.label', 's.start_at']).where('a.id', '=', id).executeTakeFirstOrThrow();
    const date = new Date(Number(a.start_at) + TZ).toISOString().slice(0, 10);
    await emitEvent(db, { companyId, kind, subjectId: id, payload: { applicationId: id, applicationNo: a.application_no, school: a.school, date, slot: a.label, fee: Number(a.fee), ...payload }, now: when });
  };
  await told(w1, 'activity.roadshowReviewed', { approved: true, note: '请提前 30 分钟到场布展' }, at(-2));
  await told(e1, 'activity.roadshowResult', { visitors: 326, leads: 58, orders: 41 }, at(-34));
  const o1 = await apply('open1', 1, now - 2 * HOUR, [0, 2, 4]);
  void o1;
  const o2 = await apply('open2', 2, at(-2), [1]);
  if (o2) await reviewApplication(db, o2, false, '该时段同类商品已满，请改选其他时段', at(-1));
  await told(o2, 'activity.roadshowReviewed', { approved: false, note: '该时段同类商品已满，请改选其他时段' }, at(-1));
  const o3 = await apply('open3', 0, at(-1), [3]);
  if (o3) await cancelApplication(db, companyId, o3, now - 20 * HOUR);
  return `路演 ${specs.length} 场、本店报名 ${apps} 条`;
}
