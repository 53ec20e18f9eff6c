import { useMemo, useState } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Descriptions from 'antd/es/descriptions';
import Form from 'antd/es/form';
import Image from 'antd/es/image';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import {
  getTpOverviewQueryKey,
  getTpReceiveListQueryKey,
  getTpSubmissionDetailQueryKey,
  getTpSubmissionListQueryKey,
  tpReceiveList,
  tpSubmissionList,
  useTpBatchApprove,
  useTpOverview,
  useTpReview,
  useTpSubmissionDetail,
} from '@/api/gen/endpoints/school-employee/school-employee';
import type { TpTakeSummary } from '@/api/gen/model';
import { Auth, useCan } from '@/components/auth';
import type { DataColumn } from '@/components/data-table/data-table';
import { KeysetTable } from '@/components/keyset-table';
import { PageContainer } from '@/components/page-container';
import { RouterAnchor } from '@/components/router-anchor';
import { StatusTag } from '@/components/status-tag';
import { formatMoney, formatTime } from '@/lib/dayjs';
import { feedback } from '@/lib/feedback';
import { useLiveInvalidate } from '@/lib/live';
import { useKeysetList } from '@/lib/use-keyset-list';
import { PAGE_SIZE } from './constants';
import { BATCH_LIMIT, TAKE_STATUSES, takeColor, TP_REVIEW, type TaskListSearch } from './task-constants';
import './school-employee.css';

const receiveRoute = getRouteApi('/_authed/_app/school-employee/task-package/receive');
const verifyRoute = getRouteApi('/_authed/_app/school-employee/task-package/verify');
const detailRoute = getRouteApi('/_authed/_app/school-employee/task-package/answer-detail');

interface FilterValues {
  packageId?: number;
  status?: number;
}

function TakeFilters({ search, go, statuses, label }: { search: TaskListSearch; go: (s: TaskListSearch) => void; statuses: typeof TAKE_STATUSES; label: string }) {
  const overview = useTpOverview();
  const [form] = Form.useForm<FilterValues>();
  return (
    <Form<FilterValues>
      form={form}
      layout="inline"
      initialValues={search}
      onFinish={(v) =>
        go({
          packageId: v.packageId || undefined,
          status: v.status || undefined,
        })
      }
      className="xm-se-filters"
      aria-label={label}
    >
      <Form.Item name="packageId" label="任务包">
        <Select
          allowClear
          placeholder="全部任务包"
          style={{ width: 240 }}
          options={(overview.data?.list ?? []).map((p) => ({
            value: p.packageId,
            label: `${p.title}（${p.phaseText}）`,
          }))}
        />
      </Form.Item>
      <Form.Item name="status" label="状态">
        <Select allowClear placeholder="全部状态" style={{ width: 140 }} options={statuses.map((s) => ({ value: s.value, label: s.label }))} />
      </Form.Item>
      <Button type="primary" htmlType="submit">
        查询
      </Button>
      <Button
        onClick={() => {
          form.resetFields();
          form.setFieldsValue({ packageId: undefined, status: undefined });
          go({});
        }}
      >
        重置
      </Button>
    </Form>
  );
}

const baseColumns: DataColumn<TpTakeSummary>[] = [
  {
    key: 'agent',
    title: '代理',
    width: 110,
    render: (t) => (
      <RouterAnchor to="/school-employee/agent-detail" search={{ agentId: t.agentId }}>
        {t.agentName}
      </RouterAnchor>
    ),
  },
  { key: 'school', title: '学校', width: 130, render: (t) => t.schoolName },
  {
    key: 'package',
    title: '任务包',
    width: 180,
    render: (t) => t.packageTitle,
  },
  {
    key: 'status',
    title: '状态',
    width: 90,
    render: (t) => <StatusTag color={takeColor(t.status)}>{t.statusText}</StatusTag>,
  },
];

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

