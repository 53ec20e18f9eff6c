import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import Table, { type TableProps } from 'antd/es/table';
import type { AnyObject } from 'antd/es/_util/type';

const NO_ROWS: never[] = [];
/** The scrolling body of antd's virtual table (rc-virtual-list's holder; the plain body while the table is empty). */
const SCROLL_BODY = '.ant-table-tbody-virtual-holder, .ant-table-body';

/**
 * antd's Table in virtual mode, for lists of hundreds to thousands of rows.
 *
 * The virtual table measures its own width in a layout effect and then renders again: mounted with its rows, it
 * rendered every visible row twice before the page first painted (a quarter of a route change to the order list).
 * This one mounts empty for that measurement and passes the rows from the next commit on, which React still makes
 * before the browser paints: nothing empty is ever shown, and the rows render once.
 *
 * Its scrolling body is in the tab order (WCAG 2.1.1, axe scrollable-region-focusable): focused, the arrow keys and
 * Page Up/Down scroll it. antd has no prop for it, hence the attributes set on its element.
 */
export function VirtualTable<T extends AnyObject>({ dataSource, scrollLabel = '表格内容', ...props }: Omit<TableProps<T>, 'virtual'> & { scrollLabel?: string }) {
  const [measured, setMeasured] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => setMeasured(true), []);
  useEffect(() => {
    for (const body of ref.current?.querySelectorAll<HTMLElement>(SCROLL_BODY) ?? []) {
      if (body.tabIndex === 0) continue;
      body.tabIndex = 0;
      body.setAttribute('role', 'region');
      body.setAttribute('aria-label', `${scrollLabel}（可用方向键滚动）`);
    }
  });
  return (
    <div ref={ref}>
      <Table<T> {...props} virtual dataSource={measured ? dataSource : NO_ROWS} />
    </div>
  );
}
