import { useEffect, useMemo, useRef, type ReactNode, type UIEvent } from 'react';
import {
  columnPinningFeature,
  columnSizingFeature,
  columnVisibilityFeature,
  rowSelectionFeature,
  tableFeatures,
  useTable,
  type Column,
  type ColumnDef,
  type RowSelectionState,
  type RowData,
  type Updater,
} from '@tanstack/react-table';
import antTheme from 'antd/es/theme';
import { CheckBox } from '@/components/check-box';
import { TABLE_STICKY_TOP } from '@/components/page-container';
import './data-table.css';

/**
 * A list table for pages of up to a few hundred rows, on @tanstack/react-table with plain table markup.
 *
 * Why not antd Table here: a 20-row antd Table with a selection column, fixed columns and a sticky header costs
 * about 60 ms to mount on a 2-core machine (per-cell context, measuring rows, JS scroll syncing), which was most of a
 * route change to the goods list. This table does the same with CSS: `position: sticky` for the header (under the page
 * header) and for pinned columns, fixed column widths (no measuring), native checkboxes in the theme colour.
 * Lists of thousands of rows keep antd's virtual Table (see {@link toAntColumns}).
 */

export type RowKey = string | number;

export interface DataColumn<T extends RowData> {
  key: string;
  title: ReactNode;
  /** px; every column has one, so header and body line up without measuring. */
  width: number;
  /** Pinned to the start (left) or end (right) edge while scrolling sideways. */
  pin?: 'start' | 'end';
  align?: 'left' | 'right' | 'center';
  render: (row: T, index: number) => ReactNode;
}

export interface DataTableSelection<T extends RowData> {
  selected: readonly RowKey[];
  onChange: (keys: RowKey[]) => void;
  /** For the row checkbox's accessible name, e.g. the goods name. */
  label: (row: T) => string;
}

export interface DataTableProps<T extends RowData> {
  'aria-label': string;
  rows: readonly T[];
  columns: readonly DataColumn<T>[];
  rowKey: (row: T) => RowKey;
  /** Keys of columns not shown. */
  hidden?: readonly string[];
  selection?: DataTableSelection<T>;
  loading?: boolean;
  empty: ReactNode;
  /** Where the sticky header stops: below the page header by default. */
  stickyTop?: number;
}

const features = tableFeatures({ rowSelectionFeature, columnVisibilityFeature, columnPinningFeature, columnSizingFeature });
type Features = typeof features;

export const SELECT_COLUMN_ID = '__select';
const SELECT_WIDTH = 48;

function pinStyle<T extends RowData>(column: Column<Features, T, unknown>): React.CSSProperties | undefined {
  const pinned = column.getIsPinned();
  if (pinned === 'start') return { left: column.getStart('start') };
  if (pinned === 'end') return { right: column.getAfter('end') };
  return undefined;
}

/** Class names of a pinned cell; `edges` are the ids of the innermost pinned columns (they cast the shadow). */
function pinClass<T extends RowData>(column: Column<Features, T, unknown>, edges: { start?: string; end?: string }): string {
  const pinned = column.getIsPinned();
  if (!pinned) return '';
  return ` xm-dt-pin-${pinned}${edges[pinned] === column.id ? ` xm-dt-pin-${pinned}-edge` : ''}`;
}

