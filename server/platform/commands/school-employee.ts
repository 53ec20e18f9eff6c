import { SEED_ACCOUNTS } from '../../db/seed.ts';
import type { Db } from '../../db/index.ts';
import { BizError } from '../../lib/errors.ts';
import { clock } from '../../lib/clock.ts';
import { rng } from '../../lib/random.ts';
import { apply, confirmOffer, expireOffers } from '../../modules/school-employee/service.ts';
import { referOrder, simulateAgents, studentName, studentPhone } from '../../modules/school-employee/simulate.ts';
import { takeAndSubmit } from '../../modules/school-employee/task-simulate.ts';
import { CommandError, type PlatformCommand } from '../types.ts';

/** The students' side of the school-employee programme, for demos and browser tests. */

async function companyOf(db: Db, args: string[]): Promise<number> {
  const i = args.indexOf('--company');
  if (i >= 0) {
    const v = args[i + 1];
    if (!v || !/^[1-9]\d{0,9}$/.test(v)) throw new CommandError(`公司ID应为正整数：${v ?? '(缺少)'}`);
    args.splice(i, 2);
    return Number(v);
  }
  const u = await db.selectFrom('merchant_user').select('company_id').where('phone', '=', SEED_ACCOUNTS.owner).executeTakeFirst();
  if (!u) throw new CommandError('找不到演示店铺：请用 --company 指定公司');
  return u.company_id;
}

async function inTx<T>(db: Db, fn: (trx: Db, now: number) => Promise<T>): Promise<T> {
  await clock.load(db);
  try {
    return await db.transaction().execute((trx) => fn(trx, clock.now()));
  } catch (e) {
    if (e instanceof BizError) throw new CommandError(e.message);
    throw e;
  }
}

export const simulateAgentsCommand: PlatformCommand = {
  name: 'simulate-agents',
  usage: ['simulate-agents <n> [--company <公司ID>] [--seed <n>]   n 名学生报名招募中的岗位；持有录用的学生多数接受入职；在岗代理带来至多 n 单推荐订单（随即计算奖励），领取进行中的任务包并提交答案（至多各 n 份）；白名单公司的学生领取并提交招募中的远程任务（至多 n 份）'],
  async run(argv, { handle, out }) {
    const args = [...argv];
    const companyId = await companyOf(handle.db, args);
    const si = args.indexOf('--seed');
    let seed = Date.now() % 100000;
    if (si >= 0) {
      seed = Number(args[si + 1]);
      if (!Number.isInteger(seed)) throw new CommandError('--seed 应为整数');
      args.splice(si, 2);
    }
    const [n, ...rest] = args;
    if (!n || !/^[1-9]\d{0,4}$/.test(n) || rest.length) throw new CommandError('用法：simulate-agents <n>（1 至 99999）[--company <公司ID>] [--seed <n>]');
    const r = await inTx(handle.db, (trx, now) => simulateAgents(trx, companyId, Number(n), { now, random: rng(seed) }));
    out(`公司 ${companyId}：新报名 ${r.applied} 人，接受录用入职 ${r.confirmed} 人，录用逾期 ${r.expired} 人，推荐订单 ${r.orders} 单，领取任务包 ${r.tasksTaken} 份、提交答案 ${r.tasksSubmitted} 份，领取远程任务 ${r.remoteTaken} 份、提交成果 ${r.remoteSubmitted} 份`);
  },
};

export const agentCommand: PlatformCommand = {
  name: 'agent',
  usage: [
    'agent apply <岗位ID> [--name <姓名>] [--ref <推荐码>] [--company <公司ID>]   一名学生报名该岗位（输出代理ID）；--ref 填在岗代理的推荐码，入职后给推荐人招募奖励',
    'agent confirm <代理ID> [--company <公司ID>]   学生接受录用，入职',
    'agent expire   逾期未接受的录用转为未录用',
    'agent submit <任务包ID> <代理ID> [--company <公司ID>]   在岗代理领取任务包（已领取则跳过）并提交答案与示例照片（输出提交ID）',
    'agent refer <订单ID> <代理ID> [--company <公司ID>]   买家下单时填写了该代理的推荐码：已付款的订单记上推荐码，随即计算奖励（输出奖励笔数）',
  ],
  async run(argv, { handle, out }) {
    const args = [...argv];
    const companyId = await companyOf(handle.db, args);
    const [sub, id, ...rest] = args;
    if (sub === 'expire') {
      const n = await inTx(handle.db, (trx, now) => expireOffers(trx, now));
      out(`录用逾期 ${n} 人`);
      return;
    }
    if (!id || !/^[1-9]\d{0,12}$/.test(id)) throw new CommandError('用法：agent apply <岗位ID> | agent confirm <代理ID> | agent submit <任务包ID> <代理ID> | agent refer <订单ID> <代理ID> | agent expire');
    if (sub === 'refer') {
      const agentId = rest[0];
      if (!agentId || !/^[1-9]\d{0,12}$/.test(agentId) || rest.length > 1) throw new CommandError('用法：agent refer <订单ID> <代理ID>');
      const n = await inTx(handle.db, (trx, now) => referOrder(trx, { companyId, orderId: Number(id), agentId: Number(agentId), now }));
      out(`订单 ${id} 已记代理 ${agentId} 的推荐码，产生奖励 ${n} 笔`);
      return;
    }
    if (sub === 'apply') {
      let name: string | undefined;
      const ni = rest.indexOf('--name');
      if (ni >= 0) name = rest[ni + 1]?.slice(0, 30);
      const ri = rest.indexOf('--ref');
      const referralCode = ri >= 0 ? (rest[ri + 1]?.slice(0, 12) ?? null) : null;
      const random = rng(Date.now() % 100000);
      const agentId = await inTx(handle.db, async (trx, now) => {
        const post = await trx.selectFrom('se_post').select('questions_json').where('id', '=', Number(id)).executeTakeFirst();
        const qs = post ? (JSON.parse(post.questions_json) as string[]) : [];
        return apply(trx, { companyId, postId: Number(id), name: name || studentName(random), phone: studentPhone(random), major: '市场营销', grade: '大二', answers: qs.map(() => '每周可投入 8 小时，做过社团外联'), now, random, referralCode });
      });
      out(`学生已报名，代理ID ${agentId}`);
      return;
    }
    if (sub === 'submit') {
      const agentId = rest[0];
      if (!agentId || !/^[1-9]\d{0,12}$/.test(agentId) || rest.length > 1) throw new CommandError('用法：agent submit <任务包ID> <代理ID>');
      const random = rng(Date.now() % 100000);
      const takeId = await inTx(handle.db, (trx, now) => takeAndSubmit(trx, { companyId, packageId: Number(id), agentId: Number(agentId), now, random }));
      out(`代理 ${agentId} 已提交任务包 ${id} 的答案，提交ID ${takeId}`);
      return;
    }
    if (sub === 'confirm') {
      await inTx(handle.db, (trx, now) => confirmOffer(trx, companyId, Number(id), now));
      out(`代理 ${id} 已接受录用，在岗`);
      return;
    }
    throw new CommandError(`未知的子命令：${sub}`);
  },
};

export const schoolEmployeeCommands = [simulateAgentsCommand, agentCommand];
