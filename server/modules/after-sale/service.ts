import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/index.ts';
import { fail } from '../../lib/errors.ts';
import { emitEvent, emitEvents } from '../../lib/events.ts';
import { postRefund, yuan } from '../finance/index.ts';
import { endAfterSaleMany, getOrder, setAfterSale, type Order } from '../order/index.ts';
import { AfterSale as OrderAfterSale, LOGISTICS, OrderStatus } from '../order/index.ts';
import type { AfterSaleTable } from './schema.ts';
import {
  BUYER_REASONS,
  CaseType,
  DEFAULTS,
  HOUR,
  DAY,
  MERCHANT_WAITING,
  OPEN_STATUSES,
  PLATFORM,
  REFUSE_REASONS,
  S,
  SOON_MS,
  STATUS_TEXT,
  TIMED_STATUSES,
  TYPE_TEXT,
  type Actor,
} from './constants.ts';

export type Case = Selectable<AfterSaleTable>;
export const STALE = '售后单已被他人处理，请刷新';

export interface CaseLine {
  orderLineId: number;
  goodsName: string;
  specText: string;
  quantity: number;
  amount: number;
}
export interface RefundPlan {
  lines: Array<{ orderLineId: number; amount: number }>;
  freight: number;
}

export interface Setting {
  autoAgree: number;
  autoAgreeMax: number;
  batchAgreeMax: number;
  replyHours: number;
  receiveDays: number;
  reshipHours: number;
}

export async function getSetting(db: Db, companyId: number): Promise<Setting> {
  const r = await db.selectFrom('after_sale_setting').selectAll().where('company_id', '=', companyId).executeTakeFirst();
  if (!r) return { autoAgree: DEFAULTS.autoAgree, autoAgreeMax: DEFAULTS.autoAgreeMax, batchAgreeMax: DEFAULTS.batchAgreeMax, replyHours: DEFAULTS.replyHours, receiveDays: DEFAULTS.receiveDays, reshipHours: DEFAULTS.reshipHours };
  return { autoAgree: r.auto_agree, autoAgreeMax: Number(r.auto_agree_max), batchAgreeMax: Number(r.batch_agree_max), replyHours: r.reply_hours, receiveDays: r.receive_days, reshipHours: r.reship_hours };
}

/** The case of this company, or the same error for a missing id and another company's id. */
export async function getCase(db: Db, companyId: number | null, id: number): Promise<Case> {
  let q = db.selectFrom('after_sale').selectAll().where('id', '=', id);
  if (companyId !== null) q = q.where('company_id', '=', companyId);
  const c = await q.executeTakeFirst();
  if (!c) throw fail('售后单不存在');
  return norm(c);
}

function norm(c: Case): Case {
  return { ...c, id: Number(c.id), order_id: Number(c.order_id), apply_amount: Number(c.apply_amount), freight_amount: Number(c.freight_amount), refund_amount: Number(c.refund_amount) };
}

export async function addLog(db: Db, c: { id: number; company_id: number }, actor: Actor, action: string, detail = '', at: number, images: string[] | null = null): Promise<void> {
  await db
    .insertInto('after_sale_log')
    .values({ after_sale_id: c.id, company_id: c.company_id, actor_type: actor.type, actor_name: actor.name.slice(0, 50), action, detail: detail.slice(0, 500), images_json: images?.length ? JSON.stringify(images) : null, created_at: at })
    .execute();
}

/**
 * What each line of an order can still be refunded: its paid share (the line amount less its share of the order's
 * discount, the last line taking the rounding) less what earlier cases refunded on it; and the freight left.
 */
export async function refundLimits(db: Db, o: Order, exceptCaseId?: number): Promise<{ lines: Map<number, { paid: number; left: number; name: string; spec: string; quantity: number }>; freightLeft: number }> {
  const lines = await db.selectFrom('order_line').select(['id', 'goods_name', 'spec_text', 'quantity', 'line_amount']).where('order_id', '=', o.id).orderBy('id').execute();
  const goods = lines.reduce((s, l) => s + Number(l.line_amount), 0);
  const out = new Map<number, { paid: number; left: number; name: string; spec: string; quantity: number }>();
  let given = 0;
  lines.forEach((l, i) => {
    const share = i === lines.length - 1 ? o.discount_amount - given : goods ? Math.floor((o.discount_amount * Number(l.line_amount)) / goods) : 0;
    given += share;
    const paid = Math.max(0, Number(l.line_amount) - share);
    out.set(Number(l.id), { paid, left: paid, name: l.goods_name, spec: l.spec_text, quantity: l.quantity });
  });
  let freightLeft = o.freight_amount;
  let q = db.selectFrom('after_sale').select(['id', 'refund_lines_json']).where('order_id', '=', o.id).where('refund_lines_json', 'is not', null);
  if (exceptCaseId) q = q.where('id', '!=', exceptCaseId);
  for (const r of await q.execute()) {
    const plan = JSON.parse(r.refund_lines_json!) as RefundPlan;
    for (const l of plan.lines) {
      const x = out.get(l.orderLineId);
      if (x) x.left -= l.amount;
    }
    freightLeft -= plan.freight;
  }
  // Refunds posted to the ledger outside after-sale cases (the finance history, platform corrections) use up the
  // same money: take them from the freight, then the lines, so a plan never exceeds what the ledger still holds.
  const fo = await db.selectFrom('fin_order').select(['paid_amount', 'refunded_before', 'refunded_after']).where('order_id', '=', o.id).executeTakeFirst();
  if (fo) {
    const ledgerLeft = Number(fo.paid_amount) - Number(fo.refunded_before) - Number(fo.refunded_after);
    let excess = [...out.values()].reduce((s, l) => s + Math.max(0, l.left), 0) + Math.max(0, freightLeft) - ledgerLeft;
    const cut = Math.min(Math.max(0, freightLeft), Math.max(0, excess));
    freightLeft -= cut;
    excess -= cut;
    for (const l of out.values()) {
      if (excess <= 0) break;
      const c = Math.min(Math.max(0, l.left), excess);
      l.left -= c;
      excess -= c;
    }
  }
  return { lines: out, freightLeft: Math.max(0, freightLeft) };
}

