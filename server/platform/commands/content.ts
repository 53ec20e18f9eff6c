import fs from 'node:fs';
import { clock, formatChinaTime } from '../../lib/clock.ts';
import { BizError } from '../../lib/errors.ts';
import type { Db } from '../../db/index.ts';
import { publishAnnouncement, publishRuleVersion, sendPlatformMessage, upsertHelpArticle } from '../../modules/content/publish.ts';
import { catchUp } from '../../modules/content/messages.ts';
import { MESSAGE_CATEGORIES, type MessageCategory } from '../../modules/content/messages.ts';
import { CommandError, type PlatformCommand } from '../types.ts';

/** The platform publishes content: announcements, rule versions, help articles, messages (docs/content.md「平台命令」). */

function opts(args: string[]): { pos: string[]; flags: Map<string, string | true> } {
  const pos: string[] = [];
  const flags = new Map<string, string | true>();
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a.startsWith('--')) {
      const next = args[i + 1];
      if (next !== undefined && !next.startsWith('--')) {
        flags.set(a.slice(2), next);
        i++;
      } else flags.set(a.slice(2), true);
    } else pos.push(a);
  }
  return { pos, flags };
}
const str = (f: Map<string, string | true>, k: string): string | undefined => {
  const v = f.get(k);
  return typeof v === 'string' ? v : undefined;
};
/** Text from --body "…" or --file path (UTF-8); `\n` in --body is a line break. */
function body(f: Map<string, string | true>): string {
  const file = str(f, 'file');
  if (file) {
    if (!fs.existsSync(file)) throw new CommandError(`文件不存在：${file}`);
    return fs.readFileSync(file, 'utf8');
  }
  const b = str(f, 'body');
  if (!b) throw new CommandError('请用 --body "正文" 或 --file 文件 给出正文');
  return b.replace(/\\n/g, '\n');
}
function when(v: string | undefined, now: number): number {
  if (!v) return now;
  const m = /^([+-]?\d{1,4})d$/.exec(v);
  if (m) return now + Number(m[1]) * 86_400_000;
  const t = Date.parse(v.length === 10 ? `${v}T00:00:00+08:00` : v);
  if (Number.isNaN(t)) throw new CommandError(`时间格式应为 YYYY-MM-DD、ISO 时间或 +7d：${v}`);
  return t;
}
function idOf(v: string | undefined, what: string): number | null {
  if (v === undefined) return null;
  if (!/^\d{1,12}$/.test(v) || Number(v) < 1) throw new CommandError(`${what}应为正整数：${v}`);
  return Number(v);
}

async function tx<T>(db: Db, fn: (trx: Db, now: number) => Promise<T>): Promise<T> {
  await clock.load(db);
  try {
    return await db.transaction().execute((trx) => fn(trx, clock.now()));
  } catch (e) {
    if (e instanceof BizError) throw new CommandError(e.message);
    throw e;
  }
}

