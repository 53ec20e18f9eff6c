import type { Db } from '../../db/index.ts';
import { fail, isUniqueViolation } from '../../lib/errors.ts';
import { balancesOf, deductMarketing, postTransaction } from '../finance/index.ts';

/**
 * Campus roadshows (路演, docs/activity.md): the platform offers events (a school, a venue, a day, time slots with a
 * number of places, a booth fee); a shop whose company has `show_luyan_menu` 1 applies for a slot with the goods it
 * will show and a contact, paying the booth fee from its marketing account through the ledger; the platform
 * approves or rejects (`npm run platform -- roadshow …`); a rejection, or the shop's cancellation before the
 * application deadline, refunds the fee; after the event the platform records visitors, leads and orders.
 */

export const AppStatus = { PENDING: 0, APPROVED: 1, REJECTED: 2, CANCELLED: 3, ENDED: 4 } as const;
export const APP_STATUS_TEXT: Record<number, string> = { 0: '待审核', 1: '已通过', 2: '已驳回', 3: '已取消', 4: '已结束' };
export const RoadshowPhase = { UPCOMING: 1, SIGNUP: 2, WAITING: 3, RUNNING: 4, ENDED: 5 } as const;
export const ROADSHOW_PHASE_TEXT: Record<number, string> = { 1: '未开始报名', 2: '报名中', 3: '报名已截止', 4: '进行中', 5: '已结束' };
const TZ = 8 * 3_600_000;
const yuan = (fen: number) => `¥${(Number(fen) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const chinaDate = (t: number) => new Date(Number(t) + TZ).toISOString().slice(0, 10);

type Times = { signup_start: number; signup_end: number; start_at: number; end_at: number };
export function roadshowPhase(r: Times, now: number): number {
  if (now < Number(r.signup_start)) return RoadshowPhase.UPCOMING;
  if (now < Number(r.signup_end)) return RoadshowPhase.SIGNUP;
  if (now < Number(r.start_at)) return RoadshowPhase.WAITING;
  if (now < Number(r.end_at)) return RoadshowPhase.RUNNING;
  return RoadshowPhase.ENDED;
}

/** The status the shop sees: an approved application whose slot has ended is 已结束. */
export function shownStatus(status: number, slotEnd: number, now: number): number {
  return status === AppStatus.APPROVED && Number(slotEnd) <= now ? AppStatus.ENDED : status;
}

/** ms epoch range of a China-time month `YYYY-MM`. */
export function monthRangeOf(month: string): { start: number; end: number } {
  const m = /^(\d{4})-(\d{2})$/.exec(month);
  if (!m || Number(m[2]) < 1 || Number(m[2]) > 12) throw fail('月份格式应为 YYYY-MM');
  const y = Number(m[1]);
  const mo = Number(m[2]) - 1;
  return { start: Date.UTC(y, mo, 1) - TZ, end: Date.UTC(y, mo + 1, 1) - TZ };
}

export async function getRoadshow(db: Db, id: number) {
  const r = await db.selectFrom('mk_roadshow').selectAll().where('id', '=', id).executeTakeFirst();
  if (!r) throw fail('路演活动不存在');
  return r;
}

// ------------------------------------------------------------------------------------------- events ----

/**
 * The events with their slots (places left), this shop's live application on each, and whether the shop may
 * apply (with the reason when not). Four reads whatever the list's length.
 */
export async function listRoadshows(db: Db, companyId: number, f: { school?: string | null; month?: string | null }, now: number) {
  let q = db.selectFrom('mk_roadshow').selectAll();
  const school = f.school?.trim();
  if (school) q = q.where('school', '=', school);
  if (f.month) {
    const { start, end } = monthRangeOf(f.month);
    q = q.where('start_at', '>=', start).where('start_at', '<', end);
  }
  const rows = await q.orderBy('start_at', 'desc').orderBy('id', 'desc').limit(200).execute();
  const ids = rows.map((r) => r.id);
  const slots = ids.length ? await db.selectFrom('mk_roadshow_slot').selectAll().where('roadshow_id', 'in', ids).orderBy('start_at').orderBy('id').execute() : [];
  const apps = ids.length
    ? await db
        .selectFrom('mk_roadshow_application')
        .select(['id', 'roadshow_id', 'slot_id', 'status', 'application_no'])
        .where('company_id', '=', companyId)
        .where('roadshow_id', 'in', ids)
        .where('status', 'in', [AppStatus.PENDING, AppStatus.APPROVED])
        .execute()
    : [];
  const balance = (await balancesOf(db, companyId)).marketing ?? 0;
  const schools = await db.selectFrom('mk_roadshow').select('school').distinct().orderBy('school').limit(200).execute();
  const list = rows.map((r) => {
    const phase = roadshowPhase(r, now);
    const own = slots.filter((s) => Number(s.roadshow_id) === Number(r.id));
    const mine = apps.find((a) => Number(a.roadshow_id) === Number(r.id));
    const left = own.reduce((n, s) => n + Math.max(0, s.places - s.taken), 0);
    let reason: string | null = null;
    if (phase === RoadshowPhase.UPCOMING) reason = '未到报名时间';
    else if (phase !== RoadshowPhase.SIGNUP) reason = '报名已截止';
    else if (mine) reason = `本店已报名（${APP_STATUS_TEXT[mine.status]}）`;
    else if (left <= 0) reason = '名额已满';
    else if (balance < Number(r.booth_fee)) reason = `营销资金余额不足：余额 ${yuan(balance)}，展位费 ${yuan(Number(r.booth_fee))}，请先充值`;
    return {
      ...presentRoadshow(r, now),
      slots: own.map((s) => ({ slotId: Number(s.id), label: s.label, startAt: Number(s.start_at), endAt: Number(s.end_at), places: s.places, placesLeft: Math.max(0, s.places - s.taken) })),
      placesLeft: left,
      canApply: reason === null,
      reason,
      myApplicationId: mine ? Number(mine.id) : null,
      myStatus: mine ? shownStatus(mine.status, Number(own.find((s) => Number(s.id) === Number(mine.slot_id))?.end_at ?? 0), now) : null,
    };
  });
  // Open for application first, then upcoming, waiting, running, ended; nearer events first within a phase.
  const rank: Record<number, number> = { 2: 0, 1: 1, 3: 2, 4: 3, 5: 4 };
  list.sort((x, y) => rank[x.phase]! - rank[y.phase]! || (x.phase === RoadshowPhase.ENDED ? y.startAt - x.startAt : x.startAt - y.startAt));
  return { list, schools: schools.map((s) => s.school), marketingBalance: balance };
}

export function presentRoadshow(r: Awaited<ReturnType<typeof getRoadshow>>, now: number) {
  const phase = roadshowPhase(r, now);
  return {
    roadshowId: Number(r.id),
    name: r.name,
    school: r.school,
    city: r.city,
    venue: r.venue,
    description: r.description,
    date: chinaDate(Number(r.start_at)),
    boothFee: Number(r.booth_fee),
    signupStart: Number(r.signup_start),
    signupEnd: Number(r.signup_end),
    startAt: Number(r.start_at),
    endAt: Number(r.end_at),
    phase,
    phaseText: ROADSHOW_PHASE_TEXT[phase]!,
  };
}

// ------------------------------------------------------------------------------------- applications ----

export interface ApplyInput {
  roadshowId: number;
  slotId: number;
  goodsIds: number[];
  contactName: string;
  contactPhone: string;
  remark?: string | null;
}

/**
 * Applies for a slot, in the caller's transaction: checks the window, the goods and the contact, takes a place with
 * one conditional statement (never oversold), writes the application and charges the booth fee from the marketing
 * account (ledger; a short balance refuses and the whole transaction rolls back).
 */
export async function applyRoadshow(db: Db, companyId: number, input: ApplyInput, now: number): Promise<number> {
  const r = await getRoadshow(db, input.roadshowId);
  const phase = roadshowPhase(r, now);
  if (phase === RoadshowPhase.UPCOMING) throw fail('该路演尚未开始报名');
  if (phase !== RoadshowPhase.SIGNUP) throw fail('该路演报名已截止');
  const slot = await db.selectFrom('mk_roadshow_slot').selectAll().where('id', '=', input.slotId).executeTakeFirst();
  if (!slot || Number(slot.roadshow_id) !== Number(r.id)) throw fail('请选择该路演的时段');
  const contactName = input.contactName.trim();
  if (!contactName) throw fail('请填写联系人');
  if (!/^1\d{10}$/.test(input.contactPhone)) throw fail('联系电话应为 11 位手机号');
  const ids = [...new Set(input.goodsIds)];
  if (!ids.length) throw fail('请选择要展示的商品');
  if (ids.length > 10) throw fail('展示商品至多 10 件');
  const goods = await db.selectFrom('goods').select(['id', 'name']).where('company_id', '=', companyId).where('id', 'in', ids).where('status', '=', 1).where('deleted_at', 'is', null).execute();
  if (goods.length !== ids.length) throw fail('展示商品须为本店在售商品');
  const activeKey = `${companyId}:${r.id}`;
  const dup = await db.selectFrom('mk_roadshow_application').select('id').where('active_key', '=', activeKey).executeTakeFirst();
  if (dup) throw fail('本店已报名该路演，如需更换时段请先取消原报名');
  const took = await db
    .updateTable('mk_roadshow_slot')
    .set((e) => ({ taken: e('taken', '+', 1) }))
    .where('id', '=', slot.id)
    .whereRef('taken', '<', 'places')
    .executeTakeFirst();
  if (Number(took.numUpdatedRows) !== 1) throw fail(`「${slot.label}」时段名额已满，请选择其他时段`);
  const byId = new Map(goods.map((g) => [Number(g.id), g.name]));
  const row = await db
    .insertInto('mk_roadshow_application')
    .values({
      company_id: companyId,
      roadshow_id: r.id,
      slot_id: slot.id,
      application_no: 'LY',
      goods_json: JSON.stringify(ids.map((id) => ({ goodsId: id, name: byId.get(id)! }))),
      contact_name: contactName,
      contact_phone: input.contactPhone,
      remark: input.remark?.trim() || null,
      fee: Number(r.booth_fee),
      status: AppStatus.PENDING,
      active_key: activeKey,
      review_note: null,
      reviewed_at: null,
      cancelled_at: null,
      visitors: null,
      leads: null,
      orders: null,
      result_note: null,
      result_at: null,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
    .catch((e) => {
      if (isUniqueViolation(e)) throw fail('本店已报名该路演，如需更换时段请先取消原报名');
      throw e;
    });
  const id = Number(row.id);
  const no = `LY${chinaDate(now).replaceAll('-', '')}${String(id).padStart(6, '0')}`;
  await db.updateTable('mk_roadshow_application').set({ application_no: no }).where('id', '=', id).execute();
  if (Number(r.booth_fee) > 0) {
    await deductMarketing(db, {
      companyId,
      amount: Number(r.booth_fee),
      reason: `路演展位费：${r.school} ${chinaDate(Number(slot.start_at))} ${slot.label}（${no}）`,
      key: `roadshow:${id}:fee`,
      at: now,
      cause: { type: 'activity', id, no },
    });
  }
  return id;
}

export async function getApplication(db: Db, id: number) {
  const a = await db.selectFrom('mk_roadshow_application').selectAll().where('id', '=', id).executeTakeFirst();
  if (!a) throw fail('路演报名不存在');
  return a;
}

/** Gives the place back and refunds the fee (marketing_cost → marketing), keyed so a replay posts nothing. */
async function release(db: Db, a: Awaited<ReturnType<typeof getApplication>>, why: string, now: number) {
  await db.updateTable('mk_roadshow_slot').set((e) => ({ taken: e('taken', '-', 1) })).where('id', '=', a.slot_id).where('taken', '>', 0).execute();
  if (Number(a.fee) > 0) {
    await postTransaction(db, {
      companyId: a.company_id,
      kind: 'adjust',
      key: `roadshow:${a.id}:refund`,
      at: now,
      entries: [
        { account: 'marketing', amount: Number(a.fee), flow: 'marketing_cost' },
        { account: 'marketing_cost', amount: -Number(a.fee), flow: 'marketing_cost' },
      ],
      refType: 'activity',
      refId: Number(a.id),
      refNo: a.application_no,
      memo: `退回路演展位费（${why}，${a.application_no}）`,
    });
  }
}

/** The shop cancels a pending or approved application before the application deadline: place and fee return. */
export async function cancelApplication(db: Db, companyId: number, id: number, now: number) {
  const a = await getApplication(db, id);
  if (a.company_id !== companyId) throw fail('路演报名不存在');
  if (a.status !== AppStatus.PENDING && a.status !== AppStatus.APPROVED) throw fail(`该报名${APP_STATUS_TEXT[a.status]}，不能取消`);
  const r = await getRoadshow(db, Number(a.roadshow_id));
  if (now >= Number(r.signup_end)) throw fail('报名截止后不能取消，展位费不予退回');
  const done = await db
    .updateTable('mk_roadshow_application')
    .set({ status: AppStatus.CANCELLED, active_key: null, cancelled_at: now, refunded: Number(a.fee) > 0 ? 1 : 0 })
    .where('id', '=', a.id)
    .where('status', '=', a.status)
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) !== 1) throw fail('该报名状态已变化，请刷新后重试');
  await release(db, a, '商家取消', now);
  return a;
}

/** The platform's review: approve a pending application, or reject a pending or approved one before the event. */
export async function reviewApplication(db: Db, id: number, approve: boolean, note: string | null, now: number) {
  const a = await getApplication(db, id);
  const r = await getRoadshow(db, Number(a.roadshow_id));
  if (approve && a.status !== AppStatus.PENDING) throw new Error(`报名 #${id} ${APP_STATUS_TEXT[a.status]}，只能通过待审核的报名`);
  if (!approve && a.status !== AppStatus.PENDING && a.status !== AppStatus.APPROVED) throw new Error(`报名 #${id} ${APP_STATUS_TEXT[a.status]}，不能驳回`);
  if (!approve && !note?.trim()) throw new Error('驳回须写明原因');
  if (now >= Number(r.start_at)) throw new Error('路演已开始，不能再审核');
  const done = await db
    .updateTable('mk_roadshow_application')
    .set(approve ? { status: AppStatus.APPROVED, review_note: note?.trim() || null, reviewed_at: now } : { status: AppStatus.REJECTED, active_key: null, review_note: note!.trim().slice(0, 200), reviewed_at: now, refunded: Number(a.fee) > 0 ? 1 : 0 })
    .where('id', '=', a.id)
    .where('status', '=', a.status)
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) !== 1) throw new Error('报名状态已变化，请重试');
  if (!approve) await release(db, a, '平台驳回', now);
  return { app: a, roadshow: r };
}

