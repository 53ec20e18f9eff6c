import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import ConfigProvider from 'antd/es/config-provider';
import { DataTable, toAntColumns, type DataColumn, type RowKey } from './data-table';

interface Item {
  id: number;
  name: string;
  price: number;
}
const ITEMS: Item[] = [
  { id: 7, name: '笔记本', price: 2490 },
  { id: 8, name: '中性笔', price: 1590 },
  { id: 9, name: '书包', price: 6900 },
];
const COLUMNS: DataColumn<Item>[] = [
  { key: 'name', title: '商品', width: 200, pin: 'start', render: (r) => r.name },
  { key: 'price', title: '价格', width: 100, align: 'right', render: (r) => `¥${(r.price / 100).toFixed(2)}` },
  { key: 'index', title: '序号', width: 80, render: (_r, i) => `#${i + 1}` },
  { key: 'actions', title: '操作', width: 120, pin: 'end', render: (r) => <button type="button">编辑 {r.name}</button> },
];
const rowKey = (r: Item) => r.id;

function Selectable({ initial = [] as RowKey[], onChange = (_: RowKey[]) => {}, rows = ITEMS }) {
  const [selected, setSelected] = useState<RowKey[]>(initial);
  return (
    <>
      <span data-testid="selected">{JSON.stringify(selected)}</span>
      <DataTable
        aria-label="测试表"
        rows={rows}
        columns={COLUMNS}
        rowKey={rowKey}
        selection={{ selected, onChange: (k) => (setSelected(k), onChange(k)), label: (r) => r.name }}
        empty="没有数据"
      />
    </>
  );
}

const body = () => screen.getByRole('table', { name: '测试表' });
const bodyRows = () => within(body()).getAllByRole('row');

