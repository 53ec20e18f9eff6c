/**
 * Toasts for code outside React (ky hooks, React Query callbacks, stores).
 *
 * antd's static `message` ignores ConfigProvider (locale, theme), so the
 * instances of `App.useApp()` are kept here once <FeedbackBinder /> has
 * mounted inside antd's <App>; until then the toast waits for it (see
 * setFeedbackWaker) or, with nothing to wait for, the static `message` is the fallback.
 */
import type { MessageInstance } from 'antd/es/message/interface';
import type { HookAPI } from 'antd/es/modal/useModal';
import type { NotificationInstance } from 'antd/es/notification/interface';

export interface FeedbackApi {
  message: MessageInstance;
  notification: NotificationInstance;
  modal: HookAPI;
}

/** Bound App contexts, newest last: a second antd <App> (a dialog's own providers) may mount and unmount. */
const bindings: FeedbackApi[] = [];

/**
 * Keeps the App-context instances for non-React code. Returns an unbind function (for an effect cleanup) that
 * removes only this binding: an older one that is still mounted takes over again.
 */
export function bindFeedback(api: FeedbackApi): () => void {
  bindings.push(api);
  flushWaiting(api);
  return () => {
    const i = bindings.lastIndexOf(api);
    if (i >= 0) bindings.splice(i, 1);
  };
}

/** The bound App-context instances, or null before <FeedbackBinder /> mounted. */
export function getFeedbackApi(): FeedbackApi | null {
  return bindings[bindings.length - 1] ?? null;
}

type Kind = 'error' | 'success' | 'warning' | 'info';

/**
 * Pages drawn before antd's providers (the login page) register a waker: a toast asked for then wakes the providers
 * (which mount beside the page and bind their App context) and waits for them, instead of antd's static message,
 * which would show without antd's stylesheet and theme. After WAIT_FOR_BINDING_MS the static message is used.
 */
let waker: (() => void) | null = null;
export const WAIT_FOR_BINDING_MS = 4000;
const waiting: { kind: Kind; msg: string; done: () => void; timer: ReturnType<typeof setTimeout> }[] = [];

/** Registers the function that mounts antd's providers on demand; returns the unregister function. */
export function setFeedbackWaker(fn: () => void): () => void {
  waker = fn;
  return () => {
    if (waker === fn) waker = null;
  };
}

function flushWaiting(api: FeedbackApi): void {
  for (const w of waiting.splice(0)) {
    clearTimeout(w.timer);
    void api.message[w.kind](w.msg);
    w.done();
  }
}

function showStatic(kind: Kind, msg: string): Promise<void> {
  return import('antd/es/message').then((m) => {
    void m.default[kind](msg);
  });
}

/**
 * The bound instance; else, while a waker is registered, the toast waits for the providers it wakes; else antd's
 * static message loaded on demand (it is not in the entry chunk).
 */
function show(kind: Kind, msg: string): Promise<void> {
  const api = getFeedbackApi();
  if (api) {
    void api.message[kind](msg);
    return Promise.resolve();
  }
  if (waker) {
    const wake = waker;
    return new Promise<void>((resolve) => {
      const entry = {
        kind,
        msg,
        done: resolve,
        timer: setTimeout(() => {
          const i = waiting.indexOf(entry);
          if (i >= 0) waiting.splice(i, 1);
          void showStatic(kind, msg).then(resolve, resolve);
        }, WAIT_FOR_BINDING_MS),
      };
      waiting.push(entry);
      wake();
    });
  }
  return showStatic(kind, msg);
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
