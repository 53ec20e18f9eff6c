import { clock, formatChinaTime } from '../../lib/clock.ts';
import { BizError } from '../../lib/errors.ts';
import type { Db } from '../../db/index.ts';
import { yuan } from '../../modules/finance/accounts-chart.ts';
import { CHANNEL_TEXT, WITHDRAW_STATUS_TEXT, WithdrawStatus, failWithdraw, payWithdraw } from '../../modules/finance/withdraw.ts';
import { DepositKind, DepositStatus, confirmRecharge, rejectRecharge } from '../../modules/finance/deposit.ts';
import { INVOICE_STATUS_TEXT, INVOICE_TYPE_TEXT, InvoiceStatus, issueInvoice, rejectInvoice } from '../../modules/finance/invoice.ts';
import { YbStatus, ybDecide } from '../../modules/finance/bank-account.ts';
import { CommandError, type PlatformCommand } from '../types.ts';

/** The platform's side of money out and in: pay or fail withdrawals, confirm deposit transfers, issue invoices, open YeePay sub-accounts. */

function idArg(v: string | undefined, what: string): number {
  if (!v || !/^\d{1,12}$/.test(v) || Number(v) < 1) throw new CommandError(`${what}应为正整数：${v ?? '(缺少)'}`);
  return Number(v);
}

function reasonArg(rest: string[], usage: string): string {
  const reason = rest.join(' ').trim();
  if (!reason) throw new CommandError(`请填写原因：${usage}`);
  return reason;
}

/** Runs one decision in a transaction; a refused one (wrong state, unknown id) becomes an operator error. */
async function decide<T>(db: Db, fn: (trx: Db, now: number) => Promise<T>): Promise<T> {
  await clock.load(db);
  try {
    return await db.transaction().execute((trx) => fn(trx, clock.now()));
  } catch (e) {
    if (e instanceof BizError) throw new CommandError(e.message);
    throw e;
  }
}

export const withdrawCommand: PlatformCommand = {
  name: 'withdraw',
  usage: [
    'withdraw list [--all]                 列出处理中的提现（--all：最近 50 笔，含已到账与失败）',
    'withdraw pay <提现ID>                  标记已打款到账（提现中 → 银行，手续费与代扣税款入平台）',
    'withdraw fail <提现ID> "<原因>"         标记打款失败，金额退回可提现余额',
  ],
  async run(args, { handle, out }) {
    const [sub, id, ...rest] = args;
    const db = handle.db;
    if (sub === 'list' || sub === undefined) {
      let q = db.selectFrom('fin_withdraw as w').innerJoin('company as c', 'c.id', 'w.company_id').select(['w.id', 'w.withdraw_no', 'w.channel', 'w.amount', 'w.fee', 'w.tax', 'w.net_amount', 'w.currency', 'w.foreign_amount', 'w.account_name', 'w.account_no_masked', 'w.status', 'w.created_at', 'c.name']);
      if (id !== '--all') q = q.where('w.status', '=', WithdrawStatus.WITHDRAWING);
      const rows = await q.orderBy('w.id', id === '--all' ? 'desc' : 'asc').limit(50).execute();
      if (!rows.length) return out(id === '--all' ? '没有提现记录' : '没有处理中的提现');
      for (const r of rows) {
        const foreign = r.foreign_amount !== null ? `（${r.currency} ${(r.foreign_amount / (r.currency === 'JPY' ? 1 : 100)).toFixed(r.currency === 'JPY' ? 0 : 2)}）` : '';
        out(
          `  ID ${r.id}  ${r.withdraw_no}  ${r.name}  ${CHANNEL_TEXT[r.channel]}  申请 ${yuan(r.amount)}  手续费 ${yuan(r.fee)}${r.tax ? `  代扣税 ${yuan(r.tax)}` : ''}  到账 ${yuan(r.net_amount)}${foreign}  ${r.account_name} ${r.account_no_masked}  ${WITHDRAW_STATUS_TEXT[r.status]}  ${formatChinaTime(r.created_at)}`,
        );
      }
      return;
    }
    if (sub === 'pay') {
      const r = await decide(db, (trx, now) => payWithdraw(trx, idArg(id, '提现ID'), now));
      return out(r.changed ? `提现 ${r.row.withdraw_no} 已到账：${yuan(r.row.net_amount)} 打入 ${r.row.account_name} ${r.row.account_no_masked}` : `提现 ${r.row.withdraw_no} 早已到账，未重复打款`);
    }
    if (sub === 'fail') {
      const withdrawId = idArg(id, '提现ID');
      const reason = reasonArg(rest, 'withdraw fail <提现ID> "<原因>"');
      const r = await decide(db, (trx, now) => failWithdraw(trx, withdrawId, reason, now));
      return out(r.changed ? `提现 ${r.row.withdraw_no} 已标记失败，${yuan(r.row.amount)} 退回可提现余额：${reason}` : `提现 ${r.row.withdraw_no} 早已失败退回，未重复退款`);
    }
    throw new CommandError(`未知的子命令：${sub}（list、pay、fail）`);
  },
};

