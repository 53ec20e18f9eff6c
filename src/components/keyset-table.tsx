import type { ReactNode } from 'react';
import Button from 'antd/es/button';
import type { RowData } from '@tanstack/react-table';
import { DataTable, toAntColumns, type DataColumn, type RowKey } from '@/components/data-table/data-table';
import { VirtualTable } from '@/components/virtual-table';
import './keyset-table.css';

/** Above this many loaded rows the list switches to antd's virtual table (as the goods list does). */
export const VIRTUAL_ABOVE = 200;

export interface KeysetTableProps<T extends RowData> {
  'aria-label': string;
  rows: readonly T[];
  columns: readonly DataColumn<T>[];
  rowKey: (row: T) => RowKey;
  loading?: boolean;
  empty: ReactNode;
  hasMore: boolean;
  loadingMore?: boolean;
  onLoadMore: () => void;
  /** Text after the loaded count, e.g. a total. */
  summary?: ReactNode;
}

/**
 * A keyset-paginated list: a DataTable (a VirtualTable once many rows are loaded), the loaded count and a
 * "加载更多" button that fetches the next page by its cursor (keyboard-reachable; no page numbers to jump to).
 */
export function KeysetTable<T extends RowData>({ rows, columns, rowKey, loading, empty, hasMore, loadingMore, onLoadMore, summary, ...aria }: KeysetTableProps<T>) {
  const virtual = rows.length > VIRTUAL_ABOVE;
  return (
    <div>
      {virtual ? (
        <VirtualTable<T & object>
          rowKey={(r) => rowKey(r)}
          size="middle"
          aria-label={aria['aria-label']}
          columns={toAntColumns(columns)}
          dataSource={rows as (T & object)[]}
          pagination={false}
          scroll={{ x: columns.reduce((w, c) => w + c.width, 0), y: 640 }}
          onScroll={(e) => {
            const el = e.currentTarget;
            if (el.scrollHeight - el.scrollTop - el.clientHeight < 400 && hasMore && !loadingMore) onLoadMore();
          }}
        />
      ) : (
        <DataTable<T> aria-label={aria['aria-label']} rows={rows} columns={columns} rowKey={rowKey} loading={loading} empty={empty} />
      )}
      <div className="xm-keyset-footer">
        <span data-testid="loaded-count">
          已加载 {rows.length} 条{summary}
        </span>
        {hasMore ? (
          <Button onClick={onLoadMore} loading={loadingMore}>
            加载更多
          </Button>
        ) : rows.length ? (
          <span>已全部加载</span>
        ) : null}
      </div>
    </div>
  );
}
