import type { HandlerContext, HandlerMap } from '../../lib/handler.ts';
import { requireAuth } from '../../lib/handler.ts';
import { fail } from '../../lib/errors.ts';
import { maskPhone } from '../../lib/crypto.ts';
import { parseFileUrl } from '../../lib/files.ts';
import { assertOwnFiles } from '../../platform/upload/handlers.ts';
import { balancesOf } from '../finance/index.ts';
import { checkFinanceCode, consumeFinanceCode, sendFinanceCode } from '../finance/index.ts';
import { evaluateCloseChecks } from './close-checks.ts';
import {
  ChangeStatus,
  closeShop,
  closureOf,
  currentFields,
  presentChange,
  submitChangeRequest,
  transferCandidates,
  transferOwner,
  updateContactEmail,
  verifiedForm,
  withdrawChangeRequest,
  type ChangeFields,
} from './service.ts';

const now = (ctx: HandlerContext) => ctx.deps.clock.now();

/** 330106199001011234 → 3301**********1234 */
const maskId = (s: string | undefined | null) => (s ? (s.length > 8 ? `${s.slice(0, 4)}${'*'.repeat(s.length - 8)}${s.slice(-4)}` : '****') : null);
const maskAccount = (s: string | undefined | null) => (s ? `**** ${s.slice(-4)}` : null);

async function detail(ctx: HandlerContext) {
  const a = requireAuth(ctx);
  const db = ctx.db;
  const c = await db.selectFrom('company').selectAll().where('id', '=', a.companyId).executeTakeFirstOrThrow();
  const form = await verifiedForm(db, a.companyId);
  const signer = ctx.deps.fileSigner;
  const resign = (url: string) => {
    const f = parseFileUrl(url);
    return f ? signer.sign(f, a.companyId) : url;
  };
  const owner = await db.selectFrom('merchant_user').select(['id', 'name', 'phone']).where('company_id', '=', a.companyId).where('is_owner', '=', 1).orderBy('id').executeTakeFirst();
  const setting = await db.selectFrom('company_setting').select('contact_email').where('company_id', '=', a.companyId).executeTakeFirst();
  const requests = await db.selectFrom('company_change_request').selectAll().where('company_id', '=', a.companyId).orderBy('id', 'desc').limit(10).execute();
  const cats = form?.shop?.mainCategoryIds?.length
    ? await db.selectFrom('category').select('name').where('id', 'in', form.shop.mainCategoryIds).orderBy('sort').orderBy('id').execute()
    : [];
  const cur = currentFields(form, c.name);
  const roles = a.isOwner ? await db.selectFrom('role').select(['id', 'name']).where('company_id', '=', a.companyId).orderBy('id').limit(200).execute() : [];
  return {
    company: {
      companyId: c.id,
      companyName: cur.companyName ?? c.name,
      shopName: c.shop_name,
      companyType: c.company_type,
      verifiedAt: c.reviewed_at,
      creditCode: form?.license?.creditCode ?? null,
      licenseAddress: cur.licenseAddress,
      licenseValidFrom: form?.license?.validFrom ?? null,
      licenseValidTo: form?.license?.validTo ?? null,
      licenseLongTerm: form?.license?.longTerm ?? null,
      licenseImageUrl: cur.licenseImageUrl ? resign(cur.licenseImageUrl) : null,
      legalPersonName: cur.legalPersonName,
      legalPersonIdMasked: maskId(form?.legalPerson?.idNumber),
      settlementBankName: form?.settlement?.bankName ?? null,
      settlementAccountMasked: maskAccount(form?.settlement?.accountNumber),
      mainCategories: cats.map((x) => x.name),
    },
    owner: owner ? { userId: owner.id, name: owner.name, phoneMasked: maskPhone(owner.phone) } : null,
    contactEmail: setting?.contact_email ?? null,
    isOwner: a.isOwner,
    closedAt: c.closed_at,
    pendingChange: (() => {
      const p = requests.find((r) => r.status === ChangeStatus.PENDING);
      return p ? presentChange(p, resign) : null;
    })(),
    changeRequests: requests.map((r) => presentChange(r, resign)),
    transferCandidates: a.isOwner ? await transferCandidates(db, a.companyId) : [],
    roles: roles.map((r) => ({ roleId: r.id, name: r.name })),
  };
}

async function contactEmailUpdate(ctx: HandlerContext<{ contactEmail: string | null }>) {
  const a = requireAuth(ctx);
  const email = await updateContactEmail(ctx.db, { companyId: a.companyId, userId: a.userId, email: ctx.body.contactEmail, now: now(ctx) });
  return { contactEmail: email };
}

