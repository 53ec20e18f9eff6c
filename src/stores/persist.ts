import { proxy, snapshot, subscribe } from 'valtio/vanilla';

/**
 * localStorage keys of the persisted stores (spec §3, §9). The access token is
 * not here: `stores/session.ts` owns it under its own configurable key.
 */
export const STORAGE_KEYS = {
  token: 'ACCESS_TOKEN',
  theme: 'THEME_SETTINGS',
  tabs: 'TABS_ROUTES',
  goodsDraft: 'GOODS_ADD_DRAFT',
} as const;

export interface PersistOptions<T> {
  /** Bump when the stored shape changes: a stored value of another version is dropped. Default 1. */
  version?: number;
  /** Accepts or rejects the stored data as a whole (after `normalize`). */
  validate?: (v: unknown) => v is T;
  /** Repairs the stored data (drop unknown keys, default bad fields); null rejects it. */
  normalize?: (v: unknown) => T | null;
}

/** What is written under the key: the data with the version it was written by. */
interface Stored {
  v: number;
  data: unknown;
}

/** Initial values of every persisted store, for resetPersisted(). */
const initials = new Map<object, unknown>();

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

function readJson(key: string): unknown {
  try {
    const raw = storage()?.getItem(key);
    return raw == null ? undefined : JSON.parse(raw);
  } catch {
    return undefined; // blocked storage or invalid JSON
  }
}

function writeJson(key: string, value: Stored): void {
  try {
    storage()?.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or quota exceeded: the store keeps working in memory.
  }
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function clone<T>(v: T): T {
  return JSON.parse(JSON.stringify(v)) as T;
}

/** The same kind of value as `initial` (plain object or array): the check when no validate/normalize is given. */
function sameKind<T extends object>(initial: T, v: unknown): v is T {
  return Array.isArray(initial) ? Array.isArray(v) : isRecord(v);
}

function restore<T extends object>(key: string, initial: T, version: number, opts: PersistOptions<T>): T {
  const stored = readJson(key);
  if (!isRecord(stored) || stored.v !== version) return clone(initial);
  const data = opts.normalize ? opts.normalize(stored.data) : stored.data;
  const ok = opts.validate ? opts.validate(data) : opts.normalize ? data !== null : sameKind(initial, data);
  return ok ? clone(data as T) : clone(initial);
}

/**
 * A valtio proxy read from localStorage[key] at creation and written back on
 * every change (valtio batches the changes of one tick into one write).
 * Invalid JSON, a wrong shape or another version give `initial`.
 * `initial` must be JSON data; it is copied, never mutated.
 */
export function persistedProxy<T extends object>(key: string, initial: T, opts: PersistOptions<T> = {}): T {
  const version = opts.version ?? 1;
  const store = proxy(restore(key, initial, version, opts));
  initials.set(store, clone(initial));
  subscribe(store, () => writeJson(key, { v: version, data: snapshot(store) }));
  return store;
}

/**
 * Puts a persisted store (or, without an argument, every one) back to its
 * initial value; the change is written to localStorage like any other.
 */
export function resetPersisted(store?: object): void {
  const targets = store ? [store] : [...initials.keys()];
  for (const target of targets) {
    const initial = initials.get(target);
    if (initial === undefined) continue;
    const fresh = clone(initial);
    if (Array.isArray(target) && Array.isArray(fresh)) {
      target.splice(0, target.length, ...fresh);
      continue;
    }
    const t = target as Record<string, unknown>;
    for (const k of Object.keys(t)) if (!(k in (fresh as object))) delete t[k];
    Object.assign(t, fresh);
  }
}
