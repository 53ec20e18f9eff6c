import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import type { HandlerContext, HandlerMap } from '../../lib/handler.ts';
import { requireAuth } from '../../lib/handler.ts';
import { fail } from '../../lib/errors.ts';
import { audit } from '../../lib/audit.ts';
import type { Db } from '../../db/index.ts';
import { likePattern, maskCode } from './common.ts';

export const CARD_CODE_PATTERN = /^[A-Za-z0-9-]{6,64}$/;
const CHUNK = 500;

async function ownBatch(db: Db, companyId: number, batchId: number) {
  const b = await db
    .selectFrom('card_batch as b')
    .innerJoin('goods as g', 'g.id', 'b.goods_id')
    .select(['b.id', 'b.name', 'b.valid_to', 'b.goods_id', 'g.name as goods_name'])
    .where('b.id', '=', batchId)
    .where('b.company_id', '=', companyId)
    .executeTakeFirst();
  if (!b) throw fail('卡券批次不存在');
  return b;
}

async function cardGoodsOptions(ctx: HandlerContext<{ keyword?: string } | undefined>) {
  const { companyId } = requireAuth(ctx);
  let q = ctx.db.selectFrom('goods').select(['id', 'name']).where('company_id', '=', companyId).where('goods_type', '=', 2).where('deleted_at', 'is', null);
  const kw = ctx.body?.keyword?.trim();
  if (kw) q = q.where(sql`name`, 'like', sql`${likePattern(kw)} escape '\\'`);
  const rows = await q.orderBy('id', 'desc').limit(50).execute();
  return { list: rows.map((r) => ({ goodsId: r.id, name: r.name })) };
}

async function cardBatchList(ctx: HandlerContext<{ goodsId?: number; keyword?: string; pageNum: number; pageSize: number }>) {
  const { companyId } = requireAuth(ctx);
  const b = ctx.body;
  let q = ctx.db.selectFrom('card_batch as b').innerJoin('goods as g', 'g.id', 'b.goods_id').where('b.company_id', '=', companyId);
  if (b.goodsId !== undefined) q = q.where('b.goods_id', '=', b.goodsId);
  const kw = b.keyword?.trim();
  if (kw) {
    const p = likePattern(kw);
    q = q.where((eb) => eb.or([eb(sql`b.name`, 'like', sql`${p} escape '\\'`), eb(sql`g.name`, 'like', sql`${p} escape '\\'`)]));
  }
  const total = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await q
    .select(['b.id', 'b.goods_id', 'g.name as goods_name', 'b.name', 'b.valid_to', 'b.remark', 'b.created_at'])
    .orderBy('b.id', 'desc')
    .limit(b.pageSize)
    .offset((b.pageNum - 1) * b.pageSize)
    .execute();
  const ids = rows.map((r) => r.id);
  const counts = ids.length
    ? await ctx.db.selectFrom('card_code').select(['batch_id', 'status', (eb) => eb.fn.countAll<number>().as('n')]).where('batch_id', 'in', ids).groupBy(['batch_id', 'status']).execute()
    : [];
  const count = (batchId: number, status?: number) =>
    counts.filter((c) => c.batch_id === batchId && (status === undefined || c.status === status)).reduce((s, c) => s + Number(c.n), 0);
  return {
    list: rows.map((r) => ({
      batchId: r.id,
      goodsId: Number(r.goods_id),
      goodsName: r.goods_name,
      name: r.name,
      validTo: r.valid_to,
      remark: r.remark,
      total: count(r.id),
      unused: count(r.id, 0),
      delivered: count(r.id, 1),
      redeemed: count(r.id, 2),
      createdAt: r.created_at,
    })),
    total: Number(total.n),
    pageNum: b.pageNum,
    pageSize: b.pageSize,
  };
}

