import { afterEach, describe, expect, it, vi } from 'vitest';
import * as feedbackModule from '@/lib/feedback';
import { handleChunkLoadFailure, isChunkLoadError, resetChunkReloadForTests, UPDATE_NOTICE } from './chunk-reload';

afterEach(() => {
  resetChunkReloadForTests();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('chunk load failure (spec §2, §8)', () => {
  it('recognises failed dynamic imports', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });
  it('shows the update notice and reloads after 2000 ms, once', () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(feedbackModule.feedback, 'warning').mockImplementation(() => {});
    const reload = vi.fn();
    expect(handleChunkLoadFailure(1_000_000, reload)).toBe(true);
    expect(warn).toHaveBeenCalledWith(UPDATE_NOTICE);
    vi.advanceTimersByTime(1999);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });
  it('does not reload again within 30 s of the last reload (no loops)', () => {
    vi.useFakeTimers();
    vi.spyOn(feedbackModule.feedback, 'warning').mockImplementation(() => {});
    sessionStorage.setItem('XM_CHUNK_RELOAD_AT', String(1_000_000));
    const reload = vi.fn();
    expect(handleChunkLoadFailure(1_010_000, reload)).toBe(false);
    vi.advanceTimersByTime(5000);
    expect(reload).not.toHaveBeenCalled();
  });
});
