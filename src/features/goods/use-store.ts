import { useSyncExternalStore } from 'react';
import { snapshot, subscribe } from 'valtio/vanilla';

/**
 * A valtio store as React state, through valtio/vanilla only: the goods chunks then share no extra module with
 * the layout (valtio/react), which keeps the first-paint chunks of /overview as they were.
 */
export function useStore<T extends object>(store: T): T {
  return useSyncExternalStore(
    (cb) => subscribe(store, cb),
    () => snapshot(store) as T,
  );
}
