import type { Db } from '../../db/index.ts';
import { emitEvent } from '../../lib/events.ts';
import { fail } from '../../lib/errors.ts';

import { chooseAgent, DEFAULT_FLOW, inBusinessHours, keywordReply, type AgentLoad, type FlowConfig } from './rules.ts';

/** Every `cs.*` event is pushed live to members who may open the inbox (kf.user.list). */

export const CONV = { queued: 1, open: 2, closed: 3 } as const;
export const SENDER = { buyer: 1, agent: 2, auto: 3 } as const;
export const MSG_KIND = { text: 1, order: 2, goods: 3 } as const;

export async function activeFlow(db: Db, companyId: number): Promise<{ id: number | null; config: FlowConfig }> {
  const row = await db.selectFrom('cs_flow').select(['id', 'config']).where('company_id', '=', companyId).where('active', '=', 1).executeTakeFirst();
  if (!row) return { id: null, config: DEFAULT_FLOW };
  return { id: row.id, config: { ...DEFAULT_FLOW, ...(JSON.parse(row.config) as Partial<FlowConfig>) } };
}

/**
 * The keys an agent needs to serve: those the inbox operations declare in the contract (x-permission of
 * csConversationList and csConversationReply; customer-service.test.ts checks they agree). The owner holds every key.
 */
export const SERVE_KEYS = ['kf.user.list', 'kf.user.reply'] as const;

/**
 * Agents with their open conversations (the load routing reads), and whether each can serve: an enabled member of the
 * company who is its owner or holds every SERVE_KEYS key through their roles, read at routing time, so a key taken
 * from a role stops new conversations reaching its agents at once. One statement for the agents.
 */
