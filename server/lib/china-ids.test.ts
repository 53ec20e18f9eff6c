import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isValidCitizenId, isValidCreditCode, isValidHkId, isValidIdNumber, usccCheckChar } from './china-ids.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

describe('china-ids (server copy)', () => {
  it('is the same text as the browser copy in src/lib/validation', () => {
    const a = fs.readFileSync(path.join(here, 'china-ids.ts'), 'utf8');
    const b = fs.readFileSync(path.join(here, '../../src/lib/validation/china-ids.ts'), 'utf8');
    expect(b).toBe(a);
  });

  it('checks unified social credit codes by GB 32100-2015', () => {
    expect(isValidCreditCode('91350100M000100Y43')).toBe(true);
    expect(isValidCreditCode('91310115MA1K4B2N8C')).toBe(true);
    expect(isValidCreditCode('91350100M000100Y44')).toBe(false); // wrong check character
    expect(isValidCreditCode('91350100M000100I43')).toBe(false); // I is not in the set
    expect(isValidCreditCode('9135010M000100Y43')).toBe(false); // 17 characters
    expect(usccCheckChar('9135010')).toBeNull();
  });

  it('checks citizen numbers by GB 11643 (check character, real birth date)', () => {
    expect(isValidCitizenId('11010519491231002X')).toBe(true);
    expect(isValidCitizenId('110105194912310021')).toBe(false);
    expect(isValidCitizenId('11010519491331002X')).toBe(false); // month 13
    expect(isValidCitizenId('110105194902300027')).toBe(false); // 30 February
    expect(isValidCitizenId('11010519491231002x')).toBe(false); // lower-case x is normalised by isValidIdNumber only
    expect(isValidIdNumber(1, '11010519491231002x')).toBe(true);
  });

  it('checks every document type by its own rule', () => {
    expect(isValidIdNumber(2, 'AB-123456')).toBe(true);
    expect(isValidIdNumber(2, 'ABCDEF')).toBe(false);
    expect(isValidIdNumber(3, 'E12345678')).toBe(true);
    expect(isValidIdNumber(3, 'ABCDEFG')).toBe(false);
    expect(isValidIdNumber(3, 'E1234567890123456789')).toBe(false);
    expect(isValidIdNumber(4, 'H12345678')).toBe(true);
    expect(isValidIdNumber(4, 'C12345678')).toBe(false);
    expect(isValidIdNumber(5, '12345678')).toBe(true);
    expect(isValidIdNumber(5, '1234567')).toBe(false);
    expect(isValidIdNumber(6, 'USA110012345678')).toBe(true);
    expect(isValidIdNumber(6, 'US110012345678')).toBe(false);
    expect(isValidIdNumber(7, '830000199001011234')).toBe(true);
    expect(isValidIdNumber(7, '11010519491231002X')).toBe(false);
    expect(isValidHkId('A123456(3)')).toBe(true);
    expect(isValidIdNumber(8, 'A123456（3）')).toBe(true);
    expect(isValidIdNumber(8, 'A123456(4)')).toBe(false);
    expect(isValidIdNumber(9, '11010519491231002X')).toBe(true);
    expect(isValidIdNumber(10, '11010519491231002X')).toBe(false);
  });
});
