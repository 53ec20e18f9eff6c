import { SEED_ACCOUNTS } from '../../db/seed.ts';
import { BizError } from '../../lib/errors.ts';
import { clock } from '../../lib/clock.ts';
import { simulateChat } from '../../modules/customer-service/simulate.ts';
import { CommandError, type PlatformCommand } from '../types.ts';

const OUTCOME: Record<string, string> = { assigned: '分配给客服', queued: '排队', queueFull: '排队已满', offHours: '非工作时间', continued: '追加到进行中的会话' };

/**
 * `simulate-chat <n>`: n buyers' messages to the demo shop (or --company), routed by its active reception flow
 * exactly as the seed's: welcome, keyword and off-hours replies, an agent by the flow's routing, or the queue. Each
 * message is its own transaction, so an agent's open inbox receives them one by one over the live channel.
 */
export const simulateChatCommand: PlatformCommand = {
  name: 'simulate-chat',
  usage: ['simulate-chat <n> [--company <公司ID>] [--seed <种子>] [--text <第一条消息>] [--interval <毫秒>]   模拟买家向店铺客服发消息（按使用中的接待流程分配）'],
  async run(args, { handle, out }) {
    const [nText, ...rest] = args;
    if (!nText || !/^[1-9]\d*$/.test(nText)) throw new CommandError('请给出消息数量（正整数）');
    const n = Number(nText);
    if (n > 10_000) throw new CommandError('消息数量至多 10000');
    let companyId: number | null = null;
    let seed: number | null = null;
    let text: string | undefined;
    let interval = 0;
    for (let i = 0; i < rest.length; i++) {
      if (rest[i] === '--company' && /^[1-9]\d*$/.test(rest[i + 1] ?? '')) companyId = Number(rest[++i]);
      else if (rest[i] === '--seed' && /^\d{1,9}$/.test(rest[i + 1] ?? '')) seed = Number(rest[++i]);
      else if (rest[i] === '--text' && rest[i + 1]) text = rest[++i]!.slice(0, 500);
      else if (rest[i] === '--interval' && /^\d{1,6}$/.test(rest[i + 1] ?? '')) interval = Number(rest[++i]);
      else throw new CommandError(`无法识别的参数：${rest[i]}`);
    }
    const db = handle.db;
    const c = companyId
      ? await db.selectFrom('company').select(['id', 'name', 'review_status']).where('id', '=', companyId).executeTakeFirst()
      : await db
          .selectFrom('merchant_user as u')
          .innerJoin('company as c', 'c.id', 'u.company_id')
          .select(['c.id', 'c.name', 'c.review_status'])
          .where('u.phone', '=', SEED_ACCOUNTS.owner)
          .executeTakeFirst();
    if (!c) throw new CommandError(companyId ? `公司 ${companyId} 不存在` : '找不到演示店铺（13800000001 的公司），请用 --company 指定公司');
    if (c.review_status !== 1) throw new CommandError(`公司 ${c.id} 尚未通过入驻审核`);
    const counts: Record<string, number> = {};
    let autoReplies = 0;
    try {
      for (let i = 0; i < n; i++) {
        const r = await db.transaction().execute((trx) =>
          simulateChat(trx, c.id, 1, { seed: (seed ?? clock.now() % 1e9) + i, now: clock.now(), ...(i === 0 && text ? { text } : {}) }),
        );
        const res = r.results[0]!;
        counts[res.outcome] = (counts[res.outcome] ?? 0) + 1;
        autoReplies += res.autoReplies.length;
        // The commit time, for the browser test's latency check (message → agent's inbox).
        out(`消息 ${i + 1}：会话 ${res.conversationId}，${OUTCOME[res.outcome]}${res.agentUserId ? `（客服成员 ${res.agentUserId}）` : ''}，已提交 ${Date.now()}`);
        if (interval && i < n - 1) await new Promise((r2) => setTimeout(r2, interval));
      }
    } catch (e) {
      if (e instanceof BizError) throw new CommandError(e.message);
      throw e;
    }
    out(`「${c.name}」：${n} 条买家消息，${Object.entries(counts).map(([k, v]) => `${OUTCOME[k]} ${v}`).join('，')}，自动回复 ${autoReplies} 条`);
  },
};
