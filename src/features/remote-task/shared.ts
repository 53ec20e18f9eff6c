import type { QueryClient } from '@tanstack/react-query';
import type { StatusMap } from '@/components/status-tag';

export const RECRUIT_STATUS: StatusMap = { 0: { text: '草稿', color: 'default' }, 1: { text: '待审核', color: 'blue' }, 2: { text: '招募中', color: 'green' }, 3: { text: '已满员', color: 'gold' }, 4: { text: '已结束', color: 'default' }, 5: { text: '审核驳回', color: 'red' }, 6: { text: '已下架', color: 'default' } }
export const TASK_TYPE: Record<number, string> = { 1: '线上推广', 2: '问卷调研', 3: '内容创作', 4: '校园地推' };
export const RECEIVE_STATUS: StatusMap = { 1: { text: '进行中', color: 'blue' }, 2: { text: '待审核', color: 'gold' }, 3: { text: '审核通过', color: 'green' }, 4: { text: '审核驳回', color: 'red' }, 5: { text: '已放弃', color: 'default' }, 6: { text: '已超时', color: 'default' } }

export const PUBLISH_KEYS = ['common.remote-task.list', 'remote.task.list', 'remote.task.edit'];
export const REVIEW_KEYS = ['common.remote-task.list', 'remote.task.list', 'remote.task.audit'];
export const CLOSE_KEYS = ['common.remote-task.list', 'remote.task.list', 'remote.task.close'];
export const REVIEW_MAX = 100;

/** After a write: every remote-task read (lists, figures, detail) and the finance balances read again. */
export function invalidateJob(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ predicate: (q) => typeof q.queryKey[0] === 'string' && (q.queryKey[0].startsWith('/xm-job/merchant/') || q.queryKey[0].startsWith('/xm-merchant/finance/')) });
}
