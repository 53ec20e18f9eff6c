import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type SessionModule = typeof import('./session');

/** A fresh copy of the module, so its initial read of localStorage runs again. */
async function load(): Promise<SessionModule> {
  vi.resetModules();
  return import('./session');
}

function storageEvent(key: string | null, newValue: string | null): StorageEvent {
  return new StorageEvent('storage', { key, newValue, storageArea: localStorage });
}

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  localStorage.clear();
});

describe('session store', () => {
  it('uses ACCESS_TOKEN as the default storage key', async () => {
    const session = await load();
    expect(session.TOKEN_STORAGE_KEY).toBe('ACCESS_TOKEN');
  });

  it('takes the storage key from VITE_TOKEN_STORAGE_KEY', async () => {
    vi.stubEnv('VITE_TOKEN_STORAGE_KEY', 'MERCHANT_TOKEN');
    localStorage.setItem('MERCHANT_TOKEN', 'from-custom-key');
    localStorage.setItem('ACCESS_TOKEN', 'from-default-key');
    const session = await load();
    expect(session.TOKEN_STORAGE_KEY).toBe('MERCHANT_TOKEN');
    expect(session.getToken()).toBe('from-custom-key');
  });

  it('starts empty when nothing is stored', async () => {
    const session = await load();
    expect(session.sessionStore.token).toBe('');
    expect(session.getToken()).toBe('');
  });

  it('starts from the stored token', async () => {
    localStorage.setItem('ACCESS_TOKEN', 'stored-token');
    const session = await load();
    expect(session.sessionStore.token).toBe('stored-token');
    expect(session.getToken()).toBe('stored-token');
  });

  it('setToken and clearToken keep localStorage in sync', async () => {
    const session = await load();
    session.setToken('abc');
    expect(session.getToken()).toBe('abc');
    expect(localStorage.getItem('ACCESS_TOKEN')).toBe('abc');

    session.clearToken();
    expect(session.getToken()).toBe('');
    expect(localStorage.getItem('ACCESS_TOKEN')).toBeNull();
  });

  it('setToken("") removes the stored token', async () => {
    localStorage.setItem('ACCESS_TOKEN', 'abc');
    const session = await load();
    session.setToken('');
    expect(localStorage.getItem('ACCESS_TOKEN')).toBeNull();
  });

  it('does not throw when localStorage cannot be read at start', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const session = await load();
    expect(session.getToken()).toBe('');
  });

  it('keeps the token in memory when writing fails (private mode, quota)', async () => {
    const session = await load();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota exceeded', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('quota exceeded', 'QuotaExceededError');
    });
    expect(() => session.setToken('memory-only')).not.toThrow();
    expect(session.getToken()).toBe('memory-only');
    expect(() => session.clearToken()).not.toThrow();
    expect(session.getToken()).toBe('');
  });

  it('does not throw when localStorage itself is unavailable', async () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const session = await load();
    expect(session.getToken()).toBe('');
    expect(() => session.setToken('t')).not.toThrow();
    expect(session.getToken()).toBe('t');
  });
});

describe('other tabs (storage event)', () => {
  it("clears this tab's token when another tab logs out", async () => {
    localStorage.setItem('ACCESS_TOKEN', 'shared');
    const session = await load();
    expect(session.getToken()).toBe('shared');

    localStorage.removeItem('ACCESS_TOKEN');
    window.dispatchEvent(storageEvent('ACCESS_TOKEN', null));

    expect(session.getToken()).toBe('');
  });

  it('follows a login in another tab', async () => {
    const session = await load();
    localStorage.setItem('ACCESS_TOKEN', 'other-tab');
    window.dispatchEvent(storageEvent('ACCESS_TOKEN', 'other-tab'));
    expect(session.getToken()).toBe('other-tab');
  });

  it('follows localStorage.clear() in another tab (key null)', async () => {
    localStorage.setItem('ACCESS_TOKEN', 'shared');
    const session = await load();
    localStorage.clear();
    window.dispatchEvent(storageEvent(null, null));
    expect(session.getToken()).toBe('');
  });

  it('ignores other keys', async () => {
    localStorage.setItem('ACCESS_TOKEN', 'mine');
    const session = await load();
    window.dispatchEvent(storageEvent('THEME', null));
    expect(session.getToken()).toBe('mine');
  });

  it('ignores sessionStorage events', async () => {
    localStorage.setItem('ACCESS_TOKEN', 'mine');
    const session = await load();
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'ACCESS_TOKEN', newValue: null, storageArea: sessionStorage }),
    );
    expect(session.getToken()).toBe('mine');
  });
});
