import type { Db } from '../../db/index.ts';
import { clock, formatChinaTime } from '../../lib/clock.ts';
import { BizError, fail } from '../../lib/errors.ts';
import { rng } from '../../lib/random.ts';
import { getRound, presentRound, simulateRound } from '../../modules/activity/sanchuang.ts';
import { CommandError, type PlatformCommand } from '../types.ts';

/**
 * `sanchuang`: the platform's side of 三创 (docs/activity.md「三创」).
 *   sanchuang rounds                                 the rounds, their phases and how many topics and teams
 *   sanchuang simulate <赛事ID> [--company <公司ID>] [--seed <n>]
 *       in sign-up: up to two new teams per open topic; from the start of the competition: buyers order the topics'
 *       goods (simulate-orders) and the paid orders are credited to the teams; in the judging stage: judges' scores
 *   sanchuang score <团队ID> <0-100>                  a judges' score for one team
 */
async function inTx<T>(db: Db, fn: (trx: Db, now: number) => Promise<T>): Promise<T> {
  await clock.load(db);
  try {
    return await db.transaction().execute((trx) => fn(trx, clock.now()));
  } catch (e) {
    if (e instanceof BizError) throw new CommandError(e.message);
    throw e;
  }
}

function option(args: string[], name: string, re: RegExp, what: string): string | null {
  const i = args.indexOf(name);
  if (i < 0) return null;
  const v = args[i + 1];
  if (!v || !re.test(v)) throw new CommandError(`${what}：${v ?? '(缺少)'}`);
  args.splice(i, 2);
  return v;
}

const USAGE = '用法：sanchuang rounds | sanchuang simulate <赛事ID> [--company <公司ID>] [--seed <n>] | sanchuang score <团队ID> <0-100>';

export const sanchuangCommand: PlatformCommand = {
  name: 'sanchuang',
  usage: [
    'sanchuang rounds   三创赛事、阶段与命题、团队数',
    'sanchuang simulate <赛事ID> [--company <公司ID>] [--seed <n>]   报名期：每个征集中的命题新增至多 2 支团队；比赛开始后：买家购买命题商品，已付款订单计入团队；评奖期：评委评分',
    'sanchuang score <团队ID> <0-100>   评委给一支团队评分',
  ],
  async run(argv, { handle, out }) {
    const args = [...argv];
    const db = handle.db;
    const sub = args.shift();
    if (sub === 'rounds') {
      await clock.load(db);
      const rows = await db.selectFrom('sc_round').selectAll().orderBy('id').execute();
      if (!rows.length) out('还没有三创赛事');
      for (const r of rows) {
        const p = presentRound(r, clock.now());
        const t = await db.selectFrom('sc_topic').select((e) => e.fn.countAll<number>().as('n')).where('round_id', '=', r.id).executeTakeFirstOrThrow();
        const m = await db.selectFrom('sc_team').select((e) => e.fn.countAll<number>().as('n')).where('round_id', '=', r.id).executeTakeFirstOrThrow();
        out(`#${r.id} [${p.phaseText}] ${r.name}：报名 ${formatChinaTime(p.signupStart)} 至 ${formatChinaTime(p.signupEnd)}，比赛 ${formatChinaTime(p.startAt)} 至 ${formatChinaTime(p.endAt)}，评奖至 ${formatChinaTime(p.awardEnd)}；命题 ${t.n} 个，团队 ${m.n} 支`);
      }
      return;
    }
    if (sub === 'simulate') {
      const company = option(args, '--company', /^[1-9]\d{0,9}$/, '公司ID应为正整数');
      const seedText = option(args, '--seed', /^\d{1,9}$/, '--seed 应为整数');
      const [id, ...rest] = args;
      if (!id || !/^[1-9]\d{0,9}$/.test(id) || rest.length) throw new CommandError(USAGE);
      const seed = seedText ? Number(seedText) : Date.now() % 100000;
      const r = await inTx(db, async (trx, now) => {
        const round = await getRound(trx, Number(id));
        const res = await simulateRound(trx, { roundId: Number(id), companyId: company ? Number(company) : undefined, random: rng(seed), seed, now });
        return { round, res };
      });
      out(`「${r.round.name}」：新承接团队 ${r.res.teams} 支，模拟下单 ${r.res.orders} 笔，计入团队的已付款订单 ${r.res.credited} 笔（实付 ¥${(r.res.amount / 100).toFixed(2)}），评委评分 ${r.res.scored} 支团队`);
      return;
    }
    if (sub === 'score') {
      const [id, score, ...rest] = args;
      if (!id || !/^[1-9]\d{0,15}$/.test(id) || !score || !/^\d{1,3}$/.test(score) || Number(score) > 100 || rest.length) throw new CommandError(USAGE);
      const name = await inTx(db, async (trx) => {
        const t = await trx.selectFrom('sc_team').select(['id', 'name']).where('id', '=', Number(id)).executeTakeFirst();
        if (!t) throw fail('参赛团队不存在');
        await trx.updateTable('sc_team').set({ judge_score: Number(score) }).where('id', '=', t.id).execute();
        return t.name;
      });
      out(`团队「${name}」评委评分 ${score}`);
      return;
    }
    throw new CommandError(USAGE);
  },
};