export const depositCommand: PlatformCommand = {
  name: 'deposit',
  usage: [
    'deposit list                          列出待确认的保证金转账',
    'deposit confirm <记录ID>               确认转账已到账，计入保证金',
    'deposit reject <记录ID> "<原因>"        驳回（未查到该笔转账）',
  ],
  async run(args, { handle, out }) {
    const [sub, id, ...rest] = args;
    const db = handle.db;
    if (sub === 'list' || sub === undefined) {
      const rows = await db
        .selectFrom('fin_deposit_record as d')
        .innerJoin('company as c', 'c.id', 'd.company_id')
        .select(['d.id', 'd.record_no', 'd.amount', 'd.payer_name', 'd.payer_account_no', 'd.transfer_no', 'd.transferred_at', 'c.name'])
        .where('d.kind', '=', DepositKind.RECHARGE)
        .where('d.status', '=', DepositStatus.PENDING)
        .orderBy('d.id')
        .limit(100)
        .execute();
      if (!rows.length) return out('没有待确认的保证金转账');
      for (const r of rows) out(`  ID ${r.id}  ${r.record_no}  ${r.name}  ${yuan(r.amount)}  付款户名 ${r.payer_name}  账号 ${r.payer_account_no}  流水号 ${r.transfer_no}  转账于 ${r.transferred_at ? formatChinaTime(r.transferred_at) : '-'}`);
      return;
    }
    if (sub === 'confirm') {
      const r = await decide(db, (trx, now) => confirmRecharge(trx, idArg(id, '记录ID'), now));
      return out(r.changed ? `保证金充值 ${r.row.record_no} 已确认到账：${yuan(r.row.amount)}` : `保证金充值 ${r.row.record_no} 早已确认，未重复入账`);
    }
    if (sub === 'reject') {
      const recordId = idArg(id, '记录ID');
      const reason = reasonArg(rest, 'deposit reject <记录ID> "<原因>"');
      const r = await decide(db, (trx, now) => rejectRecharge(trx, recordId, reason, now));
      return out(r.changed ? `保证金充值 ${r.row.record_no} 已驳回：${reason}` : `保证金充值 ${r.row.record_no} 早已驳回`);
    }
    throw new CommandError(`未知的子命令：${sub}（list、confirm、reject）`);
  },
};

