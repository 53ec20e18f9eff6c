import { clock, formatChinaTime, parseChinaTime, parseDuration } from '../../lib/clock.ts';
import { registeredKinds, runDue } from '../../platform/scheduler.ts';
import { reconcile, settleDue } from '../../modules/finance/index.ts';
import { generateLedger } from '../../modules/finance/generate.ts';
import { openDisputes, periodOf, resolveDispute } from '../../modules/finance/statements.ts';
import { SEED_ACCOUNTS } from '../../db/seed.ts';
import { BizError } from '../../lib/errors.ts';
import { CommandError, type PlatformCommand } from '../types.ts';

export const settleCommand: PlatformCommand = {
  name: 'settle',
  usage: ['settle [--until <YYYY-MM-DD[THH:mm]>]   结算到期订单（买家确认收货满 7 天且无进行中的售后；默认截至平台时钟的现在）'],
  async run(args, { handle, out }) {
    await clock.load(handle.db);
    let until = clock.now();
    for (let i = 0; i < args.length; i++) {
      if (args[i] === '--until') {
        const t = parseChinaTime(args[++i] ?? '');
        if (t === null) throw new CommandError('--until 应为日期，例如 2026-12-01 或 2026-12-01T08:00（北京时间）');
        // Settling ahead of the clock would post settlements dated before their orders are due.
        if (t > clock.now()) throw new CommandError(`--until 不能晚于平台时钟的现在（${formatChinaTime(clock.now())}）；要结算将来到期的订单，请先用 clock advance 或 clock set 调整平台时钟`);
        until = t;
      } else throw new CommandError(`无法识别的参数：${args[i]}`);
    }
    const at = clock.now();
    const n = await settleDue(handle.db, { until, at, onBatch: (done) => out(`  已结算 ${done}`) });
    out(`结算完成：截至 ${formatChinaTime(until)} 到期的订单共结算 ${n} 个`);
  },
};

export const reconcileCommand: PlatformCommand = {
  name: 'reconcile',
  usage: ['reconcile   对账：每笔交易借贷平衡、每个账户余额等于其分录合计、每个已结算订单净额 = 实付 − 退款 − 佣金 + 补贴；有差异时逐条列出并以非零状态退出'],
  async run(args, { handle, out }) {
    if (args.length) throw new CommandError(`无法识别的参数：${args[0]}`);
    const t0 = Date.now();
    // One snapshot: the server's jobs may post refunds or settlements while the checks run (SQLite: a transaction
    // that holds the write lock; PostgreSQL: repeatable read).
    const { discrepancies, counts } = await handle.db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute((trx) => reconcile(trx));
    const ms = Date.now() - t0;
    out(`核对 ${counts.tx} 笔交易、${counts.entries} 条分录、${counts.accounts} 个账户、${counts.orders} 个已结算订单，用时 ${ms} 毫秒`);
    if (!discrepancies.length) {
      out('对账无差异');
      return;
    }
    for (const d of discrepancies) out(`  [${d.check}] ${d.subject}：${d.detail}`);
    throw new CommandError(`发现 ${discrepancies.length} 处差异`);
  },
};

export const clockCommand: PlatformCommand = {
  name: 'clock',
  usage: ['clock show | set <YYYY-MM-DD[THH:mm]> | advance <n>(d|h|m|s) | reset   查看或调整平台时钟（所有服务进程在 1 秒内生效）'],
  async run(args, { handle, out }) {
    const [sub, value] = args;
    if (sub === 'set') {
      const t = parseChinaTime(value ?? '');
      if (t === null) throw new CommandError('请给出时间，例如 clock set 2026-12-01 或 2026-12-01T08:30（北京时间）');
      await clock.set(handle.db, t);
    } else if (sub === 'advance') {
      const ms = parseDuration(value ?? '');
      if (ms === null) throw new CommandError('请给出时长，例如 clock advance 49h、7d、30m');
      await clock.advance(handle.db, ms);
    } else if (sub === 'reset') {
      await clock.reset(handle.db);
    } else if (sub === 'show' || sub === undefined) {
      await clock.load(handle.db);
    } else throw new CommandError(`未知的子命令：${sub}（show、set、advance、reset）`);
    const offsetH = clock.offset / 3_600_000;
    out(`平台时间：${formatChinaTime(clock.now())}（北京时间），偏移 ${offsetH >= 0 ? '+' : ''}${offsetH.toFixed(2)} 小时`);
  },
};

