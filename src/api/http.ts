/**
 * The HTTP layer (spec §5, §7, §8): ky instances, the envelope, the error
 * catalogue, and `customInstance`, the mutator every orval-generated call uses.
 */
import ky, { isTimeoutError, type KyInstance, type Options } from 'ky';
import { throttledErrorToast } from '@/lib/feedback';
import { noteServerNowHeader, SERVER_NOW_HEADER } from '@/lib/server-clock';
import { clearToken, getToken } from '@/stores/session';

// ---------------------------------------------------------------- config ----

/** Origin (or path prefix) of the API; '' means same origin. No trailing slash. */
export const API_BASE_URL: string = (import.meta.env.VITE_API_BASE_URL || '').replace(/\/$/, '');
export const MERCHANT_PREFIX = '/xm-merchant';
export const JOB_PREFIX = '/xm-job';
/** Spec §9: HTTP timeout 60 seconds. */
export const REQUEST_TIMEOUT_MS = 60_000;
export const X_CHANNEL: string = import.meta.env.VITE_X_CHANNEL || 'default';

/** Response codes (spec §4). */
export const ResponseCode = {
  SUCCESS: 1,
  ERROR: 0,
  TOKEN_ERROR: 1001,
  NO_PROJECT_AUTHORITY: 1002,
  NOT_LOGGED_IN: 1003,
  NO_AUTHORITY: 1004,
  OTHER: -1,
} as const;

/** Every user-visible string of the catalogue (spec §8), Simplified Chinese. */
export const ErrorMessages = {
  AUTH_EXPIRED: '登录状态已失效',
  FORBIDDEN: '无权限',
  UNKNOWN: '未知错误，请重试',
  NETWORK: '网络连接失败，请检查网络后重试',
  TIMEOUT: '请求超时，请稍后重试',
  httpStatus: (status: number) => `服务器异常（HTTP ${status}），请稍后重试`,
} as const;

// ----------------------------------------------------------------- types ----

export type RequestOptions = { hideErrorMessage?: boolean };

export interface Envelope<D = unknown> {
  code: number;
  data?: D;
  msg?: string;
}

/** What a hook returns for an envelope type: its data, or null when absent. */
export type Unwrap<T> = T extends { code: number; data?: infer D } ? Exclude<D, undefined> | null : T;

export type ApiErrorKind = 'business' | 'auth' | 'forbidden' | 'network' | 'timeout' | 'cancelled' | 'http';

/** Every failed call rejects with this; `message` is the Chinese text a user may see. */
export class ApiError extends Error {
  /** The envelope code; -1 (spec §4 "other") when there was no envelope. */
  code: number;
  kind: ApiErrorKind;
  /** The envelope's data, when the server sent one. */
  data: unknown;
  /** HTTP status, when a response arrived. */
  status?: number;

  constructor(
    message: string,
    init: { code?: number; kind: ApiErrorKind; data?: unknown; status?: number; cause?: unknown },
  ) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiError';
    this.code = init.code ?? ResponseCode.OTHER;
    this.kind = init.kind;
    this.data = init.data;
    this.status = init.status;
  }
}

/** orval names for the error and body types of generated hooks. */
export type ErrorType<_E = unknown> = ApiError;
export type BodyType<B> = B;

// --------------------------------------------------------------- headers ----

/** 'H5' on touch devices, else 'UNKNOWN'; evaluated per request (devtools emulation, hybrid laptops). */
export function terminalType(): 'H5' | 'UNKNOWN' {
  const touchPoints = typeof navigator !== 'undefined' ? navigator.maxTouchPoints || 0 : 0;
  const coarse = typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;
  return touchPoints > 0 || coarse ? 'H5' : 'UNKNOWN';
}

function setCommonHeaders(request: Request): void {
  request.headers.set('x-terminal', terminalType());
  request.headers.set('x-channel', X_CHANNEL);
  const token = getToken();
  if (token) request.headers.set('Authorization', `Bearer ${token}`);
}

/** Every answer carries the platform clock (`x-server-now`): deadlines on the screens count down from it. */
function readServerNow(_request: Request, _options: unknown, response: Response): void {
  noteServerNowHeader(response.headers.get(SERVER_NOW_HEADER));
}

// ------------------------------------------------------------- instances ----

/** Absolute URL for `path` (Request in jsdom/Node cannot resolve relative URLs). */
function absoluteUrl(path: string): string {
  if (typeof location === 'undefined' || !location.origin || location.origin === 'null') return path;
  return new URL(path, location.origin).href;
}