/** The platform records the result of an approved application after its slot ended. */
export async function recordResult(db: Db, id: number, res: { visitors: number; leads: number; orders: number; note: string | null }, now: number) {
  const a = await getApplication(db, id);
  const slot = await db.selectFrom('mk_roadshow_slot').select(['end_at']).where('id', '=', a.slot_id).executeTakeFirstOrThrow();
  if (a.status !== AppStatus.APPROVED) throw new Error(`报名 #${id} ${APP_STATUS_TEXT[a.status]}，只有已通过的报名有结果`);
  if (Number(slot.end_at) > now) throw new Error('路演时段尚未结束');
  for (const [k, v] of Object.entries({ 到场人数: res.visitors, 留资线索: res.leads, 成交订单: res.orders })) {
    if (!Number.isSafeInteger(v) || v < 0 || v > 1_000_000) throw new Error(`${k}应为 0 至 1,000,000 的整数`);
  }
  await db
    .updateTable('mk_roadshow_application')
    .set({ visitors: res.visitors, leads: res.leads, orders: res.orders, result_note: res.note?.slice(0, 200) || null, result_at: now })
    .where('id', '=', a.id)
    .execute();
  return a;
}

const STATUS_FILTER: Record<number, (q: any, now: number) => any> = {
  [AppStatus.PENDING]: (q) => q.where('a.status', '=', AppStatus.PENDING),
  [AppStatus.APPROVED]: (q, now) => q.where('a.status', '=', AppStatus.APPROVED).where('s.end_at', '>', now),
  [AppStatus.REJECTED]: (q) => q.where('a.status', '=', AppStatus.REJECTED),
  [AppStatus.CANCELLED]: (q) => q.where('a.status', '=', AppStatus.CANCELLED),
  [AppStatus.ENDED]: (q, now) => q.where('a.status', '=', AppStatus.APPROVED).where('s.end_at', '<=', now),
};

