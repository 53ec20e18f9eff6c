import type { FastifyBaseLogger } from 'fastify';
import type { Db, Dialect } from '../db/index.ts';
import type { ServerConfig } from '../config.ts';
import type { AuthContext } from './session.ts';
import type { SmsProvider } from './sms.ts';
import type { TrackBuffer } from '../platform/track/buffer.ts';
import type { FileSigner, FileStorage } from './files.ts';
import type { Clock } from './clock.ts';

/** What every handler may use besides its request. */
export interface AppDeps {
  config: ServerConfig;
  dialect: Dialect;
  sms: SmsProvider;
  track: TrackBuffer;
  /** Where uploaded bytes live (local disk or S3-compatible). */
  files: FileStorage;
  /** Signs and checks file URLs; answers re-sign stored file URLs with it. */
  fileSigner: FileSigner;
  /** The platform clock: every rule about time reads `clock.now()`. */
  clock: Clock;
}

export interface HandlerContext<B = any> {
  body: B;
  /** null only on public operations (security: []). */
  auth: AuthContext | null;
  /** A transaction for writes, the plain database for reads and for handlers with tx: false. */
  db: Db;
  ip: string;
  userAgent: string | null;
  log: FastifyBaseLogger;
  deps: AppDeps;
}

export type HandlerFn = (ctx: HandlerContext) => Promise<unknown>;

/**
 * A handler per operationId. Writes run inside one transaction by default; `tx: false` is for the few
 * handlers that must commit something even when they answer an error (failed-login and wrong-code counters),
 * and which open their own transactions for the rest.
 */
export type Handler = HandlerFn | { tx: false; handle: HandlerFn };

export type HandlerMap = Record<string, Handler>;

export function requireAuth(ctx: HandlerContext): AuthContext {
  if (!ctx.auth) throw new Error('handler needs an authenticated caller');
  return ctx.auth;
}

/** One file of a multipart/form-data request, fully read (the size limit was enforced while reading). */
export interface UploadedPart {
  filename: string;
  /** What the client claimed; never trusted (the content is sniffed). */
  mimetype: string;
  data: Buffer;
}
