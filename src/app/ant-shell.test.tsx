import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnyRouter } from '@tanstack/react-router';
import { clearToken, setToken } from '@/stores/session';
import { firstPageWithoutAntd, isWithoutAntd, whenIdle } from './ant-shell';

const ok = (withoutAntd?: boolean) => ({ status: 'success', staticData: withoutAntd === undefined ? {} : { withoutAntd } });

describe('isWithoutAntd', () => {
  it('is true when a match says withoutAntd and every match is fine', () => {
    expect(isWithoutAntd([ok(), ok(true)])).toBe(true);
    expect(isWithoutAntd([ok(), { status: 'pending', staticData: { withoutAntd: true } }])).toBe(true);
  });

  it('is false for other pages, before any match, and for an error or a not-found (their pages use antd)', () => {
    expect(isWithoutAntd([])).toBe(false);
    expect(isWithoutAntd([ok(), ok()])).toBe(false);
    expect(isWithoutAntd([ok(), { status: 'error', staticData: { withoutAntd: true } }])).toBe(false);
    expect(isWithoutAntd([{ ...ok(), globalNotFound: true }, ok(true)])).toBe(false);
  });
});

function fakeRouter(pathname: string, routes: { id: string; withoutAntd?: boolean }[]) {
  return {
    latestLocation: { pathname },
    getMatchedRoutes: () => [routes.map((r) => ({ id: r.id, options: { staticData: r.withoutAntd ? { withoutAntd: true } : {} } })), {}, undefined],
  } as unknown as AnyRouter;
}

describe('firstPageWithoutAntd (whether antd loads at start-up or after the first paint)', () => {
  afterEach(() => clearToken());
  const LOGIN = [{ id: '__root__' }, { id: '/login/', withoutAntd: true }];
  const OVERVIEW = [{ id: '__root__' }, { id: '/_authed' }, { id: '/_authed/_app' }, { id: '/_authed/_app/overview' }];

  it('the login page paints without antd, with or without a token', () => {
    expect(firstPageWithoutAntd(fakeRouter('/login', LOGIN))).toBe(true);
    setToken('t');
    expect(firstPageWithoutAntd(fakeRouter('/login', LOGIN))).toBe(true);
  });

  it('a signed-in page or / without a token ends on the login page', () => {
    expect(firstPageWithoutAntd(fakeRouter('/overview', OVERVIEW))).toBe(true);
    expect(firstPageWithoutAntd(fakeRouter('/', [{ id: '__root__' }, { id: '/' }]))).toBe(true);
  });

  it('with a token, and for public pages, antd is needed before the first paint', () => {
    expect(firstPageWithoutAntd(fakeRouter('/feedback', [{ id: '__root__' }, { id: '/feedback' }]))).toBe(false);
    setToken('t');
    expect(firstPageWithoutAntd(fakeRouter('/overview', OVERVIEW))).toBe(false);
    expect(firstPageWithoutAntd(fakeRouter('/', [{ id: '__root__' }, { id: '/' }]))).toBe(false);
  });
});

describe('whenIdle', () => {
  it('uses requestIdleCallback with a timeout, and cancels it', () => {
    const w = globalThis as unknown as { requestIdleCallback?: unknown; cancelIdleCallback?: unknown };
    const saved = [w.requestIdleCallback, w.cancelIdleCallback];
    const ric = vi.fn((_cb: () => void, _o: { timeout: number }) => 7);
    const cic = vi.fn();
    w.requestIdleCallback = ric;
    w.cancelIdleCallback = cic;
    try {
      const fn = vi.fn();
      const cancel = whenIdle(fn, 1500);
      expect(ric).toHaveBeenCalledWith(fn, { timeout: 1500 });
      cancel();
      expect(cic).toHaveBeenCalledWith(7);
    } finally {
      [w.requestIdleCallback, w.cancelIdleCallback] = saved;
    }
  });
});
