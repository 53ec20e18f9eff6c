import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import type { Db } from '../../db/index.ts';
import type { HandlerContext, HandlerMap } from '../../lib/handler.ts';
import { requireAuth } from '../../lib/handler.ts';
import { fail } from '../../lib/errors.ts';
import { audit } from '../../lib/audit.ts';
import { emitEvent } from '../../lib/events.ts';
import { yuan } from '../finance/index.ts';
import { A, chinaDay } from './service.ts';
import type { SeCertificateTable } from './certificate-schema.ts';
import type { Selectable } from 'kysely';

/**
 * Internship certificates (docs/school-employee.md, 实习证明): the shop certifies an agent's internship from what is
 * recorded — the post, the period on duty (入职 to 离任, or to the issue date while still on duty), the post's work
 * and the orders brought with the referral code in that period — plus the shop's own comment. The row is a snapshot
 * taken at issue; the PDF (pdfkit, Noto Sans Hans like the finance invoice) is made from it on demand and carries the
 * number and a verification code. Revoking keeps the row (with the reason) and stamps the PDF 已撤销.
 */

export const CERT = { VALID: 1, REVOKED: 2 } as const;
const CODE_CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

const require = createRequire(import.meta.url);
const FONT_DIR = path.join(path.dirname(require.resolve('@embedpdf/fonts-sc')), '..', 'fonts');
let fonts: { regular: Buffer; bold: Buffer } | null = null;
const loadFonts = () => (fonts ??= { regular: fs.readFileSync(path.join(FONT_DIR, 'NotoSansHans-Regular.otf')), bold: fs.readFileSync(path.join(FONT_DIR, 'NotoSansHans-Bold.otf')) });

export const showCode = (c: string) => `${c.slice(0, 4)}-${c.slice(4)}`;
const cnDate = (t: number) => {
  const [y, m, d] = chinaDay(t).split('-');
  return `${y}年${Number(m)}月${Number(d)}日`;
};

export function newVerifyCode(random: () => number = () => randomBytes(1)[0]! / 256): string {
  let s = '';
  for (let i = 0; i < 8; i++) s += CODE_CHARS[Math.floor(random() * CODE_CHARS.length)];
  return s;
}

