import ExcelJS from 'exceljs';
import type { HandlerContext, HandlerMap } from '../../lib/handler.ts';
import { requireAuth } from '../../lib/handler.ts';
import { BizError, fail } from '../../lib/errors.ts';
import { audit } from '../../lib/audit.ts';
import { canonicalDeep } from '../../lib/files.ts';
import { formatChinaTime } from '../../lib/clock.ts';
import { assertOwnFiles } from '../../platform/upload/handlers.ts';
import { yuan } from '../finance/index.ts';
import { CaseType, HOUR, MERCHANT_WAITING, REFUSE_REASONS, S } from './constants.ts';
import { agree, confirmReceipt, getCase, getSetting, negotiate, refuse, refuseReceipt, reship, submitProof, type Case, type RefundPlan } from './service.ts';
import type { Actor } from './constants.ts';
import { caseDetail, listCases, presentSummary, presentViolation, tabCounts, type CaseFilter } from './queries.ts';
import { appeal, getViolation, yearSummary } from './violation.ts';

/** Handlers of the after-sale area: cases, settings, disputes, violations (docs/after-sale.md). */

const now = (ctx: HandlerContext) => ctx.deps.clock.now();
const merchant = (ctx: HandlerContext): Actor => ({ type: 1, name: requireAuth(ctx).userName || '商家' });

async function images(ctx: HandlerContext, urls: string[] | undefined, label: string): Promise<string[]> {
  const list = urls ?? [];
  if (list.length) await assertOwnFiles(ctx.db, requireAuth(ctx).companyId, list.map((url, i) => ({ url, label: `${label}（第 ${i + 1} 张）` })));
  return canonicalDeep(list);
}

const sign = <T>(ctx: HandlerContext, v: T): T => ctx.deps.fileSigner.resignDeep(v, requireAuth(ctx).companyId);

function planOf(b: { refundLines?: Array<{ orderLineId: number; amount: number }>; freight?: number } | undefined, c: Case): RefundPlan | null {
  if (!b?.refundLines?.length) return null;
  return { lines: b.refundLines, freight: b.freight ?? c.freight_amount };
}

async function act(ctx: HandlerContext, action: string, fn: (c: Case, t: number) => Promise<Case | void>) {
  const a = requireAuth(ctx);
  const t = now(ctx);
  const c = await getCase(ctx.db, a.companyId, ctx.body.afterSaleId);
  const next = (await fn(c, t)) ?? (await getCase(ctx.db, a.companyId, c.id));
  await audit(ctx.db, { companyId: a.companyId, userId: a.userId, actor: a.userName, action: `afterSale.${action}`, detail: { afterSaleId: c.id, caseNo: c.case_no, before: { status: c.status, version: c.version }, after: { status: next.status, version: next.version, refundAmount: next.refund_amount } } });
  return sign(ctx, await caseDetail(ctx.db, next, t));
}

function filterOf(b: { filter?: CaseFilter } | undefined): CaseFilter {
  return b?.filter ?? {};
}

async function exportCases(ctx: HandlerContext) {
  const a = requireAuth(ctx);
  const f = filterOf(ctx.body);
  const t = now(ctx);
  const rows: ReturnType<typeof presentSummary>[] = [];
  let cursor: string | null = null;
  do {
    const page = await listCases(ctx.db, a.companyId, f, cursor, 100, t);
    rows.push(...page.list);
    cursor = page.nextCursor;
  } while (cursor && rows.length < 5000);
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('售后单');
  ws.columns = [
    { header: '售后单号', key: 'caseNo', width: 24 },
    { header: '订单号', key: 'orderNo', width: 24 },
    { header: '类型', key: 'type', width: 10 },
    { header: '状态', key: 'status', width: 12 },
    { header: '买家', key: 'buyer', width: 12 },
    { header: '原因', key: 'reason', width: 18 },
    { header: '商品', key: 'goods', width: 30 },
    { header: '申请金额（元）', key: 'apply', width: 14 },
    { header: '退款金额（元）', key: 'refund', width: 14 },
    { header: '处理时限', key: 'deadline', width: 20 },
    { header: '申请时间', key: 'created', width: 20 },
  ];
  for (const r of rows) {
    ws.addRow({ caseNo: r.caseNo, orderNo: r.orderNo, type: r.typeText, status: r.statusText, buyer: r.buyerName, reason: r.reasonText, goods: r.goodsSummary, apply: r.applyAmount / 100, refund: r.refundAmount / 100, deadline: r.deadlineAt ? formatChinaTime(r.deadlineAt) : '', created: formatChinaTime(r.createdAt) });
  }
  const buf = Buffer.from(await wb.xlsx.writeBuffer());
  await audit(ctx.db, { companyId: a.companyId, userId: a.userId, actor: a.userName, action: 'afterSale.export', detail: { filter: f, rows: rows.length } });
  return { fileName: `售后单_${formatChinaTime(t).slice(0, 10)}.xlsx`, contentBase64: buf.toString('base64'), rows: rows.length };
}

