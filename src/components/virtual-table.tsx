import { useLayoutEffect, useState } from 'react';
import Table, { type TableProps } from 'antd/es/table';
import type { AnyObject } from 'antd/es/_util/type';

const NO_ROWS: never[] = [];

/**
 * antd's Table in virtual mode, for lists of hundreds to thousands of rows.
 *
 * The virtual table measures its own width in a layout effect and then renders again: mounted with its rows, it
 * rendered every visible row twice before the page first painted (a quarter of a route change to the order list).
 * This one mounts empty for that measurement and passes the rows from the next commit on, which React still makes
 * before the browser paints: nothing empty is ever shown, and the rows render once.
 */
export function VirtualTable<T extends AnyObject>({ dataSource, ...props }: Omit<TableProps<T>, 'virtual'>) {
  const [measured, setMeasured] = useState(false);
  useLayoutEffect(() => setMeasured(true), []);
  return <Table<T> {...props} virtual dataSource={measured ? dataSource : NO_ROWS} />;
}
