/**
 * A small line chart drawn on a canvas: category x axis, one or two value axes (left, right), line series (dashed,
 * area-filled or not), an axis-pointer line and a tooltip on hover. For the landing page's trend, where echarts (about
 * 160 KB compressed, lib/echarts.ts) would be a third of the page's JS; the other charts keep echarts.
 */
import { useEffect, useRef, useState, type CSSProperties, type MouseEvent } from 'react';

export interface LineSeries {
  name: string;
  data: number[];
  color: string;
  /** 0: left axis (default), 1: right axis. */
  axis?: 0 | 1;
  dashed?: boolean;
  area?: boolean;
  /** Value as the tooltip shows it. */
  format?: (v: number) => string;
}

export interface LineChartProps {
  labels: string[];
  series: LineSeries[];
  /** Axis titles, left and right. */
  axisNames?: [string, string?];
  height?: number;
  grid?: { left: number; right: number; top: number; bottom: number };
  style?: CSSProperties;
  'data-testid'?: string;
  'aria-label'?: string;
  /** Tooltip title of a category (defaults to the label). */
  title?: (index: number) => string;
}

/** 0, 1, 2 or 5 × 10^n steps covering [0, max] in about `count` intervals. */
export function niceTicks(max: number, count = 5, integer = false): number[] {
  if (!(max > 0)) return [0, 1];
  const raw = max / count;
  const mag = 10 ** Math.floor(Math.log10(raw));
  let step = [1, 2, 5, 10].map((m) => m * mag).find((s) => s >= raw)!;
  if (integer) step = Math.max(1, Math.ceil(step));
  const ticks: number[] = [];
  for (let v = 0; v < max + step / 2; v += step) ticks.push(Number(v.toFixed(10)));
  if (ticks[ticks.length - 1]! < max) ticks.push(ticks[ticks.length - 1]! + step);
  return ticks;
}

const FONT = '12px -apple-system, BlinkMacSystemFont, "Segoe UI", "PingFang SC", "Microsoft YaHei", sans-serif';
const AXIS_TEXT = '#6e7079';
const SPLIT = '#e0e6f1';