async function settingView(ctx: HandlerContext) {
  const a = requireAuth(ctx);
  const setting = await getSetting(ctx.db, a.companyId);
  const addresses = await ctx.db.selectFrom('after_sale_address').selectAll().where('company_id', '=', a.companyId).orderBy('is_default', 'desc').orderBy('id').execute();
  const reasons = await ctx.db.selectFrom('after_sale_reason').selectAll().where('company_id', '=', a.companyId).orderBy('id').execute();
  return {
    setting,
    addresses: addresses.map((r) => ({ afterSaleAddressId: Number(r.id), name: r.name, phone: r.phone, region: r.region, address: r.address, isDefault: r.is_default === 1 })),
    reasons: reasons.map((r) => ({ afterSaleReasonId: Number(r.id), code: r.code, codeText: REFUSE_REASONS[r.code] ?? r.code, text: r.text })),
    refuseCodes: Object.entries(REFUSE_REASONS).map(([code, text]) => ({ code, text })),
  };
}

const ADDRESS_MAX = 20;
const REASON_MAX = 30;

export const afterSaleHandlers: HandlerMap = {
  async afterSaleList(ctx) {
    const a = requireAuth(ctx);
    return listCases(ctx.db, a.companyId, filterOf(ctx.body), ctx.body.cursor, ctx.body.pageSize, now(ctx));
  },
  async afterSaleTabCounts(ctx) {
    const a = requireAuth(ctx);
    const { status: _s, ...f } = filterOf(ctx.body);
    return tabCounts(ctx.db, a.companyId, f, now(ctx));
  },
  async afterSaleDetail(ctx) {
    const a = requireAuth(ctx);
    const c = await getCase(ctx.db, a.companyId, ctx.body.afterSaleId);
    return sign(ctx, await caseDetail(ctx.db, c, now(ctx)));
  },
  async afterSaleDueCount(ctx) {
    const a = requireAuth(ctx);
    const t = now(ctx);
    const r = await ctx.db
      .selectFrom('after_sale')
      .select([(e) => e.fn.countAll<number>().as('n')])
      .where('company_id', '=', a.companyId)
      .where('status', 'in', [...MERCHANT_WAITING])
      .where('deadline_at', '<=', t + 24 * HOUR)
      .executeTakeFirstOrThrow();
    const p = await ctx.db
      .selectFrom('after_sale')
      .select([(e) => e.fn.countAll<number>().as('n')])
      .where('company_id', '=', a.companyId)
      .where('status', '=', S.DISPUTE)
      .where('dispute_status', '=', 1)
      .where('merchant_proof_at', 'is', null)
      .where('proof_deadline_at', '<=', t + 24 * HOUR)
      .executeTakeFirstOrThrow();
    return { dueIn24h: Number(r.n), proofDueIn24h: Number(p.n) };
  },
  afterSaleAgree: (ctx) =>
    act(ctx, 'agree', async (c, t) => agree(ctx.db, c, merchant(ctx), { addressId: ctx.body.afterSaleAddressId ?? null, plan: planOf(ctx.body, c), version: ctx.body.version }, t)),
  afterSaleRefuse: (ctx) =>
    act(ctx, 'refuse', async (c, t) => refuse(ctx.db, c, merchant(ctx), { reasonCode: ctx.body.reasonCode, reasonText: ctx.body.reasonText, images: await images(ctx, ctx.body.images, '拒绝凭证'), version: ctx.body.version }, t)),
  afterSaleReceive: (ctx) => act(ctx, 'receive', async (c, t) => confirmReceipt(ctx.db, c, merchant(ctx), { plan: planOf(ctx.body, c), version: ctx.body.version }, t)),
  afterSaleRefuseReceipt: (ctx) =>
    act(ctx, 'refuseReceipt', async (c, t) => refuseReceipt(ctx.db, c, merchant(ctx), { reasonText: ctx.body.reasonText, images: await images(ctx, ctx.body.images, '拒收凭证'), version: ctx.body.version }, t)),
  afterSaleReship: (ctx) => act(ctx, 'reship', async (c, t) => reship(ctx.db, c, merchant(ctx), { logisticsCompany: ctx.body.logisticsCompany, trackingNo: ctx.body.trackingNo, version: ctx.body.version }, t)),
  afterSaleNegotiate: (ctx) =>
    act(ctx, 'negotiate', async (c, t) => {
      await negotiate(ctx.db, c, merchant(ctx), { text: ctx.body.text, images: await images(ctx, ctx.body.images, '留言图片') }, t);
    }),
  // tx: false: one transaction per row, so a refused row leaves the others agreed (a per-row report).
  afterSaleBatchAgree: {
    tx: false,
    async handle(ctx) {
      const a = requireAuth(ctx);
      const t = now(ctx);
      const s = await getSetting(ctx.db, a.companyId);
      const results: Array<{ afterSaleId: number; ok: boolean; msg: string }> = [];
      for (const it of ctx.body.items as Array<{ afterSaleId: number; version: number }>) {
        try {
          const msg = await ctx.db.transaction().execute(async (trx) => {
            const c = await getCase(trx, a.companyId, it.afterSaleId);
            if (c.type !== CaseType.REFUND) throw fail('只有仅退款的售后单可以批量同意');
            if (c.apply_amount > s.batchAgreeMax) throw fail(`申请金额 ${yuan(c.apply_amount)} 超过批量同意上限 ${yuan(s.batchAgreeMax)}，请逐单处理`);
            const next = await agree(trx, c, merchant(ctx), { version: it.version }, t);
            await audit(trx, { companyId: a.companyId, userId: a.userId, actor: a.userName, action: 'afterSale.agree', detail: { afterSaleId: c.id, caseNo: c.case_no, batch: true, before: { status: c.status }, after: { status: next.status, refundAmount: next.refund_amount } } });
            return `已同意，退款 ${yuan(next.refund_amount)}`;
          });
          results.push({ afterSaleId: it.afterSaleId, ok: true, msg });
        } catch (e) {
          if (!(e instanceof BizError)) throw e;
          results.push({ afterSaleId: it.afterSaleId, ok: false, msg: e.message });
        }
      }
      return { results, agreed: results.filter((r) => r.ok).length };
    },
  },
  afterSaleExport: exportCases,
  afterSaleSettingGet: settingView,
  async afterSaleSettingSave(ctx) {
    const a = requireAuth(ctx);
    const b = ctx.body;
    if (b.autoAgreeMax > b.batchAgreeMax * 10) throw fail('自动同意上限过高');
    const before = await getSetting(ctx.db, a.companyId);
    const row = { auto_agree: b.autoAgree ? 1 : 0, auto_agree_max: b.autoAgreeMax, batch_agree_max: b.batchAgreeMax, reply_hours: b.replyHours, receive_days: b.receiveDays, reship_hours: b.reshipHours, updated_at: now(ctx) };
    await ctx.db
      .insertInto('after_sale_setting')
      .values({ company_id: a.companyId, ...row })
      .onConflict((oc) => oc.column('company_id').doUpdateSet(row))
      .execute();
    await audit(ctx.db, { companyId: a.companyId, userId: a.userId, actor: a.userName, action: 'afterSale.setting', detail: { before, after: b } });
    return settingView(ctx);
  },
  async afterSaleAddressSave(ctx) {
    const a = requireAuth(ctx);
    const b = ctx.body;
    const t = now(ctx);
    // Two saves of one company at once would otherwise lock each other's rows in opposite orders (the default moves
    // from one address to another): take the company's addresses in id order first (PostgreSQL; SQLite serializes).
    let lock = ctx.db.selectFrom('after_sale_address').select('id').where('company_id', '=', a.companyId).orderBy('id');
    if (ctx.deps.dialect === 'postgres') lock = lock.forUpdate();
    const locked = await lock.execute();
    const count = { n: locked.length };
    const first = Number(count.n) === 0;
    const vals = { name: b.name.trim(), phone: b.phone, region: b.region.trim(), address: b.address.trim() };
    if (!vals.name || !vals.region || !vals.address) throw fail('请填写完整的退货地址');
    let id: number;
    let before: unknown = null;
    if (b.afterSaleAddressId) {
      const cur = await ctx.db.selectFrom('after_sale_address').selectAll().where('id', '=', b.afterSaleAddressId).where('company_id', '=', a.companyId).executeTakeFirst();
      if (!cur) throw fail('退货地址不存在');
      before = cur;
      if (cur.is_default === 1 && !b.isDefault) throw fail('请先将另一个地址设为默认');
      await ctx.db.updateTable('after_sale_address').set(vals).where('id', '=', cur.id).execute();
      id = Number(cur.id);
    } else {
      if (Number(count.n) >= ADDRESS_MAX) throw fail(`退货地址最多 ${ADDRESS_MAX} 个`);
      const r = await ctx.db.insertInto('after_sale_address').values({ company_id: a.companyId, ...vals, is_default: 0, created_at: t }).returning('id').executeTakeFirstOrThrow();
      id = Number(r.id);
    }
    if (b.isDefault || first) {
      await ctx.db.updateTable('after_sale_address').set({ is_default: 0 }).where('company_id', '=', a.companyId).where('id', '!=', id).execute();
      await ctx.db.updateTable('after_sale_address').set({ is_default: 1 }).where('id', '=', id).execute();
    }
    await audit(ctx.db, { companyId: a.companyId, userId: a.userId, actor: a.userName, action: 'afterSale.address.save', detail: { before, after: { id, ...vals, isDefault: b.isDefault || first } } });
    return settingView(ctx);
  },
  async afterSaleAddressDelete(ctx) {
    const a = requireAuth(ctx);
    const cur = await ctx.db.selectFrom('after_sale_address').selectAll().where('id', '=', ctx.body.afterSaleAddressId).where('company_id', '=', a.companyId).executeTakeFirst();
    if (!cur) throw fail('退货地址不存在');
    await ctx.db.deleteFrom('after_sale_address').where('id', '=', cur.id).execute();
    if (cur.is_default === 1) {
      const next = await ctx.db.selectFrom('after_sale_address').select('id').where('company_id', '=', a.companyId).orderBy('id').limit(1).executeTakeFirst();
      if (next) await ctx.db.updateTable('after_sale_address').set({ is_default: 1 }).where('id', '=', next.id).execute();
    }
    await audit(ctx.db, { companyId: a.companyId, userId: a.userId, actor: a.userName, action: 'afterSale.address.delete', detail: { before: cur, after: null } });
    return settingView(ctx);
  },
  async afterSaleReasonSave(ctx) {
    const a = requireAuth(ctx);
    const b = ctx.body;
    if (!REFUSE_REASONS[b.code]) throw fail('拒绝原因类型不在支持范围内');
    const text = b.text.trim();
    if (!text) throw fail('请填写拒绝说明');
    if (b.afterSaleReasonId) {
      const cur = await ctx.db.selectFrom('after_sale_reason').selectAll().where('id', '=', b.afterSaleReasonId).where('company_id', '=', a.companyId).executeTakeFirst();
      if (!cur) throw fail('拒绝原因不存在');
      await ctx.db.updateTable('after_sale_reason').set({ code: b.code, text }).where('id', '=', cur.id).execute();
      await audit(ctx.db, { companyId: a.companyId, userId: a.userId, actor: a.userName, action: 'afterSale.reason.save', detail: { before: cur, after: { code: b.code, text } } });
    } else {
      const n = await ctx.db.selectFrom('after_sale_reason').select((e) => e.fn.countAll<number>().as('n')).where('company_id', '=', a.companyId).executeTakeFirstOrThrow();
      if (Number(n.n) >= REASON_MAX) throw fail(`拒绝原因预设最多 ${REASON_MAX} 条`);
      await ctx.db.insertInto('after_sale_reason').values({ company_id: a.companyId, code: b.code, text, created_at: now(ctx) }).execute();
      await audit(ctx.db, { companyId: a.companyId, userId: a.userId, actor: a.userName, action: 'afterSale.reason.save', detail: { before: null, after: { code: b.code, text } } });
    }
    return settingView(ctx);
  },
  async afterSaleReasonDelete(ctx) {
    const a = requireAuth(ctx);
    const cur = await ctx.db.selectFrom('after_sale_reason').selectAll().where('id', '=', ctx.body.afterSaleReasonId).where('company_id', '=', a.companyId).executeTakeFirst();
    if (!cur) throw fail('拒绝原因不存在');
    await ctx.db.deleteFrom('after_sale_reason').where('id', '=', cur.id).execute();
    await audit(ctx.db, { companyId: a.companyId, userId: a.userId, actor: a.userName, action: 'afterSale.reason.delete', detail: { before: cur, after: null } });
    return settingView(ctx);
  },
  async afterSaleDisputeList(ctx) {
    const a = requireAuth(ctx);
    const f = ctx.body?.filter ?? {};
    return listCases(ctx.db, a.companyId, f.status ? { status: f.status } : {}, ctx.body.cursor, ctx.body.pageSize, now(ctx), { dispute: true });
  },
  async afterSaleDisputeDetail(ctx) {
    const a = requireAuth(ctx);
    const c = await getCase(ctx.db, a.companyId, ctx.body.afterSaleId);
    if (c.dispute_status === 0) throw fail('售后单不存在');
    return sign(ctx, await caseDetail(ctx.db, c, now(ctx)));
  },
  afterSaleDisputeProof: (ctx) =>
    act(ctx, 'proof', async (c, t) => submitProof(ctx.db, c, merchant(ctx), { text: ctx.body.text, images: await images(ctx, ctx.body.images, '举证图片'), version: ctx.body.version }, t)),
  async violationSummary(ctx) {
    const a = requireAuth(ctx);
    return yearSummary(ctx.db, a.companyId, now(ctx));
  },
  async violationList(ctx) {
    const a = requireAuth(ctx);
    const t = now(ctx);
    const f = ctx.body?.filter ?? {};
    let q = ctx.db.selectFrom('violation').selectAll().where('company_id', '=', a.companyId);
    if (f.status) q = q.where('status', '=', f.status);
    if (f.year) q = q.where('year', '=', f.year);
    if (ctx.body.cursor) {
      const m = /^(\d{1,15})_(\d{1,15})$/.exec(ctx.body.cursor);
      if (!m) throw fail('分页游标无效');
      const [ct, id] = [Number(m[1]), Number(m[2])];
      q = q.where((eb) => eb.or([eb('created_at', '<', ct), eb.and([eb('created_at', '=', ct), eb('id', '<', id)])]));
    }
    const rows = await q.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(ctx.body.pageSize + 1).execute();
    const more = rows.length > ctx.body.pageSize;
    const list = rows.slice(0, ctx.body.pageSize).map((r) => presentViolation({ ...r, id: Number(r.id), deducted: Number(r.deducted), penalty_amount: Number(r.penalty_amount) }, t));
    const last = list[list.length - 1];
    return { list, hasMore: more, nextCursor: more && last ? `${last.createdAt}_${last.violationId}` : null };
  },
  async violationDetail(ctx) {
    const a = requireAuth(ctx);
    const v = await getViolation(ctx.db, a.companyId, ctx.body.violationId);
    return sign(ctx, presentViolation(v, now(ctx)));
  },
  async violationAppeal(ctx) {
    const a = requireAuth(ctx);
    const t = now(ctx);
    const v = await getViolation(ctx.db, a.companyId, ctx.body.violationId);
    const next = await appeal(ctx.db, v, { text: ctx.body.text, images: await images(ctx, ctx.body.images, '申诉凭证') }, t);
    await audit(ctx.db, { companyId: a.companyId, userId: a.userId, actor: a.userName, action: 'violation.appeal', detail: { violationId: v.id, before: { status: v.status }, after: { status: next.status } } });
    return sign(ctx, presentViolation(next, t));
  },
};
