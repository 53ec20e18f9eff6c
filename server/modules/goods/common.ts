import { clock } from '../../lib/clock.ts';
import type { Db } from '../../db/index.ts';
import { fail } from '../../lib/errors.ts';
import { canonicalDeep, type FileSigner } from '../../lib/files.ts';
import { assertOwnFiles } from '../../platform/upload/handlers.ts';

export const DAY_MS = 24 * 3600_000;
/** Brands and qualifications expiring within this window are flagged. */
export const EXPIRING_WINDOW_MS = 30 * DAY_MS;
export const URL_PATTERN = /^(https?:\/\/|\/)\S+$/;

/** Card codes are never shown in full in lists: the first two and last two characters stay visible. */
export function maskCode(code: string): string {
  if (code.length <= 4) return `${code.slice(0, 1)}***`;
  return `${code.slice(0, 2)}${'*'.repeat(Math.min(6, code.length - 4))}${code.slice(-2)}`;
}

/** LIKE pattern with %, _ and \ escaped (used with ESCAPE '\'). */
export function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export interface Cursor {
  k: number;
  id: number;
}

export function encodeCursor(c: Cursor): string {
  return Buffer.from(JSON.stringify(c)).toString('base64url');
}

export function decodeCursor(s: string): Cursor {
  try {
    const v = JSON.parse(Buffer.from(s, 'base64url').toString('utf8')) as Cursor;
    if (Number.isSafeInteger(v.k) && Number.isSafeInteger(v.id)) return { k: v.k, id: v.id };
  } catch {
    // fall through
  }
  throw fail('游标无效，请从第一页重新查询');
}

// ------------------------------------------------------------- categories ----

export interface CategoryRow {
  id: number;
  parent_id: number;
  level: number;
  name: string;
  sort: number;
}

export interface CategoryIndex {
  rows: CategoryRow[];
  byId: Map<number, CategoryRow>;
  /** Names from level 1 down to the category. */
  path(id: number): string[];
  /** The category and its ancestors. */
  lineage(id: number): number[];
  /** Leaf (level 3) categories at or under id. */
  leavesUnder(id: number): number[];
}

export async function loadCategories(db: Db): Promise<CategoryIndex> {
  const rows = await db.selectFrom('category').selectAll().orderBy('level').orderBy('sort').orderBy('id').execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const children = new Map<number, CategoryRow[]>();
  for (const r of rows) children.set(r.parent_id, [...(children.get(r.parent_id) ?? []), r]);
  const lineage = (id: number) => {
    const out: number[] = [];
    let cur = byId.get(id);
    while (cur && out.length < 5) {
      out.unshift(cur.id);
      cur = byId.get(cur.parent_id);
    }
    return out;
  };
  const leavesUnder = (id: number): number[] => {
    const r = byId.get(id);
    if (!r) return [];
    if (r.level === 3) return [id];
    return (children.get(id) ?? []).flatMap((c) => leavesUnder(c.id));
  };
  return { rows, byId, lineage, path: (id) => lineage(id).map((x) => byId.get(x)!.name), leavesUnder };
}

// -------------------------------------------------------------- aptitudes ----

export interface AptitudeView {
  aptitudeId: number;
  name: string;
  description: string;
  required: boolean;
  held: boolean;
  expireAt: number | null;
  /** 0 未上传；1 审核中；2 已通过；3 已驳回；4 已过期 */
  status: 0 | 1 | 2 | 3 | 4;
}

export interface AptitudeIndex {
  /** Aptitudes a category requires, its ancestors' included (a requirement on 食品饮料 covers every food leaf). */
  forCategory(categoryId: number): AptitudeView[];
}

