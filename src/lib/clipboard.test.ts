import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { COPY_INDICATOR_MS, copyText, useCopy } from './clipboard';

let writeText: ReturnType<typeof vi.fn>;
let execCommand: ReturnType<typeof vi.fn>;

function stubClipboard(value: unknown) {
  Object.defineProperty(navigator, 'clipboard', { value, configurable: true });
}

beforeEach(() => {
  writeText = vi.fn().mockResolvedValue(undefined);
  stubClipboard({ writeText });
  execCommand = vi.fn(() => true);
  Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
});

afterEach(() => {
  vi.useRealTimers();
  stubClipboard(undefined);
});

describe('copyText', () => {
  it('uses navigator.clipboard.writeText', async () => {
    await expect(copyText('订单号 123')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('订单号 123');
    expect(execCommand).not.toHaveBeenCalled();
  });

  it('falls back to a hidden textarea and execCommand without the clipboard API', async () => {
    stubClipboard(undefined);
    const input = document.body.appendChild(document.createElement('input'));
    input.focus();
    let copied = '';
    execCommand.mockImplementation(() => {
      const textarea = document.querySelector('textarea')!;
      copied = textarea.value.slice(textarea.selectionStart, textarea.selectionEnd);
      return true;
    });
    await expect(copyText('abc')).resolves.toBe(true);
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(copied).toBe('abc');
    expect(document.querySelector('textarea')).toBeNull();
    expect(document.activeElement).toBe(input); // focus goes back
    input.remove();
  });

  it('falls back when writeText is refused', async () => {
    writeText.mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    await expect(copyText('abc')).resolves.toBe(true);
    expect(execCommand).toHaveBeenCalledWith('copy');
  });

  it('resolves false when every way fails, without throwing', async () => {
    stubClipboard(undefined);
    execCommand.mockImplementation(() => {
      throw new Error('not supported');
    });
    await expect(copyText('abc')).resolves.toBe(false);
    execCommand.mockReturnValue(false);
    await expect(copyText('abc')).resolves.toBe(false);
  });
});

describe('useCopy', () => {
  it('is 1500 ms by default (spec §9)', () => {
    expect(COPY_INDICATOR_MS).toBe(1500);
  });

  it('sets copied for COPY_INDICATOR_MS', async () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useCopy());
    expect(result.current.copied).toBe(false);
    await act(() => result.current.copy('x'));
    expect(result.current.copied).toBe(true);
    act(() => vi.advanceTimersByTime(COPY_INDICATOR_MS - 1));
    expect(result.current.copied).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.copied).toBe(false);
  });

  it('restarts the time when copying again', async () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useCopy(1000));
    await act(() => result.current.copy('x'));
    act(() => vi.advanceTimersByTime(800));
    await act(() => result.current.copy('y'));
    act(() => vi.advanceTimersByTime(800));
    expect(result.current.copied).toBe(true);
    act(() => vi.advanceTimersByTime(200));
    expect(result.current.copied).toBe(false);
  });

  it('stays false when copying failed', async () => {
    stubClipboard(undefined);
    execCommand.mockReturnValue(false);
    const { result } = renderHook(() => useCopy());
    let ok = true;
    await act(async () => {
      ok = await result.current.copy('x');
    });
    expect(ok).toBe(false);
    expect(result.current.copied).toBe(false);
  });

  it('clears its timer on unmount', async () => {
    vi.useFakeTimers();
    const { result, unmount } = renderHook(() => useCopy());
    await act(() => result.current.copy('x'));
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
