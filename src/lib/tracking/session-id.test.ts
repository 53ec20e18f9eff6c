import { describe, expect, it } from 'vitest';
import {
  createSessionId,
  getSessionId,
  isSessionId,
  randomAlphanumeric,
  SESSION_ID_PATTERN,
  SESSION_STORAGE_KEY,
} from './session-id';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => {
      data.set(k, v);
    },
    data,
  };
}

describe('session id', () => {
  it('is 8 random alphanumeric characters followed by epoch seconds', () => {
    const now = 1_717_200_012_345;
    const id = createSessionId(now);
    expect(id).toMatch(SESSION_ID_PATTERN);
    expect(id).toMatch(/^[A-Za-z0-9]{8}\d{10}$/);
    expect(id).toHaveLength(18);
    expect(id.slice(8)).toBe('1717200012');
    expect(isSessionId(id)).toBe(true);
  });

  it('uses the current time by default and differs between calls', () => {
    const before = Math.floor(Date.now() / 1000);
    const ids = new Set(Array.from({ length: 50 }, () => createSessionId()));
    expect(ids.size).toBe(50);
    for (const id of ids) {
      const seconds = Number(id.slice(8));
      expect(seconds).toBeGreaterThanOrEqual(before);
      expect(seconds).toBeLessThanOrEqual(before + 2);
    }
  });

  it('draws only from [A-Za-z0-9], even from biased byte sources', () => {
    const s = randomAlphanumeric(2000);
    expect(s).toMatch(/^[A-Za-z0-9]{2000}$/);
    // bytes >= 248 are redrawn, so a source of 255s followed by zeros still yields valid characters
    let call = 0;
    const biased = (n: number) => new Uint8Array(n).fill(call++ === 0 ? 255 : 0);
    expect(randomAlphanumeric(8, biased)).toBe('AAAAAAAA');
  });

  it('pads small timestamps to 10 digits', () => {
    expect(createSessionId(0)).toMatch(/^[A-Za-z0-9]{8}0000000000$/);
  });

  it('rejects malformed ids', () => {
    expect(isSessionId('abc')).toBe(false);
    expect(isSessionId('aB3dE9xZ171720000')).toBe(false); // 9 digits
    expect(isSessionId('aB3dE9x!1717200000')).toBe(false);
    expect(isSessionId(undefined)).toBe(false);
  });

  it('keeps one id per tab in session storage and replaces an invalid stored value', () => {
    const storage = memoryStorage();
    const first = getSessionId({ storage });
    expect(first).toMatch(SESSION_ID_PATTERN);
    expect(storage.data.get(SESSION_STORAGE_KEY)).toBe(first);
    expect(getSessionId({ storage })).toBe(first);

    const broken = memoryStorage({ [SESSION_STORAGE_KEY]: 'not-an-id' });
    const fresh = getSessionId({ storage: broken });
    expect(fresh).toMatch(SESSION_ID_PATTERN);
    expect(broken.data.get(SESSION_STORAGE_KEY)).toBe(fresh);
  });

  it('still answers when storage throws', () => {
    const throwing = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(getSessionId({ storage: throwing })).toMatch(SESSION_ID_PATTERN);
    expect(getSessionId({ storage: null })).toMatch(SESSION_ID_PATTERN);
  });
});