async function cardBatchAdd(ctx: HandlerContext<{ goodsId: number; name: string; validTo?: number | null; remark?: string }>) {
  const auth = requireAuth(ctx);
  const b = ctx.body;
  const now = ctx.deps.clock.now();
  const g = await ctx.db.selectFrom('goods').select(['id', 'goods_type']).where('id', '=', b.goodsId).where('company_id', '=', auth.companyId).where('deleted_at', 'is', null).executeTakeFirst();
  if (!g) throw fail('商品不存在或已删除');
  if (g.goods_type !== 2) throw fail('只有虚拟卡券商品可以建卡券批次');
  const name = b.name.trim();
  if (name.length < 2) throw fail('批次名称至少 2 个字');
  if (b.validTo != null && b.validTo <= now) throw fail('有效期须晚于现在');
  const dup = await ctx.db.selectFrom('card_batch').select('id').where('goods_id', '=', g.id).where('name', '=', name).executeTakeFirst();
  if (dup) throw fail('该商品下已有同名批次');
  const r = await ctx.db
    .insertInto('card_batch')
    .values({ company_id: auth.companyId, goods_id: g.id, name, valid_to: b.validTo ?? null, remark: (b.remark ?? '').trim(), created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await audit(ctx.db, { companyId: auth.companyId, userId: auth.userId, actor: 'merchant', action: 'card.batch.add', detail: { batchId: r.id, goodsId: g.id } });
  return { batchId: r.id };
}

/**
 * Checks every line (format, duplicate within the submission, already in this company) and writes the good ones.
 * Nothing about a rejected line changes the database; the report names each line by its number.
 */
async function cardCodeImport(ctx: HandlerContext<{ batchId: number; lines: { line: number; code: string }[] }>) {
  const auth = requireAuth(ctx);
  const { db } = ctx;
  const now = ctx.deps.clock.now();
  const batch = await ownBatch(db, auth.companyId, ctx.body.batchId);
  if (batch.valid_to !== null && batch.valid_to <= now) throw fail('批次已过期，不能再导入卡密');
  const lines = ctx.body.lines.map((l) => ({ line: l.line, code: l.code.trim() }));
  const candidates = [...new Set(lines.filter((l) => CARD_CODE_PATTERN.test(l.code)).map((l) => l.code))];
  const existing = new Set<string>();
  for (let i = 0; i < candidates.length; i += CHUNK) {
    const rows = await db.selectFrom('card_code').select('code').where('company_id', '=', auth.companyId).where('code', 'in', candidates.slice(i, i + CHUNK)).execute();
    for (const r of rows) existing.add(r.code);
  }
  const firstLine = new Map<string, number>();
  const report: { line: number; codeMasked: string; ok: boolean; reason: string | null }[] = [];
  const toInsert: string[] = [];
  const accepted = new Map<string, { ok: boolean; reason: string | null }>();
  for (const l of lines) {
    const masked = l.code ? maskCode(l.code) : '';
    const no = (reason: string) => report.push({ line: l.line, codeMasked: masked, ok: false, reason });
    if (!l.code) no('卡密为空');
    else if (!CARD_CODE_PATTERN.test(l.code)) no('格式不正确：须为 6 至 64 位字母、数字或 -');
    else if (firstLine.has(l.code)) no(`与第 ${firstLine.get(l.code)} 行重复`);
    else if (existing.has(l.code)) {
      firstLine.set(l.code, l.line);
      no('卡密已存在');
    } else {
      firstLine.set(l.code, l.line);
      toInsert.push(l.code);
      const entry = { line: l.line, codeMasked: masked, ok: true, reason: null as string | null };
      accepted.set(l.code, entry);
      report.push(entry);
    }
  }
  // A code written by a concurrent import (a double click) after the check above is skipped, not a unique-index
  // error (a 500 on PostgreSQL), and reported like any existing code.
  let added = 0;
  for (let i = 0; i < toInsert.length; i += CHUNK) {
    const rows = await db
      .insertInto('card_code')
      .values(toInsert.slice(i, i + CHUNK).map((code) => ({ company_id: auth.companyId, batch_id: batch.id, code, status: 0, order_no: null, delivered_at: null, redeemed_at: null, created_at: now })))
      .onConflict((oc) => oc.columns(['company_id', 'code']).doNothing())
      .returning('code')
      .execute();
    const written = new Set(rows.map((r) => r.code));
    added += written.size;
    for (const code of toInsert.slice(i, i + CHUNK)) {
      if (written.has(code)) continue;
      const entry = accepted.get(code)!;
      entry.ok = false;
      entry.reason = '卡密已存在';
    }
  }
  if (added) {
    await audit(db, { companyId: auth.companyId, userId: auth.userId, actor: 'merchant', action: 'card.code.import', detail: { batchId: batch.id, added } });
  }
  return { added, rejected: report.length - added, lines: report };
}

async function cardCodeList(ctx: HandlerContext<{ batchId: number; status?: number; pageNum: number; pageSize: number }>) {
  const { companyId } = requireAuth(ctx);
  const b = ctx.body;
  await ownBatch(ctx.db, companyId, b.batchId);
  let q = ctx.db.selectFrom('card_code').where('batch_id', '=', b.batchId).where('company_id', '=', companyId);
  if (b.status !== undefined) q = q.where('status', '=', b.status);
  const total = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await q.selectAll().orderBy('id', 'desc').limit(b.pageSize).offset((b.pageNum - 1) * b.pageSize).execute();
  return {
    list: rows.map((r) => ({
      codeId: r.id,
      codeMasked: maskCode(r.code),
      status: r.status as 0 | 1 | 2,
      orderNo: r.order_no,
      deliveredAt: r.delivered_at,
      redeemedAt: r.redeemed_at,
      createdAt: r.created_at,
    })),
    total: Number(total.n),
    pageNum: b.pageNum,
    pageSize: b.pageSize,
  };
}

async function cardCodeCheck(ctx: HandlerContext<{ code: string }>) {
  const { companyId } = requireAuth(ctx);
  const code = ctx.body.code.trim();
  if (!code) throw fail('请输入卡密');
  const r = await ctx.db
    .selectFrom('card_code as c')
    .innerJoin('card_batch as b', 'b.id', 'c.batch_id')
    .innerJoin('goods as g', 'g.id', 'b.goods_id')
    .select(['c.status', 'c.order_no', 'c.delivered_at', 'c.redeemed_at', 'b.name as batch_name', 'b.valid_to', 'g.name as goods_name'])
    .where('c.company_id', '=', companyId)
    .where('c.code', '=', code)
    .executeTakeFirst();
  if (!r) {
    return { found: false, codeMasked: maskCode(code), status: null, batchName: null, goodsName: null, orderNo: null, deliveredAt: null, redeemedAt: null, validTo: null };
  }
  return {
    found: true,
    codeMasked: maskCode(code),
    status: r.status as 0 | 1 | 2,
    batchName: r.batch_name,
    goodsName: r.goods_name,
    orderNo: r.order_no,
    deliveredAt: r.delivered_at,
    redeemedAt: r.redeemed_at,
    validTo: r.valid_to,
  };
}

const MAX_LINES = 5000;
const HEADER = /^(卡密|卡号|卡券码|兑换码|code|codes?)$/i;

function cellText(v: ExcelJS.CellValue): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'object') {
    if ('text' in v && typeof v.text === 'string') return v.text;
    if ('richText' in v && Array.isArray(v.richText)) return v.richText.map((r) => r.text).join('');
    if ('result' in v && v.result !== undefined) return String(v.result);
    return '';
  }
  return String(v);
}

