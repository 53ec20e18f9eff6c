import { afterEach, describe, expect, it, vi } from 'vitest';
import NProgress from 'nprogress';
import type { AnyRouter } from '@tanstack/react-router';
import { installProgressBar } from './progress';

type Handler = (e: { pathChanged: boolean }) => void;

function fakeRouter() {
  const handlers: Record<string, Handler[]> = {};
  const router = { subscribe: (event: string, fn: Handler) => (handlers[event] ??= []).push(fn) } as unknown as AnyRouter;
  const emit = (event: string, e = { pathChanged: true }) => handlers[event]?.forEach((fn) => fn(e));
  return { router, emit };
}

afterEach(() => {
  vi.restoreAllMocks();
  NProgress.remove();
});

describe('installProgressBar', () => {
  it('uses the spec minimum and speed', () => {
    const configure = vi.spyOn(NProgress, 'configure');
    installProgressBar(fakeRouter().router, () => {});
    expect(configure).toHaveBeenCalledWith(expect.objectContaining({ minimum: 0.08, speed: 200, showSpinner: false }));
  });

  it('starts on a path change only, and finishes when the scheduler runs after the page resolved', () => {
    const start = vi.spyOn(NProgress, 'start');
    const done = vi.spyOn(NProgress, 'done');
    const queued: (() => void)[] = [];
    const { router, emit } = fakeRouter();
    installProgressBar(router, (fn) => queued.push(fn));
    emit('onBeforeLoad', { pathChanged: false });
    expect(start).not.toHaveBeenCalled();
    emit('onBeforeLoad');
    expect(start).toHaveBeenCalledTimes(1);
    emit('onResolved');
    expect(done).not.toHaveBeenCalled();
    queued.shift()!();
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('keeps the bar going when another navigation starts before the deferred finish', () => {
    const done = vi.spyOn(NProgress, 'done');
    const queued: (() => void)[] = [];
    const { router, emit } = fakeRouter();
    installProgressBar(router, (fn) => queued.push(fn));
    emit('onBeforeLoad');
    emit('onResolved');
    emit('onBeforeLoad');
    queued.shift()!();
    expect(done).not.toHaveBeenCalled();
    emit('onResolved');
    queued.shift()!();
    expect(done).toHaveBeenCalledTimes(1);
  });
});
