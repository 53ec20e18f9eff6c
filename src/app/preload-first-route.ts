import type { AnyRouter } from '@tanstack/react-router';
import { getToken } from '@/stores/session';

/**
 * Starts loading the code of the routes the address bar points at while antd's providers load (for the pages that
 * need them, src/app/ant-shell.tsx), instead of after the guard's session requests: the router asks for a route's
 * chunks only once its guard has passed. Signed-in routes are skipped without a token (the guard sends the
 * visitor to login). A failure is left to the router, which loads the same chunks again and shows its own error.
 */
export function preloadFirstRoute(router: AnyRouter): void {
  const signedIn = !!getToken();
  try {
    const [routes] = router.getMatchedRoutes(router.latestLocation.pathname);
    for (const route of routes) {
      if (!signedIn && route.id.startsWith('/_authed')) break;
      void router.loadRouteChunk(route)?.catch(() => undefined);
    }
  } catch {
    // Nothing preloaded: the router loads what it needs.
  }
}
