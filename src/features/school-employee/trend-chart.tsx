/** The center's 14-day chart of applications and activations (echarts, loaded after the figures). */
import { useMemo } from 'react';
import type { SeCenterTrendItem } from '@/api/gen/model';
import { useEchart } from '@/lib/echarts';

export default function AgentTrendChart({ data }: { data: SeCenterTrendItem[] }) {
  const option = useMemo(
    () => ({
      animation: false,
      tooltip: { trigger: 'axis' },
      grid: { left: 40, right: 24, top: 16, bottom: 28 },
      xAxis: { type: 'category', data: data.map((d) => d.date.slice(5)), axisTick: { alignWithLabel: true } },
      yAxis: { type: 'value', minInterval: 1, splitLine: { lineStyle: { type: 'dashed' } } },
      series: [
        { name: '报名', type: 'line', smooth: true, data: data.map((d) => d.applied), areaStyle: { opacity: 0.12 }, itemStyle: { color: '#1890FF' } },
        { name: '入职', type: 'line', data: data.map((d) => d.activated), lineStyle: { type: 'dashed' }, itemStyle: { color: '#237804' } },
      ],
    }),
    [data],
  );
  const { ref, failed } = useEchart(option);
  if (failed) return <p className="xm-se-muted">图表加载失败，请刷新页面重试</p>;
  const total = data.reduce((s, d) => s + d.applied, 0);
  return (
    <>
      <p className="xm-se-muted" style={{ margin: '8px 16px 0' }}>
        <span style={{ color: '#1890FF' }}>━</span> 报名
        <span style={{ color: '#237804', marginLeft: 16 }}>┅</span> 入职
      </p>
      <div ref={ref} data-testid="agent-trend" style={{ width: '100%', height: 260 }} role="img" aria-label={`近 14 天报名 ${total} 人、入职 ${data.reduce((s, d) => s + d.activated, 0)} 人的趋势`} />
    </>
  );
}
