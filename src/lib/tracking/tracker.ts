/**
 * User-action tracker (spec §3 tracking record, §7 tracking, §9 limits).
 *
 * Records clicks on buttons, tabs (and menu items) and search inputs, queues them and ships them to the
 * log service's ingest endpoint as a JSON array:
 * - a batch leaves when 10 records wait, or every 10 s while any record waits;
 * - at most 10 sends are in flight; further batches wait in the queue until one settles;
 * - no batch holds more than 100 records (the endpoint's limit);
 * - transport: `navigator.sendBeacon` (a string body is sent as text/plain) when the body is shorter than
 *   32768 characters and the browser accepts the beacon; XHR POST with application/json otherwise;
 * - everything waiting is flushed when the page is hidden (`visibilitychange` → hidden, `pagehide`).
 *
 * Privacy: input values are never read (search inputs report their placeholder), and phone numbers and
 * token-like strings are stripped from every free-text field and from the URL.
 */
import { getSessionId as defaultGetSessionId, isSessionId } from './session-id';

// ------------------------------------------------------------------ constants ----

export const TRACK_TYPE = 2 as const;
/** Send as soon as this many records wait. */
export const BATCH_SIZE = 10;
/** Send at this interval while records wait. */
export const FLUSH_INTERVAL_MS = 10_000;
/** At most this many sends in flight. */
export const MAX_IN_FLIGHT = 10;
/** The ingest endpoint accepts 1–100 records per request. */
export const MAX_BATCH_RECORDS = 100;
/** A body of this many characters or more goes by XHR instead of a beacon. */
export const BEACON_MAX_CHARS = 32768;
export const DEFAULT_APP = 'merchant-web';
export const DEFAULT_APP_NAME = '商家后台';

/** Field limits of the ingest contract (openapi TrackRecord). */
export const FIELD_LIMITS = {
  os: 100,
  app: 100,
  device: 500,
  content: 1000,
  app_name: 100,
  first_menu_name: 100,
  second_menu_name: 100,
  ele_text: 200,
  url: 2000,
} as const;

// ---------------------------------------------------------------------- types ----

export interface TrackRecord {
  os: string;
  app: string;
  device: string;
  session: string;
  /** ms epoch, integer */
  time: number;
  type: typeof TRACK_TYPE;
  content: string;
  app_name?: string;
  first_menu_name?: string;
  second_menu_name?: string;
  ele_text?: string;
  url?: string;
}

/** What `record()` takes: `content` is required; every other field defaults from the environment. */
export type TrackInput = Partial<Omit<TrackRecord, 'type' | 'content'>> & { content: string };

export interface MenuNames {
  first?: string;
  second?: string;
}

/** button / tab / menu item / search input, or an element opted in with `data-track="..."`. */
export type ClickKind = 'button' | 'tab' | 'menu' | 'search' | 'custom';

export interface TrackPayload {
  url: string;
  /** JSON array of the records */
  body: string;
  records: readonly TrackRecord[];
  /** false forces XHR (a beacon is never tried) */
  useBeacon: boolean;
}

/** Transport: the send counts as in flight until the returned promise settles. */
export type TrackSend = (payload: TrackPayload) => Promise<unknown> | unknown;

export interface TrackerTimers {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (id: unknown) => void;
}

export interface TrackerOptions {
  /** Ingest endpoint (the singleton resolves it from env). */
  url?: string;
  /** Transport; defaults to `sendPayload` (beacon below 32768 characters, XHR otherwise). */
  send?: TrackSend;
  /** Current route's first- and second-level menu titles. */
  getMenuNames?: () => MenuNames;
  /** `app_name` of click records. */
  appName?: string;
  /** `app` identifier of every record. */
  app?: string;
  now?: () => number;
  timers?: TrackerTimers;
  getSessionId?: () => string;
  getUserAgent?: () => string;
  getOs?: () => string;
  getUrl?: () => string;
  /** Called with transport failures (records of a failed send are dropped: tracking is best effort). */
  onError?: (error: unknown) => void;
  /** Where `start()` listens; defaults to the global document/window. */
  target?: { document: Document; window: Window };
  batchSize?: number;
  flushIntervalMs?: number;
  maxInFlight?: number;
  maxBatchRecords?: number;
}

export interface FlushOptions {
  /** Default true. false sends by XHR. */
  useBeacon?: boolean;
  /**
   * Page going away: batches are additionally cut so that each body stays below the beacon threshold,
   * since an XHR started during unload is usually cancelled.
   */
  unloading?: boolean;
}

