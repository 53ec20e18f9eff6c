import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/index.ts';
import { fail } from '../../lib/errors.ts';
import { audit } from '../../lib/audit.ts';
import { yuan, type CauseType } from './accounts-chart.ts';
import { balancesOf, lockBalance, postTransaction } from './ledger.ts';
import type { FinDepositRecordTable } from './withdraw-schema.ts';
import { isUniqueViolation } from './withdraw.ts';

/**
 * The deposit (保证金): a required amount per main category (the company's main categories from its verification
 * form, or, for shops verified before the form existed, the level-1 categories of its goods); the shop owes the
 * highest of them, as most platforms ask. Money comes in as a bank transfer the merchant registers and the platform
 * confirms (`deposit confirm <id>`, or `deposit reject <id> "<原因>"`); penalties deduct from it (`deductDeposit`,
 * called by the violation area) and it is refunded after the shop closes (`refundDepositOnClose`).
 */
export const DepositKind = { RECHARGE: 1, DEDUCTION: 2, REFUND: 3 } as const;
export const DEPOSIT_KIND_NAME: Record<number, 'recharge' | 'deduction' | 'refund'> = { 1: 'recharge', 2: 'deduction', 3: 'refund' };
export const DEPOSIT_KIND_BY_NAME: Record<string, number> = { recharge: 1, deduction: 2, refund: 3 };
export const DepositStatus = { PENDING: 0, DONE: 1, REJECTED: 2 } as const;

/** Required deposit of a level-1 category without its own row in fin_deposit_rule (¥2,000). */
export const DEFAULT_DEPOSIT = 200_000;

/** Where merchants transfer deposit money (shown on the recharge page). */
export const PLATFORM_ACCOUNT = {
  accountName: '杭州校园商城科技有限公司',
  bankName: '招商银行杭州分行营业部',
  accountNo: '571912345610601',
} as const;

export type DepositRecordRow = Selectable<FinDepositRecordTable>;

/** The company's main categories (level 1) with the deposit each requires. */
export async function depositCategories(db: Db, companyId: number): Promise<{ categoryId: number; categoryName: string; required: number }[]> {
  const v = await db.selectFrom('company_verify').select('form_json').where('company_id', '=', companyId).executeTakeFirst();
  let ids: number[] = [];
  if (v?.form_json) ids = ((JSON.parse(v.form_json) as { shop?: { mainCategoryIds?: number[] } }).shop?.mainCategoryIds ?? []).filter((x) => Number.isInteger(x));
  if (!ids.length) {
    // The level-1 ancestors of the categories the shop's goods are listed in.
    const rows = await db
      .selectFrom('goods as g')
      .innerJoin('category as c3', 'c3.id', 'g.category_id')
      .leftJoin('category as c2', 'c2.id', 'c3.parent_id')
      .leftJoin('category as c1', 'c1.id', 'c2.parent_id')
      .select(['c3.id as id3', 'c3.level as level3', 'c2.id as id2', 'c2.level as level2', 'c1.id as id1'])
      .where('g.company_id', '=', companyId)
      .where('g.deleted_at', 'is', null)
      .distinct()
      .execute();
    const set = new Set<number>();
    for (const r of rows) {
      const top = r.level3 === 1 ? r.id3 : r.level2 === 1 ? r.id2 : r.id1;
      if (top) set.add(Number(top));
    }
    ids = [...set];
  }
  if (!ids.length) return [];
  const cats = await db
    .selectFrom('category as c')
    .leftJoin('fin_deposit_rule as r', 'r.category_id', 'c.id')
    .select(['c.id', 'c.name', 'r.amount'])
    .where('c.id', 'in', ids)
    .where('c.level', '=', 1)
    .orderBy('c.sort')
    .orderBy('c.id')
    .execute();
  return cats.map((c) => ({ categoryId: Number(c.id), categoryName: c.name, required: c.amount === null ? DEFAULT_DEPOSIT : Number(c.amount) }));
}

