import type { SeedContext } from '../../db/seed.ts';
import { demoShop } from '../account/index.ts';
import { DEFAULT_FLOW, type FlowConfig } from './rules.ts';
import { agentReply, closeConversation, CONV, MSG_KIND, SERVE_KEYS } from './service.ts';
import { simulateChat } from './simulate.ts';

/** The demo shop's active flow: the keywords the simulator's buyers use. */
export const DEMO_FLOW: FlowConfig = {
  ...DEFAULT_FLOW,
  // The shop's own wording (never the defaults every new flow starts from).
  welcome: '欢迎光临～我是您的专属客服，有什么可以帮您？',
  offHoursReply: '亲，客服已下班（每天 09:00–22:00 在线），留言后我们上班第一时间回复您～',
  queueReply: '咨询的同学有点多，您前面还有 {n} 位，稍等一下哦～',
  queueFullReply: '咨询的同学太多啦，请稍后再来找我们～',
  keywordReplies: [
    { keyword: '发货', reply: '亲，付款后 48 小时内发货，校园配送当天送达宿舍楼下。' },
    { keyword: '退款', reply: '亲，在「我的订单」中点击「申请售后」即可申请退款，客服会尽快处理。' },
    { keyword: '尺码', reply: '亲，商品详情页有尺码表，拿不准可以告诉我们身高体重帮您推荐。' },
    { keyword: '发票', reply: '亲，确认收货后可在订单详情中申请电子发票。' },
  ],
};

const MIN = 60_000;

/**
 * Customer service of the demo shop: the owner as an online agent (5 at a time), a staff member who holds the inbox
 * keys as an offline one, the active 日常接待 flow and an inactive 大促接待 flow, then three hours of buyers' messages through the simulator
 * (the same routing as `npm run platform -- simulate-chat`); the owner answers or closes some, so the inbox has
 * answered, unanswered, queued and closed conversations.
 */
export async function seedDemo({ db, now, seed }: SeedContext): Promise<string> {
  const { companyId, ownerId } = await demoShop(db);
  // The first enabled staff member who can serve (the permission seed's 吴客服, role 客服): agents must hold the inbox keys.
  const staff = await db
    .selectFrom('merchant_user as u')
    .innerJoin('user_role as ur', 'ur.user_id', 'u.id')
    .innerJoin('role_key as rk', 'rk.role_id', 'ur.role_id')
    .select(['u.id', 'u.name'])
    .where('u.company_id', '=', companyId)
    .where('u.is_owner', '=', 0)
    .where('u.status', '=', 1)
    .where('rk.auth_key', 'in', [...SERVE_KEYS])
    .groupBy(['u.id', 'u.name'])
    .having((eb) => eb.fn.count('rk.auth_key').distinct(), '=', SERVE_KEYS.length)
    .orderBy('u.id')
    .executeTakeFirst();
  const at = now - 3 * 60 * MIN;
  await db
    .insertInto('cs_agent')
    .values({ company_id: companyId, user_id: ownerId, nickname: '小明', online: 1, max_concurrent: 5, category_ids: '[]', last_assigned_at: 0, created_at: at, updated_at: at })
    .execute();
  if (staff) {
    await db
      .insertInto('cs_agent')
      .values({ company_id: companyId, user_id: staff.id, nickname: staff.name.slice(0, 20), online: 0, max_concurrent: 3, category_ids: '[]', last_assigned_at: 0, created_at: at, updated_at: at })
      .execute();
  }
  await db
    .insertInto('cs_flow')
    .values([
      { company_id: companyId, name: '日常接待', active: 1, config: JSON.stringify(DEMO_FLOW), created_at: at, updated_at: at },
      {
        company_id: companyId,
        name: '大促接待',
        active: 0,
        config: JSON.stringify({ ...DEMO_FLOW, routing: 'roundRobin', queueLimit: 100, endMinute: 24 * 60, welcome: '大促期间咨询较多，请直接描述您的问题～' }),
        created_at: at,
        updated_at: at,
      },
    ])
    .execute();
  const n = 14;
  const r = await simulateChat(db, companyId, n, { seed, now, at: (i) => at + Math.round(((i + 1) * (170 * MIN)) / n) });
  // The owner answers about half of the conversations and closes the oldest two.
  const convs = await db.selectFrom('cs_conversation').select(['id', 'status', 'last_message_at']).where('company_id', '=', companyId).orderBy('id').execute();
  const who = { companyId, userId: ownerId, isOwner: true };
  let answered = 0;
  let closed = 0;
  for (const [i, c] of convs.entries()) {
    if (c.status === CONV.closed || i % 2 === 1) continue;
    await agentReply(db, who, c.id, { kind: MSG_KIND.text, content: '您好，我是客服小明，已经看到您的问题，马上为您处理。' }, Number(c.last_message_at) + 2 * MIN);
    answered++;
    if (closed < 2 && i < 4) {
      await closeConversation(db, who, c.id, Number(c.last_message_at) + 5 * MIN);
      closed++;
    }
  }
  return `${r.messages} 条买家消息、${r.conversations} 个会话（自动回复 ${r.autoReplies} 条），客服回复 ${answered} 个、结束 ${closed} 个`;
}
