import type { SeedContext } from '../../db/seed.ts';
import { DAY, DEMO_ANNOUNCEMENTS, DEMO_HELP, DEMO_RULES } from './demo-content.ts';
import { publishAnnouncement, publishRuleVersion, sendPlatformMessage, upsertHelpArticle } from './publish.ts';
import { catchUp } from './messages.ts';

/**
 * Demo content: the platform's rules (two with a second version, one of them still to take effect), help articles
 * linked to their pages, five announcements (the must-read one already acknowledged by the demo members, so a
 * fresh start opens no dialog: `npm run platform -- content announce … --must-read` shows it), a welcome message,
 * and the messages of the events the earlier areas' seeds wrote.
 */
export async function seedDemo({ db, now }: SeedContext): Promise<string> {
  for (const r of DEMO_RULES) {
    for (const v of r.versions) {
      await publishRuleVersion(db, { code: r.code, category: r.category, title: r.title, body: v.body, changeNote: v.note, effectiveAt: now + v.effective * DAY }, now + v.at * DAY);
    }
  }
  for (const h of DEMO_HELP) await upsertHelpArticle(db, h, now - 30 * DAY);
  const users = await db.selectFrom('merchant_user').select('id').where('status', '=', 1).execute();
  for (const a of DEMO_ANNOUNCEMENTS) {
    const id = await publishAnnouncement(db, { title: a.title, body: a.body, category: a.category, mustRead: a.mustRead, publishedAt: now + a.at * DAY }, now + a.at * DAY);
    if (a.mustRead && users.length) {
      await db
        .insertInto('announcement_read')
        .values(users.map((u) => ({ announcement_id: id, user_id: u.id, read_at: now + (a.at + 1) * DAY, acked_at: now + (a.at + 1) * DAY })))
        .execute();
    }
  }
  await sendPlatformMessage(db, { key: 'welcome', category: 'system', title: '欢迎使用商家后台', body: '平台规则、帮助文章和公告都在页头的帮助与消息入口；按 Ctrl+K 打开命令面板。', link: '/help-center' }, now - 2 * DAY);
  const n = await catchUp(db, now, 50);
  return `规则 ${DEMO_RULES.length} 条、帮助文章 ${DEMO_HELP.length} 篇、公告 ${DEMO_ANNOUNCEMENTS.length} 条、站内信 ${n + users.length} 条`;
}
