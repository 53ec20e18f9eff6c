import type { Selectable } from 'kysely';
import type { Db } from '../../db/index.ts';
import { fail } from '../../lib/errors.ts';
import { audit } from '../../lib/audit.ts';
import type { FinBankAccountTable } from './withdraw-schema.ts';

/**
 * The settlement bank account (结算账户) and the YeePay sub-account (易宝支付子商户).
 *
 * Rules: companies (type 1) and cross-border companies (type 4) settle to a corporate account (对公) in the licence's
 * name; individual (2) and micro (3) businesses may also use a personal account (个人) in the operator's name.
 * Cross-border companies also bind an overseas account (境外收款账户, kind 2) in a foreign currency for cross-border
 * withdrawals, in the licence's or the overseas entity's name. A change needs the owner and an SMS code (the
 * handler checks both) and writes an audit row with the masked account before and after.
 */
export const AccountKind = { SETTLEMENT: 1, OVERSEAS: 2 } as const;
export const AccountType = { CORPORATE: 1, PERSONAL: 2 } as const;
export const YbStatus = { NONE: 0, REVIEWING: 1, OPENED: 2, REJECTED: 3 } as const;
export const YB_STATUS_TEXT: Record<number, string> = { 0: '未提交', 1: '审核中', 2: '已开通', 3: '已驳回' };

/** Currencies an overseas account may hold (the platform's quoted rates live in withdraw.ts). */
export const OVERSEAS_CURRENCIES = ['USD', 'HKD', 'EUR', 'GBP', 'JPY', 'SGD'] as const;

export type BankAccountRow = Selectable<FinBankAccountTable>;

/**
 * "**** **** 1234": the last four characters only (the contract's examples). Showing the head too would reveal
 * all of a short account number (8 digits: head 4 + tail 4); a number of 4 characters or fewer shows nothing.
 */
export function maskAccountNo(no: string): string {
  return `**** **** ${no.length > 4 ? no.slice(-4) : '****'}`;
}

export interface CompanyNames {
  companyType: number;
  /** The business licence's name (company.name once the verification passed). */
  licenseName: string;
  /** The operator / legal representative: from the verification form, else the shop owner's name. */
  operatorName: string;
  /** Cross-border companies: the overseas entity's name from the verification form. */
  overseasEntityName: string | null;
}

export async function companyNames(db: Db, companyId: number): Promise<CompanyNames> {
  const c = await db.selectFrom('company').select(['name', 'company_type']).where('id', '=', companyId).executeTakeFirstOrThrow();
  const v = await db.selectFrom('company_verify').select('form_json').where('company_id', '=', companyId).executeTakeFirst();
  const form = v?.form_json ? (JSON.parse(v.form_json) as { license?: { name?: string }; legalPerson?: { name?: string }; crossBorder?: { overseasEntityName?: string } | null }) : null;
  let operator = form?.legalPerson?.name;
  if (!operator) {
    const owner = await db.selectFrom('merchant_user').select('name').where('company_id', '=', companyId).where('is_owner', '=', 1).orderBy('id').limit(1).executeTakeFirst();
    operator = owner?.name ?? '';
  }
  return {
    companyType: c.company_type,
    licenseName: form?.license?.name ?? c.name,
    operatorName: operator,
    overseasEntityName: form?.crossBorder?.overseasEntityName ?? null,
  };
}

export async function currentAccount(db: Db, companyId: number, kind: number): Promise<BankAccountRow | undefined> {
  return db.selectFrom('fin_bank_account').selectAll().where('company_id', '=', companyId).where('kind', '=', kind).where('status', '=', 1).orderBy('id', 'desc').limit(1).executeTakeFirst();
}

export function presentAccount(a: BankAccountRow | undefined) {
  if (!a) return null;
  return {
    accountId: a.id,
    kind: a.kind,
    accountType: a.account_type,
    accountName: a.account_name,
    bankName: a.bank_name,
    branchName: a.branch_name,
    accountNoMasked: maskAccountNo(a.account_no),
    currency: a.currency,
    swiftCode: a.swift_code,
    region: a.region,
    boundAt: a.created_at,
  };
}

export interface AccountInput {
  kind: number;
  accountType: number;
  accountName: string;
  bankName: string;
  branchName?: string | null;
  accountNo: string;
  currency?: string | null;
  swiftCode?: string | null;
  region?: string | null;
}

/** Checks a new account against the company's type and names; returns the normalised values. Throws in Chinese. */
export interface CheckedAccount {
  kind: number;
  accountType: number;
  accountName: string;
  bankName: string;
  branchName: string;
  accountNo: string;
  currency: string;
  swiftCode: string | null;
  region: string | null;
}

