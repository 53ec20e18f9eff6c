import type { Db } from '../../db/index.ts';
import { BizError } from '../../lib/errors.ts';
import { clock } from '../../lib/clock.ts';
import { rng } from '../../lib/random.ts';
import { expireTasks } from '../../modules/remote-task/service.ts';
import { simulateReceipts } from '../../modules/remote-task/simulate.ts';
import { CommandError, type PlatformCommand } from '../types.ts';

/** The students' side of remote tasks and the deadline run, for demos and browser tests. */
async function inTx<T>(db: Db, fn: (trx: Db, now: number) => Promise<T>): Promise<T> {
  await clock.load(db);
  try {
    return await db.transaction().execute((trx) => fn(trx, clock.now()));
  } catch (e) {
    if (e instanceof BizError) throw new CommandError(e.message);
    throw e;
  }
}

export const remoteTaskCommand: PlatformCommand = {
  name: 'task',
  usage: ['task receive <任务ID> [<人数>] [--submit]   学生领取远程任务（--submit：并提交成果，待审核；输出领取记录ID）', 'task deadline   截止时间已到的远程任务关闭并退回剩余预算'],
  async run(argv, { handle, out }) {
    const args = [...argv];
    const submit = args.includes('--submit');
    const [sub, id, count] = args.filter((a) => a !== '--submit');
    if (sub === 'deadline') {
      await clock.load(handle.db);
      const n = await expireTasks(handle.db, clock.now());
      out(`到期关闭远程任务 ${n} 个`);
      return;
    }
    if (sub !== 'receive' || !id || !/^[1-9]\d{0,12}$/.test(id) || (count !== undefined && !/^[1-9]\d{0,2}$/.test(count))) throw new CommandError('用法：task receive <任务ID> [<人数 1-999>] [--submit] | task deadline');
    const ids = await inTx(handle.db, async (trx, now) => {
      const t = await trx.selectFrom('job_recruit').select('company_id').where('id', '=', Number(id)).executeTakeFirst();
      if (!t) throw new CommandError(`任务不存在：${id}`);
      return simulateReceipts(trx, { companyId: t.company_id, recruitId: Number(id), n: Number(count ?? 1), submit, now, random: rng(Date.now() % 100000) });
    });
    out(`学生已领取${submit ? '并提交' : ''}，领取记录ID ${ids.join(',')}`);
  },
};