export async function depositSummary(db: Db, companyId: number) {
  const categories = await depositCategories(db, companyId);
  const required = categories.reduce((m, c) => Math.max(m, c.required), 0);
  const paid = (await balancesOf(db, companyId)).deposit!;
  const pending = await db
    .selectFrom('fin_deposit_record')
    .select((e) => e.fn.coalesce(e.fn.sum<number>('amount'), e.lit(0)).as('n'))
    .where('company_id', '=', companyId)
    .where('kind', '=', DepositKind.RECHARGE)
    .where('status', '=', DepositStatus.PENDING)
    .executeTakeFirstOrThrow();
  return {
    required,
    paid,
    gap: Math.max(0, required - paid),
    pendingRecharge: Number(pending.n),
    categories,
    platformAccount: { ...PLATFORM_ACCOUNT, transferNote: `保证金-${companyId}` },
  };
}

/** A unique placeholder until the number made from the id replaces it in the same transaction. */
export const tempNo = () => `tmp-${randomUUID()}`.slice(0, 32);

const recordNo = (prefix: string, now: number, id: number) => `${prefix}${new Date(now + 8 * 3_600_000).toISOString().slice(0, 10).replaceAll('-', '')}${String(id).padStart(8, '0')}`;

async function numberRecord(db: Db, prefix: string, now: number, id: number): Promise<string> {
  const no = recordNo(prefix, now, id);
  await db.updateTable('fin_deposit_record').set({ record_no: no }).where('id', '=', id).execute();
  return no;
}

export interface RechargeInput {
  amount: number;
  payerName: string;
  payerAccountNo: string;
  transferSerialNo: string;
  transferredAt: number;
  voucherUrl?: string | null;
  remark?: string | null;
}

/** The merchant registers a bank transfer to the platform's account; it waits for the platform's confirmation. */
export async function registerRecharge(db: Db, p: { companyId: number; userId: number; input: RechargeInput; now: number }): Promise<DepositRecordRow> {
  const i = p.input;
  if (!Number.isSafeInteger(i.amount) || i.amount < 100) throw fail('充值金额不能低于 ¥1.00');
  if (i.transferredAt > p.now) throw fail('转账时间不能晚于现在');
  if (i.transferredAt < p.now - 90 * 86_400_000) throw fail('只能登记 90 天内的转账');
  const payerName = i.payerName.trim();
  if (payerName.length < 2) throw fail('请填写付款户名');
  const serial = i.transferSerialNo.trim();
  // Within the caller's company only: another company's serial neither blocks this one nor shows it exists.
  const duplicate = `转账流水号 ${serial} 已登记过，请勿重复登记`;
  const dup = await db.selectFrom('fin_deposit_record').select('id').where('company_id', '=', p.companyId).where('transfer_no', '=', serial).where('status', 'in', [DepositStatus.PENDING, DepositStatus.DONE]).executeTakeFirst();
  if (dup) throw fail(duplicate);
  const row = await db
    .insertInto('fin_deposit_record')
    .values({
      company_id: p.companyId,
      user_id: p.userId,
      record_no: tempNo(),
      kind: DepositKind.RECHARGE,
      amount: i.amount,
      status: DepositStatus.PENDING,
      payer_name: payerName,
      payer_account_no: i.payerAccountNo,
      transfer_no: serial,
      transferred_at: i.transferredAt,
      voucher_url: i.voucherUrl ?? null,
      remark: i.remark?.trim() || null,
      reason: '线下转账充值',
      reject_reason: null,
      cause_type: null,
      cause_id: null,
      cause_no: null,
      source_key: null,
      created_at: p.now,
      done_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
    .catch((e) => {
      // The partial unique index (company_id, transfer_no): a parallel registration of the same transfer won.
      if (isUniqueViolation(e)) throw fail(duplicate);
      throw e;
    });
  const no = await numberRecord(db, 'BZ', p.now, row.id);
  await audit(db, { companyId: p.companyId, userId: p.userId, actor: `user:${p.userId}`, action: 'finance.deposit.recharge', detail: { recordNo: no, amount: i.amount, transferSerialNo: serial } });
  return { ...row, record_no: no };
}

/** The platform saw the money arrive: bank_in → deposit. Idempotent (a confirmed record changes nothing). */
export async function confirmRecharge(db: Db, id: number, now: number, actor = 'platform:cli'): Promise<{ changed: boolean; row: DepositRecordRow }> {
  const row = await db.selectFrom('fin_deposit_record').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row || row.kind !== DepositKind.RECHARGE) throw fail(`保证金充值记录 ${id} 不存在`);
  if (row.status === DepositStatus.DONE) return { changed: false, row };
  if (row.status !== DepositStatus.PENDING) throw fail(`充值 ${row.record_no} 已驳回，不能再确认`);
  const r = await db.updateTable('fin_deposit_record').set({ status: DepositStatus.DONE, done_at: now }).where('id', '=', id).where('status', '=', DepositStatus.PENDING).executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) throw fail(`充值 ${row.record_no} 的状态已变化，请重新查看`);
  await postTransaction(db, {
    companyId: row.company_id,
    kind: 'deposit.recharge',
    key: `deposit:recharge:${row.id}`,
    at: now,
    entries: [
      { account: 'bank_in', amount: -row.amount },
      { account: 'deposit', amount: row.amount },
    ],
    refType: 'depositRecord',
    refId: row.id,
    refNo: row.record_no,
    memo: `保证金充值 ${row.record_no}（流水号 ${row.transfer_no}）`,
  });
  await audit(db, { companyId: row.company_id, userId: null, actor, action: 'finance.deposit.confirm', detail: { recordNo: row.record_no, amount: row.amount } });
  return { changed: true, row: { ...row, status: DepositStatus.DONE, done_at: now } };
}

