import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { fail } from '../../lib/errors.ts';
import { ALL_STATUSES, BUYER_REASONS, CaseType, HOUR, MERCHANT_WAITING, REFUSE_REASONS, S, STATUS_TEXT, TYPE_TEXT, V_STATUS_TEXT, VIOLATION_RULES } from './constants.ts';
import { getSetting, isOpen, refundLimits, type Case, type CaseLine, type RefundPlan } from './service.ts';
import { penaltyText, type Violation } from './violation.ts';
import { getOrder } from '../order/index.ts';

export interface CaseFilter {
  status?: number;
  type?: number;
  caseNo?: string;
  orderNo?: string;
  createdFrom?: number;
  createdTo?: number;
  /** 1: merchant's deadline within 24 hours. */
  dueSoon?: number;
}

function applyFilter<Q extends { where: (...a: any[]) => Q }>(q: Q, f: CaseFilter, now: number): Q {
  if (f.type) q = q.where('type', '=', f.type);
  if (f.caseNo) q = q.where('case_no', '=', f.caseNo);
  if (f.orderNo) q = q.where('order_no', '=', f.orderNo);
  if (f.createdFrom) q = q.where('created_at', '>=', f.createdFrom);
  if (f.createdTo) q = q.where('created_at', '<', f.createdTo);
  if (f.dueSoon) q = q.where('status', 'in', [...MERCHANT_WAITING]).where('deadline_at', '<=', now + 24 * HOUR);
  return q;
}

const LIST_COLS = ['id', 'case_no', 'order_id', 'order_no', 'type', 'shipped', 'status', 'version', 'buyer_name', 'reason_code', 'goods_summary', 'apply_amount', 'refund_amount', 'deadline_at', 'dispute_status', 'proof_deadline_at', 'created_at', 'updated_at'] as const;

export function parseCursor(cursor: string | null | undefined): [number, number] | null {
  if (!cursor) return null;
  const m = /^(\d{1,15})_(\d{1,15})$/.exec(cursor);
  if (!m) throw fail('分页游标无效');
  return [Number(m[1]), Number(m[2])];
}

/** A keyset page, newest first, over (company_id, [status,] created_at, id). */
export async function listCases(db: Db, companyId: number, f: CaseFilter, cursor: string | null | undefined, pageSize: number, now: number, opts: { dispute?: boolean } = {}) {
  let q = db.selectFrom('after_sale').select([...LIST_COLS]).where('company_id', '=', companyId);
  if (f.status) q = q.where('status', '=', f.status);
  if (opts.dispute) q = q.where('dispute_status', '>', 0);
  q = applyFilter(q, f, now);
  const c = parseCursor(cursor);
  // A row comparison, so that both databases seek the index to the cursor (an OR of two comparisons made PostgreSQL
  // walk the company's index entries from the newest one and filter them).
  if (c) q = q.where(sql<boolean>`(created_at, id) < (${c[0]}, ${c[1]})`);
  const rows = await q.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(pageSize + 1).execute();
  const more = rows.length > pageSize;
  const list = rows.slice(0, pageSize);
  const last = list[list.length - 1];
  return { list: list.map((r) => presentSummary(r)), hasMore: more, nextCursor: more && last ? `${Number(last.created_at)}_${Number(last.id)}` : null };
}

type ListRow = Pick<Case, (typeof LIST_COLS)[number]>;
export function presentSummary(r: ListRow) {
  return {
    afterSaleId: Number(r.id),
    caseNo: r.case_no,
    orderId: Number(r.order_id),
    orderNo: r.order_no,
    type: r.type,
    typeText: TYPE_TEXT[r.type] ?? '',
    shipped: r.shipped === 1,
    status: r.status,
    statusText: STATUS_TEXT[r.status] ?? '',
    version: r.version,
    buyerName: r.buyer_name,
    reasonText: BUYER_REASONS[r.reason_code]?.text ?? r.reason_code,
    goodsSummary: r.goods_summary,
    applyAmount: Number(r.apply_amount),
    refundAmount: Number(r.refund_amount),
    deadlineAt: r.deadline_at === null ? null : Number(r.deadline_at),
    merchantWaiting: (MERCHANT_WAITING as readonly number[]).includes(r.status),
    disputeStatus: r.dispute_status,
    proofDeadlineAt: r.proof_deadline_at === null ? null : Number(r.proof_deadline_at),
    createdAt: Number(r.created_at),
    updatedAt: Number(r.updated_at),
  };
}

