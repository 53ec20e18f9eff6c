import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startTestServer, type TestServer } from '../../testing/harness.ts';
import { chooseAgent, chinaClock, DEFAULT_FLOW, flowProblem, inBusinessHours, previewReplies, type AgentLoad, type FlowConfig } from './rules.ts';
import { receiveBuyerMessage, SERVE_KEYS } from './service.ts';
import { loadContract } from '../../lib/contract.ts';

const ALL_DAY: FlowConfig = { ...DEFAULT_FLOW, workDays: [1, 2, 3, 4, 5, 6, 7], startMinute: 0, endMinute: 1440, keywordReplies: [{ keyword: '发货', reply: '48 小时内发货' }] };
// 2026-11-23 is a Monday; 10:00 China time = 02:00 UTC.
const MONDAY_10 = Date.UTC(2026, 10, 23, 2, 0);

describe('reception flow rules', () => {
  it('reads business hours in China time', () => {
    expect(chinaClock(MONDAY_10)).toEqual({ weekday: 1, minute: 600 });
    const weekdays = { ...DEFAULT_FLOW, workDays: [1, 2, 3, 4, 5] };
    expect(inBusinessHours(weekdays, MONDAY_10)).toBe(true);
    expect(inBusinessHours(weekdays, MONDAY_10 + 13 * 3600_000)).toBe(false); // 23:00
    expect(inBusinessHours(weekdays, MONDAY_10 + 5 * 24 * 3600_000)).toBe(false); // Saturday
  });

  it('routes round robin, least busy and by category, never above an agent’s limit', () => {
    const a = (userId: number, load: number, lastAssignedAt: number, categoryIds: number[] = [], online = true, canServe = true): AgentLoad => ({ userId, online, maxConcurrent: 3, load, lastAssignedAt, categoryIds, canServe });
    const agents = [a(1, 2, 100), a(2, 0, 300), a(3, 1, 50, [9]), a(4, 0, 0, [], false)];
    expect(chooseAgent('roundRobin', agents, null)?.userId).toBe(3);
    expect(chooseAgent('leastBusy', agents, null)?.userId).toBe(2);
    expect(chooseAgent('category', agents, 9)?.userId).toBe(3);
    expect(chooseAgent('category', agents, 8)?.userId).toBe(2);
    expect(chooseAgent('leastBusy', [a(1, 3, 0), a(4, 0, 0, [], false)], null)).toBeNull();
    // An agent whose role lost the inbox keys is skipped, however free.
    expect(chooseAgent('leastBusy', [a(1, 2, 0), a(2, 0, 0, [], true, false)], null)?.userId).toBe(1);
    expect(chooseAgent('category', [a(2, 0, 0, [9], true, false)], 9)).toBeNull();
  });

  it('an agent needs the keys the inbox operations declare in the contract', async () => {
    const c = await loadContract();
    const inbox = c.operations.filter((o) => ['csConversationList', 'csConversationDetail', 'csConversationReply', 'csConversationClose'].includes(o.operationId));
    expect(inbox).toHaveLength(4);
    expect([...SERVE_KEYS].sort()).toEqual([...new Set(inbox.flatMap((o) => o.permission))].sort());
  });

  it('refuses a flow that cannot work, in Chinese', () => {
    expect(flowProblem(DEFAULT_FLOW)).toBeNull();
    expect(flowProblem({ ...DEFAULT_FLOW, startMinute: 600, endMinute: 600 })).toBe('工作时间的开始须早于结束');
    expect(flowProblem({ ...DEFAULT_FLOW, keywordReplies: [{ keyword: '发货', reply: 'a' }, { keyword: '发货', reply: 'b' }] })).toBe('关键词「发货」重复');
    expect(flowProblem({ ...DEFAULT_FLOW, workDays: [] })).toBe('请至少选择一个工作日');
  });

  it('previews what a buyer sees', () => {
    const cfg = { ...DEFAULT_FLOW, keywordReplies: [{ keyword: '发货', reply: '48 小时内发货' }] };
    expect(previewReplies(cfg, { text: '什么时候发货', at: MONDAY_10, freeAgents: 1, queued: 0, agentName: '小明' }).messages).toEqual([cfg.welcome, '48 小时内发货', '客服「小明」为您服务']);
    expect(previewReplies(cfg, { text: '在吗', at: MONDAY_10 + 13 * 3600_000, freeAgents: 1, queued: 0 }).outcome).toBe('offHours');
    expect(previewReplies({ ...cfg, queueLimit: 2 }, { text: '在吗', at: MONDAY_10, freeAgents: 0, queued: 2 }).outcome).toBe('queueFull');
  });
});

