import { clock, formatChinaTime } from '../../lib/clock.ts';
import { BizError } from '../../lib/errors.ts';
import type { Db } from '../../db/index.ts';
import { rng } from '../../lib/random.ts';
import { SEED_ACCOUNTS } from '../../db/seed.ts';
import { yuan } from '../../modules/finance/index.ts';
import { CaseType, S, STATUS_TEXT, TYPE_TEXT, V, V_STATUS_TEXT, VIOLATION_RULES } from '../../modules/after-sale/constants.ts';
import { buyerShip, deadlinePass, decideDispute, escalate, getCase, openCase } from '../../modules/after-sale/service.ts';
import { simulateAfterSales } from '../../modules/after-sale/simulate.ts';
import { decideAppeal, getViolation, issueViolation, lateShippingScan } from '../../modules/after-sale/violation.ts';
import { CommandError, type PlatformCommand } from '../types.ts';

/** The platform's side of after-sale: buyers' simulator, deadlines, dispute decisions, violations and appeals. */

function idArg(v: string | undefined, what: string): number {
  if (!v || !/^\d{1,12}$/.test(v) || Number(v) < 1) throw new CommandError(`${what}应为正整数：${v ?? '(缺少)'}`);
  return Number(v);
}

async function decide<T>(db: Db, fn: (trx: Db, now: number) => Promise<T>): Promise<T> {
  await clock.load(db);
  try {
    return await db.transaction().execute((trx) => fn(trx, clock.now()));
  } catch (e) {
    if (e instanceof BizError) throw new CommandError(e.message);
    throw e;
  }
}

async function companyArg(db: Db, args: string[]): Promise<number> {
  const i = args.indexOf('--company');
  if (i >= 0) {
    const id = idArg(args[i + 1], '公司ID');
    args.splice(i, 2);
    return id;
  }
  const u = await db.selectFrom('merchant_user').select('company_id').where('phone', '=', SEED_ACCOUNTS.owner).executeTakeFirst();
  if (!u) throw new CommandError('找不到演示店铺：请用 --company 指定公司');
  return u.company_id;
}

function optArg(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  if (i < 0) return undefined;
  const v = args[i + 1];
  args.splice(i, 2);
  return v;
}

export const simulateAfterSalesCommand: PlatformCommand = {
  name: 'simulate-after-sales',
  usage: ['simulate-after-sales <n> [--company <公司ID>] [--seed <n>]   买家在店铺的已付款订单上发起 n 个各类型的售后（部分寄回、部分被拒后申请平台介入）'],
  async run(argv, { handle, out }) {
    const args = [...argv];
    const companyId = await companyArg(handle.db, args);
    const seed = Number(optArg(args, '--seed') ?? Date.now() % 100000);
    const [n, ...rest] = args;
    if (!n || !/^[1-9]\d{0,4}$/.test(n) || rest.length) throw new CommandError('用法：simulate-after-sales <n>（1 至 99999）[--company <公司ID>]');
    await clock.load(handle.db);
    const r = await simulateAfterSales(handle.db, companyId, Number(n), { now: clock.now(), random: rng(seed) });
    out(`发起售后 ${r.opened} 个${r.skipped ? `（跳过 ${r.skipped} 个不符合条件的订单）` : ''}：${Object.entries(r.byStatus).map(([s, k]) => `${STATUS_TEXT[Number(s)]} ${k}`).join('，')}`);
  },
};

