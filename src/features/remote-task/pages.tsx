import { getRouteApi } from '@tanstack/react-router';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Pagination from 'antd/es/pagination';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import { useJobRecruitPageList, useJobRecruitStatistic, useJobRecruitTaskStatistic, useJobUserReceiveTaskList } from '@/api/gen/endpoints/remote-task/remote-task';
import type { CompanyRecruit, UserReceiveTask } from '@/api/gen/model';
import { DataTable, type DataColumn } from '@/components/data-table/data-table';
import { PageContainer } from '@/components/page-container';
import { RouterAnchor } from '@/components/router-anchor';
import { StatusOf, statusOptions } from '@/components/status-tag';
import { formatMoney, formatTime } from '@/lib/dayjs';
import { useFormValues } from '@/lib/use-form-values';
import type { ReceiveSearch, TaskSearch } from './search';
import { PUBLISH_KEYS, RECEIVE_STATUS, RECRUIT_STATUS, TASK_TYPE } from './shared';
import { ReviewBar, TaskSummary, useReview } from './review';
import { Auth } from '@/components/auth';
import './remote-task.css';

export { RECRUIT_STATUS, TASK_TYPE, RECEIVE_STATUS } from './shared';

const authed = getRouteApi('/_authed');
function useCompanyId(): number {
  return authed.useRouteContext().session.user.companyId;
}

function Figure({ label, value, testId }: { label: string; value: string | number; testId?: string }) {
  return (
    <div className="xm-rt-card">
      <div className="xm-rt-label">{label}</div>
      <div className="xm-rt-value" data-testid={testId}>
        {value}
      </div>
    </div>
  );
}

const taskRoute = getRouteApi('/_authed/_app/remote-task/task-list');

/** /remote-task/task-list: the company's remote tasks (招募) with the recruitment figures. */
export function TaskListPage() {
  const search = taskRoute.useSearch();
  const navigate = taskRoute.useNavigate();
  const companyId = useCompanyId();
  const stat = useJobRecruitStatistic({ companyId });
  const pageNum = search.page ?? 1;
  const q = useJobRecruitPageList({ pageNum, pageSize: 10, ...(search.status !== undefined ? { status: search.status as 2 } : {}), ...(search.keyword ? { keyword: search.keyword } : {}) });
  const [form] = Form.useForm<{ keyword?: string; status?: number }>();
  const initial = useFormValues(form, { keyword: search.keyword, status: search.status });
  const go = (s: TaskSearch) => void navigate({ search: Object.fromEntries(Object.entries(s).filter(([, v]) => v !== undefined)) as TaskSearch });
  const s = stat.data;
  const columns: DataColumn<CompanyRecruit>[] = [
    {
      key: 'title',
      title: '任务',
      width: 220,
      render: (r) => (
        <RouterAnchor to="/remote-task/recruit-detail" search={{ recruitId: r.recruitId }}>
          {r.title}
        </RouterAnchor>
      ),
    },
    { key: 'type', title: '类型', width: 100, render: (r) => TASK_TYPE[r.taskType] },
    { key: 'status', title: '状态', width: 90, render: (r) => <StatusOf map={RECRUIT_STATUS} value={r.status} /> },
    { key: 'people', title: '通过 / 领取 / 名额', width: 150, render: (r) => `${r.hiredCount} / ${r.appliedCount} / ${r.headcount}` },
    { key: 'reward', title: '单人奖励', width: 100, render: (r) => formatMoney(r.rewardAmount) },
    { key: 'budget', title: '预算', width: 120, render: (r) => formatMoney(r.budgetAmount) },
    { key: 'period', title: '时间', width: 220, render: (r) => `${formatTime(r.startAt, 'YYYY-MM-DD')} 至 ${formatTime(r.endAt, 'YYYY-MM-DD')}` },
  ];
  return (
    <PageContainer
      title="任务列表"
      extra={
        <Auth authKey={PUBLISH_KEYS}>
          <Button type="primary" onClick={() => void navigate({ to: '/remote-task/task-publish' })}>
            发布任务
          </Button>
        </Auth>
      }
    >
      {s ? (
        <div className="xm-rt-cards">
          <Figure label="已发布任务" value={s.publishedCount} testId="published" />
          <Figure label="招募中" value={s.recruitingCount} />
          <Figure label="进行中与待审核" value={s.applyingCount} />
          <Figure label="审核通过" value={s.hiredCount} />
          <Figure label="已结束" value={s.finishedCount} />
          <Figure label="预算总额" value={formatMoney(s.budgetAmount)} />
          <Figure label="已发放" value={formatMoney(s.paidAmount)} />
          <Figure label="待发放" value={formatMoney(s.pendingAmount)} />
        </div>
      ) : (
        <Skeleton active />
      )}
      <Form form={form} layout="inline" initialValues={initial} className="xm-rt-filters" onFinish={(v) => go({ keyword: v.keyword?.trim() || undefined, status: v.status })}>
        <Form.Item name="keyword" label="任务标题">
          <Input maxLength={50} allowClear style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="status" label="状态">
          <Select allowClear placeholder="全部" style={{ width: 140 }} options={statusOptions(RECRUIT_STATUS)} />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          查询
        </Button>
        <Button onClick={() => go({})}>重置</Button>
      </Form>
      {q.isError ? <p role="alert">任务加载失败，请刷新重试</p> : <DataTable<CompanyRecruit> aria-label="远程任务" rows={q.data?.list ?? []} columns={columns} rowKey={(r) => r.recruitId} loading={q.isLoading} empty="还没有远程任务" />}
      {q.data && q.data.total > 10 ? (
        <div className="xm-rt-pager">
          <Pagination current={pageNum} pageSize={10} total={q.data.total} showSizeChanger={false} onChange={(p) => go({ ...search, page: p })} />
        </div>
      ) : null}
    </PageContainer>
  );
}