/** Whether the filter narrows the cases beyond the company (the status tab aside). */
const hasFilter = (f: CaseFilter) => Boolean(f.type || f.caseNo || f.orderNo || f.createdFrom || f.createdTo || f.dueSoon);

/**
 * Counts per state in one query: without filters from the maintained counter table (after_sale_counter, twelve rows
 * at most whatever the number of cases), with filters one grouped COUNT over the filtered cases (index (company_id,
 * status, created_at, id)).
 */
export async function tabCounts(db: Db, companyId: number, f: CaseFilter, now: number) {
  let rows: Array<{ status: number; n: number | string | bigint }>;
  if (!hasFilter(f)) {
    rows = await db.selectFrom('after_sale_counter').select(['status', 'n']).where('company_id', '=', companyId).execute();
  } else {
    let q = db.selectFrom('after_sale').select(['status', (e) => e.fn.countAll<number>().as('n')]).where('company_id', '=', companyId);
    q = applyFilter(q, f, now);
    rows = await q.groupBy('status').execute();
  }
  const by = new Map(rows.map((r) => [r.status, Number(r.n)]));
  const tabs = ALL_STATUSES.map((s) => ({ status: s, text: STATUS_TEXT[s]!, count: by.get(s) ?? 0 }));
  return { all: tabs.reduce((s, t) => s + t.count, 0), tabs };
}

/** What the merchant may do now, by state (and deadline): the detail page shows exactly these buttons. */
export function allowedActions(c: Case, now: number): string[] {
  const live = c.deadline_at === null || Number(c.deadline_at) > now;
  const a: string[] = [];
  if (c.status === S.WAIT_MERCHANT && live) a.push('agree', 'refuse');
  if (c.status === S.WAIT_RECEIVE && live) a.push('receive', 'refuseReceipt');
  if (c.status === S.RESHIP_WAIT && live) a.push('reship');
  if (c.status === S.DISPUTE && c.dispute_status === 1 && (c.proof_deadline_at === null || Number(c.proof_deadline_at) > now)) a.push('proof');
  if (isOpen(c.status) || c.status === S.REFUSED) a.push('negotiate');
  return a;
}

const parse = <T>(s: string | null, d: T): T => (s ? (JSON.parse(s) as T) : d);