async function changeRequestCreate(ctx: HandlerContext<ChangeFields & { reason: string }>) {
  const a = requireAuth(ctx);
  const { reason, ...rest } = ctx.body;
  const changes: ChangeFields = { companyName: rest.companyName, licenseAddress: rest.licenseAddress, legalPersonName: rest.legalPersonName, licenseImageUrl: rest.licenseImageUrl };
  if (changes.licenseImageUrl) await assertOwnFiles(ctx.db, a.companyId, [{ url: changes.licenseImageUrl, label: '营业执照照片' }]);
  const row = await submitChangeRequest(ctx.db, { companyId: a.companyId, userId: a.userId, changes, reason, now: now(ctx) });
  return presentChange(row);
}

async function changeRequestCancel(ctx: HandlerContext<{ changeRequestId: number }>) {
  const a = requireAuth(ctx);
  return presentChange(await withdrawChangeRequest(ctx.db, { companyId: a.companyId, userId: a.userId, id: ctx.body.changeRequestId, now: now(ctx) }));
}

async function transfer(ctx: HandlerContext<{ userId: number; formerOwnerRoleId?: number | null; smsCode: string }>) {
  const a = requireAuth(ctx);
  const t = now(ctx);
  const codeId = await checkFinanceCode(ctx.db, { userId: a.userId, purpose: 'transfer', code: ctx.body.smsCode, now: t });
  return ctx.db.transaction().execute(async (trx) => {
    await consumeFinanceCode(trx, codeId, t);
    return transferOwner(trx, { companyId: a.companyId, fromUserId: a.userId, toUserId: ctx.body.userId, formerOwnerRoleId: ctx.body.formerOwnerRoleId ?? null, now: t });
  });
}

async function closeCheck(ctx: HandlerContext) {
  const a = requireAuth(ctx);
  const db = ctx.db;
  const c = await db.selectFrom('company').select('closed_at').where('id', '=', a.companyId).executeTakeFirstOrThrow();
  const closure = c.closed_at === null ? null : await closureOf(db, a.companyId);
  const checks = c.closed_at === null ? await evaluateCloseChecks(db, a.companyId) : [];
  const onSale = await db
    .selectFrom('goods')
    .select((e) => e.fn.countAll<number>().as('n'))
    .where('company_id', '=', a.companyId)
    .where('deleted_at', 'is', null)
    .where('status', '=', 1)
    .executeTakeFirstOrThrow();
  return {
    closedAt: c.closed_at,
    closure,
    checks,
    allPassed: c.closed_at === null && checks.every((k) => k.ok),
    isOwner: a.isOwner,
    depositBalance: (await balancesOf(db, a.companyId)).deposit ?? 0,
    onSaleGoods: Number(onSale.n),
  };
}

async function closeSmsCode(ctx: HandlerContext) {
  const a = requireAuth(ctx);
  const failing = (await evaluateCloseChecks(ctx.db, a.companyId)).filter((k) => !k.ok);
  if (failing.length) throw fail(`还不能关闭店铺：${failing.map((k) => k.label).join('、')}未满足`);
  const sent = await sendFinanceCode(ctx.db, ctx.deps.sms, { userId: a.userId, phone: a.phone, purpose: 'close', action: '确认关闭店铺', ip: ctx.ip, now: now(ctx) });
  return { phoneMasked: maskPhone(a.phone), ...sent };
}

async function close(ctx: HandlerContext<{ smsCode: string }>) {
  const a = requireAuth(ctx);
  const t = now(ctx);
  // Failing checks answer before the code is looked at: fixing them must not cost one of its tries.
  const failing = (await evaluateCloseChecks(ctx.db, a.companyId)).filter((k) => !k.ok);
  if (failing.length) throw fail(`还不能关闭店铺：${failing.map((k) => `${k.label}（${k.detail}）`).join('；')}`);
  const codeId = await checkFinanceCode(ctx.db, { userId: a.userId, purpose: 'close', code: ctx.body.smsCode, now: t });
  return ctx.db.transaction().execute(async (trx) => {
    await consumeFinanceCode(trx, codeId, t);
    return closeShop(trx, { companyId: a.companyId, userId: a.userId, now: t });
  });
}

export const companyHandlers: HandlerMap = {
  companySettingDetail: detail,
  companyContactEmailUpdate: contactEmailUpdate,
  companyChangeRequestCreate: changeRequestCreate,
  companyChangeRequestCancel: changeRequestCancel,
  companyTransferSmsCode: {
    tx: false,
    handle: async (ctx) => {
      const a = requireAuth(ctx);
      const sent = await sendFinanceCode(ctx.db, ctx.deps.sms, { userId: a.userId, phone: a.phone, purpose: 'transfer', action: '转让店铺负责人', ip: ctx.ip, now: now(ctx) });
      return { phoneMasked: maskPhone(a.phone), ...sent };
    },
  },
  companyTransferOwner: { tx: false, handle: transfer },
  companyCloseCheck: closeCheck,
  companyCloseSmsCode: { tx: false, handle: closeSmsCode },
  companyClose: { tx: false, handle: close },
};
