import type { Db } from '../../db/index.ts';
import type { HandlerContext, HandlerMap } from '../../lib/handler.ts';
import { requireAuth } from '../../lib/handler.ts';
import { Code, fail } from '../../lib/errors.ts';
import { audit } from '../../lib/audit.ts';
import { canonicalDeep } from '../../lib/files.ts';
import type { AuthContext } from '../../lib/session.ts';
import { applyStatus } from './handlers.ts';
import { assertOwnFiles } from '../../platform/upload/handlers.ts';
import { checkFields, checkSubmit, fileRefs, REVIEW, type VerifyDraft, type VerifyForm } from './verify-rules.ts';


function requireOwner(a: AuthContext, what: string) {
  if (!a.isOwner) throw fail(`仅店铺负责人可以${what}企业认证资料`, Code.NO_AUTHORITY);
}

/** The company row, read inside the transaction (the auth snapshot may be stale). */
const companyRow = (db: Db, id: number) => db.selectFrom('company').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

function assertEditable(status: number) {
  if (status === REVIEW.PENDING) throw fail('认证资料正在审核中，审核完成前不能修改或重复提交');
  if (status === REVIEW.PASSED) throw fail('公司已通过认证，资料不能再修改；如需变更请联系平台客服');
}

const parse = <T>(json: string | null): T | null => (json ? (JSON.parse(json) as T) : null);

/** Drops nulls, empty strings and empty arrays/objects, so a draft only holds what was filled in. */
function compact(v: unknown): unknown {
  if (Array.isArray(v)) return v.length ? v.map(compact) : undefined;
  if (v && typeof v === 'object') {
    const out = Object.fromEntries(
      Object.entries(v)
        .map(([k, x]) => [k, compact(x)] as const)
        .filter(([, x]) => x !== undefined),
    );
    return Object.keys(out).length ? out : undefined;
  }
  return v === '' || v === null ? undefined : v;
}

async function detail(ctx: HandlerContext) {
  const a = requireAuth(ctx);
  requireOwner(a, '查看');
  const c = await companyRow(ctx.db, a.companyId);
  const row = await ctx.db.selectFrom('company_verify').selectAll().where('company_id', '=', a.companyId).executeTakeFirst();
  const draft = parse<VerifyDraft>(row?.draft_json ?? null);
  const submitted = parse<VerifyForm>(row?.form_json ?? null);
  const signer = ctx.deps.fileSigner;
  const categories = await ctx.db.selectFrom('category').select(['id', 'name']).where('level', '=', 1).orderBy('sort').orderBy('id').limit(200).execute();
  return {
    form: signer.resignDeep(c.draft_status === 1 && draft ? draft : submitted, a.companyId),
    submitted: signer.resignDeep(submitted, a.companyId),
    reviewStatus: c.review_status,
    reviewReason: c.review_reason,
    draftStatus: c.draft_status,
    submittedAt: c.submitted_at,
    reviewedAt: c.reviewed_at,
    companyType: c.company_type,
    categoryOptions: categories,
  };
}

async function assertCategories(db: Db, ids: number[] | undefined) {
  if (!ids?.length) return;
  const rows = await db.selectFrom('category').select('id').where('id', 'in', ids).where('level', '=', 1).execute();
  if (rows.length !== new Set(ids).size) throw fail('主营类目不存在，请重新选择');
}

async function saveDraft(ctx: HandlerContext<VerifyDraft>) {
  const a = requireAuth(ctx);
  requireOwner(a, '填写');
  const c = await companyRow(ctx.db, a.companyId);
  assertEditable(c.review_status);
  const draft = (compact(canonicalDeep(ctx.body)) ?? {}) as VerifyDraft;
  checkFields(draft);
  await assertOwnFiles(ctx.db, a.companyId, fileRefs(draft));
  await assertCategories(ctx.db, draft.shop?.mainCategoryIds as number[] | undefined);
  const now = ctx.deps.clock.now();
  const json = JSON.stringify(draft);
  if (json.length > 100_000) throw fail('草稿内容过大');
  await ctx.db
    .insertInto('company_verify')
    .values({ company_id: a.companyId, draft_json: json, form_json: null, updated_at: now })
    .onConflict((oc) => oc.column('company_id').doUpdateSet({ draft_json: json, updated_at: now }))
    .execute();
  const updated = await ctx.db
    .updateTable('company')
    .set({ draft_status: 1, updated_at: now, ...(draft.companyType ? { company_type: draft.companyType } : {}) })
    .where('id', '=', a.companyId)
    .where('review_status', 'in', [REVIEW.DRAFT, REVIEW.REJECTED])
    .returningAll()
    .executeTakeFirst();
  if (!updated) throw fail('认证状态已变化，请刷新页面后再试');
  return applyStatus(updated);
}

async function submit(ctx: HandlerContext<VerifyForm>) {
  const a = requireAuth(ctx);
  requireOwner(a, '提交');
  const c = await companyRow(ctx.db, a.companyId);
  assertEditable(c.review_status);
  const form = checkSubmit(canonicalDeep(ctx.body));
  await assertOwnFiles(ctx.db, a.companyId, fileRefs(form));
  await assertCategories(ctx.db, form.shop.mainCategoryIds);
  const now = ctx.deps.clock.now();
  const json = JSON.stringify(form);
  // Only the request that moves the status from -2/-1 wins; a concurrent second submit changes nothing.
  const updated = await ctx.db
    .updateTable('company')
    .set({
      review_status: REVIEW.PENDING,
      review_reason: null,
      draft_status: 0,
      company_type: form.companyType,
      name: form.license.name,
      submitted_at: now,
      updated_at: now,
    })
    .where('id', '=', a.companyId)
    .where('review_status', 'in', [REVIEW.DRAFT, REVIEW.REJECTED])
    .returningAll()
    .executeTakeFirst();
  if (!updated) throw fail('认证资料正在审核中，审核完成前不能修改或重复提交');
  await ctx.db
    .insertInto('company_verify')
    .values({ company_id: a.companyId, draft_json: null, form_json: json, updated_at: now })
    .onConflict((oc) => oc.column('company_id').doUpdateSet({ draft_json: null, form_json: json, updated_at: now }))
    .execute();
  await audit(ctx.db, {
    companyId: a.companyId,
    userId: a.userId,
    actor: `user:${a.userId}`,
    action: c.review_status === REVIEW.REJECTED ? 'company.verify.resubmit' : 'company.verify.submit',
    detail: { from: c.review_status, to: REVIEW.PENDING, companyType: form.companyType },
  });
  return applyStatus(updated);
}

export const verifyHandlers: HandlerMap = {
  verifyDetail: detail,
  verifySaveDraft: saveDraft,
  verifySubmit: submit,
};
