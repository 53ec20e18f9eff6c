/**
 * Event filters for error reporting (spec §8): no Sentry runtime import, so they are pure and testable.
 *
 * - noise: 'Script error.' (a cross-origin script error without details) and ResizeObserver loop notices;
 * - consecutive duplicates: an event identical to the previous sent one (message, exception type + value,
 *   top frame) is dropped;
 * - secrets: Authorization / Cookie headers and token/password keys removed; Bearer tokens, labelled tokens,
 *   long opaque tokens and mainland mobile numbers masked in every free-text field; user reduced to its id.
 */
import type { Breadcrumb, ErrorEvent, Event, EventHint, Exception, StackFrame } from '@sentry/react';

export const FILTERED = '[Filtered]';
export const PHONE_MASK = '1**********';

// ------------------------------------------------------------------- strings ----

/** Mainland mobile numbers (spec §5), optional +86 / 86 / 0086 prefix, optionally grouped 3-4-4. */
const PHONE_RE = /(?<!\d)(?:(?:\+?86|0086)[\s-]?)?1[3-9]\d(?:[\s-]?\d{4}){2}(?!\d)/g;
const BEARER_RE = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi;
/** `token=abc`, `"authToken":"abc"`, `password: abc` ... (the value up to a delimiter). */
const LABELLED_SECRET_RE =
  /([\w-]*(?:token|password|passwd|secret|smscode))(["']?\s*[:=]\s*["']?)(?!\[Filtered\])(?!Bearer\s)([^\s"'&,;}\]]+)/gi;
/** Opaque strings of 40+ characters mixing letters and digits (the session token is 43-char base64url). */
const OPAQUE_RE =
  /(?<![A-Za-z0-9_-])(?=[A-Za-z0-9_-]*\d)(?=[A-Za-z0-9_-]*[A-Za-z])[A-Za-z0-9_-]{40,}(?![A-Za-z0-9_-])/g;

/** Keys removed wherever they appear in request data, extra, contexts, tags and breadcrumb data. */
const SENSITIVE_KEY_RE = /^pwd$|authorization|cookie|token|password|passwd|secret|smscode/i;

export function maskPhones(text: string): string {
  return text.replace(PHONE_RE, PHONE_MASK);
}

/** Mask phones and tokens in a free-text string; `secrets` are literal values (e.g. the current token). */
export function scrubString(text: string, secrets: readonly string[] = []): string {
  let out = text;
  for (const secret of secrets) {
    if (secret && secret.length >= 8) out = out.split(secret).join(FILTERED);
  }
  return maskPhones(
    out
      .replace(BEARER_RE, `$1 ${FILTERED}`)
      .replace(LABELLED_SECRET_RE, `$1$2${FILTERED}`)
      .replace(OPAQUE_RE, FILTERED),
  );
}

export function isSensitiveKey(key: string): boolean {
  return SENSITIVE_KEY_RE.test(key);
}

/** Deep copy of `value` without sensitive keys and with every string scrubbed. */
export function scrubValue<T>(value: T, secrets: readonly string[] = [], depth = 0): T {
  if (typeof value === 'string') return scrubString(value, secrets) as T;
  if (value === null || typeof value !== 'object' || depth > 8) return value;
  if (Array.isArray(value)) return value.map((v) => scrubValue(v, secrets, depth + 1)) as T;
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return value; // Dates, Errors, typed arrays: leave as they are
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    if (isSensitiveKey(k)) continue;
    out[k] = scrubValue(v, secrets, depth + 1);
  }
  return out as T;
}

// --------------------------------------------------------------------- noise ----

const SCRIPT_ERROR_RE =
  /^(?:Uncaught\s+)?(?:Error:\s*)?(?:Script error\.?|Javascript error: Script error\.? on line 0)$/i;
const RESIZE_OBSERVER_RE = /ResizeObserver loop (?:limit exceeded|completed with undelivered notifications)/i;

function eventTexts(event: Event): string[] {
  const texts: string[] = [];
  if (typeof event.message === 'string') texts.push(event.message);
  const logentry = (event as { logentry?: { message?: unknown; formatted?: unknown } }).logentry;
  if (typeof logentry?.message === 'string') texts.push(logentry.message);
  if (typeof logentry?.formatted === 'string') texts.push(logentry.formatted);
  for (const ex of event.exception?.values ?? []) {
    if (typeof ex.value === 'string') texts.push(ex.value);
  }
  return texts.map((t) => t.trim());
}

/** 'Script error.' without details, or a ResizeObserver loop notice. */
export function isNoiseEvent(event: Event): boolean {
  return eventTexts(event).some((t) => SCRIPT_ERROR_RE.test(t) || RESIZE_OBSERVER_RE.test(t));
}

// ---------------------------------------------------------------- duplicates ----

function topFrame(ex: Exception): string {
  const frames: StackFrame[] = ex.stacktrace?.frames ?? [];
  const top = frames[frames.length - 1]; // Sentry orders frames oldest first
  return top
    ? [top.filename ?? top.abs_path ?? '', top.function ?? '', top.lineno ?? '', top.colno ?? ''].join(':')
    : '';
}

/** Identity for duplicate detection, or null for events with neither message nor exception. */
export function eventSignature(event: Event): string | null {
  const exceptions = event.exception?.values ?? [];
  const message = event.message ?? (event as { logentry?: { message?: string } }).logentry?.message ?? '';
  if (!message && exceptions.length === 0) return null;
  return JSON.stringify([message, exceptions.map((ex) => [ex.type ?? '', ex.value ?? '', topFrame(ex)])]);
}

// ------------------------------------------------------------------ scrubbing ----

