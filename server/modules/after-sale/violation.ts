import type { Selectable } from 'kysely';
import type { Db } from '../../db/index.ts';
import { fail } from '../../lib/errors.ts';
import { emitEvent } from '../../lib/events.ts';
import { deductDeposit, postTransaction, yuan } from '../finance/index.ts';
import { OrderStatus } from '../order/index.ts';
import type { ViolationTable } from './schema.ts';
import { chinaDay, shopStanding } from './standing.ts';
import { ACTIVITY_LIMIT_MS, APPEAL_MS, HOUR, PENALTY_TEXT, POINT_THRESHOLDS, V, VIOLATION_RULES, chinaYear, type Penalty } from './constants.ts';

export type Violation = Selectable<ViolationTable>;

function norm(v: Violation): Violation {
  return { ...v, id: Number(v.id), penalty_amount: Number(v.penalty_amount), deducted: Number(v.deducted), order_id: v.order_id === null ? null : Number(v.order_id), goods_id: v.goods_id === null ? null : Number(v.goods_id) };
}

export async function getViolation(db: Db, companyId: number | null, id: number): Promise<Violation> {
  let q = db.selectFrom('violation').selectAll().where('id', '=', id);
  if (companyId !== null) q = q.where('company_id', '=', companyId);
  const v = await q.executeTakeFirst();
  if (!v) throw fail('违规记录不存在');
  return norm(v);
}

export interface IssueInput {
  companyId: number;
  rule: string;
  description?: string;
  evidence?: string[];
  orderId?: number | null;
  goodsId?: number | null;
  points?: number;
  amount?: number;
  now: number;
  /** Idempotency: the same key records one violation (the daily late-shipping job keys by order). */
  key: string;
}

/**
 * The platform records a violation and applies its penalty at once: a deposit deduction (through the ledger, up to
 * what the deposit holds), the goods delisted, or a 30-day limit on activities. Replaying a key records nothing.
 */
