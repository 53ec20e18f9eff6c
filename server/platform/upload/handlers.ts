import { createHash, randomBytes } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/index.ts';
import type { AppDeps, HandlerContext, HandlerMap, UploadedPart } from '../../lib/handler.ts';
import { fail } from '../../lib/errors.ts';
import { resolveAuth } from '../../lib/session.ts';
import { FILE_URL_PREFIX, parseFileUrl } from '../../lib/files.ts';

export const UPLOAD_SCENES = ['license', 'idcard', 'brand', 'goods', 'feedback', 'other'] as const;
export type UploadScene = (typeof UPLOAD_SCENES)[number];

const MB = 1024 * 1024;
export const IMAGE_MAX_BYTES = 5 * MB;
export const PDF_MAX_BYTES = 10 * MB;
/** The multipart reader stops at this size; the per-type limits above are checked after sniffing. */
export const UPLOAD_MAX_BYTES = PDF_MAX_BYTES;

const IMAGE_TYPES: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/gif': 'gif' };
/** Scenes that accept PDF besides images (licences and authorization letters are often scans). */
const PDF_SCENES = new Set<UploadScene>(['license', 'brand', 'other']);
const SCENE_NAMES: Record<UploadScene, string> = {
  license: '营业执照',
  idcard: '证件照片',
  brand: '品牌资料',
  goods: '商品图片',
  feedback: '反馈截图',
  other: '其他文件',
};

/** Keeps a displayable name: no path, no control characters, at most 100 characters. */
function cleanName(filename: string, ext: string): string {
  const base = [...(filename.split(/[\\/]/).pop() ?? '')].filter((ch) => ch.charCodeAt(0) >= 32 && ch.charCodeAt(0) !== 127).join('').trim();
  return (base || `file.${ext}`).slice(-100);
}

async function upload(ctx: HandlerContext<{ file?: UploadedPart | string; scene?: UploadedPart | string }>) {
  const { db, deps, auth, ip } = ctx;
  const scene = typeof ctx.body.scene === 'string' ? ctx.body.scene : '';
  if (!scene) throw fail('请填写上传场景');
  if (!(UPLOAD_SCENES as readonly string[]).includes(scene)) throw fail(`上传场景必须是 ${UPLOAD_SCENES.join('、')} 之一`);
  const file = ctx.body.file;
  if (!file || typeof file === 'string') throw fail('请选择要上传的文件');
  if (file.data.length === 0) throw fail('文件内容为空，请重新选择');

  const now = ctx.deps.clock.now();
  if (!auth) {
    // Without a login only feedback screenshots, and only a few per address and hour.
    if (scene !== 'feedback') throw fail('请先登录后再上传文件', 1003);
    const n = await db
      .selectFrom('upload_file')
      .select((e) => e.fn.countAll<number>().as('n'))
      .where('ip', '=', ip)
      .where('company_id', 'is', null)
      .where('created_at', '>', now - 3600_000)
      .executeTakeFirstOrThrow();
    if (Number(n.n) >= deps.config.anonUploadPerIpHour) throw fail('上传过于频繁，请稍后再试或登录后上传');
  } else {
    const n = await db
      .selectFrom('upload_file')
      .select((e) => e.fn.countAll<number>().as('n'))
      .where('user_id', '=', auth.userId)
      .where('created_at', '>', now - 3600_000)
      .executeTakeFirstOrThrow();
    if (Number(n.n) >= deps.config.uploadPerUserHour) throw fail('上传过于频繁，请稍后再试');
  }

  // The type comes from the bytes, never from the name or the header the client sent.
  const sniffed = await fileTypeFromBuffer(file.data);
  const pdfAllowed = PDF_SCENES.has(scene as UploadScene);
  const allowedText = pdfAllowed ? 'JPG、PNG、WEBP、GIF 图片或 PDF 文件' : 'JPG、PNG、WEBP、GIF 图片';
  let ext: string | undefined;
  let mime = '';
  if (sniffed && IMAGE_TYPES[sniffed.mime]) {
    ext = IMAGE_TYPES[sniffed.mime];
    mime = sniffed.mime;
    if (file.data.length > IMAGE_MAX_BYTES) throw fail(`图片大小不能超过 ${IMAGE_MAX_BYTES / MB} MB`);
  } else if (sniffed?.mime === 'application/pdf' && pdfAllowed) {
    ext = 'pdf';
    mime = 'application/pdf';
    if (file.data.length > PDF_MAX_BYTES) throw fail(`PDF 文件大小不能超过 ${PDF_MAX_BYTES / MB} MB`);
  }
  if (!ext) throw fail(`${SCENE_NAMES[scene as UploadScene]}只支持 ${allowedText}（按文件内容识别，改扩展名无效）`);

  const id = randomBytes(16).toString('hex');
  const d = new Date(now);
  const key = `${d.getUTCFullYear()}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${id}.${ext}`;
  const name = cleanName(file.filename, ext);
  // Bytes first: a row never points at a missing object (an orphan object is harmless).
  await deps.files.put(key, file.data, mime);
  await db
    .insertInto('upload_file')
    .values({
      id,
      company_id: auth?.companyId ?? null,
      user_id: auth?.userId ?? null,
      scene,
      name,
      mime,
      ext,
      size: file.data.length,
      storage_key: key,
      sha256: createHash('sha256').update(file.data).digest('hex'),
      ip,
      created_at: now,
    })
    .execute();
  return { fileId: id, url: deps.fileSigner.sign({ id, ext }, auth?.companyId ?? null, now), name, size: file.data.length, mime };
}

