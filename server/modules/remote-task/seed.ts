import type { Db } from '../../db/index.ts';
import { postTransaction, seedTopUp, yuan } from '../finance/index.ts';
import { freezeBudget, R, RC, taskNo } from './service.ts';

const DESCRIPTIONS: Record<string, string> = {
  校园文具使用体验问卷: '填写 20 道题的文具使用体验问卷（约 8 分钟），提交问卷完成页截图。答题时间少于 3 分钟或选项明显雷同的不通过。',
  开学季短视频创作: '拍摄一条 30 秒以上的开学季好物短视频，出镜店铺商品并带话题 #开学好物#，发布后提交作品链接与播放量截图。',
  新品小程序可用性测试: '按测试脚本完成下单、退款申请、联系客服三个流程，记录卡住或看不懂的地方，提交不少于 100 字的反馈与录屏。',
  宿舍楼海报张贴: '在本校 3 栋以上宿舍楼的公告栏张贴店铺开学季海报，每栋拍一张带楼号的照片提交。',
};
const REJECT_REASON = '提交的截图看不清完成页，请重新截图后再领取';

/**
 * The demo remote tasks' money (docs/school-employee.md, 远程任务): each task the school-employee seed wrote gets its
 * description and its budget frozen at publishing through the ledger; approved receipts are paid from it and the
 * ended task's remainder is back in available. When the shop's available balance is short (test servers seed no
 * money history), a platform adjustment first tops it up, so the books always reconcile.
 */
export async function seedRemoteTaskFunds(db: Db, companyId: number): Promise<string> {
  const tasks = await db.selectFrom('job_recruit').selectAll().where('company_id', '=', companyId).orderBy('id').execute();
  if (!tasks.length) return '';
  const need = tasks.reduce((s, t) => s + Number(t.budget_amount), 0);
  const first = Math.min(...tasks.map((t) => Number(t.created_at)));
  // Short of money (test servers seed no money history): top up the budgets plus ¥1,000 to publish more from the page.
  await seedTopUp(db, { companyId, need, extra: 100_000, key: `seed:remoteTask:${companyId}:topup`, at: first - 3_600_000, memo: '演示：远程任务预算充值' });
  let paid = 0;
  let returned = 0;
  for (const t of tasks) {
    const id = Number(t.id);
    const budget = Number(t.budget_amount);
    await db.insertInto('job_task_fund').values({ recruit_id: id, company_id: companyId, description: DESCRIPTIONS[t.title] ?? `${t.title}：按任务要求完成并提交成果截图。`, frozen_amount: budget, paid_amount: 0, returned_amount: 0, created_by: null, closed_at: null, closed_by: null, close_reason: null }).execute();
    await freezeBudget(db, { companyId, recruitId: id, title: t.title, amount: budget, reward: Number(t.reward_amount), headcount: t.headcount, at: Number(t.created_at) });
    const receipts = await db.selectFrom('job_receive').select(['id', 'status', 'user_name', 'reward_amount', 'reviewed_at', 'submitted_at']).where('recruit_id', '=', id).orderBy('id').execute();
    let taskPaid = 0;
    for (const r of receipts) {
      if (r.status !== RC.PASSED && r.status !== RC.REJECTED) continue;
      const at = Number(r.reviewed_at ?? r.submitted_at ?? t.created_at);
      await db.insertInto('job_receive_review').values({ receive_id: Number(r.id), company_id: companyId, recruit_id: id, result: r.status, reason: r.status === RC.REJECTED ? REJECT_REASON : null, reviewed_by: null, reviewed_at: at }).execute();
      if (r.status !== RC.PASSED) continue;
      const amount = Number(r.reward_amount);
      await postTransaction(db, {
        companyId,
        kind: 'remoteTask.pay',
        key: `remoteTask:receive:${r.id}:pay`,
        at,
        entries: [
          { account: 'frozen', amount: -amount },
          { account: 'task_payout', amount },
        ],
        refType: 'remoteTask',
        refId: id,
        refNo: taskNo(id),
        memo: `远程任务「${t.title}」奖励：${r.user_name}`,
      });
      taskPaid += amount;
    }
    await db.updateTable('job_receive').set({ settled: 1 }).where('recruit_id', '=', id).where('status', '=', RC.PASSED).execute();
    let back = 0;
    if (t.status === R.ENDED) {
      back = budget - taskPaid;
      if (back > 0) {
        await postTransaction(db, {
          companyId,
          kind: 'remoteTask.return',
          key: `remoteTask:${id}:return`,
          at: Number(t.end_at),
          entries: [
            { account: 'frozen', amount: -back },
            { account: 'available', amount: back },
          ],
          refType: 'remoteTask',
          refId: id,
          refNo: taskNo(id),
          memo: `远程任务「${t.title}」已到截止时间，剩余预算退回`,
        });
      }
    }
    await db
      .updateTable('job_task_fund')
      .set({ paid_amount: taskPaid, returned_amount: back, ...(t.status === R.ENDED ? { closed_at: Number(t.end_at), close_reason: '已到截止时间' } : {}) })
      .where('recruit_id', '=', id)
      .execute();
    paid += taskPaid;
    returned += back;
  }
  return `；远程任务预算冻结 ${yuan(need)}、已发放 ${yuan(paid)}、已退回 ${yuan(returned)}`;
}
