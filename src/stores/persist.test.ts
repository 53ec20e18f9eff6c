import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { persistedProxy, resetPersisted, STORAGE_KEYS } from './persist';

/** valtio notifies subscribers after the current tick. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

const stored = (key: string): unknown => JSON.parse(localStorage.getItem(key) ?? 'null');
const store = (key: string, value: unknown) => localStorage.setItem(key, JSON.stringify(value));

interface Prefs {
  size: number;
  tags: string[];
}
const isPrefs = (v: unknown): v is Prefs =>
  typeof v === 'object' && v !== null && typeof (v as Prefs).size === 'number' && Array.isArray((v as Prefs).tags);

let n = 0;
let key = '';
beforeEach(() => {
  localStorage.clear();
  key = `TEST_${++n}`;
});
afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('STORAGE_KEYS', () => {
  it('names the keys of spec §3', () => {
    expect(STORAGE_KEYS).toEqual({
      token: 'ACCESS_TOKEN',
      theme: 'THEME_SETTINGS',
      tabs: 'TABS_ROUTES',
      goodsDraft: 'GOODS_ADD_DRAFT',
    });
  });
});

describe('persistedProxy: reading', () => {
  it('starts from a copy of the initial value when nothing is stored', () => {
    const initial = { size: 1, tags: ['a'] };
    const p = persistedProxy(key, initial);
    expect(p).toEqual(initial);
    p.tags.push('b');
    p.size = 2;
    expect(initial).toEqual({ size: 1, tags: ['a'] });
  });

  it('restores what it wrote', () => {
    store(key, { v: 1, data: { size: 5, tags: ['x'] } });
    expect(persistedProxy(key, { size: 1, tags: [] }, { validate: isPrefs })).toEqual({ size: 5, tags: ['x'] });
  });

  it.each([
    ['invalid JSON', '{not json'],
    ['a bare value without version', JSON.stringify({ size: 5, tags: [] })],
    ['another version', JSON.stringify({ v: 2, data: { size: 5, tags: [] } })],
    ['a wrong shape', JSON.stringify({ v: 1, data: { size: '5', tags: [] } })],
    ['null data', JSON.stringify({ v: 1, data: null })],
    ['an array for an object', JSON.stringify({ v: 1, data: [1, 2] })],
  ])('falls back to the initial value on %s', (_, raw) => {
    localStorage.setItem(key, raw);
    expect(persistedProxy(key, { size: 1, tags: [] }, { validate: isPrefs })).toEqual({ size: 1, tags: [] });
  });

  it('without validate accepts any value of the same kind', () => {
    store(key, { v: 1, data: { other: true } });
    expect(persistedProxy<object>(key, { size: 1 })).toEqual({ other: true });
    store(`${key}_b`, { v: 1, data: 'text' });
    expect(persistedProxy(`${key}_b`, { size: 1 })).toEqual({ size: 1 });
  });

  it('checks the version it is given', () => {
    store(key, { v: 3, data: { size: 9, tags: [] } });
    expect(persistedProxy(key, { size: 1, tags: [] }, { version: 3 }).size).toBe(9);
    expect(persistedProxy(key, { size: 1, tags: [] }, { version: 4 }).size).toBe(1);
  });

  it('lets normalize repair the stored value or reject it with null', () => {
    const normalize = (v: unknown): Prefs | null =>
      typeof v === 'object' && v !== null ? { size: Number((v as Prefs).size) || 1, tags: [] } : null;
    store(key, { v: 1, data: { size: '7', extra: 1 } });
    expect(persistedProxy(key, { size: 1, tags: ['i'] }, { normalize })).toEqual({ size: 7, tags: [] });
    store(key, { v: 1, data: 42 });
    expect(persistedProxy(key, { size: 1, tags: ['i'] }, { normalize })).toEqual({ size: 1, tags: ['i'] });
  });
});

describe('persistedProxy: writing', () => {
  it('writes every change back with its version', async () => {
    const p = persistedProxy(key, { size: 1, tags: [] as string[] }, { version: 2 });
    p.size = 3;
    await flush();
    expect(stored(key)).toEqual({ v: 2, data: { size: 3, tags: [] } });
    p.tags.push('deep');
    await flush();
    expect(stored(key)).toEqual({ v: 2, data: { size: 3, tags: ['deep'] } });
  });

  it('batches the changes of one tick into one write', async () => {
    const p = persistedProxy(key, { size: 1, tags: [] as string[] });
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    p.size = 2;
    p.size = 3;
    p.tags.push('a', 'b');
    await flush();
    expect(setItem).toHaveBeenCalledTimes(1);
    expect(stored(key)).toEqual({ v: 1, data: { size: 3, tags: ['a', 'b'] } });
  });

  it('does not write before anything changes', async () => {
    persistedProxy(key, { size: 1 });
    await flush();
    expect(localStorage.getItem(key)).toBeNull();
  });
});

describe('persistedProxy: storage failures never throw', () => {
  it('when reading throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(persistedProxy(key, { size: 1 })).toEqual({ size: 1 });
  });

  it('when writing throws (private mode, quota)', async () => {
    const p = persistedProxy(key, { size: 1 });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota exceeded', 'QuotaExceededError');
    });
    p.size = 2;
    await expect(flush()).resolves.toBeUndefined();
    expect(p.size).toBe(2);
  });

  it('when localStorage itself is unavailable', async () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const p = persistedProxy(key, { size: 1 });
    p.size = 2;
    await flush();
    expect(p.size).toBe(2);
  });
});

describe('resetPersisted', () => {
  it('puts one store back to its initial value, drops added keys and writes it', async () => {
    store(key, { v: 1, data: { size: 8, tags: ['s'], extra: 'x' } });
    const p = persistedProxy<Record<string, unknown>>(key, { size: 1, tags: [] });
    expect(p.extra).toBe('x');
    resetPersisted(p);
    expect(p).toEqual({ size: 1, tags: [] });
    await flush();
    expect(stored(key)).toEqual({ v: 1, data: { size: 1, tags: [] } });
  });

  it('resets every persisted store when called without an argument', () => {
    const a = persistedProxy(key, { size: 1 });
    const b = persistedProxy(`${key}_b`, { list: ['x'] });
    a.size = 5;
    b.list.splice(0);
    resetPersisted();
    expect(a).toEqual({ size: 1 });
    expect(b).toEqual({ list: ['x'] });
  });

  it('ignores an object that is not a persisted store', () => {
    const plain = { size: 5 };
    resetPersisted(plain);
    expect(plain).toEqual({ size: 5 });
  });
});