export const contentCommand: PlatformCommand = {
  name: 'content',
  usage: [
    'content announce "<标题>" --body "<正文>"|--file <文件> [--category platform|rule|activity|system] [--must-read] [--company <公司ID>] [--at <时间>]   发布平台公告',
    'content rule <代码> "<标题>" --category <分类> --body|--file … --note "<变更说明>" [--effective <YYYY-MM-DD|+7d>]   发布规则的新版本（首次即创建）',
    'content help <代码> "<标题>" --category <分类> --body|--file … [--route </页面路径>]   新建或替换帮助文章',
    'content message "<标题>" --body "<内容>" [--category system|order|afterSale|finance|activity|job] [--company <公司ID>] [--link </路径>] [--key <去重键>]   给成员发站内信',
    'content list                        列出公告、规则与帮助文章',
    'content messages                    立即把事件表中新的事件转成站内信',
  ],
  async run(args, { handle, out }) {
    const db = handle.db;
    const [sub, ...rest] = args;
    const { pos, flags } = opts(rest);
    if (sub === 'announce') {
      const title = pos[0];
      if (!title) throw new CommandError('请给出公告标题');
      const text = body(flags);
      const companyId = idOf(str(flags, 'company'), '公司ID');
      const id = await tx(db, (trx, now) =>
        publishAnnouncement(trx, { title, body: text, category: str(flags, 'category') ?? 'platform', mustRead: flags.has('must-read'), companyId, publishedAt: when(str(flags, 'at'), now) }, now),
      );
      return out(`公告 ${id} 已发布${flags.has('must-read') ? '（必读：成员登录后弹出，直到确认）' : ''}${companyId ? `，仅公司 ${companyId} 可见` : ''}`);
    }
    if (sub === 'rule') {
      const [code, title] = pos;
      if (!code || !title) throw new CommandError('用法：content rule <代码> "<标题>" --category <分类> --body … --note …');
      const text = body(flags);
      const r = await tx(db, (trx, now) =>
        publishRuleVersion(trx, { code, title, category: str(flags, 'category') ?? '', body: text, changeNote: str(flags, 'note') ?? '', effectiveAt: when(str(flags, 'effective'), now) }, now),
      );
      return out(`规则 ${code} 第 ${r.version} 版已发布`);
    }
    if (sub === 'help') {
      const [code, title] = pos;
      if (!code || !title) throw new CommandError('用法：content help <代码> "<标题>" --category <分类> --body …');
      const text = body(flags);
      const id = await tx(db, (trx, now) => upsertHelpArticle(trx, { code, title, category: str(flags, 'category') ?? '', body: text, route: str(flags, 'route') ?? null }, now));
      return out(`帮助文章 ${id}（${code}）已保存`);
    }
    if (sub === 'message') {
      const title = pos[0];
      if (!title) throw new CommandError('请给出消息标题');
      const category = (str(flags, 'category') ?? 'system') as MessageCategory;
      if (!MESSAGE_CATEGORIES.includes(category)) throw new CommandError(`分类应为 ${MESSAGE_CATEGORIES.join('、')} 之一`);
      const text = body(flags);
      const n = await tx(db, (trx, now) =>
        sendPlatformMessage(trx, { key: str(flags, 'key') ?? `cli-${now}`, category, title, body: text, link: str(flags, 'link') ?? null, companyId: idOf(str(flags, 'company'), '公司ID') }, now),
      );
      return out(`站内信已发给 ${n} 位成员`);
    }
    if (sub === 'messages') {
      await clock.load(db);
      const n = await catchUp(db, clock.now(), 100);
      return out(`生成站内信 ${n} 条`);
    }
    if (sub === 'list' || sub === undefined) {
      const anns = await db.selectFrom('announcement').selectAll().orderBy('published_at', 'desc').limit(20).execute();
      out(`公告（最近 ${anns.length} 条）：`);
      for (const a of anns) out(`  ${a.id}  ${formatChinaTime(Number(a.published_at))}  ${a.must_read ? '[必读] ' : ''}${a.title}${a.company_id ? `（公司 ${a.company_id}）` : ''}`);
      const rules = await db.selectFrom('rule_doc as d').innerJoin('rule_version as v', 'v.rule_id', 'd.id').select(['d.code', 'd.title', (eb) => eb.fn.max('v.version').as('v')]).groupBy(['d.code', 'd.title']).orderBy('d.code').execute();
      out(`规则 ${rules.length} 条：`);
      for (const r of rules) out(`  ${r.code}  ${r.title}  共 ${r.v} 版`);
      const help = await db.selectFrom('help_article').select(['code', 'title', 'route']).orderBy('id').execute();
      out(`帮助文章 ${help.length} 篇：`);
      for (const h of help) out(`  ${h.code}  ${h.title}${h.route ? `  → ${h.route}` : ''}`);
      return;
    }
    throw new CommandError(`未知的操作：${sub}（announce、rule、help、message、messages、list）`);
  },
};
