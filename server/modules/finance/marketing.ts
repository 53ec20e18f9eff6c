import type { Db } from '../../db/index.ts';
import { fail } from '../../lib/errors.ts';
import { audit, auditNotNeeded } from '../../lib/audit.ts';
import { monthRange, yuan, type CauseType } from './accounts-chart.ts';
import { balancesOf, postTransaction } from './ledger.ts';
import { tempNo } from './deposit.ts';
import { isUniqueViolation } from './withdraw.ts';

/**
 * The marketing account (营销资金): recharged from the shop's available balance at once (available → marketing),
 * and charged the shop's share of coupon and activity costs by the marketing area (`deductMarketing`:
 * marketing → marketing costs). Each movement is a fin_marketing_record row beside its ledger transaction.
 */
export const MarketingKind = { RECHARGE: 1, DEDUCTION: 2 } as const;

/** At most ¥1,000,000 per recharge (the contract's maximum). */
export const MARKETING_RECHARGE_MAX = 100_000_000;

async function number(db: Db, id: number, now: number): Promise<string> {
  const no = `YX${new Date(now + 8 * 3_600_000).toISOString().slice(0, 10).replaceAll('-', '')}${String(id).padStart(8, '0')}`;
  await db.updateTable('fin_marketing_record').set({ record_no: no }).where('id', '=', id).execute();
  return no;
}

export async function marketingSummary(db: Db, companyId: number, now: number) {
  const b = await balancesOf(db, companyId);
  const { start, end } = monthRange(now);
  const totals = await db
    .selectFrom('fin_marketing_record')
    .select((e) => [
      e.fn.coalesce(e.fn.sum<number>(e.case().when('kind', '=', MarketingKind.RECHARGE).then(e.ref('amount')).else(0).end()), e.lit(0)).as('recharged'),
      e.fn.coalesce(e.fn.sum<number>(e.case().when('kind', '=', MarketingKind.DEDUCTION).then(e.ref('amount')).else(0).end()), e.lit(0)).as('spent'),
      e.fn
        .coalesce(
          e.fn.sum<number>(
            e
              .case()
              .when(e.and([e('kind', '=', MarketingKind.DEDUCTION), e('created_at', '>=', start), e('created_at', '<', end)]))
              .then(e.ref('amount'))
              .else(0)
              .end(),
          ),
          e.lit(0),
        )
        .as('month'),
    ])
    .where('company_id', '=', companyId)
    .executeTakeFirstOrThrow();
  return {
    balance: b.marketing!,
    available: Math.max(0, b.available!),
    rechargedTotal: Number(totals.recharged),
    spentTotal: Number(totals.spent),
    monthSpent: Number(totals.month),
  };
}

/**
 * Moves `amount` from the available balance into the marketing account, in the caller's transaction. A retried
 * request (same requestId) changes nothing. More than the available balance is refused with the figures.
 */