/** Freight is refunded when the case takes back everything still refundable, or the reason is the merchant's fault. */
function freightFor(reasonCode: string, wantLines: Array<{ orderLineId: number; amount: number }>, limits: Awaited<ReturnType<typeof refundLimits>>): number {
  const fault = BUYER_REASONS[reasonCode]?.fault ?? false;
  const whole = [...limits.lines].every(([id, l]) => l.left <= 0 || (wantLines.find((w) => w.orderLineId === id)?.amount ?? 0) >= l.left);
  return fault || whole ? limits.freightLeft : 0;
}

/** Checks a refund plan against the limits; a line above its limit is refused with the figures. */
export function checkLines(want: Array<{ orderLineId: number; amount: number }>, limits: Awaited<ReturnType<typeof refundLimits>>): void {
  if (!want.length) throw fail('请至少选择一个商品');
  const seen = new Set<number>();
  for (const w of want) {
    const l = limits.lines.get(w.orderLineId);
    if (!l) throw fail('退款商品不属于该订单');
    if (seen.has(w.orderLineId)) throw fail('同一商品只能填写一次');
    seen.add(w.orderLineId);
    if (!Number.isSafeInteger(w.amount) || w.amount <= 0) throw fail('退款金额应为正整数（分）');
    if (w.amount > l.left) throw fail(`「${l.name}」退款金额超过可退金额：实付 ${yuan(l.paid)}，已退 ${yuan(l.paid - l.left)}，本次 ${yuan(w.amount)}`);
  }
}

/**
 * Moves cases between status counters (after_sale_counter), inside the caller's transaction: `deltas` maps
 * "companyId|status" to a change. One statement for all of them; zero changes are dropped, and rows go in (company,
 * status) order so two transactions lock the same counters in the same order.
 */
export async function moveCaseCounters(db: Db, deltas: Map<string, number>): Promise<void> {
  const rows = [...deltas]
    .filter(([, n]) => n !== 0)
    .map(([k, n]) => {
      const [company, status] = k.split('|').map(Number) as [number, number];
      return { company_id: company, status, n };
    })
    .sort((a, b) => a.company_id - b.company_id || a.status - b.status);
  if (!rows.length) return;
  await db
    .insertInto('after_sale_counter')
    .values(rows)
    .onConflict((oc) => oc.columns(['company_id', 'status']).doUpdateSet({ n: sql`after_sale_counter.n + excluded.n` }))
    .execute();
}

/** Adds `n` to a (company, status) change in `deltas`. */
function addDelta(deltas: Map<string, number>, companyId: number, status: number, n: number): void {
  const k = `${companyId}|${status}`;
  deltas.set(k, (deltas.get(k) ?? 0) + n);
}

/** Rebuilds the status counters of one company (or all) from the cases themselves (bulk generators, repairs). */
export async function recomputeCaseCounters(db: Db, companyId?: number): Promise<void> {
  let del = db.deleteFrom('after_sale_counter');
  if (companyId !== undefined) del = del.where('company_id', '=', companyId);
  await del.execute();
  let q = db.selectFrom('after_sale').select(['company_id', 'status', (e) => e.fn.countAll<number>().as('n')]).groupBy(['company_id', 'status']);
  if (companyId !== undefined) q = q.where('company_id', '=', companyId);
  const rows = (await q.execute()).map((r) => ({ company_id: r.company_id, status: r.status, n: Number(r.n) }));
  for (let i = 0; i < rows.length; i += 500) await db.insertInto('after_sale_counter').values(rows.slice(i, i + 500)).execute();
}

/**
 * Applies a change guarded by the state and the version the caller saw: of two staff acting at once one wins, the
 * other is told the case changed. Moves the order's after-sale status when the case opens or ends.
 */
export async function move(db: Db, c: Case, to: number, set: Partial<Omit<Case, 'id' | 'version'>>, now: number): Promise<Case> {
  const r = await db
    .updateTable('after_sale')
    .set({ ...set, status: to, version: sql`version + 1`, updated_at: now, ...(isOpen(to) ? {} : { finished_at: set.finished_at ?? now }) })
    .where('id', '=', c.id)
    .where('version', '=', c.version)
    .where('status', '=', c.status)
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) throw fail(STALE);
  if (c.status !== to) {
    const d = new Map<string, number>();
    addDelta(d, c.company_id, c.status, -1);
    addDelta(d, c.company_id, to, 1);
    await moveCaseCounters(db, d);
  }
  const next = { ...c, ...set, status: to, version: c.version + 1, updated_at: now } as Case;
  if (isOpen(c.status) !== isOpen(to)) {
    const o = await getOrder(db, c.company_id, c.order_id);
    await setAfterSale(db, o, isOpen(to) ? { type: 2, name: '买家' } : ORDER_ACTOR, isOpen(to) ? OrderAfterSale.IN_PROGRESS : OrderAfterSale.DONE, now);
  }
  return next;
}

/** Who ends an order's after-sale in the order log. */
const ORDER_ACTOR = { type: 3, name: '售后' } as const;

export const isOpen = (status: number) => (OPEN_STATUSES as readonly number[]).includes(status);

function assertState(c: Case, allowed: number[], what: string): void {
  if (!allowed.includes(c.status)) throw fail(`售后单${STATUS_TEXT[c.status]}，不能${what}`);
}
function assertVersion(c: Case, version: number | undefined): void {
  if (version !== undefined && version !== c.version) throw fail(STALE);
}
function assertBeforeDeadline(c: Case, now: number): void {
  if (c.deadline_at !== null && Number(c.deadline_at) <= now) throw fail('已超过处理时限，平台将自动处理，请刷新');
}

let seq = 0;
/** SH + yyMMdd (China) + the id: unique, and the same for the same seed. */
function caseNo(now: number, id: number): string {
  return `SH${new Date(now + 8 * HOUR).toISOString().replace(/\D/g, '').slice(2, 8)}${String(id).padStart(8, '0')}`;
}

