/** Envelope codes of spec §4. */
export const Code = {
  OK: 1,
  ERROR: 0,
  TOKEN_INVALID: 1001,
  NO_PROJECT_AUTHORITY: 1002,
  NOT_LOGGED_IN: 1003,
  NO_AUTHORITY: 1004,
  OTHER: -1,
} as const;
export type ErrorCode = (typeof Code)[Exclude<keyof typeof Code, 'OK'>];

export interface Envelope<T = unknown> {
  code: number;
  data: T | null;
  msg: string;
}

/** A failure the client caused or may see: becomes an envelope, never a 500. */
export class BizError extends Error {
  constructor(
    public readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'BizError';
  }
}

export const fail = (msg: string, code: ErrorCode = Code.ERROR) => new BizError(code, msg);

export function ok<T>(data: T): Envelope<T> {
  return { code: Code.OK, data: data === undefined ? null : data, msg: 'ok' };
}

export function errorEnvelope(code: number, msg: string): Envelope<null> {
  return { code, data: null, msg };
}

/**
 * True for a unique-constraint violation on either database (PostgreSQL 23505, SQLite SQLITE_CONSTRAINT_UNIQUE /
 * _PRIMARYKEY): two concurrent requests passed the same existence check and the second insert lost the race.
 */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
