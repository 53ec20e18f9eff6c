/**
 * Identity-number rules shared by the server and the browser. Pure functions, no imports.
 * The same text lives in server/lib/china-ids.ts and src/lib/validation/china-ids.ts (the server may not import
 * src/); a test on each side checks the two files are identical.
 */

const USCC_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
export const USCC_PATTERN = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

/** The check character of the first 17 characters of a unified social credit code (GB 32100-2015). */
export function usccCheckChar(first17: string): string | null {
  if (first17.length !== 17) return null;
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const v = USCC_CHARS.indexOf(first17[i]!);
    if (v < 0) return null;
    sum += v * USCC_WEIGHTS[i]!;
  }
  return USCC_CHARS[(31 - (sum % 31)) % 31]!;
}

/** A unified social credit code: 18 characters of the allowed set with a correct check character. */
export function isValidCreditCode(code: string): boolean {
  return USCC_PATTERN.test(code) && usccCheckChar(code.slice(0, 17)) === code[17];
}

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

/** The check character of the first 17 digits of an 18-digit citizen number (GB 11643-1999). */
export function idCheckChar(first17: string): string | null {
  if (!/^\d{17}$/.test(first17)) return null;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * ID_WEIGHTS[i]!;
  return ID_CHECK[sum % 11]!;
}

function validBirthDate(yyyymmdd: string, now: number): boolean {
  const y = Number(yyyymmdd.slice(0, 4));
  const m = Number(yyyymmdd.slice(4, 6));
  const d = Number(yyyymmdd.slice(6, 8));
  if (y < 1900 || m < 1 || m > 12 || d < 1) return false;
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCMonth() === m - 1 && date.getUTCDate() === d && date.getTime() <= now;
}

/** 18-character citizen number: region, a real birth date not in the future, check character (X upper case). */
export function isValidCitizenId(id: string, now = Date.now()): boolean {
  if (!/^[1-9]\d{16}[\dX]$/.test(id)) return false;
  if (!validBirthDate(id.slice(6, 14), now)) return false;
  return idCheckChar(id.slice(0, 17)) === id[17];
}

/** Hong Kong identity card: one or two letters, six digits, a check digit or A, brackets optional: A123456(3). */
export function isValidHkId(raw: string): boolean {
  const m = /^([A-Z]{1,2})(\d{6})\(?([0-9A])\)?$/.exec(raw);
  if (!m) return false;
  const letters = m[1]!.length === 1 ? ` ${m[1]}` : m[1]!;
  const chars = letters + m[2]!;
  let sum = 0;
  for (let i = 0; i < 8; i++) {
    const c = chars[i]!;
    const v = c === ' ' ? 36 : /\d/.test(c) ? Number(c) : c.charCodeAt(0) - 55;
    sum += v * (9 - i);
  }
  const check = (11 - (sum % 11)) % 11;
  return m[3] === (check === 10 ? 'A' : String(check));
}

export const ID_TYPE_NAMES: Record<number, string> = {
  1: '中国大陆居民身份证',
  2: '境外证件',
  3: '护照',
  4: '港澳居民来往内地通行证',
  5: '台湾居民来往大陆通行证',
  6: '外国人永久居留身份证',
  7: '台湾居民居住证',
  8: '香港身份证',
  9: '户口簿',
};

/** What a number of each type looks like, for the error message. */
export const ID_NUMBER_HINTS: Record<number, string> = {
  1: '18 位，最后一位可为 X，且校验位正确',
  2: '5 至 30 位字母、数字或短横线',
  3: '5 至 17 位字母或数字',
  4: 'H 或 M 开头，后接 8 位或 10 位数字',
  5: '8 位或 10 位数字',
  6: '3 位字母加 12 位数字，或以 9 开头的 18 位号码（校验位正确）',
  7: '以 83 开头的 18 位号码，且校验位正确',
  8: '1 至 2 位字母加 6 位数字和校验码，如 A123456(3)',
  9: '户口簿上的 18 位公民身份号码，且校验位正确',
};

/** Whether `id` is a plausible number for ID document type `type` (1-9); letters are compared upper case. */
export function isValidIdNumber(type: number, raw: string, now = Date.now()): boolean {
  const id = raw.trim().toUpperCase();
  switch (type) {
    case 1:
    case 9:
      return isValidCitizenId(id, now);
    case 2:
      return /^[A-Z0-9-]{5,30}$/.test(id) && /[0-9]/.test(id);
    case 3:
      return /^[A-Z0-9]{5,17}$/.test(id) && /[0-9]/.test(id);
    case 4:
      return /^[HM]\d{8}(\d{2})?$/.test(id);
    case 5:
      return /^\d{8}(\d{2})?$/.test(id);
    case 6:
      return /^[A-Z]{3}\d{12}$/.test(id) || (/^9\d{16}[\dX]$/.test(id) && idCheckChar(id.slice(0, 17)) === id[17]);
    case 7:
      return /^83\d{15}[\dX]$/.test(id) && isValidCitizenId(id, now);
    case 8:
      return isValidHkId(id.replace(/（/g, '(').replace(/）/g, ')'));
    default:
      return false;
  }
}

/** Spec §5: a mainland mobile number, optional +86 or 0086 prefix. */
export const PHONE_RE = /^(?:\+86|0086)?1[3-9]\d{9}$/;
