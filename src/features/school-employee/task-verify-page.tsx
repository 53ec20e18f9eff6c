import { useMemo, useState } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { getTpOverviewQueryKey, getTpSubmissionListQueryKey, tpSubmissionList, useTpBatchApprove, useTpReview } from '@/api/gen/endpoints/school-employee/school-employee';
import type { TpTakeSummary } from '@/api/gen/model';
import { Auth, useCan } from '@/components/auth';
import type { DataColumn } from '@/components/data-table/data-table';
import { KeysetTable } from '@/components/keyset-table';
import { PageContainer } from '@/components/page-container';
import { RouterAnchor } from '@/components/router-anchor';
import { formatTime } from '@/lib/dayjs';
import { feedback } from '@/lib/feedback';
import { useLiveInvalidate } from '@/lib/live';
import { useKeysetList } from '@/lib/use-keyset-list';
import { PAGE_SIZE } from './constants';
import { BATCH_LIMIT, TAKE_STATUSES, TP_REVIEW } from './task-constants';
import { TakeFilters, baseColumns } from './task-takes';
import './school-employee.css';

const verifyRoute = getRouteApi('/_authed/_app/school-employee/task-package/verify');

/** /school-employee/task-package/verify: the review queue; approve, reject with a reason, batch approve. */
export function TaskVerifyPage() {
  const search = verifyRoute.useSearch();
  const navigate = verifyRoute.useNavigate();
  const queryClient = useQueryClient();
  const can = useCan();
  const canReview = can(TP_REVIEW);
  const filter = useMemo(
    () => ({
      packageId: search.packageId ?? null,
      status: (search.status ?? null) as 2 | null,
    }),
    [search],
  );
  const listKey = getTpSubmissionListQueryKey()[0];
  const list = useKeysetList<TpTakeSummary>([listKey, filter], (cursor, signal) => tpSubmissionList({ ...filter, cursor, pageSize: PAGE_SIZE }, undefined, signal));
  useLiveInvalidate(
    'taskPackage.',
    useMemo(() => [[listKey]], [listKey]),
  );
  const review = useTpReview();
  const batch = useTpBatchApprove();
  const [selected, setSelected] = useState<number[]>([]);
  const [rejecting, setRejecting] = useState<TpTakeSummary | null>(null);
  const [reason, setReason] = useState('');
  const waiting = list.rows.filter((t) => t.status === 2);
  const refresh = () => {
    setSelected([]);
    void queryClient.invalidateQueries({ queryKey: [listKey] });
    void queryClient.invalidateQueries({ queryKey: getTpOverviewQueryKey() });
  };
  const act = async (t: TpTakeSummary, approve: boolean, why: string | null) => {
    const r = await review
      .mutateAsync({
        data: {
          takeId: t.takeId,
          action: approve ? 'approve' : 'reject',
          expectState: 2,
          reason: why,
        },
      })
      .catch(() => null);
    if (!r) return;
    feedback.success(approve ? `已通过${t.agentName}的提交` : `已驳回${t.agentName}的提交`);
    setRejecting(null);
    setReason('');
    refresh();
  };
  const approveSelected = async () => {
    const r = await batch.mutateAsync({ data: { takeIds: selected } }).catch(() => null);
    if (!r) return;
    feedback.success(`已通过 ${r.approved} 份提交`);
    refresh();
  };
  const toggle = (id: number, on: boolean) => setSelected((s) => (on ? (s.length >= BATCH_LIMIT ? s : [...s, id]) : s.filter((x) => x !== id)));
  const columns: DataColumn<TpTakeSummary>[] = [
    ...(canReview
      ? [
          {
            key: 'pick',
            title: (
              <Checkbox
                aria-label="选择本页全部待审核提交"
                checked={waiting.length > 0 && waiting.every((t) => selected.includes(t.takeId))}
                indeterminate={selected.length > 0 && !waiting.every((t) => selected.includes(t.takeId))}
                disabled={!waiting.length}
                onChange={(e) => setSelected(e.target.checked ? waiting.slice(0, BATCH_LIMIT).map((t) => t.takeId) : [])}
              />
            ),
            width: 48,
            render: (t: TpTakeSummary) =>
              t.status === 2 ? <Checkbox aria-label={`选择${t.agentName}的提交`} checked={selected.includes(t.takeId)} onChange={(e) => toggle(t.takeId, e.target.checked)} /> : null,
          } satisfies DataColumn<TpTakeSummary>,
        ]
      : []),
    ...baseColumns,
    {
      key: 'photos',
      title: '照片',
      width: 60,
      align: 'right',
      render: (t) => t.photoCount,
    },
    {
      key: 'submitted',
      title: '提交时间',
      width: 150,
      render: (t) => (t.submittedAt ? formatTime(t.submittedAt, 'YYYY-MM-DD HH:mm') : '—'),
    },
    {
      key: 'reason',
      title: '驳回原因',
      width: 160,
      render: (t) => t.rejectReason ?? '—',
    },
    {
      key: 'actions',
      title: '操作',
      width: 170,
      pin: 'end',
      render: (t) => (
        <span className="xm-se-actions">
          <RouterAnchor to="/school-employee/task-package/answer-detail" search={{ takeId: t.takeId }} title={`${t.agentName}的答卷`}>
            查看
          </RouterAnchor>
          {t.status === 2 && canReview ? (
            <>
              <button type="button" className="xm-link" onClick={() => void act(t, true, null)} aria-label={`通过${t.agentName}的提交`}>
                通过
              </button>
              <button type="button" className="xm-link" onClick={() => setRejecting(t)} aria-label={`驳回${t.agentName}的提交`}>
                驳回
              </button>
            </>
          ) : null}
        </span>
      ),
    },
  ];
  return (
    <PageContainer title="任务审核">
      <TakeFilters search={search} statuses={TAKE_STATUSES.filter((s) => s.value !== 1)} label="筛选任务提交" go={(s) => void navigate({ search: s })} />
      <Auth authKey={TP_REVIEW}>
        <div className="xm-se-actions" style={{ margin: '8px 0' }}>
          <Button type="primary" disabled={!selected.length} loading={batch.isPending} onClick={() => void approveSelected()}>
            批量通过{selected.length ? `（${selected.length}）` : ''}
          </Button>
          <span className="xm-se-muted">一次至多 {BATCH_LIMIT} 份</span>
        </div>
      </Auth>
      <KeysetTable<TpTakeSummary>
        aria-label="任务提交"
        rows={list.rows}
        columns={columns}
        rowKey={(t) => t.takeId}
        loading={list.loading}
        empty="没有符合条件的提交"
        hasMore={list.hasMore}
        loadingMore={list.loadingMore}
        onLoadMore={list.loadMore}
      />
      <RejectModal
        open={rejecting !== null}
        name={rejecting?.agentName ?? ''}
        reason={reason}
        setReason={setReason}
        loading={review.isPending}
        onOk={() => rejecting && void act(rejecting, false, reason.trim())}
        onCancel={() => setRejecting(null)}
      />
    </PageContainer>
  );
}

export function RejectModal(p: { open: boolean; name: string; reason: string; setReason: (v: string) => void; loading: boolean; onOk: () => void; onCancel: () => void }) {
  return (
    <Modal
      open={p.open}
      title={`驳回${p.name}的提交`}
      okText="驳回"
      cancelText="取消"
      okButtonProps={{ danger: true, disabled: !p.reason.trim() }}
      confirmLoading={p.loading}
      onOk={p.onOk}
      onCancel={p.onCancel}
      destroyOnHidden
    >
      <label htmlFor="tp-reason">驳回原因（代理可见，至多 200 字；代理可修改后再提交）</label>
      <Input.TextArea id="tp-reason" value={p.reason} onChange={(e) => p.setReason(e.target.value)} maxLength={200} showCount rows={3} />
    </Modal>
  );
}
