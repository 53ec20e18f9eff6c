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
  };
}
