import type { Db } from '../../db/index.ts';
import { addDaily, balancesOf, postTransaction } from './ledger.ts';
import { bindAccount, companyNames, currentAccount, ybDecide, ybSubmit } from './bank-account.ts';
import { DAY_MS, dayStart, monthRange } from './accounts-chart.ts';
import { registerRecharge } from './deposit.ts';
import { rechargeMarketing } from './marketing.ts';
import { Channel, createWithdraw } from './withdraw.ts';
import { applyInvoice, issueInvoice, monthFigures, monthOf, saveTitle } from './invoice.ts';
import { hashPassword } from '../../lib/crypto.ts';

/** Helpers shared by the finance operations' tests. */
let seq = 0;
/** A fresh request id (idempotency key). */
export const rid = () => `req-${Date.now().toString(36)}-${++seq}`;

/** Test money: the platform credits the shop's available balance (an adjustment), as settlement would. */
export async function fund(db: Db, companyId: number, amount: number, at: number) {
  await postTransaction(db, { companyId, kind: 'adjust', key: `test:fund:${companyId}:${rid()}`, at, entries: [{ account: 'bank_in', amount: -amount }, { account: 'available', amount }] });
}

/** The shop's accounts and the finance tables a refused request must leave as they were. */
export async function snapshot(db: Db, companyId: number) {
  const count = async (t: 'fin_withdraw' | 'fin_tx' | 'fin_entry' | 'fin_deposit_record' | 'fin_marketing_record' | 'fin_invoice' | 'fin_bank_account' | 'audit_log') =>
    Number((await db.selectFrom(t).select((e) => e.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  return {
    balances: await balancesOf(db, companyId),
    withdraw: await count('fin_withdraw'),
    tx: await count('fin_tx'),
    entries: await count('fin_entry'),
    accounts: await count('fin_bank_account'),
    deposit: await count('fin_deposit_record'),
    marketing: await count('fin_marketing_record'),
    invoices: await count('fin_invoice'),
    audit: await count('audit_log'),
  };
}

/** A bound settlement account and an opened YeePay sub-account: what a shop needs before its first withdrawal. */
export async function readyToWithdraw(db: Db, companyId: number, now: number, account: { accountType: number; accountName: string }) {
  await db.transaction().execute(async (trx) => {
    await bindAccount(trx, { companyId, userId: null, actor: 'test', input: { kind: 1, bankName: '招商银行', branchName: '招商银行杭州文三支行', accountNo: `62220212020${companyId}12345`, ...account }, now });
    await ybSubmit(trx, { companyId, userId: 1, materials: { contactName: '张晓明', contactPhone: '13800000001', contactEmail: 'f@example.cn', idFrontUrl: null, idBackUrl: null }, now });
    await ybDecide(trx, companyId, { approve: true }, now);
  });
}


let phoneSeq = 0;

/**
 * A verified company of the given type with an owner whose password is `Demo@123456`, and optionally a verification
 * form (main categories, licence and operator names): tests work on it, not on the demo companies the seed fills.
 */
export async function newCompany(
  db: Db,
  p: { type: number; name: string; ownerName: string; mainCategoryIds?: number[]; idNumber?: string },
): Promise<{ companyId: number; phone: string }> {
  const now = Date.now();
  const c = await db
    .insertInto('company')
    .values({ name: p.name, shop_name: `${p.name}店`, company_type: p.type, show_luyan_menu: 0, ready_status: 1, review_status: 1, draft_status: 0, review_reason: null, submitted_at: now, reviewed_at: now, in_erp_whitelist: 0, in_inventory_whitelist: 0, in_job_whitelist: 0, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const phone = `139${String(process.pid % 1000).padStart(3, '0')}${String(++phoneSeq).padStart(5, '0')}`;
  await db
    .insertInto('merchant_user')
    .values({ company_id: c.id, phone, name: p.ownerName, avatar: null, password_hash: await hashPassword('Demo@123456'), password_set_at: now, password_set_by_other: 0, is_owner: 1, status: 1, created_at: now })
    .execute();
  if (p.mainCategoryIds || p.idNumber) {
    const form = { companyType: p.type, license: { name: p.name }, legalPerson: { name: p.ownerName, idNumber: p.idNumber ?? '' }, shop: { mainCategoryIds: p.mainCategoryIds ?? [] } };
    await db.insertInto('company_verify').values({ company_id: c.id, draft_json: null, form_json: JSON.stringify(form), updated_at: now }).execute();
  }
  return { companyId: c.id, phone };
}

/**
 * Finance records of every kind for a company of the security suite (server/security/fixtures.ts): its accounts and
 * opened sub-account when missing, a processing withdrawal, a deposit transfer awaiting confirmation, a marketing
 * recharge, and an issued invoice on last month's commission. Money comes from a test adjustment.
 */
export async function financeOpsFixture(db: Db, companyId: number, now: number): Promise<void> {
  const names = await companyNames(db, companyId);
  {
    const trx = db;
    if (!(await currentAccount(trx, companyId, 1))) await readyToWithdraw(db, companyId, now - 3 * DAY_MS, { accountType: 1, accountName: names.licenseName });
    await fund(trx, companyId, 200_000, now - 2 * DAY_MS);
    const channel = names.companyType === 2 || names.companyType === 3 ? Channel.TAX : Channel.NORMAL;
    const day = now - 2 * DAY_MS; // a day of its own: the demo seed may have used yesterday
    if (!(await trx.selectFrom('fin_withdraw').select('id').where('company_id', '=', companyId).where('status', '=', 0).executeTakeFirst())) {
      await createWithdraw(trx, { companyId, userId: null, channel, amount: 10_000, requestId: `fixture-${companyId}`, now: day });
    }
    await registerRecharge(trx, { companyId, userId: 0, input: { amount: 10_000, payerName: names.licenseName, payerAccountNo: '6222021202001234567', transferSerialNo: `FIX${companyId}${now}`.slice(0, 60), transferredAt: now - 3_600_000 }, now });
    await rechargeMarketing(trx, { companyId, userId: 0, amount: 5_000, requestId: `fixture-mk-${companyId}`, now });
    const lastMonth = monthRange(now).start - DAY_MS;
    await addDaily(trx, companyId, dayStart(lastMonth), { st_commission: 1_234 });
    await saveTitle(trx, { companyId, userId: 0, input: { titleName: names.licenseName, taxNo: '91330106MA2GQH7L33', email: 'finance@example.cn' }, now });
    const month = monthOf(lastMonth);
    const free = (await monthFigures(trx, companyId, now)).months.find((m) => m.month === month && m.invoiceable > 0);
    if (free) {
      const a = await applyInvoice(trx, { companyId, userId: 0, invoiceType: 1, months: [month], now });
      await issueInvoice(trx, a.id, now, 'test');
    }
  }
}
