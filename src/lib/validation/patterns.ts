/**
 * Spec §5: a mainland China mobile number. Optional +86 or 0086 prefix, then
 * 1, a digit 3 to 9, and 9 more digits. No spaces or separators.
 */
export const PHONE_PATTERN = /^(?:\+86|0086)?1[3-9]\d{9}$/;

const COUNTRY_PREFIX = /^(?:\+86|0086)/;

export function isPhone(s: unknown): s is string {
  return typeof s === 'string' && PHONE_PATTERN.test(s);
}

/** The 11-digit number without a +86 / 0086 prefix (surrounding blanks trimmed). */
export function normalizePhone(s: string): string {
  return s.trim().replace(COUNTRY_PREFIX, '');
}

/** '13800000001' (or with a prefix) → '138****0001'; anything that is not a phone number is returned unchanged. */
export function maskPhone(s: string): string {
  if (!isPhone(s.trim())) return s;
  const phone = normalizePhone(s);
  return `${phone.slice(0, 3)}****${phone.slice(7)}`;
}
