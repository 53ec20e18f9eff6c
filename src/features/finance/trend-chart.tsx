/** The finance overview's 30-day chart (income, settled, refunds), drawn with echarts once the figures are shown. */
import { useMemo } from 'react';
import type { FinanceTrendPoint } from '@/api/gen/model';
import { formatMoney } from '@/lib/dayjs';
import { useEchart } from '@/lib/echarts';

export const SERIES = [
  { key: 'income', name: '订单收入', color: '#1677ff' },
  { key: 'settled', name: '结算金额', color: '#237804' },
  { key: 'refunds', name: '退款', color: '#cf1322' },
] as const;

export default function FinanceTrendChart({ data }: { data: FinanceTrendPoint[] }) {
  const option = useMemo(
    () => ({
      animation: false,
      tooltip: {
        trigger: 'axis',
        formatter: (params: Array<{ axisValue: string; seriesName: string; value: number; marker: string }>) =>
          [params[0]?.axisValue ?? '', ...params.map((p) => `${p.marker}${p.seriesName}：${formatMoney(Math.round(p.value * 100))}`)].join('<br/>'),
      },
      grid: { left: 64, right: 24, top: 28, bottom: 28 },
      xAxis: { type: 'category', data: data.map((d) => d.date.slice(5)), axisTick: { alignWithLabel: true } },
      yAxis: { type: 'value', name: '金额（元）', splitLine: { lineStyle: { type: 'dashed' } } },
      series: SERIES.map((s) => ({ name: s.name, type: 'line', smooth: 0.3, smoothMonotone: 'x', symbol: 'none', data: data.map((d) => d[s.key] / 100), itemStyle: { color: s.color }, lineStyle: { width: 2 } })),
    }),
    [data],
  );
  const { ref, failed } = useEchart(option);
  if (failed) return <div className="xm-fin-muted">图表加载失败，请刷新页面重试</div>;
  const total = (k: 'income' | 'refunds' | 'settled') => formatMoney(data.reduce((n, d) => n + d[k], 0));
  return (
    <div>
      <div className="xm-fin-legend" aria-hidden="true">
        {SERIES.map((s) => (
          <span key={s.key}>
            <i style={{ background: s.color }} />
            {s.name}
          </span>
        ))}
      </div>
      <div
        ref={ref}
        data-testid="finance-trend-chart"
        style={{ width: '100%', height: 280 }}
        role="img"
        aria-label={`近 30 天资金趋势：订单收入合计 ${total('income')}，结算金额合计 ${total('settled')}，退款合计 ${total('refunds')}`}
      />
    </div>
  );
}