/** What the records say about an agent's internship (the issue form shows it before issuing). */
export async function workRecord(db: Db, companyId: number, agentId: number, now: number) {
  const a = await db
    .selectFrom('se_agent as a')
    .innerJoin('se_post as p', 'p.id', 'a.post_id')
    .select(['a.id', 'a.name', 'a.school_name', 'a.major', 'a.grade', 'a.state', 'a.referral_code', 'a.active_at', 'a.left_at', 'p.role', 'p.work_content'])
    .where('a.id', '=', agentId)
    .where('a.company_id', '=', companyId)
    .executeTakeFirst();
  if (!a) throw fail('代理不存在');
  if ((a.state !== A.ACTIVE && a.state !== A.LEFT) || a.active_at === null) throw fail(`${a.name} 尚未入职，不能开具实习证明`);
  const start = Number(a.active_at);
  const end = a.state === A.LEFT && a.left_at !== null ? Number(a.left_at) : now;
  const orders = await db
    .selectFrom('orders')
    .select([(eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.sum<number>('paid_amount').as('amount')])
    .where('company_id', '=', companyId)
    .where('referral_code', '=', a.referral_code)
    .where('paid_at', '>=', start)
    .where('paid_at', '<=', end)
    .executeTakeFirstOrThrow();
  return { agent: a, periodStart: start, periodEnd: end, orderCount: Number(orders.n), orderAmount: Number(orders.amount ?? 0) };
}

export async function issueCertificate(db: Db, p: { companyId: number; userId: number | null; agentId: number; workSummary: string; comment: string; now: number; random?: () => number }): Promise<number> {
  const workSummary = p.workSummary.trim();
  const comment = p.comment.trim();
  if (workSummary.length < 5) throw fail('请填写实习工作内容（至少 5 个字）');
  if (workSummary.length > 1000) throw fail('实习工作内容至多 1000 字');
  if (comment.length < 5) throw fail('请填写实习评价（至少 5 个字）');
  if (comment.length > 500) throw fail('实习评价至多 500 字');
  const r = await workRecord(db, p.companyId, p.agentId, p.now);
  const valid = await db.selectFrom('se_certificate').select('cert_no').where('agent_id', '=', p.agentId).where('status', '=', CERT.VALID).executeTakeFirst();
  if (valid) throw fail(`${r.agent.name} 已有有效的实习证明 ${valid.cert_no}，如需重开请先撤销`);
  const company = await db.selectFrom('company').select(['name', 'shop_name']).where('id', '=', p.companyId).executeTakeFirstOrThrow();
  const ins = await db
    .insertInto('se_certificate')
    .values({
      company_id: p.companyId,
      agent_id: p.agentId,
      cert_no: `tmp-${randomBytes(8).toString('hex')}`,
      verify_code: newVerifyCode(p.random),
      agent_name: r.agent.name,
      school_name: r.agent.school_name,
      major: r.agent.major,
      role: r.agent.role,
      shop_name: (company.shop_name || company.name).slice(0, 100),
      period_start: r.periodStart,
      period_end: r.periodEnd,
      work_summary: workSummary,
      order_count: r.orderCount,
      order_amount: r.orderAmount,
      comment,
      status: CERT.VALID,
      revoke_reason: null,
      issued_by: p.userId,
      issued_at: p.now,
      revoked_by: null,
      revoked_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const id = Number(ins.id);
  await db.updateTable('se_certificate').set({ cert_no: `SX${chinaDay(p.now).replace(/-/g, '')}${String(id).padStart(4, '0')}` }).where('id', '=', id).execute();
  await emitEvent(db, { companyId: p.companyId, userId: p.userId, kind: 'schoolEmployee.certificateChanged', subjectId: id, payload: { status: CERT.VALID }, now: p.now });
  return id;
}

type CertRow = Selectable<SeCertificateTable>;

function present(c: CertRow) {
  return {
    certificateId: Number(c.id),
    certNo: c.cert_no,
    verifyCode: showCode(c.verify_code),
    agentId: c.agent_id,
    agentName: c.agent_name,
    schoolName: c.school_name,
    major: c.major,
    role: c.role,
    shopName: c.shop_name,
    periodStart: Number(c.period_start),
    periodEnd: Number(c.period_end),
    workSummary: c.work_summary,
    orderCount: c.order_count,
    orderAmount: Number(c.order_amount),
    comment: c.comment,
    status: c.status,
    revokeReason: c.revoke_reason,
    issuedAt: Number(c.issued_at),
    revokedAt: c.revoked_at === null ? null : Number(c.revoked_at),
  };
}

async function loadCert(db: Db, companyId: number, id: number): Promise<CertRow> {
  const c = await db.selectFrom('se_certificate').selectAll().where('id', '=', id).where('company_id', '=', companyId).executeTakeFirst();
  if (!c) throw fail('实习证明不存在');
  return c;
}

/** The printable certificate as a PDF (A4), from the stored row. */
export async function certificatePdf(c: CertRow): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: `实习证明 ${c.cert_no}`, Author: c.shop_name } });
  const f = loadFonts();
  doc.registerFont('regular', f.regular);
  doc.registerFont('bold', f.bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (b: Buffer) => chunks.push(b));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const ink = '#1f2937';
  doc.rect(36, 36, 523, 770).strokeColor('#1e3a8a').lineWidth(2).stroke();
  doc.font('bold').fontSize(28).fillColor('#1e3a8a').text('实 习 证 明', 56, 90, { align: 'center', width: 483 });
  doc.font('regular').fontSize(10).fillColor(ink).text(`证明编号：${c.cert_no}`, 56, 140, { align: 'right', width: 483 });
  doc.fontSize(13).fillColor(ink);
  const body =
    `兹证明 ${c.agent_name} 同学（${c.school_name}，${c.major}专业）于 ${cnDate(Number(c.period_start))} 至 ${cnDate(Number(c.period_end))} ` +
    `在我店「${c.shop_name}」担任「${c.role}」，参与校园实习。`;
  doc.text(body, 72, 180, { width: 451, lineGap: 8 });
  doc.moveDown(1).font('bold').text('实习工作内容', { width: 451 });
  doc.font('regular').text(c.work_summary, { width: 451, lineGap: 6 });
  doc.moveDown(1).font('bold').text('实习业绩', { width: 451 });
  doc.font('regular').text(`实习期间经其推荐码成交订单 ${c.order_count} 笔，实付金额 ${yuan(Number(c.order_amount))}。`, { width: 451, lineGap: 6 });
  doc.moveDown(1).font('bold').text('实习评价', { width: 451 });
  doc.font('regular').text(c.comment, { width: 451, lineGap: 6 });
  doc.moveDown(1).text('特此证明。', { width: 451 });
  doc.fontSize(13).text(c.shop_name, 300, 640, { width: 223, align: 'right' }).text(cnDate(Number(c.issued_at)), 300, 664, { width: 223, align: 'right' });
  doc.fontSize(10).fillColor('#374151').text(`验证码：${showCode(c.verify_code)}    可凭证明编号与验证码向店铺核实本证明的真实性。`, 56, 740, { width: 483, align: 'center' });
  if (c.status === CERT.REVOKED) {
    doc.save().rotate(-30, { origin: [297, 420] }).fontSize(64).fillColor('#b42318').opacity(0.3).text('已撤销', 170, 380).restore();
    doc.opacity(1).fontSize(11).fillColor('#b42318').text(`本证明已于 ${cnDate(Number(c.revoked_at))} 撤销：${c.revoke_reason ?? ''}`, 56, 760, { width: 483, align: 'center' });
  }
  doc.end();
  return done;
}

