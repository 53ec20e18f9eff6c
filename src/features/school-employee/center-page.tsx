import { lazy, Suspense, useMemo } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import { getSeAgentListQueryKey, getSeCenterQueryKey, seAgentList, useSeCenter, useSePostList } from '@/api/gen/endpoints/school-employee/school-employee';
import type { SeAgentSummary } from '@/api/gen/model';
import { Auth } from '@/components/auth';
import type { DataColumn } from '@/components/data-table/data-table';
import { KeysetTable } from '@/components/keyset-table';
import { PageContainer } from '@/components/page-container';
import { RouterAnchor } from '@/components/router-anchor';
import { StatusTag } from '@/components/status-tag';
import { formatMoney, formatTime } from '@/lib/dayjs';
import { useLiveInvalidate } from '@/lib/live';
import { useFormValues } from '@/lib/use-form-values';
import { useKeysetList } from '@/lib/use-keyset-list';
import { AGENT_STATES, PAGE_SIZE, stateColor } from './constants';
import type { CenterSearch } from './search';
import { RewardFigures } from './reward-figures';
import './school-employee.css';

const AgentTrendChart = lazy(() => import('./trend-chart'));
const routeApi = getRouteApi('/_authed/_app/school-employee/center');
const LIVE_KEYS = [getSeCenterQueryKey(), [getSeAgentListQueryKey()[0]]];

interface FilterValues {
  keyword?: string;
  postId?: number;
}

