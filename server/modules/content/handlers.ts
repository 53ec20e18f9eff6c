import { sql } from 'kysely';
import type { HandlerContext, HandlerMap } from '../../lib/handler.ts';
import { requireAuth } from '../../lib/handler.ts';
import { fail } from '../../lib/errors.ts';
import { audit } from '../../lib/audit.ts';
import { CATEGORY_LABEL, MESSAGE_CATEGORIES, catchUp, type MessageCategory } from './messages.ts';
import { lineDiff, snippet, likePattern, RULE_CATEGORIES, HELP_CATEGORIES } from './text.ts';

/* ------------------------------------------------------------------ messages ---- */

async function messageList(ctx: HandlerContext<{ category?: MessageCategory | null; unreadOnly?: boolean; cursor?: number | null; pageSize?: number }>) {
  const a = requireAuth(ctx);
  await catchUp(ctx.db, ctx.deps.clock.now());
  const size = ctx.body.pageSize ?? 20;
  let q = ctx.db.selectFrom('content_message').selectAll().where('user_id', '=', a.userId);
  if (ctx.body.category) q = q.where('category', '=', ctx.body.category);
  if (ctx.body.unreadOnly) q = q.where('read_at', 'is', null);
  if (ctx.body.cursor) q = q.where('id', '<', ctx.body.cursor);
  const rows = await q.orderBy('id', 'desc').limit(size + 1).execute();
  const page = rows.slice(0, size);
  return {
    list: page.map((r) => ({ id: Number(r.id), category: r.category, kind: r.kind, title: r.title, body: r.body, link: r.link, createdAt: Number(r.created_at), read: r.read_at !== null })),
    nextCursor: rows.length > size ? Number(page.at(-1)!.id) : null,
  };
}

async function messageUnread(ctx: HandlerContext) {
  const a = requireAuth(ctx);
  await catchUp(ctx.db, ctx.deps.clock.now());
  const rows = await ctx.db
    .selectFrom('content_message')
    .select(['category', (eb) => eb.fn.countAll<number>().as('n')])
    .where('user_id', '=', a.userId)
    .where('read_at', 'is', null)
    .groupBy('category')
    .execute();
  const by = new Map(rows.map((r) => [r.category, Number(r.n)]));
  const byCategory = MESSAGE_CATEGORIES.map((c) => ({ category: c, label: CATEGORY_LABEL[c], count: by.get(c) ?? 0 }));
  return { total: byCategory.reduce((s, c) => s + c.count, 0), byCategory };
}

async function messageRead(ctx: HandlerContext<{ ids: number[] }>) {
  const a = requireAuth(ctx);
  const ids = [...new Set(ctx.body.ids)];
  if (!ids.length) throw fail('请选择要标记已读的消息');
  const r = await ctx.db
    .updateTable('content_message')
    .set({ read_at: ctx.deps.clock.now() })
    .where('user_id', '=', a.userId)
    .where('id', 'in', ids)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  const updated = Number(r.numUpdatedRows);
  await audit(ctx.db, { companyId: a.companyId, userId: a.userId, actor: a.userName, action: 'content.messageRead', detail: { ids, updated } });
  return { updated };
}

async function messageReadAll(ctx: HandlerContext<{ category?: MessageCategory | null }>) {
  const a = requireAuth(ctx);
  let q = ctx.db.updateTable('content_message').set({ read_at: ctx.deps.clock.now() }).where('user_id', '=', a.userId).where('read_at', 'is', null);
  if (ctx.body.category) q = q.where('category', '=', ctx.body.category);
  const r = await q.executeTakeFirst();
  const updated = Number(r.numUpdatedRows);
  await audit(ctx.db, { companyId: a.companyId, userId: a.userId, actor: a.userName, action: 'content.messageReadAll', detail: { category: ctx.body.category ?? null, updated } });
  return { updated };
}

/* ------------------------------------------------------------- announcements ---- */

type AnnRow = { id: number; title: string; summary: string; body: string; category: string; must_read: number; published_at: number; read_at: number | null; acked_at: number | null };

