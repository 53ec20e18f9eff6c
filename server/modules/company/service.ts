import type { Selectable } from 'kysely';
import type { Db } from '../../db/index.ts';
import { fail } from '../../lib/errors.ts';
import { audit } from '../../lib/audit.ts';
import { emitEvent } from '../../lib/events.ts';
import { maskPhone } from '../../lib/crypto.ts';
import { ALL_ROLE_KEYS } from '../../lib/permission-keys.ts';
import { refundDepositOnClose, balancesOf } from '../finance/index.ts';
import { delistAllGoods } from '../goods/index.ts';
import { isUniqueViolation } from '../finance/index.ts';
import type { VerifyForm } from '../account/index.ts';
import { evaluateCloseChecks, type CloseCheck } from './close-checks.ts';
import type { CompanyChangeRequestTable } from './schema.ts';

/**
 * Company settings and closing the shop (docs/company.md): the verified data and its change requests (the platform
 * reviews them), the contact email, handing the shop to another member, and closing it.
 */

export const ChangeStatus = { PENDING: 0, APPROVED: 1, REJECTED: 2, WITHDRAWN: 3 } as const;
export const CHANGE_STATUS_TEXT: Record<number, string> = { 0: '待平台审核', 1: '已通过', 2: '已驳回', 3: '已撤回' };

/** The verified fields a merchant may ask the platform to change, with their Chinese names. */
export const CHANGE_FIELDS = {
  companyName: '公司名称（营业执照名称）',
  licenseAddress: '注册地址',
  legalPersonName: '法定代表人/经营者姓名',
  licenseImageUrl: '营业执照照片',
} as const;
export type ChangeField = keyof typeof CHANGE_FIELDS;
export type ChangeFields = Partial<Record<ChangeField, string>>;
const FIELD_ORDER = Object.keys(CHANGE_FIELDS) as ChangeField[];

/** The preset role a former owner gets when none is chosen. */
export const MANAGER_ROLE = '店长';

export type ChangeRow = Selectable<CompanyChangeRequestTable>;

export async function verifiedForm(db: Db, companyId: number): Promise<VerifyForm | null> {
  const v = await db.selectFrom('company_verify').select('form_json').where('company_id', '=', companyId).executeTakeFirst();
  return v?.form_json ? (JSON.parse(v.form_json) as VerifyForm) : null;
}

/** The current values of the changeable fields. */
export function currentFields(form: VerifyForm | null, companyName: string): Record<ChangeField, string | null> {
  return {
    companyName: form?.license?.name ?? companyName,
    licenseAddress: form?.license?.address ?? null,
    legalPersonName: form?.legalPerson?.name ?? null,
    licenseImageUrl: form?.license?.imageUrl ?? null,
  };
}

export function presentChange(r: ChangeRow, resign: (url: string) => string = (u) => u) {
  const after = JSON.parse(r.changes_json) as ChangeFields;
  const before = JSON.parse(r.before_json) as ChangeFields;
  const isUrl = (f: ChangeField) => f === 'licenseImageUrl';
  return {
    changeRequestId: Number(r.id),
    status: r.status,
    changes: FIELD_ORDER.filter((f) => after[f] !== undefined).map((f) => ({
      field: f,
      label: CHANGE_FIELDS[f],
      before: before[f] ? (isUrl(f) ? resign(before[f]!) : before[f]!) : null,
      after: isUrl(f) ? resign(after[f]!) : after[f]!,
    })),
    reason: r.reason,
    rejectReason: r.reject_reason,
    createdAt: Number(r.created_at),
    decidedAt: r.decided_at === null ? null : Number(r.decided_at),
  };
}

// ----------------------------------------------------------------- change requests ----

