import Skeleton from 'antd/es/skeleton';
import { getSeRewardAgentStatsQueryKey, seRewardAgentStats, useSeRewardStatistics } from '@/api/gen/endpoints/school-employee/school-employee';
import type { SeRewardAgentStatsEnvelopeDataListItem, SeRewardStatisticsEnvelopeDataDaysItem, SeRewardStatisticsEnvelopeDataSchoolsItem } from '@/api/gen/model';
import { DataTable, type DataColumn } from '@/components/data-table/data-table';
import { KeysetTable } from '@/components/keyset-table';
import { PageContainer } from '@/components/page-container';
import { RouterAnchor } from '@/components/router-anchor';
import { formatMoney } from '@/lib/dayjs';
import { useLiveInvalidate } from '@/lib/live';
import { useKeysetList } from '@/lib/use-keyset-list';
import { PAGE_SIZE } from './constants';
import { LIVE_KEYS, StateCards } from './reward-shared';
import './school-employee.css';

/** /school-employee/sales-reward-statistics: totals, per school, per day and per agent (keyset pages). */
export function SalesRewardStatisticsPage() {
  const stats = useSeRewardStatistics({});
  useLiveInvalidate('schoolEmployee.', LIVE_KEYS);
  const agents = useKeysetList<SeRewardAgentStatsEnvelopeDataListItem>([getSeRewardAgentStatsQueryKey()[0]], (cursor, signal) => seRewardAgentStats({ cursor, pageSize: PAGE_SIZE }, undefined, signal));
  const d = stats.data;
  const schoolColumns: DataColumn<SeRewardStatisticsEnvelopeDataSchoolsItem>[] = [
    { key: 'school', title: '学校', width: 160, render: (s) => s.schoolName },
    { key: 'agents', title: '代理数', width: 90, align: 'right', render: (s) => s.agents },
    { key: 'count', title: '奖励笔数', width: 100, align: 'right', render: (s) => s.count },
    { key: 'amount', title: '应发', width: 120, align: 'right', render: (s) => formatMoney(s.amount) },
    { key: 'paid', title: '已发放', width: 120, align: 'right', render: (s) => formatMoney(s.paid) },
  ];
  const dayColumns: DataColumn<SeRewardStatisticsEnvelopeDataDaysItem>[] = [
    { key: 'date', title: '日期', width: 120, render: (x) => x.date },
    { key: 'amount', title: '产生奖励', width: 120, align: 'right', render: (x) => formatMoney(x.amount) },
    { key: 'paid', title: '发放', width: 120, align: 'right', render: (x) => formatMoney(x.paid) },
  ];
  const agentColumns: DataColumn<SeRewardAgentStatsEnvelopeDataListItem>[] = [
    {
      key: 'name',
      title: '代理',
      width: 110,
      render: (a) => (
        <RouterAnchor to="/school-employee/agent-detail" search={{ agentId: a.agentId }}>
          {a.name}
        </RouterAnchor>
      ),
    },
    { key: 'school', title: '学校', width: 140, render: (a) => a.schoolName },
    { key: 'code', title: '推荐码', width: 110, render: (a) => a.referralCode },
    {
      key: 'count',
      title: '奖励笔数',
      width: 100,
      align: 'right',
      render: (a) => (
        <RouterAnchor to="/school-employee/sales-reward-list" search={{ agentId: a.agentId }} title={`查看${a.name}的奖励记录`}>
          {a.count}
        </RouterAnchor>
      ),
    },
    { key: 'amount', title: '奖励', width: 110, align: 'right', render: (a) => formatMoney(a.amount) },
    { key: 'reversed', title: '冲回', width: 100, align: 'right', render: (a) => (a.reversed ? formatMoney(-a.reversed) : '—') },
    { key: 'pending', title: '待结算', width: 110, align: 'right', render: (a) => formatMoney(a.pending) },
    { key: 'payable', title: '可发放', width: 110, align: 'right', render: (a) => formatMoney(a.payable) },
    { key: 'paid', title: '已发放', width: 110, align: 'right', render: (a) => formatMoney(a.paid) },
  ];
  return (
    <PageContainer title="奖励统计">
      {stats.isError ? (
        <p role="alert">奖励统计加载失败，请刷新重试</p>
      ) : !d ? (
        <Skeleton active />
      ) : (
        <>
          <StateCards states={d.states} />
          <div className="xm-se-cards" style={{ marginTop: 16 }}>
            <div className="xm-se-card">
              <div className="xm-se-label">应付未付</div>
              <div className="xm-se-value" data-testid="reward-owed">
                {formatMoney(d.owed)}
              </div>
            </div>
            <div className="xm-se-card">
              <div className="xm-se-label">已发放</div>
              <div className="xm-se-value">{formatMoney(d.paid)}</div>
            </div>
            <div className="xm-se-card">
              <div className="xm-se-label">店铺可提现余额</div>
              <div className="xm-se-value">{formatMoney(d.available)}</div>
            </div>
          </div>
          <div className="xm-se-row">
            <section className="xm-se-panel" aria-labelledby="rw-school">
              <h3 id="rw-school">各学校</h3>
              <DataTable aria-label="各学校的奖励" rows={d.schools} columns={schoolColumns} rowKey={(s) => s.schoolName} empty="还没有奖励" />
            </section>
            <section className="xm-se-panel" aria-labelledby="rw-day">
              <h3 id="rw-day">近 30 天每天</h3>
              <DataTable aria-label="近 30 天每天的奖励" rows={[...d.days].reverse()} columns={dayColumns} rowKey={(x) => x.date} empty="没有数据" />
            </section>
          </div>
        </>
      )}
      <h3 style={{ marginTop: 16 }}>各代理</h3>
      <KeysetTable<SeRewardAgentStatsEnvelopeDataListItem>
        aria-label="各代理的奖励"
        rows={agents.rows}
        columns={agentColumns}
        rowKey={(a) => a.agentId}
        loading={agents.loading}
        empty="还没有代理获得奖励"
        hasMore={agents.hasMore}
        loadingMore={agents.loadingMore}
        onLoadMore={agents.loadMore}
      />
    </PageContainer>
  );
}