function annQuery(ctx: HandlerContext, userId: number) {
  return ctx.db
    .selectFrom('announcement as a')
    .leftJoin('announcement_read as r', (j) => j.onRef('r.announcement_id', '=', 'a.id').on('r.user_id', '=', userId))
    .select(['a.id', 'a.title', 'a.summary', 'a.body', 'a.category', 'a.must_read', 'a.published_at', 'r.read_at', 'r.acked_at'])
    .where('a.status', '=', 1)
    .where('a.published_at', '<=', ctx.deps.clock.now())
    .where((eb) => eb.or([eb('a.company_id', 'is', null), eb('a.company_id', '=', requireAuth(ctx).companyId)]));
}
const annItem = (r: AnnRow) => ({
  id: Number(r.id),
  title: r.title,
  summary: r.summary,
  category: r.category,
  mustRead: r.must_read === 1,
  publishedAt: Number(r.published_at),
  read: r.read_at !== null,
  acked: r.acked_at !== null,
});

async function announceList(ctx: HandlerContext<{ keyword?: string | null; cursor?: number | null; pageSize?: number }>) {
  const a = requireAuth(ctx);
  const size = ctx.body.pageSize ?? 20;
  let q = annQuery(ctx, a.userId);
  const kw = ctx.body.keyword?.trim();
  if (kw) q = q.where((eb) => eb.or([eb('a.title', 'like', likePattern(kw)), eb('a.body', 'like', likePattern(kw))]));
  // Keyset on (published_at, id) encoded as one id cursor: announcements are few; the cursor is the last id shown.
  if (ctx.body.cursor) {
    const c = await ctx.db.selectFrom('announcement').select(['published_at', 'id']).where('id', '=', ctx.body.cursor).executeTakeFirst();
    if (c) q = q.where((eb) => eb.or([eb('a.published_at', '<', c.published_at), eb.and([eb('a.published_at', '=', c.published_at), eb('a.id', '<', c.id)])]));
  }
  const rows = (await q.orderBy('a.published_at', 'desc').orderBy('a.id', 'desc').limit(size + 1).execute()) as AnnRow[];
  const page = rows.slice(0, size);
  return { list: page.map(annItem), nextCursor: rows.length > size ? Number(page.at(-1)!.id) : null };
}

async function announceDetail(ctx: HandlerContext<{ id: number }>) {
  const a = requireAuth(ctx);
  const r = (await annQuery(ctx, a.userId).where('a.id', '=', ctx.body.id).executeTakeFirst()) as AnnRow | undefined;
  if (!r) throw fail('公告不存在或已下线');
  const now = ctx.deps.clock.now();
  // Opening the detail marks it read for this member (idempotent).
  if (r.read_at === null) {
    await ctx.db.insertInto('announcement_read').values({ announcement_id: Number(r.id), user_id: a.userId, read_at: now, acked_at: null }).onConflict((oc) => oc.columns(['announcement_id', 'user_id']).doNothing()).execute();
  }
  return { ...annItem({ ...r, read_at: r.read_at ?? now }), body: r.body };
}

async function announceMustRead(ctx: HandlerContext) {
  const a = requireAuth(ctx);
  // Must-read announcements tell members of a change: one published before the member joined is in the list, but does
  // not open over the pages of a member who started with the rules as they are now.
  const joined = await ctx.db.selectFrom('merchant_user').select('created_at').where('id', '=', a.userId).executeTakeFirst();
  const rows = (await annQuery(ctx, a.userId)
    .where('a.must_read', '=', 1)
    .where('r.acked_at', 'is', null)
    .where('a.published_at', '>=', Number(joined?.created_at ?? 0))
    .orderBy('a.published_at', 'asc').orderBy('a.id', 'asc').limit(5).execute()) as AnnRow[];
  return { list: rows.map((r) => ({ ...annItem(r), body: r.body })) };
}