// --------------------------------------------------------------------------------------------- handlers ----

function who(ctx: HandlerContext) {
  const a = requireAuth(ctx);
  return { companyId: a.companyId, userId: a.userId, now: ctx.deps.clock.now() };
}

async function seCertificateList(ctx: HandlerContext<{ status?: number; keyword?: string; cursor?: string | null; pageSize: number }>) {
  const { companyId } = who(ctx);
  const b = ctx.body;
  let q = ctx.db.selectFrom('se_certificate').selectAll().where('company_id', '=', companyId);
  if (b.status) q = q.where('status', '=', b.status);
  const kw = b.keyword?.trim();
  if (kw) q = q.where((eb) => eb.or([eb('agent_name', 'like', `%${kw}%`), eb('cert_no', '=', kw.toUpperCase())]));
  if (b.cursor) {
    if (!/^\d{1,15}$/.test(b.cursor)) throw fail('分页游标无效，请刷新');
    q = q.where('id', '<', Number(b.cursor));
  }
  const rows = await q.orderBy('id', 'desc').limit(b.pageSize + 1).execute();
  const more = rows.length > b.pageSize;
  const list = rows.slice(0, b.pageSize);
  return { list: list.map(present), nextCursor: more ? String(list[list.length - 1]!.id) : null };
}

async function seCertificateCandidates(ctx: HandlerContext) {
  const { companyId } = who(ctx);
  const rows = await ctx.db
    .selectFrom('se_agent as a')
    .innerJoin('se_post as p', 'p.id', 'a.post_id')
    .select(['a.id', 'a.name', 'a.school_name', 'a.state', 'a.active_at', 'a.left_at', 'p.role', 'p.work_content'])
    .where('a.company_id', '=', companyId)
    .where('a.state', 'in', [A.ACTIVE, A.LEFT])
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('se_certificate as c').select('c.id').whereRef('c.agent_id', '=', 'a.id').where('c.status', '=', CERT.VALID))))
    .orderBy('a.id', 'desc')
    .limit(500)
    .execute();
  return { list: rows.map((r) => ({ agentId: r.id, name: r.name, schoolName: r.school_name, role: r.role, state: r.state, activeAt: r.active_at, leftAt: r.left_at, workContent: r.work_content })) };
}