export async function submitChangeRequest(db: Db, p: { companyId: number; userId: number; changes: ChangeFields; reason: string; now: number }): Promise<ChangeRow> {
  const company = await db.selectFrom('company').select(['name', 'review_status']).where('id', '=', p.companyId).executeTakeFirstOrThrow();
  if (company.review_status !== 1) throw fail('公司通过认证后才能申请变更资料');
  const form = await verifiedForm(db, p.companyId);
  const current = currentFields(form, company.name);
  const changes: ChangeFields = {};
  const before: ChangeFields = {};
  for (const f of FIELD_ORDER) {
    const v = p.changes[f]?.trim();
    if (!v) continue;
    if (v === current[f]) continue;
    changes[f] = v;
    if (current[f] !== null) before[f] = current[f]!;
  }
  if (!Object.keys(changes).length) throw fail('请至少修改一项与现有资料不同的内容');
  if (changes.companyName !== undefined && changes.companyName.length < 2) throw fail('公司名称至少 2 个字');
  if (changes.legalPersonName !== undefined && changes.legalPersonName.length < 2) throw fail('法定代表人/经营者姓名至少 2 个字');
  const reason = p.reason.trim();
  if (reason.length < 2) throw fail('请填写变更原因');
  const pending = await db.selectFrom('company_change_request').select('id').where('company_id', '=', p.companyId).where('status', '=', ChangeStatus.PENDING).executeTakeFirst();
  if (pending) throw fail('已有一条变更申请在等待平台审核，请等审核结束或先撤回');
  const row = await db
    .insertInto('company_change_request')
    .values({
      company_id: p.companyId,
      user_id: p.userId,
      changes_json: JSON.stringify(changes),
      before_json: JSON.stringify(before),
      reason,
      status: ChangeStatus.PENDING,
      reject_reason: null,
      decided_by: null,
      created_at: p.now,
      decided_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
    .catch((e: unknown) => {
      // The partial unique index: a parallel request of the same company won.
      if (isUniqueViolation(e)) throw fail('已有一条变更申请在等待平台审核，请等审核结束或先撤回');
      throw e;
    });
  await audit(db, { companyId: p.companyId, userId: p.userId, actor: `user:${p.userId}`, action: 'company.change.submit', detail: { changeRequestId: row.id, before, after: changes, reason } });
  await emitEvent(db, { companyId: p.companyId, userId: p.userId, kind: 'company.changeRequested', subjectId: row.id, payload: { fields: Object.keys(changes) }, now: p.now });
  return row;
}

export async function withdrawChangeRequest(db: Db, p: { companyId: number; userId: number; id: number; now: number }): Promise<ChangeRow> {
  const row = await db.selectFrom('company_change_request').selectAll().where('id', '=', p.id).where('company_id', '=', p.companyId).executeTakeFirst();
  if (!row) throw fail('变更申请不存在');
  if (row.status !== ChangeStatus.PENDING) throw fail(`该申请${CHANGE_STATUS_TEXT[row.status]}，不能撤回`);
  const r = await db
    .updateTable('company_change_request')
    .set({ status: ChangeStatus.WITHDRAWN, decided_at: p.now, decided_by: `user:${p.userId}` })
    .where('id', '=', p.id)
    .where('status', '=', ChangeStatus.PENDING)
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) throw fail('已被他人处理，请刷新');
  await audit(db, { companyId: p.companyId, userId: p.userId, actor: `user:${p.userId}`, action: 'company.change.withdraw', detail: { changeRequestId: p.id, before: { status: 0 }, after: { status: 3 } } });
  return { ...row, status: ChangeStatus.WITHDRAWN, decided_at: p.now, decided_by: `user:${p.userId}` };
}

export async function pendingChangeRequests(db: Db) {
  return db
    .selectFrom('company_change_request as r')
    .innerJoin('company as c', 'c.id', 'r.company_id')
    .selectAll('r')
    .select('c.name as companyName')
    .where('r.status', '=', ChangeStatus.PENDING)
    .orderBy('r.id')
    .limit(200)
    .execute();
}

/**
 * The platform's decision on a pending change request. Approval writes the new values into the verification form
 * (and the company's name), in one transaction with the request's new state and an audit row.
 */
export async function decideChangeRequest(db: Db, id: number, decision: { approve: true } | { approve: false; reason: string }, now: number, actor = 'platform:cli'): Promise<ChangeRow> {
  const why = decision.approve ? null : decision.reason.trim();
  if (!decision.approve && !why) throw fail('驳回须填写原因');
  if (why && why.length > 500) throw fail('驳回原因不能超过 500 个字');
  const row = await db.selectFrom('company_change_request').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw fail(`变更申请 ${id} 不存在`);
  if (row.status !== ChangeStatus.PENDING) throw fail(`变更申请 ${id} 当前为「${CHANGE_STATUS_TEXT[row.status]}」，只有待审核的申请可以审核`);
  const status = decision.approve ? ChangeStatus.APPROVED : ChangeStatus.REJECTED;
  const r = await db
    .updateTable('company_change_request')
    .set({ status, reject_reason: why, decided_at: now, decided_by: actor })
    .where('id', '=', id)
    .where('status', '=', ChangeStatus.PENDING)
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) throw fail(`变更申请 ${id} 的状态已变化，请重新查看`);
  const changes = JSON.parse(row.changes_json) as ChangeFields;
  if (decision.approve) {
    const company = await db.selectFrom('company').select('name').where('id', '=', row.company_id).executeTakeFirstOrThrow();
    const form = (await verifiedForm(db, row.company_id)) ?? ({} as VerifyForm);
    const next = structuredClone(form) as VerifyForm;
    next.license = { ...(next.license ?? {}) } as VerifyForm['license'];
    next.legalPerson = { ...(next.legalPerson ?? {}) } as VerifyForm['legalPerson'];
    if (changes.companyName !== undefined) next.license.name = changes.companyName;
    if (changes.licenseAddress !== undefined) next.license.address = changes.licenseAddress;
    if (changes.licenseImageUrl !== undefined) next.license.imageUrl = changes.licenseImageUrl;
    if (changes.legalPersonName !== undefined) next.legalPerson.name = changes.legalPersonName;
    const json = JSON.stringify(next);
    await db
      .insertInto('company_verify')
      .values({ company_id: row.company_id, draft_json: null, form_json: json, updated_at: now })
      .onConflict((oc) => oc.column('company_id').doUpdateSet({ form_json: json, updated_at: now }))
      .execute();
    if (changes.companyName !== undefined) await db.updateTable('company').set({ name: changes.companyName, updated_at: now }).where('id', '=', row.company_id).execute();
    await audit(db, {
      companyId: row.company_id,
      userId: null,
      actor,
      action: 'company.change.approve',
      detail: { changeRequestId: id, before: { ...JSON.parse(row.before_json), ...(changes.companyName !== undefined ? { companyRowName: company.name } : {}) }, after: changes },
    });
  } else {
    await audit(db, { companyId: row.company_id, userId: null, actor, action: 'company.change.reject', detail: { changeRequestId: id, reason: why } });
  }
  await emitEvent(db, { companyId: row.company_id, kind: 'company.changeDecided', subjectId: id, payload: { approved: decision.approve, reason: why }, now });
  return { ...row, status, reject_reason: why, decided_at: now, decided_by: actor };
}