const baseOptions: Options = {
  method: 'post',
  timeout: REQUEST_TIMEOUT_MS,
  retry: 0, // React Query owns retries.
  throwHttpErrors: false, // An error status may still carry an envelope: read it ourselves.
  hooks: { beforeRequest: [setCommonHeaders], afterResponse: [readServerNow] },
};

/** Plain instance with the common hooks: any other absolute path, e.g. /xm-log/track. */
export const plainApi: KyInstance = ky.create(baseOptions);
/** `${API_BASE_URL}/xm-merchant`; inputs must not start with a slash. */
export const merchantApi: KyInstance = ky.create({
  ...baseOptions,
  prefixUrl: absoluteUrl(`${API_BASE_URL}${MERCHANT_PREFIX}`),
});
/** `${API_BASE_URL}/xm-job`; inputs must not start with a slash. */
export const jobApi: KyInstance = ky.create({ ...baseOptions, prefixUrl: absoluteUrl(`${API_BASE_URL}${JOB_PREFIX}`) });

/** Which instance serves `url`, and the input it gets (no leading slash under a prefixUrl). */
export function routeRequest(url: string): { client: KyInstance; input: string } {
  if (url.startsWith(`${JOB_PREFIX}/`)) return { client: jobApi, input: url.slice(JOB_PREFIX.length + 1) };
  if (url.startsWith(`${MERCHANT_PREFIX}/`)) {
    return { client: merchantApi, input: url.slice(MERCHANT_PREFIX.length + 1) };
  }
  if (/^https?:\/\//i.test(url)) return { client: plainApi, input: url };
  if (url.startsWith('/')) return { client: plainApi, input: absoluteUrl(`${API_BASE_URL}${url}`) };
  return { client: merchantApi, input: url }; // a bare path is a merchant call
}

// ---------------------------------------------------------- auth expiry ----

/** Default: a full navigation to /login?redirect=…, unless already there. */
export function redirectToLogin(redirect: string): void {
  if (location.pathname === '/login') return;
  location.assign(`/login?redirect=${encodeURIComponent(redirect)}`);
}

let authExpiredHandler: (redirect: string) => void = redirectToLogin;

/** The router installs a handler that navigates to Login without a reload. */
export function setAuthExpiredHandler(fn: (redirect: string) => void): void {
  authExpiredHandler = fn;
}

/** A burst of parallel requests sent without a token shares one redirect within this window. */
const NO_TOKEN_BURST_MS = 3000;
let lastExpiry: { token: string; at: number } | null = null;

/** The failure is about a token this tab no longer uses (a newer login happened meanwhile). */
function isStaleAuthFailure(sentToken: string): boolean {
  const current = getToken();
  return current !== '' && current !== sentToken;
}

/**
 * Clears the token and sends the user to Login, once per expired token: every
 * request of a parallel burst carried the same token, so only the first
 * failure redirects.
 */
function expireSession(sentToken: string): void {
  clearToken();
  const now = Date.now();
  const duplicate =
    lastExpiry !== null &&
    lastExpiry.token === sentToken &&
    (sentToken !== '' || now - lastExpiry.at < NO_TOKEN_BURST_MS);
  if (duplicate) return;
  lastExpiry = { token: sentToken, at: now };
  authExpiredHandler(`${location.pathname}${location.search}`);
}

/** Tests: forget the last redirect. */
export function resetAuthExpiryForTests(): void {
  lastExpiry = null;
}

// -------------------------------------------------------- classification ----

function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && typeof (body as Envelope).code === 'number';
}

async function readEnvelope(response: Response): Promise<Envelope | null> {
  const text = await response.text();
  try {
    const body: unknown = JSON.parse(text);
    return isEnvelope(body) ? body : null;
  } catch {
    return null;
  }
}

/** An envelope whose code is not 1 (whatever the HTTP status). */
function envelopeError(envelope: Envelope, status: number): ApiError {
  const { code, data } = envelope;
  if (code === ResponseCode.TOKEN_ERROR || code === ResponseCode.NOT_LOGGED_IN) {
    return new ApiError(ErrorMessages.AUTH_EXPIRED, { code, kind: 'auth', data, status });
  }
  if (code === ResponseCode.NO_PROJECT_AUTHORITY || code === ResponseCode.NO_AUTHORITY) {
    return new ApiError(ErrorMessages.FORBIDDEN, { code, kind: 'forbidden', data, status });
  }
  const msg = typeof envelope.msg === 'string' ? envelope.msg.trim() : '';
  return new ApiError(msg || ErrorMessages.UNKNOWN, { code, kind: 'business', data, status });
}

