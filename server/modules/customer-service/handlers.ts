import { sql } from 'kysely';
import type { HandlerContext, HandlerMap } from '../../lib/handler.ts';
import { requireAuth } from '../../lib/handler.ts';
import { fail } from '../../lib/errors.ts';
import { audit } from '../../lib/audit.ts';
import { emitEvent } from '../../lib/events.ts';
import { maskPhone } from '../../lib/crypto.ts';
import type { AuthContext } from '../../lib/session.ts';
import type { Db } from '../../db/index.ts';
import { DEFAULT_FLOW, flowProblem, inBusinessHours, previewReplies, chooseAgent, type FlowConfig } from './rules.ts';
import { activeFlow, agentLoads, agentReply, closeConversation, CONV, drainQueue, MSG_KIND, SERVE_KEYS } from './service.ts';

const actor = (a: AuthContext) => a.userName;
const CANNOT_SERVE = '该成员的角色没有客服会话权限（客服管理的查看与「回复买家」），不能接待买家；请先在角色中勾选后再设为客服';

// ---------------------------------------------------------------------------------------------- agents ----

async function members(db: Db, companyId: number) {
  const rows = await db
    .selectFrom('merchant_user as u')
    .select(['u.id', 'u.name', 'u.phone', 'u.is_owner', 'u.status'])
    .where('u.company_id', '=', companyId)
    .orderBy('u.id')
    .execute();
  // A member may hold several roles: together they must grant every key the inbox needs (SERVE_KEYS).
  const canServe = new Set(
    (
      await db
        .selectFrom('user_role as ur')
        .innerJoin('role_key as k', 'k.role_id', 'ur.role_id')
        .innerJoin('merchant_user as u', 'u.id', 'ur.user_id')
        .select('ur.user_id')
        .where('u.company_id', '=', companyId)
        .where('k.auth_key', 'in', [...SERVE_KEYS])
        .groupBy('ur.user_id')
        .having((eb) => eb.fn.count('k.auth_key').distinct(), '=', SERVE_KEYS.length)
        .execute()
    ).map((r) => r.user_id),
  );
  return rows.map((r) => ({ userId: r.id, name: r.name, phoneMasked: maskPhone(r.phone), canOpenInbox: r.is_owner === 1 || canServe.has(r.id), enabled: r.status === 1 }));
}

/** Whether a member can serve buyers now: enabled, and the owner or holding every SERVE_KEYS key through their roles. */
async function memberCanServe(db: Db, user: { id: number; is_owner: number; status: number }): Promise<boolean> {
  if (user.status !== 1) return false;
  if (user.is_owner === 1) return true;
  const r = await db
    .selectFrom('user_role as ur')
    .innerJoin('role_key as k', 'k.role_id', 'ur.role_id')
    .select((eb) => eb.fn.count<number>('k.auth_key').distinct().as('n'))
    .where('ur.user_id', '=', user.id)
    .where('k.auth_key', 'in', [...SERVE_KEYS])
    .executeTakeFirstOrThrow();
  return Number(r.n) === SERVE_KEYS.length;
}

