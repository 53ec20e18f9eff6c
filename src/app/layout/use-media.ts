import { useSyncExternalStore } from 'react';
import { BREAKPOINTS } from '@/lib/constants';

/** One subscribe function per query: a new one on each render would make React re-subscribe on every render. */
const subscribers = new Map<string, (cb: () => void) => () => void>();
function subscribe(query: string) {
  let fn = subscribers.get(query);
  if (!fn) {
    fn = (cb: () => void) => {
      const mql = window.matchMedia(query);
      mql.addEventListener('change', cb);
      return () => mql.removeEventListener('change', cb);
    };
    subscribers.set(query, fn);
  }
  return fn;
}

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(subscribe(query), () => window.matchMedia(query).matches, () => false);
}

/** Phones (below the md breakpoint of spec §9, 768 px): the menu collapses into a drawer. */
export const useIsPhone = () => useMediaQuery(`(max-width: ${BREAKPOINTS.md - 1}px)`);
/** Below lg (1024 px) the side menu starts collapsed. */
export const useIsNarrow = () => useMediaQuery(`(max-width: ${BREAKPOINTS.lg - 1}px)`);
