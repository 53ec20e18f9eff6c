/**
 * What the app imports: a few bytes in the entry chunk. Sentry itself (about 66 KB gz with tracing) loads in its
 * own chunk, and only when VITE_SENTRY_DSN is set; errors reported before it arrives are queued, not lost.
 */
import type { ErrorContext } from './sentry';

type SentryModule = typeof import('./sentry');
let loading: Promise<SentryModule> | null = null;

export function initErrorReporting(dsn: string | undefined = import.meta.env.VITE_SENTRY_DSN): boolean {
  if (!dsn || loading) return Boolean(loading);
  loading = import('./sentry').then((m) => {
    m.initErrorReporting({ dsn });
    return m;
  });
  loading.catch((err: unknown) => console.error('[error-reporting] 加载失败', err));
  return true;
}

export function reportError(error: unknown, context: ErrorContext = {}): void {
  if (!loading) {
    console.error(`[${String(context.where ?? context.source ?? 'error')}]`, error);
    return;
  }
  void loading.then((m) => m.reportError(error, context)).catch(() => console.error(error));
}