export async function issueViolation(db: Db, p: IssueInput): Promise<{ violation: Violation; created: boolean }> {
  const rule = VIOLATION_RULES[p.rule];
  if (!rule) throw fail(`未知的违规类型：${p.rule}（${Object.keys(VIOLATION_RULES).join('、')}）`);
  const prev = await db.selectFrom('violation').selectAll().where('source_key', '=', p.key).executeTakeFirst();
  if (prev) return { violation: norm(prev), created: false };
  let orderNo: string | null = null;
  if (p.orderId) {
    const o = await db.selectFrom('orders').select(['order_no']).where('id', '=', p.orderId).where('company_id', '=', p.companyId).executeTakeFirst();
    if (!o) throw fail('订单不存在');
    orderNo = o.order_no;
  }
  let goodsId = p.goodsId ?? null;
  if (rule.penalty === 'delist' && goodsId === null) throw fail('商品下架处罚需要指定商品（--goods <商品ID>）');
  if (goodsId !== null) {
    const g = await db.selectFrom('goods').select(['id']).where('id', '=', goodsId).where('company_id', '=', p.companyId).executeTakeFirst();
    if (!g) throw fail('商品不存在');
    goodsId = Number(g.id);
  }
  const amount = rule.penalty === 'deposit' || rule.penalty === 'delist' ? (p.amount ?? rule.amount) : 0;
  const row = await db
    .insertInto('violation')
    .values({
      company_id: p.companyId,
      violation_no: `WG${p.now}${Math.floor(Math.random() * 1000)}`.slice(0, 32),
      rule_code: p.rule,
      description: (p.description ?? rule.text).slice(0, 500),
      evidence_json: JSON.stringify(p.evidence ?? []),
      order_id: p.orderId ?? null,
      order_no: orderNo,
      goods_id: goodsId,
      points: p.points ?? rule.points,
      penalty: rule.penalty,
      penalty_amount: amount,
      deducted: 0,
      limit_until: rule.penalty === 'activity' ? p.now + ACTIVITY_LIMIT_MS : null,
      year: chinaYear(p.now),
      status: V.ACTIVE,
      appeal_deadline_at: p.now + APPEAL_MS,
      appeal_text: null,
      appeal_images_json: null,
      appealed_at: null,
      decision_note: null,
      decided_at: null,
      source_key: p.key,
      created_at: p.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const id = Number(row.id);
  const no = `WG${new Date(p.now + 8 * HOUR).toISOString().slice(0, 10).replace(/-/g, '')}${String(id).padStart(6, '0')}`;
  await db.updateTable('violation').set({ violation_no: no }).where('id', '=', id).execute();
  if (amount > 0) {
    const d = await deductDeposit(db, { companyId: p.companyId, amount, reason: `违规处罚：${rule.name}（${no}）`, key: `violation:${id}`, at: p.now, cause: { type: 'penalty', id, no } });
    await db.updateTable('violation').set({ deducted: d.deducted }).where('id', '=', id).execute();
  }
  if (rule.penalty === 'delist' && goodsId !== null) {
    await db.updateTable('goods').set({ status: 2, updated_at: p.now }).where('id', '=', goodsId).where('status', '=', 1).execute();
  }
  await emitEvent(db, { companyId: p.companyId, kind: 'violation.issued', subjectId: id, payload: { violationNo: no, rule: p.rule, points: p.points ?? rule.points }, now: p.now });
  return { violation: await getViolation(db, p.companyId, id), created: true };
}

/** The merchant's one appeal, with evidence, before the appeal deadline. */
export async function appeal(db: Db, v: Violation, p: { text: string; images?: string[] }, now: number): Promise<Violation> {
  if (v.status === V.APPEALING || v.appealed_at !== null) throw fail('每条违规只能申诉一次');
  if (v.status !== V.ACTIVE) throw fail('该违规已处理，不能申诉');
  if (now > Number(v.appeal_deadline_at)) throw fail('已超过申诉期限');
  const text = p.text.trim();
  if (text.length < 5) throw fail('申诉说明至少 5 个字');
  const r = await db
    .updateTable('violation')
    .set({ status: V.APPEALING, appeal_text: text.slice(0, 500), appeal_images_json: JSON.stringify(p.images ?? []), appealed_at: now })
    .where('id', '=', v.id)
    .where('status', '=', V.ACTIVE)
    .where('appealed_at', 'is', null)
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) throw fail('违规记录已被他人处理，请刷新');
  return getViolation(db, v.company_id, v.id);
}

/** The platform upholds or revokes an appealed violation; a revoke returns the deposit taken and relists the goods. */
export async function decideAppeal(db: Db, v: Violation, decision: 'uphold' | 'revoke', note: string, now: number): Promise<{ violation: Violation; returned: number }> {
  if (v.status !== V.APPEALING) throw fail(v.status === V.ACTIVE ? '该违规没有待处理的申诉' : '该申诉已处理过');
  const to = decision === 'revoke' ? V.REVOKED : V.UPHELD;
  const r = await db
    .updateTable('violation')
    .set({ status: to, decision_note: (note.trim() || (decision === 'revoke' ? '申诉成立，撤销处罚' : '申诉不成立，维持处罚')).slice(0, 500), decided_at: now, ...(decision === 'revoke' && v.limit_until ? { limit_until: now } : {}) })
    .where('id', '=', v.id)
    .where('status', '=', V.APPEALING)
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) throw fail('该申诉已处理过');
  let returned = 0;
  if (decision === 'revoke') {
    if (v.deducted > 0) {
      // The deduction reversed: the money goes back from the platform's penalty income to the shop's deposit.
      await postTransaction(db, {
        companyId: v.company_id,
        kind: 'adjust',
        key: `violation:${v.id}:revoke`,
        at: now,
        entries: [
          { account: 'penalty', amount: -v.deducted },
          { account: 'deposit', amount: v.deducted },
        ],
        refType: 'penalty',
        refId: v.id,
        refNo: v.violation_no,
        memo: `违规 ${v.violation_no} 申诉成立，退回保证金 ${yuan(v.deducted)}`,
      });
      returned = v.deducted;
    }
    if (v.penalty === 'delist' && v.goods_id !== null) {
      await db.updateTable('goods').set({ status: 1, updated_at: now }).where('id', '=', v.goods_id).where('status', '=', 2).execute();
    }
  }
  await emitEvent(db, { companyId: v.company_id, kind: 'violation.appealDecided', subjectId: v.id, payload: { violationNo: v.violation_no, decision, returned }, now });
  return { violation: await getViolation(db, v.company_id, v.id), returned };
}