function RejectModal(p: { open: boolean; name: string; reason: string; setReason: (v: string) => void; loading: boolean; onOk: () => void; onCancel: () => void }) {
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

/** /school-employee/task-package/answer-detail?takeId=: one submission with its answers and photos; approve or reject. */
export function TaskAnswerDetailPage() {
  const { takeId } = detailRoute.useSearch();
  const q = useTpSubmissionDetail({ takeId }, { query: { enabled: takeId > 0 } });
  const review = useTpReview();
  const queryClient = useQueryClient();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  useLiveInvalidate(
    'taskPackage.submissionReviewed',
    useMemo(() => [getTpSubmissionDetailQueryKey({ takeId })], [takeId]),
  );
  const s = q.data;
  const act = async (approve: boolean, why: string | null) => {
    if (!s) return;
    const r = await review
      .mutateAsync({
        data: {
          takeId: s.takeId,
          action: approve ? 'approve' : 'reject',
          expectState: s.status,
          reason: why,
        },
      })
      .catch(() => null);
    if (!r) return;
    feedback.success(approve ? '已通过' : '已驳回');
    setRejecting(false);
    setReason('');
    queryClient.setQueryData(getTpSubmissionDetailQueryKey({ takeId }), r);
    void queryClient.invalidateQueries({
      queryKey: [getTpSubmissionListQueryKey()[0]],
    });
    void queryClient.invalidateQueries({ queryKey: getTpOverviewQueryKey() });
  };
  if (!takeId) return <PageContainer title="答卷详情">缺少提交编号</PageContainer>;
  return (
    <PageContainer
      title={s ? `答卷详情：${s.agentName}` : '答卷详情'}
      extra={
        s && s.status === 2 ? (
          <Auth authKey={TP_REVIEW}>
            <div className="xm-se-actions">
              <Button type="primary" loading={review.isPending && !rejecting} onClick={() => void act(true, null)}>
                通过
              </Button>
              <Button danger onClick={() => setRejecting(true)}>
                驳回
              </Button>
            </div>
          </Auth>
        ) : null
      }
    >
      {q.isError ? (
        <p role="alert">提交不存在或加载失败</p>
      ) : !s ? (
        <Skeleton active />
      ) : (
        <>
          <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 3 }}>
            <Descriptions.Item label="状态">
              <StatusTag color={takeColor(s.status)}>
                <span data-testid="take-status">{s.statusText}</span>
              </StatusTag>
            </Descriptions.Item>
            <Descriptions.Item label="任务包">
              {s.packageTitle}（{s.packagePhaseText}）
            </Descriptions.Item>
            <Descriptions.Item label="代理">
              <RouterAnchor to="/school-employee/agent-detail" search={{ agentId: s.agentId }}>
                {s.agentName}
              </RouterAnchor>{' '}
              · {s.schoolName} · {s.phoneMasked}
            </Descriptions.Item>
            <Descriptions.Item label="奖励">{formatMoney(s.reward)}</Descriptions.Item>
            <Descriptions.Item label="领取时间">{formatTime(s.takenAt, 'YYYY-MM-DD HH:mm')}</Descriptions.Item>
            <Descriptions.Item label="提交时间">{s.submittedAt ? formatTime(s.submittedAt, 'YYYY-MM-DD HH:mm') : '—'}</Descriptions.Item>
            {s.reviewedAt ? (
              <Descriptions.Item label="审核">
                {s.reviewedBy} · {formatTime(s.reviewedAt, 'YYYY-MM-DD HH:mm')}
              </Descriptions.Item>
            ) : null}
            {s.rejectReason ? <Descriptions.Item label="驳回原因">{s.rejectReason}</Descriptions.Item> : null}
          </Descriptions>
          <section className="xm-se-section" aria-labelledby="tp-answers">
            <h3 id="tp-answers">答案</h3>
            {s.items.map((it, i) => (
              <div key={i} className="xm-tp-question">
                <h4 style={{ margin: '0 0 6px' }}>
                  {i + 1}. {it.title} <span className="xm-se-muted">（{it.kindText}）</span>
                </h4>
                {it.options.length ? (
                  <p style={{ margin: '4px 0' }}>
                    选择：
                    {it.choiceTexts.length ? it.choiceTexts.join('、') : '（未作答）'}
                  </p>
                ) : null}
                {it.taskLink ? (
                  <p className="xm-se-muted" style={{ margin: '4px 0' }}>
                    推广链接：{it.taskLink}
                  </p>
                ) : null}
                {it.text ? <p style={{ margin: '4px 0', whiteSpace: 'pre-wrap' }}>{it.text}</p> : null}
                {it.link ? (
                  <p style={{ margin: '4px 0' }}>
                    发布链接：
                    <a href={it.link} target="_blank" rel="noreferrer noopener">
                      {it.link}
                    </a>
                  </p>
                ) : null}
                {it.photos.length ? (
                  <div className="xm-tp-photos">
                    {it.photos.map((src, k) => (
                      <Image key={k} src={src} width={160} height={120} style={{ objectFit: 'cover' }} alt={`${s.agentName}的第 ${i + 1} 题照片 ${k + 1}`} />
                    ))}
                  </div>
                ) : null}
              </div>
            ))}
          </section>
          <p>
            <RouterAnchor to="/school-employee/task-package/verify">返回任务审核</RouterAnchor>
          </p>
        </>
      )}
      <RejectModal
        open={rejecting}
        name={s?.agentName ?? ''}
        reason={reason}
        setReason={setReason}
        loading={review.isPending}
        onOk={() => void act(false, reason.trim())}
        onCancel={() => setRejecting(false)}
      />
    </PageContainer>
  );
}