/** The platform found no such transfer: the record is rejected with the reason; nothing is posted. Idempotent. */
export async function rejectRecharge(db: Db, id: number, reason: string, now: number, actor = 'platform:cli'): Promise<{ changed: boolean; row: DepositRecordRow }> {
  const why = reason.trim();
  if (!why) throw fail('驳回须填写原因');
  if (why.length > 200) throw fail('驳回原因不能超过 200 个字');
  const row = await db.selectFrom('fin_deposit_record').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row || row.kind !== DepositKind.RECHARGE) throw fail(`保证金充值记录 ${id} 不存在`);
  if (row.status === DepositStatus.REJECTED) return { changed: false, row };
  if (row.status !== DepositStatus.PENDING) throw fail(`充值 ${row.record_no} 已到账，不能驳回`);
  const r = await db.updateTable('fin_deposit_record').set({ status: DepositStatus.REJECTED, reject_reason: why, done_at: now }).where('id', '=', id).where('status', '=', DepositStatus.PENDING).executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) throw fail(`充值 ${row.record_no} 的状态已变化，请重新查看`);
  await audit(db, { companyId: row.company_id, userId: null, actor, action: 'finance.deposit.reject', detail: { recordNo: row.record_no, reason: why } });
  return { changed: true, row: { ...row, status: DepositStatus.REJECTED, reject_reason: why, done_at: now } };
}

/**
 * Deducts a penalty from the deposit, for the violation area: deposit → penalty income, in the caller's transaction,
 * keyed by the caller's `key` (a replay returns the first deduction and posts nothing). Takes what the deposit holds
 * up to `amount`; `shortfall` is what it could not cover (the caller decides what follows: a top-up notice, a
 * deduction from the available balance...). Nothing is recorded when the deposit is empty.
 */
