import { useEffect } from 'react';
import { useRouterState } from '@tanstack/react-router';

/** The pages this browser opened last (command palette「最近访问」), newest first, at most 8, in localStorage. */
export interface RecentPage {
  href: string;
  title: string;
}
const KEY = 'xm-recent-pages';
const MAX = 8;

export function recentPages(): RecentPage[] {
  try {
    const v = JSON.parse(localStorage.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(v) ? (v as RecentPage[]).filter((p) => typeof p?.href === 'string' && typeof p?.title === 'string').slice(0, MAX) : [];
  } catch {
    return [];
  }
}

export function rememberPage(p: RecentPage): void {
  try {
    const list = [p, ...recentPages().filter((x) => x.href !== p.href)].slice(0, MAX);
    localStorage.setItem(KEY, JSON.stringify(list));
  } catch {
    /* storage full or blocked: the palette just shows fewer recent pages */
  }
}

/** Remembers every page opened (its title from the route's staticData), for the palette. */
export function useRememberPage(): void {
  const href = useRouterState({ select: (s) => s.location.href });
  const title = useRouterState({ select: (s) => s.matches.at(-1)?.staticData?.title });
  const notFound = useRouterState({ select: (s) => s.matches.some((m) => m.status === 'notFound' || m.status === 'error') });
  useEffect(() => {
    if (title && !notFound) rememberPage({ href, title });
  }, [href, title, notFound]);
}