export const jobsCommand: PlatformCommand = {
  name: 'jobs',
  usage: ['jobs run-due   立即执行到期的定时任务一次（结算等）'],
  async run(args, { handle, out }) {
    if (args[0] !== 'run-due' || args.length > 1) throw new CommandError('用法：jobs run-due');
    await import('../../modules/index.ts'); // every area's job kinds, as the server registers them
    await clock.load(handle.db);
    const r = await runDue(handle, { owner: `platform-cli:${process.pid}` });
    if (!r.ran.length) out(`没有到期的任务（已注册：${registeredKinds().join('、')}）`);
    for (const j of r.ran) out(`  ${j.kind} ${j.key}：${j.error ? `失败：${j.error}` : (j.result ?? '完成')}`);
    if (r.ran.some((j) => j.error)) throw new CommandError('有任务失败');
  },
};

export const genLedgerCommand: PlatformCommand = {
  name: 'gen-ledger',
  usage: ['gen-ledger <分录数> [--company <公司ID>]   生成订单及其账务分录，直到账本至少有这么多条分录（压测用，例如 1000000）'],
  async run(args, { handle, out }) {
    const [nText, ...rest] = args;
    if (!nText || !/^[1-9]\d{0,7}$/.test(nText)) throw new CommandError('请给出分录数（1 至 99999999 的正整数）');
    let companyId: number | null = null;
    for (let i = 0; i < rest.length; i++) {
      if (rest[i] === '--company' && /^[1-9]\d*$/.test(rest[i + 1] ?? '')) companyId = Number(rest[++i]);
      else throw new CommandError(`无法识别的参数：${rest[i]}`);
    }
    const company = companyId
      ? await handle.db.selectFrom('company').select('id').where('id', '=', companyId).where('review_status', '=', 1).executeTakeFirst()
      : await handle.db.selectFrom('merchant_user as u').innerJoin('company as c', 'c.id', 'u.company_id').select('c.id').where('u.phone', '=', SEED_ACCOUNTS.owner).executeTakeFirst();
    if (!company) throw new CommandError(companyId ? `公司 ${companyId} 不存在或未通过入驻审核` : '找不到演示店铺：请先启动一次服务写入演示数据，或用 --company 指定');
    const r = await generateLedger(handle.db, handle.dialect, company.id, Number(nText), { progress: out });
    out(`完成：账本共 ${r.entries} 条分录（本次 ${r.orders} 个订单），用时 ${(r.ms / 1000).toFixed(1)} 秒`);
  },
};

export const statementCommand: PlatformCommand = {
  name: 'statement',
  usage: ['statement disputes | statement resolve <异议ID> "<答复>"   查看待处理的对账异议，或答复一条异议（对账单在异议全部处理后变为「异议已处理」）'],
  async run(args, { handle, out }) {
    const [sub, idText, reply] = args;
    if (sub === 'disputes' && args.length === 1) {
      const rows = await openDisputes(handle.db);
      if (!rows.length) out('没有待处理的对账异议');
      for (const d of rows) out(`  异议 ${d.id}：公司 ${d.company_id}，${periodOf(d.period as 'day' | 'month', Number(d.period_start)).no} 明细 ${d.line_id}：${d.reason}`);
      return;
    }
    if (sub !== 'resolve' || !idText || !/^[1-9]\d{0,15}$/.test(idText) || reply === undefined || args.length !== 3) throw new CommandError('用法：statement disputes | statement resolve <异议ID> "<答复>"');
    try {
      const r = await resolveDispute(handle.db, Number(idText), reply);
      out(r.changed ? `已答复异议 ${idText}（对账单 ${r.statementNo}）` : `异议 ${idText} 已处理过，未作修改`);
    } catch (e) {
      if (e instanceof BizError) throw new CommandError(e.message);
      throw e;
    }
  },
};

export const financeCommands = [settleCommand, reconcileCommand, clockCommand, jobsCommand, genLedgerCommand, statementCommand];