export async function caseDetail(db: Db, c: Case, now: number) {
  const o = await getOrder(db, c.company_id, c.order_id);
  const lines = parse<CaseLine[]>(c.lines_json, []);
  const limits = isOpen(c.status) && c.refund_lines_json === null ? await refundLimits(db, o, c.id) : null;
  const logs = await db.selectFrom('after_sale_log').selectAll().where('after_sale_id', '=', c.id).orderBy('id').execute();
  const orderLines = await db.selectFrom('order_line').select(['id', 'goods_name', 'spec_text', 'image', 'unit_price', 'quantity', 'line_amount']).where('order_id', '=', o.id).orderBy('id').execute();
  const setting = await getSetting(db, c.company_id);
  return {
    ...presentSummary(c),
    reasonCode: c.reason_code,
    reasonDetail: c.reason_text,
    images: parse<string[]>(c.images_json, []),
    freightAmount: c.freight_amount,
    lines: lines.map((l) => ({ ...l, refundableLeft: limits?.lines.get(l.orderLineId)?.left ?? 0 })),
    freightLeft: limits?.freightLeft ?? 0,
    refundPlan: parse<RefundPlan | null>(c.refund_lines_json, null),
    refundedAt: c.refunded_at === null ? null : Number(c.refunded_at),
    refuseReason: c.refuse_code ? (REFUSE_REASONS[c.refuse_code] ?? (c.refuse_code === 'receipt' ? '拒绝收货' : c.refuse_code)) : null,
    refuseText: c.refuse_text,
    refuseImages: parse<string[]>(c.refuse_images_json, []),
    returnAddress: parse<{ name: string; phone: string; region: string; address: string } | null>(c.return_address_json, null),
    returnLogistics: c.return_logistics,
    returnTrackingNo: c.return_tracking_no,
    reshipLogistics: c.reship_logistics,
    reshipTrackingNo: c.reship_tracking_no,
    buyerEvidenceText: c.buyer_evidence_text,
    buyerEvidenceImages: parse<string[]>(c.buyer_evidence_json, []),
    merchantProofText: c.merchant_proof_text,
    merchantProofImages: parse<string[]>(c.merchant_proof_json, []),
    merchantProofAt: c.merchant_proof_at === null ? null : Number(c.merchant_proof_at),
    disputeAt: c.dispute_at === null ? null : Number(c.dispute_at),
    decisionNote: c.decision_note,
    decidedAt: c.decided_at === null ? null : Number(c.decided_at),
    allowedActions: allowedActions(c, now),
    batchAgreeMax: setting.batchAgreeMax,
    order: {
      orderId: o.id,
      orderNo: o.order_no,
      status: o.status,
      paidAmount: o.paid_amount,
      freightAmount: o.freight_amount,
      discountAmount: o.discount_amount,
      paidAt: o.paid_at,
      shippedAt: o.shipped_at,
      logisticsCompany: o.logistics_company,
      trackingNo: o.tracking_no,
      lines: orderLines.map((l) => ({ orderLineId: Number(l.id), goodsName: l.goods_name, specText: l.spec_text, image: l.image, unitPrice: Number(l.unit_price), quantity: l.quantity, lineAmount: Number(l.line_amount) })),
    },
    logs: logs.map((l) => ({ id: Number(l.id), actorType: l.actor_type, actorName: l.actor_name, action: l.action, detail: l.detail, images: parse<string[]>(l.images_json, []), createdAt: Number(l.created_at) })),
  };
}

export function presentViolation(v: Violation, now: number) {
  const rule = VIOLATION_RULES[v.rule_code];
  return {
    violationId: v.id,
    violationNo: v.violation_no,
    ruleCode: v.rule_code,
    ruleName: rule?.name ?? v.rule_code,
    description: v.description,
    evidence: parse<string[]>(v.evidence_json, []),
    orderId: v.order_id,
    orderNo: v.order_no,
    goodsId: v.goods_id,
    points: v.points,
    penalty: v.penalty,
    penaltyText: penaltyText(v.penalty),
    penaltyAmount: v.penalty_amount,
    deducted: v.deducted,
    limitUntil: v.limit_until === null ? null : Number(v.limit_until),
    status: v.status,
    statusText: V_STATUS_TEXT[v.status] ?? '',
    appealDeadlineAt: Number(v.appeal_deadline_at),
    canAppeal: v.status === 1 && v.appealed_at === null && now <= Number(v.appeal_deadline_at),
    appealText: v.appeal_text,
    appealImages: parse<string[]>(v.appeal_images_json, []),
    appealedAt: v.appealed_at === null ? null : Number(v.appealed_at),
    decisionNote: v.decision_note,
    decidedAt: v.decided_at === null ? null : Number(v.decided_at),
    createdAt: Number(v.created_at),
  };
}

export const TYPE_VALUES = [CaseType.REFUND, CaseType.RETURN, CaseType.EXCHANGE];
