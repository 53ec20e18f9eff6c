import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VirtualTable } from './virtual-table';

interface Row {
  id: number;
  name: string;
}

const COLUMNS = [{ title: '名称', dataIndex: 'name', width: 200 }];

describe('VirtualTable', () => {
  it('shows its rows once mounted (the empty first commit never reaches the screen) and follows new rows', () => {
    const rows: Row[] = [
      { id: 1, name: '甲' },
      { id: 2, name: '乙' },
    ];
    const { rerender } = render(<VirtualTable<Row> rowKey="id" columns={COLUMNS} dataSource={rows} pagination={false} scroll={{ x: 200, y: 400 }} />);
    expect(screen.getByText('甲')).toBeTruthy();
    expect(screen.getByText('乙')).toBeTruthy();
    rerender(<VirtualTable<Row> rowKey="id" columns={COLUMNS} dataSource={[{ id: 3, name: '丙' }]} pagination={false} scroll={{ x: 200, y: 400 }} />);
    expect(screen.getByText('丙')).toBeTruthy();
    expect(screen.queryByText('甲')).toBeNull();
  });
});