// ---------------------------------------------------------------------- contact ----

export async function updateContactEmail(db: Db, p: { companyId: number; userId: number; email: string | null; now: number }): Promise<string | null> {
  const email = p.email?.trim() || null;
  if (email !== null && !/^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/.test(email)) throw fail('请输入正确的邮箱地址');
  const prev = await db.selectFrom('company_setting').select('contact_email').where('company_id', '=', p.companyId).executeTakeFirst();
  await db
    .insertInto('company_setting')
    .values({ company_id: p.companyId, contact_email: email, updated_by: p.userId, updated_at: p.now })
    .onConflict((oc) => oc.column('company_id').doUpdateSet({ contact_email: email, updated_by: p.userId, updated_at: p.now }))
    .execute();
  await audit(db, { companyId: p.companyId, userId: p.userId, actor: `user:${p.userId}`, action: 'company.contactEmail.update', detail: { before: prev?.contact_email ?? null, after: email } });
  return email;
}

// --------------------------------------------------------------------- transfer ----

/** The company's 店长 role, made with every key when it does not exist yet. */
export async function managerRole(db: Db, companyId: number, now: number): Promise<number> {
  const r = await db.selectFrom('role').select('id').where('company_id', '=', companyId).where('name', '=', MANAGER_ROLE).orderBy('id').executeTakeFirst();
  if (r) return r.id;
  const role = await db.insertInto('role').values({ company_id: companyId, name: MANAGER_ROLE, created_at: now, preset: null, description: null, updated_at: now }).returning('id').executeTakeFirstOrThrow();
  await db
    .insertInto('role_key')
    .values(ALL_ROLE_KEYS.map((k) => ({ role_id: role.id, auth_key: k })))
    .execute();
  return role.id;
}

