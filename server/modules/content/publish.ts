import type { Db } from '../../db/index.ts';
import { fail } from '../../lib/errors.ts';
import { emitEvents } from '../../lib/events.ts';
import { ALL_ROLE_KEYS } from '../../lib/permission-keys.ts';
import { insertMessages, MESSAGE_CATEGORIES, type MessageCategory, type MessageRow } from './messages.ts';
import { ANNOUNCE_CATEGORIES, HELP_CATEGORIES, RULE_CATEGORIES } from './text.ts';

/** What the platform publishes (`npm run platform -- content …`, the demo seed): announcements, rule versions, help articles, messages. */

export interface AnnouncementInput {
  title: string;
  summary?: string;
  body: string;
  category?: string;
  mustRead?: boolean;
  companyId?: number | null;
  publishedAt: number;
}

export async function publishAnnouncement(db: Db, a: AnnouncementInput, now: number): Promise<number> {
  const title = a.title.trim();
  if (!title || title.length > 100) throw fail('公告标题应为 1 至 100 个字');
  if (!a.body.trim()) throw fail('公告正文不能为空');
  const category = a.category ?? 'platform';
  if (!(ANNOUNCE_CATEGORIES as readonly string[]).includes(category)) throw fail(`公告分类应为 ${ANNOUNCE_CATEGORIES.join('、')} 之一`);
  if (a.companyId) {
    const c = await db.selectFrom('company').select('id').where('id', '=', a.companyId).executeTakeFirst();
    if (!c) throw fail(`公司 ${a.companyId} 不存在`);
  }
  const r = await db
    .insertInto('announcement')
    .values({
      title,
      summary: (a.summary ?? a.body.replace(/\s+/g, ' ')).slice(0, 120),
      body: a.body,
      category,
      must_read: a.mustRead ? 1 : 0,
      company_id: a.companyId ?? null,
      status: 1,
      published_at: a.publishedAt,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(r.id);
}

export interface RuleInput {
  code: string;
  category: string;
  title: string;
  body: string;
  changeNote: string;
  effectiveAt: number;
}

/** Adds the next version of a rule (creating the rule on its first version). Returns the version number. */
export async function publishRuleVersion(db: Db, r: RuleInput, now: number): Promise<{ ruleId: number; version: number }> {
  if (!/^[a-z0-9-]{2,40}$/.test(r.code)) throw fail('规则代码应为 2 至 40 位小写字母、数字或连字符');
  if (!RULE_CATEGORIES.some((c) => c.code === r.category)) throw fail(`规则分类应为 ${RULE_CATEGORIES.map((c) => c.code).join('、')} 之一`);
  if (!r.title.trim() || r.title.length > 100) throw fail('规则标题应为 1 至 100 个字');
  if (!r.body.trim()) throw fail('规则正文不能为空');
  if (!r.changeNote.trim() || r.changeNote.length > 500) throw fail('请填写变更说明（至多 500 字）');
  let doc = await db.selectFrom('rule_doc').selectAll().where('code', '=', r.code).executeTakeFirst();
  if (!doc) {
    doc = await db.insertInto('rule_doc').values({ code: r.code, category: r.category, title: r.title, updated_at: now }).returningAll().executeTakeFirstOrThrow();
  } else {
    await db.updateTable('rule_doc').set({ title: r.title, category: r.category, updated_at: now }).where('id', '=', doc.id).execute();
  }
  const last = await db.selectFrom('rule_version').select(['version', 'effective_at']).where('rule_id', '=', Number(doc.id)).orderBy('version', 'desc').executeTakeFirst();
  if (last && r.effectiveAt < Number(last.effective_at)) throw fail('新版本的生效时间不能早于上一版');
  const version = (last?.version ?? 0) + 1;
  await db.insertInto('rule_version').values({ rule_id: Number(doc.id), version, body: r.body, change_note: r.changeNote.trim(), effective_at: r.effectiveAt, published_at: now }).execute();
  return { ruleId: Number(doc.id), version };
}

export interface HelpInput {
  code: string;
  category: string;
  title: string;
  body: string;
  route?: string | null;
}

/** Creates or replaces a help article by its code. */
export async function upsertHelpArticle(db: Db, h: HelpInput, now: number): Promise<number> {
  if (!/^[a-z0-9-]{2,40}$/.test(h.code)) throw fail('文章代码应为 2 至 40 位小写字母、数字或连字符');
  if (!HELP_CATEGORIES.some((c) => c.code === h.category)) throw fail(`帮助分类应为 ${HELP_CATEGORIES.map((c) => c.code).join('、')} 之一`);
  if (!h.title.trim() || h.title.length > 100) throw fail('文章标题应为 1 至 100 个字');
  if (h.route && !/^\/[A-Za-z0-9/_-]{0,99}$/.test(h.route)) throw fail('页面路径应以 / 开头');
  const existing = await db.selectFrom('help_article').select('id').where('code', '=', h.code).executeTakeFirst();
  if (existing) {
    await db.updateTable('help_article').set({ category: h.category, title: h.title, body: h.body, route: h.route ?? null, updated_at: now }).where('id', '=', existing.id).execute();
    return Number(existing.id);
  }
  const r = await db.insertInto('help_article').values({ code: h.code, category: h.category, title: h.title, body: h.body, route: h.route ?? null, updated_at: now }).returning('id').executeTakeFirstOrThrow();
  return Number(r.id);
}

/**
 * A message from the platform to every active member (of one company, or of all), keyed `p:<key>` so sending the
 * same key twice adds nothing. `needKey` limits it to members holding a view key. Returns the messages written.
 */
export async function sendPlatformMessage(
  db: Db,
  m: { key: string; category: MessageCategory; title: string; body: string; link?: string | null; companyId?: number | null; needKey?: string | null },
  now: number,
): Promise<number> {
  if (!MESSAGE_CATEGORIES.includes(m.category)) throw fail(`消息分类应为 ${MESSAGE_CATEGORIES.join('、')} 之一`);
  if (!m.title.trim() || m.title.length > 100) throw fail('消息标题应为 1 至 100 个字');
  if (m.body.length > 500) throw fail('消息内容至多 500 字');
  let q = db.selectFrom('merchant_user').select(['id', 'company_id', 'is_owner']).where('status', '=', 1);
  if (m.companyId) q = q.where('company_id', '=', m.companyId);
  let users = await q.execute();
  if (m.needKey && !ALL_ROLE_KEYS.includes(m.needKey)) throw fail(`未知的权限键：${m.needKey}`);
  if (m.needKey) {
    const holders = new Set(
      (
        await db
          .selectFrom('user_role as ur')
          .innerJoin('role_key as rk', 'rk.role_id', 'ur.role_id')
          .select('ur.user_id')
          .where('rk.auth_key', '=', m.needKey)
          .execute()
      ).map((r) => r.user_id),
    );
    users = users.filter((u) => u.is_owner === 1 || holders.has(u.id));
  }
  const rows: MessageRow[] = users.map((u) => ({ company_id: u.company_id, user_id: u.id, category: m.category, kind: 'platform.message', title: m.title, body: m.body, link: m.link ?? null, biz_key: `p:${m.key}`.slice(0, 60), created_at: now, read_at: null }));
  await insertMessages(db, rows);
  const companies = [...new Set(users.map((u) => u.company_id))];
  for (let i = 0; i < companies.length; i += 500) await emitEvents(db, companies.slice(i, i + 500).map((companyId) => ({ companyId, kind: 'message.created', payload: {}, now })));
  return rows.length;
}