async function seCertificateDetail(ctx: HandlerContext<{ certificateId: number }>) {
  return present(await loadCert(ctx.db, who(ctx).companyId, ctx.body.certificateId));
}

async function seCertificateIssue(ctx: HandlerContext<{ agentId: number; workSummary: string; comment: string }>) {
  const { companyId, userId, now } = who(ctx);
  const id = await issueCertificate(ctx.db, { companyId, userId, agentId: ctx.body.agentId, workSummary: ctx.body.workSummary, comment: ctx.body.comment, now });
  const after = present(await loadCert(ctx.db, companyId, id));
  await audit(ctx.db, { companyId, userId, actor: 'merchant', action: 'schoolEmployee.certificate.issue', detail: { certificateId: id, after }, at: now });
  return after;
}

async function seCertificateRevoke(ctx: HandlerContext<{ certificateId: number; reason: string }>) {
  const { companyId, userId, now } = who(ctx);
  const reason = ctx.body.reason.trim();
  if (reason.length < 2) throw fail('请填写撤销原因（至少 2 个字）');
  const c = await loadCert(ctx.db, companyId, ctx.body.certificateId);
  if (c.status !== CERT.VALID) throw fail('实习证明已撤销，请刷新');
  const n = await ctx.db.updateTable('se_certificate').set({ status: CERT.REVOKED, revoke_reason: reason, revoked_by: userId, revoked_at: now }).where('id', '=', c.id).where('status', '=', CERT.VALID).executeTakeFirst();
  if (Number(n.numUpdatedRows) !== 1) throw fail('实习证明已撤销，请刷新');
  await audit(ctx.db, { companyId, userId, actor: 'merchant', action: 'schoolEmployee.certificate.revoke', detail: { certificateId: Number(c.id), certNo: c.cert_no, reason, before: { status: CERT.VALID }, after: { status: CERT.REVOKED } }, at: now });
  await emitEvent(ctx.db, { companyId, userId, kind: 'schoolEmployee.certificateChanged', subjectId: Number(c.id), payload: { status: CERT.REVOKED }, now });
  return present(await loadCert(ctx.db, companyId, Number(c.id)));
}

/**
 * The PDF as a company file: stored once per state (valid, then revoked) under a name derived from the row, and
 * answered as a signed address that opens as application/pdf (the file route of docs/architecture.md).
 */
async function seCertificatePdf(ctx: HandlerContext<{ certificateId: number }>) {
  const { companyId, userId, now } = who(ctx);
  const c = await loadCert(ctx.db, companyId, ctx.body.certificateId);
  const name = `实习证明-${c.cert_no}${c.status === CERT.REVOKED ? '-已撤销' : ''}.pdf`;
  const id = createHash('sha256').update(`certificate:${c.id}:${c.status}:${c.verify_code}`).digest('hex').slice(0, 32);
  const have = await ctx.db.selectFrom('upload_file').select('id').where('id', '=', id).executeTakeFirst();
  if (!have) {
    const data = await certificatePdf(c);
    const d = new Date(now);
    const key = `${d.getUTCFullYear()}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${id}.pdf`;
    await ctx.deps.files.put(key, data, 'application/pdf');
    await ctx.db
      .insertInto('upload_file')
      .values({ id, company_id: companyId, user_id: userId, scene: 'other', name, mime: 'application/pdf', ext: 'pdf', size: data.length, storage_key: key, sha256: createHash('sha256').update(data).digest('hex'), ip: null, created_at: now })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  }
  return { url: ctx.deps.fileSigner.sign({ id, ext: 'pdf' }, companyId), fileName: name };
}

export const certificateHandlers: HandlerMap = { seCertificateList, seCertificateCandidates, seCertificateDetail, seCertificateIssue, seCertificateRevoke, seCertificatePdf };