async function announceAck(ctx: HandlerContext<{ id: number }>) {
  const a = requireAuth(ctx);
  const r = (await annQuery(ctx, a.userId).where('a.id', '=', ctx.body.id).executeTakeFirst()) as AnnRow | undefined;
  if (!r) throw fail('公告不存在或已下线');
  if (r.must_read !== 1) throw fail('该公告无需确认');
  const now = ctx.deps.clock.now();
  if (r.acked_at === null) {
    await ctx.db
      .insertInto('announcement_read')
      .values({ announcement_id: Number(r.id), user_id: a.userId, read_at: now, acked_at: now })
      .onConflict((oc) => oc.columns(['announcement_id', 'user_id']).doUpdateSet({ acked_at: now }))
      .execute();
    await audit(ctx.db, { companyId: a.companyId, userId: a.userId, actor: a.userName, action: 'content.announceAck', detail: { id: Number(r.id), title: r.title }, at: now });
  }
  return { id: Number(r.id), ackedAt: r.acked_at === null ? now : Number(r.acked_at) };
}

/* ---------------------------------------------------------------- rule-center ---- */

async function ruleCurrent(ctx: HandlerContext, ruleIds?: number[]) {
  const now = ctx.deps.clock.now();
  let q = ctx.db.selectFrom('rule_version').selectAll().where('published_at', '<=', now);
  if (ruleIds) q = q.where('rule_id', 'in', ruleIds.length ? ruleIds : [0]);
  const versions = await q.orderBy('rule_id').orderBy('version').execute();
  const byRule = new Map<number, typeof versions>();
  for (const v of versions) {
    const list = byRule.get(v.rule_id) ?? [];
    list.push(v);
    byRule.set(v.rule_id, list);
  }
  return { byRule, now };
}

/** The version in force now: the newest whose effective date has come (or the first, if none has yet). */
function inForce<T extends { effective_at: number }>(list: T[], now: number): T {
  let cur = list[0]!;
  for (const v of list) if (Number(v.effective_at) <= now) cur = v;
  return cur;
}

async function ruleList(ctx: HandlerContext<{ category?: string | null; keyword?: string | null }>) {
  requireAuth(ctx);
  const kw = ctx.body.keyword?.trim() ?? '';
  const docs = await ctx.db.selectFrom('rule_doc').selectAll().orderBy('category').orderBy('id').execute();
  const { byRule, now } = await ruleCurrent(ctx);
  const counts = new Map<string, number>();
  const list = [];
  for (const d of docs) {
    const vs = byRule.get(Number(d.id));
    if (!vs?.length) continue;
    counts.set(d.category, (counts.get(d.category) ?? 0) + 1);
    if (ctx.body.category && d.category !== ctx.body.category) continue;
    const cur = inForce(vs, now);
    const latest = vs.at(-1)!;
    let hit: string | null = null;
    if (kw) {
      const inTitle = d.title.includes(kw);
      const s = snippet(cur.body, kw);
      if (!inTitle && !s) continue;
      hit = s ?? cur.body.slice(0, 80);
    }
    list.push({
      id: Number(d.id),
      code: d.code,
      category: d.category,
      title: d.title,
      version: cur.version,
      effectiveAt: Number(cur.effective_at),
      pendingVersion: latest.version !== cur.version ? { version: latest.version, effectiveAt: Number(latest.effective_at) } : null,
      snippet: hit ?? cur.body.replace(/\s+/g, ' ').slice(0, 80),
    });
  }
  return { categories: RULE_CATEGORIES.map((c) => ({ code: c.code, label: c.label, count: counts.get(c.code) ?? 0 })), list };
}

async function ruleDetail(ctx: HandlerContext<{ id: number; version?: number | null }>) {
  requireAuth(ctx);
  const d = await ctx.db.selectFrom('rule_doc').selectAll().where('id', '=', ctx.body.id).executeTakeFirst();
  if (!d) throw fail('规则不存在');
  const { byRule, now } = await ruleCurrent(ctx, [Number(d.id)]);
  const vs = byRule.get(Number(d.id)) ?? [];
  if (!vs.length) throw fail('规则不存在');
  const cur = inForce(vs, now);
  const shown = ctx.body.version ? vs.find((v) => v.version === ctx.body.version) : cur;
  if (!shown) throw fail(`该规则没有第 ${ctx.body.version} 版`);
  const prev = vs.filter((v) => v.version < shown.version).at(-1) ?? null;
  const state = (v: (typeof vs)[number]) => (v.version === cur.version ? 'effective' : Number(v.effective_at) > now ? 'pending' : 'superseded');
  return {
    id: Number(d.id),
    code: d.code,
    category: d.category,
    title: d.title,
    versions: [...vs].reverse().map((v) => ({ version: v.version, effectiveAt: Number(v.effective_at), publishedAt: Number(v.published_at), changeNote: v.change_note, state: state(v) })),
    shown: { version: shown.version, effectiveAt: Number(shown.effective_at), changeNote: shown.change_note, state: state(shown), body: shown.body },
    diff: prev ? { fromVersion: prev.version, lines: lineDiff(prev.body, shown.body) } : null,
  };
}