export const uploadHandlers: HandlerMap = { upload };

/**
 * Files referenced by a payload must exist and belong to the caller's company (or, for `anonymousOk`, be an
 * anonymous upload from feedback). Throws a Chinese error naming the field otherwise.
 */
export async function assertOwnFiles(db: Db, companyId: number | null, urls: { url: string; label: string }[], opts: { anonymousOk?: boolean } = {}) {
  const parsed = urls.map((u) => ({ ...u, f: parseFileUrl(u.url) }));
  for (const p of parsed) if (!p.f) throw fail(`${p.label}请通过上传获得地址`);
  const ids = [...new Set(parsed.map((p) => p.f!.id))];
  if (!ids.length) return;
  const rows = await db.selectFrom('upload_file').select(['id', 'company_id', 'ext']).where('id', 'in', ids).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const p of parsed) {
    const row = byId.get(p.f!.id);
    const mine = row && row.ext === p.f!.ext && (row.company_id === companyId || (opts.anonymousOk && row.company_id === null));
    if (!mine) throw fail(`${p.label}文件不存在或无权使用，请重新上传`);
  }
}

/**
 * GET /xm-merchant/common/file/<id>.<ext>?e=&s= : the bytes, for a valid unexpired signature bound to the
 * file's company, or for a bearer token of that company. Everything else is 403/404 with an envelope.
 */
export function registerFileRoutes(app: FastifyInstance, db: Db, deps: AppDeps): void {
  app.get(`${FILE_URL_PREFIX}:name`, async (req, reply) => {
    const deny = (status: number, code: number, msg: string) =>
      reply.status(status).type('application/json; charset=utf-8').send({ code, data: null, msg });
    const { name } = req.params as { name: string };
    const f = parseFileUrl(`${FILE_URL_PREFIX}${name}`);
    if (!f) return deny(404, 0, '文件不存在');
    const row = await db.selectFrom('upload_file').selectAll().where('id', '=', f.id).executeTakeFirst();
    if (!row || row.ext !== f.ext) return deny(404, 0, '文件不存在');
    const q = req.query as { e?: string; s?: string };
    let allowed = false;
    if (q.s !== undefined || q.e !== undefined) {
      const v = deps.fileSigner.verify(row.id, row.company_id, q.e, q.s);
      if (v === 'expired') return deny(403, 1004, '文件链接已过期，请刷新页面');
      if (v === 'bad') return deny(403, 1004, '文件链接无效');
      allowed = true;
    } else if (req.headers.authorization) {
      const auth = await resolveAuth(db, deps.config, req.headers.authorization).catch(() => null);
      if (!auth) return deny(403, 1001, '登录状态已失效，请重新登录');
      allowed = row.company_id !== null && row.company_id === auth.companyId;
    }
    if (!allowed) return deny(403, 1004, '无权查看该文件');
    const data = await deps.files.get(row.storage_key);
    if (!data) return deny(404, 0, '文件不存在');
    const safeName = encodeURIComponent(row.name);
    return reply
      .status(200)
      .header('content-type', row.mime)
      .header('content-length', data.length)
      .header('content-disposition', `inline; filename*=UTF-8''${safeName}`)
      .header('cache-control', 'private, max-age=3600')
      // A served file can never run script in our origin, whatever it contains.
      .header('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox")
      .header('x-content-type-options', 'nosniff')
      .send(data);
  });
}