/** A response without an envelope body. */
function bodyError(response: Response): ApiError {
  const message = response.ok ? ErrorMessages.UNKNOWN : ErrorMessages.httpStatus(response.status);
  return new ApiError(message, { kind: 'http', status: response.status });
}

/** Anything thrown while sending or reading: cancel, timeout, network, other. */
function transportError(error: unknown, signal: AbortSignal | undefined): ApiError {
  if (error instanceof ApiError) return error;
  if (signal?.aborted || (error instanceof Error && error.name === 'AbortError')) {
    return new ApiError('请求已取消', { kind: 'cancelled', cause: error });
  }
  if (isTimeoutError(error)) return new ApiError(ErrorMessages.TIMEOUT, { kind: 'timeout', cause: error });
  if (error instanceof TypeError) return new ApiError(ErrorMessages.NETWORK, { kind: 'network', cause: error });
  return new ApiError(ErrorMessages.UNKNOWN, { kind: 'network', cause: error });
}

// ------------------------------------------------------ error catalogue ----

/**
 * Spec §8, one row per branch. Shows what the user must see (throttled to one
 * toast a second, none with hideErrorMessage), runs the side effects, and
 * returns the error for the caller to reject with.
 */
export function handleFailure(
  error: ApiError,
  options: RequestOptions = {},
  sentToken: string = getToken(),
): ApiError {
  const toast = (msg: string) => {
    if (!options.hideErrorMessage) throttledErrorToast(msg);
  };
  switch (error.kind) {
    // Cancelled request → nothing shown (still rejects).
    case 'cancelled':
      break;
    // Code 1001 or 1003 → '登录状态已失效'; token cleared; go to Login with the current path
    // (clearing and redirect happen even with hideErrorMessage).
    // A late answer about an older token, after a new login, is ignored: the session is valid.
    case 'auth':
      if (isStaleAuthFailure(sentToken)) break;
      toast(ErrorMessages.AUTH_EXPIRED);
      expireSession(sentToken);
      break;
    // Code 1002 or 1004 → '无权限'.
    case 'forbidden':
      toast(ErrorMessages.FORBIDDEN);
      break;
    // Any other code → the server msg, or '未知错误，请重试' (already resolved in error.message).
    case 'business':
      toast(error.message || ErrorMessages.UNKNOWN);
      break;
    // Network error (offline, timeout, HTTP status without envelope, anything else) → its
    // message, or the default.
    case 'network':
    case 'timeout':
    case 'http':
      toast(error.message || ErrorMessages.UNKNOWN);
      break;
  }
  return error;
}

// ---------------------------------------------------------------- mutator ----

export interface RequestConfig {
  url: string;
  method: string;
  headers?: Record<string, string>;
  data?: unknown;
  params?: Record<string, unknown>;
  signal?: AbortSignal;
}

function searchParams(params: Record<string, unknown> | undefined): Record<string, string> | undefined {
  if (!params) return undefined;
  const entries = Object.entries(params).filter(([, value]) => value !== undefined && value !== null);
  return entries.length ? Object.fromEntries(entries.map(([key, value]) => [key, String(value)])) : undefined;
}

function kyOptions(config: RequestConfig): Options {
  const options: Options = { method: config.method.toLowerCase() };
  if (typeof FormData !== 'undefined' && config.data instanceof FormData) {
    // Uploads: the browser writes the multipart Content-Type with its boundary; orval's bare header would break it.
    const headers = Object.fromEntries(Object.entries(config.headers ?? {}).filter(([k]) => k.toLowerCase() !== 'content-type'));
    if (Object.keys(headers).length) options.headers = headers;
    options.body = config.data;
  } else {
    if (config.headers) options.headers = config.headers;
    if (config.data !== undefined) options.json = config.data;
  }
  if (config.signal) options.signal = config.signal;
  const query = searchParams(config.params);
  if (query) options.searchParams = query;
  return options;
}

/**
 * orval's mutator: sends the call, unwraps the envelope (code 1 → data, or
 * null when absent) and rejects every failure with an ApiError after the
 * error catalogue ran.
 */
export const customInstance = async <T>(config: RequestConfig, options?: RequestOptions): Promise<Unwrap<T>> => {
  const { client, input } = routeRequest(config.url);
  const sentToken = getToken();
  try {
    const response = await client(input, kyOptions(config));
    const envelope = await readEnvelope(response);
    if (!envelope) throw bodyError(response);
    if (envelope.code !== ResponseCode.SUCCESS) throw envelopeError(envelope, response.status);
    return (envelope.data ?? null) as Unwrap<T>;
  } catch (error) {
    throw handleFailure(transportError(error, config.signal), options, sentToken);
  }
};
