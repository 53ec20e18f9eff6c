import { clock } from '../../lib/clock.ts';
import type { Db } from '../../db/index.ts';
import { audit } from '../../lib/audit.ts';
import { emitEvent } from '../../lib/events.ts';
import { REVIEW, type VerifyForm } from './verify-rules.ts';

/** A platform decision the operator may not make (unknown company, wrong state, empty reason). */
export class ReviewError extends Error {}

export interface PendingReview {
  companyId: number;
  companyName: string;
  companyType: number;
  shopName: string | null;
  creditCode: string | null;
  submittedAt: number | null;
  ownerPhone: string | null;
}

export async function listPending(db: Db): Promise<PendingReview[]> {
  const rows = await db
    .selectFrom('company as c')
    .leftJoin('company_verify as v', 'v.company_id', 'c.id')
    .select(['c.id', 'c.name', 'c.company_type', 'c.submitted_at', 'v.form_json'])
    .select((eb) =>
      eb
        .selectFrom('merchant_user as u')
        .select('u.phone')
        .whereRef('u.company_id', '=', 'c.id')
        .where('u.is_owner', '=', 1)
        .orderBy('u.id')
        .limit(1)
        .as('ownerPhone'),
    )
    .where('c.review_status', '=', REVIEW.PENDING)
    .orderBy('c.submitted_at')
    .orderBy('c.id')
    .execute();
  return rows.map((r) => {
    const form = r.form_json ? (JSON.parse(r.form_json) as VerifyForm) : null;
    return {
      companyId: r.id,
      companyName: r.name,
      companyType: r.company_type,
      shopName: form?.shop.shopName ?? null,
      creditCode: form?.license.creditCode ?? null,
      submittedAt: r.submitted_at,
      ownerPhone: r.ownerPhone ?? null,
    };
  });
}

/**
 * The platform's decision on a pending verification: 0 → 1 (pass: ready, the shop opens, the
 * common.company-verify key follows) or 0 → -1 (reject with a reason the merchant sees). One transaction,
 * one audit row; anything but a pending company is refused and changes nothing.
 */
export async function decide(db: Db, companyId: number, decision: { pass: true } | { pass: false; reason: string }, operator = 'platform'): Promise<{ from: number; to: number }> {
  const reason = decision.pass ? null : decision.reason.trim();
  if (!decision.pass && !reason) throw new ReviewError('驳回须填写原因');
  if (reason && reason.length > 500) throw new ReviewError('驳回原因不能超过 500 个字符');
  return db.transaction().execute(async (trx) => {
    const c = await trx.selectFrom('company').selectAll().where('id', '=', companyId).executeTakeFirst();
    if (!c) throw new ReviewError(`公司 ${companyId} 不存在`);
    if (c.review_status !== REVIEW.PENDING) {
      const names: Record<number, string> = { [-2]: '待提交', [-1]: '已驳回', 1: '已通过' };
      throw new ReviewError(`公司 ${companyId} 当前为「${names[c.review_status] ?? c.review_status}」，只有审核中的申请可以审核`);
    }
    const now = clock.now();
    const form = await trx.selectFrom('company_verify').select('form_json').where('company_id', '=', companyId).executeTakeFirst();
    const submitted = form?.form_json ? (JSON.parse(form.form_json) as VerifyForm) : null;
    const to = decision.pass ? REVIEW.PASSED : REVIEW.REJECTED;
    const r = await trx
      .updateTable('company')
      .set({
        review_status: to,
        review_reason: reason,
        reviewed_at: now,
        ready_status: decision.pass ? 1 : 0,
        updated_at: now,
        ...(decision.pass && submitted ? { shop_name: submitted.shop.shopName, name: submitted.license.name } : {}),
      })
      .where('id', '=', companyId)
      .where('review_status', '=', REVIEW.PENDING)
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) throw new ReviewError(`公司 ${companyId} 的状态已变化，请重新查看`);
    await audit(trx, {
      companyId,
      userId: null,
      actor: operator,
      action: decision.pass ? 'company.verify.pass' : 'company.verify.reject',
      detail: { from: REVIEW.PENDING, to, ...(reason ? { reason } : {}) },
    });
    // The members' message (content consumer): the result and the reason, linking to the verification result page.
    await emitEvent(trx, {
      companyId,
      kind: 'company.verifyDecided',
      subjectId: companyId,
      payload: { approved: decision.pass, reason, shopName: decision.pass ? (submitted?.shop.shopName ?? c.shop_name) : null },
      now,
    });
    return { from: REVIEW.PENDING, to };
  });
}