function appQuery(db: Db, companyId: number) {
  return db
    .selectFrom('mk_roadshow_application as a')
    .innerJoin('mk_roadshow as r', 'r.id', 'a.roadshow_id')
    .innerJoin('mk_roadshow_slot as s', 's.id', 'a.slot_id')
    .select([
      'a.id',
      'a.application_no',
      'a.roadshow_id',
      'a.slot_id',
      'a.goods_json',
      'a.contact_name',
      'a.contact_phone',
      'a.remark',
      'a.fee',
      'a.status',
      'a.review_note',
      'a.reviewed_at',
      'a.cancelled_at',
      'a.refunded',
      'a.visitors',
      'a.leads',
      'a.orders',
      'a.result_note',
      'a.result_at',
      'a.created_at',
      'r.name',
      'r.school',
      'r.venue',
      'r.signup_end',
      's.label',
      's.start_at',
      's.end_at',
    ])
    .where('a.company_id', '=', companyId);
}
type AppRow = Awaited<ReturnType<ReturnType<typeof appQuery>['execute']>>[number];

export function presentApplication(a: AppRow, now: number) {
  const status = shownStatus(a.status, Number(a.end_at), now);
  const cancellable = (a.status === AppStatus.PENDING || a.status === AppStatus.APPROVED) && now < Number(a.signup_end);
  return {
    applicationId: Number(a.id),
    applicationNo: a.application_no,
    roadshowId: Number(a.roadshow_id),
    roadshowName: a.name,
    school: a.school,
    venue: a.venue,
    slotId: Number(a.slot_id),
    slotLabel: a.label,
    startAt: Number(a.start_at),
    endAt: Number(a.end_at),
    goods: JSON.parse(a.goods_json) as Array<{ goodsId: number; name: string }>,
    contactName: a.contact_name,
    contactPhone: a.contact_phone,
    remark: a.remark,
    fee: Number(a.fee),
    refunded: a.refunded === 1,
    status,
    statusText: APP_STATUS_TEXT[status]!,
    reviewNote: a.review_note,
    reviewedAt: a.reviewed_at == null ? null : Number(a.reviewed_at),
    cancelledAt: a.cancelled_at == null ? null : Number(a.cancelled_at),
    cancellable,
    cancelDeadline: Number(a.signup_end),
    result: a.result_at == null ? null : { visitors: a.visitors ?? 0, leads: a.leads ?? 0, orders: a.orders ?? 0, note: a.result_note, recordedAt: Number(a.result_at) },
    createdAt: Number(a.created_at),
  };
}

