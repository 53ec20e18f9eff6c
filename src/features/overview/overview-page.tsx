import { lazy, Suspense } from 'react';
import { Link } from '@tanstack/react-router';
import Card from 'antd/es/card';
import Col from 'antd/es/col';
import List from 'antd/es/list';
import Row from 'antd/es/row';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import { useOverviewData } from '@/api/gen/endpoints/overview/overview';
import type { OverviewDay, OverviewTodoType } from '@/api/gen/model';
import { PageContainer } from '@/components/page-container';
import { formatMoney, formatTime } from '@/lib/dayjs';

const TrendChart = lazy(() => import('./trend-chart'));

const TODO_TAG: Record<OverviewTodoType, { text: string; color: string }> = {
  ship: { text: '待发货', color: 'blue' },
  afterSale: { text: '售后', color: 'red' },
  review: { text: '差评', color: 'orange' },
  lowStock: { text: '库存', color: 'purple' },
};

function Stat({ label, value, sub, to, search, testId }: { label: string; value: string; sub?: string; to?: '/order/list' | '/goods/list'; search?: Record<string, number>; testId: string }) {
  const body = (
    <Card size="small" hoverable={!!to} style={{ height: '100%' }}>
      <div style={{ color: '#888', fontSize: 13 }}>{label}</div>
      <div data-testid={testId} style={{ fontSize: 24, fontWeight: 600, margin: '4px 0' }}>
        {value}
      </div>
      {sub ? <div style={{ color: '#999', fontSize: 12 }}>{sub}</div> : null}
    </Card>
  );
  return to ? (
    <Link to={to} search={search as never} style={{ display: 'block', height: '100%' }}>
      {body}
    </Link>
  ) : (
    body
  );
}

const pct = (d: OverviewDay) => (d.conversionRate == null ? '暂无数据' : `${(d.conversionRate * 100).toFixed(2)}%`);

/** /overview, the landing page: today vs yesterday, work waiting, a lazily drawn 30-day trend, the to-do list. */
export function OverviewPage() {
  const q = useOverviewData({ query: { refetchInterval: 60_000 } });
  const d = q.data;
  return (
    <PageContainer title="店铺概况" extra={d ? <span style={{ color: '#999' }}>数据更新于 {formatTime(d.generatedAt, 'HH:mm:ss')}</span> : null}>
      {!d ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <>
          <Row gutter={[16, 16]}>
            <Col xs={12} md={8} xl={4}>
              <Stat testId="today-paid-amount" label="今日支付金额" value={formatMoney(d.today.paidAmount)} sub={`昨日 ${formatMoney(d.yesterday.paidAmount)}`} />
            </Col>
            <Col xs={12} md={8} xl={4}>
              <Stat testId="today-paid-orders" label="今日支付订单" value={String(d.today.paidOrders)} sub={`昨日 ${d.yesterday.paidOrders}`} />
            </Col>
            <Col xs={12} md={8} xl={4}>
              <Stat testId="today-conversion" label="访客-下单转化率" value={pct(d.today)} sub={d.today.visitors == null ? '平台暂未提供访客统计' : `访客 ${d.today.visitors}`} />
            </Col>
            <Col xs={12} md={8} xl={4}>
              <Stat testId="to-ship" label="待发货订单" value={String(d.toShip)} sub={d.shipOverdue ? `${d.shipOverdue} 单已超时` : '无超时订单'} to="/order/list" search={{ tab: 2 }} />
            </Col>
            <Col xs={12} md={8} xl={4}>
              <Stat testId="after-sale" label="售后待处理" value={String(d.afterSaleWaiting)} to="/order/list" search={{ tab: 6 }} />
            </Col>
            <Col xs={12} md={8} xl={4}>
              <Stat testId="goods-on-sale" label="在售商品" value={String(d.goodsOnSale)} sub={`库存不足 ${d.lowStock} 个`} to="/goods/list" />
            </Col>
          </Row>
          <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
            <Col xs={24} xl={16}>
              <Card size="small" title="近 30 天支付趋势">
                <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 300 }} />}>
                  <TrendChart data={d.trend} />
                </Suspense>
              </Card>
            </Col>
            <Col xs={24} xl={8}>
              <Card size="small" title="待办事项" styles={{ body: { maxHeight: 348, overflow: 'auto' } }}>
                <List
                  size="small"
                  dataSource={d.todos}
                  locale={{ emptyText: '暂无待办，辛苦了' }}
                  renderItem={(t) => {
                    const [path, query] = t.link.split('?');
                    const search = Object.fromEntries(new URLSearchParams(query ?? ''));
                    return (
                      <List.Item>
                        <Link to={path as '/'} search={search as never} style={{ width: '100%' }}>
                          <Tag color={TODO_TAG[t.type].color}>{TODO_TAG[t.type].text}</Tag>
                          <span style={{ color: t.deadline != null && t.deadline < Date.now() ? '#cf1322' : undefined }}>{t.title}</span>
                          <div style={{ color: '#999', fontSize: 12, marginTop: 2 }}>
                            {t.description}
                            {t.deadline != null ? ` · 截止 ${formatTime(t.deadline, 'MM-DD HH:mm')}` : ''}
                          </div>
                        </Link>
                      </List.Item>
                    );
                  }}
                />
              </Card>
            </Col>
          </Row>
        </>
      )}
    </PageContainer>
  );
}
