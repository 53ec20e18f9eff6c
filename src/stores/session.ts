import { proxy } from 'valtio/vanilla';

/** localStorage key of the access token (spec §3: configurable, default ACCESS_TOKEN). */
export const TOKEN_STORAGE_KEY: string = import.meta.env.VITE_TOKEN_STORAGE_KEY || 'ACCESS_TOKEN';

/**
 * Every storage access is wrapped: localStorage may be missing, may throw on
 * access (blocked cookies, sandboxed iframes) or on write (private mode, quota).
 * The in-memory token stays the source of truth for this tab either way.
 */
function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

function readStoredToken(): string {
  try {
    return storage()?.getItem(TOKEN_STORAGE_KEY) ?? '';
  } catch {
    return '';
  }
}

function writeStoredToken(token: string): void {
  try {
    const store = storage();
    if (!store) return;
    if (token) store.setItem(TOKEN_STORAGE_KEY, token);
    else store.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // Private mode or quota exceeded: keep the token in memory only.
  }
}

/** The access token of this tab; '' means logged out. */
export const sessionStore = proxy({ token: readStoredToken() });

export function getToken(): string {
  return sessionStore.token;
}

export function setToken(token: string): void {
  sessionStore.token = token;
  writeStoredToken(token);
}

export function clearToken(): void {
  setToken('');
}

/**
 * Another tab logged in or out: follow it. `key === null` means that tab
 * called localStorage.clear(). The event never fires in the tab that wrote.
 */
function onStorage(event: StorageEvent): void {
  if (event.key !== null && event.key !== TOKEN_STORAGE_KEY) return;
  const store = storage();
  if (store && event.storageArea && event.storageArea !== store) return;
  sessionStore.token = event.key === null ? readStoredToken() : (event.newValue ?? '');
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', onStorage);
  import.meta.hot?.dispose(() => window.removeEventListener('storage', onStorage));
}