async function csAgentList(ctx: HandlerContext) {
  const a = requireAuth(ctx);
  const [agents, loads, people, unanswered] = await Promise.all([
    ctx.db.selectFrom('cs_agent').selectAll().where('company_id', '=', a.companyId).orderBy('id').execute(),
    agentLoads(ctx.db, a.companyId),
    members(ctx.db, a.companyId),
    ctx.db
      .selectFrom('cs_conversation')
      .select(['agent_user_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('company_id', '=', a.companyId)
      .where('status', '=', CONV.open)
      .where('unanswered', '=', 1)
      .groupBy('agent_user_id')
      .execute(),
  ]);
  const load = new Map(loads.map((l) => [l.userId, l.load]));
  const waiting = new Map(unanswered.map((u) => [u.agent_user_id, Number(u.n)]));
  const person = new Map(people.map((p) => [p.userId, p]));
  const agentIds = new Set(agents.map((x) => x.user_id));
  return {
    agents: agents.map((x) => ({
      csAgentId: x.id,
      userId: x.user_id,
      name: person.get(x.user_id)?.name ?? '已移除的成员',
      phoneMasked: person.get(x.user_id)?.phoneMasked ?? '',
      nickname: x.nickname,
      online: x.online === 1,
      maxConcurrent: x.max_concurrent,
      categoryIds: JSON.parse(x.category_ids) as number[],
      load: load.get(x.user_id) ?? 0,
      unanswered: waiting.get(x.user_id) ?? 0,
      canOpenInbox: person.get(x.user_id)?.canOpenInbox ?? false,
      updatedAt: Number(x.updated_at),
    })),
    members: people.filter((p) => !agentIds.has(p.userId) && p.enabled).map(({ enabled: _e, ...p }) => p),
  };
}

interface AgentBody {
  csAgentId?: number | null;
  userId: number;
  nickname: string;
  maxConcurrent: number;
  online: boolean;
  categoryIds?: number[];
}

async function csAgentSave(ctx: HandlerContext<AgentBody>) {
  const a = requireAuth(ctx);
  const b = ctx.body;
  const now = ctx.deps.clock.now();
  const nickname = b.nickname.trim();
  if (!nickname) throw fail('请填写客服昵称');
  const user = await ctx.db.selectFrom('merchant_user').select(['id', 'status', 'is_owner']).where('id', '=', b.userId).where('company_id', '=', a.companyId).executeTakeFirst();
  if (!user) throw fail('成员不存在');
  if (user.status !== 1) throw fail('该成员已停用，不能设为客服');
  // Conversations are routed to agents: an agent who could not open the inbox or answer would strand the buyer. An
  // existing agent whose role has since lost the keys may still be edited offline (routing skips them anyway).
  if ((!b.csAgentId || b.online) && !(await memberCanServe(ctx.db, user))) throw fail(CANNOT_SERVE);
  const categoryIds = [...new Set(b.categoryIds ?? [])];
  if (categoryIds.length) {
    const found = await ctx.db.selectFrom('category').select('id').where('id', 'in', categoryIds).where('level', '=', 1).execute();
    if (found.length !== categoryIds.length) throw fail('擅长类目须为一级类目');
  }
  const values = { nickname, max_concurrent: b.maxConcurrent, online: b.online ? 1 : 0, category_ids: JSON.stringify(categoryIds), updated_at: now };
  let id: number;
  let before: unknown = null;
  if (b.csAgentId) {
    const row = await ctx.db.selectFrom('cs_agent').selectAll().where('id', '=', b.csAgentId).where('company_id', '=', a.companyId).executeTakeFirst();
    if (!row) throw fail('客服不存在，已被他人处理，请刷新');
    if (row.user_id !== b.userId) throw fail('不能更换客服对应的成员，请删除后重新添加');
    before = row;
    await ctx.db.updateTable('cs_agent').set(values).where('id', '=', row.id).execute();
    id = row.id;
  } else {
    const dup = await ctx.db.selectFrom('cs_agent').select('id').where('company_id', '=', a.companyId).where('user_id', '=', b.userId).executeTakeFirst();
    if (dup) throw fail('该成员已经是客服');
    const count = await ctx.db.selectFrom('cs_agent').select((eb) => eb.fn.countAll<number>().as('n')).where('company_id', '=', a.companyId).executeTakeFirstOrThrow();
    if (Number(count.n) >= 200) throw fail('客服最多 200 名');
    const r = await ctx.db
      .insertInto('cs_agent')
      .values({ company_id: a.companyId, user_id: b.userId, created_at: now, ...values })
      .returning('id')
      .executeTakeFirstOrThrow();
    id = Number(r.id);
  }
  await audit(ctx.db, { companyId: a.companyId, userId: a.userId, actor: actor(a), action: b.csAgentId ? 'cs.agent.edit' : 'cs.agent.create', detail: { id, before, after: values } });
  await emitEvent(ctx.db, { companyId: a.companyId, kind: 'cs.agent', subjectId: id, payload: { online: b.online }, now });
  if (b.online) await drainQueue(ctx.db, a.companyId, now);
  return { csAgentId: id };
}

async function csAgentSetOnline(ctx: HandlerContext<{ csAgentId: number; online: boolean }>) {
  const a = requireAuth(ctx);
  const now = ctx.deps.clock.now();
  const row = await ctx.db.selectFrom('cs_agent').selectAll().where('id', '=', ctx.body.csAgentId).where('company_id', '=', a.companyId).executeTakeFirst();
  if (!row) throw fail('客服不存在，已被他人处理，请刷新');
  const online = ctx.body.online ? 1 : 0;
  if (online && row.online !== online) {
    const user = await ctx.db.selectFrom('merchant_user').select(['id', 'status', 'is_owner']).where('id', '=', row.user_id).where('company_id', '=', a.companyId).executeTakeFirst();
    if (!user || !(await memberCanServe(ctx.db, user))) throw fail(CANNOT_SERVE);
  }
  if (row.online !== online) {
    await ctx.db.updateTable('cs_agent').set({ online, updated_at: now }).where('id', '=', row.id).execute();
    await audit(ctx.db, { companyId: a.companyId, userId: a.userId, actor: actor(a), action: 'cs.agent.online', detail: { id: row.id, before: { online: row.online }, after: { online } } });
    await emitEvent(ctx.db, { companyId: a.companyId, kind: 'cs.agent', subjectId: row.id, payload: { online: ctx.body.online }, now });
    if (online) await drainQueue(ctx.db, a.companyId, now);
  }
  return { csAgentId: row.id, online: ctx.body.online };
}

async function csAgentDelete(ctx: HandlerContext<{ csAgentId: number }>) {
  const a = requireAuth(ctx);
  const now = ctx.deps.clock.now();
  const row = await ctx.db.selectFrom('cs_agent').selectAll().where('id', '=', ctx.body.csAgentId).where('company_id', '=', a.companyId).executeTakeFirst();
  if (!row) throw fail('客服不存在，已被他人处理，请刷新');
  const open = await ctx.db
    .selectFrom('cs_conversation')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('company_id', '=', a.companyId)
    .where('agent_user_id', '=', row.user_id)
    .where('status', '=', CONV.open)
    .executeTakeFirstOrThrow();
  if (Number(open.n) > 0) throw fail(`该客服还有 ${Number(open.n)} 个接待中的会话，请先结束这些会话`);
  await ctx.db.deleteFrom('cs_agent').where('id', '=', row.id).execute();
  await audit(ctx.db, { companyId: a.companyId, userId: a.userId, actor: actor(a), action: 'cs.agent.delete', detail: { id: row.id, before: row, after: null } });
  await emitEvent(ctx.db, { companyId: a.companyId, kind: 'cs.agent', subjectId: row.id, payload: { deleted: true }, now });
  return { csAgentId: row.id };
}

// ----------------------------------------------------------------------------------------------- flows ----

function parseConfig(text: string): FlowConfig {
  return { ...DEFAULT_FLOW, ...(JSON.parse(text) as Partial<FlowConfig>) };
}

function presentFlow(r: { id: number; name: string; active: number; config: string; updated_at: number }) {
  return { csFlowId: r.id, name: r.name, active: r.active === 1, config: parseConfig(r.config), updatedAt: Number(r.updated_at) };
}

async function csFlowList(ctx: HandlerContext) {
  const a = requireAuth(ctx);
  const rows = await ctx.db.selectFrom('cs_flow').selectAll().where('company_id', '=', a.companyId).orderBy('active', 'desc').orderBy('id').execute();
  return { list: rows.map(presentFlow), defaultConfig: DEFAULT_FLOW };
}

async function csFlowDetail(ctx: HandlerContext<{ csFlowId: number }>) {
  const a = requireAuth(ctx);
  const r = await ctx.db.selectFrom('cs_flow').selectAll().where('id', '=', ctx.body.csFlowId).where('company_id', '=', a.companyId).executeTakeFirst();
  if (!r) throw fail('接待流程不存在');
  return presentFlow(r);
}

function cleanConfig(c: FlowConfig): FlowConfig {
  return {
    welcome: c.welcome.trim(),
    workDays: [...c.workDays].sort((x, y) => x - y),
    startMinute: c.startMinute,
    endMinute: c.endMinute,
    offHoursReply: c.offHoursReply.trim(),
    routing: c.routing,
    queueLimit: c.queueLimit,
    queueReply: c.queueReply.trim(),
    queueFullReply: c.queueFullReply.trim(),
    keywordReplies: c.keywordReplies.map((k) => ({ keyword: k.keyword.trim(), reply: k.reply.trim() })),
  };
}

async function csFlowSave(ctx: HandlerContext<{ csFlowId?: number | null; name: string; config: FlowConfig }>) {
  const a = requireAuth(ctx);
  const now = ctx.deps.clock.now();
  const name = ctx.body.name.trim();
  if (!name) throw fail('请填写流程名称');
  const config = cleanConfig(ctx.body.config);
  const problem = flowProblem(config);
  if (problem) throw fail(problem);
  const dup = await ctx.db
    .selectFrom('cs_flow')
    .select('id')
    .where('company_id', '=', a.companyId)
    .where('name', '=', name)
    .$if(!!ctx.body.csFlowId, (q) => q.where('id', '!=', ctx.body.csFlowId!))
    .executeTakeFirst();
  if (dup) throw fail(`已有名为「${name}」的接待流程`);
  let id: number;
  let before: unknown = null;
  if (ctx.body.csFlowId) {
    const row = await ctx.db.selectFrom('cs_flow').selectAll().where('id', '=', ctx.body.csFlowId).where('company_id', '=', a.companyId).executeTakeFirst();
    if (!row) throw fail('接待流程不存在，已被他人处理，请刷新');
    before = { name: row.name, config: JSON.parse(row.config) };
    await ctx.db.updateTable('cs_flow').set({ name, config: JSON.stringify(config), updated_at: now }).where('id', '=', row.id).execute();
    id = row.id;
  } else {
    const count = await ctx.db.selectFrom('cs_flow').select((eb) => eb.fn.countAll<number>().as('n')).where('company_id', '=', a.companyId).executeTakeFirstOrThrow();
    if (Number(count.n) >= 20) throw fail('接待流程最多 20 个');
    const hasActive = await ctx.db.selectFrom('cs_flow').select('id').where('company_id', '=', a.companyId).where('active', '=', 1).executeTakeFirst();
    const r = await ctx.db
      .insertInto('cs_flow')
      .values({ company_id: a.companyId, name, active: hasActive ? 0 : 1, config: JSON.stringify(config), created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    id = Number(r.id);
  }
  await audit(ctx.db, { companyId: a.companyId, userId: a.userId, actor: actor(a), action: ctx.body.csFlowId ? 'cs.flow.edit' : 'cs.flow.create', detail: { id, before, after: { name, config } } });
  await emitEvent(ctx.db, { companyId: a.companyId, kind: 'cs.flow', subjectId: id, now });
  const row = await ctx.db.selectFrom('cs_flow').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  return presentFlow(row);
}

async function csFlowActivate(ctx: HandlerContext<{ csFlowId: number }>) {
  const a = requireAuth(ctx);
  const now = ctx.deps.clock.now();
  const row = await ctx.db.selectFrom('cs_flow').selectAll().where('id', '=', ctx.body.csFlowId).where('company_id', '=', a.companyId).executeTakeFirst();
  if (!row) throw fail('接待流程不存在，已被他人处理，请刷新');
  const prev = await ctx.db.selectFrom('cs_flow').select(['id', 'name']).where('company_id', '=', a.companyId).where('active', '=', 1).executeTakeFirst();
  if (prev?.id !== row.id) {
    await ctx.db.updateTable('cs_flow').set({ active: 0 }).where('company_id', '=', a.companyId).where('active', '=', 1).execute();
    await ctx.db.updateTable('cs_flow').set({ active: 1, updated_at: now }).where('id', '=', row.id).execute();
    await audit(ctx.db, { companyId: a.companyId, userId: a.userId, actor: actor(a), action: 'cs.flow.activate', detail: { id: row.id, before: { active: prev?.id ?? null }, after: { active: row.id } } });
    await emitEvent(ctx.db, { companyId: a.companyId, kind: 'cs.flow', subjectId: row.id, now });
    await drainQueue(ctx.db, a.companyId, now);
  }
  return { csFlowId: row.id };
}

async function csFlowDelete(ctx: HandlerContext<{ csFlowId: number }>) {
  const a = requireAuth(ctx);
  const now = ctx.deps.clock.now();
  const row = await ctx.db.selectFrom('cs_flow').selectAll().where('id', '=', ctx.body.csFlowId).where('company_id', '=', a.companyId).executeTakeFirst();
  if (!row) throw fail('接待流程不存在，已被他人处理，请刷新');
  if (row.active === 1) throw fail('正在使用的接待流程不能删除，请先启用其他流程');
  await ctx.db.deleteFrom('cs_flow').where('id', '=', row.id).execute();
  await audit(ctx.db, { companyId: a.companyId, userId: a.userId, actor: actor(a), action: 'cs.flow.delete', detail: { id: row.id, before: { name: row.name, config: JSON.parse(row.config) }, after: null } });
  await emitEvent(ctx.db, { companyId: a.companyId, kind: 'cs.flow', subjectId: row.id, now });
  return { csFlowId: row.id };
}

async function csFlowPreview(ctx: HandlerContext<{ config: FlowConfig; text: string; at?: number | null }>) {
  const a = requireAuth(ctx);
  const config = cleanConfig(ctx.body.config);
  const at = ctx.body.at ?? ctx.deps.clock.now();
  const loads = await agentLoads(ctx.db, a.companyId);
  const pick = chooseAgent(config.routing, loads, null);
  const agent = pick ? await ctx.db.selectFrom('cs_agent').select('nickname').where('company_id', '=', a.companyId).where('user_id', '=', pick.userId).executeTakeFirst() : null;
  const queued = await ctx.db.selectFrom('cs_conversation').select((eb) => eb.fn.countAll<number>().as('n')).where('company_id', '=', a.companyId).where('status', '=', CONV.queued).executeTakeFirstOrThrow();
  const r = previewReplies(config, { text: ctx.body.text, at, freeAgents: pick ? 1 : 0, queued: Number(queued.n), ...(agent ? { agentName: agent.nickname } : {}) });
  return { ...r, problem: flowProblem(config), inBusinessHours: inBusinessHours(config, at), onlineAgents: loads.filter((l) => l.online).length };
}

// ------------------------------------------------------------------------------------------ conversations ----

type Tab = 'mine' | 'queued' | 'all' | 'closed';

function tabFilter(q: any, tab: Tab, userId: number) {
  if (tab === 'mine') return q.where('c.status', '=', CONV.open).where('c.agent_user_id', '=', userId);
  if (tab === 'queued') return q.where('c.status', '=', CONV.queued);
  if (tab === 'closed') return q.where('c.status', '=', CONV.closed);
  return q.where('c.status', 'in', [CONV.queued, CONV.open]);
}

function presentConversation(r: any, names: Map<number, string>) {
  return {
    csConversationId: Number(r.id),
    buyerName: r.buyer_name,
    buyerPhoneMasked: maskPhone(r.buyer_phone),
    status: r.status === CONV.queued ? 'queued' : r.status === CONV.open ? 'open' : 'closed',
    agentUserId: r.agent_user_id ?? null,
    agentName: r.agent_user_id ? (names.get(r.agent_user_id) ?? null) : null,
    unanswered: r.unanswered === 1,
    lastMessage: r.last_message,
    lastMessageAt: Number(r.last_message_at),
    createdAt: Number(r.created_at),
  };
}

async function agentNames(db: Db, companyId: number): Promise<Map<number, string>> {
  const rows = await db.selectFrom('cs_agent').select(['user_id', 'nickname']).where('company_id', '=', companyId).execute();
  return new Map(rows.map((r) => [r.user_id, r.nickname]));
}

async function csConversationList(ctx: HandlerContext<{ tab: Tab; keyword?: string; cursor?: string | null; pageSize: number }>) {
  const a = requireAuth(ctx);
  const { tab, pageSize } = ctx.body;
  const keyword = ctx.body.keyword?.trim();
  let q = ctx.db.selectFrom('cs_conversation as c').selectAll('c').where('c.company_id', '=', a.companyId);
  q = tabFilter(q, tab, a.userId);
  if (keyword) q = q.where((eb) => eb.or([eb('c.buyer_name', 'like', `%${keyword}%`), eb('c.last_message', 'like', `%${keyword}%`)]));
  if (ctx.body.cursor) {
    const m = /^(\d{1,15})_(\d{1,12})$/.exec(ctx.body.cursor);
    if (!m) throw fail('分页游标不正确，请刷新');
    const [t, id] = [Number(m[1]), Number(m[2])];
    q = q.where((eb) => eb.or([eb('c.last_message_at', '<', t), eb.and([eb('c.last_message_at', '=', t), eb('c.id', '<', id)])]));
  }
  const rows = await q.orderBy('c.last_message_at', 'desc').orderBy('c.id', 'desc').limit(pageSize + 1).execute();
  const page = rows.slice(0, pageSize);
  const counts = await ctx.db
    .selectFrom('cs_conversation')
    .select([
      sql<number>`sum(case when status = ${CONV.open} and agent_user_id = ${a.userId} then 1 else 0 end)`.as('mine'),
      sql<number>`sum(case when status = ${CONV.queued} then 1 else 0 end)`.as('queued'),
      sql<number>`sum(case when status in (${CONV.queued}, ${CONV.open}) then 1 else 0 end)`.as('all'),
      sql<number>`sum(case when status = ${CONV.closed} then 1 else 0 end)`.as('closed'),
      sql<number>`sum(case when status = ${CONV.open} and agent_user_id = ${a.userId} and unanswered = 1 then 1 else 0 end)`.as('mineUnanswered'),
    ])
    .where('company_id', '=', a.companyId)
    .executeTakeFirstOrThrow();
  const names = await agentNames(ctx.db, a.companyId);
  const last = page.at(-1);
  return {
    list: page.map((r) => presentConversation(r, names)),
    nextCursor: rows.length > pageSize && last ? `${Number(last.last_message_at)}_${Number(last.id)}` : null,
    counts: { mine: Number(counts.mine ?? 0), queued: Number(counts.queued ?? 0), all: Number(counts.all ?? 0), closed: Number(counts.closed ?? 0), mineUnanswered: Number(counts.mineUnanswered ?? 0) },
  };
}

const ORDER_STATUS = ['', '待付款', '待发货', '已发货', '已完成', '已关闭'];

async function csConversationDetail(ctx: HandlerContext<{ csConversationId: number }>) {
  const a = requireAuth(ctx);
  const c = await ctx.db.selectFrom('cs_conversation').selectAll().where('id', '=', ctx.body.csConversationId).where('company_id', '=', a.companyId).executeTakeFirst();
  if (!c) throw fail('会话不存在');
  const [messages, orders, names, goods] = await Promise.all([
    ctx.db.selectFrom('cs_message').selectAll().where('conversation_id', '=', c.id).orderBy('id', 'desc').limit(200).execute(),
    ctx.db
      .selectFrom('orders')
      .select(['order_no', 'status', 'goods_summary', 'paid_amount', 'goods_amount', 'freight_amount', 'created_at'])
      .where('company_id', '=', a.companyId)
      .where('buyer_id', '=', c.buyer_id)
      .orderBy('created_at', 'desc')
      .limit(10)
      .execute(),
    agentNames(ctx.db, a.companyId),
    c.goods_id ? ctx.db.selectFrom('goods').select(['id', 'name', 'price_min', 'main_image']).where('id', '=', c.goods_id).executeTakeFirst() : Promise.resolve(undefined),
  ]);
  return {
    conversation: presentConversation(c, names),
    messages: messages.reverse().map((m) => ({
      id: Number(m.id),
      sender: m.sender === 1 ? 'buyer' : m.sender === 2 ? 'agent' : 'auto',
      agentName: m.agent_user_id ? (names.get(m.agent_user_id) ?? null) : null,
      kind: m.kind === MSG_KIND.order ? 'order' : m.kind === MSG_KIND.goods ? 'goods' : 'text',
      content: m.content,
      card: m.card ? (JSON.parse(m.card) as Record<string, unknown>) : null,
      createdAt: Number(m.created_at),
    })),
    orders: orders.map((o) => ({
      orderNo: o.order_no,
      statusText: ORDER_STATUS[o.status] ?? '',
      goodsSummary: o.goods_summary,
      amount: o.paid_amount || o.goods_amount + o.freight_amount,
      createdAt: Number(o.created_at),
    })),
    goods: goods ? { goodsId: goods.id, name: goods.name, price: Number(goods.price_min), image: goods.main_image } : null,
    canReply: c.status !== CONV.closed && (c.agent_user_id === null || c.agent_user_id === a.userId || a.isOwner),
  };
}

interface ReplyBody {
  csConversationId: number;
  kind: 'text' | 'order' | 'goods';
  content?: string;
  cardOrderNo?: string;
  goodsId?: number;
}

async function csConversationReply(ctx: HandlerContext<ReplyBody>) {
  const a = requireAuth(ctx);
  const now = ctx.deps.clock.now();
  const b = ctx.body;
  let reply: { kind: number; content: string; card?: unknown };
  if (b.kind === 'text') {
    const text = (b.content ?? '').trim();
    if (!text) throw fail('请输入回复内容');
    reply = { kind: MSG_KIND.text, content: text };
  } else if (b.kind === 'order') {
    if (!b.cardOrderNo) throw fail('请选择要发送的订单');
    const o = await ctx.db
      .selectFrom('orders')
      .select(['order_no', 'status', 'goods_summary', 'paid_amount', 'goods_amount', 'freight_amount', 'buyer_id'])
      .where('company_id', '=', a.companyId)
      .where('order_no', '=', b.cardOrderNo)
      .executeTakeFirst();
    if (!o) throw fail('订单不存在');
    reply = {
      kind: MSG_KIND.order,
      content: `[订单] ${o.order_no}`,
      card: { orderNo: o.order_no, statusText: ORDER_STATUS[o.status] ?? '', goodsSummary: o.goods_summary, amount: o.paid_amount || o.goods_amount + o.freight_amount },
    };
  } else {
    if (!b.goodsId) throw fail('请选择要发送的商品');
    const g = await ctx.db
      .selectFrom('goods')
      .select(['id', 'name', 'price_min', 'main_image', 'status'])
      .where('company_id', '=', a.companyId)
      .where('id', '=', b.goodsId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!g) throw fail('商品不存在');
    if (g.status !== 1) throw fail('商品未在售，不能发送给买家');
    reply = { kind: MSG_KIND.goods, content: `[商品] ${g.name}`, card: { goodsId: g.id, name: g.name, price: Number(g.price_min), image: g.main_image } };
  }
  const r = await agentReply(ctx.db, { companyId: a.companyId, userId: a.userId, isOwner: a.isOwner }, b.csConversationId, reply, now);
  await audit(ctx.db, {
    companyId: a.companyId,
    userId: a.userId,
    actor: actor(a),
    action: 'cs.conversation.reply',
    detail: { id: b.csConversationId, before: r.before, after: { status: 'open', agentUserId: r.before.agentUserId ?? a.userId, unanswered: 0, messageId: r.messageId, kind: b.kind } },
  });
  return { csConversationId: b.csConversationId, messageId: r.messageId };
}

async function csConversationClose(ctx: HandlerContext<{ csConversationId: number }>) {
  const a = requireAuth(ctx);
  const now = ctx.deps.clock.now();
  const before = await closeConversation(ctx.db, { companyId: a.companyId, userId: a.userId, isOwner: a.isOwner }, ctx.body.csConversationId, now);
  await audit(ctx.db, { companyId: a.companyId, userId: a.userId, actor: actor(a), action: 'cs.conversation.close', detail: { id: ctx.body.csConversationId, before, after: { status: CONV.closed } } });
  return { csConversationId: ctx.body.csConversationId };
}

/** The header badge: my conversations waiting for an answer, and the queue (anyone may take one). */
async function csTodoCount(ctx: HandlerContext) {
  const a = requireAuth(ctx);
  const r = await ctx.db
    .selectFrom('cs_conversation')
    .select([
      sql<number>`sum(case when status = ${CONV.open} and agent_user_id = ${a.userId} and unanswered = 1 then 1 else 0 end)`.as('mine'),
      sql<number>`sum(case when status = ${CONV.queued} then 1 else 0 end)`.as('queued'),
    ])
    .where('company_id', '=', a.companyId)
    .where('status', 'in', [CONV.queued, CONV.open])
    .executeTakeFirstOrThrow();
  const mine = Number(r.mine ?? 0);
  const queued = Number(r.queued ?? 0);
  const agent = await ctx.db.selectFrom('cs_agent').select(['id', 'online']).where('company_id', '=', a.companyId).where('user_id', '=', a.userId).executeTakeFirst();
  return { unanswered: mine, queued, total: mine + queued, isAgent: !!agent, online: agent?.online === 1, csAgentId: agent?.id ?? null };
}

async function csGoodsSearch(ctx: HandlerContext<{ keyword?: string } | undefined>) {
  const a = requireAuth(ctx);
  const keyword = ctx.body?.keyword?.trim();
  const rows = await ctx.db
    .selectFrom('goods')
    .select(['id', 'name', 'price_min', 'main_image'])
    .where('company_id', '=', a.companyId)
    .where('status', '=', 1)
    .where('deleted_at', 'is', null)
    .$if(!!keyword, (q) => q.where('name', 'like', `%${keyword}%`))
    .orderBy('sales', 'desc')
    .orderBy('id', 'desc')
    .limit(20)
    .execute();
  return { list: rows.map((g) => ({ goodsId: g.id, name: g.name, price: Number(g.price_min), image: g.main_image })) };
}

export { activeFlow };

export const customerServiceHandlers: HandlerMap = {
  csAgentList,
  csAgentSave,
  csAgentSetOnline,
  csAgentDelete,
  csFlowList,
  csFlowDetail,
  csFlowSave,
  csFlowActivate,
  csFlowDelete,
  csFlowPreview,
  csConversationList,
  csConversationDetail,
  csConversationReply,
  csConversationClose,
  csTodoCount,
  csGoodsSearch,
};
