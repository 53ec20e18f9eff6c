import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { CopyText } from './copy-text';

let writeText: ReturnType<typeof vi.fn>;

beforeEach(() => {
  writeText = vi.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});

afterEach(() => {
  vi.useRealTimers();
  Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
});

describe('<CopyText>', () => {
  it('shows the children and a 复制 button', () => {
    render(<CopyText text="202611250001">订单号 202611250001</CopyText>);
    expect(screen.getByText('订单号 202611250001')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '复制' })).toBeInTheDocument();
  });

  it('shows the text when there are no children', () => {
    render(<CopyText text="13800000001" />);
    expect(screen.getByText('13800000001')).toBeInTheDocument();
  });

  it('copies the text and shows the green tick for 1500 ms', async () => {
    vi.useFakeTimers();
    render(<CopyText text="202611250001">订单号</CopyText>);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '复制' }));
    });
    expect(writeText).toHaveBeenCalledWith('202611250001');

    const done = screen.getByRole('button', { name: '已复制' });
    expect(done.querySelector('.anticon-check')).not.toBeNull();
    expect(done.querySelector('.anticon-copy')).toBeNull();
    expect(done.querySelector<HTMLElement>('.anticon-check')!.style.color).not.toBe('');

    act(() => vi.advanceTimersByTime(1499));
    expect(screen.getByRole('button', { name: '已复制' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    const again = screen.getByRole('button', { name: '复制' });
    expect(again.querySelector('.anticon-copy')).not.toBeNull();
  });

  it('has the tooltip 复制, then 已复制', async () => {
    render(<CopyText text="x" />);
    fireEvent.mouseEnter(screen.getByRole('button', { name: '复制' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('复制');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '复制' }));
    });
    expect(await screen.findByRole('tooltip')).toHaveTextContent('已复制');
  });
});
