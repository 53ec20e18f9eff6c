/**
 * Error reporting with @sentry/react (spec §1, §7, §8, §9), on only when `VITE_SENTRY_DSN` is set.
 *
 * release 1.0.0, environment pro, traces 1, replay 0.1 / 1 on error, no breadcrumbs, trace headers only to
 * same-origin requests. The Replay integration (the heavy part) is loaded from its own chunk once the page has
 * loaded and the browser is idle, so it does not weigh on the first page.
 */
import * as Sentry from '@sentry/react';
import type { BrowserOptions } from '@sentry/react';
import { createBeforeSend, createBeforeSendSpan, scrubBreadcrumbHook, scrubValue, type FilterOptions } from './filters';

type BeforeSendSpan = NonNullable<BrowserOptions['beforeSendSpan']>;
type StreamedSpan = Parameters<BeforeSendSpan>[0];

export const SENTRY_RELEASE = '1.0.0';
export const SENTRY_ENVIRONMENT = 'pro';

type EnvLike = Record<string, string | boolean | undefined>;

function readDsn(): string {
  const env = (import.meta.env ?? {}) as unknown as EnvLike;
  const dsn = env.VITE_SENTRY_DSN;
  return typeof dsn === 'string' ? dsn.trim() : '';
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Same host only: relative paths (`/xm-merchant/...`, not protocol-relative `//host`) and absolute URLs on the
 * page's own origin. Sentry compares these with the full URL, and with the path only for same-origin requests.
 */
export function sameOriginTracePropagationTargets(origin?: string): Array<string | RegExp> {
  const targets: Array<string | RegExp> = [/^\/(?!\/)/];
  const own = origin ?? (typeof location === 'undefined' ? '' : location.origin);
  if (own && own !== 'null') targets.push(new RegExp(`^${escapeRegExp(own)}(?:[/?#]|$)`, 'i'));
  return targets;
}

export interface ErrorReportingOptions extends FilterOptions {
  /** Defaults to `import.meta.env.VITE_SENTRY_DSN`; reporting stays off when empty. */
  dsn?: string;
  /** Custom transport (tests). */
  transport?: BrowserOptions['transport'];
  /** A TanStack Router instance: names transactions by route instead of by URL. */
  router?: unknown;
  /**
   * How the Replay integration is loaded: `'idle'` (default) after load + idle, `false` never, or a custom
   * scheduler that receives the loader.
   */
  replay?: 'idle' | false | ((load: () => Promise<void>) => void);
  /** Pass `false` to drop Sentry's default integrations (tests of the filters alone). */
  defaultIntegrations?: false;
}

/** The exact `Sentry.init` options (exported for tests and review). */
export function buildSentryOptions(dsn: string, options: ErrorReportingOptions = {}): BrowserOptions {
  const tracing = options.router
    ? Sentry.tanstackRouterBrowserTracingIntegration(options.router)
    : Sentry.browserTracingIntegration();
  return {
    dsn,
    release: SENTRY_RELEASE,
    environment: SENTRY_ENVIRONMENT,
    tracesSampleRate: 1,
    replaysSessionSampleRate: 0.1,
    replaysOnErrorSampleRate: 1,
    maxBreadcrumbs: 0,
    tracePropagationTargets: sameOriginTracePropagationTargets(),
    integrations: [tracing],
    // collect no cookies, no request bodies and no automatic user info; headers stay for browser detection
    dataCollection: { userInfo: false, cookies: false, httpBodies: [] },
    beforeSend: createBeforeSend(options),
    beforeSendSpan: createBeforeSendSpan<StreamedSpan>(options),
    beforeBreadcrumb: scrubBreadcrumbHook(options),
    ...(options.transport ? { transport: options.transport } : {}),
    ...(options.defaultIntegrations === false ? { defaultIntegrations: false as const } : {}),
  };
}

/** Adds the Replay integration from its own chunk (no-op when the client is gone). */
export async function loadReplay(): Promise<void> {
  const client = Sentry.getClient();
  if (!client) return;
  const { replayIntegration } = await import('@sentry/replay');
  if (Sentry.getClient() !== client) return; // closed or re-initialised meanwhile
  Sentry.addIntegration(replayIntegration({ maskAllText: true, maskAllInputs: true, blockAllMedia: true }));
}

/** Runs `task` after the window's load event, when the browser is idle (at most 5 s later). */
export function afterLoadWhenIdle(task: () => void, win: Window = window): void {
  const idle = () => {
    if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(() => task(), { timeout: 5000 });
    else win.setTimeout(task, 1500);
  };
  if (win.document.readyState === 'complete') idle();
  else win.addEventListener('load', idle, { once: true });
}

let initialized = false;

/**
 * Starts error reporting when a DSN is configured. Returns whether reporting is on. Call once, as early as
 * possible (before rendering); pass `{ router }` to get route-named transactions.
 */
export function initErrorReporting(options: ErrorReportingOptions = {}): boolean {
  const dsn = (options.dsn ?? readDsn()).trim();
  if (!dsn) return false;
  Sentry.init(buildSentryOptions(dsn, options));
  initialized = true;

  const replay = options.replay ?? 'idle';
  const load = () =>
    loadReplay().catch((error: unknown) => {
      if (import.meta.env.DEV) console.warn('[error-reporting] replay failed to load', error);
    });
  if (replay === 'idle' && typeof window !== 'undefined') afterLoadWhenIdle(() => void load());
  else if (typeof replay === 'function') replay(load);
  return true;
}

/** Whether `initErrorReporting` turned reporting on (and the client is still open). */
export function isErrorReportingEnabled(): boolean {
  return initialized && Sentry.getClient() !== undefined && Sentry.isEnabled();
}

export interface ErrorContext {
  /** What failed, e.g. 'navigation', 'route-generation', 'chunk-load'; sent as the `source` tag. */
  source?: string;
  /** Alias of `source`. */
  where?: string;
  [key: string]: unknown;
}

/**
 * Logs an error with console.error and reports it (when reporting is on). Returns the event id, if any.
 * `source` (or `where`) becomes the `source` tag; other context values are sent as `extra`, after scrubbing.
 */
export function reportError(error: unknown, context: ErrorContext = {}): string | undefined {
  const { source: sourceKey, where, ...extra } = context;
  const source = sourceKey ?? where;
  const hasExtra = Object.keys(extra).length > 0;
  console.error(source ? `[${source}]` : '[error]', error, ...(hasExtra ? [extra] : []));
  if (!Sentry.getClient()) return undefined;
  return Sentry.captureException(error, {
    ...(source ? { tags: { source } } : {}),
    ...(hasExtra ? { extra: scrubValue(extra) } : {}),
  });
}
