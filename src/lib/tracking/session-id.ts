/**
 * Tracking session id: 8 random alphanumeric characters followed by the epoch time in SECONDS
 * (10 digits), e.g. `aB3dE9xZ1717200000`. The ingest endpoint validates `^[A-Za-z0-9]{8}\d{10}$`.
 *
 * One id per browser tab: it is kept in sessionStorage so a reload continues the same session,
 * and lives in memory only when storage is unavailable (private mode, sandboxed frames).
 */

export const SESSION_ID_PATTERN = /^[A-Za-z0-9]{8}\d{10}$/;
export const SESSION_STORAGE_KEY = 'XM_TRACK_SESSION';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Largest multiple of 62 below 256: bytes at or above it are redrawn so every character is equally likely. */
const UNBIASED_LIMIT = 256 - (256 % ALPHABET.length);

export type RandomBytes = (length: number) => Uint8Array;

const cryptoBytes: RandomBytes = (length) => {
  const bytes = new Uint8Array(length);
  if (globalThis.crypto?.getRandomValues) return globalThis.crypto.getRandomValues(bytes);
  for (let i = 0; i < length; i++) bytes[i] = Math.floor(Math.random() * 256);
  return bytes;
};

export function randomAlphanumeric(length: number, randomBytes: RandomBytes = cryptoBytes): string {
  let out = '';
  while (out.length < length) {
    for (const b of randomBytes(length * 2)) {
      if (b >= UNBIASED_LIMIT) continue;
      out += ALPHABET[b % ALPHABET.length];
      if (out.length === length) break;
    }
  }
  return out;
}

/** A fresh id for the given time (ms epoch). */
export function createSessionId(nowMs: number = Date.now(), randomBytes?: RandomBytes): string {
  const seconds = Math.max(0, Math.floor(nowMs / 1000));
  return randomAlphanumeric(8, randomBytes) + String(seconds).padStart(10, '0').slice(-10);
}

export function isSessionId(value: unknown): value is string {
  return typeof value === 'string' && SESSION_ID_PATTERN.test(value);
}

type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;

function defaultStore(): SessionStore | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // access can throw (blocked storage)
  }
}

/**
 * The current tab's session id: reused from storage when valid, otherwise created and stored.
 * Callers (the tracker) keep the answer, so a tab without working storage still has one id per page load.
 */
export function getSessionId(options: { storage?: SessionStore | null; now?: () => number } = {}): string {
  const storage = options.storage === undefined ? defaultStore() : options.storage;
  try {
    const stored = storage?.getItem(SESSION_STORAGE_KEY);
    if (isSessionId(stored)) return stored;
  } catch {
    /* unreadable storage: create a new id below */
  }
  const id = createSessionId(options.now ? options.now() : Date.now());
  try {
    storage?.setItem(SESSION_STORAGE_KEY, id);
  } catch {
    /* quota or blocked storage: the caller keeps the id in memory */
  }
  return id;
}