function ReceiveTable({ recruitId, search, go, reviewable = false }: { recruitId?: number; search: ReceiveSearch; go: (s: ReceiveSearch) => void; reviewable?: boolean }) {
  const pageNum = search.page ?? 1;
  const q = useJobUserReceiveTaskList({ pageNum, pageSize: 20, ...(recruitId ? { recruitId } : {}), ...(search.status ? { status: search.status as 1 } : {}), ...(search.keyword ? { keyword: search.keyword } : {}) });
  const review = useReview(reviewable);
  const [form] = Form.useForm<{ keyword?: string; status?: number }>();
  const initial = useFormValues(form, { keyword: search.keyword, status: search.status });
  const columns: DataColumn<UserReceiveTask>[] = [
    { key: 'user', title: '学生', width: 110, render: (r) => r.userName },
    { key: 'phone', title: '手机号', width: 130, render: (r) => r.phoneMasked },
    { key: 'school', title: '学校', width: 140, render: (r) => r.schoolName ?? '—' },
    ...(recruitId ? [] : [{ key: 'task', title: '任务', width: 200, render: (r: UserReceiveTask) => (
      <RouterAnchor to="/remote-task/recruit-detail" search={{ recruitId: r.recruitId }}>
        {r.taskTitle}
      </RouterAnchor>
    ) }]),
    {
      key: 'status',
      title: '状态',
      width: 160,
      render: (r) => (
        <>
          <StatusOf map={RECEIVE_STATUS} value={r.status} />
          {r.status === 4 && r.rejectReason ? <div className="xm-rt-muted">原因：{r.rejectReason}</div> : null}
        </>
      ),
    },
    { key: 'reward', title: '奖励', width: 150, render: (r) => `${formatMoney(r.rewardAmount)}${r.status === 3 ? (r.settled ? '（已结算）' : '（待结算）') : ''}` },
    { key: 'received', title: '领取时间', width: 150, render: (r) => formatTime(r.receivedAt, 'YYYY-MM-DD HH:mm') },
    { key: 'submitted', title: '提交时间', width: 150, render: (r) => (r.submittedAt ? formatTime(r.submittedAt, 'YYYY-MM-DD HH:mm') : '—') },
    ...(review.enabled
      ? [
          {
            key: 'review',
            title: '审核',
            width: 130,
            pin: 'end' as const,
            render: (r: UserReceiveTask) =>
              r.status === 2 ? (
                <span className="xm-rt-row" style={{ gap: 8 }}>
                  <button type="button" className="xm-link-btn" onClick={() => review.approve([r])}>
                    通过
                  </button>
                  <button type="button" className="xm-link-btn" onClick={() => review.reject([r])}>
                    驳回
                  </button>
                </span>
              ) : (
                <span className="xm-rt-muted">—</span>
              ),
          },
        ]
      : []),
  ];
  const rows = q.data?.list ?? [];
  return (
    <>
      <Form form={form} layout="inline" initialValues={initial} className="xm-rt-filters" onFinish={(v) => go({ keyword: v.keyword?.trim() || undefined, status: v.status })}>
        <Form.Item name="keyword" label="关键字">
          <Input maxLength={50} allowClear placeholder="姓名、任务或手机尾号" style={{ width: 220 }} />
        </Form.Item>
        <Form.Item name="status" label="状态">
          <Select allowClear placeholder="全部" style={{ width: 140 }} options={statusOptions(RECEIVE_STATUS)} />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          查询
        </Button>
        <Button onClick={() => go({})}>重置</Button>
      </Form>
      {review.enabled ? <ReviewBar review={review} rows={rows} /> : null}
      {q.isError ? (
        <p role="alert">领取记录加载失败，请刷新重试</p>
      ) : (
        <DataTable<UserReceiveTask>
          aria-label="领取记录"
          rows={rows}
          columns={columns}
          rowKey={(r) => r.receiveId}
          loading={q.isLoading}
          empty="没有领取记录"
          {...(review.enabled ? { selection: { selected: review.selected, onChange: (keys) => review.select(keys.map(Number).filter((k) => rows.some((r) => r.receiveId === k && r.status === 2))), label: (r) => `选择 ${r.userName} 的提交` } } : {})}
        />
      )}
      {review.modal}
      {q.data && q.data.total > 20 ? (
        <div className="xm-rt-pager">
          <Pagination current={pageNum} pageSize={20} total={q.data.total} showSizeChanger={false} onChange={(p) => go({ ...search, page: p })} />
        </div>
      ) : null}
    </>
  );
}

