import type { Db } from '../../db/index.ts';
import { BizError } from '../../lib/errors.ts';
import { OrderStatus } from '../order/index.ts';
import { BUYER_REASONS, CaseType, DAY, HOUR, S } from './constants.ts';
import { agree, applyDeadline, buyerCancel, buyerConfirmExchange, buyerShip, confirmReceipt, decideDispute, escalate, openCase, refuse, reship, type Case } from './service.ts';

const OWNER = { type: 1 as const, name: '王店长' };
const CARRIERS = ['SF', 'ZTO', 'YTO', 'JD'];
const pick = <T>(r: () => number, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;

/**
 * Orders a buyer may open a case on: paid (an amount: campus agents' free sample orders have no buyer to refund), no
 * case yet, newest first (the simulator and the seed).
 */
async function eligibleOrders(db: Db, companyId: number, limit: number, statuses: number[]) {
  return db
    .selectFrom('orders as o')
    .select(['o.id', 'o.status', 'o.paid_amount', 'o.paid_at', 'o.shipped_at'])
    .where('o.company_id', '=', companyId)
    .where('o.status', 'in', statuses)
    .where('o.after_sale_status', '=', 0)
    .where('o.paid_amount', '>', 0)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('after_sale as a').select('a.id').whereRef('a.order_id', '=', 'o.id'))))
    .orderBy('o.id', 'desc')
    .limit(limit)
    .execute();
}

export interface Plan {
  /** The state the case should end in. */
  target: number;
  type: number;
  /** When the buyer opened it, relative to now (ms ago). */
  age: number;
}

/**
 * Drives one case from its opening to `target` through the same state machine as the merchant's buttons, the buyer's
 * app and the platform (every step logged, every refund posted to the ledger). Times move forward from `openedAt`.
 */
export async function driveCase(db: Db, companyId: number, orderId: number, p: Plan, r: () => number, now: number): Promise<Case> {
  const opened = now - p.age;
  const reasons = Object.keys(BUYER_REASONS).filter((k) => (p.type === CaseType.REFUND ? true : k !== 'not_received' && k !== 'late_ship'));
  let c = await openCase(db, { companyId, orderId, type: p.type, reasonCode: pick(r, reasons), reasonText: pick(r, ['收到后发现有瑕疵', '和页面图片颜色不一样', '买多了，不需要了', '', '包装破损，商品有划痕']), images: r() < 0.5 ? ['https://static.example.cn/demo/after-sale/evidence-1.jpg'] : [], now: opened });
  const step = (k: number) => Math.min(now - 60_000, opened + k * Math.max(60_000, Math.floor(p.age / 8)));
  const t = p.target;
  if (c.status !== S.WAIT_MERCHANT || t === S.WAIT_MERCHANT) return c;
  if (t === S.CANCELLED) return buyerCancel(db, c, step(1));
  if (t === S.REFUSED || t === S.DISPUTE || (t === S.CLOSED && p.type === CaseType.REFUND)) {
    c = await refuse(db, c, OWNER, { reasonCode: 'no_evidence', reasonText: '买家未提供商品问题的照片', images: [] }, step(1));
    if (t === S.REFUSED) return c;
    c = await escalate(db, c, { text: '商品确实有质量问题，商家拒绝退款', images: ['https://static.example.cn/demo/after-sale/evidence-2.jpg'] }, step(2));
    if (t === S.DISPUTE) return c;
    return decideDispute(db, c, 'merchant', '买家未能证明商品存在质量问题', step(3));
  }
  c = await agree(db, c, OWNER, {}, step(1));
  if (c.type === CaseType.REFUND) {
    if (t === S.REFUNDING) return c;
    return (await applyDeadline(db, c, Number(c.deadline_at))) ?? c;
  }
  if (t === S.WAIT_BUYER_RETURN) return c;
  if (t === S.CLOSED) return (await applyDeadline(db, c, Number(c.deadline_at))) ?? c;
  c = await buyerShip(db, c, { logisticsCompany: pick(r, CARRIERS), trackingNo: `TH${String(c.id).padStart(10, '0')}` }, step(2));
  if (t === S.WAIT_RECEIVE) return c;
  c = await confirmReceipt(db, c, OWNER, {}, step(3));
  if (c.type === CaseType.RETURN) {
    if (t === S.REFUNDING) return c;
    return (await applyDeadline(db, c, Number(c.deadline_at))) ?? c;
  }
  if (t === S.RESHIP_WAIT) return c;
  c = await reship(db, c, OWNER, { logisticsCompany: pick(r, CARRIERS), trackingNo: `HH${String(c.id).padStart(10, '0')}` }, step(4));
  if (t === S.RESHIPPED) return c;
  return buyerConfirmExchange(db, c, step(5));
}

export interface SimResult {
  opened: number;
  byStatus: Record<number, number>;
  skipped: number;
}

/**
 * `simulate-after-sales <n>`: buyers open n cases of every type on the shop's paid orders; some ship their returns,
 * some are refused and escalate, some are cancelled. Each case runs in its own transaction.
 */
