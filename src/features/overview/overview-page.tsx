import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useOverviewData } from '@/api/gen/endpoints/overview/overview';
import type { OverviewDay, OverviewTodoType } from '@/api/gen/model';
import { PageContainer } from '@/components/page-container';
import { useServerNow } from '@/lib/server-clock';
import { clock, money, shortTime } from './format';
import './overview.css';

/**
 * The landing page is within a few KB of the first-paint budget: plain elements and CSS here (no antd Card, List,
 * Grid), and the echarts trend in its own chunk loaded after the figures are on screen.
 */
const TrendChart = lazy(() => import('./trend-chart'));

const TODO_TAG: Record<OverviewTodoType, { text: string; color: string }> = {
  ship: { text: '待发货', color: 'var(--ant-color-link)' },
  afterSale: { text: '售后', color: '#cf1322' },
  violation: { text: '违规', color: '#cf1322' },
  review: { text: '差评', color: 'var(--ant-orange-7)' },
  lowStock: { text: '库存', color: '#722ed1' },
};

function Stat({ label, value, sub, link, testId }: { label: string; value: string; sub?: string; link?: (body: ReactNode) => ReactNode; testId: string }) {
  const body = (
    <>
      <div className="xm-ov-label">{label}</div>
      <div className="xm-ov-value" data-testid={testId}>
        {value}
      </div>
      {sub ? <div className="xm-ov-sub">{sub}</div> : null}
    </>
  );
  return link ? link(body) : <div className="xm-ov-card">{body}</div>;
}

const pct = (d: OverviewDay) => (d.conversionRate == null ? '暂无数据' : `${(d.conversionRate * 100).toFixed(2)}%`);

/** /overview, the landing page: today vs yesterday, work waiting, a lazily drawn 30-day trend, the to-do list. */
export function OverviewPage() {
  const q = useOverviewData({ query: { refetchInterval: 60_000 } });
  const d = q.data;
  const now = useServerNow(); // the to-dos' deadlines are on the platform clock
  return (
    <PageContainer title="店铺概况" extra={d ? <span style={{ color: 'var(--ant-color-text-tertiary)' }}>数据更新于 {clock(d.generatedAt)}</span> : null}>
      {!d ? (
        <div className="xm-ov-placeholder">{q.isError ? '概况数据加载失败，请刷新重试' : '正在加载店铺概况…'}</div>
      ) : (
        <>
          <div className="xm-ov-cards">
            <Stat testId="today-paid-amount" label="今日支付金额" value={money(d.today.paidAmount)} sub={`昨日 ${money(d.yesterday.paidAmount)}`} />
            <Stat testId="today-paid-orders" label="今日支付订单" value={String(d.today.paidOrders)} sub={`昨日 ${d.yesterday.paidOrders}`} />
            <Stat
              testId="today-conversion"
              label="访客-下单转化率"
              value={pct(d.today)}
              sub={d.today.visitors == null ? '平台暂未提供访客统计' : `访客 ${d.today.visitors}`}
            />
            <Stat
              testId="to-ship"
              label="待发货订单"
              value={String(d.toShip)}
              sub={d.shipOverdue ? `${d.shipOverdue} 单已超时` : '无超时订单'}
              link={(b) => (
                <Link className="xm-ov-card" to="/order/list" search={{ tab: 2 }}>
                  {b}
                </Link>
              )}
            />
            <Stat
              testId="after-sale"
              label="售后待处理"
              value={String(d.afterSaleWaiting)}
              link={(b) => (
                <Link className="xm-ov-card" to="/order/list" search={{ tab: 6 }}>
                  {b}
                </Link>
              )}
            />
            <Stat
              testId="goods-on-sale"
              label="在售商品"
              value={String(d.goodsOnSale)}
              sub={`库存不足 ${d.lowStock} 个`}
              link={(b) => (
                <Link className="xm-ov-card" to="/goods/list">
                  {b}
                </Link>
              )}
            />
          </div>
          <div className="xm-ov-row">
            <section className="xm-ov-panel">
              <h3>
                近 30 天支付趋势
                <span className="xm-ov-legend">
                  <span>
                    <i style={{ background: '#1890FF' }} />
                    支付金额（元）
                  </span>
                  <span>
                    <i style={{ background: '#52c41a' }} />
                    支付订单数
                  </span>
                </span>
              </h3>
              <div className="xm-ov-panel-body">
                <Suspense fallback={<div className="xm-ov-placeholder">图表加载中…</div>}>
                  <TrendChart data={d.trend} />
                </Suspense>
              </div>
            </section>
            <section className="xm-ov-panel">
              <h3>
                待办事项 <span className="xm-ov-sub">按截止时间排序</span>
              </h3>
              {d.todos.length ? (
                <ul className="xm-ov-todos" data-testid="todos">
                  {d.todos.map((t, i) => {
                    const [path, query] = t.link.split('?');
                    const search = Object.fromEntries(new URLSearchParams(query ?? ''));
                    const overdue = t.deadline != null && t.deadline < now;
                    return (
                      <li key={i}>
                        <Link to={path as '/'} search={search as never}>
                          <span className="xm-ov-tag" style={{ color: TODO_TAG[t.type].color }}>
                            {TODO_TAG[t.type].text}
                          </span>
                          <span className={`xm-ov-todo-title${overdue ? ' xm-ov-overdue' : ''}`}>{t.title}</span>
                          <div className="xm-ov-sub" style={{ marginTop: 2 }}>
                            {t.description}
                            {t.deadline != null ? ` · 截止 ${shortTime(t.deadline)}` : ''}
                          </div>
                        </Link>
                      </li>
                    );
                  })}
                </ul>
              ) : (
                <div className="xm-ov-empty">暂无待办，辛苦了</div>
              )}
            </section>
          </div>
        </>
      )}
    </PageContainer>
  );
}
