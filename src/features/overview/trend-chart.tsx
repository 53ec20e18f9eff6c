/**
 * The 30-day trend, drawn on a canvas by lib/line-chart (a few KB; echarts would be about 160 KB, a third of the
 * landing page's JS) after the overview's figures are on screen.
 */
import { useMemo } from 'react';
import type { OverviewTrendPoint } from '@/api/gen/model';
import { LineChart, type LineSeries } from '@/lib/line-chart';

export default function TrendChart({ data }: { data: OverviewTrendPoint[] }) {
  const labels = useMemo(() => data.map((d) => d.date.slice(5)), [data]);
  const series = useMemo<LineSeries[]>(
    () => [
      { name: '支付金额', data: data.map((d) => d.paidAmount / 100), color: '#1890FF', area: true, format: (v) => `¥${v.toFixed(2)}` },
      { name: '支付订单数', data: data.map((d) => d.paidOrders), color: '#52c41a', axis: 1, dashed: true },
    ],
    [data],
  );
  return <LineChart data-testid="trend-chart" aria-label="近 30 天支付金额与订单数趋势" labels={labels} series={series} axisNames={['金额（元）', '订单数']} height={300} />;
}