function scrubBreadcrumb(b: Breadcrumb, secrets: readonly string[]): Breadcrumb {
  const out: Breadcrumb = { ...b };
  if (typeof out.message === 'string') out.message = scrubString(out.message, secrets);
  if (out.data) out.data = scrubValue(out.data, secrets);
  return out;
}

function scrubUrl(url: string, secrets: readonly string[]): string {
  try {
    const u = new URL(url);
    for (const key of [...u.searchParams.keys()]) {
      if (isSensitiveKey(key)) u.searchParams.set(key, FILTERED);
    }
    return scrubString(u.toString(), secrets);
  } catch {
    return scrubString(url, secrets);
  }
}

/**
 * A copy of `event` with secrets removed. Frame file names, ids (event_id, trace context) and SDK metadata are
 * kept as they are.
 */
export function scrubEvent<T extends Event>(event: T, secrets: readonly string[] = []): T {
  const out: T = { ...event };
  if (typeof out.message === 'string') out.message = scrubString(out.message, secrets);
  const logentry = (out as { logentry?: Record<string, unknown> }).logentry;
  if (logentry) (out as { logentry?: unknown }).logentry = scrubValue(logentry, secrets);
  if (typeof out.transaction === 'string') out.transaction = scrubString(out.transaction, secrets);

  if (out.exception?.values) {
    out.exception = {
      ...out.exception,
      values: out.exception.values.map((ex) => {
        const copy: Exception = { ...ex };
        if (typeof copy.value === 'string') copy.value = scrubString(copy.value, secrets);
        if (copy.mechanism?.data)
          copy.mechanism = { ...copy.mechanism, data: scrubValue(copy.mechanism.data, secrets) };
        return copy;
      }),
    };
  }

  if (out.request) {
    const req = { ...out.request };
    if (typeof req.url === 'string') req.url = scrubUrl(req.url, secrets);
    if (typeof req.query_string === 'string')
      req.query_string = scrubUrl(`http://q/?${req.query_string}`, secrets).slice('http://q/?'.length);
    else if (req.query_string) req.query_string = scrubValue(req.query_string, secrets);
    if (req.headers) req.headers = scrubValue(req.headers, secrets);
    if (req.data !== undefined) req.data = scrubValue(req.data, secrets);
    delete req.cookies;
    out.request = req;
  }

  if (out.extra) out.extra = scrubValue(out.extra, secrets);
  if (out.tags) out.tags = scrubValue(out.tags, secrets);
  if (out.contexts) {
    const { trace, ...rest } = out.contexts;
    out.contexts = { ...scrubValue(rest, secrets), ...(trace ? { trace } : {}) };
  }
  if (out.breadcrumbs) out.breadcrumbs = out.breadcrumbs.map((b) => scrubBreadcrumb(b, secrets));
  if (out.user) {
    if (out.user.id !== undefined && out.user.id !== null) out.user = { id: out.user.id };
    else delete out.user;
  }
  if (out.spans) {
    out.spans = out.spans.map((span) => ({
      ...span,
      ...(typeof span.description === 'string' ? { description: scrubString(span.description, secrets) } : {}),
      ...(span.data ? { data: scrubValue(span.data, secrets) } : {}),
    }));
  }
  return out;
}

// ------------------------------------------------------------------ hooks ----

export interface FilterOptions {
  /** Literal secrets to mask wherever they appear (e.g. `() => [tokenStore.token]`). */
  getSecrets?: () => ReadonlyArray<string | null | undefined>;
}

function secretsOf(options: FilterOptions): string[] {
  try {
    return (options.getSecrets?.() ?? []).filter((s): s is string => typeof s === 'string' && s.length >= 8);
  } catch {
    return [];
  }
}

/**
 * `beforeSend`: drops noise and consecutive duplicates, then scrubs. Each call creates its own duplicate memory.
 */
export function createBeforeSend(
  options: FilterOptions = {},
): (event: ErrorEvent, hint?: EventHint) => ErrorEvent | null {
  let previous: string | null = null;
  return (event) => {
    if (isNoiseEvent(event)) return null;
    const signature = eventSignature(event);
    if (signature !== null && signature === previous) return null;
    previous = signature;
    return scrubEvent(event, secretsOf(options));
  };
}

/** The parts of a (streamed) span that can carry secrets. */
export interface SpanLike {
  name?: string;
  description?: string;
  attributes?: Record<string, unknown>;
  data?: Record<string, unknown>;
}

/** A copy of a span with its name/description and attribute values scrubbed. */
export function scrubSpan<T extends SpanLike>(span: T, secrets: readonly string[] = []): T {
  const out: T = { ...span };
  if (typeof out.name === 'string') out.name = scrubString(out.name, secrets);
  if (typeof out.description === 'string') out.description = scrubString(out.description, secrets);
  if (out.attributes) out.attributes = scrubValue(out.attributes, secrets);
  if (out.data) out.data = scrubValue(out.data, secrets);
  return out;
}

/**
 * `beforeSendSpan`: with the SDK's default span streaming, transactions never pass `beforeSend`;
 * span names (URLs) and attributes (url.full, http.query ...) are scrubbed here.
 */
export function createBeforeSendSpan<T extends SpanLike>(options: FilterOptions = {}): (span: T) => T {
  return (span) => scrubSpan(span, secretsOf(options));
}

/** `beforeBreadcrumb`: scrubbed (the breadcrumb limit is 0, so none are kept anyway). */
export function scrubBreadcrumbHook(options: FilterOptions = {}): (breadcrumb: Breadcrumb) => Breadcrumb | null {
  return (breadcrumb) => scrubBreadcrumb(breadcrumb, secretsOf(options));
}
