import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** argon2id with the OWASP-recommended parameters of the foundation issue. */
/** `algorithm: 2` is Algorithm.Argon2id (a const enum, which verbatimModuleSyntax cannot import). */
export const ARGON2_PARAMS = { algorithm: 2 as const, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, ARGON2_PARAMS);

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** A hash of a random password, verified against when the phone is unknown so both paths cost the same. */
let dummyHash: Promise<string> | null = null;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}

/** Opaque bearer token: 256 random bits, base64url. Only its SHA-256 is stored. */
export const newToken = () => randomBytes(32).toString('base64url');
export const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

export const newSmsCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

export function safeEqualHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** 138****0001: what logs and headers may show of a phone number. */
export function maskPhone(phone: string): string {
  const p = normalizePhone(phone);
  return p.length === 11 ? `${p.slice(0, 3)}****${p.slice(7)}` : '****';
}

/** Strips the +86 / 0086 prefix the phone pattern allows. */
export function normalizePhone(phone: string): string {
  return phone.replace(/^(\+86|0086)/, '');
}
