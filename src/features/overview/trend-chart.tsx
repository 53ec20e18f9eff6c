/**
 * The 30-day trend, drawn with echarts after the overview's figures are on screen. echarts and its renderer,
 * zrender, are fetched as two parallel chunks (each under the 120 KB route-chunk budget; together about 165 KB gz)
 * instead of one: zrender is requested on its own and echarts-setup shares it.
 */
import { useEffect, useRef, useState } from 'react';
import type { OverviewTrendPoint } from '@/api/gen/model';

type Echarts = typeof import('./echarts-setup')['echarts'];

function loadEcharts(): Promise<Echarts> {
  return Promise.all([import('zrender/lib/zrender.js'), import('echarts/core'), import('./echarts-setup')]).then(([, , m]) => m.echarts);
}

export default function TrendChart({ data }: { data: OverviewTrendPoint[] }) {
  const el = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let disposed = false;
    let cleanup = () => {};
    loadEcharts().then(
      (echarts) => {
        if (disposed || !el.current) return;
        const chart = echarts.init(el.current, undefined, { renderer: 'canvas' });
        chart.setOption({
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
        });
        // ResizeObserver also reports the size it starts with: only a change redraws (a resize lays out the whole chart).
        let size = `${el.current.clientWidth}x${el.current.clientHeight}`;
        const ro = new ResizeObserver(([entry]) => {
          const next = `${Math.round(entry!.contentRect.width)}x${Math.round(entry!.contentRect.height)}`;
          if (next === size) return;
          size = next;
          chart.resize();
        });
        ro.observe(el.current);
        cleanup = () => {
          ro.disconnect();
          chart.dispose();
        };
      },
      () => setFailed(true),
    );
    return () => {
      disposed = true;
      cleanup();
    };
  }, [data]);
  if (failed) return <div className="xm-ov-placeholder">图表加载失败，请刷新页面重试</div>;
  return <div ref={el} data-testid="trend-chart" style={{ width: '100%', height: 300 }} role="img" aria-label="近 30 天支付金额与订单数趋势" />;
}