export function DataTable<T extends RowData>({ rows, columns, rowKey, hidden, selection, loading, empty, stickyTop = TABLE_STICKY_TOP, ...aria }: DataTableProps<T>) {
  // antd's CSS variables live on antd's own elements only: the theme colours this table uses are set on its root.
  const { token } = antTheme.useToken();
  const themeVars = useMemo(
    () =>
      ({
        '--ant-color-primary': token.colorPrimary,
        '--ant-color-primary-bg': token.colorPrimaryBg,
        '--ant-color-primary-bg-hover': token.colorPrimaryBgHover,
        '--ant-color-link': token.colorLink,
        '--ant-color-link-hover': token.colorLinkHover,
      }) as React.CSSProperties,
    [token.colorPrimary, token.colorPrimaryBg, token.colorPrimaryBgHover, token.colorLink, token.colorLinkHover],
  );
  const headRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  const defs = useMemo<ColumnDef<Features, T>[]>(() => {
    const list: ColumnDef<Features, T>[] = columns.map((c) => ({
      id: c.key,
      header: () => c.title,
      cell: (ctx) => c.render(ctx.row.original, ctx.row.index),
      size: c.width,
      minSize: c.width,
      meta: { align: c.align },
    }));
    if (selection) list.unshift({ id: SELECT_COLUMN_ID, size: SELECT_WIDTH, minSize: SELECT_WIDTH });
    return list;
  }, [columns, selection !== undefined]); // eslint-disable-line react-hooks/exhaustive-deps

  const keyOf = useMemo(() => new Map(rows.map((r) => [String(rowKey(r)), rowKey(r)])), [rows, rowKey]);
  const rowSelection = useMemo<RowSelectionState>(() => Object.fromEntries((selection?.selected ?? []).map((k) => [String(k), true])), [selection?.selected]);
  const columnVisibility = useMemo(() => Object.fromEntries((hidden ?? []).map((k) => [k, false])), [hidden]);
  const columnPinning = useMemo(() => {
    const start = columns.filter((c) => c.pin === 'start').map((c) => c.key);
    return { start: selection && start.length ? [SELECT_COLUMN_ID, ...start] : start, end: columns.filter((c) => c.pin === 'end').map((c) => c.key) };
  }, [columns, selection]);

  const table = useTable({
    features,
    data: rows as T[],
    columns: defs,
    getRowId: (r) => String(rowKey(r)),
    state: { rowSelection, columnVisibility, columnPinning },
    enableRowSelection: !!selection,
    onRowSelectionChange: (updater: Updater<RowSelectionState>) => {
      if (!selection) return;
      const next = typeof updater === 'function' ? updater(rowSelection) : updater;
      // Keys of rows on other pages stay selected; keys are given back with their original type.
      selection.onChange(Object.keys(next).filter((k) => next[k]).map((k) => keyOf.get(k) ?? (selection.selected.find((s) => String(s) === k) as RowKey)));
    },
  });

  const leafColumns = table.getVisibleLeafColumns();
  const visibleIds = new Set(leafColumns.map((c) => c.id));
  const edges = { start: columnPinning.start.filter((id) => visibleIds.has(id)).at(-1), end: columnPinning.end.find((id) => visibleIds.has(id)) };
  const totalWidth = leafColumns.reduce((w, c) => w + c.getSize(), 0);
  const colgroup = (
    <colgroup>
      {leafColumns.map((c) => (
        <col key={c.id} style={{ width: c.getSize() }} />
      ))}
    </colgroup>
  );

  // Shadows on the pinned edges only while there is something scrolled under them; set on the element (no re-render).
  const updatePing = () => {
    const body = bodyRef.current;
    const root = rootRef.current;
    if (!body || !root) return;
    root.classList.toggle('xm-dt-ping-start', body.scrollLeft > 0);
    root.classList.toggle('xm-dt-ping-end', body.scrollLeft + body.clientWidth < body.scrollWidth - 1);
    // A body wider than its box scrolls sideways: a keyboard user reaches it with Tab and scrolls with the arrows.
    const scrolls = body.scrollWidth > body.clientWidth + 1;
    if (scrolls !== (body.tabIndex === 0)) {
      if (scrolls) {
        body.tabIndex = 0;
        body.setAttribute('role', 'region');
        body.setAttribute('aria-label', `${aria['aria-label']}（可左右滚动）`);
      } else {
        body.removeAttribute('tabindex');
        body.removeAttribute('role');
        body.removeAttribute('aria-label');
      }
    }
  };
  useEffect(() => {
    const body = bodyRef.current;
    if (!body || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(updatePing);
    ro.observe(body);
    return () => ro.disconnect();
  }, []);
  const onScroll = (e: UIEvent<HTMLDivElement>) => {
    if (headRef.current) headRef.current.scrollLeft = e.currentTarget.scrollLeft;
    updatePing();
  };

  const headerGroup = table.getHeaderGroups()[0]!;
  const rowModel = table.getRowModel().rows;
  const allSelected = rowModel.length > 0 && table.getIsAllPageRowsSelected();
  const someSelected = !allSelected && table.getIsSomePageRowsSelected();

  return (
    <div ref={rootRef} className="xm-dt" style={themeVars} aria-busy={loading || undefined}>
      <div ref={headRef} className="xm-dt-head" style={{ top: stickyTop }}>
        <table style={{ width: totalWidth }} className="xm-dt-table" aria-label={`${aria['aria-label']}表头`}>
          {colgroup}
          <thead>
            <tr>
              {headerGroup.headers.map((h) => {
                const align = (h.column.columnDef.meta as { align?: string } | undefined)?.align;
                return (
                  <th key={h.id} scope="col" className={`xm-dt-cell${pinClass(h.column, edges)}`} style={{ ...pinStyle(h.column), textAlign: align as 'left' | undefined }}>
                    {h.column.id === SELECT_COLUMN_ID ? (
                      <CheckBox label="全选本页" checked={allSelected} indeterminate={someSelected} disabled={!rowModel.length} onChange={table.getToggleAllPageRowsSelectedHandler()} />
                    ) : (
                      (h.column.columnDef.header as () => ReactNode)()
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
        </table>
      </div>
      <div ref={bodyRef} className="xm-dt-body" onScroll={onScroll}>
        <table style={{ width: totalWidth }} className="xm-dt-table" aria-label={aria['aria-label']}>
          {colgroup}
          <tbody>
            {rowModel.length ? (
              rowModel.map((row) => {
                const checked = row.getIsSelected();
                return (
                  <tr key={row.id} data-row-key={row.id} className={checked ? 'xm-dt-row xm-dt-row-selected' : 'xm-dt-row'}>
                    {row.getVisibleCells().map((cell) => {
                      const col = cell.column;
                      const align = (col.columnDef.meta as { align?: string } | undefined)?.align;
                      return (
                        <td key={cell.id} className={`xm-dt-cell${pinClass(col, edges)}`} style={{ ...pinStyle(col), textAlign: align as 'left' | undefined }}>
                          {col.id === SELECT_COLUMN_ID ? (
                            <CheckBox label={`选择 ${selection!.label(row.original)}`} checked={checked} onChange={row.getToggleSelectedHandler()} />
                          ) : (
                            (col.columnDef.cell as (ctx: { row: typeof row }) => ReactNode)({ row })
                          )}
                        </td>
                      );
                    })}
                  </tr>
                );
              })
            ) : (
              <tr className="xm-dt-empty">
                <td colSpan={leafColumns.length}>{empty}</td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {loading ? (
        <div className="xm-dt-mask" role="status" aria-label="加载中">
          <span className="xm-dt-spin" />
        </div>
      ) : null}
    </div>
  );
}

/** The same columns for antd's Table (its virtual mode serves lists beyond a few hundred rows). */
export function toAntColumns<T extends RowData>(columns: readonly DataColumn<T>[], hidden: readonly string[] = []) {
  return columns
    .filter((c) => !hidden.includes(c.key))
    .map((c) => ({
      key: c.key,
      title: c.title,
      width: c.width,
      align: c.align,
      fixed: c.pin === 'start' ? ('left' as const) : c.pin === 'end' ? ('right' as const) : undefined,
      render: (_: unknown, row: T, index: number) => c.render(row, index),
    }));
}
