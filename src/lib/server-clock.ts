import { useEffect, useState } from 'react';

/**
 * The platform clock as this tab knows it. Every API answer carries `x-server-now` (the server's platform clock,
 * ms epoch, which `npm run platform -- clock set|advance` moves); the HTTP layer hands it to `noteServerNow`, and
 * the offset to the browser's own clock is kept here. Deadlines the server sets (after-sale countdowns, proof and
 * appeal deadlines, ship-by times, the overview's to-dos) are compared with `serverNow()`, never with `Date.now()`.
 * Before the first answer the offset is 0: the browser's clock.
 */
export const SERVER_NOW_HEADER = 'x-server-now';

/** A reading that differs from the kept offset by less than this is network time, not a moved clock: ignored. */
const NOISE_MS = 2_000;

let offsetMs = 0;
const listeners = new Set<() => void>();

/** The platform clock's now, ms epoch. */
export function serverNow(): number {
  return Date.now() + offsetMs;
}

/** Platform clock minus the browser's clock, ms. */
export function serverClockOffset(): number {
  return offsetMs;
}

/** Records a reading of the platform clock (`serverMs`) taken when the browser's clock said `localMs`. */
export function noteServerNow(serverMs: number, localMs: number = Date.now()): void {
  if (!Number.isFinite(serverMs) || serverMs <= 0) return;
  const next = Math.round(serverMs - localMs);
  if (Math.abs(next - offsetMs) < NOISE_MS) return;
  offsetMs = next;
  for (const fn of [...listeners]) fn();
}

/** Reads the header of an API answer (absent or malformed: nothing changes). */
export function noteServerNowHeader(value: string | null, localMs: number = Date.now()): void {
  if (value && /^\d{1,15}$/.test(value)) noteServerNow(Number(value), localMs);
}

/** Calls `fn` whenever the offset changes; returns the unsubscribe function. */
export function subscribeServerClock(fn: () => void): () => void {
  listeners.add(fn);
  return () => {
    listeners.delete(fn);
  };
}

/** The platform clock's now, re-rendered every `everyMs` and at once when an answer shows the clock moved. */
export function useServerNow(everyMs = 60_000): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    const tick = () => setNow(serverNow());
    const timer = setInterval(tick, everyMs);
    const unsubscribe = subscribeServerClock(tick);
    return () => {
      clearInterval(timer);
      unsubscribe();
    };
  }, [everyMs]);
  return now;
}

/** Tests: back to the browser's clock, no listeners kept. */
export function resetServerClockForTests(): void {
  offsetMs = 0;
}
