import type { QueryClient } from '@tanstack/react-query';

export const RECRUIT_STATUS: Record<number, [string, string]> = { 0: ['草稿', 'default'], 1: ['待审核', 'blue'], 2: ['招募中', 'green'], 3: ['已满员', 'gold'], 4: ['已结束', 'default'], 5: ['审核驳回', 'red'], 6: ['已下架', 'default'] };
export const TASK_TYPE: Record<number, string> = { 1: '线上推广', 2: '问卷调研', 3: '内容创作', 4: '校园地推' };
export const RECEIVE_STATUS: Record<number, [string, string]> = { 1: ['进行中', 'blue'], 2: ['待审核', 'gold'], 3: ['审核通过', 'green'], 4: ['审核驳回', 'red'], 5: ['已放弃', 'default'], 6: ['已超时', 'default'] };

export const PUBLISH_KEYS = ['common.remote-task.list', 'remote.task.list', 'remote.task.edit'];
export const REVIEW_KEYS = ['common.remote-task.list', 'remote.task.list', 'remote.task.audit'];
export const CLOSE_KEYS = ['common.remote-task.list', 'remote.task.list', 'remote.task.close'];
export const REVIEW_MAX = 100;

/** After a write: every remote-task read (lists, figures, detail) and the finance balances read again. */
export function invalidateJob(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ predicate: (q) => typeof q.queryKey[0] === 'string' && (q.queryKey[0].startsWith('/xm-job/merchant/') || q.queryKey[0].startsWith('/xm-merchant/finance/')) });
}
