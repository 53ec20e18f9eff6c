/**
 * App-wide tracker. The app shell calls `initTracking({ getMenuNames })` once after the router exists;
 * `getMenuNames` answers the current route's first- and second-level menu titles.
 */
import { createTracker, type MenuNames, type Tracker } from './tracker';

export * from './tracker';
export { createSessionId, getSessionId, isSessionId, SESSION_ID_PATTERN, SESSION_STORAGE_KEY } from './session-id';

type EnvLike = Record<string, string | boolean | undefined>;

function readEnv(): EnvLike {
  return (import.meta.env ?? {}) as unknown as EnvLike;
}

function envString(env: EnvLike, key: string): string {
  const value = env[key];
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * The ingest endpoint: `VITE_TRACK_URL` when set, else `${VITE_API_BASE_URL || ''}/xm-log/track`.
 */
export function resolveTrackUrl(env: EnvLike = readEnv()): string {
  const explicit = envString(env, 'VITE_TRACK_URL');
  if (explicit) return explicit;
  return `${envString(env, 'VITE_API_BASE_URL').replace(/\/+$/, '')}/xm-log/track`;
}

let menuNamesResolver: (() => MenuNames) | undefined;

/** The app-wide tracker, configured from env. Nothing is captured until `initTracking()` starts it. */
export const tracker: Tracker = createTracker({
  url: resolveTrackUrl(),
  getMenuNames: () => menuNamesResolver?.() ?? {},
  onError: (error) => {
    if (import.meta.env.DEV) console.warn('[tracking]', error);
  },
});

export interface InitTrackingOptions {
  /** Current route's first- and second-level menu titles (read at click time). */
  getMenuNames?: () => MenuNames;
}

/** Start auto-capture on the singleton (idempotent; a later call replaces the menu resolver). */
export function initTracking(options: InitTrackingOptions = {}): Tracker {
  if (options.getMenuNames) menuNamesResolver = options.getMenuNames;
  tracker.start();
  return tracker;
}