/* ---------------------------------------------------------------- help-center ---- */

async function helpList(ctx: HandlerContext<{ category?: string | null; keyword?: string | null; route?: string | null }>) {
  requireAuth(ctx);
  const kw = ctx.body.keyword?.trim() ?? '';
  const all = await ctx.db.selectFrom('help_article').select(['id', 'code', 'category', 'title', 'body', 'route', 'updated_at']).orderBy('category').orderBy('id').execute();
  const counts = new Map<string, number>();
  for (const r of all) counts.set(r.category, (counts.get(r.category) ?? 0) + 1);
  const list = [];
  for (const r of all) {
    if (ctx.body.category && r.category !== ctx.body.category) continue;
    if (ctx.body.route && r.route !== ctx.body.route) continue;
    let s: string | null = null;
    if (kw) {
      s = snippet(r.body, kw);
      if (!r.title.includes(kw) && !s) continue;
    }
    list.push({ id: Number(r.id), code: r.code, category: r.category, title: r.title, route: r.route, snippet: s ?? r.body.replace(/\s+/g, ' ').slice(0, 80), updatedAt: Number(r.updated_at) });
  }
  // Title hits first.
  if (kw) list.sort((x, y) => Number(y.title.includes(kw)) - Number(x.title.includes(kw)));
  return { categories: HELP_CATEGORIES.map((c) => ({ code: c.code, label: c.label, count: counts.get(c.code) ?? 0 })), list };
}

