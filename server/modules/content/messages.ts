import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { eventsAfter, emitEvents, type AppEvent } from '../../lib/events.ts';
import { ALL_ROLE_KEYS, allowed, virtualKeys } from '../../lib/permission-keys.ts';

/**
 * 站内信 from the event outbox (docs/content.md「消息」). A consumer with a durable cursor (content_cursor, name
 * `messages`) reads events after its last id and turns the kinds below into one message per recipient: the member
 * named by the event, or every active member of the company who holds the category's view key. Messages are keyed
 * `e:<event id>` per user, so a pass cut short and run again adds nothing twice; the cursor moves in the same
 * transaction as the messages. After a pass that wrote messages it emits one `message.created` event per company
 * (not turned into messages itself) so open browsers refetch their bell on the live channel.
 */
export const MESSAGE_CATEGORIES = ['system', 'order', 'afterSale', 'finance', 'activity', 'job'] as const;
export type MessageCategory = (typeof MESSAGE_CATEGORIES)[number];
export const CATEGORY_LABEL: Record<MessageCategory, string> = {
  system: '系统',
  order: '订单',
  afterSale: '售后',
  finance: '资金',
  activity: '活动',
  job: '校园兼职',
};

export interface MessageDraft {
  category: MessageCategory;
  title: string;
  body: string;
  link: string | null;
  /**
   * The view keys a member needs to receive it, as the linked page's route asks (spec §6): `key` all of them (null:
   * every member), `anyKeys` at least one. A member's keys are their roles' (the owner: all) and the company's virtual
   * keys (`common.*`, from its whitelists and type), as the session computes them.
   */
  key: string | readonly string[] | null;
  anyKeys?: readonly string[];
}

