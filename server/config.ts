import os from 'node:os';
import path from 'node:path';

/** Everything the server reads from the environment, in one typed object. */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL connection string; when absent the embedded SQLite file is used. */
  databaseUrl: string | null;
  logLevel: string;
  /** Directory holding the built SPA (vite build output). */
  staticDir: string;
  /** A session ends after this long without a request. */
  sessionIdleMs: number;
  /** A session ends this long after login, whatever happens. */
  sessionAbsoluteMs: number;
  /** Failed password logins allowed per account per hour. */
  loginFailPerAccountHour: number;
  /** Failed password logins allowed per client IP per hour. */
  loginFailPerIpHour: number;
  /** SMS sends allowed per client IP per hour. */
  smsPerIpHour: number;
  trustProxy: boolean;
  /** Extra origins allowed in the CSP connect-src (e.g. the error-reporting host). */
  cspConnectSrc: string[];
  /** Where uploads go: 'local' ($DATA_DIR/uploads) or 's3' (S3-compatible, see the s3 block). */
  fileStorage: 'local' | 's3';
  s3: { bucket: string; region: string; endpoint: string | null; accessKeyId: string; secretAccessKey: string; forcePathStyle: boolean; prefix: string };
  /** HMAC secret of signed file URLs; empty = a random secret kept in $DATA_DIR/file-url.secret (set it when several servers share a database). */
  fileUrlSecret: string;
  /** Lifetime of a signed file URL. */
  fileUrlTtlMs: number;
  /** Anonymous uploads (feedback screenshots) allowed per client IP per hour. */
  anonUploadPerIpHour: number;
  /** Uploads allowed per signed-in user per hour. */
  uploadPerUserHour: number;
  /** Feedback submissions allowed per client IP per hour. */
  feedbackPerIpHour: number;
  /** WEB_CONCURRENCY: server processes sharing the port (node:cluster); 1 = one process (default), `auto` = one per core. */
  workers: number;
  /** ORDER_LIST_CACHE_ROWS: rendered order-list rows kept per server process on SQLite (about 1.5 KB each); 0 turns it off. */
  orderListCacheRows: number;
  /**
   * SEED_DEMO (default on; `0` or `false` turns it off): a new database gets the demo companies, logins and 30 days of
   * the demo shop's history. Off, a new database holds only the platform's reference data (categories,
   * qualifications) and no login: a production database must not carry demo passwords.
   */
  seedDemo: boolean;
  /** REDIS_URL: with PostgreSQL, live updates reach every server through Redis pub/sub instead of LISTEN/NOTIFY. */
  redisUrl: string | null;
}

export function webConcurrency(v: string | undefined): number {
  if (!v) return 1;
  if (v.trim().toLowerCase() === 'auto') return Math.max(1, os.availableParallelism());
  const n = Number(v);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, 64) : 1;
}

function int(v: string | undefined, dflt: number): number {
  const n = v === undefined || v === '' ? NaN : Number(v);
  return Number.isFinite(n) ? n : dflt;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = path.resolve(env.DATA_DIR || './data');
  return {
    port: int(env.PORT, 3000),
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    logLevel: env.LOG_LEVEL || 'info',
    staticDir: path.resolve(env.STATIC_DIR || './dist'),
    sessionIdleMs: int(env.SESSION_IDLE_MS, 12 * 3600_000),
    sessionAbsoluteMs: int(env.SESSION_ABSOLUTE_MS, 7 * 24 * 3600_000),
    loginFailPerAccountHour: int(env.LOGIN_FAIL_PER_ACCOUNT_HOUR, 100),
    loginFailPerIpHour: int(env.LOGIN_FAIL_PER_IP_HOUR, 300),
    smsPerIpHour: int(env.SMS_PER_IP_HOUR, 30),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    cspConnectSrc: (env.CSP_CONNECT_SRC || '').split(/[\s,]+/).filter(Boolean),
    fileStorage: env.FILE_STORAGE === 's3' ? 's3' : 'local',
    s3: {
      bucket: env.S3_BUCKET || '',
      region: env.S3_REGION || 'us-east-1',
      endpoint: env.S3_ENDPOINT || null,
      accessKeyId: env.S3_ACCESS_KEY_ID || '',
      secretAccessKey: env.S3_SECRET_ACCESS_KEY || '',
      forcePathStyle: env.S3_FORCE_PATH_STYLE === '1' || env.S3_FORCE_PATH_STYLE === 'true',
      prefix: env.S3_PREFIX || 'uploads/',
    },
    fileUrlSecret: env.FILE_URL_SECRET || '',
    fileUrlTtlMs: int(env.FILE_URL_TTL_MS, 24 * 3600_000),
    anonUploadPerIpHour: int(env.ANON_UPLOAD_PER_IP_HOUR, 20),
    uploadPerUserHour: int(env.UPLOAD_PER_USER_HOUR, 300),
    feedbackPerIpHour: int(env.FEEDBACK_PER_IP_HOUR, 10),
    workers: webConcurrency(env.WEB_CONCURRENCY),
    orderListCacheRows: Math.max(0, int(env.ORDER_LIST_CACHE_ROWS, 10_000)),
    seedDemo: !['0', 'false', 'no', 'off'].includes((env.SEED_DEMO ?? '').trim().toLowerCase()),
    redisUrl: env.REDIS_URL || null,
  };
}
