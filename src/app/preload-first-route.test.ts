import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnyRouter } from '@tanstack/react-router';
import { clearToken, setToken } from '@/stores/session';
import { preloadFirstRoute } from './preload-first-route';

function fakeRouter(pathname: string, ids: string[], load: (id: string) => Promise<void> | undefined = () => Promise.resolve()) {
  const loaded: string[] = [];
  const router = {
    latestLocation: { pathname },
    getMatchedRoutes: vi.fn((p: string) => [p === pathname ? ids.map((id) => ({ id })) : [], {}, undefined]),
    loadRouteChunk: vi.fn((route: { id: string }) => {
      loaded.push(route.id);
      return load(route.id);
    }),
  };
  return { router: router as unknown as AnyRouter, loaded };
}

const ORDER_LIST = ['__root__', '/_authed', '/_authed/_app', '/_authed/_app/order/list'];

describe('preloadFirstRoute', () => {
  afterEach(() => clearToken());

  it('loads the code of every route the address matches when signed in', () => {
    setToken('t');
    const { router, loaded } = fakeRouter('/order/list', ORDER_LIST);
    preloadFirstRoute(router);
    expect(loaded).toEqual(ORDER_LIST);
  });

  it('skips the signed-in routes without a token (the guard sends the visitor to login)', () => {
    const { router, loaded } = fakeRouter('/order/list', ORDER_LIST);
    preloadFirstRoute(router);
    expect(loaded).toEqual(['__root__']);
  });

  it('loads public routes without a token', () => {
    const { router, loaded } = fakeRouter('/login', ['__root__', '/login']);
    preloadFirstRoute(router);
    expect(loaded).toEqual(['__root__', '/login']);
  });

  it('leaves a failed chunk to the router: the rejection is handled, nothing throws', () => {
    setToken('t');
    const failures: Array<Promise<void>> = [];
    const { router } = fakeRouter('/order/list', ORDER_LIST, () => {
      const p = Promise.reject(new Error('chunk'));
      vi.spyOn(p, 'catch');
      failures.push(p);
      return p;
    });
    expect(() => preloadFirstRoute(router)).not.toThrow();
    expect(failures).toHaveLength(ORDER_LIST.length);
    for (const p of failures) expect(p.catch).toHaveBeenCalled();
    const broken = { latestLocation: { pathname: '/x' }, getMatchedRoutes: () => { throw new Error('no tree'); } } as unknown as AnyRouter;
    expect(() => preloadFirstRoute(broken)).not.toThrow();
  });
});