export function checkAccount(input: AccountInput, names: CompanyNames): CheckedAccount {
  const name = input.accountName.trim();
  const accountNo = input.accountNo.replace(/[\s-]/g, '').toUpperCase();
  const bankName = input.bankName.trim();
  const branchName = (input.branchName ?? '').trim();
  if (!name) throw fail('请填写开户名');
  if (!bankName) throw fail('请填写开户银行');
  if (input.kind === AccountKind.OVERSEAS) {
    if (names.companyType !== 4) throw fail('仅跨境企业可以绑定境外收款账户');
    if (input.accountType !== AccountType.CORPORATE) throw fail('境外收款账户须为对公账户');
    const currency = (input.currency ?? '').toUpperCase();
    if (!(OVERSEAS_CURRENCIES as readonly string[]).includes(currency)) throw fail(`境外收款账户的币种须为 ${OVERSEAS_CURRENCIES.join('、')} 之一`);
    const swift = (input.swiftCode ?? '').trim().toUpperCase();
    if (!/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(swift)) throw fail('SWIFT 代码应为 8 或 11 位字母数字（如 HSBCHKHHHKH）');
    if (!/^[A-Z0-9]{6,34}$/.test(accountNo)) throw fail('境外账号应为 6 至 34 位字母或数字');
    const region = (input.region ?? '').trim();
    if (!region) throw fail('请填写开户行所在国家/地区');
    if (name !== names.licenseName && name !== names.overseasEntityName) {
      throw fail(`境外收款账户的开户名须与营业执照名称「${names.licenseName}」${names.overseasEntityName ? `或境外主体名称「${names.overseasEntityName}」` : ''}一致`);
    }
    return { kind: input.kind, accountType: input.accountType, accountName: name, bankName, branchName, accountNo, currency, swiftCode: swift, region };
  }
  if (input.kind !== AccountKind.SETTLEMENT) throw fail('账户类别不正确');
  if (!/^\d{8,30}$/.test(accountNo)) throw fail('银行账号应为 8 至 30 位数字');
  if ((names.companyType === 1 || names.companyType === 4) && input.accountType !== AccountType.CORPORATE) {
    throw fail('企业与跨境企业的结算账户须为对公账户');
  }
  if (input.accountType === AccountType.CORPORATE && name !== names.licenseName) throw fail(`对公账户的开户名须与营业执照名称「${names.licenseName}」一致`);
  if (input.accountType === AccountType.PERSONAL && name !== names.operatorName) throw fail(`个人账户的开户名须与经营者姓名「${names.operatorName}」一致`);
  if (input.accountType !== AccountType.CORPORATE && input.accountType !== AccountType.PERSONAL) throw fail('账户类型不正确');
  return { kind: input.kind, accountType: input.accountType, accountName: name, bankName, branchName, accountNo, currency: 'CNY', swiftCode: null, region: null };
}

/**
 * Binds (first time) or replaces the company's account of that kind, in the caller's transaction: the old row is
 * kept as 已更换, the new one becomes current, and one audit row records who, before and after (masked).
 */