export interface Tracker {
  /** Queue one record (base fields filled in, every field cut to its limit and scrubbed). */
  record(rec: TrackInput): TrackRecord;
  /** Queue a click record for `el` (ele_text, menu names, url, app_name filled in). */
  trackClick(el: Element, kind: ClickKind, content?: string): TrackRecord;
  /** Send everything waiting (respecting the in-flight limit); resolves when the sends started now settle. */
  flush(options?: FlushOptions): Promise<void>;
  /** Install the capturing click listener and the page-hide flush. Idempotent. */
  start(): void;
  /** Remove the listeners and the timer (waiting records stay queued). */
  stop(): void;
  readonly pendingCount: number;
  readonly inFlight: number;
  readonly started: boolean;
}

// ------------------------------------------------------------------ scrubbing ----

/** Mainland mobile numbers, optionally +86 / 86 / 0086 prefixed, optionally grouped 3-4-4. */
const PHONE_RE = /(?<!\d)(?:(?:\+?86|0086)[\s-]?)?1[3-9]\d(?:[\s-]?\d{4}){2}(?!\d)/g;
const BEARER_RE = /\bBearer\s+[A-Za-z0-9._~+/=-]+/gi;
const LABELLED_SECRET_RE = /([\w-]*(?:token|password|passwd|secret))(["']?\s*[:=]\s*["']?)([^\s"'&,;}\]]+)/gi;
/** Long opaque strings that mix letters and digits (session tokens are 43-character base64url). */
const OPAQUE_RE =
  /(?<![A-Za-z0-9_-])(?=[A-Za-z0-9_-]*\d)(?=[A-Za-z0-9_-]*[A-Za-z])[A-Za-z0-9_-]{32,}(?![A-Za-z0-9_-])/g;
const SENSITIVE_PARAM_RE = /token|password|passwd|^pwd$|secret|phone|mobile|^tel$|smscode|^code$|authorization/i;