const yuan = (fen: unknown) => (typeof fen === 'number' ? `¥${(fen / 100).toFixed(2)}` : '');
const dt = (ms: unknown) => {
  if (typeof ms !== 'number') return '';
  const d = new Date(ms + 8 * 3_600_000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCMonth() + 1}月${d.getUTCDate()}日 ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}`;
};

/** What each event kind becomes; kinds not listed are not messages. */
export const MESSAGE_RULES: Record<string, (e: AppEvent, p: Record<string, any>) => MessageDraft | null> = {
  'afterSale.created': (e, p) => ({
    category: 'afterSale',
    title: `新售后单 ${p.caseNo ?? ''}`,
    body: `买家申请${p.type === 1 ? '仅退款' : p.type === 2 ? '退货退款' : p.type === 3 ? '换货' : '售后'}${p.amount ? `，金额 ${yuan(p.amount)}` : ''}${p.deadlineAt ? `，请在 ${dt(p.deadlineAt)} 前处理` : ''}。`,
    link: `/order/after-detail?afterSaleId=${e.subjectId}`,
    key: 'order.return.list',
  }),
  'afterSale.deadlineSoon': (e, p) => ({
    category: 'afterSale',
    title: `售后单 ${p.caseNo ?? ''} 即将到期`,
    body: `售后单将于 ${dt(p.deadlineAt)} 到期，逾期将按平台规则自动处理。`,
    link: `/order/after-detail?afterSaleId=${e.subjectId}`,
    key: 'order.return.list',
  }),
  'afterSale.refunded': (e, p) => ({
    category: 'afterSale',
    title: `售后单 ${p.caseNo ?? ''} 已退款`,
    body: `已退款 ${yuan(p.amount)}。`,
    link: `/order/after-detail?afterSaleId=${e.subjectId}`,
    key: 'order.return.list',
  }),
  'afterSale.disputed': (e, p) => ({
    category: 'afterSale',
    title: `售后单 ${p.caseNo ?? ''} 进入纠纷`,
    body: `买家申请平台介入${p.proofDeadlineAt ? `，请在 ${dt(p.proofDeadlineAt)} 前举证` : ''}。`,
    link: `/after-sale-violation/return-dispute/detail?afterSaleId=${e.subjectId}`,
    key: 'order.return.dispute.list',
  }),
  'afterSale.disputeDecided': (e, p) => ({
    category: 'afterSale',
    title: `纠纷 ${p.caseNo ?? ''} 已裁决`,
    body: p.winner === 'merchant' ? '平台支持商家。' : p.winner === 'buyer' ? '平台支持买家。' : '平台已给出裁决结果。',
    link: `/after-sale-violation/return-dispute/detail?afterSaleId=${e.subjectId}`,
    key: 'order.return.dispute.list',
  }),
  'violation.issued': (e, p) => ({
    category: 'system',
    title: `新违规 ${p.violationNo ?? ''}`,
    body: `店铺因「${p.rule ?? '违反平台规则'}」被记违规${p.points ? `，扣 ${p.points} 分` : ''}，可在申诉期内申诉。`,
    link: `/after-sale-violation/violation-detail?violationId=${e.subjectId}`,
    key: 'violation.list',
  }),
  'violation.appealDecided': (e, p) => ({
    category: 'system',
    title: `违规 ${p.violationNo ?? ''} 申诉结果`,
    body: p.decision === 'revoke' ? `申诉成立，处罚已撤销${p.returned ? `，退回保证金 ${yuan(p.returned)}` : ''}。` : '申诉不成立，维持处罚。',
    link: `/after-sale-violation/violation-detail?violationId=${e.subjectId}`,
    key: 'violation.list',
  }),
  'company.changeDecided': (_e, p) => ({
    category: 'system',
    title: p.approved ? '公司资料变更审核通过' : '公司资料变更审核驳回',
    body: p.approved ? '公司资料已按申请更新。' : `驳回原因：${p.reason ?? '未说明'}`,
    link: '/company-setting',
    key: null,
  }),
  'company.verifyDecided': (_e, p) => ({
    category: 'system',
    title: p.approved ? '企业认证审核通过' : '企业认证审核驳回',
    body: p.approved ? `${p.shopName ? `店铺「${p.shopName}」` : '店铺'}已开通，可以发布商品、开始经营。` : `驳回原因：${p.reason ?? '未说明'}。请按原因修改认证资料后重新提交。`,
    link: '/company-verify/result',
    key: null,
  }),
  'goods.reviewed': (e, p) => ({
    category: 'system',
    title: p.approved ? '商品审核通过' : '商品审核驳回',
    body: p.approved
      ? `「${p.goodsName ?? ''}」已通过审核，${p.scheduled ? `将于 ${dt(p.shelfAt)} 定时上架` : '已上架'}。`
      : `「${p.goodsName ?? ''}」未通过审核，驳回原因：${p.reason ?? '未说明'}。修改后可重新提交审核。`,
    link: `/goods/edit?goodsId=${e.subjectId}`,
    key: 'goods.list',
  }),
  'brand.reviewed': (e, p) => ({
    category: 'system',
    title: p.approved ? '品牌申请审核通过' : '品牌申请审核驳回',
    body: p.approved ? `品牌「${p.brandName ?? ''}」已通过审核，发布商品时可选用。` : `品牌「${p.brandName ?? ''}」的申请被驳回，驳回原因：${p.reason ?? '未说明'}。修改资料后可重新提交。`,
    link: `/goods/brandApply?brandId=${e.subjectId}`,
    key: 'goods.brand.detail',
  }),
  'openErp.formReviewed': (_e, p) => ({
    category: 'system',
    title: p.accepted ? '对接申请已受理' : '对接申请已驳回',
    body: p.accepted
      ? `申请单 ${p.formNo ?? ''}（${p.target ?? ''}）已受理，服务商正在配置。${p.reply ? `平台回复：${p.reply}` : ''}`
      : `申请单 ${p.formNo ?? ''}（${p.target ?? ''}）被驳回，原因：${p.reply ?? '未说明'}。可修改后重新申请。`,
    link: '/open/erp',
    key: null,
    anyKeys: ['open.page', 'common.open-erp'],
  }),
  'company.ownerTransferred': () => ({ category: 'system', title: '店铺负责人已转让', body: '店铺负责人已变更，相关权限随之调整。', link: '/permission/employee', key: null }),
  'shopSetting.delayDeclared': (_e, p) => ({
    category: 'order',
    title: '延迟发货报备已生效',
    body: `报备时段 ${dt(p.startAt)} 至 ${dt(p.endAt)}${p.reason ? `，原因：${p.reason}` : ''}。`,
    link: '/shop-setting/delivery-info',
    key: 'shop.delay.view',
  }),
  'finance.withdrawPaid': (_e, p) => ({ category: 'finance', title: '提现已到账', body: `提现单 ${p.withdrawNo ?? ''} 的 ${yuan(p.amount)} 已打款。`, link: '/finance/history', key: 'finance.stat' }),
  'finance.invoiceDecided': (_e, p) => ({
    category: 'finance',
    title: p.issued ? '发票已开具' : '开票申请被驳回',
    body: p.issued
      ? `开票申请 ${p.applyNo ?? ''} 已开具${p.typeText ? `${p.typeText}` : '发票'}，发票号码 ${p.invoiceNo ?? ''}，金额 ${yuan(p.amount)}。`
      : `开票申请 ${p.applyNo ?? ''}（${yuan(p.amount)}）被驳回，原因：${p.reason ?? '未说明'}。所含月份可重新申请开票。`,
    link: `/finance/invoice/history?status=${p.issued ? 1 : 2}`,
    key: 'invoice.list',
  }),
  'activity.reviewed': (_e, p) => ({
    category: 'activity',
    title: p.approved ? '活动报名审核通过' : '活动报名审核驳回',
    body: `「${p.activityName ?? ''}」：${p.goodsName ?? ''}${p.specText ? `（${p.specText}）` : ''}${p.approved ? ' 已通过审核，活动开始后按活动价售卖。' : `，驳回原因：${p.note ?? '未说明'}`}`,
    link: p.activityId ? `/activity/detail/${p.activityId}` : '/activity/square',
    key: 'activity.platform.list',
  }),
  'sanchuang.teamJoined': (_e, p) => ({
    category: 'activity',
    title: '三创命题有新团队承接',
    body: `${p.school ?? ''}的「${p.teamName ?? ''}」承接了命题「${p.topicTitle ?? ''}」。`,
    link: p.roundId ? `/activity/sanchuang/team/${p.roundId}` : '/activity/square',
    key: 'activity.platform.list',
  }),
  'taskPackage.submissionReceived': (_e, p) => ({
    category: 'job',
    title: '有新的任务提交待审核',
    body: `${String(p.agentName ?? '代理')}提交了任务包「${String(p.title ?? '')}」的答案。`,
    link: '/school-employee/task-package/verify',
    key: 'task.package.review.list',
  }),
  'remoteTask.submitted': (e, p) => ({
    category: 'job',
    title: '远程任务有新的提交待审核',
    body: `${String(p.firstName ?? '学生')}${Number(p.count) > 1 ? `等 ${Number(p.count)} 人` : ''}提交了远程任务「${String(p.title ?? '')}」的成果，请审核。`,
    link: `/remote-task/recruit-detail?recruitId=${e.subjectId}&status=2`,
    key: ['common.remote-task.list', 'remote.task.list'],
  }),
  'activity.roadshowReviewed': (_e, p) => ({
    category: 'activity',
    title: p.approved ? '路演报名审核通过' : '路演报名审核驳回',
    body: `${p.school ?? ''} ${p.date ?? ''} ${p.slot ?? ''}：${p.approved ? `已通过审核，请按时到场布展${p.note ? `（${p.note}）` : ''}。` : `驳回原因：${p.note ?? '未说明'}，展位费 ${yuan(p.fee)} 已退回营销账户。`}`,
    link: '/activity/roadshow-activity',
    key: 'activity.platform.list',
  }),
  'activity.roadshowResult': (_e, p) => ({ category: 'activity', title: '路演结果已录入', body: `${p.school ?? ''} ${p.date ?? ''}：到场 ${p.visitors ?? 0} 人，线索 ${p.leads ?? 0} 条，成交 ${p.orders ?? 0} 单。`, link: '/activity/roadshow-activity', key: 'activity.platform.list' }),
};

export const MESSAGE_KINDS = Object.keys(MESSAGE_RULES);
const CURSOR = 'messages';

/** The active members of a company and their view keys (the owner holds every role key; all get the company's virtual keys). */
async function members(db: Db, companyId: number): Promise<{ id: number; keys: Set<string> }[]> {
  const company = await db.selectFrom('company').select(['company_type', 'show_luyan_menu', 'ready_status', 'in_erp_whitelist', 'in_job_whitelist']).where('id', '=', companyId).executeTakeFirst();
  const common = company ? virtualKeys(company) : [];
  const users = await db.selectFrom('merchant_user').select(['id', 'is_owner']).where('company_id', '=', companyId).where('status', '=', 1).execute();
  const rows = users.length
    ? await db
        .selectFrom('user_role as ur')
        .innerJoin('role_key as rk', 'rk.role_id', 'ur.role_id')
        .select(['ur.user_id', 'rk.auth_key'])
        .where('ur.user_id', 'in', users.map((u) => u.id))
        .execute()
    : [];
  const byUser = new Map<number, Set<string>>();
  for (const r of rows) {
    let s = byUser.get(r.user_id);
    if (!s) byUser.set(r.user_id, (s = new Set()));
    s.add(r.auth_key);
  }
  return users.map((u) => ({ id: u.id, keys: new Set([...(u.is_owner ? ALL_ROLE_KEYS : (byUser.get(u.id) ?? [])), ...common]) }));
}

/** Whether a member with these keys may open the message's page. */
export function mayReceive(keys: ReadonlySet<string>, draft: Pick<MessageDraft, 'key' | 'anyKeys'>): boolean {
  const all = draft.key === null ? [] : typeof draft.key === 'string' ? [draft.key] : draft.key;
  return allowed(keys, all, draft.anyKeys ?? []);
}

export interface MessageRow {
  company_id: number;
  user_id: number;
  category: string;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  biz_key: string;
  created_at: number;
  read_at: null;
}

/** Inserts messages in chunks; rows already there (same user and key) are skipped. Returns the rows asked to insert. */
export async function insertMessages(db: Db, rows: MessageRow[]): Promise<number> {
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insertInto('content_message')
      .values(rows.slice(i, i + 500))
      .onConflict((oc) => oc.columns(['user_id', 'biz_key']).doNothing())
      .execute();
  }
  return rows.length;
}

/**
 * One pass of the consumer: at most `limit` events after the cursor. Returns how many events were read and messages
 * written. Safe to run from several processes at once (the unique key and the cursor's max keep it exact).
 */
export async function messagePass(db: Db, now: number, opts: { limit?: number } = {}): Promise<{ events: number; messages: number }> {
  const run = async (trx: Db) => {
    await trx.insertInto('content_cursor').values({ name: CURSOR, last_id: 0, updated_at: now }).onConflict((oc) => oc.column('name').doNothing()).execute();
    const cur = await trx.selectFrom('content_cursor').select('last_id').where('name', '=', CURSOR).executeTakeFirstOrThrow();
    const events = await eventsAfter(trx, { afterId: Number(cur.last_id), limit: opts.limit ?? 2000 });
    if (!events.length) return { events: 0, messages: 0 };
    const memberCache = new Map<number, { id: number; keys: Set<string> }[]>();
    const rows: MessageRow[] = [];
    const companies = new Set<number>();
    for (const e of events) {
      const rule = MESSAGE_RULES[e.kind];
      if (!rule) continue;
      const draft = rule(e, (e.payload ?? {}) as Record<string, any>);
      if (!draft) continue;
      let list = memberCache.get(e.companyId);
      if (!list) memberCache.set(e.companyId, (list = await members(trx, e.companyId)));
      const to = list.filter((m) => (e.userId === null || m.id === e.userId) && mayReceive(m.keys, draft));
      for (const m of to) {
        rows.push({ company_id: e.companyId, user_id: m.id, category: draft.category, kind: e.kind, title: draft.title.slice(0, 100), body: draft.body.slice(0, 500), link: draft.link, biz_key: `e:${e.id}`, created_at: e.createdAt, read_at: null });
      }
      if (to.length) companies.add(e.companyId);
    }
    await insertMessages(trx, rows);
    const last = events.at(-1)!.id;
    // Never move back (another process may have passed further meanwhile).
    await trx
      .updateTable('content_cursor')
      .set({ last_id: sql`case when last_id < ${last} then ${last} else last_id end`, updated_at: now })
      .where('name', '=', CURSOR)
      .execute();
    if (companies.size) await emitEvents(trx, [...companies].map((companyId) => ({ companyId, kind: 'message.created', payload: {}, now })));
    return { events: events.length, messages: rows.length };
  };
  // Inside a caller's transaction (the seed), run there; otherwise in a transaction of its own.
  return db.isTransaction ? run(db) : db.transaction().execute(run);
}

/** Runs passes until the cursor reaches the end (bounded). */
export async function catchUp(db: Db, now: number, maxPasses = 5): Promise<number> {
  // Cheap check first: readers call this on every bell refresh.
  const cur = await db.selectFrom('content_cursor').select('last_id').where('name', '=', CURSOR).executeTakeFirst();
  const top = await db.selectFrom('event').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();
  if (cur && Number(cur.last_id) >= Number(top?.id ?? 0)) return 0;
  let n = 0;
  for (let i = 0; i < maxPasses; i++) {
    const r = await messagePass(db, now);
    n += r.messages;
    if (r.events < 2000) break;
  }
  return n;
}