describe.each(DIALECTS)('customer service (%s)', (dialect) => {
  let s: TestServer;
  let owner: string;
  let companyId: number;
  let ownerId: number;
  let buyer: { buyerId: number; buyerName: string; buyerPhone: string };
  let otherBuyerOrder: string;
  const send = (text: string, now = Date.now(), who = buyer) => s.handle.db.transaction().execute((trx) => receiveBuyerMessage(trx, companyId, { ...who, text }, now));

  beforeAll(async () => {
    s = await startTestServer(dialect);
    owner = await s.login('13800000001');
    const u = await s.handle.db.selectFrom('merchant_user').select(['id', 'company_id']).where('phone', '=', '13800000001').executeTakeFirstOrThrow();
    [companyId, ownerId] = [u.company_id, u.id];
    const orders = await s.handle.db.selectFrom('orders').select(['buyer_id', 'buyer_name', 'buyer_phone', 'order_no']).where('company_id', '=', companyId).orderBy('id').execute();
    const o = orders[0]!;
    buyer = { buyerId: 990001, buyerName: o.buyer_name, buyerPhone: o.buyer_phone };
    await s.handle.db.updateTable('orders').set({ buyer_id: 990001 }).where('order_no', '=', o.order_no).execute();
    otherBuyerOrder = orders.find((x) => x.buyer_id !== o.buyer_id)!.order_no;
    // A clean slate: the seed's conversations closed, one all-day flow active.
    await s.handle.db.updateTable('cs_conversation').set({ status: 3 }).where('company_id', '=', companyId).execute();
    const saved = await s.call('/xm-merchant/cs/flow/save', { name: '全天接待', config: ALL_DAY }, { token: owner });
    expect(saved.code, saved.msg).toBe(1);
    expect((await s.call('/xm-merchant/cs/flow/activate', { csFlowId: saved.data.csFlowId }, { token: owner })).code).toBe(1);
  }, 120_000);
  afterAll(async () => s?.close());

  it('seeded agents and flows are listed', async () => {
    const r = await s.call('/xm-merchant/cs/agent/list', {}, { token: owner });
    expect(r.code).toBe(1);
    expect(r.data.agents.map((x: any) => x.nickname)).toContain('小明');
    const flows = await s.call('/xm-merchant/cs/flow/list', {}, { token: owner });
    expect(flows.data.list.filter((f: any) => f.active).map((f: any) => f.name)).toEqual(['全天接待']);
  });

  it('a buyer message is routed to the online agent with welcome and keyword replies; the reply answers it', async () => {
    const r = await send('请问什么时候发货？');
    expect(r.outcome).toBe('assigned');
    expect(r.agentUserId).toBe(ownerId);
    expect(r.autoReplies).toEqual([ALL_DAY.welcome, '48 小时内发货']);
    const todo = await s.call('/xm-merchant/cs/todo/count', {}, { token: owner });
    expect(todo.data.unanswered).toBeGreaterThanOrEqual(1);
    const list = await s.call('/xm-merchant/cs/conversation/list', { tab: 'mine', pageSize: 20 }, { token: owner });
    expect(list.data.list[0]).toMatchObject({ csConversationId: r.conversationId, unanswered: true, status: 'open' });
    const detail = await s.call('/xm-merchant/cs/conversation/detail', { csConversationId: r.conversationId }, { token: owner });
    expect(detail.data.messages.map((m: any) => m.sender)).toEqual(['auto', 'buyer', 'auto']);
    expect(detail.data.orders.length).toBeGreaterThan(0);
    const myOrder = detail.data.orders[0].orderNo;
    const text = await s.call('/xm-merchant/cs/conversation/reply', { csConversationId: r.conversationId, kind: 'text', content: '今天下午发货' }, { token: owner });
    expect(text.code, text.msg).toBe(1);
    const card = await s.call('/xm-merchant/cs/conversation/reply', { csConversationId: r.conversationId, kind: 'order', cardOrderNo: myOrder }, { token: owner });
    expect(card.code, card.msg).toBe(1);
    const missing = await s.call('/xm-merchant/cs/conversation/reply', { csConversationId: r.conversationId, kind: 'order', cardOrderNo: '999999999999' }, { token: owner });
    expect(missing).toMatchObject({ code: 0, msg: '订单不存在' });
    expect(otherBuyerOrder).toBeTruthy();
    const after = await s.call('/xm-merchant/cs/conversation/detail', { csConversationId: r.conversationId }, { token: owner });
    expect(after.data.conversation.unanswered).toBe(false);
    expect(after.data.messages.at(-1)).toMatchObject({ sender: 'agent', kind: 'order', card: { orderNo: myOrder } });
    const audit = await s.handle.db.selectFrom('audit_log').select('action').where('action', '=', 'cs.conversation.reply').execute();
    expect(audit.length).toBe(2);
    // Closed: a stale reply is refused.
    expect((await s.call('/xm-merchant/cs/conversation/close', { csConversationId: r.conversationId }, { token: owner })).code).toBe(1);
    const stale = await s.call('/xm-merchant/cs/conversation/reply', { csConversationId: r.conversationId, kind: 'text', content: '还在吗' }, { token: owner });
    expect(stale.code).toBe(0);
    expect(stale.msg).toContain('已被他人处理，请刷新');
  });

  it('with every agent offline buyers queue up to the limit, then are told it is full; going online takes the queue', async () => {
    const agents = (await s.call('/xm-merchant/cs/agent/list', {}, { token: owner })).data.agents as any[];
    for (const a of agents) await s.call('/xm-merchant/cs/agent/online', { csAgentId: a.csAgentId, online: false }, { token: owner });
    const saved = await s.call('/xm-merchant/cs/flow/save', { name: '排队两位', config: { ...ALL_DAY, queueLimit: 2 } }, { token: owner });
    await s.call('/xm-merchant/cs/flow/activate', { csFlowId: saved.data.csFlowId }, { token: owner });
    const b = (i: number) => ({ buyerId: 880000 + i, buyerName: `排队买家${i}`, buyerPhone: '13900000000' });
    const outcomes = [];
    for (let i = 0; i < 3; i++) outcomes.push((await send('在吗', Date.now(), b(i))).outcome);
    expect(outcomes).toEqual(['queued', 'queued', 'queueFull']);
    const me = agents.find((a) => a.userId === ownerId);
    expect((await s.call('/xm-merchant/cs/agent/online', { csAgentId: me.csAgentId, online: true }, { token: owner })).code).toBe(1);
    const list = await s.call('/xm-merchant/cs/conversation/list', { tab: 'queued', pageSize: 20 }, { token: owner });
    expect(list.data.counts.queued).toBe(0);
  });

  it('refuses a bad flow and a staff member without the keys', async () => {
    const bad = await s.call('/xm-merchant/cs/flow/save', { name: '坏流程', config: { ...ALL_DAY, startMinute: 600, endMinute: 500 } }, { token: owner });
    expect(bad).toMatchObject({ code: 0, msg: '工作时间的开始须早于结束' });
    const staff = await s.login('13800000003');
    expect((await s.call('/xm-merchant/cs/conversation/list', { tab: 'all', pageSize: 20 }, { token: staff })).code).toBe(1004);
    expect(s.violations).toEqual([]);
  });

  it('only a member holding the inbox keys becomes an agent; routing skips one whose role lost them', async () => {
    const db = s.handle.db;
    const saved = await s.call('/xm-merchant/cs/flow/save', { name: '全天接待二', config: ALL_DAY }, { token: owner });
    expect((await s.call('/xm-merchant/cs/flow/activate', { csFlowId: saved.data.csFlowId }, { token: owner })).code).toBe(1);
    const agents = (await s.call('/xm-merchant/cs/agent/list', {}, { token: owner })).data.agents as any[];
    for (const x of agents) await s.call('/xm-merchant/cs/agent/online', { csAgentId: x.csAgentId, online: false }, { token: owner });
    // 李思雨 (goods.list + order.list) cannot serve: refused in Chinese, and so with the view key alone.
    const member = await db.selectFrom('merchant_user').select('id').where('phone', '=', '13800000003').executeTakeFirstOrThrow();
    const role = await db.selectFrom('user_role').select('role_id').where('user_id', '=', member.id).executeTakeFirstOrThrow();
    const add = () => s.call('/xm-merchant/cs/agent/save', { userId: member.id, nickname: '思雨', maxConcurrent: 3, online: true }, { token: owner });
    const list = async () => (await s.call('/xm-merchant/cs/agent/list', {}, { token: owner })).data;
    expect((await list()).members.find((m: any) => m.userId === member.id)).toMatchObject({ canOpenInbox: false });
    const refused = await add();
    expect(refused.code).toBe(0);
    expect(refused.msg).toContain('没有客服会话权限');
    await db.insertInto('role_key').values({ role_id: role.role_id, auth_key: 'kf.user.list' }).execute();
    expect((await add()).msg).toContain('没有客服会话权限');
    expect((await list()).members.find((m: any) => m.userId === member.id)).toMatchObject({ canOpenInbox: false });
    await db.insertInto('role_key').values({ role_id: role.role_id, auth_key: 'kf.user.reply' }).execute();
    const ok = await add();
    expect(ok.code, ok.msg).toBe(1);
    const b = (i: number) => ({ buyerId: 660000 + i, buyerName: `路由买家${i}`, buyerPhone: '13900000002' });
    const first = await send('在吗', Date.now(), b(1));
    expect(first).toMatchObject({ outcome: 'assigned', agentUserId: member.id });
    // The role loses the reply key: new conversations no longer reach her, and the buyer's next message in hers goes
    // back to routing (the queue, everyone else being offline).
    await db.deleteFrom('role_key').where('role_id', '=', role.role_id).where('auth_key', '=', 'kf.user.reply').execute();
    expect((await send('有人吗', Date.now(), b(2))).outcome).toBe('queued');
    expect(await send('还在吗', Date.now(), b(1))).toMatchObject({ outcome: 'continued', agentUserId: null });
    expect(await db.selectFrom('cs_conversation').select(['status', 'agent_user_id']).where('id', '=', first.conversationId).executeTakeFirstOrThrow()).toEqual({ status: 1, agent_user_id: null });
    const row = (await list()).agents.find((x: any) => x.userId === member.id);
    expect(row).toMatchObject({ canOpenInbox: false, online: true });
    // She cannot be put back online, but can be edited offline; the owner going online takes the queue.
    expect((await s.call('/xm-merchant/cs/agent/online', { csAgentId: row.csAgentId, online: false }, { token: owner })).code).toBe(1);
    expect((await s.call('/xm-merchant/cs/agent/online', { csAgentId: row.csAgentId, online: true }, { token: owner })).msg).toContain('没有客服会话权限');
    expect((await s.call('/xm-merchant/cs/agent/save', { csAgentId: row.csAgentId, userId: member.id, nickname: '思雨', maxConcurrent: 2, online: false }, { token: owner })).code).toBe(1);
    const me = agents.find((x) => x.userId === ownerId);
    expect((await s.call('/xm-merchant/cs/agent/online', { csAgentId: me.csAgentId, online: true }, { token: owner })).code).toBe(1);
    const taken = await db.selectFrom('cs_conversation').select('agent_user_id').where('id', '=', first.conversationId).executeTakeFirstOrThrow();
    expect(taken.agent_user_id).toBe(ownerId);
    await db.deleteFrom('role_key').where('role_id', '=', role.role_id).where('auth_key', '=', 'kf.user.list').execute();
  });

  it('off hours: the buyer gets the off-hours reply and waits in the queue', async () => {
    const saved = await s.call('/xm-merchant/cs/flow/save', { name: '工作日白天', config: { ...ALL_DAY, workDays: [1, 2, 3, 4, 5], startMinute: 540, endMinute: 1320 } }, { token: owner });
    await s.call('/xm-merchant/cs/flow/activate', { csFlowId: saved.data.csFlowId }, { token: owner });
    const sunday = MONDAY_10 - 24 * 3600_000;
    const r = await send('有人吗', sunday, { buyerId: 770001, buyerName: '周日买家', buyerPhone: '13900000001' });
    expect(r.outcome).toBe('offHours');
    expect(r.autoReplies[1]).toBe(ALL_DAY.offHoursReply);
  });
});