describe('<DataTable>', () => {
  it('renders every row and cell in column order, with the row index', () => {
    render(<DataTable aria-label="测试表" rows={ITEMS} columns={COLUMNS} rowKey={rowKey} empty="没有数据" />);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['商品', '价格', '序号', '操作']);
    expect(bodyRows().map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent))).toEqual([
      ['笔记本', '¥24.90', '#1', '编辑 笔记本'],
      ['中性笔', '¥15.90', '#2', '编辑 中性笔'],
      ['书包', '¥69.00', '#3', '编辑 书包'],
    ]);
    expect(bodyRows()[0]).toHaveAttribute('data-row-key', '7');
  });

  it('gives header and body the same fixed column widths', () => {
    render(<DataTable aria-label="测试表" rows={ITEMS} columns={COLUMNS} rowKey={rowKey} empty="没有数据" />);
    const tables = document.querySelectorAll('table');
    expect(tables).toHaveLength(2);
    const widths = [...tables].map((t) => [...t.querySelectorAll('col')].map((c) => c.style.width));
    expect(widths[0]).toEqual(['200px', '100px', '80px', '120px']);
    expect(widths[1]).toEqual(widths[0]);
    expect((tables[1] as HTMLTableElement).style.width).toBe('500px');
  });

  it('pins columns with sticky offsets; only the innermost pinned cell casts the shadow', () => {
    render(<Selectable />);
    const first = bodyRows()[0]!.querySelectorAll('td');
    // The selection column joins the start-pinned group ahead of 商品.
    expect(first[0]).toHaveClass('xm-dt-pin-start');
    expect(first[0]).not.toHaveClass('xm-dt-pin-start-edge');
    expect((first[0] as HTMLElement).style.left).toBe('0px');
    expect(first[1]).toHaveClass('xm-dt-pin-start', 'xm-dt-pin-start-edge');
    expect((first[1] as HTMLElement).style.left).toBe('48px');
    expect(first[2]).not.toHaveClass('xm-dt-pin-start');
    expect((first[2] as HTMLElement).style.textAlign).toBe('right');
    expect(first[4]).toHaveClass('xm-dt-pin-end', 'xm-dt-pin-end-edge');
    expect((first[4] as HTMLElement).style.right).toBe('0px');
  });

  it('hides the columns it is told to, in header and body', () => {
    render(<DataTable aria-label="测试表" rows={ITEMS} columns={COLUMNS} rowKey={rowKey} hidden={['price', 'index']} empty="没有数据" />);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['商品', '操作']);
    expect(bodyRows()[0]!.querySelectorAll('td')).toHaveLength(2);
    expect(document.querySelectorAll('table')[1]).toHaveStyle({ width: '320px' });
  });

  it('selects a row by its labelled checkbox and reports keys with their original type', () => {
    const onChange = vi.fn();
    render(<Selectable onChange={onChange} />);
    fireEvent.click(screen.getByRole('checkbox', { name: '选择 中性笔' }));
    expect(onChange).toHaveBeenLastCalledWith([8]);
    expect(bodyRows()[1]).toHaveClass('xm-dt-row-selected');
    const all = screen.getByRole('checkbox', { name: '全选本页' }) as HTMLInputElement;
    expect(all.checked).toBe(false);
    expect(all.indeterminate).toBe(true);
    fireEvent.click(all);
    expect(onChange).toHaveBeenLastCalledWith([7, 8, 9]);
    expect(all.checked).toBe(true);
    expect(all.indeterminate).toBe(false);
    fireEvent.click(all);
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(screen.getByTestId('selected')).toHaveTextContent('[]');
  });

  it('keeps keys selected on other pages when this page changes', () => {
    const onChange = vi.fn();
    render(<Selectable initial={[42]} onChange={onChange} />);
    fireEvent.click(screen.getByRole('checkbox', { name: '选择 书包' }));
    expect([...onChange.mock.lastCall![0]].sort()).toEqual([42, 9].sort());
    expect((screen.getByRole('checkbox', { name: '全选本页' }) as HTMLInputElement).indeterminate).toBe(true);
  });

  it('shows the empty text across all columns and disables select-all', () => {
    render(<Selectable rows={[]} />);
    const cell = screen.getByText('没有数据');
    expect(cell.tagName).toBe('TD');
    expect(cell).toHaveAttribute('colspan', '5');
    expect(screen.getByRole('checkbox', { name: '全选本页' })).toBeDisabled();
  });

  it('marks itself busy with a status while loading', () => {
    const { rerender } = render(<DataTable aria-label="测试表" rows={ITEMS} columns={COLUMNS} rowKey={rowKey} loading empty="没有数据" />);
    expect(screen.getByRole('status', { name: '加载中' })).toBeInTheDocument();
    expect(document.querySelector('.xm-dt')).toHaveAttribute('aria-busy', 'true');
    rerender(<DataTable aria-label="测试表" rows={ITEMS} columns={COLUMNS} rowKey={rowKey} empty="没有数据" />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(document.querySelector('.xm-dt')).not.toHaveAttribute('aria-busy');
  });

  it('scrolls the header sideways with the body', () => {
    render(<DataTable aria-label="测试表" rows={ITEMS} columns={COLUMNS} rowKey={rowKey} empty="没有数据" />);
    const scroller = document.querySelector('.xm-dt-body') as HTMLDivElement;
    scroller.scrollLeft = 37;
    fireEvent.scroll(scroller);
    expect((document.querySelector('.xm-dt-head') as HTMLDivElement).scrollLeft).toBe(37);
    expect(document.querySelector('.xm-dt')).toHaveClass('xm-dt-ping-start');
  });
});

describe('<DataTable> theme', () => {
  it("carries the antd theme's primary and link colours (a merchant's theme colour reaches the selection)", () => {
    render(
      <ConfigProvider theme={{ token: { colorPrimary: '#722ed1' } }}>
        <DataTable aria-label="测试表" rows={ITEMS} columns={COLUMNS} rowKey={rowKey} empty="没有数据" />
      </ConfigProvider>,
    );
    const root = document.querySelector('.xm-dt') as HTMLElement;
    expect(root.style.getPropertyValue('--ant-color-primary')).toBe('#722ed1');
    // antd derives the link colour from colorInfo, not from the primary colour: the table passes on what antd uses.
    expect(root.style.getPropertyValue('--ant-color-link')).toBe('#1677ff');
    expect(root.style.getPropertyValue('--ant-color-primary-bg')).not.toBe('');
  });
});

describe('toAntColumns', () => {
  it('maps pins to antd fixed sides, drops hidden columns and renders through the same function', () => {
    const cols = toAntColumns(COLUMNS, ['index']);
    expect(cols.map((c) => [c.key, c.width, c.fixed ?? null, c.align ?? null])).toEqual([
      ['name', 200, 'left', null],
      ['price', 100, null, 'right'],
      ['actions', 120, 'right', null],
    ]);
    expect(cols[1]!.render(undefined, ITEMS[2]!, 2)).toBe('¥69.00');
  });
});
