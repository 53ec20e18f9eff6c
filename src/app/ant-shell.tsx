import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useRouterState, type AnyRouter } from '@tanstack/react-router';
import { AntScopeContext } from '@/components/ant-scope';
import { setFeedbackWaker } from '@/lib/feedback';
import { getToken } from '@/stores/session';

const loadProviders = () => import('./providers');
const AntProviders = lazy(loadProviders);

/** antd's providers (theme, zh_CN, validate messages, App context, antd's stylesheet), loaded on demand. */
export function WithAnt({ children }: { children?: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <AntProviders>{children}</AntProviders>
    </Suspense>
  );
}

interface MatchLike {
  status: string;
  globalNotFound?: boolean;
  staticData?: { withoutAntd?: boolean };
}

/** A page drawn without antd: every match fine and one of them says `withoutAntd` (an error page needs antd). */
export function isWithoutAntd(matches: readonly MatchLike[]): boolean {
  return matches.length > 0 && matches.every((m) => m.status !== 'error' && !m.globalNotFound) && matches.some((m) => m.staticData?.withoutAntd === true);
}

/** Runs `fn` once the browser is idle after the first paint (at most `timeout` ms later); returns a cancel function. */
export function whenIdle(fn: () => void, timeout = 2000): () => void {
  const w = globalThis as unknown as {
    requestIdleCallback?: (cb: () => void, o: { timeout: number }) => number;
    cancelIdleCallback?: (id: number) => void;
  };
  if (typeof w.requestIdleCallback === 'function') {
    const id = w.requestIdleCallback(fn, { timeout });
    return () => w.cancelIdleCallback?.(id);
  }
  const id = setTimeout(fn, 200);
  return () => clearTimeout(id);
}

/**
 * The page the address bar points at before anything has loaded: will it be drawn without antd? Signed-in routes
 * without a token end on the login page (the guard's redirect), and so does `/` (it goes to the overview).
 */
export function firstPageWithoutAntd(router: AnyRouter): boolean {
  try {
    const { pathname } = router.latestLocation;
    const [routes] = router.getMatchedRoutes(pathname) as unknown as [{ id: string; options: { staticData?: { withoutAntd?: boolean } } }[]];
    if (routes.some((r) => r.options.staticData?.withoutAntd)) return true;
    return !getToken() && (pathname === '/' || routes.some((r) => r.id.startsWith('/_authed')));
  } catch {
    return false;
  }
}

/**
 * Starts loading antd's providers at start-up when the first page needs them to paint (every page but login): in
 * parallel with the route's guard and chunks, as when the providers wrapped the whole app.
 */
export function preloadAntProviders(router: AnyRouter): void {
  if (!firstPageWithoutAntd(router)) void loadProviders().catch(() => undefined);
}

/**
 * Around the pages (the root route's outlet): antd's providers wrap every page, except the pages drawn without
 * antd (the login page), which paint first. For them the providers load once the browser is idle after that paint
 * (or at once when a toast is asked for) and mount beside the page: their App context shows the toasts, and the page
 * is not remounted. Going from such a page to another moves the pages into the providers, which stay mounted (a
 * toast shown on login stays on screen across the navigation).
 */
export function AntShell({ children }: { children: ReactNode }) {
  const withoutAntd = useRouterState({ select: (s) => isWithoutAntd(s.matches as unknown as MatchLike[]) });
  const [woken, setWoken] = useState(!withoutAntd);
  useEffect(() => setFeedbackWaker(() => setWoken(true)), []);
  useEffect(() => {
    if (woken) return;
    return whenIdle(() => setWoken(true));
  }, [woken]);
  return (
    <>
      {woken || !withoutAntd ? <WithAnt>{withoutAntd ? null : children}</WithAnt> : null}
      {withoutAntd ? <AntScopeContext.Provider value={WithAnt}>{children}</AntScopeContext.Provider> : null}
    </>
  );
}
