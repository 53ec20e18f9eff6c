import { useSyncExternalStore } from 'react';
import { BREAKPOINTS } from '@/lib/constants';

function subscribe(query: string) {
  return (cb: () => void) => {
    const mql = window.matchMedia(query);
    mql.addEventListener('change', cb);
    return () => mql.removeEventListener('change', cb);
  };
}

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(subscribe(query), () => window.matchMedia(query).matches, () => false);
}

/** Phones (below the md breakpoint of spec §9, 768 px): the menu collapses into a drawer. */
export const useIsPhone = () => useMediaQuery(`(max-width: ${BREAKPOINTS.md - 1}px)`);
/** Below lg (1024 px) the side menu starts collapsed. */
export const useIsNarrow = () => useMediaQuery(`(max-width: ${BREAKPOINTS.lg - 1}px)`);
