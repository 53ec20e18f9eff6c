import { clock, formatChinaTime } from '../../lib/clock.ts';
import { BizError } from '../../lib/errors.ts';
import type { Db } from '../../db/index.ts';
import { yuan } from '../../modules/finance/accounts-chart.ts';
import { decideChangeRequest, pendingChangeRequests, presentChange } from '../../modules/company/service.ts';
import { CommandError, type PlatformCommand } from '../types.ts';

/** The platform's side of company settings: review change requests of verified company data, see which shops are closed. */

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

const USAGE_REJECT = 'company change-request reject <申请ID> "<原因>"';

export const companyCommand: PlatformCommand = {
  name: 'company',
  usage: [
    'company change-request list                     列出待审核的公司资料变更申请',
    'company change-request approve <申请ID>          通过：新资料写入企业认证资料',
    `${USAGE_REJECT}   驳回并说明原因`,
    'company status [<公司ID>|--closed]              公司的营业/关闭状态（--closed：只列已关闭的店铺，含关店时间、下架商品数与退还的保证金）',
  ],
  async run(args, { handle, out }) {
    const db = handle.db;
    const [sub, action, id, ...rest] = args;
    if (sub === 'change-request') {
      if (action === 'list' || action === undefined) {
        const rows = await pendingChangeRequests(db);
        if (!rows.length) return out('没有待审核的资料变更申请');
        out(`待审核的资料变更申请 ${rows.length} 条：`);
        for (const r of rows) {
          const p = presentChange(r);
          out(`  申请ID ${p.changeRequestId}  公司ID ${r.company_id} ${r.companyName}  提交于 ${formatChinaTime(p.createdAt)}  原因：${p.reason}`);
          for (const c of p.changes) out(`      ${c.label}：${c.before ?? '（无）'} → ${c.after}`);
        }
        return;
      }
      if (action === 'approve') {
        const changeId = idArg(id, '申请ID');
        if (rest.length) throw new CommandError('approve 不需要其他参数');
        const r = await decide(db, (trx, now) => decideChangeRequest(trx, changeId, { approve: true }, now));
        return out(`申请 ${r.id} 已通过，公司 ${r.company_id} 的认证资料已更新`);
      }
      if (action === 'reject') {
        const changeId = idArg(id, '申请ID');
        const reason = rest.join(' ').trim();
        if (!reason) throw new CommandError(`请填写原因：${USAGE_REJECT}`);
        const r = await decide(db, (trx, now) => decideChangeRequest(trx, changeId, { approve: false, reason }, now));
        return out(`申请 ${r.id} 已驳回：${reason}`);
      }
      throw new CommandError(`未知的操作：${action}（list、approve、reject）`);
    }
    if (sub === 'status') {
      let q = db
        .selectFrom('company as c')
        .leftJoin('company_closure as k', 'k.company_id', 'c.id')
        .select(['c.id', 'c.name', 'c.shop_name', 'c.review_status', 'c.closed_at', 'k.delisted_goods', 'k.deposit_refunded'])
        .orderBy('c.id')
        .limit(200);
      if (action === '--closed') q = q.where('c.closed_at', 'is not', null);
      else if (action !== undefined) q = q.where('c.id', '=', idArg(action, '公司ID'));
      const rows = await q.execute();
      if (!rows.length) return out(action === '--closed' ? '没有已关闭的店铺' : '没有这家公司');
      for (const r of rows) {
        const state =
          r.closed_at !== null
            ? `已关闭（${formatChinaTime(r.closed_at)}，下架商品 ${r.delisted_goods ?? 0} 件，退还保证金 ${yuan(Number(r.deposit_refunded ?? 0))}）`
            : r.review_status === 1
              ? '营业中'
              : '未通过认证';
        out(`  公司ID ${r.id}  ${r.name}  店铺：${r.shop_name ?? '-'}  ${state}`);
      }
      return;
    }
    throw new CommandError(`未知的子命令：${sub ?? '(缺少)'}（change-request、status）`);
  },
};