/** Remove phone numbers and token-like strings from free text; collapses whitespace. */
export function stripSensitive(text: string): string {
  return text
    .replace(BEARER_RE, '')
    .replace(LABELLED_SECRET_RE, '$1$2')
    .replace(OPAQUE_RE, '')
    .replace(PHONE_RE, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** location.href without sensitive query parameters, phone numbers or tokens. */
export function sanitizeUrl(href: string): string {
  try {
    const u = new URL(href);
    for (const key of [...u.searchParams.keys()]) {
      if (SENSITIVE_PARAM_RE.test(key)) u.searchParams.delete(key);
    }
    return u.toString().replace(BEARER_RE, '').replace(OPAQUE_RE, '').replace(PHONE_RE, '');
  } catch {
    return stripSensitive(href);
  }
}

/** Cut to at most `max` UTF-16 units without leaving half a surrogate pair. */
export function truncate(value: string, max: number): string {
  if (value.length <= max) return value;
  let cut = value.slice(0, max);
  const last = cut.charCodeAt(cut.length - 1);
  if (last >= 0xd800 && last <= 0xdbff) cut = cut.slice(0, -1);
  return cut;
}

// ----------------------------------------------------------------- environment ----

export function detectOs(ua: string): string {
  let m: RegExpExecArray | null;
  if (/HarmonyOS/i.test(ua)) return 'HarmonyOS';
  if ((m = /Windows NT (\d+\.\d+)/.exec(ua))) {
    const names: Record<string, string> = { '10.0': '10', '6.3': '8.1', '6.2': '8', '6.1': '7' };
    return `Windows ${names[m[1]!] ?? m[1]}`;
  }
  if ((m = /(?:iPhone|iPad|iPod)[^)]*? OS (\d+)/.exec(ua))) return `iOS ${m[1]}`;
  if ((m = /Android (\d+(?:\.\d+)?)/.exec(ua))) return `Android ${m[1]}`;
  if ((m = /Mac OS X (\d+)[._](\d+)/.exec(ua))) return `macOS ${m[1]}.${m[2]}`;
  if (/CrOS/.test(ua)) return 'ChromeOS';
  if (/Linux/.test(ua)) return 'Linux';
  return 'unknown';
}

const userAgent = () => (typeof navigator === 'undefined' ? '' : navigator.userAgent || '');
const currentUrl = () => (typeof location === 'undefined' ? '' : location.href);

// ------------------------------------------------------------------ transport ----

export type SentBy = 'beacon' | 'xhr';

export interface SendPayloadDeps {
  navigator?: Pick<Navigator, 'sendBeacon'> | undefined;
  XMLHttpRequest?: typeof XMLHttpRequest | undefined;
  timeoutMs?: number;
}

/**
 * The default transport: a beacon when the body is shorter than 32768 characters and the browser accepts
 * it (a string body goes as text/plain), otherwise XHR POST with Content-Type application/json.
 */
export function sendPayload(url: string, body: string, useBeacon = true, deps: SendPayloadDeps = {}): Promise<SentBy> {
  const nav = 'navigator' in deps ? deps.navigator : typeof navigator === 'undefined' ? undefined : navigator;
  if (useBeacon && body.length < BEACON_MAX_CHARS && typeof nav?.sendBeacon === 'function') {
    let accepted = false;
    try {
      accepted = nav.sendBeacon(url, body);
    } catch {
      accepted = false;
    }
    if (accepted) return Promise.resolve('beacon');
  }
  const Xhr = 'XMLHttpRequest' in deps ? deps.XMLHttpRequest : globalThis.XMLHttpRequest;
  return new Promise<SentBy>((resolve, reject) => {
    if (!Xhr) {
      reject(new Error('tracking: XMLHttpRequest is unavailable'));
      return;
    }
    const xhr = new Xhr();
    xhr.open('POST', url, true);
    xhr.setRequestHeader('Content-Type', 'application/json');
    xhr.timeout = deps.timeoutMs ?? 60_000;
    xhr.onload = () =>
      xhr.status >= 200 && xhr.status < 300
        ? resolve('xhr')
        : reject(new Error(`tracking: upload failed with HTTP ${xhr.status}`));
    xhr.onerror = () => reject(new Error('tracking: upload network error'));
    xhr.ontimeout = () => reject(new Error('tracking: upload timed out'));
    xhr.onabort = () => reject(new Error('tracking: upload aborted'));
    xhr.send(body);
  });
}

// ------------------------------------------------------------- click capture ----

const SEARCH_INPUT = 'input[type="search"], .ant-input-search input, [data-track="search"] input';
const BUTTON = 'button, [role="button"], .ant-btn, .ant-dropdown-menu-item';
const TAB = '[role="tab"], .ant-tabs-tab, .ant-segmented-item, .ant-radio-button-wrapper';
const MENU = '.ant-menu-item';
const DISABLED =
  ':disabled, [aria-disabled="true"], .ant-btn-disabled, .ant-tabs-tab-disabled, .ant-menu-item-disabled, .ant-dropdown-menu-item-disabled';
/** Text inside these never reaches ele_text (user input, code). */
const NO_TEXT = 'input, textarea, select, option, script, style, [contenteditable=""], [contenteditable="true"]';
const OPT_OUT = new Set(['off', 'false', 'none']);
const OPT_OUT_SCOPE = '[data-track="off"], [data-track="false"], [data-track="none"]';

export interface ClickMatch {
  kind: ClickKind;
  el: Element;
  /** The `data-track` value for custom opt-ins. */
  content?: string;
}

function toElement(target: EventTarget | null): Element | null {
  if (!target || typeof (target as Node).nodeType !== 'number') return null;
  const node = target as Node;
  return node.nodeType === 1 ? (node as Element) : node.parentElement;
}

/**
 * Which tracked element, if any, a click on `target` belongs to: the nearest ancestor (or the target itself)
 * that is a button, a tab or menu item, a search input, or carries `data-track`. `data-track="off"` opts a
 * subtree out. Disabled controls are ignored.
 */
export function classifyClick(target: EventTarget | null): ClickMatch | null {
  let node = toElement(target);
  if (!node || node.closest(OPT_OUT_SCOPE)) return null;
  for (let depth = 0; node && depth < 50; depth++, node = node.parentElement) {
    const track = node.getAttribute('data-track');
    if (track !== null) {
      const value = track.trim();
      if (OPT_OUT.has(value.toLowerCase())) return null; // e.g. data-track="OFF"
      if (value && value !== 'search') return { kind: 'custom', el: node, content: value };
    }
    let kind: ClickKind | null = null;
    if (node.matches(SEARCH_INPUT)) kind = 'search';
    else if (node.matches(BUTTON)) kind = 'button';
    else if (node.matches(TAB)) kind = 'tab';
    else if (node.matches(MENU)) kind = 'menu';
    if (kind) return node.matches(DISABLED) ? null : { kind, el: node };
    if (node.tagName === 'BODY') break;
  }
  return null;
}

function collectText(node: Node, parts: string[], budget: { left: number }): void {
  for (const child of Array.from(node.childNodes)) {
    if (budget.left <= 0) return;
    if (child.nodeType === 3) {
      const t = child.nodeValue ?? '';
      parts.push(t);
      budget.left -= t.length;
    } else if (child.nodeType === 1 && !(child as Element).matches(NO_TEXT)) {
      collectText(child, parts, budget);
    }
  }
}

/**
 * The label of a clicked element: its visible text (never the value of inputs inside it), else aria-label or
 * title; for search inputs the placeholder. Phone numbers and tokens stripped; at most 200 characters.
 */
export function elementText(el: Element, kind: ClickKind): string {
  let text = '';
  if (kind === 'search' || el.matches('input, textarea, select')) {
    text = el.getAttribute('placeholder') || el.getAttribute('aria-label') || el.getAttribute('title') || '';
  } else {
    const parts: string[] = [];
    collectText(el, parts, { left: FIELD_LIMITS.ele_text * 4 });
    text = parts.join('');
    if (!text.trim()) text = el.getAttribute('aria-label') || el.getAttribute('title') || '';
  }
  // antd puts a space between the two characters of a two-character Chinese button label ("确 定").
  const cleaned = stripSensitive(text).replace(/(?<=[\u3400-\u9fff])\s(?=[\u3400-\u9fff])/g, '');
  return truncate(cleaned, FIELD_LIMITS.ele_text);
}

export const CLICK_CONTENT: Record<Exclude<ClickKind, 'custom'>, string> = {
  button: '点击按钮',
  tab: '切换标签',
  menu: '点击菜单',
  search: '搜索输入',
};

// -------------------------------------------------------------------- tracker ----

const defaultTimers: TrackerTimers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof globalThis.setTimeout>),
};