/** Points this natural year (revoked ones excluded) and the restrictions they bring: the violation page's summary. */
export async function yearSummary(db: Db, companyId: number, now: number) {
  const standing = await shopStanding(db, companyId, now);
  const { year, points } = standing;
  const r = await db
    .selectFrom('violation')
    .select((e) => e.fn.countAll<number>().as('n'))
    .where('company_id', '=', companyId)
    .where('year', '=', year)
    .where('status', '!=', V.REVOKED)
    .executeTakeFirstOrThrow();
  const appealing = await db.selectFrom('violation').select((e) => e.fn.countAll<number>().as('n')).where('company_id', '=', companyId).where('status', '=', V.APPEALING).executeTakeFirstOrThrow();
  const restrictions: string[] = POINT_THRESHOLDS.filter((t) => points >= t.points).map((t) => `${t.text}（本年扣分满 ${t.points} 分）`);
  if (standing.activityLimitUntil !== null) restrictions.push(`限制参加活动至 ${chinaDay(standing.activityLimitUntil)}`);
  const next = POINT_THRESHOLDS.find((t) => points < t.points) ?? null;
  return { year, points, count: Number(r.n), appealing: Number(appealing.n), restrictions, nextThreshold: next ? { points: next.points, text: next.text } : null, thresholds: POINT_THRESHOLDS.map((t) => ({ points: t.points, text: t.text })) };
}

/**
 * The daily scan: a late-shipping violation for each paid order still unshipped past its ship-by time (each order
 * once, by its key), with the rule's small deposit deduction. Points count once per shop and day (China): the first
 * late-shipping violation of a day carries the rule's point, the others of that day none, so one bad day (or a
 * platform clock moved days ahead) does not by itself pass the thresholds that restrict the shop.
 */
export async function lateShippingScan(db: Db, now: number, limit = 2000): Promise<number> {
  const rows = await db
    .selectFrom('orders as o')
    .select(['o.id', 'o.company_id', 'o.order_no', 'o.ship_by_at'])
    .where('o.status', '=', OrderStatus.TO_SHIP)
    .where('o.ship_by_at', '<', now)
    .where('o.after_sale_status', '!=', 1)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('violation as v').select('v.id').whereRef('v.order_id', '=', 'o.id').where('v.rule_code', '=', 'late_ship'))))
    .limit(limit)
    .execute();
  const day = chinaDayStart(now);
  const scored = new Set<number>();
  const companies = [...new Set(rows.map((o) => o.company_id))];
  if (companies.length) {
    const today = await db
      .selectFrom('violation')
      .select('company_id')
      .distinct()
      .where('company_id', 'in', companies)
      .where('rule_code', '=', 'late_ship')
      .where('points', '>', 0)
      .where('created_at', '>=', day)
      .where('created_at', '<', day + 24 * HOUR)
      .execute();
    for (const t of today) scored.add(Number(t.company_id));
  }
  let n = 0;
  for (const o of rows) {
    const companyId = Number(o.company_id);
    const first = !scored.has(companyId);
    const r = await db.transaction().execute((trx) =>
      issueViolation(trx, {
        companyId,
        rule: 'late_ship',
        orderId: Number(o.id),
        now,
        key: `late_ship:${o.id}`,
        description: `订单 ${o.order_no} 超过最晚发货时间未发货（《发货管理规范》第 3 条）${first ? '' : '；当日延迟发货已扣分，本条不再扣分'}`,
        ...(first ? {} : { points: 0 }),
      }),
    );
    if (r.created) {
      n++;
      if (r.violation.points > 0) scored.add(companyId);
    }
  }
  return n;
}

/** 00:00 China time of the day of `ms`. */
function chinaDayStart(ms: number): number {
  return Math.floor((ms + 8 * HOUR) / (24 * HOUR)) * 24 * HOUR - 8 * HOUR;
}

export function penaltyText(p: string): string {
  return PENALTY_TEXT[p as Penalty] ?? p;
}
