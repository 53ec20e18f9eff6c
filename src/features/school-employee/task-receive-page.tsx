import { useMemo } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { getTpReceiveListQueryKey, tpReceiveList } from '@/api/gen/endpoints/school-employee/school-employee';
import type { TpTakeSummary } from '@/api/gen/model';
import type { DataColumn } from '@/components/data-table/data-table';
import { KeysetTable } from '@/components/keyset-table';
import { PageContainer } from '@/components/page-container';
import { RouterAnchor } from '@/components/router-anchor';
import { formatMoney, formatTime } from '@/lib/dayjs';
import { useKeysetList } from '@/lib/use-keyset-list';
import { PAGE_SIZE } from './constants';
import { TAKE_STATUSES } from './task-constants';
import { TakeFilters, baseColumns } from './task-takes';
import './school-employee.css';

const receiveRoute = getRouteApi('/_authed/_app/school-employee/task-package/receive');

/** /school-employee/task-package/receive: which agents took which package, newest first. */
export function TaskReceivePage() {
  const search = receiveRoute.useSearch();
  const navigate = receiveRoute.useNavigate();
  const filter = useMemo(
    () => ({
      packageId: search.packageId ?? null,
      status: (search.status ?? null) as 1 | null,
    }),
    [search],
  );
  const list = useKeysetList<TpTakeSummary>([getTpReceiveListQueryKey()[0], filter], (cursor, signal) => tpReceiveList({ ...filter, cursor, pageSize: PAGE_SIZE }, undefined, signal));
  const columns: DataColumn<TpTakeSummary>[] = [
    ...baseColumns,
    { key: 'phone', title: '手机号', width: 120, render: (t) => t.phoneMasked },
    {
      key: 'taken',
      title: '领取时间',
      width: 150,
      render: (t) => formatTime(t.takenAt, 'YYYY-MM-DD HH:mm'),
    },
    {
      key: 'submitted',
      title: '提交时间',
      width: 150,
      render: (t) => (t.submittedAt ? formatTime(t.submittedAt, 'YYYY-MM-DD HH:mm') : '—'),
    },
    {
      key: 'reward',
      title: '奖励',
      width: 90,
      align: 'right',
      render: (t) => formatMoney(t.reward),
    },
    {
      key: 'open',
      title: '操作',
      width: 90,
      pin: 'end',
      render: (t) =>
        t.status === 1 ? (
          <span className="xm-se-muted">未提交</span>
        ) : (
          <RouterAnchor to="/school-employee/task-package/answer-detail" search={{ takeId: t.takeId }} title={`${t.agentName}的答卷`}>
            查看答卷
          </RouterAnchor>
        ),
    },
  ];
  return (
    <PageContainer title="领取记录">
      <TakeFilters search={search} statuses={TAKE_STATUSES} label="筛选领取记录" go={(s) => void navigate({ search: s })} />
      <KeysetTable<TpTakeSummary>
        aria-label="领取记录"
        rows={list.rows}
        columns={columns}
        rowKey={(t) => t.takeId}
        loading={list.loading}
        empty="没有领取记录"
        hasMore={list.hasMore}
        loadingMore={list.loadingMore}
        onLoadMore={list.loadMore}
      />
    </PageContainer>
  );
}