/** Members the owner may hand the shop to: active, not the owner. */
export async function transferCandidates(db: Db, companyId: number) {
  const rows = await db
    .selectFrom('merchant_user as u')
    .select(['u.id', 'u.name', 'u.phone'])
    .where('u.company_id', '=', companyId)
    .where('u.is_owner', '=', 0)
    .where('u.status', '=', 1)
    .orderBy('u.id')
    .limit(500)
    .execute();
  // A member may hold several roles: their names, joined.
  const roles = rows.length
    ? await db
        .selectFrom('user_role as ur')
        .innerJoin('role as r', 'r.id', 'ur.role_id')
        .select(['ur.user_id', 'r.name'])
        .where('ur.user_id', 'in', rows.map((r) => r.id))
        .orderBy('r.id')
        .execute()
    : [];
  const names = new Map<number, string[]>();
  for (const r of roles) names.set(r.user_id, [...(names.get(r.user_id) ?? []), r.name]);
  return rows.map((r) => ({ userId: r.id, name: r.name, phoneMasked: maskPhone(r.phone), roleName: names.get(r.id)?.join('、') ?? null }));
}

/**
 * Hands the shop to another active member: they become the owner (every key), the former owner stays a member with
 * the chosen role (or 店长). Every session sees it on its next request: keys are read per request.
 */
export async function transferOwner(db: Db, p: { companyId: number; fromUserId: number; toUserId: number; formerOwnerRoleId: number | null; now: number }) {
  const from = await db.selectFrom('merchant_user').select(['id', 'name', 'is_owner']).where('id', '=', p.fromUserId).where('company_id', '=', p.companyId).executeTakeFirst();
  if (!from || from.is_owner !== 1) throw fail('你已不是店铺负责人，请刷新页面');
  if (p.toUserId === p.fromUserId) throw fail('不能转让给自己');
  const to = await db.selectFrom('merchant_user').select(['id', 'name', 'phone', 'status']).where('id', '=', p.toUserId).where('company_id', '=', p.companyId).executeTakeFirst();
  if (!to) throw fail('成员不存在，请刷新页面');
  if (to.status !== 1) throw fail(`${to.name} 已停用，只能转让给在职的成员`);
  let roleId: number;
  if (p.formerOwnerRoleId !== null) {
    const role = await db.selectFrom('role').select('id').where('id', '=', p.formerOwnerRoleId).where('company_id', '=', p.companyId).executeTakeFirst();
    if (!role) throw fail('角色不存在，请重新选择');
    roleId = role.id;
  } else {
    roleId = await managerRole(db, p.companyId, p.now);
  }
  const demoted = await db.updateTable('merchant_user').set({ is_owner: 0 }).where('id', '=', from.id).where('is_owner', '=', 1).executeTakeFirst();
  if (Number(demoted.numUpdatedRows) !== 1) throw fail('已被他人处理，请刷新');
  // The former owner holds exactly the chosen role; the new owner's roles stay as they were (ignored while owner).
  await db.deleteFrom('user_role').where('user_id', '=', from.id).execute();
  await db.insertInto('user_role').values({ user_id: from.id, role_id: roleId }).execute();
  const newOwnerRoles = await db.selectFrom('user_role').select('role_id').where('user_id', '=', to.id).orderBy('role_id').execute();
  await db.updateTable('merchant_user').set({ is_owner: 1 }).where('id', '=', to.id).execute();
  const roleName = (await db.selectFrom('role').select('name').where('id', '=', roleId).executeTakeFirstOrThrow()).name;
  await audit(db, {
    companyId: p.companyId,
    userId: from.id,
    actor: `user:${from.id}`,
    action: 'company.owner.transfer',
    detail: { before: { ownerUserId: from.id, newOwnerRoleIds: newOwnerRoles.map((r) => r.role_id) }, after: { ownerUserId: to.id, formerOwnerRoleId: roleId, formerOwnerRole: roleName } },
  });
  await emitEvent(db, { companyId: p.companyId, userId: from.id, kind: 'company.ownerTransferred', subjectId: to.id, payload: { from: from.id, to: to.id }, now: p.now });
  return { ownerUserId: to.id, ownerName: to.name, ownerPhoneMasked: maskPhone(to.phone), formerOwnerRole: roleName };
}