export async function simulateAfterSales(db: Db, companyId: number, n: number, opts: { now: number; random: () => number }): Promise<SimResult> {
  const r = opts.random;
  const res: SimResult = { opened: 0, byStatus: {}, skipped: 0 };
  const orders = await eligibleOrders(db, companyId, n * 3, [OrderStatus.TO_SHIP, OrderStatus.SHIPPED, OrderStatus.COMPLETED]);
  for (const o of orders) {
    if (res.opened >= n) break;
    const shipped = o.status !== OrderStatus.TO_SHIP;
    const type = shipped ? pick(r, [CaseType.REFUND, CaseType.RETURN, CaseType.RETURN, CaseType.EXCHANGE]) : CaseType.REFUND;
    const targets = type === CaseType.REFUND ? [S.WAIT_MERCHANT, S.WAIT_MERCHANT, S.REFUNDING, S.REFUSED, S.DISPUTE, S.CANCELLED] : type === CaseType.RETURN ? [S.WAIT_MERCHANT, S.WAIT_BUYER_RETURN, S.WAIT_RECEIVE, S.WAIT_RECEIVE, S.DISPUTE] : [S.WAIT_MERCHANT, S.WAIT_BUYER_RETURN, S.WAIT_RECEIVE, S.RESHIP_WAIT];
    const target = pick(r, targets);
    try {
      const c = await db.transaction().execute((trx) => driveCase(trx, companyId, Number(o.id), { target, type, age: Math.floor((0.5 + r() * 30) * HOUR) }, r, opts.now));
      res.opened++;
      res.byStatus[c.status] = (res.byStatus[c.status] ?? 0) + 1;
    } catch (e) {
      if (!(e instanceof BizError)) throw e;
      res.skipped++;
    }
  }
  return res;
}

/** The seed's cases: every state at least once, with deadlines near and far (some red, under 6 hours). */
export const SEED_PLANS: Plan[] = [
  { target: S.WAIT_MERCHANT, type: CaseType.RETURN, age: 44 * HOUR },
  { target: S.WAIT_MERCHANT, type: CaseType.REFUND, age: 3 * HOUR },
  { target: S.WAIT_MERCHANT, type: CaseType.EXCHANGE, age: 20 * HOUR },
  { target: S.WAIT_MERCHANT, type: CaseType.REFUND, age: 30 * HOUR },
  { target: S.WAIT_BUYER_RETURN, type: CaseType.RETURN, age: 2 * DAY },
  { target: S.WAIT_RECEIVE, type: CaseType.RETURN, age: 4 * DAY },
  { target: S.WAIT_RECEIVE, type: CaseType.EXCHANGE, age: 3 * DAY },
  { target: S.REFUNDING, type: CaseType.REFUND, age: 40 * 60_000 },
  { target: S.REFUNDED, type: CaseType.REFUND, age: 6 * DAY },
  { target: S.REFUNDED, type: CaseType.RETURN, age: 9 * DAY },
  { target: S.RESHIP_WAIT, type: CaseType.EXCHANGE, age: 2 * DAY },
  { target: S.RESHIPPED, type: CaseType.EXCHANGE, age: 6 * DAY },
  { target: S.EXCHANGED, type: CaseType.EXCHANGE, age: 12 * DAY },
  { target: S.REFUSED, type: CaseType.RETURN, age: 3 * DAY },
  { target: S.DISPUTE, type: CaseType.REFUND, age: 2 * DAY },
  { target: S.CANCELLED, type: CaseType.REFUND, age: 5 * DAY },
  { target: S.CLOSED, type: CaseType.RETURN, age: 15 * DAY },
];

export async function seedCases(db: Db, companyId: number, now: number, r: () => number): Promise<Record<number, number>> {
  const by: Record<number, number> = {};
  const shippedOrders = await eligibleOrders(db, companyId, 200, [OrderStatus.SHIPPED, OrderStatus.COMPLETED]);
  const unshipped = await eligibleOrders(db, companyId, 50, [OrderStatus.TO_SHIP]);
  const used = new Set<number>();
  for (const p of SEED_PLANS) {
    // Refund-only cases waiting for the merchant come from unshipped orders above the auto-agree limit, or shipped ones.
    const pool = p.type === CaseType.REFUND && p.target === S.WAIT_MERCHANT && p.age < 6 * HOUR ? unshipped.filter((o) => Number(o.paid_amount) > 5000) : shippedOrders;
    const sinceOf = (o: (typeof pool)[number]) => Number(o.shipped_at ?? o.paid_at ?? now - DAY);
    // Prefer an order old enough for the plan's age (so deadlines fall where the plan puts them), else the oldest left.
    const free = pool.filter((o) => !used.has(Number(o.id)));
    const o = free.find((x) => sinceOf(x) <= now - p.age - 60_000) ?? free[free.length - 1];
    if (!o) continue;
    used.add(Number(o.id));
    const age = Math.min(p.age, Math.max(2 * 60_000, now - sinceOf(o) - 60_000));
    const c = await driveCase(db, companyId, Number(o.id), { ...p, age }, r, now);
    by[c.status] = (by[c.status] ?? 0) + 1;
  }
  return by;
}