export async function bindAccount(db: Db, p: { companyId: number; userId: number | null; actor: string; input: AccountInput; now: number }): Promise<BankAccountRow> {
  const names = await companyNames(db, p.companyId);
  const v = checkAccount(p.input, names);
  const before = await currentAccount(db, p.companyId, v.kind);
  if (before && before.account_no === v.accountNo && before.account_name === v.accountName && before.bank_name === v.bankName && before.branch_name === v.branchName && before.account_type === v.accountType && before.currency === v.currency && before.swift_code === v.swiftCode) {
    throw fail('新账户与当前账户相同，无需修改');
  }
  if (before) {
    const r = await db.updateTable('fin_bank_account').set({ status: 0, replaced_at: p.now }).where('id', '=', before.id).where('status', '=', 1).executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) throw fail('结算账户已被他人修改，请刷新后重试');
  }
  const row = await db
    .insertInto('fin_bank_account')
    .values({
      company_id: p.companyId,
      kind: v.kind,
      account_type: v.accountType,
      account_name: v.accountName,
      bank_name: v.bankName,
      branch_name: v.branchName,
      account_no: v.accountNo,
      currency: v.currency,
      swift_code: v.swiftCode,
      region: v.region,
      status: 1,
      created_by: p.userId,
      created_at: p.now,
      replaced_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await audit(db, {
    companyId: p.companyId,
    userId: p.userId,
    actor: p.actor,
    action: before ? 'finance.account.update' : 'finance.account.bind',
    detail: { kind: v.kind, before: presentAccount(before), after: presentAccount(row) },
  });
  return row;
}

// ------------------------------------------------------------------ YeePay sub-account ----

export interface YbMaterials {
  contactName: string;
  contactPhone: string;
  contactEmail: string;
  /** Canonical (unsigned) URLs of the operator's ID card, uploads of the company. */
  idFrontUrl: string | null;
  idBackUrl: string | null;
}

export async function ybRow(db: Db, companyId: number) {
  return db.selectFrom('fin_yb_account').selectAll().where('company_id', '=', companyId).executeTakeFirst();
}

/** Submits (or re-submits after a rejection) the opening materials: 未提交/已驳回 → 审核中. */
export async function ybSubmit(db: Db, p: { companyId: number; userId: number; materials: YbMaterials; now: number }): Promise<void> {
  const m = p.materials;
  const contactName = m.contactName.trim();
  if (!contactName) throw fail('请填写联系人姓名');
  if (!/^(?:\+86|0086)?1[3-9]\d{9}$/.test(m.contactPhone.trim())) throw fail('联系人手机号格式不正确');
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(m.contactEmail.trim())) throw fail('联系邮箱格式不正确');
  const account = await currentAccount(db, p.companyId, AccountKind.SETTLEMENT);
  if (!account) throw fail('请先绑定结算银行账户，再提交开户资料');
  const row = await db.selectFrom('fin_yb_account').select(['status']).where('company_id', '=', p.companyId).executeTakeFirst();
  if (row?.status === YbStatus.REVIEWING) throw fail('开户资料正在审核中，请耐心等待');
  if (row?.status === YbStatus.OPENED) throw fail('易宝支付子账户已开通，无需重复提交');
  const names = await companyNames(db, p.companyId);
  const materials = JSON.stringify({
    contactName,
    contactPhone: m.contactPhone.trim(),
    contactEmail: m.contactEmail.trim(),
    idFrontUrl: m.idFrontUrl,
    idBackUrl: m.idBackUrl,
    licenseName: names.licenseName,
    operatorName: names.operatorName,
    settleAccountMasked: `${account.bank_name} ${maskAccountNo(account.account_no)}`,
  });
  if (row) {
    const r = await db
      .updateTable('fin_yb_account')
      .set({ status: YbStatus.REVIEWING, materials_json: materials, reason: null, submitted_at: p.now, reviewed_at: null, updated_at: p.now })
      .where('company_id', '=', p.companyId)
      .where('status', 'in', [YbStatus.NONE, YbStatus.REJECTED])
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) throw fail('开户状态已变化，请刷新后重试');
  } else {
    await db
      .insertInto('fin_yb_account')
      .values({ company_id: p.companyId, status: YbStatus.REVIEWING, materials_json: materials, reason: null, merchant_no: null, submitted_at: p.now, reviewed_at: null, updated_at: p.now })
      .execute();
  }
  await audit(db, { companyId: p.companyId, userId: p.userId, actor: `user:${p.userId}`, action: row ? 'finance.yb.resubmit' : 'finance.yb.submit' });
}

/** The platform's (YeePay's) answer: 审核中 → 已开通 (with the sub-merchant number) or 已驳回 (with the reason). */
export async function ybDecide(db: Db, companyId: number, decision: { approve: true } | { approve: false; reason: string }, now: number, actor = 'platform:cli'): Promise<{ status: number; merchantNo: string | null }> {
  const reason = decision.approve ? null : decision.reason.trim();
  if (!decision.approve && !reason) throw fail('驳回须填写原因');
  if (reason && reason.length > 200) throw fail('驳回原因不能超过 200 个字');
  const row = await db.selectFrom('fin_yb_account').select(['status', 'merchant_no']).where('company_id', '=', companyId).executeTakeFirst();
  if (!row || row.status !== YbStatus.REVIEWING) {
    throw fail(`公司 ${companyId} 的子账户当前为「${YB_STATUS_TEXT[row?.status ?? 0]}」，只有审核中的开户申请可以审核`);
  }
  const merchantNo = decision.approve ? `YB${String(10_000_000_000 + companyId * 7919).slice(-11)}` : null;
  const status = decision.approve ? YbStatus.OPENED : YbStatus.REJECTED;
  const r = await db
    .updateTable('fin_yb_account')
    .set({ status, reason, merchant_no: merchantNo, reviewed_at: now, updated_at: now })
    .where('company_id', '=', companyId)
    .where('status', '=', YbStatus.REVIEWING)
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) throw fail(`公司 ${companyId} 的子账户状态已变化，请重新查看`);
  await audit(db, { companyId, userId: null, actor, action: decision.approve ? 'finance.yb.open' : 'finance.yb.reject', detail: reason ? { reason } : undefined });
  return { status, merchantNo };
}
