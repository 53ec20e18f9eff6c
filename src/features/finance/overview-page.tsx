import { OP } from '@/lib/operate-keys';
import { lazy, Suspense } from 'react';
import { useNavigate } from '@tanstack/react-router';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Skeleton from 'antd/es/skeleton';
import Space from 'antd/es/space';
import { useFinanceOverview } from '@/api/gen/endpoints/finance/finance';
import type { FinanceFigures } from '@/api/gen/model';
import { useCan } from '@/components/auth';
import { PageContainer } from '@/components/page-container';
import { RouterAnchor } from '@/components/router-anchor';
import { formatMoney, formatTime } from '@/lib/dayjs';
import { Figure, Money } from './ui';
import { LoadError } from '@/components/load-error';

const TrendChart = lazy(() => import('./trend-chart'));

const FIGURES: { key: keyof FinanceFigures; label: string }[] = [
  { key: 'income', label: '订单收入' },
  { key: 'refunds', label: '退款' },
  { key: 'commission', label: '平台佣金' },
  { key: 'subsidy', label: '平台补贴' },
  { key: 'settled', label: '结算金额' },
];

function Figures({ title, f }: { title: string; f: FinanceFigures }) {
  return (
    <section className="xm-fin-section" aria-label={title}>
      <h3>{title}</h3>
      <div className="xm-fin-figures">
        {FIGURES.map((x) => (
          <Figure key={x.key} label={x.label}>
            <Money fen={f[x.key]} />
          </Figure>
        ))}
      </div>
    </section>
  );
}

/** /finance/overview: balances (owed included), today's and this month's figures, a 30-day chart, the next steps. */
export function FinanceOverviewPage() {
  const q = useFinanceOverview();
  const navigate = useNavigate();
  const can = useCan();
  const d = q.data;
  const b = d?.balances;
  const depositGap = d && b ? Math.max(0, d.depositRequired - b.deposit) : 0;
  return (
    <PageContainer
      title="资金概览"
      extra={
        <Space wrap>
          {can(OP.financeWithdraw) ? (
            <Button type="primary" onClick={() => void navigate({ to: '/finance/withdraw' })}>
              提现
            </Button>
          ) : null}
          {can(OP.financePay) ? <Button onClick={() => void navigate({ to: '/finance/recharge' })}>营销资金充值</Button> : null}
          {can(OP.depositPay) ? <Button onClick={() => void navigate({ to: '/finance/deposit/recharge' })}>保证金充值</Button> : null}
        </Space>
      }
    >
      <div className="xm-fin">
        {q.isError ? (
          <LoadError what="资金概览" retry={() => void q.refetch()} />
        ) : !d || !b ? (
          <Skeleton active paragraph={{ rows: 8 }} />
        ) : (
          <>
            {b.owed > 0 ? (
              <Alert
                type="error"
                showIcon
                style={{ marginBottom: 16 }}
                title={`当前欠款 ${formatMoney(b.owed)}`}
                description="结算后发生的退款等使可提现余额为负，欠款将从下次结算中扣回；欠款结清前不能提现。"
              />
            ) : null}
            {depositGap > 0 ? (
              <Alert
                type="warning"
                showIcon
                style={{ marginBottom: 16 }}
                title={`保证金待补缴 ${formatMoney(depositGap)}`}
                description={
                  <span>
                    应缴 {formatMoney(d.depositRequired)}，已缴 {formatMoney(b.deposit)}。补缴前不能发布新商品或报名活动。{' '}
                    <RouterAnchor to="/finance/deposit/recharge">去补缴</RouterAnchor>
                  </span>
                }
              />
            ) : null}
            <section className="xm-fin-section" aria-label="账户余额">
              <h3>账户余额</h3>
              <div className="xm-fin-figures">
                <Figure label="可提现" sub={<RouterAnchor to="/finance/withdraw">去提现</RouterAnchor>}>
                  <Money fen={b.available} strong />
                </Figure>
                <Figure label="待结算" sub={`买家确认收货 ${d.settleDays} 天后结算`}>
                  <Money fen={b.pending} />
                </Figure>
                <Figure label="冻结" sub={b.frozen > 0 ? '含远程任务预算；风险冻结期间不能提现' : undefined}>
                  <Money fen={b.frozen} />
                </Figure>
                <Figure label="提现中" sub={<RouterAnchor to="/finance/withdraw">提现记录</RouterAnchor>}>
                  <Money fen={b.withdrawing} />
                </Figure>
                <Figure label="欠款" tone={b.owed > 0 ? 'warn' : undefined} sub="从下次结算中扣回">
                  <Money fen={b.owed} />
                </Figure>
              </div>
            </section>
            <section className="xm-fin-section" aria-label="保证金与营销资金">
              <h3>保证金与营销资金</h3>
              <div className="xm-fin-figures">
                <Figure label="保证金" sub={`应缴 ${formatMoney(d.depositRequired)}`}>
                  <Money fen={b.deposit} />
                </Figure>
                <Figure label="营销资金" sub={<RouterAnchor to="/finance/recharge">充值</RouterAnchor>}>
                  <Money fen={b.marketing} />
                </Figure>
              </div>
            </section>
            <Figures title="今日" f={d.today} />
            <Figures title="本月" f={d.month} />
            <section className="xm-fin-section" aria-label="近 30 天趋势">
              <h3>近 30 天趋势</h3>
              <Suspense fallback={<Skeleton active paragraph={{ rows: 5 }} />}>
                <TrendChart data={d.trend} />
              </Suspense>
            </section>
            <p className="xm-fin-muted" style={{ marginTop: 16 }}>
              统计时间 {formatTime(d.generatedAt)} ·{' '}
              <RouterAnchor to="/finance/account-statement">查看对账单</RouterAnchor> · <RouterAnchor to="/finance/balance">查看余额明细</RouterAnchor>
            </p>
          </>
        )}
      </div>
    </PageContainer>
  );
}