export const afterSaleCommand: PlatformCommand = {
  name: 'after-sale',
  usage: [
    'after-sale deadlines                  立即执行一次售后到期处理（平台代商家同意、自动确认收货、退款到账…）',
    'after-sale ship <售后ID>               模拟买家寄回退货',
    'after-sale escalate <售后ID> "<说明>"   模拟买家对被拒绝的售后申请平台介入',
    'after-sale show <售后ID>               查看售后单的状态与时限',
    'after-sale open <订单ID> refund|return|exchange [<原因代码>]   模拟买家对一个订单发起售后（原因代码默认 quality）',
  ],
  async run(args, { handle, out }) {
    const [sub, id, ...rest] = args;
    const db = handle.db;
    if (sub === 'deadlines') {
      await clock.load(db);
      const r = await deadlinePass(db, clock.now());
      return out(`到期处理 ${r.applied} 单，临期提醒 ${r.warned} 单${r.failed ? `，失败 ${r.failed} 单` : ''}`);
    }
    if (sub === 'ship') {
      const c = await decide(db, async (trx, now) => buyerShip(trx, await getCase(trx, null, idArg(id, '售后ID')), { logisticsCompany: 'SF', trackingNo: `SF${String(id).padStart(10, '0')}` }, now));
      return out(`售后单 ${c.case_no} 买家已寄回，${STATUS_TEXT[c.status]}`);
    }
    if (sub === 'escalate') {
      const text = rest.join(' ').trim() || '商家拒绝不合理，申请平台介入';
      const c = await decide(db, async (trx, now) => escalate(trx, await getCase(trx, null, idArg(id, '售后ID')), { text }, now));
      return out(`售后单 ${c.case_no} 已申请平台介入，商家举证截止 ${formatChinaTime(Number(c.proof_deadline_at))}`);
    }
    if (sub === 'open') {
      const [typeName, reason] = rest;
      const type = { refund: CaseType.REFUND, return: CaseType.RETURN, exchange: CaseType.EXCHANGE }[typeName ?? ''];
      if (!type) throw new CommandError('用法：after-sale open <订单ID> refund|return|exchange [<原因代码>]');
      const orderId = idArg(id, '订单ID');
      const c = await decide(db, async (trx, now) => {
        const o = await trx.selectFrom('orders').select('company_id').where('id', '=', orderId).executeTakeFirst();
        if (!o) throw new CommandError(`订单 ${orderId} 不存在`);
        return openCase(trx, { companyId: o.company_id, orderId, type, reasonCode: reason ?? 'quality', reasonText: '模拟买家申请', now });
      });
      return out(`已发起售后 ID ${c.id} ${c.case_no}：${TYPE_TEXT[c.type]}，${STATUS_TEXT[c.status]}，申请 ${yuan(c.apply_amount)}`);
    }
    if (sub === 'show') {
      const c = await getCase(db, null, idArg(id, '售后ID'));
      return out(`${c.case_no}  ${TYPE_TEXT[c.type]}  ${STATUS_TEXT[c.status]}  申请 ${yuan(c.apply_amount)}  退款 ${yuan(c.refund_amount)}  时限 ${c.deadline_at ? formatChinaTime(Number(c.deadline_at)) : '-'}`);
    }
    throw new CommandError(`未知的子命令：${sub ?? ''}（deadlines、open、ship、escalate、show）`);
  },
};

export const disputeCommand: PlatformCommand = {
  name: 'dispute',
  usage: ['dispute list | dispute decide <售后ID> buyer|merchant ["<说明>"]   待裁决的退货纠纷；裁决支持买家（退款随之原路退回）或商家'],
  async run(args, { handle, out }) {
    const [sub, id, who, ...rest] = args;
    const db = handle.db;
    if (sub === 'list' || sub === undefined) {
      const rows = await db.selectFrom('after_sale').select(['id', 'case_no', 'company_id', 'apply_amount', 'proof_deadline_at', 'merchant_proof_at']).where('status', '=', S.DISPUTE).orderBy('id').limit(100).execute();
      if (!rows.length) return out('没有待裁决的纠纷');
      for (const r of rows) out(`  ID ${r.id}  ${r.case_no}  公司 ${r.company_id}  ${yuan(Number(r.apply_amount))}  举证截止 ${formatChinaTime(Number(r.proof_deadline_at))}  ${r.merchant_proof_at ? '商家已举证' : '商家未举证'}`);
      return;
    }
    if (sub !== 'decide' || (who !== 'buyer' && who !== 'merchant')) throw new CommandError('用法：dispute decide <售后ID> buyer|merchant ["<说明>"]');
    const c = await decide(db, async (trx, now) => decideDispute(trx, await getCase(trx, null, idArg(id, '售后ID')), who, rest.join(' '), now));
    out(who === 'buyer' ? `已裁决支持买家：售后单 ${c.case_no} 退款 ${yuan(c.refund_amount)}，${STATUS_TEXT[c.status]}` : `已裁决支持商家：售后单 ${c.case_no} 已关闭`);
  },
};

