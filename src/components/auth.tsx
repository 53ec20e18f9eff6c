import { createContext, useContext, type ReactNode } from 'react';
import { canAccess } from '@/lib/permissions';

const KeysContext = createContext<ReadonlySet<string>>(new Set());

/** Provided by the main layout with the signed-in user's keys (role keys plus virtual keys). */
export function PermissionProvider({ keys, children }: { keys: ReadonlySet<string>; children: ReactNode }) {
  return <KeysContext.Provider value={keys}>{children}</KeysContext.Provider>;
}

/** The permission check of spec §6 for the current user: a string needs that key, a list needs all. */
export function useCan(): (authKey?: string | readonly string[], authKeyAny?: readonly string[]) => boolean {
  const keys = useContext(KeysContext);
  return (authKey, authKeyAny) => canAccess(keys, { authKey, authKeyAny });
}

/**
 * The React form of the permission directive: renders its children only when the user holds the keys,
 * otherwise nothing (or `fallback`).
 */
export function Auth({ authKey, authKeyAny, fallback = null, children }: { authKey?: string | readonly string[]; authKeyAny?: readonly string[]; fallback?: ReactNode; children: ReactNode }) {
  const can = useCan();
  return <>{can(authKey, authKeyAny) ? children : fallback}</>;
}