function TaskFigures() {
  const companyId = useCompanyId();
  const s = useJobRecruitTaskStatistic({ companyId }).data;
  if (!s) return <Skeleton active />;
  return (
    <div className="xm-rt-cards">
      <Figure label="累计领取" value={s.receivedCount} testId="received" />
      <Figure label="今日领取" value={s.todayReceivedCount} />
      <Figure label="待审核" value={s.submittedCount} />
      <Figure label="审核通过" value={s.passedCount} />
      <Figure label="审核驳回" value={s.rejectedCount} />
      <Figure label="已结算" value={formatMoney(s.settledAmount)} />
      <Figure label="待结算" value={formatMoney(s.pendingSettleAmount)} />
    </div>
  );
}

const recruitListRoute = getRouteApi('/_authed/_app/remote-task/recruit-list');

/** /remote-task/recruit-list: every student's receipt of the company's remote tasks, with the execution figures. */
export function RecruitListPage() {
  const search = recruitListRoute.useSearch();
  const navigate = recruitListRoute.useNavigate();
  return (
    <PageContainer title="招募列表">
      <TaskFigures />
      <ReceiveTable reviewable search={search} go={(s) => void navigate({ search: Object.fromEntries(Object.entries(s).filter(([, v]) => v !== undefined)) as ReceiveSearch })} />
    </PageContainer>
  );
}

const detailRoute = getRouteApi('/_authed/_app/remote-task/recruit-detail');

/** /remote-task/recruit-detail?recruitId=: one remote task's receipts. */
export function RecruitDetailPage() {
  const search = detailRoute.useSearch();
  const navigate = detailRoute.useNavigate();
  const { recruitId, ...rest } = search;
  return (
    <PageContainer title="招募详情">
      {recruitId ? <TaskSummary recruitId={recruitId} /> : null}
      {recruitId ? (
        <ReceiveTable reviewable recruitId={recruitId} search={rest} go={(s) => void navigate({ search: { recruitId, ...Object.fromEntries(Object.entries(s).filter(([, v]) => v !== undefined)) } })} />
      ) : (
        <p>缺少任务编号</p>
      )}
      <p>
        <RouterAnchor to="/remote-task/task-list">返回任务列表</RouterAnchor>
      </p>
    </PageContainer>
  );
}