async function helpRow(ctx: HandlerContext, id: number, userId: number) {
  const r = await ctx.db.selectFrom('help_article').selectAll().where('id', '=', id).executeTakeFirst();
  if (!r) throw fail('帮助文章不存在');
  const v = await ctx.db.selectFrom('help_vote').select('helpful').where('article_id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return { r, myVote: v ? v.helpful === 1 : null };
}

async function helpDetail(ctx: HandlerContext<{ id?: number | null; code?: string | null }>) {
  const a = requireAuth(ctx);
  let id = ctx.body.id ?? null;
  if (id === null) {
    // The help link of a page names its article by code (src/features/content/help-routes.ts).
    if (!ctx.body.code) throw fail('请指定帮助文章');
    const byCode = await ctx.db.selectFrom('help_article').select('id').where('code', '=', ctx.body.code).executeTakeFirst();
    if (!byCode) throw fail('帮助文章不存在');
    id = Number(byCode.id);
  }
  const { r, myVote } = await helpRow(ctx, id, a.userId);
  const related = await ctx.db.selectFrom('help_article').select(['id', 'title']).where('category', '=', r.category).where('id', '<>', r.id).orderBy('id').limit(5).execute();
  return {
    id: Number(r.id),
    code: r.code,
    category: r.category,
    title: r.title,
    body: r.body,
    route: r.route,
    helpful: r.helpful,
    unhelpful: r.unhelpful,
    myVote,
    updatedAt: Number(r.updated_at),
    related: related.map((x) => ({ id: Number(x.id), title: x.title })),
  };
}

async function helpVote(ctx: HandlerContext<{ id: number; helpful: boolean }>) {
  const a = requireAuth(ctx);
  const { r, myVote } = await helpRow(ctx, ctx.body.id, a.userId);
  const now = ctx.deps.clock.now();
  const v = ctx.body.helpful;
  if (myVote !== v) {
    await ctx.db
      .insertInto('help_vote')
      .values({ article_id: Number(r.id), user_id: a.userId, helpful: v ? 1 : 0, voted_at: now })
      .onConflict((oc) => oc.columns(['article_id', 'user_id']).doUpdateSet({ helpful: v ? 1 : 0, voted_at: now }))
      .execute();
    await ctx.db
      .updateTable('help_article')
      .set({
        helpful: sql`helpful + ${(v ? 1 : 0) - (myVote === true ? 1 : 0)}`,
        unhelpful: sql`unhelpful + ${(v ? 0 : 1) - (myVote === false ? 1 : 0)}`,
      })
      .where('id', '=', r.id)
      .execute();
    await audit(ctx.db, { companyId: a.companyId, userId: a.userId, actor: a.userName, action: 'content.helpVote', detail: { id: Number(r.id), helpful: v }, at: now });
  }
  const after = await ctx.db.selectFrom('help_article').select(['helpful', 'unhelpful']).where('id', '=', r.id).executeTakeFirstOrThrow();
  return { helpful: after.helpful, unhelpful: after.unhelpful, myVote: v };
}

/* ----------------------------------------------------------- command palette ---- */

const ORDER_STATUS: Record<number, string> = { 1: '待付款', 2: '待发货', 3: '已发货', 4: '已完成', 5: '已关闭' };

async function paletteSearch(ctx: HandlerContext<{ keyword: string }>) {
  const a = requireAuth(ctx);
  const kw = ctx.body.keyword.trim();
  const out = { orders: [] as { id: number; orderNo: string; summary: string; status: string }[], goods: [] as { id: number; name: string; code: string | null }[], afterSales: [] as { id: number; caseNo: string; orderNo: string | null; status: number }[] };
  if (!kw) return out;
  const digits = /^[0-9A-Za-z-]{4,32}$/.test(kw);
  const upper = `${kw}\uffff`;
  const jobs: Promise<void>[] = [];
  if (digits && a.keys.has('order.list')) {
    jobs.push(
      ctx.db
        .selectFrom('orders')
        .select(['id', 'order_no', 'goods_summary', 'status'])
        .where('order_no', '>=', kw)
        .where('order_no', '<', upper)
        .where('company_id', '=', a.companyId)
        .orderBy('order_no')
        .limit(5)
        .execute()
        .then((rows) => {
          out.orders = rows.map((r) => ({ id: Number(r.id), orderNo: r.order_no, summary: r.goods_summary, status: ORDER_STATUS[r.status] ?? '' }));
        }),
    );
  }
  if (digits && a.keys.has('order.return.list')) {
    jobs.push(
      ctx.db
        .selectFrom('after_sale')
        .select(['id', 'case_no', 'status'])
        .where('case_no', '>=', kw.toUpperCase())
        .where('case_no', '<', `${kw.toUpperCase()}\uffff`)
        .where('company_id', '=', a.companyId)
        .orderBy('case_no')
        .limit(5)
        .execute()
        .then((rows) => {
          out.afterSales = rows.map((r) => ({ id: Number(r.id), caseNo: r.case_no, orderNo: null, status: r.status }));
        }),
    );
  }
  if (a.keys.has('goods.list')) {
    jobs.push(
      ctx.db
        .selectFrom('goods')
        .select(['id', 'name', 'code'])
        .where('company_id', '=', a.companyId)
        .where('deleted_at', 'is', null)
        .where((eb) => eb.or([eb('name', 'like', likePattern(kw)), eb('code', '=', kw)]))
        .orderBy('id', 'desc')
        .limit(5)
        .execute()
        .then((rows) => {
          out.goods = rows.map((r) => ({ id: Number(r.id), name: r.name, code: r.code }));
        }),
    );
  }
  await Promise.all(jobs);
  return out;
}

export const contentHandlers: HandlerMap = {
  contentMessageList: messageList,
  contentMessageUnread: messageUnread,
  contentMessageRead: messageRead,
  contentMessageReadAll: messageReadAll,
  contentAnnounceList: announceList,
  contentAnnounceDetail: announceDetail,
  contentAnnounceMustRead: announceMustRead,
  contentAnnounceAck: announceAck,
  contentRuleList: ruleList,
  contentRuleDetail: ruleDetail,
  contentHelpList: helpList,
  contentHelpDetail: helpDetail,
  contentHelpVote: helpVote,
  contentPaletteSearch: paletteSearch,
};