/** /school-employee/center: the programme's figures, trend and to-dos, and the applications and agents by state. */
export function SchoolEmployeeCenterPage() {
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const center = useSeCenter();
  const posts = useSePostList();
  useLiveInvalidate('schoolEmployee.', LIVE_KEYS);
  const filter = useMemo(() => ({ state: search.state as 1 | undefined, postId: search.postId ?? null, keyword: search.keyword ?? null }), [search]);
  const list = useKeysetList<SeAgentSummary>([getSeAgentListQueryKey()[0], filter], (cursor, signal) => seAgentList({ ...filter, cursor, pageSize: PAGE_SIZE }, undefined, signal));
  const [form] = Form.useForm<FilterValues>();
  const initial = useFormValues(form, { keyword: search.keyword, postId: search.postId });
  const go = (s: CenterSearch) => void navigate({ search: Object.fromEntries(Object.entries(s).filter(([, v]) => v !== undefined)) as CenterSearch });
  const d = center.data;

  const columns: DataColumn<SeAgentSummary>[] = [
    {
      key: 'name',
      title: '姓名',
      width: 120,
      render: (a) => (
        <RouterAnchor to="/school-employee/agent-detail" search={{ agentId: a.agentId }}>
          {a.name}
        </RouterAnchor>
      ),
    },
    { key: 'phone', title: '手机号', width: 130, render: (a) => a.phoneMasked },
    { key: 'school', title: '学校', width: 140, render: (a) => a.schoolName },
    { key: 'role', title: '岗位', width: 130, render: (a) => a.role },
    { key: 'state', title: '状态', width: 100, render: (a) => <StatusTag color={stateColor(a.state)}>{a.stateText}</StatusTag> },
    { key: 'code', title: '推荐码', width: 110, render: (a) => (a.state === 4 || a.state === 5 ? a.referralCode : '—') },
    { key: 'applied', title: '报名时间', width: 160, render: (a) => formatTime(a.appliedAt, 'YYYY-MM-DD HH:mm') },
    { key: 'deadline', title: '录用接受截止', width: 160, render: (a) => (a.offerDeadline ? formatTime(a.offerDeadline, 'YYYY-MM-DD HH:mm') : '—') },
  ];

  return (
    <PageContainer title="代理中心">
      {center.isError ? (
        <p role="alert">代理中心数据加载失败，请刷新重试</p>
      ) : !d ? (
        <Skeleton active />
      ) : (
        <>
          <div className="xm-se-cards" role="group" aria-label="按状态筛选">
            {d.states.map((s) => (
              <button key={s.state} type="button" className="xm-se-card" aria-pressed={search.state === s.state} onClick={() => go({ ...search, state: search.state === s.state ? undefined : s.state })}>
                <div className="xm-se-label">{s.text}</div>
                <div className="xm-se-value" data-testid={`state-${s.state}`}>
                  {s.count}
                </div>
              </button>
            ))}
          </div>
          <div className="xm-se-cards" style={{ marginTop: 16 }}>
            <div className="xm-se-card">
              <div className="xm-se-label">招募中岗位</div>
              <div className="xm-se-value">{d.openPosts}</div>
            </div>
            <div className="xm-se-card">
              <div className="xm-se-label">待处理报名</div>
              <div className="xm-se-value">{d.waitingApplications}</div>
            </div>
            <div className="xm-se-card">
              <div className="xm-se-label">24 小时内到期的录用</div>
              <div className="xm-se-value">{d.expiringOffers}</div>
            </div>
            <div className="xm-se-card">
              <div className="xm-se-label">推荐订单</div>
              <div className="xm-se-value" data-testid="referral-orders">
                {d.referralOrderCount}
              </div>
            </div>
            <div className="xm-se-card">
              <div className="xm-se-label">推荐订单实付</div>
              <div className="xm-se-value">{formatMoney(d.referralOrderAmount)}</div>
            </div>
            <div className="xm-se-card">
              <div className="xm-se-label">销售奖励</div>
              <div className="xm-se-value xm-se-small">
                <RewardFigures />
              </div>
            </div>
            {d.waitingSubmissions !== undefined ? (
              <Auth authKey="task.package.review.list">
                <RouterAnchor className="xm-se-card" to="/school-employee/task-package/verify" search={{ status: 2 }}>
                  <div className="xm-se-label">待审核任务</div>
                  <div className="xm-se-value" data-testid="waiting-submissions">
                    {d.waitingSubmissions}
                  </div>
                </RouterAnchor>
              </Auth>
            ) : null}
          </div>
          <div className="xm-se-row">
            <section className="xm-se-panel" aria-labelledby="se-trend">
              <h3 id="se-trend">近 14 天报名与入职</h3>
              <Suspense fallback={<Skeleton active />}>
                <AgentTrendChart data={d.trend} />
              </Suspense>
            </section>
            <section className="xm-se-panel" aria-labelledby="se-todo">
              <h3 id="se-todo">待办</h3>
              {d.todos.length ? (
                <ul>
                  {d.todos.map((t) => (
                    <li key={`${t.kind}-${t.agentId}`}>
                      <RouterAnchor to="/school-employee/agent-detail" search={{ agentId: t.agentId }}>
                        {t.text}
                      </RouterAnchor>
                      {t.dueAt ? <span className="xm-se-muted">{formatTime(t.dueAt, 'MM-DD HH:mm')}</span> : null}
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="xm-se-muted" style={{ padding: '8px 16px 0' }}>
                  没有待办
                </p>
              )}
              <h3 id="se-school" style={{ marginTop: 12 }}>
                各学校代理
              </h3>
              <ul aria-labelledby="se-school">
                {d.schools.map((s) => (
                  <li key={s.schoolName}>
                    <span>{s.schoolName}</span>
                    <span className="xm-se-muted">
                      在岗 {s.active} / 报名 {s.total}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          </div>
        </>
      )}
      <Form<FilterValues> form={form} layout="inline" initialValues={initial} onFinish={(v) => go({ state: search.state, keyword: v.keyword?.trim() || undefined, postId: v.postId || undefined })} className="xm-se-filters" aria-label="筛选代理">
        <Form.Item name="keyword" label="关键字">
          <Input placeholder="姓名、手机号或推荐码" maxLength={30} allowClear style={{ width: 220 }} />
        </Form.Item>
        <Form.Item name="postId" label="岗位">
          <Select allowClear placeholder="全部岗位" style={{ width: 220 }} options={(posts.data?.list ?? []).map((p) => ({ value: p.postId, label: `${p.schoolName} · ${p.role}` }))} />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          查询
        </Button>
        <Button onClick={() => go({})}>重置</Button>
      </Form>
      <KeysetTable<SeAgentSummary>
        aria-label={`代理列表${search.state ? `（${AGENT_STATES.find((s) => s.state === search.state)?.text}）` : ''}`}
        rows={list.rows}
        columns={columns}
        rowKey={(a) => a.agentId}
        loading={list.loading}
        empty="没有符合条件的报名或代理"
        hasMore={list.hasMore}
        loadingMore={list.loadingMore}
        onLoadMore={list.loadMore}
      />
    </PageContainer>
  );
}