export const invoiceCommand: PlatformCommand = {
  name: 'invoice',
  usage: [
    'invoice list                          列出待开票的申请',
    'invoice issue <申请ID>                 开具电子发票',
    'invoice reject <申请ID> "<原因>"        驳回开票申请（所含月份可重新申请）',
  ],
  async run(args, { handle, out }) {
    const [sub, id, ...rest] = args;
    const db = handle.db;
    if (sub === 'list' || sub === undefined) {
      const rows = await db
        .selectFrom('fin_invoice as i')
        .innerJoin('company as c', 'c.id', 'i.company_id')
        .select(['i.id', 'i.apply_no', 'i.invoice_type', 'i.amount', 'i.months_json', 'i.title_name', 'i.tax_no', 'i.status', 'i.created_at', 'c.name'])
        .where('i.status', '=', InvoiceStatus.PENDING)
        .orderBy('i.id')
        .limit(100)
        .execute();
      if (!rows.length) return out('没有待开票的申请');
      for (const r of rows) out(`  ID ${r.id}  ${r.apply_no}  ${r.name}  ${INVOICE_TYPE_TEXT[r.invoice_type]}  ${yuan(r.amount)}  月份 ${(JSON.parse(r.months_json) as string[]).join(',')}  抬头 ${r.title_name} ${r.tax_no}  ${INVOICE_STATUS_TEXT[r.status]}`);
      return;
    }
    if (sub === 'issue') {
      const r = await decide(db, (trx, now) => issueInvoice(trx, idArg(id, '申请ID'), now));
      return out(r.changed ? `开票申请 ${r.row.apply_no} 已开具：发票号码 ${r.row.invoice_no}，${yuan(r.row.amount)}` : `开票申请 ${r.row.apply_no} 早已开具（发票号码 ${r.row.invoice_no}）`);
    }
    if (sub === 'reject') {
      const invoiceId = idArg(id, '申请ID');
      const reason = reasonArg(rest, 'invoice reject <申请ID> "<原因>"');
      const r = await decide(db, (trx, now) => rejectInvoice(trx, invoiceId, reason, now));
      return out(r.changed ? `开票申请 ${r.row.apply_no} 已驳回：${reason}` : `开票申请 ${r.row.apply_no} 早已驳回`);
    }
    throw new CommandError(`未知的子命令：${sub}（list、issue、reject）`);
  },
};

export const ybCommand: PlatformCommand = {
  name: 'yb',
  usage: [
    'yb list                               列出审核中的易宝子账户开户申请',
    'yb approve <公司ID>                    开户成功（分配子商户号）',
    'yb reject <公司ID> "<原因>"             开户驳回，商家可修改后重新提交',
  ],
  async run(args, { handle, out }) {
    const [sub, id, ...rest] = args;
    const db = handle.db;
    if (sub === 'list' || sub === undefined) {
      const rows = await db
        .selectFrom('fin_yb_account as y')
        .innerJoin('company as c', 'c.id', 'y.company_id')
        .select(['c.id', 'c.name', 'y.submitted_at'])
        .where('y.status', '=', YbStatus.REVIEWING)
        .orderBy('y.submitted_at')
        .execute();
      if (!rows.length) return out('没有审核中的开户申请');
      for (const r of rows) out(`  公司ID ${r.id}  ${r.name}  提交于 ${r.submitted_at ? formatChinaTime(r.submitted_at) : '-'}`);
      return;
    }
    if (sub === 'approve') {
      const r = await decide(db, (trx, now) => ybDecide(trx, idArg(id, '公司ID'), { approve: true }, now));
      return out(`公司 ${id} 的易宝子账户已开通，子商户号 ${r.merchantNo}`);
    }
    if (sub === 'reject') {
      const companyId = idArg(id, '公司ID');
      const reason = reasonArg(rest, 'yb reject <公司ID> "<原因>"');
      await decide(db, (trx, now) => ybDecide(trx, companyId, { approve: false, reason }, now));
      return out(`公司 ${companyId} 的开户申请已驳回：${reason}`);
    }
    throw new CommandError(`未知的子命令：${sub}（list、approve、reject）`);
  },
};

export const financeOpsCommands: PlatformCommand[] = [withdrawCommand, depositCommand, invoiceCommand, ybCommand];
