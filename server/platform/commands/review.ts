import { decide, listPending, ReviewError } from '../../modules/account/verify-review.ts';
import { CommandError, type PlatformCommand } from '../types.ts';

/** yyyy-MM-dd HH:mm in China time (UTC+8), whatever the machine's zone. */
function formatTimeCn(ms: number): string {
  return new Date(ms + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');
}

const TYPES: Record<number, string> = { 1: '企业', 2: '个体工商户', 3: '小微商户', 4: '跨境企业' };

/** `review list | <companyId> pass | <companyId> reject "<reason>"`: the platform's verification review. */
export const reviewCommand: PlatformCommand = {
  name: 'review',
  usage: ['review list                      列出审核中的企业认证申请', 'review <公司ID> pass               通过审核', 'review <公司ID> reject "<原因>"    驳回并说明原因'],
  async run(args, { handle, out }) {
    const [first, action, ...rest] = args;
    if (first === 'list' || first === undefined) {
      const rows = await listPending(handle.db);
      if (!rows.length) {
        out('没有审核中的申请');
        return;
      }
      out(`审核中的申请 ${rows.length} 个：`);
      for (const r of rows) {
        out(
          `  公司ID ${r.companyId}  ${r.companyName}  ${TYPES[r.companyType] ?? r.companyType}  店铺：${r.shopName ?? '-'}  信用代码：${r.creditCode ?? '-'}  负责人：${r.ownerPhone ?? '-'}  提交于 ${r.submittedAt ? formatTimeCn(r.submittedAt) : '-'}`,
        );
      }
      return;
    }
    if (!/^\d{1,9}$/.test(first)) throw new CommandError(`公司ID 应为正整数：${first}`);
    const companyId = Number(first);
    try {
      if (action === 'pass') {
        if (rest.length) throw new CommandError('pass 不需要其他参数');
        await decide(handle.db, companyId, { pass: true }, 'platform:cli');
        out(`公司 ${companyId} 已通过审核`);
      } else if (action === 'reject') {
        const reason = rest.join(' ').trim();
        if (!reason) throw new CommandError('驳回须填写原因：review <公司ID> reject "<原因>"');
        await decide(handle.db, companyId, { pass: false, reason }, 'platform:cli');
        out(`公司 ${companyId} 已驳回：${reason}`);
      } else {
        throw new CommandError(`未知操作：${action ?? '(缺少)'}，应为 pass 或 reject`);
      }
    } catch (e) {
      if (e instanceof ReviewError) throw new CommandError(e.message);
      throw e;
    }
  },
};
