import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The open API's request signature (docs/open-erp.md「签名」). Every /open/v1 call carries
 *   X-App-Key, X-Timestamp (ms epoch), X-Nonce (8-64 of [A-Za-z0-9_-]), X-Signature (lower-case hex)
 * and X-Signature = HMAC-SHA256(appSecret, canonical), where canonical is the lines
 *   POST \n <path> \n <timestamp> \n <nonce> \n <sha256 hex of the exact body bytes>
 * joined by "\n". The body is signed as sent, so no JSON re-serialisation can change what was signed.
 */
export const SIGN_HEADERS = { appKey: 'x-app-key', timestamp: 'x-timestamp', nonce: 'x-nonce', signature: 'x-signature' } as const;
export const MAX_SKEW_MS = 5 * 60_000;
export const NONCE_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

export function canonicalRequest(method: string, path: string, timestamp: string, nonce: string, body: string): string {
  const bodyHash = createHash('sha256').update(body, 'utf8').digest('hex');
  return [method.toUpperCase(), path, timestamp, nonce, bodyHash].join('\n');
}

export function sign(secret: string, method: string, path: string, timestamp: string, nonce: string, body: string): string {
  return createHmac('sha256', secret).update(canonicalRequest(method, path, timestamp, nonce, body)).digest('hex');
}

export function signatureMatches(expected: string, given: string): boolean {
  if (!/^[0-9a-f]{64}$/.test(given)) return false;
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given, 'hex'));
}

/** The headers of a signed call (used by the ERP simulator, the tests and the bench). */
export function signedHeaders(appKey: string, secret: string, path: string, body: string, now: number, nonce: string): Record<string, string> {
  const ts = String(now);
  return {
    'content-type': 'application/json',
    [SIGN_HEADERS.appKey]: appKey,
    [SIGN_HEADERS.timestamp]: ts,
    [SIGN_HEADERS.nonce]: nonce,
    [SIGN_HEADERS.signature]: sign(secret, 'POST', path, ts, nonce, body),
  };
}
