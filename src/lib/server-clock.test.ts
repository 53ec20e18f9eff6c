import { afterEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { noteServerNow, noteServerNowHeader, resetServerClockForTests, serverClockOffset, serverNow, useServerNow } from './server-clock';

const HOUR = 3_600_000;
afterEach(() => resetServerClockForTests());

describe('server clock', () => {
  it('is the browser clock until an answer says otherwise, then the platform clock', () => {
    expect(serverClockOffset()).toBe(0);
    const local = Date.now();
    noteServerNow(local + 49 * HOUR, local);
    expect(serverClockOffset()).toBe(49 * HOUR);
    expect(serverNow() - Date.now()).toBe(49 * HOUR);
    noteServerNow(local - HOUR, local); // moved back (clock reset or set)
    expect(serverClockOffset()).toBe(-HOUR);
  });

  it('ignores network-time noise and malformed headers', () => {
    const local = 1_800_000_000_000;
    noteServerNow(local + 10 * HOUR, local);
    noteServerNow(local + 10 * HOUR + 1_500, local);
    expect(serverClockOffset()).toBe(10 * HOUR);
    for (const bad of [null, '', 'abc', '-5', '1e12', '12.5']) noteServerNowHeader(bad, local);
    expect(serverClockOffset()).toBe(10 * HOUR);
    noteServerNowHeader(String(local + 2 * HOUR), local);
    expect(serverClockOffset()).toBe(2 * HOUR);
  });

  it('re-renders its users at once when the clock moves', () => {
    const { result } = renderHook(() => useServerNow());
    const before = result.current;
    act(() => noteServerNow(Date.now() + 49 * HOUR));
    expect(result.current - before).toBeGreaterThanOrEqual(49 * HOUR - 1000);
    expect(result.current - before).toBeLessThan(49 * HOUR + 60_000);
  });
});
