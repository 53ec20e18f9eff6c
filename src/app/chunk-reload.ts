import { feedback } from '@/lib/feedback';
import { RELOAD_DELAY_MS } from '@/lib/constants';

export const UPDATE_NOTICE = '系统有更新，页面即将刷新';
const GUARD_KEY = 'XM_CHUNK_RELOAD_AT';
/** A second failure within this window means reloading did not help: stop instead of looping. */
const LOOP_WINDOW_MS = 30_000;

export function isChunkLoadError(err: unknown): boolean {
  const msg = err instanceof Error ? `${err.name} ${err.message}` : String(err);
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|ChunkLoadError|Loading chunk .* failed/i.test(msg);
}

let scheduled = false;

/**
 * Spec §2/§8: a failed dynamic module shows the update notice and reloads after 2000 ms,
 * at most once per 30 s so a broken deployment cannot make the page reload forever.
 * Returns whether a reload was scheduled.
 */
export function handleChunkLoadFailure(now = Date.now(), reload: () => void = () => window.location.reload()): boolean {
  if (scheduled) return true;
  let last = 0;
  try {
    last = Number(sessionStorage.getItem(GUARD_KEY) ?? 0);
  } catch {
    /* storage unavailable: still reload once */
  }
  if (now - last < LOOP_WINDOW_MS) return false;
  try {
    sessionStorage.setItem(GUARD_KEY, String(now));
  } catch {
    /* ignore */
  }
  scheduled = true;
  feedback.warning(UPDATE_NOTICE);
  setTimeout(reload, RELOAD_DELAY_MS);
  return true;
}

export function resetChunkReloadForTests(): void {
  scheduled = false;
  try {
    sessionStorage.removeItem(GUARD_KEY);
  } catch {
    /* ignore */
  }
}

/** Vite fires vite:preloadError when a lazy chunk (or its CSS) fails to load. */
export function installChunkErrorListener(): void {
  window.addEventListener('vite:preloadError', (event) => {
    event.preventDefault();
    handleChunkLoadFailure();
  });
}