export async function rechargeMarketing(db: Db, p: { companyId: number; userId: number; amount: number; requestId: string; now: number }): Promise<{ replay: boolean }> {
  if (!Number.isSafeInteger(p.amount) || p.amount < 100) throw fail('充值金额不能低于 ¥1.00');
  if (p.amount > MARKETING_RECHARGE_MAX) throw fail(`单次充值不能超过 ${yuan(MARKETING_RECHARGE_MAX)}`);
  const sourceKey = `recharge:${p.companyId}:${p.requestId}`;
  const prev = await db.selectFrom('fin_marketing_record').select(['amount']).where('source_key', '=', sourceKey).executeTakeFirst();
  if (prev) {
    if (Number(prev.amount) !== p.amount) throw fail('该请求编号已用于另一笔充值，请刷新页面后重试');
    auditNotNeeded();
    return { replay: true };
  }
  const b = await balancesOf(db, p.companyId);
  if (p.amount > b.available!) throw fail(`充值金额超过可提现余额：可提现 ${yuan(Math.max(0, b.available!))}，本次充值 ${yuan(p.amount)}`);
  const row = await db
    .insertInto('fin_marketing_record')
    .values({ company_id: p.companyId, user_id: p.userId, record_no: tempNo(), kind: MarketingKind.RECHARGE, amount: p.amount, balance_after: 0, reason: '从可提现余额转入', source_key: sourceKey, created_at: p.now })
    .returning('id')
    .executeTakeFirstOrThrow()
    .catch((e) => {
      // The unique source_key: a parallel request with the same requestId got there first.
      if (isUniqueViolation(e)) throw fail('该充值请求正在处理或已完成，请刷新页面查看结果');
      throw e;
    });
  const no = await number(db, row.id, p.now);
  const posted = await postTransaction(db, {
    companyId: p.companyId,
    kind: 'marketing.recharge',
    key: `marketing:recharge:${row.id}`,
    at: p.now,
    entries: [
      { account: 'available', amount: -p.amount },
      { account: 'marketing', amount: p.amount },
    ],
    refNo: no,
    memo: `营销资金充值 ${no}`,
  });
  await db.updateTable('fin_marketing_record').set({ balance_after: posted.balances.marketing ?? 0 }).where('id', '=', row.id).execute();
  await audit(db, { companyId: p.companyId, userId: p.userId, actor: `user:${p.userId}`, action: 'finance.marketing.recharge', detail: { recordNo: no, amount: p.amount } });
  return { replay: false };
}

/**
 * Charges the shop's share of a coupon or activity cost, for the marketing area: marketing → marketing costs, in the
 * caller's transaction, keyed by the caller's `key` (a replay posts nothing). More than the balance is refused with
 * the figures (the ledger's limit), and the caller's transaction rolls back.
 */
export async function deductMarketing(
  db: Db,
  p: { companyId: number; amount: number; reason: string; key: string; at: number; cause?: { type: CauseType; id?: number | null; no?: string | null }; orderId?: number | null },
): Promise<{ recordId: number; replay: boolean; balanceAfter: number | null }> {
  if (!Number.isSafeInteger(p.amount) || p.amount <= 0) throw fail('扣费金额应为正整数（分）');
  const sourceKey = `deduct:${p.key}`;
  const prev = await db.selectFrom('fin_marketing_record').select(['id', 'balance_after']).where('source_key', '=', sourceKey).executeTakeFirst();
  if (prev) return { recordId: prev.id, replay: true, balanceAfter: Number(prev.balance_after) };
  const b = await balancesOf(db, p.companyId);
  if (p.amount > b.marketing!) throw fail(`营销资金余额不足：余额 ${yuan(b.marketing!)}，本次扣费 ${yuan(p.amount)}，请先充值`);
  const row = await db
    .insertInto('fin_marketing_record')
    .values({ company_id: p.companyId, user_id: null, record_no: tempNo(), kind: MarketingKind.DEDUCTION, amount: p.amount, balance_after: 0, reason: p.reason.slice(0, 200), source_key: sourceKey, created_at: p.at })
    .returning('id')
    .executeTakeFirstOrThrow();
  const no = await number(db, row.id, p.at);
  const posted = await postTransaction(db, {
    companyId: p.companyId,
    kind: 'marketing.deduct',
    key: `marketing:deduct:${row.id}`,
    at: p.at,
    entries: [
      { account: 'marketing', amount: -p.amount },
      { account: 'marketing_cost', amount: p.amount },
    ],
    orderId: p.orderId ?? null,
    refType: p.cause?.type ?? 'activity',
    refId: p.cause?.id ?? null,
    refNo: p.cause?.no ?? no,
    memo: p.reason.slice(0, 200),
  });
  const after = posted.balances.marketing ?? 0;
  await db.updateTable('fin_marketing_record').set({ balance_after: after }).where('id', '=', row.id).execute();
  return { recordId: row.id, replay: false, balanceAfter: after };
}
