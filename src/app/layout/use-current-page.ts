import { useMemo } from 'react';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { routeTitle } from '@/app/title';
import type { RouteMeta } from '@/lib/route-meta';
import { buildMenu, findInMenu, MENU, type AppPath, type BuiltEntry, type BuiltGroup, type BuiltLeaf } from './menu';
import { reportError } from '@/lib/error-reporting/lazy';

export interface CurrentPage {
  pathname: string;
  href: string;
  title: string;
  meta: RouteMeta;
  /** The page is a 404 (a bad path parameter): no tab opens for it. */
  notFound: boolean;
  /** The menu position: the page itself, or its activeMenu for pages hidden from the menu. */
  group?: BuiltGroup;
  menuLeaf?: BuiltLeaf;
}

/** The menu for these keys; a failure to build it is logged and rethrown (spec §8 route generation failure). */
export function useMenu(keys: ReadonlySet<string>): BuiltEntry[] {
  const router = useRouter();
  return useMemo(() => {
    try {
      return buildMenu(MENU, (to: AppPath) => (router.routesByPath as unknown as Record<string, { options: { staticData?: RouteMeta } } | undefined>)[to]?.options.staticData, keys);
    } catch (err) {
      reportError(err, { where: 'menu' });
      throw err;
    }
  }, [router, keys]);
}

const NO_META: RouteMeta = {};

export function useCurrentPage(menu: readonly BuiltEntry[]): CurrentPage {
  const matches = useRouterState({ select: (s) => s.matches });
  const location = useRouterState({ select: (s) => s.location });
  const { pathname, href } = location;
  const leaf = matches[matches.length - 1];
  const meta: RouteMeta = leaf?.staticData ?? NO_META;
  const title = routeTitle(matches) ?? '';
  const pos = findInMenu(menu, pathname) ?? (meta.activeMenu ? findInMenu(menu, meta.activeMenu) : null);
  const notFound = matches.some((m) => m.status === 'notFound');
  const group = pos?.group;
  const menuLeaf = pos?.leaf;
  // One object per page, not per render: the layout defers it (useDeferredValue), and a new object on every render
  // would schedule a deferred render after each of the layout's own updates too.
  return useMemo(() => ({ pathname, href, title, meta, notFound, group, menuLeaf }), [pathname, href, title, meta, notFound, group, menuLeaf]);
}