export async function agentLoads(db: Db, companyId: number): Promise<AgentLoad[]> {
  const [agents, loads] = await Promise.all([
    db
      .selectFrom('cs_agent as a')
      .leftJoin('merchant_user as u', (j) => j.onRef('u.id', '=', 'a.user_id').onRef('u.company_id', '=', 'a.company_id'))
      .selectAll('a')
      .select(['u.is_owner', 'u.status as member_status'])
      .select((eb) =>
        eb
          .selectFrom('user_role as ur')
          .innerJoin('role_key as rk', 'rk.role_id', 'ur.role_id')
          .whereRef('ur.user_id', '=', 'a.user_id')
          .where('rk.auth_key', 'in', [...SERVE_KEYS])
          .select((x) => x.fn.count<number>('rk.auth_key').distinct().as('n'))
          .as('serve_keys'),
      )
      .where('a.company_id', '=', companyId)
      .orderBy('a.id')
      .execute(),
    db
      .selectFrom('cs_conversation')
      .select(['agent_user_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('company_id', '=', companyId)
      .where('status', '=', CONV.open)
      .groupBy('agent_user_id')
      .execute(),
  ]);
  const load = new Map(loads.map((l) => [l.agent_user_id, Number(l.n)]));
  return agents.map((a) => ({
    userId: a.user_id,
    online: a.online === 1,
    maxConcurrent: a.max_concurrent,
    load: load.get(a.user_id) ?? 0,
    lastAssignedAt: Number(a.last_assigned_at),
    categoryIds: JSON.parse(a.category_ids) as number[],
    canServe: a.member_status === 1 && (a.is_owner === 1 || Number(a.serve_keys ?? 0) === SERVE_KEYS.length),
  }));
}

async function addMessage(
  db: Db,
  conv: { id: number; company_id: number },
  m: { sender: number; kind?: number; content: string; card?: unknown; agentUserId?: number | null },
  now: number,
): Promise<number> {
  const r = await db
    .insertInto('cs_message')
    .values({
      conversation_id: conv.id,
      company_id: conv.company_id,
      sender: m.sender,
      agent_user_id: m.agentUserId ?? null,
      kind: m.kind ?? MSG_KIND.text,
      content: m.content.slice(0, 500),
      card: m.card === undefined ? null : JSON.stringify(m.card),
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // The list shows what the buyer or an agent said last; automatic replies (welcome, queue, off hours) do not count.
  if (m.sender !== SENDER.auto) {
    await db
      .updateTable('cs_conversation')
      .set({ last_message: m.content.slice(0, 200), last_message_at: now })
      .where('id', '=', conv.id)
      .execute();
  }
  return Number(r.id);
}

async function assign(db: Db, companyId: number, conversationId: number, agentUserId: number, now: number): Promise<void> {
  await db.updateTable('cs_conversation').set({ agent_user_id: agentUserId, status: CONV.open }).where('id', '=', conversationId).execute();
  await db.updateTable('cs_agent').set({ last_assigned_at: now }).where('company_id', '=', companyId).where('user_id', '=', agentUserId).execute();
}

async function notify(db: Db, companyId: number, conversationId: number, what: string, now: number, userId: number | null): Promise<void> {
  await emitEvent(db, { companyId, userId, kind: 'cs.message', subjectId: conversationId, payload: { conversationId, what }, now });
}

export interface BuyerMessage {
  buyerId: number;
  buyerName: string;
  buyerPhone: string;
  text: string;
  goodsId?: number | null;
}

export interface RouteResult {
  conversationId: number;
  outcome: 'assigned' | 'queued' | 'queueFull' | 'offHours' | 'continued';
  agentUserId: number | null;
  autoReplies: string[];
}

/**
 * A buyer's message arrives (the simulator, the demo seed): it joins the buyer's open conversation, or opens one
 * routed by the active flow: welcome, off-hours reply, keyword reply, an agent by the flow's routing, else the
 * queue (or the queue-full reply). Runs inside the caller's transaction; emits `cs.message` for the live channel.
 */
export async function receiveBuyerMessage(db: Db, companyId: number, msg: BuyerMessage, now: number): Promise<RouteResult> {
  const { config } = await activeFlow(db, companyId);
  const text = msg.text.trim().slice(0, 500);
  if (!text) throw fail('消息内容不能为空');
  const open = await db
    .selectFrom('cs_conversation')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('buyer_id', '=', msg.buyerId)
    .where('status', 'in', [CONV.queued, CONV.open])
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const autoReplies: string[] = [];
  const kw = keywordReply(config, text);
  if (open) {
    await addMessage(db, open, { sender: SENDER.buyer, content: text }, now);
    if (kw) {
      await addMessage(db, open, { sender: SENDER.auto, content: kw.reply }, now);
      autoReplies.push(kw.reply);
    }
    await db.updateTable('cs_conversation').set({ unanswered: 1 }).where('id', '=', open.id).execute();
    let agent = open.agent_user_id;
    const loads = await agentLoads(db, companyId);
    // Its agent can no longer serve (their role lost the inbox keys, or they were disabled): routed again, or queued.
    const stranded = open.status === CONV.open && agent !== null && !loads.find((l) => l.userId === agent)?.canServe;
    if ((open.status === CONV.queued || stranded) && inBusinessHours(config, now)) {
      const pick = chooseAgent(config.routing, loads, open.category_id);
      if (pick) {
        await assign(db, companyId, open.id, pick.userId, now);
        agent = pick.userId;
      }
    }
    if (stranded && agent === open.agent_user_id) {
      await db.updateTable('cs_conversation').set({ agent_user_id: null, status: CONV.queued }).where('id', '=', open.id).execute();
      agent = null;
    }
    await notify(db, companyId, open.id, 'buyer', now, agent);
    return { conversationId: open.id, outcome: 'continued', agentUserId: agent, autoReplies };
  }

  let categoryId: number | null = null;
  let goodsId: number | null = null;
  if (msg.goodsId) {
    const g = await db.selectFrom('goods').select(['id', 'category_id']).where('id', '=', msg.goodsId).where('company_id', '=', companyId).executeTakeFirst();
    if (g) {
      goodsId = g.id;
      categoryId = await topCategory(db, g.category_id);
    }
  }
  const created = await db
    .insertInto('cs_conversation')
    .values({
      company_id: companyId,
      buyer_id: msg.buyerId,
      buyer_name: msg.buyerName.slice(0, 50),
      buyer_phone: msg.buyerPhone.slice(0, 20),
      agent_user_id: null,
      status: CONV.queued,
      unanswered: 1,
      goods_id: goodsId,
      category_id: categoryId,
      last_message: '',
      last_message_at: now,
      created_at: now,
      closed_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const conv = { id: Number(created.id), company_id: companyId };
  await addMessage(db, conv, { sender: SENDER.auto, content: config.welcome }, now);
  autoReplies.push(config.welcome);
  await addMessage(db, conv, { sender: SENDER.buyer, content: text }, now);
  const auto = async (content: string) => {
    await addMessage(db, conv, { sender: SENDER.auto, content }, now);
    autoReplies.push(content);
  };
  if (!inBusinessHours(config, now)) {
    await auto(config.offHoursReply);
    if (kw) await auto(kw.reply);
    await notify(db, companyId, conv.id, 'new', now, null);
    return { conversationId: conv.id, outcome: 'offHours', agentUserId: null, autoReplies };
  }
  if (kw) await auto(kw.reply);
  const pick = chooseAgent(config.routing, await agentLoads(db, companyId), categoryId);
  if (pick) {
    await assign(db, companyId, conv.id, pick.userId, now);
    await notify(db, companyId, conv.id, 'new', now, pick.userId);
    return { conversationId: conv.id, outcome: 'assigned', agentUserId: pick.userId, autoReplies };
  }
  const queued = await queueLength(db, companyId);
  if (queued - 1 < config.queueLimit) {
    await auto(config.queueReply.replaceAll('{n}', String(queued - 1)));
    await notify(db, companyId, conv.id, 'new', now, null);
    return { conversationId: conv.id, outcome: 'queued', agentUserId: null, autoReplies };
  }
  await auto(config.queueFullReply);
  await db.updateTable('cs_conversation').set({ status: CONV.closed, unanswered: 0, closed_at: now }).where('id', '=', conv.id).execute();
  await notify(db, companyId, conv.id, 'queueFull', now, null);
  return { conversationId: conv.id, outcome: 'queueFull', agentUserId: null, autoReplies };
}

async function queueLength(db: Db, companyId: number): Promise<number> {
  const r = await db
    .selectFrom('cs_conversation')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('company_id', '=', companyId)
    .where('status', '=', CONV.queued)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

async function topCategory(db: Db, categoryId: number): Promise<number> {
  let id = categoryId;
  for (let i = 0; i < 3; i++) {
    const c = await db.selectFrom('category').select(['id', 'parent_id']).where('id', '=', id).executeTakeFirst();
    if (!c || !c.parent_id) return id;
    id = c.parent_id;
  }
  return id;
}

/** Gives queued conversations (oldest first) to agents who have room, during business hours. */
export async function drainQueue(db: Db, companyId: number, now: number): Promise<number> {
  const { config } = await activeFlow(db, companyId);
  if (!inBusinessHours(config, now)) return 0;
  const queued = await db
    .selectFrom('cs_conversation')
    .select(['id', 'category_id'])
    .where('company_id', '=', companyId)
    .where('status', '=', CONV.queued)
    .orderBy('created_at')
    .orderBy('id')
    .limit(200)
    .execute();
  let n = 0;
  for (const q of queued) {
    const pick = chooseAgent(config.routing, await agentLoads(db, companyId), q.category_id);
    if (!pick) break;
    await assign(db, companyId, q.id, pick.userId, now);
    await notify(db, companyId, q.id, 'assigned', now, null);
    n++;
  }
  return n;
}

export interface AgentReply {
  kind: number;
  content: string;
  card?: unknown;
}

/**
 * An agent answers: a closed conversation, or one another agent took meanwhile, is refused (已被他人处理，请刷新);
 * a queued one is taken by the member answering it.
 */
export async function agentReply(db: Db, who: { companyId: number; userId: number; isOwner: boolean }, conversationId: number, reply: AgentReply, now: number) {
  const conv = await db.selectFrom('cs_conversation').selectAll().where('id', '=', conversationId).where('company_id', '=', who.companyId).executeTakeFirst();
  if (!conv) throw fail('会话不存在');
  if (conv.status === CONV.closed) throw fail('会话已结束，已被他人处理，请刷新');
  if (conv.agent_user_id !== null && conv.agent_user_id !== who.userId && !who.isOwner) throw fail('该会话由其他客服接待，已被他人处理，请刷新');
  if (conv.status === CONV.queued) await assign(db, who.companyId, conv.id, who.userId, now);
  const id = await addMessage(db, conv, { sender: SENDER.agent, kind: reply.kind, content: reply.content, card: reply.card, agentUserId: who.userId }, now);
  await db.updateTable('cs_conversation').set({ unanswered: 0 }).where('id', '=', conv.id).execute();
  await notify(db, who.companyId, conv.id, 'agent', now, null);
  return { before: { status: conv.status, agentUserId: conv.agent_user_id, unanswered: conv.unanswered }, messageId: id };
}

export async function closeConversation(db: Db, who: { companyId: number; userId: number; isOwner: boolean }, conversationId: number, now: number) {
  const conv = await db.selectFrom('cs_conversation').selectAll().where('id', '=', conversationId).where('company_id', '=', who.companyId).executeTakeFirst();
  if (!conv) throw fail('会话不存在');
  if (conv.status === CONV.closed) throw fail('会话已结束，已被他人处理，请刷新');
  if (conv.agent_user_id !== null && conv.agent_user_id !== who.userId && !who.isOwner) throw fail('该会话由其他客服接待，已被他人处理，请刷新');
  await db.updateTable('cs_conversation').set({ status: CONV.closed, unanswered: 0, closed_at: now }).where('id', '=', conv.id).execute();
  await addMessage(db, conv, { sender: SENDER.auto, content: '本次会话已结束，感谢您的咨询。' }, now);
  await notify(db, who.companyId, conv.id, 'closed', now, null);
  await drainQueue(db, who.companyId, now);
  return { status: conv.status, agentUserId: conv.agent_user_id };
}
