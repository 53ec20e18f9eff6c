/**
 * Toasts for code outside React (ky hooks, React Query callbacks, stores).
 *
 * antd's static `message` ignores ConfigProvider (locale, theme), so the
 * instances of `App.useApp()` are kept here once <FeedbackBinder /> has
 * mounted inside antd's <App>; until then the static `message` is the fallback.
 */
import type { MessageInstance } from 'antd/es/message/interface';
import type { HookAPI } from 'antd/es/modal/useModal';
import type { NotificationInstance } from 'antd/es/notification/interface';

export interface FeedbackApi {
  message: MessageInstance;
  notification: NotificationInstance;
  modal: HookAPI;
}

let bound: FeedbackApi | null = null;

/**
 * Keeps the App-context instances for non-React code. Returns an unbind
 * function (for an effect cleanup) that only unbinds if `api` is still bound.
 */
export function bindFeedback(api: FeedbackApi): () => void {
  bound = api;
  return () => {
    if (bound === api) bound = null;
  };
}

/** The bound App-context instances, or null before <FeedbackBinder /> mounted. */
export function getFeedbackApi(): FeedbackApi | null {
  return bound;
}

type Kind = 'error' | 'success' | 'warning' | 'info';

/**
 * The bound instance, else antd's static message loaded on demand: it is not in the entry chunk, since the
 * App context is mounted long before anything can go wrong in practice.
 */
function show(kind: Kind, msg: string): Promise<void> {
  if (bound) {
    void bound.message[kind](msg);
    return Promise.resolve();
  }
  return import('antd/es/message').then((m) => {
    void m.default[kind](msg);
  });
}

export const feedback = {
  error(msg: string): void {
    void show('error', msg);
  },
  success(msg: string): void {
    void show('success', msg);
  },
  warning(msg: string): void {
    void show('warning', msg);
  },
  info(msg: string): void {
    void show('info', msg);
  },
  /** For tests: resolves once the toast has been handed to antd. */
  show,
};

/** Spec §8: error toasts are throttled to one per second. */
export const ERROR_TOAST_INTERVAL_MS = 1000;

export interface Throttle {
  /** Runs `fn` unless another call ran less than the interval ago (leading edge; the rest is dropped). */
  (fn: () => void): boolean;
  reset(): void;
}

export function createThrottle(intervalMs: number, now: () => number = Date.now): Throttle {
  let last: number | null = null;
  const throttle = ((fn: () => void) => {
    const t = now();
    if (last !== null && t - last < intervalMs) return false;
    last = t;
    fn();
    return true;
  }) as Throttle;
  throttle.reset = () => {
    last = null;
  };
  return throttle;
}

let clock: () => number = Date.now;
const errorToastThrottle = createThrottle(ERROR_TOAST_INTERVAL_MS, () => clock());

/** One error toast per second at most; toasts inside the window are dropped. */
export function throttledErrorToast(msg: string): void {
  errorToastThrottle(() => feedback.error(msg));
}

/** Tests: inject a clock (`undefined` restores Date.now) and forget the last toast. */
export function setErrorToastClock(now?: () => number): void {
  clock = now ?? Date.now;
  errorToastThrottle.reset();
}

/** Tests: forget the last toast so the next one shows. */
export function resetErrorToastThrottle(): void {
  errorToastThrottle.reset();
}