export async function deductDeposit(
  db: Db,
  p: { companyId: number; amount: number; reason: string; key: string; at: number; cause?: { type: CauseType; id?: number | null; no?: string | null } },
): Promise<{ recordId: number | null; deducted: number; shortfall: number; replay: boolean }> {
  if (!Number.isSafeInteger(p.amount) || p.amount <= 0) throw fail('扣除金额应为正整数（分）');
  const sourceKey = `deduct:${p.key}`;
  const prev = await db.selectFrom('fin_deposit_record').select(['id', 'amount']).where('source_key', '=', sourceKey).executeTakeFirst();
  if (prev) return { recordId: prev.id, deducted: Number(prev.amount), shortfall: Math.max(0, p.amount - Number(prev.amount)), replay: true };
  // Locked until the transaction ends: a parallel deduction waits and then sees what this one left.
  const balance = await lockBalance(db, p.companyId, 'deposit');
  const take = Math.min(balance, p.amount);
  if (take <= 0) return { recordId: null, deducted: 0, shortfall: p.amount, replay: false };
  const row = await db
    .insertInto('fin_deposit_record')
    .values({
      company_id: p.companyId,
      user_id: null,
      record_no: tempNo(),
      kind: DepositKind.DEDUCTION,
      amount: take,
      status: DepositStatus.DONE,
      payer_name: null,
      payer_account_no: null,
      transfer_no: null,
      transferred_at: null,
      voucher_url: null,
      remark: null,
      reason: p.reason.slice(0, 200),
      reject_reason: null,
      cause_type: p.cause?.type ?? 'penalty',
      cause_id: p.cause?.id ?? null,
      cause_no: p.cause?.no ?? null,
      source_key: sourceKey,
      created_at: p.at,
      done_at: p.at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const no = await numberRecord(db, 'KC', p.at, row.id);
  await postTransaction(db, {
    companyId: p.companyId,
    kind: 'deposit.deduct',
    key: `deposit:deduct:${row.id}`,
    at: p.at,
    entries: [
      { account: 'deposit', amount: -take },
      { account: 'penalty', amount: take },
    ],
    refType: p.cause?.type ?? 'penalty',
    refId: p.cause?.id ?? row.id,
    refNo: p.cause?.no ?? no,
    memo: `保证金扣除：${p.reason}`.slice(0, 200),
  });
  return { recordId: row.id, deducted: take, shortfall: p.amount - take, replay: false };
}

/**
 * Refunds the whole deposit after the shop closed, for the shop-closing area: deposit → the shop's bank account
 * (bank_out), keyed by `key`. Refused while an after-sale case is open or a recharge awaits confirmation.
 */
export async function refundDepositOnClose(db: Db, p: { companyId: number; key: string; at: number; reason?: string }): Promise<{ recordId: number | null; refunded: number; replay: boolean }> {
  const sourceKey = `refund:${p.key}`;
  const prev = await db.selectFrom('fin_deposit_record').select(['id', 'amount']).where('source_key', '=', sourceKey).executeTakeFirst();
  if (prev) return { recordId: prev.id, refunded: Number(prev.amount), replay: true };
  const open = await db.selectFrom('orders').select('id').where('company_id', '=', p.companyId).where('after_sale_status', '=', 1).limit(1).executeTakeFirst();
  if (open) throw fail('店铺还有处理中的售后单，全部处理完毕后才能退还保证金');
  const pendingRecharge = await db.selectFrom('fin_deposit_record').select('record_no').where('company_id', '=', p.companyId).where('kind', '=', DepositKind.RECHARGE).where('status', '=', DepositStatus.PENDING).limit(1).executeTakeFirst();
  if (pendingRecharge) throw fail(`保证金充值 ${pendingRecharge.record_no} 尚待平台确认，确认或驳回后才能退还`);
  const balance = await lockBalance(db, p.companyId, 'deposit');
  if (balance <= 0) return { recordId: null, refunded: 0, replay: false };
  const row = await db
    .insertInto('fin_deposit_record')
    .values({
      company_id: p.companyId,
      user_id: null,
      record_no: tempNo(),
      kind: DepositKind.REFUND,
      amount: balance,
      status: DepositStatus.DONE,
      payer_name: null,
      payer_account_no: null,
      transfer_no: null,
      transferred_at: null,
      voucher_url: null,
      remark: null,
      reason: (p.reason ?? '店铺关闭，退还保证金').slice(0, 200),
      reject_reason: null,
      cause_type: null,
      cause_id: null,
      cause_no: null,
      source_key: sourceKey,
      created_at: p.at,
      done_at: p.at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const no = await numberRecord(db, 'TH', p.at, row.id);
  await postTransaction(db, {
    companyId: p.companyId,
    kind: 'deposit.refund',
    key: `deposit:refund:${row.id}`,
    at: p.at,
    entries: [
      { account: 'deposit', amount: -balance },
      { account: 'bank_out', amount: balance },
    ],
    refType: 'depositRecord',
    refId: row.id,
    refNo: no,
    memo: `保证金退还 ${yuan(balance)}`,
  });
  return { recordId: row.id, refunded: balance, replay: false };
}

export function presentDepositRecord(r: DepositRecordRow) {
  return {
    depositRecordId: r.id,
    recordNo: r.record_no,
    type: DEPOSIT_KIND_NAME[r.kind]!,
    amount: r.amount,
    status: r.status,
    reason: r.reason,
    payerName: r.payer_name,
    transferSerialNo: r.transfer_no,
    voucherUrl: r.voucher_url,
    causeType: (r.cause_type as CauseType | null) ?? null,
    causeId: r.cause_id,
    causeNo: r.cause_no,
    rejectReason: r.reject_reason,
    createdAt: r.created_at,
    confirmedAt: r.status === DepositStatus.DONE ? r.done_at : null,
  };
}