/** This shop's applications, newest first, keyset on id; tab counts from one grouped query. */
export async function listApplications(db: Db, companyId: number, f: { status?: number | null; cursor?: string | null; pageSize: number }, now: number) {
  let q = appQuery(db, companyId);
  if (f.status != null) q = STATUS_FILTER[f.status]!(q, now);
  if (f.cursor) q = q.where('a.id', '<', Number(f.cursor));
  const rows = await q.orderBy('a.id', 'desc').limit(f.pageSize + 1).execute();
  const list = rows.slice(0, f.pageSize).map((a) => presentApplication(a, now));
  const grouped = await db
    .selectFrom('mk_roadshow_application as a')
    .innerJoin('mk_roadshow_slot as s', 's.id', 'a.slot_id')
    .select((e) => [
      'a.status',
      e.fn.countAll<number>().as('n'),
      e.fn.sum<number>(e.case().when('s.end_at', '<=', now).then(1).else(0).end()).as('ended'),
    ])
    .where('a.company_id', '=', companyId)
    .groupBy('a.status')
    .execute();
  const counts = { all: 0, pending: 0, approved: 0, rejected: 0, cancelled: 0, ended: 0 };
  for (const g of grouped) {
    const n = Number(g.n);
    counts.all += n;
    if (g.status === AppStatus.PENDING) counts.pending += n;
    if (g.status === AppStatus.REJECTED) counts.rejected += n;
    if (g.status === AppStatus.CANCELLED) counts.cancelled += n;
    if (g.status === AppStatus.APPROVED) {
      counts.ended += Number(g.ended ?? 0);
      counts.approved += n - Number(g.ended ?? 0);
    }
  }
  return { list, nextCursor: rows.length > f.pageSize ? String(list[list.length - 1]!.applicationId) : null, counts };
}

/** The approved slots of this shop from 30 days ago on, in time order: the schedule. */
export async function roadshowSchedule(db: Db, companyId: number, now: number) {
  const rows = await appQuery(db, companyId)
    .where('a.status', '=', AppStatus.APPROVED)
    .where('s.end_at', '>', now - 30 * 86_400_000)
    .orderBy('s.start_at')
    .orderBy('a.id')
    .limit(100)
    .execute();
  return { list: rows.map((a) => presentApplication(a, now)) };
}

export async function applicationOf(db: Db, companyId: number, id: number, now: number) {
  const a = await appQuery(db, companyId).where('a.id', '=', id).executeTakeFirst();
  if (!a) throw fail('路演报名不存在');
  return presentApplication(a, now);
}
