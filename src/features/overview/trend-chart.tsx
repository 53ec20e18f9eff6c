/**
 * The 30-day trend, drawn with echarts (lib/echarts: two parallel chunks, together about 165 KB gz) after the
 * overview's figures are on screen.
 */
import { useMemo } from 'react';
import type { OverviewTrendPoint } from '@/api/gen/model';
import { useEchart } from '@/lib/echarts';

export default function TrendChart({ data }: { data: OverviewTrendPoint[] }) {
  const option = useMemo(
    () => ({
      tooltip: {
        trigger: 'axis',
        formatter: (params: Array<{ axisValue: string; seriesName: string; value: number; marker: string }>) =>
          [params[0]?.axisValue ?? '', ...params.map((p) => `${p.marker}${p.seriesName}：${p.seriesName === '支付金额' ? `¥${p.value.toFixed(2)}` : p.value}`)].join('<br/>'),
      },
      grid: { left: 56, right: 48, top: 36, bottom: 28 },
      xAxis: { type: 'category', data: data.map((d) => d.date.slice(5)), axisTick: { alignWithLabel: true } },
      yAxis: [
        { type: 'value', name: '金额（元）', splitLine: { lineStyle: { type: 'dashed' } } },
        { type: 'value', name: '订单数', minInterval: 1, splitLine: { show: false } },
      ],
      series: [
        { name: '支付金额', type: 'line', smooth: true, data: data.map((d) => d.paidAmount / 100), areaStyle: { opacity: 0.12 }, itemStyle: { color: '#1890FF' } },
        { name: '支付订单数', type: 'line', yAxisIndex: 1, data: data.map((d) => d.paidOrders), symbol: 'none', lineStyle: { type: 'dashed', width: 1.5 }, itemStyle: { color: '#52c41a' } },
      ],
    }),
    [data],
  );
  const { ref, failed } = useEchart(option);
  if (failed) return <div className="xm-ov-placeholder">图表加载失败，请刷新页面重试</div>;
  return <div ref={ref} data-testid="trend-chart" style={{ width: '100%', height: 300 }} role="img" aria-label="近 30 天支付金额与订单数趋势" />;
}
