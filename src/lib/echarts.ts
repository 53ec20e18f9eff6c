/**
 * echarts on demand, for every chart of the app. echarts and its renderer, zrender, are fetched as two parallel
 * chunks (each under the 120 KB route-chunk budget) instead of one: zrender is requested on its own and
 * echarts-setup shares it. Only line series, grid, tooltip and the canvas renderer are registered (legends are
 * drawn in HTML).
 */
import { useEffect, useRef, useState } from 'react';

export type Echarts = typeof import('./echarts-setup')['echarts'];

export function loadEcharts(): Promise<Echarts> {
  return Promise.all([import('zrender/lib/zrender.js'), import('echarts/core'), import('./echarts-setup')]).then(([, , m]) => m.echarts);
}

/**
 * A chart drawn into the returned element once echarts has loaded, redrawn when `option` changes (memoize it), and
 * resized with its element. `failed` is true when echarts could not be loaded.
 */
export function useEchart<E extends HTMLElement = HTMLDivElement>(option: Record<string, unknown>) {
  const ref = useRef<E>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let disposed = false;
    let cleanup = () => {};
    loadEcharts().then(
      (echarts) => {
        const el = ref.current;
        if (disposed || !el) return;
        const chart = echarts.init(el, undefined, { renderer: 'canvas' });
        chart.setOption(option);
        // ResizeObserver also reports the size it starts with: only a change redraws (a resize lays out the whole chart).
        let size = `${el.clientWidth}x${el.clientHeight}`;
        const ro = new ResizeObserver(([entry]) => {
          const next = `${Math.round(entry!.contentRect.width)}x${Math.round(entry!.contentRect.height)}`;
          if (next === size) return;
          size = next;
          chart.resize();
        });
        ro.observe(el);
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
  }, [option]);
  return { ref, failed };
}
