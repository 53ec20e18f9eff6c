import type { HandlerContext, HandlerMap } from '../../lib/handler.ts';
import { requireAuth } from '../../lib/handler.ts';
import { fail } from '../../lib/errors.ts';
import { canonicalDeep } from '../../lib/files.ts';
import { assertOwnFiles } from '../../platform/upload/handlers.ts';
import type { Selectable } from 'kysely';
import type { FeedbackTable } from '../../db/schema.ts';

interface FeedbackBody {
  type: number;
  content: string;
  images?: string[];
  contact?: string | null;
}

function toItem(ctx: HandlerContext, r: Selectable<FeedbackTable>) {
  const images = JSON.parse(r.images_json) as string[];
  return {
    id: r.id,
    type: r.type,
    content: r.content,
    // Screenshots are re-signed for whoever owns them (anonymous uploads carry no company).
    images: images.map((u) => ctx.deps.fileSigner.resign(u, r.company_id)),
    contact: r.contact,
    status: r.status,
    createdAt: r.created_at,
  };
}

/** Public (no login needed); signed-in senders keep their feedback under their account. */
async function submit(ctx: HandlerContext<FeedbackBody>) {
  const { db, auth, ip, deps } = ctx;
  const content = ctx.body.content.trim();
  if (content.length < 5) throw fail('反馈内容不能少于5个字符');
  const contact = ctx.body.contact?.trim() || null;
  const images = canonicalDeep(ctx.body.images ?? []);
  const now = ctx.deps.clock.now();
  if (!auth) {
    const n = await db
      .selectFrom('feedback')
      .select((e) => e.fn.countAll<number>().as('n'))
      .where('ip', '=', ip)
      .where('created_at', '>', now - 3600_000)
      .executeTakeFirstOrThrow();
    if (Number(n.n) >= deps.config.feedbackPerIpHour) throw fail('提交过于频繁，请稍后再试');
  }
  // Anonymous senders may only attach anonymous feedback screenshots; signed-in users their company's files too.
  await assertOwnFiles(db, auth?.companyId ?? null, images.map((url, i) => ({ url, label: `截图（第${i + 1}张）` })), { anonymousOk: true });
  const row = await db
    .insertInto('feedback')
    .values({
      company_id: auth?.companyId ?? null,
      user_id: auth?.userId ?? null,
      type: ctx.body.type,
      content,
      images_json: JSON.stringify(images),
      contact,
      status: 0,
      ip,
      created_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toItem(ctx, row);
}

async function list(ctx: HandlerContext<{ cursor?: number | null; pageSize: number }>) {
  const a = requireAuth(ctx);
  let q = ctx.db.selectFrom('feedback').selectAll().where('user_id', '=', a.userId);
  if (ctx.body.cursor) q = q.where('id', '<', ctx.body.cursor);
  const rows = await q.orderBy('id', 'desc').limit(ctx.body.pageSize + 1).execute();
  const page = rows.slice(0, ctx.body.pageSize);
  return { list: page.map((r) => toItem(ctx, r)), nextCursor: rows.length > ctx.body.pageSize ? page.at(-1)!.id : null };
}

export const feedbackHandlers: HandlerMap = { feedbackSubmit: submit, feedbackList: list };
