import type { Db } from '../../db/index.ts';
import { rng } from '../../lib/random.ts';
import { receiveBuyerMessage, type RouteResult } from './service.ts';

/** What simulated buyers ask; some carry the demo flow's keywords (发货, 退款, 尺码, 发票). */
export const BUYER_LINES = [
  '你好，在吗？',
  '请问今天下单什么时候发货？',
  '这个商品还有货吗？',
  '我想申请退款，怎么操作？',
  '衣服尺码偏大还是偏小？',
  '可以开发票吗？',
  '能送到宿舍楼下吗？',
  '快递到哪里了，一直没有更新',
  '有没有学生优惠？',
  '买两件可以便宜点吗？',
  '收到的商品有点问题，想换一个',
  '周末能配送吗？',
] as const;

export interface SimulateChatResult {
  messages: number;
  conversations: number;
  assigned: number;
  queued: number;
  queueFull: number;
  offHours: number;
  continued: number;
  autoReplies: number;
  results: RouteResult[];
}

/**
 * `n` buyer messages to the company (npm run platform -- simulate-chat, and the demo seed): buyers are the shop's
 * recent buyers (so the agent sees their orders), about a third of them continue a conversation already open, a
 * third ask about a goods item on sale. Each message goes through receiveBuyerMessage, i.e. the active flow.
 * `at(i)` gives each message's time (the clock by default); `text` fixes the first message's text.
 */
export async function simulateChat(
  db: Db,
  companyId: number,
  n: number,
  opts: { seed?: number; now: number; at?: (i: number) => number; text?: string },
): Promise<SimulateChatResult> {
  const random = rng(opts.seed ?? opts.now);
  const buyers = await db
    .selectFrom('orders')
    .select(['buyer_id', 'buyer_name', 'buyer_phone'])
    .where('company_id', '=', companyId)
    // Platform buyers: campus agents' free sample orders (amount 0) are not a buyer's purchase.
    .where('paid_amount', '>', 0)
    .orderBy('created_at', 'desc')
    .limit(200)
    .execute();
  const pool = buyers.length ? buyers : [{ buyer_id: 900001, buyer_name: '校园买家', buyer_phone: '13900000000' }];
  const goods = await db.selectFrom('goods').select('id').where('company_id', '=', companyId).where('status', '=', 1).where('deleted_at', 'is', null).limit(50).execute();
  const out: SimulateChatResult = { messages: 0, conversations: 0, assigned: 0, queued: 0, queueFull: 0, offHours: 0, continued: 0, autoReplies: 0, results: [] };
  const recent: typeof pool = [];
  for (let i = 0; i < n; i++) {
    const again = recent.length > 0 && random() < 0.33;
    const buyer = again ? recent[Math.floor(random() * recent.length)]! : pool[Math.floor(random() * pool.length)]!;
    if (!again) recent.push(buyer);
    const text = i === 0 && opts.text ? opts.text : BUYER_LINES[Math.floor(random() * BUYER_LINES.length)]!;
    const goodsId = goods.length && random() < 0.33 ? goods[Math.floor(random() * goods.length)]!.id : null;
    const r = await receiveBuyerMessage(db, companyId, { buyerId: Number(buyer.buyer_id), buyerName: buyer.buyer_name, buyerPhone: buyer.buyer_phone, text, goodsId }, opts.at ? opts.at(i) : opts.now);
    out.messages++;
    if (r.outcome !== 'continued') out.conversations++;
    out[r.outcome]++;
    out.autoReplies += r.autoReplies.length;
    out.results.push(r);
  }
  return out;
}