export function LineChart({ labels, series, axisNames = ['', ''], height = 300, grid = { left: 56, right: 48, top: 36, bottom: 28 }, style, title, ...aria }: LineChartProps) {
  const wrap = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [width, setWidth] = useState(0);
  const [hover, setHover] = useState<number | null>(null);

  useEffect(() => {
    const el = wrap.current;
    if (!el) return;
    setWidth(el.clientWidth);
    const ro = new ResizeObserver(([e]) => setWidth(Math.round(e!.contentRect.width)));
    ro.observe(el);
    return () => ro.disconnect();
  }, []);

  const plotW = Math.max(1, width - grid.left - grid.right);
  const plotH = Math.max(1, height - grid.top - grid.bottom);
  const n = labels.length;
  const band = plotW / Math.max(1, n);
  const xAt = (i: number) => grid.left + band * (i + 0.5);
  const ticksOf = (axis: 0 | 1) => {
    const s = series.filter((x) => (x.axis ?? 0) === axis);
    const max = Math.max(0, ...s.flatMap((x) => x.data));
    return niceTicks(max, 5, s.length > 0 && s.every((x) => x.data.every(Number.isInteger)));
  };
  const ticks: [number[], number[]] = [ticksOf(0), ticksOf(1)];
  const yAt = (v: number, axis: 0 | 1) => grid.top + plotH - (v / ticks[axis][ticks[axis].length - 1]!) * plotH;

  useEffect(() => {
    const c = canvas.current;
    if (!c || width === 0) return;
    const dpr = window.devicePixelRatio || 1;
    c.width = Math.round(width * dpr);
    c.height = Math.round(height * dpr);
    const g = c.getContext('2d');
    if (!g) return;
    g.setTransform(dpr, 0, 0, dpr, 0, 0);
    g.clearRect(0, 0, width, height);
    g.font = FONT;
    // Split lines and labels of the left axis; labels of the right one.
    g.textBaseline = 'middle';
    for (const axis of [0, 1] as const) {
      if (!series.some((x) => (x.axis ?? 0) === axis)) continue;
      g.fillStyle = AXIS_TEXT;
      g.textAlign = axis === 0 ? 'right' : 'left';
      for (const t of ticks[axis]) {
        const y = Math.round(yAt(t, axis)) + 0.5;
        if (axis === 0) {
          g.strokeStyle = SPLIT;
          g.setLineDash(t === 0 ? [] : [4, 4]);
          g.beginPath();
          g.moveTo(grid.left, y);
          g.lineTo(grid.left + plotW, y);
          g.stroke();
        }
        g.fillText(String(t), axis === 0 ? grid.left - 8 : grid.left + plotW + 8, y);
      }
      if (axisNames[axis]) {
        g.textAlign = 'center';
        g.fillText(axisNames[axis]!, axis === 0 ? grid.left : grid.left + plotW, grid.top - 18);
      }
    }
    g.setLineDash([]);
    // Category labels, as many as fit.
    g.textAlign = 'center';
    g.textBaseline = 'top';
    g.fillStyle = AXIS_TEXT;
    const every = Math.max(1, Math.ceil(44 / band));
    labels.forEach((l, i) => {
      if (i % every === 0) g.fillText(l, xAt(i), grid.top + plotH + 8);
    });
    if (hover !== null) {
      g.strokeStyle = '#b7b7b7';
      g.beginPath();
      g.moveTo(Math.round(xAt(hover)) + 0.5, grid.top);
      g.lineTo(Math.round(xAt(hover)) + 0.5, grid.top + plotH);
      g.stroke();
    }
    for (const s of series) {
      const axis = s.axis ?? 0;
      const pts = s.data.map((v, i) => [xAt(i), yAt(v, axis)] as const);
      if (pts.length === 0) continue;
      if (s.area) {
        g.globalAlpha = 0.12;
        g.fillStyle = s.color;
        g.beginPath();
        g.moveTo(pts[0]![0], grid.top + plotH);
        for (const [x, y] of pts) g.lineTo(x, y);
        g.lineTo(pts[pts.length - 1]![0], grid.top + plotH);
        g.closePath();
        g.fill();
        g.globalAlpha = 1;
      }
      g.strokeStyle = s.color;
      g.lineWidth = s.dashed ? 1.5 : 2;
      g.setLineDash(s.dashed ? [5, 4] : []);
      g.beginPath();
      pts.forEach(([x, y], i) => (i === 0 ? g.moveTo(x, y) : g.lineTo(x, y)));
      g.stroke();
      g.setLineDash([]);
      g.lineWidth = 1;
      if (hover !== null && pts[hover]) {
        g.fillStyle = '#fff';
        g.strokeStyle = s.color;
        g.beginPath();
        g.arc(pts[hover]![0], pts[hover]![1], 4, 0, Math.PI * 2);
        g.fill();
        g.stroke();
      }
    }
    // Drawn from series, labels and the hover index (the closures read nothing else that changes).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [width, height, labels, series, hover]);

  const onMove = (e: MouseEvent) => {
    const x = e.clientX - e.currentTarget.getBoundingClientRect().left;
    const i = Math.floor((x - grid.left) / band);
    setHover(n > 0 && x >= grid.left && x <= grid.left + plotW ? Math.min(n - 1, Math.max(0, i)) : null);
  };

  const tipLeft = hover === null ? 0 : xAt(hover) + 12;
  return (
    <div ref={wrap} style={{ position: 'relative', width: '100%', height, ...style }} {...aria} role="img" onMouseMove={onMove} onMouseLeave={() => setHover(null)}>
      <canvas ref={canvas} style={{ width: '100%', height, display: 'block' }} />
      {hover !== null ? (
        <div
          role="tooltip"
          style={{
            position: 'absolute',
            top: grid.top,
            left: tipLeft > width - 180 ? xAt(hover) - 180 : tipLeft,
            pointerEvents: 'none',
            background: 'rgba(255,255,255,0.96)',
            border: '1px solid #e6e6e6',
            borderRadius: 4,
            boxShadow: '0 2px 8px rgba(0,0,0,0.12)',
            padding: '6px 10px',
            font: FONT,
            color: '#333',
            whiteSpace: 'nowrap',
          }}
        >
          <div>{title ? title(hover) : labels[hover]}</div>
          {series.map((s) => (
            <div key={s.name}>
              <i
                style={{
                  display: 'inline-block',
                  width: 8,
                  height: 8,
                  borderRadius: 4,
                  background: s.color,
                  marginRight: 6,
                }}
              />
              {s.name}：{s.format ? s.format(s.data[hover] ?? 0) : s.data[hover]}
            </div>
          ))}
        </div>
      ) : null}
    </div>
  );
}
