import { describe, expect, it } from 'vitest';
import { isValidCreditCode, isValidIdNumber, PHONE_RE } from './china-ids';

/** The browser copy (identical to server/lib/china-ids.ts, checked by the server test). */
describe('china-ids (browser copy)', () => {
  it('checks credit codes and ID numbers as the server does', () => {
    expect(isValidCreditCode('91350100M000100Y43')).toBe(true);
    expect(isValidCreditCode('91350100M000100Y44')).toBe(false);
    expect(isValidIdNumber(1, '11010519491231002X')).toBe(true);
    expect(isValidIdNumber(1, '110105194912310021')).toBe(false);
    expect(isValidIdNumber(8, 'A123456(3)')).toBe(true);
    expect(isValidIdNumber(4, 'M1234567890')).toBe(true);
    expect(PHONE_RE.test('+8613800000001')).toBe(true);
    expect(PHONE_RE.test('12800000001')).toBe(false);
  });
});