/** First field of a CSV line, with the quotes of a quoted field removed. */
function firstCsvField(line: string): string {
  const t = line.trim();
  if (t.startsWith('"')) {
    const end = t.indexOf('"', 1);
    return end > 0 ? t.slice(1, end) : t.slice(1);
  }
  return t.split(/[,;\t]/)[0] ?? '';
}

/** Reads an .xlsx (first sheet, first column), .csv or .txt file into numbered lines; writes nothing. */
async function cardCodeParseFile(ctx: HandlerContext<{ fileName: string; contentBase64: string }>) {
  requireAuth(ctx);
  const name = ctx.body.fileName.toLowerCase();
  const buf = Buffer.from(ctx.body.contentBase64, 'base64');
  if (!buf.length) throw fail('文件为空');
  let raw: { line: number; code: string }[] = [];
  if (name.endsWith('.xlsx')) {
    if (buf[0] !== 0x50 || buf[1] !== 0x4b) throw fail('文件不是有效的 Excel（.xlsx）文件');
    const wb = new ExcelJS.Workbook();
    try {
      await wb.xlsx.load(buf as unknown as ArrayBuffer);
    } catch {
      throw fail('文件不是有效的 Excel（.xlsx）文件');
    }
    const ws = wb.worksheets[0];
    if (!ws) throw fail('Excel 文件中没有工作表');
    ws.eachRow({ includeEmpty: false }, (row, n) => {
      if (raw.length <= MAX_LINES + 1) raw.push({ line: n, code: cellText(row.getCell(1).value).trim() });
    });
  } else if (name.endsWith('.csv') || name.endsWith('.txt')) {
    if (buf.includes(0)) throw fail('文件不是文本文件');
    const text = buf.toString('utf8').replace(/^\uFEFF/, '');
    raw = text.split(/\r\n|\n|\r/).map((l, i) => ({ line: i + 1, code: (name.endsWith('.csv') ? firstCsvField(l) : l).trim() }));
  } else {
    throw fail('只支持 .xlsx、.csv 或 .txt 文件');
  }
  const lines = raw.filter((l, i) => l.code !== '' && !(i === 0 && HEADER.test(l.code))).map((l) => ({ line: l.line, code: l.code.slice(0, 500) }));
  if (!lines.length) throw fail('文件中没有卡密');
  if (lines.length > MAX_LINES) throw fail(`一次至多导入 ${MAX_LINES} 行，请拆分文件`);
  return { lines };
}

export const cardHandlers: HandlerMap = { cardGoodsOptions, cardBatchList, cardBatchAdd, cardCodeImport, cardCodeParseFile, cardCodeList, cardCodeCheck };
