import { describe, expect, it } from 'vitest';
import { buildKeySet, canAccess, VIRTUAL_KEYS } from './permissions';

const keys = new Set(['goods.list', 'order.list']);

describe('canAccess (spec §6)', () => {
  it('opens routes without authKey or with ignoreAuth', () => {
    expect(canAccess(keys, undefined)).toBe(true);
    expect(canAccess(keys, {})).toBe(true);
    expect(canAccess(new Set(), { authKey: 'finance.stat', ignoreAuth: true })).toBe(true);
  });
  it('requires a string key', () => {
    expect(canAccess(keys, { authKey: 'goods.list' })).toBe(true);
    expect(canAccess(keys, { authKey: 'finance.stat' })).toBe(false);
  });
  it('requires every key of a list', () => {
    expect(canAccess(keys, { authKey: ['goods.list', 'order.list'] })).toBe(true);
    expect(canAccess(keys, { authKey: ['goods.list', 'finance.stat'] })).toBe(false);
    expect(canAccess(keys, { authKey: [] })).toBe(true);
  });
  it('requires one of authKeyAny', () => {
    expect(canAccess(new Set(['common.open-erp']), { authKeyAny: ['open.page', 'common.open-erp'] })).toBe(true);
    expect(canAccess(keys, { authKeyAny: ['open.page', 'common.open-erp'] })).toBe(false);
  });
});

describe('buildKeySet: virtual keys added at load', () => {
  const base = { authNameList: ['goods.list'], showLuYanMenu: 0, companyType: 1, readyStatus: 0 };
  it('adds nothing for an ordinary company', () => {
    expect([...buildKeySet(base, { job: false, erp: false })]).toEqual(['goods.list']);
  });
  it('adds each virtual key from its source', () => {
    const k = buildKeySet({ ...base, showLuYanMenu: 1, companyType: 4, readyStatus: 1 }, { job: true, erp: true });
    expect(k.has(VIRTUAL_KEYS.remoteTask)).toBe(true);
    expect(k.has(VIRTUAL_KEYS.roadshow)).toBe(true);
    expect(k.has(VIRTUAL_KEYS.crossBorder)).toBe(true);
    expect(k.has(VIRTUAL_KEYS.companyVerify)).toBe(true);
    expect(k.has(VIRTUAL_KEYS.openErp)).toBe(true);
  });
  it('needs showLuYanMenu exactly 1 and company type exactly 4', () => {
    const k = buildKeySet({ ...base, showLuYanMenu: 0, companyType: 3 }, { job: false, erp: false });
    expect(k.has(VIRTUAL_KEYS.roadshow)).toBe(false);
    expect(k.has(VIRTUAL_KEYS.crossBorder)).toBe(false);
  });
});