function text(value: string | undefined, max: number): string | undefined {
  if (value === undefined || value === null) return undefined;
  const clean = truncate(stripSensitive(String(value)), max);
  return clean === '' ? undefined : clean;
}

export function createTracker(options: TrackerOptions = {}): Tracker {
  const url = options.url ?? '/xm-log/track';
  const send: TrackSend = options.send ?? ((p) => sendPayload(p.url, p.body, p.useBeacon));
  const now = options.now ?? Date.now;
  const timers = options.timers ?? defaultTimers;
  const batchSize = options.batchSize ?? BATCH_SIZE;
  const interval = options.flushIntervalMs ?? FLUSH_INTERVAL_MS;
  const maxInFlight = options.maxInFlight ?? MAX_IN_FLIGHT;
  const maxBatch = Math.min(options.maxBatchRecords ?? MAX_BATCH_RECORDS, MAX_BATCH_RECORDS);
  const appName = options.appName ?? DEFAULT_APP_NAME;
  const app = options.app ?? DEFAULT_APP;
  const onError = options.onError ?? (() => {});

  const queue: TrackRecord[] = [];
  let inFlight = 0;
  let timer: unknown = null;
  /** Set by a time- or page-hide flush that could not send everything at once: keep draining as slots free. */
  let draining: Required<FlushOptions> | null = null;
  let started = false;
  let session: string | null = null;
  let base: { os: string; device: string } | null = null;

  const sessionId = () => {
    if (session === null) {
      const candidate = (options.getSessionId ?? defaultGetSessionId)();
      session = isSessionId(candidate) ? candidate : defaultGetSessionId({ storage: null });
    }
    return session;
  };
  const environment = () => {
    if (base === null) {
      const ua = (options.getUserAgent ?? userAgent)();
      base = {
        device: truncate(ua, FIELD_LIMITS.device) || 'unknown',
        os: truncate((options.getOs ?? (() => detectOs(ua)))(), FIELD_LIMITS.os) || 'unknown',
      };
    }
    return base;
  };

  function clearTimer() {
    if (timer !== null) {
      timers.clearTimeout(timer);
      timer = null;
    }
  }

  function syncTimer() {
    if (queue.length === 0) {
      clearTimer();
      draining = null;
    } else if (timer === null) {
      timer = timers.setTimeout(() => {
        timer = null;
        void flush();
      }, interval);
    }
  }

  /** Next batch: up to 100 records; when unloading, also below the beacon threshold (at least one record). */
  function takeBatch(unloading: boolean): TrackRecord[] {
    if (!unloading) return queue.splice(0, maxBatch);
    let size = 2; // the brackets
    let n = 0;
    while (n < queue.length && n < maxBatch) {
      const add = JSON.stringify(queue[n]).length + (n > 0 ? 1 : 0);
      if (n > 0 && size + add >= BEACON_MAX_CHARS) break;
      size += add;
      n++;
    }
    return queue.splice(0, n);
  }

  function dispatch(batch: TrackRecord[], useBeacon: boolean): Promise<void> {
    inFlight++;
    let result: Promise<unknown>;
    try {
      result = Promise.resolve(send({ url, body: JSON.stringify(batch), records: batch, useBeacon }));
    } catch (error) {
      result = Promise.reject(error);
    }
    return result.then(
      () => settle(),
      (error: unknown) => {
        settle();
        try {
          onError(error);
        } catch {
          /* a failing error hook must not break tracking */
        }
      },
    );
  }

  function settle() {
    inFlight--;
    pump();
  }

  /** Start as many sends as the in-flight limit allows. */
  function pump(): Promise<void>[] {
    const sends: Promise<void>[] = [];
    while (inFlight < maxInFlight && queue.length > 0 && (draining !== null || queue.length >= batchSize)) {
      const mode = draining ?? { useBeacon: true, unloading: false };
      sends.push(dispatch(takeBatch(mode.unloading), mode.useBeacon));
    }
    syncTimer();
    return sends;
  }

  function flush(opts: FlushOptions = {}): Promise<void> {
    if (queue.length === 0) return Promise.resolve();
    draining = { useBeacon: opts.useBeacon ?? true, unloading: opts.unloading ?? false };
    return Promise.all(pump()).then(() => undefined);
  }

  function record(input: TrackInput): TrackRecord {
    const env = environment();
    const rec: TrackRecord = {
      os: truncate(input.os ?? env.os, FIELD_LIMITS.os) || 'unknown',
      app: truncate(input.app ?? app, FIELD_LIMITS.app) || 'unknown',
      device: truncate(input.device ?? env.device, FIELD_LIMITS.device) || 'unknown',
      session: isSessionId(input.session) ? input.session : sessionId(),
      time: Math.max(0, Math.floor(Number.isFinite(input.time) ? (input.time as number) : now())),
      type: TRACK_TYPE,
      content: text(input.content, FIELD_LIMITS.content) ?? 'unknown',
    };
    const appNameText = text(input.app_name, FIELD_LIMITS.app_name);
    if (appNameText !== undefined) rec.app_name = appNameText;
    const first = text(input.first_menu_name, FIELD_LIMITS.first_menu_name);
    if (first !== undefined) rec.first_menu_name = first;
    const second = text(input.second_menu_name, FIELD_LIMITS.second_menu_name);
    if (second !== undefined) rec.second_menu_name = second;
    const ele = text(input.ele_text, FIELD_LIMITS.ele_text);
    if (ele !== undefined) rec.ele_text = ele;
    if (input.url) {
      const cleanUrl = truncate(sanitizeUrl(input.url), FIELD_LIMITS.url);
      if (cleanUrl) rec.url = cleanUrl;
    }
    queue.push(rec);
    pump();
    return rec;
  }

  function menuNames(): MenuNames {
    try {
      return options.getMenuNames?.() ?? {};
    } catch {
      return {};
    }
  }

  function trackClick(el: Element, kind: ClickKind, content?: string): TrackRecord {
    const menus = menuNames();
    return record({
      content:
        content || (kind === 'custom' ? el.getAttribute('data-track') || CLICK_CONTENT.button : CLICK_CONTENT[kind]),
      app_name: appName,
      first_menu_name: menus.first,
      second_menu_name: menus.second,
      ele_text: elementText(el, kind),
      url: (options.getUrl ?? currentUrl)(),
    });
  }

  // ------------------------------------------------------------- listeners ----
  const onClick = (event: Event) => {
    try {
      const match = classifyClick(event.target);
      if (match) trackClick(match.el, match.kind, match.content);
    } catch (error) {
      onError(error);
    }
  };
  const onHide = () => void flush({ useBeacon: true, unloading: true });
  const onVisibility = () => {
    const doc = options.target?.document ?? document;
    if (doc.visibilityState === 'hidden') onHide();
  };

  function start() {
    if (started) return;
    const doc = options.target?.document ?? (typeof document === 'undefined' ? undefined : document);
    const win = options.target?.window ?? (typeof window === 'undefined' ? undefined : window);
    if (!doc || !win) return;
    doc.addEventListener('click', onClick, true);
    doc.addEventListener('visibilitychange', onVisibility);
    win.addEventListener('pagehide', onHide);
    started = true;
  }

  function stop() {
    if (!started) return;
    const doc = options.target?.document ?? document;
    const win = options.target?.window ?? window;
    doc.removeEventListener('click', onClick, true);
    doc.removeEventListener('visibilitychange', onVisibility);
    win.removeEventListener('pagehide', onHide);
    clearTimer();
    started = false;
  }

  return {
    record,
    trackClick,
    flush,
    start,
    stop,
    get pendingCount() {
      return queue.length;
    },
    get inFlight() {
      return inFlight;
    },
    get started() {
      return started;
    },
  };
}
