import { useMemo } from 'react';
import { getTpReceiveListQueryKey, tpReceiveList } from '@/api/gen/endpoints/school-employee/school-employee';
import type { TpTakeSummary } from '@/api/gen/model';
import type { DataColumn } from '@/components/data-table/data-table';
import { KeysetTable } from '@/components/keyset-table';
import { RouterAnchor } from '@/components/router-anchor';
import { StatusTag } from '@/components/status-tag';
import { formatMoney, formatTime } from '@/lib/dayjs';
import { useKeysetList } from '@/lib/use-keyset-list';
import { takeColor } from './task-constants';

const columns: DataColumn<TpTakeSummary>[] = [
  { key: 'package', title: '任务包', width: 200, render: (t) => t.packageTitle },
  { key: 'status', title: '状态', width: 90, render: (t) => <StatusTag color={takeColor(t.status)}>{t.statusText}</StatusTag> },
  { key: 'taken', title: '领取时间', width: 150, render: (t) => formatTime(t.takenAt, 'YYYY-MM-DD HH:mm') },
  { key: 'submitted', title: '提交时间', width: 150, render: (t) => (t.submittedAt ? formatTime(t.submittedAt, 'YYYY-MM-DD HH:mm') : '—') },
  { key: 'reward', title: '奖励', width: 100, align: 'right', render: (t) => (t.status === 3 ? `${formatMoney(t.reward)}（已发放）` : formatMoney(t.reward)) },
  {
    key: 'open',
    title: '答卷',
    width: 90,
    render: (t) =>
      t.status === 1 ? (
        <span className="xm-se-muted">未提交</span>
      ) : (
        <RouterAnchor to="/school-employee/task-package/answer-detail" search={{ takeId: t.takeId }} title={`${t.packageTitle}的答卷`}>
          查看答卷
        </RouterAnchor>
      ),
  },
];

/** The task packages one agent took, newest first (agent-detail; shown to members who see task packages). */
export function AgentTasks({ agentId }: { agentId: number }) {
  const filter = useMemo(() => ({ agentId, packageId: null, status: null }), [agentId]);
  const list = useKeysetList<TpTakeSummary>([getTpReceiveListQueryKey()[0], filter], (cursor, signal) => tpReceiveList({ ...filter, cursor, pageSize: 20 }, undefined, signal));
  return (
    <KeysetTable<TpTakeSummary>
      aria-label="任务记录"
      rows={list.rows}
      columns={columns}
      rowKey={(t) => t.takeId}
      loading={list.loading}
      empty="该代理还没有领取任务包"
      hasMore={list.hasMore}
      loadingMore={list.loadingMore}
      onLoadMore={list.loadMore}
    />
  );
}