export async function loadAptitudes(db: Db, companyId: number, cats: CategoryIndex, now = clock.now()): Promise<AptitudeIndex> {
  const [apts, links, held] = await Promise.all([
    db.selectFrom('aptitude').selectAll().execute(),
    db.selectFrom('category_aptitude').selectAll().execute(),
    db.selectFrom('company_aptitude').selectAll().where('company_id', '=', companyId).execute(),
  ]);
  const aptById = new Map(apts.map((a) => [a.id, a]));
  const heldBy = new Map(held.map((h) => [h.aptitude_id, h]));
  const linksBy = new Map<number, { aptitude_id: number; required: number }[]>();
  for (const l of links) linksBy.set(l.category_id, [...(linksBy.get(l.category_id) ?? []), l]);
  return {
    forCategory(categoryId) {
      const seen = new Map<number, AptitudeView>();
      for (const cid of cats.lineage(categoryId)) {
        for (const l of linksBy.get(cid) ?? []) {
          const a = aptById.get(l.aptitude_id);
          if (!a) continue;
          const h = heldBy.get(a.id);
          let status: AptitudeView['status'] = 0;
          if (h) status = h.status === 2 && h.expire_at !== null && h.expire_at < now ? 4 : (h.status as 1 | 2 | 3);
          const prev = seen.get(a.id);
          seen.set(a.id, {
            aptitudeId: a.id,
            name: a.name,
            description: a.description,
            required: (prev?.required ?? false) || l.required === 1,
            held: status === 2,
            expireAt: h?.expire_at ?? null,
            status,
          });
        }
      }
      return [...seen.values()].sort((x, y) => Number(y.required) - Number(x.required) || x.aptitudeId - y.aptitudeId);
    },
  };
}

// ------------------------------------------------------------------- html ----

const ALLOWED_TAGS = new Set(['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'h1', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'img', 'a', 'span', 'hr', 'code', 'pre']);
const DROP_WITH_CONTENT = /<(script|style|iframe|object|embed|template|noscript)\b[\s\S]*?<\/\1\s*>/gi;
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b([^>]*)>/g;

function attr(attrs: string, name: string): string | null {
  const m = new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(attrs);
  return m ? (m[2] ?? m[3] ?? m[4] ?? '') : null;
}

const escapeText = (t: string) => t.replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (t: string) => t.replace(/&(?!amp;|lt;|gt;|quot;|#\d+;)/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Keeps the rich-text detail to an allow-list of tags; only img[src] and a[href] survive as attributes, and only
 * with http(s) or site-relative URLs. Everything else (scripts, event handlers, styles, javascript: URLs) is dropped.
 */
export function sanitizeHtml(html: string): string {
  const src = html.replace(DROP_WITH_CONTENT, '').replace(/<!--[\s\S]*?-->/g, '');
  let out = '';
  let last = 0;
  for (const m of src.matchAll(TAG)) {
    out += escapeText(src.slice(last, m.index));
    last = m.index + m[0].length;
    const closing = m[1] === '/';
    const tag = m[2]!.toLowerCase();
    if (!ALLOWED_TAGS.has(tag)) continue;
    if (closing) {
      out += `</${tag}>`;
      continue;
    }
    if (tag === 'img') {
      const url = attr(m[3]!, 'src');
      if (url && URL_PATTERN.test(url)) out += `<img src="${escapeAttr(url)}">`;
      continue;
    }
    if (tag === 'a') {
      const href = attr(m[3]!, 'href');
      out += href && /^(https?:\/\/|\/)/.test(href) ? `<a href="${escapeAttr(href)}" target="_blank" rel="noopener noreferrer">` : '<a>';
      continue;
    }
    out += `<${tag}>`;
  }
  return out + escapeText(src.slice(last));
}

// ------------------------------------------------------------------ files ----

/** Images shipped with the app (demo data); every other image must be an upload of the caller's company. */
const DEMO_ASSET = /^\/demo-goods\/[a-z0-9-]+\.(svg|png|jpg)$/;

/**
 * Every image or file URL of a payload must be an upload of the caller's company (or a bundled demo asset):
 * a merchant cannot show another company's file or hotlink an outside address.
 */
export async function assertGoodsFiles(db: Db, companyId: number, items: { url: string; label: string }[]): Promise<void> {
  await assertOwnFiles(
    db,
    companyId,
    items.filter((i) => !DEMO_ASSET.test(i.url)),
  );
}

const IMG_SRC = /<img src="([^"]*)">/g;
const unescapeAttr = (s: string) => s.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** The image URLs of sanitized detail HTML (for the ownership check). */
export function htmlImages(html: string): string[] {
  return [...html.matchAll(IMG_SRC)].map((m) => unescapeAttr(m[1]!));
}

/** Sanitized HTML with our file URLs reduced to their canonical (unsigned) form, for storage. */
export function canonicalHtml(html: string): string {
  return html.replace(IMG_SRC, (_m, src: string) => `<img src="${escapeAttr(canonicalDeep(unescapeAttr(src)))}">`);
}

/** Stored HTML with our file URLs signed for the reader. */
export function signHtml(html: string, signer: FileSigner, companyId: number): string {
  return html.replace(IMG_SRC, (_m, src: string) => `<img src="${escapeAttr(signer.resign(unescapeAttr(src), companyId))}">`);
}
