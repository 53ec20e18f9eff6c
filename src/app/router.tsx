import { createRouter } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { routeTree } from '@/routeTree.gen';
import { setAuthExpiredHandler } from '@/api/http';
import { reportError } from '@/lib/error-reporting/lazy';
import { parseSearch } from '@/lib/search-params';
import { RouteError, RouteNotFound } from './route-error';
import { installProgressBar } from './progress';

export interface RouterContext {
  queryClient: QueryClient;
}

export function createAppRouter(queryClient: QueryClient) {
  const router = createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: RouteNotFound,
    scrollRestoration: true,
    parseSearch,
  });
  installProgressBar(router);
  // 1001/1003 anywhere: the ky layer has cleared the token; the router takes the user to login (spec §8).
  setAuthExpiredHandler((redirect) => {
    queryClient.clear();
    if (router.state.location.pathname !== '/login') void router.navigate({ to: '/login', search: { redirect }, replace: true });
  });
  router.subscribe('onResolved', (e) => {
    const failed = router.state.matches.find((m) => m.status === 'error');
    if (failed) reportError(failed.error, { where: 'navigation', to: e.toLocation.pathname });
  });
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