// ------------------------------------------------------------------------ close ----

export interface CloseResult {
  closedAt: number;
  delistedGoods: number;
  depositRefunded: number;
}

/**
 * Closes the shop, in the caller's transaction: the checks are evaluated again (any failing refuses), the company is
 * marked closed (only once), its goods are delisted through the goods module, the deposit refund is requested
 * through the finance module, and one closure row and one audit row record it.
 */
export async function closeShop(db: Db, p: { companyId: number; userId: number; now: number }): Promise<CloseResult> {
  const c = await db.selectFrom('company').select(['closed_at', 'review_status']).where('id', '=', p.companyId).executeTakeFirstOrThrow();
  if (c.closed_at !== null) throw fail('店铺已关闭，请勿重复操作');
  const checks = await evaluateCloseChecks(db, p.companyId);
  const failing = checks.filter((k) => !k.ok);
  if (failing.length) throw fail(`还不能关闭店铺：${failing.map((k) => `${k.label}（${k.detail}）`).join('；')}`);
  const r = await db.updateTable('company').set({ closed_at: p.now, updated_at: p.now }).where('id', '=', p.companyId).where('closed_at', 'is', null).executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) throw fail('已被他人处理，请刷新');
  const deposit = (await balancesOf(db, p.companyId)).deposit ?? 0;
  const delisted = await delistAllGoods(db, { companyId: p.companyId, userId: p.userId, actor: `user:${p.userId}`, reason: '店铺关闭', now: p.now });
  const refund = await refundDepositOnClose(db, { companyId: p.companyId, key: `close:${p.companyId}`, at: p.now, reason: '店铺关闭，退还保证金' });
  await db
    .insertInto('company_closure')
    .values({
      company_id: p.companyId,
      user_id: p.userId,
      checks_json: JSON.stringify(checks.map((k) => ({ key: k.key, ok: k.ok, detail: k.detail }))),
      delisted_goods: delisted,
      deposit_refunded: refund.refunded,
      deposit_record_id: refund.recordId,
      created_at: p.now,
    })
    .execute();
  await audit(db, {
    companyId: p.companyId,
    userId: p.userId,
    actor: `user:${p.userId}`,
    action: 'company.close',
    detail: { before: { closedAt: null, deposit }, after: { closedAt: p.now, delistedGoods: delisted, depositRefunded: refund.refunded } },
  });
  await emitEvent(db, { companyId: p.companyId, userId: p.userId, kind: 'company.closed', payload: { delistedGoods: delisted, depositRefunded: refund.refunded }, now: p.now });
  return { closedAt: p.now, delistedGoods: delisted, depositRefunded: refund.refunded };
}

export async function closureOf(db: Db, companyId: number): Promise<CloseResult | null> {
  const r = await db.selectFrom('company_closure').selectAll().where('company_id', '=', companyId).executeTakeFirst();
  return r ? { closedAt: Number(r.created_at), delistedGoods: r.delisted_goods, depositRefunded: Number(r.deposit_refunded) } : null;
}

export type { CloseCheck };