export interface OpenInput {
  companyId: number;
  orderId: number;
  type: number;
  reasonCode: string;
  reasonText?: string;
  images?: string[];
  /** Lines and amounts asked for; all that is left when omitted. */
  lines?: Array<{ orderLineId: number; amount: number }>;
  buyerName?: string;
  now: number;
}

/** A buyer opens a case (the simulator and the tests; buyers' own app is not part of this back office). */
export async function openCase(db: Db, p: OpenInput): Promise<Case> {
  const o = await getOrder(db, p.companyId, p.orderId);
  if (![OrderStatus.TO_SHIP, OrderStatus.SHIPPED, OrderStatus.COMPLETED].includes(o.status as 2 | 3 | 4)) throw fail('只有已付款的订单可以申请售后');
  if (!BUYER_REASONS[p.reasonCode]) throw fail('售后原因不在支持范围内');
  if (o.paid_amount <= 0) throw fail('实付金额为 0 的订单（如校园代理的样品单）没有可退款项，不能申请售后');
  const shipped = o.status !== OrderStatus.TO_SHIP;
  if (!shipped && p.type !== CaseType.REFUND) throw fail('未发货的订单只能申请仅退款');
  const open = await db.selectFrom('after_sale').select('id').where('order_id', '=', o.id).where('status', 'in', [...OPEN_STATUSES]).executeTakeFirst();
  if (open) throw fail('该订单已有处理中的售后单');
  const limits = await refundLimits(db, o);
  const want = p.lines ?? [...limits.lines].filter(([, l]) => l.left > 0).map(([id, l]) => ({ orderLineId: id, amount: l.left }));
  checkLines(want, limits);
  const freight = p.type === CaseType.EXCHANGE ? 0 : freightFor(p.reasonCode, want, limits);
  const lines: CaseLine[] = want.map((w) => {
    const l = limits.lines.get(w.orderLineId)!;
    return { orderLineId: w.orderLineId, goodsName: l.name, specText: l.spec, quantity: l.quantity, amount: w.amount };
  });
  const setting = await getSetting(db, p.companyId);
  const apply = want.reduce((s, w) => s + w.amount, 0) + freight;
  const row = await db
    .insertInto('after_sale')
    .values({
      company_id: p.companyId,
      case_no: `tmp-${o.id}-${p.now}-${++seq}`,
      order_id: o.id,
      order_no: o.order_no,
      type: p.type,
      shipped: shipped ? 1 : 0,
      status: S.WAIT_MERCHANT,
      buyer_name: p.buyerName ?? o.buyer_name,
      reason_code: p.reasonCode,
      reason_text: (p.reasonText ?? '').slice(0, 500),
      images_json: JSON.stringify(p.images ?? []),
      goods_summary: lines.map((l) => l.goodsName).join('、').slice(0, 200),
      lines_json: JSON.stringify(lines),
      apply_amount: apply,
      freight_amount: freight,
      refund_amount: 0,
      refund_lines_json: null,
      deadline_at: p.now + setting.replyHours * HOUR,
      warned_at: null,
      refuse_code: null,
      refuse_text: null,
      refuse_images_json: null,
      return_address_json: null,
      return_logistics: null,
      return_tracking_no: null,
      reship_logistics: null,
      reship_tracking_no: null,
      buyer_shipped_at: null,
      received_at: null,
      refunded_at: null,
      dispute_status: 0,
      dispute_at: null,
      proof_deadline_at: null,
      buyer_evidence_text: null,
      buyer_evidence_json: null,
      merchant_proof_text: null,
      merchant_proof_json: null,
      merchant_proof_at: null,
      decision_note: null,
      decided_at: null,
      created_at: p.now,
      updated_at: p.now,
      finished_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.updateTable('after_sale').set({ case_no: caseNo(p.now, Number(row.id)) }).where('id', '=', Number(row.id)).execute();
  await moveCaseCounters(db, new Map([[`${p.companyId}|${S.WAIT_MERCHANT}`, 1]]));
  let c = await getCase(db, p.companyId, Number(row.id));
  await setAfterSale(db, o, { type: 2, name: c.buyer_name }, OrderAfterSale.IN_PROGRESS);
  await addLog(db, c, { type: 2, name: c.buyer_name }, '申请售后', `${TYPE_TEXT[p.type]}，${BUYER_REASONS[p.reasonCode]!.text}，申请 ${yuan(apply)}${freight ? `（含运费 ${yuan(freight)}）` : ''}${p.reasonText ? `：${p.reasonText}` : ''}`, p.now, p.images ?? null);
  await emitEvent(db, { companyId: p.companyId, kind: 'afterSale.created', subjectId: c.id, payload: { caseNo: c.case_no, type: c.type, amount: apply, deadlineAt: c.deadline_at }, now: p.now });
  // The shop's auto-agree rule: small refund-only cases before shipping are agreed at once.
  if (setting.autoAgree && p.type === CaseType.REFUND && !shipped && apply <= setting.autoAgreeMax) {
    c = await agree(db, c, { type: 3, name: '平台（自动同意规则）' }, {}, p.now, `符合店铺自动同意规则（未发货仅退款，不超过 ${yuan(setting.autoAgreeMax)}）`);
  }
  return c;
}

/** Posts the case's refund to the ledger (before settlement from pending, after from available) and moves to 退款中. */
async function refund(db: Db, c: Case, actor: Actor, plan: RefundPlan | null, now: number, note: string): Promise<Case> {
  const o = await getOrder(db, c.company_id, c.order_id);
  const limits = await refundLimits(db, o, c.id);
  const lines = JSON.parse(c.lines_json) as CaseLine[];
  const p: RefundPlan = plan ?? { lines: lines.map((l) => ({ orderLineId: l.orderLineId, amount: Math.min(l.amount, limits.lines.get(l.orderLineId)?.left ?? 0) })).filter((l) => l.amount > 0), freight: Math.min(c.freight_amount, limits.freightLeft) };
  checkLines(p.lines, limits);
  if (p.freight > limits.freightLeft) throw fail(`运费退款超过可退运费：可退 ${yuan(limits.freightLeft)}`);
  const amount = p.lines.reduce((s, l) => s + l.amount, 0) + p.freight;
  const next = await move(db, c, S.REFUNDING, { refund_amount: amount, refund_lines_json: JSON.stringify(p), deadline_at: now + DEFAULTS.refundChannelMs, warned_at: null }, now);
  await postRefund(db, { companyId: c.company_id, orderId: c.order_id, key: `aftersale:${c.id}:refund`, amount, at: now, refType: 'afterSale', refId: c.id, refNo: c.case_no, memo: `售后单 ${c.case_no} 退款` });
  await addLog(db, c, actor, '退款', `${note}退款 ${yuan(amount)}${p.freight ? `（含运费 ${yuan(p.freight)}）` : ''}，原路退回买家`, now);
  await emitEvent(db, { companyId: c.company_id, kind: 'afterSale.refunded', subjectId: c.id, payload: { caseNo: c.case_no, amount }, now });
  return next;
}

async function defaultAddress(db: Db, companyId: number): Promise<string | null> {
  const a = await db.selectFrom('after_sale_address').selectAll().where('company_id', '=', companyId).orderBy('is_default', 'desc').orderBy('id').limit(1).executeTakeFirst();
  return a ? JSON.stringify({ name: a.name, phone: a.phone, region: a.region, address: a.address }) : null;
}

/**
 * Agree to a case waiting for the merchant: refund-only refunds at once; a return or exchange waits for the buyer's
 * parcel at the chosen (or default) return address.
 */
export async function agree(db: Db, c: Case, actor: Actor, p: { addressId?: number | null; plan?: RefundPlan | null; version?: number }, now: number, note = ''): Promise<Case> {
  assertVersion(c, p.version);
  assertState(c, [S.WAIT_MERCHANT], '同意');
  if (actor.type === 1) assertBeforeDeadline(c, now);
  if (c.type === CaseType.REFUND) {
    await addLog(db, c, actor, '同意退款', note, now);
    return refund(db, c, actor, p.plan ?? null, now, '');
  }
  let address: string | null;
  if (p.addressId) {
    const a = await db.selectFrom('after_sale_address').selectAll().where('id', '=', p.addressId).where('company_id', '=', c.company_id).executeTakeFirst();
    if (!a) throw fail('退货地址不存在');
    address = JSON.stringify({ name: a.name, phone: a.phone, region: a.region, address: a.address });
  } else address = await defaultAddress(db, c.company_id);
  if (!address && actor.type === 1) throw fail('请先在售后设置中添加退货地址');
  const step = agreeReturnStep(c, address, note, now);
  const next = await move(db, c, step.to, step.set, now);
  await addLog(db, c, actor, step.action, step.detail, now);
  return next;
}

/**
 * A change of state that moves no money, with its case-log line: what agreeing to a return or exchange does, and
 * what most deadlines do. The deadline pass applies many of them at once (`applySteps`); `move` + `addLog` apply one.
 */
export interface Step {
  to: number;
  set: Partial<Omit<Case, 'id' | 'version' | 'status'>>;
  action: string;
  detail: string;
}

/** Agreeing to a return or an exchange: the buyer ships to the return address (JSON, null when the shop has none). */
function agreeReturnStep(c: Case, address: string | null, note: string, now: number): Step {
  const a = address ? (JSON.parse(address) as { name: string; region: string; address: string }) : null;
  return {
    to: S.WAIT_BUYER_RETURN,
    set: { return_address_json: address, deadline_at: now + DEFAULTS.buyerReturnMs, warned_at: null },
    action: c.type === CaseType.EXCHANGE ? '同意换货' : '同意退货',
    detail: `${note}${note ? '；' : ''}${a ? `退货地址：${a.name} ${a.region}${a.address}` : '商家未设置退货地址'}`,
  };
}

export async function refuse(db: Db, c: Case, actor: Actor, p: { reasonCode: string; reasonText?: string; images?: string[]; version?: number }, now: number): Promise<Case> {
  assertVersion(c, p.version);
  assertState(c, [S.WAIT_MERCHANT], '拒绝');
  assertBeforeDeadline(c, now);
  const base = REFUSE_REASONS[p.reasonCode];
  if (!base) throw fail('请选择拒绝原因');
  const text = (p.reasonText ?? '').trim();
  if (p.reasonCode === 'other' && !text) throw fail('拒绝原因选择「其他原因」时请填写说明');
  if ((p.reasonCode === 'used' || p.reasonCode === 'shipped_normal') && !p.images?.length) throw fail(`拒绝原因「${base}」需要上传凭证图片`);
  const next = await move(db, c, S.REFUSED, { refuse_code: p.reasonCode, refuse_text: text || null, refuse_images_json: JSON.stringify(p.images ?? []), deadline_at: null, warned_at: null }, now);
  await addLog(db, c, actor, '拒绝售后', `${base}${text ? `：${text}` : ''}`, now, p.images ?? null);
  return next;
}

export async function confirmReceipt(db: Db, c: Case, actor: Actor, p: { plan?: RefundPlan | null; version?: number }, now: number, note = ''): Promise<Case> {
  assertVersion(c, p.version);
  assertState(c, [S.WAIT_RECEIVE], '确认收货');
  if (actor.type === 1) assertBeforeDeadline(c, now);
  if (c.type === CaseType.EXCHANGE) {
    const step = receiveExchangeStep((await getSetting(db, c.company_id)).reshipHours, note, now);
    await addLog(db, c, actor, step.action, step.detail, now);
    return move(db, c, step.to, step.set, now);
  }
  await addLog(db, c, actor, '确认收到退货', note, now);
  const moved = { ...c, received_at: now };
  await db.updateTable('after_sale').set({ received_at: now }).where('id', '=', c.id).where('version', '=', c.version).execute();
  return refund(db, moved, actor, p.plan ?? null, now, '');
}

/** Receiving an exchange's return: the merchant re-ships within the shop's hours. */
function receiveExchangeStep(reshipHours: number, note: string, now: number): Step {
  return { to: S.RESHIP_WAIT, set: { received_at: now, deadline_at: now + reshipHours * HOUR, warned_at: null }, action: '确认收到退货', detail: note };
}

export async function refuseReceipt(db: Db, c: Case, actor: Actor, p: { reasonText: string; images?: string[]; version?: number }, now: number): Promise<Case> {
  assertVersion(c, p.version);
  assertState(c, [S.WAIT_RECEIVE], '拒绝收货');
  assertBeforeDeadline(c, now);
  const text = p.reasonText.trim();
  if (!text) throw fail('请填写拒绝收货的原因');
  if (!p.images?.length) throw fail('拒绝收货需要上传凭证图片');
  const next = await move(db, c, S.REFUSED, { refuse_code: 'receipt', refuse_text: text, refuse_images_json: JSON.stringify(p.images), deadline_at: null, warned_at: null }, now);
  await addLog(db, c, actor, '拒绝收货', text, now, p.images);
  return next;
}

export async function reship(db: Db, c: Case, actor: Actor, p: { logisticsCompany: string; trackingNo: string; version?: number }, now: number): Promise<Case> {
  assertVersion(c, p.version);
  assertState(c, [S.RESHIP_WAIT], '发出换货');
  assertBeforeDeadline(c, now);
  const code = p.logisticsCompany.trim().toUpperCase();
  if (!LOGISTICS[code]) throw fail('物流公司不在支持范围内');
  const no = p.trackingNo.trim();
  if (!/^[A-Za-z0-9-]{6,30}$/.test(no)) throw fail('运单号应为 6 至 30 位字母、数字或短横线');
  const next = await move(db, c, S.RESHIPPED, { reship_logistics: code, reship_tracking_no: no, deadline_at: now + DEFAULTS.exchangeConfirmMs, warned_at: null }, now);
  await addLog(db, c, actor, '换货发出', `${LOGISTICS[code]} ${no}`, now);
  return next;
}

/** A line of the negotiation history; allowed on any case not finished more than 30 days ago. */
export async function negotiate(db: Db, c: Case, actor: Actor, p: { text: string; images?: string[] }, now: number): Promise<void> {
  const text = p.text.trim();
  if (!text) throw fail('请填写协商内容');
  if (!isOpen(c.status) && c.status !== S.REFUSED) throw fail(`售后单${STATUS_TEXT[c.status]}，不能再留言`);
  await addLog(db, c, actor, '协商留言', text, now, p.images ?? null);
  await db.updateTable('after_sale').set({ updated_at: now }).where('id', '=', c.id).execute();
}

export async function submitProof(db: Db, c: Case, actor: Actor, p: { text: string; images?: string[]; version?: number }, now: number): Promise<Case> {
  assertVersion(c, p.version);
  if (c.status !== S.DISPUTE || c.dispute_status !== 1) throw fail('该售后单不在平台介入中，不能提交举证');
  if (c.proof_deadline_at !== null && Number(c.proof_deadline_at) <= now) throw fail('已超过举证期限，不能再提交');
  const text = p.text.trim();
  if (!text) throw fail('请填写举证说明');
  const r = await db
    .updateTable('after_sale')
    .set({ merchant_proof_text: text.slice(0, 500), merchant_proof_json: JSON.stringify(p.images ?? []), merchant_proof_at: now, version: sql`version + 1`, updated_at: now })
    .where('id', '=', c.id)
    .where('version', '=', c.version)
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) throw fail(STALE);
  await addLog(db, c, actor, '商家举证', text, now, p.images ?? null);
  return getCase(db, c.company_id, c.id);
}

// ---- the buyer's side (simulator) ----

export async function buyerShip(db: Db, c: Case, p: { logisticsCompany: string; trackingNo: string }, now: number): Promise<Case> {
  assertState(c, [S.WAIT_BUYER_RETURN], '寄回商品');
  const s = await getSetting(db, c.company_id);
  const next = await move(db, c, S.WAIT_RECEIVE, { return_logistics: p.logisticsCompany, return_tracking_no: p.trackingNo, buyer_shipped_at: now, deadline_at: now + s.receiveDays * DAY, warned_at: null }, now);
  await addLog(db, c, { type: 2, name: c.buyer_name }, '买家寄回', `${LOGISTICS[p.logisticsCompany] ?? p.logisticsCompany} ${p.trackingNo}`, now);
  return next;
}

export async function buyerCancel(db: Db, c: Case, now: number): Promise<Case> {
  assertState(c, [S.WAIT_MERCHANT, S.WAIT_BUYER_RETURN], '撤销');
  const next = await move(db, c, S.CANCELLED, { deadline_at: null }, now);
  await addLog(db, c, { type: 2, name: c.buyer_name }, '买家撤销申请', '', now);
  return next;
}

export async function buyerConfirmExchange(db: Db, c: Case, now: number): Promise<Case> {
  assertState(c, [S.RESHIPPED], '确认收到换货');
  const next = await move(db, c, S.EXCHANGED, { deadline_at: null }, now);
  await addLog(db, c, { type: 2, name: c.buyer_name }, '买家确认收到换货', '', now);
  return next;
}

/** The buyer asks the platform to step in on a refused case (within 7 days of the refusal). */
export async function escalate(db: Db, c: Case, p: { text: string; images?: string[] }, now: number): Promise<Case> {
  assertState(c, [S.REFUSED], '申请平台介入');
  if (c.finished_at !== null && now - Number(c.finished_at) > DEFAULTS.escalateMs) throw fail('已超过申请平台介入的期限（拒绝后 7 天）');
  const next = await move(db, c, S.DISPUTE, { dispute_status: 1, dispute_at: now, proof_deadline_at: now + DEFAULTS.proofMs, buyer_evidence_text: p.text.slice(0, 500), buyer_evidence_json: JSON.stringify(p.images ?? []), deadline_at: null, finished_at: null }, now);
  await addLog(db, c, { type: 2, name: c.buyer_name }, '申请平台介入', p.text, now, p.images ?? null);
  await emitEvent(db, { companyId: c.company_id, kind: 'afterSale.disputed', subjectId: c.id, payload: { caseNo: c.case_no, proofDeadlineAt: next.proof_deadline_at }, now });
  return next;
}

/** The platform decides a dispute; for the buyer, the money follows (refund through the ledger). */
export async function decideDispute(db: Db, c: Case, winner: 'buyer' | 'merchant', note: string, now: number): Promise<Case> {
  if (c.status !== S.DISPUTE) throw fail(`售后单${STATUS_TEXT[c.status]}，不在平台介入中`);
  const text = note.trim() || (winner === 'buyer' ? '平台判定支持买家' : '平台判定支持商家');
  await addLog(db, c, PLATFORM, '平台裁决', `${winner === 'buyer' ? '支持买家' : '支持商家'}：${text}`, now);
  await emitEvent(db, { companyId: c.company_id, kind: 'afterSale.disputeDecided', subjectId: c.id, payload: { caseNo: c.case_no, winner }, now });
  if (winner === 'merchant') return move(db, c, S.CLOSED, { dispute_status: 3, decision_note: text, decided_at: now, deadline_at: null }, now);
  await db.updateTable('after_sale').set({ dispute_status: 2, decision_note: text, decided_at: now }).where('id', '=', c.id).execute();
  return refund(db, { ...c, dispute_status: 2, decision_note: text, decided_at: now }, PLATFORM, null, now, '平台裁决支持买家，');
}

// ---- deadlines ----

const AUTO_AGREE_NOTE = '商家超时未处理，平台自动同意';
const AUTO_RECEIVE_NOTE = '商家超时未确认收货，平台自动确认';
const isDue = (c: Case, now: number) => c.deadline_at !== null && Number(c.deadline_at) <= now && (TIMED_STATUSES as readonly number[]).includes(c.status);

/** What a shop's deadline steps need: its default return address (JSON) and its re-ship hours. */
interface ShopFacts {
  address: string | null;
  reshipHours: number;
}

/**
 * The platform's step at a due deadline when no money moves (auto-agree a return or exchange, close a return never
 * shipped, auto-receive an exchange, the refund channel's confirmation, auto-confirm an exchange); null when the
 * step refunds (auto-agree a refund-only case, auto-receive a return, an exchange not re-shipped), which goes through
 * the ledger case by case, or when nothing is due.
 */
function deadlineStep(c: Case, now: number, shop: ShopFacts): Step | null {
  if (!isDue(c, now)) return null;
  switch (c.status) {
    case S.WAIT_MERCHANT:
      return c.type === CaseType.REFUND ? null : agreeReturnStep(c, shop.address, AUTO_AGREE_NOTE, now);
    case S.WAIT_BUYER_RETURN:
      return { to: S.CLOSED, set: { deadline_at: null }, action: '售后关闭', detail: '买家超时未寄回商品，售后关闭' };
    case S.WAIT_RECEIVE:
      return c.type === CaseType.EXCHANGE ? receiveExchangeStep(shop.reshipHours, AUTO_RECEIVE_NOTE, now) : null;
    case S.REFUNDING:
      return { to: S.REFUNDED, set: { refunded_at: now, deadline_at: null }, action: '退款成功', detail: `${yuan(c.refund_amount)} 已退回买家支付账户` };
    case S.RESHIPPED:
      return { to: S.EXCHANGED, set: { deadline_at: null }, action: '换货完成', detail: '买家超时未确认，平台自动确认收到换货' };
    default:
      return null;
  }
}

/** The shop facts of the cases that need them, two queries for a whole chunk. */
async function shopFacts(db: Db, cases: Case[]): Promise<Map<number, ShopFacts>> {
  const out = new Map<number, ShopFacts>();
  const ids = [...new Set(cases.filter((c) => (c.status === S.WAIT_MERCHANT && c.type !== CaseType.REFUND) || (c.status === S.WAIT_RECEIVE && c.type === CaseType.EXCHANGE)).map((c) => c.company_id))];
  if (!ids.length) return out;
  for (const id of ids) out.set(id, { address: null, reshipHours: DEFAULTS.reshipHours });
  // The default address as `defaultAddress` picks it: the default first, then the oldest.
  const addresses = await db.selectFrom('after_sale_address').select(['company_id', 'name', 'phone', 'region', 'address']).where('company_id', 'in', ids).orderBy('company_id').orderBy('is_default', 'desc').orderBy('id').execute();
  for (const a of addresses) {
    const f = out.get(a.company_id)!;
    if (f.address === null) f.address = JSON.stringify({ name: a.name, phone: a.phone, region: a.region, address: a.address });
  }
  const settings = await db.selectFrom('after_sale_setting').select(['company_id', 'reship_hours']).where('company_id', 'in', ids).execute();
  for (const st of settings) out.get(st.company_id)!.reshipHours = st.reship_hours;
  return out;
}

/**
 * Applies money-free steps to cases read in this transaction, set-based: one UPDATE per (state, version, step)
 * group guarded by id, state and version (a case another process changed since is left alone and not counted), then
 * one INSERT of the case-log lines, and the orders whose after-sale ends (`endAfterSaleMany`: status, counters, order
 * log). The same result as `move` + `addLog` case by case. Returns the ids applied.
 */
async function applySteps(db: Db, steps: Array<{ c: Case; step: Step }>, now: number): Promise<Set<number>> {
  const groups = new Map<string, { from: number; version: number; step: Step; ids: number[] }>();
  for (const { c, step } of steps) {
    const key = `${c.status}|${c.version}|${step.to}|${JSON.stringify(step.set)}`;
    const g = groups.get(key);
    if (g) g.ids.push(c.id);
    else groups.set(key, { from: c.status, version: c.version, step, ids: [c.id] });
  }
  const won = new Set<number>();
  for (const g of groups.values()) {
    const rows = await db
      .updateTable('after_sale')
      .set({ ...g.step.set, status: g.step.to, version: sql`version + 1`, updated_at: now, ...(isOpen(g.step.to) ? {} : { finished_at: g.step.set.finished_at ?? now }) })
      .where('id', 'in', g.ids)
      .where('status', '=', g.from)
      .where('version', '=', g.version)
      .returning('id')
      .execute();
    for (const r of rows) won.add(Number(r.id));
  }
  const done = steps.filter(({ c }) => won.has(c.id));
  if (!done.length) return won;
  const deltas = new Map<string, number>();
  for (const { c, step } of done) {
    if (c.status === step.to) continue;
    addDelta(deltas, c.company_id, c.status, -1);
    addDelta(deltas, c.company_id, step.to, 1);
  }
  await moveCaseCounters(db, deltas);
  await db
    .insertInto('after_sale_log')
    .values(done.map(({ c, step }) => ({ after_sale_id: c.id, company_id: c.company_id, actor_type: PLATFORM.type, actor_name: PLATFORM.name, action: step.action, detail: step.detail.slice(0, 500), images_json: null, created_at: now })))
    .execute();
  // Deadline steps only end cases or keep them open; an ended case ends its order's after-sale, as `move` does.
  await endAfterSaleMany(
    db,
    done.filter(({ c, step }) => isOpen(c.status) && !isOpen(step.to)).map(({ c }) => c.order_id),
    ORDER_ACTOR,
    now,
  );
  return won;
}

/** What the platform does when a case's deadline passes (the case log says so); one case, in the caller's transaction. */
export async function applyDeadline(db: Db, c: Case, now: number): Promise<Case | null> {
  if (!isDue(c, now)) return null;
  switch (c.status) {
    case S.WAIT_MERCHANT:
      return agree(db, c, PLATFORM, {}, now, AUTO_AGREE_NOTE);
    case S.WAIT_RECEIVE:
      return confirmReceipt(db, c, PLATFORM, {}, now, AUTO_RECEIVE_NOTE);
    case S.RESHIP_WAIT:
      await addLog(db, c, PLATFORM, '超时未发出换货', '商家超时未发出换货，平台改为退款', now);
      return refund(db, c, PLATFORM, null, now, '');
  }
  // The remaining steps need no shop facts.
  const step = deadlineStep(c, now, { address: null, reshipHours: DEFAULTS.reshipHours });
  if (!step) return null;
  const next = await move(db, c, step.to, step.set, now);
  await addLog(db, c, PLATFORM, step.action, step.detail, now);
  return next;
}

/** Each case in its own transaction: a stale or failing case is skipped (counted as failed unless another process won). */
async function applyOneByOne(db: Db, ids: number[], now: number, skip: Set<number>): Promise<{ applied: number; failed: number }> {
  let applied = 0;
  let failed = 0;
  for (const id of ids) {
    try {
      const next = await db.transaction().execute(async (trx) => applyDeadline(trx, await getCase(trx, null, id), now));
      // null: no longer due (another process applied it meanwhile).
      if (next) applied++;
      else skip.add(id);
    } catch (e) {
      // Another process applied it first (stale version) or it cannot be applied now: never twice, never a loop.
      skip.add(id);
      if (!(e instanceof Error && e.message === STALE)) failed++;
    }
  }
  return { applied, failed };
}

/** Cases whose step refunds: postRefund case by case, up to 100 a transaction; a failing group is retried one by one. */
async function applyRefunds(db: Db, ids: number[], now: number, skip: Set<number>): Promise<{ applied: number; failed: number }> {
  let applied = 0;
  let failed = 0;
  for (let i = 0; i < ids.length; i += 100) {
    const part = ids.slice(i, i + 100);
    try {
      applied += await db.transaction().execute(async (trx) => {
        let k = 0;
        const rows = await trx.selectFrom('after_sale').selectAll().where('id', 'in', part).orderBy('id').execute();
        for (const c of rows) if (await applyDeadline(trx, norm(c), now)) k++;
        return k;
      });
    } catch {
      const r = await applyOneByOne(db, part, now, skip);
      applied += r.applied;
      failed += r.failed;
    }
  }
  return { applied, failed };
}

/**
 * One deadline pass: every case whose deadline is due is applied once, so a pass killed part-way and run again (by
 * this or another process) applies each case once. Per chunk of due cases (500 by default), one transaction reads
 * them and applies every money-free step at once (`applySteps`: updates guarded by id, state and version, multi-row
 * log inserts, the orders' after-sale status and counters per chunk); the steps that refund go through the ledger
 * case by case (`applyRefunds`). A chunk that fails is retried case by case, so one case that cannot be applied never
 * holds the others back, and a committed chunk is never applied again. Cases due within 6 hours are then announced
 * once each (afterSale.deadlineSoon, guarded by warned_at), 500 per transaction and at most 5,000 per pass.
 */
export async function deadlinePass(db: Db, now: number, opts: { batch?: number; chunk?: number; max?: number } = {}): Promise<{ applied: number; failed: number; warned: number }> {
  const chunk = Math.max(1, opts.chunk ?? 500);
  const batch = Math.max(chunk, opts.batch ?? 2000);
  const max = opts.max ?? 1_000_000;
  let applied = 0;
  let failed = 0;
  const skip = new Set<number>();
  while (applied + failed < max) {
    const ids = await db
      .selectFrom('after_sale')
      .select(['id'])
      .where('deadline_at', '<=', now)
      .where('status', 'in', [...TIMED_STATUSES])
      .orderBy('deadline_at')
      .orderBy('id')
      .limit(Math.min(batch, max - applied - failed) + skip.size)
      .execute();
    const todo = ids
      .map((r) => Number(r.id))
      .filter((id) => !skip.has(id))
      .slice(0, max - applied - failed);
    if (!todo.length) break;
    for (let i = 0; i < todo.length; i += chunk) {
      const part = todo.slice(i, i + chunk);
      let refunds: number[];
      try {
        const r = await db.transaction().execute(async (trx) => {
          const rows = (await trx.selectFrom('after_sale').selectAll().where('id', 'in', part).orderBy('id').execute()).map(norm);
          const facts = await shopFacts(trx, rows);
          const steps: Array<{ c: Case; step: Step }> = [];
          const money: number[] = [];
          for (const c of rows) {
            const step = deadlineStep(c, now, facts.get(c.company_id) ?? { address: null, reshipHours: DEFAULTS.reshipHours });
            if (step) steps.push({ c, step });
            else if (isDue(c, now)) money.push(c.id);
          }
          return { won: await applySteps(trx, steps, now), money };
        });
        applied += r.won.size;
        refunds = r.money;
        // Listed as due but applied by another process meanwhile (or no longer due): not this pass's to apply.
        for (const id of part) if (!r.won.has(id) && !r.money.includes(id)) skip.add(id);
      } catch {
        const r = await applyOneByOne(db, part, now, skip);
        applied += r.applied;
        failed += r.failed;
        continue;
      }
      const r = await applyRefunds(db, refunds, now, skip);
      applied += r.applied;
      failed += r.failed;
      // A refund step applied by another process meanwhile is skipped by its state; never listed again this pass.
      for (const id of refunds) skip.add(id);
    }
  }
  return { applied, failed, warned: await announceSoon(db, now) };
}

/** How many cases one pass announces at most (the next pass, a minute later, goes on). */
const SOON_PER_PASS = 5000;

/** afterSale.deadlineSoon once per case whose merchant deadline is within 24 hours (SOON_MS); returns how many were announced. */
async function announceSoon(db: Db, now: number): Promise<number> {
  let warned = 0;
  for (let round = 0; round < SOON_PER_PASS / 500; round++) {
    const soon = await db
      .selectFrom('after_sale')
      .select('id')
      .where('deadline_at', '>', now)
      .where('deadline_at', '<=', now + SOON_MS)
      .where('warned_at', 'is', null)
      .where('status', 'in', [...MERCHANT_WAITING])
      .orderBy('id')
      .limit(500)
      .execute();
    if (!soon.length) return warned;
    warned += await db.transaction().execute(async (trx) => {
      // Guarded by warned_at (and the state and deadline again): of two processes, one announces each case.
      const rows = await trx
        .updateTable('after_sale')
        .set({ warned_at: now })
        .where('id', 'in', soon.map((s) => Number(s.id)))
        .where('warned_at', 'is', null)
        .where('deadline_at', '>', now)
        .where('deadline_at', '<=', now + SOON_MS)
        .where('status', 'in', [...MERCHANT_WAITING])
        .returning(['id', 'company_id', 'case_no', 'status', 'deadline_at'])
        .execute();
      rows.sort((a, b) => Number(a.id) - Number(b.id));
      await emitEvents(
        trx,
        rows.map((s) => ({ companyId: s.company_id, kind: 'afterSale.deadlineSoon', subjectId: Number(s.id), payload: { caseNo: s.case_no, status: s.status, deadlineAt: Number(s.deadline_at) }, now })),
      );
      return rows.length;
    });
    if (soon.length < 500) break;
  }
  return warned;
}

/** Open cases (including disputes awaiting the platform) and appeals awaiting the platform: shop closing waits for 0. */
export async function openCaseCount(db: Db, companyId: number): Promise<number> {
  const a = await db.selectFrom('after_sale').select((e) => e.fn.countAll<number>().as('n')).where('company_id', '=', companyId).where('status', 'in', [...OPEN_STATUSES]).executeTakeFirstOrThrow();
  const v = await db.selectFrom('violation').select((e) => e.fn.countAll<number>().as('n')).where('company_id', '=', companyId).where('status', '=', 2).executeTakeFirstOrThrow();
  return Number(a.n) + Number(v.n);
}

/**
 * The overview's to-do items of this area, each with its deadline: cases waiting for the merchant (agree, receive,
 * re-ship), dispute proofs not yet given, and violations still open to appeal.
 */
export async function todoItems(db: Db, companyId: number, now: number) {
  const [cases, proofs, appeals] = await Promise.all([
    db
      .selectFrom('after_sale')
      .select(['id', 'case_no', 'status', 'buyer_name', 'deadline_at'])
      .where('company_id', '=', companyId)
      .where('status', 'in', [S.WAIT_MERCHANT, S.WAIT_RECEIVE, S.RESHIP_WAIT])
      .orderBy('deadline_at')
      .limit(5)
      .execute(),
    db
      .selectFrom('after_sale')
      .select(['id', 'case_no', 'proof_deadline_at'])
      .where('company_id', '=', companyId)
      .where('status', '=', S.DISPUTE)
      .where('dispute_status', '=', 1)
      .where('merchant_proof_at', 'is', null)
      .where('proof_deadline_at', '>', now)
      .orderBy('proof_deadline_at')
      .limit(3)
      .execute(),
    db
      .selectFrom('violation')
      .select(['id', 'violation_no', 'rule_code', 'appeal_deadline_at'])
      .where('company_id', '=', companyId)
      .where('status', '=', 1)
      .where('appealed_at', 'is', null)
      .where('appeal_deadline_at', '>', now)
      .orderBy('appeal_deadline_at')
      .limit(3)
      .execute(),
  ]);
  return [
    ...cases.map((c) => ({ type: 'afterSale' as const, title: `售后${STATUS_TEXT[c.status]}`, description: `${c.case_no} · ${c.buyer_name}`.slice(0, 200), deadline: c.deadline_at === null ? null : Number(c.deadline_at), link: `/order/after-detail?afterSaleId=${c.id}` })),
    ...proofs.map((c) => ({ type: 'afterSale' as const, title: '退货纠纷待举证', description: c.case_no, deadline: Number(c.proof_deadline_at), link: `/after-sale-violation/return-dispute/detail?afterSaleId=${c.id}` })),
    ...appeals.map((v) => ({ type: 'violation' as const, title: '违规可申诉', description: v.violation_no, deadline: Number(v.appeal_deadline_at), link: `/after-sale-violation/violation-detail?violationId=${v.id}` })),
  ];
}