export const violationCommand: PlatformCommand = {
  name: 'violation',
  usage: [
    `violation issue <${Object.keys(VIOLATION_RULES).join('|')}> [--company <公司ID>] [--order <订单ID>] [--goods <商品ID>] [--amount <分>] [--points <分>] ["<说明>"]   记录违规并执行处罚`,
    'violation list [--company <公司ID>]     最近的违规与申诉',
    'violation appeal <违规ID> uphold|revoke ["<说明>"]   处理申诉：维持，或撤销（退回扣除的保证金、恢复下架商品）',
    'violation scan                        立即执行一次延迟发货巡检（每日任务）',
  ],
  async run(argv, { handle, out }) {
    const args = [...argv];
    const db = handle.db;
    const sub = args.shift();
    if (sub === 'issue') {
      const companyId = await companyArg(db, args);
      const order = optArg(args, '--order');
      const goods = optArg(args, '--goods');
      const amount = optArg(args, '--amount');
      const points = optArg(args, '--points');
      const [rule, ...text] = args;
      if (!rule || !VIOLATION_RULES[rule]) throw new CommandError(`违规类型应为 ${Object.keys(VIOLATION_RULES).join('、')}`);
      if (amount !== undefined && !/^\d{1,9}$/.test(amount)) throw new CommandError('--amount 应为金额（分）');
      if (points !== undefined && !/^\d{1,2}$/.test(points)) throw new CommandError('--points 应为 0 至 99');
      const r = await decide(db, (trx, now) =>
        issueViolation(trx, {
          companyId,
          rule,
          orderId: order ? idArg(order, '订单ID') : null,
          goodsId: goods ? idArg(goods, '商品ID') : null,
          amount: amount === undefined ? undefined : Number(amount),
          points: points === undefined ? undefined : Number(points),
          description: text.join(' ').trim() || undefined,
          now,
          key: `cli:${rule}:${now}:${Math.floor(Math.random() * 1e9)}`,
        }),
      );
      const v = r.violation;
      return out(`已记录违规 ID ${v.id} ${v.violation_no}：${VIOLATION_RULES[rule]!.name}，扣 ${v.points} 分${v.deducted ? `，扣除保证金 ${yuan(v.deducted)}` : ''}${v.penalty_amount > v.deducted ? `（保证金不足，差 ${yuan(v.penalty_amount - v.deducted)}）` : ''}，申诉截止 ${formatChinaTime(Number(v.appeal_deadline_at))}`);
    }
    if (sub === 'list' || sub === undefined) {
      const companyId = args.includes('--company') ? await companyArg(db, args) : null;
      let q = db.selectFrom('violation').select(['id', 'violation_no', 'company_id', 'rule_code', 'points', 'deducted', 'status', 'created_at']).orderBy('id', 'desc').limit(50);
      if (companyId) q = q.where('company_id', '=', companyId);
      const rows = await q.execute();
      if (!rows.length) return out('没有违规记录');
      for (const r of rows) out(`  ID ${r.id}  ${r.violation_no}  公司 ${r.company_id}  ${VIOLATION_RULES[r.rule_code]?.name ?? r.rule_code}  ${r.points} 分  扣除 ${yuan(Number(r.deducted))}  ${V_STATUS_TEXT[r.status]}  ${formatChinaTime(Number(r.created_at))}`);
      return;
    }
    if (sub === 'appeal') {
      const [id, decision, ...note] = args;
      if (decision !== 'uphold' && decision !== 'revoke') throw new CommandError('用法：violation appeal <违规ID> uphold|revoke ["<说明>"]');
      const r = await decide(db, async (trx, now) => decideAppeal(trx, await getViolation(trx, null, idArg(id, '违规ID')), decision, note.join(' '), now));
      return out(decision === 'revoke' ? `已撤销违规 ${r.violation.violation_no}${r.returned ? `，退回保证金 ${yuan(r.returned)}` : ''}` : `已维持违规 ${r.violation.violation_no}（${V_STATUS_TEXT[V.UPHELD]}）`);
    }
    if (sub === 'scan') {
      await clock.load(db);
      const n = await lateShippingScan(db, clock.now());
      return out(`延迟发货巡检：新记录 ${n} 条违规`);
    }
    throw new CommandError(`未知的子命令：${sub}（issue、list、appeal、scan）`);
  },
};

export const afterSaleCommands = [simulateAfterSalesCommand, afterSaleCommand, disputeCommand, violationCommand];
