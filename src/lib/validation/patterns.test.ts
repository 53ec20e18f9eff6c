import { describe, expect, it } from 'vitest';
import { isPhone, maskPhone, normalizePhone, PHONE_PATTERN } from './patterns';

describe('PHONE_PATTERN (spec §5)', () => {
  it.each([
    '13800000001',
    '13912345678',
    '15000000000',
    '16600000000',
    '17700000000',
    '18800000000',
    '19900000000',
    '+8613800000001',
    '008613800000001',
  ])('accepts %s', (s) => {
    expect(PHONE_PATTERN.test(s)).toBe(true);
    expect(isPhone(s)).toBe(true);
  });

  it.each([
    ['a second digit of 2', '12800000001'],
    ['a second digit of 1', '11800000001'],
    ['a second digit of 0', '10800000001'],
    ['not starting with 1', '23800000001'],
    ['10 digits', '1380000000'],
    ['12 digits', '138000000012'],
    ['a space inside', '138 0000 0001'],
    ['a leading space', ' 13800000001'],
    ['a dash', '138-0000-0001'],
    ['letters', '1380000000a'],
    ['86 without +', '8613800000001'],
    ['+86 with a space', '+86 13800000001'],
    ['another country code', '+8513800000001'],
    ['a doubled prefix', '+86008613800000001'],
    ['the empty string', ''],
  ])('rejects %s', (_, s) => {
    expect(PHONE_PATTERN.test(s)).toBe(false);
    expect(isPhone(s)).toBe(false);
  });

  it('is not stateful (no g flag), so repeated tests agree', () => {
    expect(PHONE_PATTERN.flags).toBe('');
    expect([1, 2, 3].map(() => PHONE_PATTERN.test('13800000001'))).toEqual([true, true, true]);
  });

  it('isPhone is false for non-strings', () => {
    expect(isPhone(13800000001)).toBe(false);
    expect(isPhone(null)).toBe(false);
    expect(isPhone(undefined)).toBe(false);
  });
});

describe('normalizePhone', () => {
  it.each([
    ['+8613800000001', '13800000001'],
    ['008613800000001', '13800000001'],
    ['13800000001', '13800000001'],
    [' +8613800000001 ', '13800000001'],
  ])('%s → %s', (input, out) => {
    expect(normalizePhone(input)).toBe(out);
  });
});

describe('maskPhone', () => {
  it.each([
    ['13800000001', '138****0001'],
    ['+8613912345678', '139****5678'],
    ['008615000001234', '150****1234'],
  ])('%s → %s', (input, out) => {
    expect(maskPhone(input)).toBe(out);
  });

  it('returns anything that is not a phone number unchanged', () => {
    expect(maskPhone('')).toBe('');
    expect(maskPhone('12345')).toBe('12345');
  });
});
