import { describe, expect, it } from 'vitest';
import { family, partOf } from './js-parts.ts';

describe('js-parts', () => {
  it('names the chart library by parts, antd by component, the app by folder', () => {
    expect(partOf('../../node_modules/echarts/lib/chart/line/LineView.js')).toBe('echarts/chart/line');
    expect(partOf('../../node_modules/zrender/lib/canvas/Painter.js')).toBe('zrender/canvas');
    expect(partOf('../../node_modules/antd/es/table/Table.js')).toBe('antd/table');
    expect(partOf('../../node_modules/@rc-component/picker/es/index.js')).toBe('@rc-component/picker');
    expect(partOf('../../src/features/order/order-list-page.tsx')).toBe('src/features/order');
    expect(partOf('../../src/lib/line-chart.tsx')).toBe('src/lib/line-chart.tsx');
  });

  it('groups parts into the families the bench prints', () => {
    expect(family('echarts/chart/line')).toBe('charts');
    expect(family('src/lib/line-chart.tsx')).toBe('charts');
    expect(family('antd/table')).toBe('table');
    expect(family('@rc-component/table')).toBe('table');
    expect(family('antd/form')).toBe('antd components');
    expect(family('react-dom')).toBe('react, router, query');
    expect(family('src/features/order')).toBe('app code');
    expect(family('dayjs')).toBe('other packages');
  });
});
