/** One choice question's option counts as a horizontal bar chart (echarts, loaded after the figures). */
import { useMemo } from 'react';
import type { TpAnalysisQuestionsItemOptionsItem } from '@/api/gen/model';
import { useEchart } from '@/lib/echarts';

export default function ChoiceBarChart({ title, options }: { title: string; options: TpAnalysisQuestionsItemOptionsItem[] }) {
  const option = useMemo(
    () => ({
      animation: false,
      tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
      grid: { left: 8, right: 40, top: 8, bottom: 8, containLabel: true },
      xAxis: {
        type: 'value',
        minInterval: 1,
        splitLine: { lineStyle: { type: 'dashed' } },
      },
      yAxis: {
        type: 'category',
        inverse: true,
        data: options.map((o) => o.text),
        axisTick: { show: false },
      },
      series: [
        {
          name: '人数',
          type: 'bar',
          data: options.map((o) => o.count),
          barMaxWidth: 22,
          itemStyle: { color: '#1677FF' },
          label: { show: true, position: 'right', color: 'rgba(0,0,0,0.88)' },
        },
      ],
    }),
    [options],
  );
  const { ref, failed } = useEchart(option);
  if (failed) return <p className="xm-se-muted">图表加载失败，请刷新页面重试</p>;
  return (
    <div
      ref={ref}
      style={{
        width: '100%',
        maxWidth: 640,
        height: Math.max(120, options.length * 40 + 24),
      }}
      role="img"
      aria-label={`${title}：${options.map((o) => `${o.text} ${o.count} 人`).join('，')}`}
    />
  );
}
