/**
 * The 30-day trend: echarts with only the parts it needs (line + bar, grid, tooltip, legend, canvas), loaded
 * lazily by the overview page so that it is not part of the first paint.
 */
import { useEffect, useRef } from 'react';
import * as echarts from 'echarts/core';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import type { OverviewTrendPoint } from '@/api/gen/model';

echarts.use([LineChart, BarChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

export default function TrendChart({ data }: { data: OverviewTrendPoint[] }) {
  const el = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!el.current) return;
    const chart = echarts.init(el.current, undefined, { renderer: 'canvas' });
    chart.setOption({
      tooltip: {
        trigger: 'axis',
        valueFormatter: undefined,
        formatter: (params: Array<{ axisValue: string; seriesName: string; value: number; marker: string }>) =>
          [params[0]?.axisValue ?? '', ...params.map((p) => `${p.marker}${p.seriesName}：${p.seriesName === '支付金额' ? `¥${p.value.toFixed(2)}` : p.value}`)].join('<br/>'),
      },
      legend: { data: ['支付金额', '支付订单数'], top: 0 },
      grid: { left: 56, right: 48, top: 36, bottom: 28 },
      xAxis: { type: 'category', data: data.map((d) => d.date.slice(5)), axisTick: { alignWithLabel: true } },
      yAxis: [
        { type: 'value', name: '金额（元）', splitLine: { lineStyle: { type: 'dashed' } } },
        { type: 'value', name: '订单数', minInterval: 1, splitLine: { show: false } },
      ],
      series: [
        { name: '支付金额', type: 'line', smooth: true, data: data.map((d) => d.paidAmount / 100), areaStyle: { opacity: 0.12 }, itemStyle: { color: '#1890FF' } },
        { name: '支付订单数', type: 'bar', yAxisIndex: 1, data: data.map((d) => d.paidOrders), barMaxWidth: 12, itemStyle: { color: '#91d5ff' } },
      ],
    });
    const ro = new ResizeObserver(() => chart.resize());
    ro.observe(el.current);
    return () => {
      ro.disconnect();
      chart.dispose();
    };
  }, [data]);
  return <div ref={el} data-testid="trend-chart" style={{ width: '100%', height: 300 }} role="img" aria-label="近 30 天支付金额与订单数趋势" />;
}
