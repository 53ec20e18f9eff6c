import { handleOf, type Db, type DbHandle } from '../db/index.ts';
import type { CompanyTable } from '../db/schema.ts';
import { CompiledQuery, type Selectable } from 'kysely';
import { Code, fail } from './errors.ts';
import { newToken, sha256 } from './crypto.ts';
import { ALL_ROLE_KEYS, OPERATE_KEYS, virtualKeys } from './permission-keys.ts';

export type Company = Selectable<CompanyTable>;

/** Who is calling: resolved from the bearer token on every authenticated request. */
export interface AuthContext {
  sessionId: number;
  userId: number;
  companyId: number;
  phone: string;
  userName: string;
  avatar: string | null;
  isOwner: boolean;
  roleName: string | null;
  company: Company;
  /** Keys held by the role (or every key for the owner), as user/info reports them. */
  roleKeys: string[];
  /** roleKeys plus the virtual keys of spec §6: what the server checks. */
  keys: Set<string>;
}

export interface SessionPolicy {
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
}

const OPERATE_KEY_SET = new Set(OPERATE_KEYS.map((k) => k.key));

/** Refreshing last_seen_at on every request would write on every read; once a minute is enough for idle expiry. */
const TOUCH_EVERY_MS = 60_000;

export async function createSession(
  db: Db,
  policy: SessionPolicy,
  userId: number,
  meta: { ip: string | null; userAgent: string | null },
): Promise<string> {
  const token = newToken();
  const now = Date.now();
  await db
    .insertInto('session')
    .values({
      user_id: userId,
      token_hash: sha256(token),
      created_at: now,
      last_seen_at: now,
      expires_at: now + policy.sessionAbsoluteMs,
      revoked_at: null,
      ip: meta.ip,
      user_agent: meta.userAgent ? meta.userAgent.slice(0, 500) : null,
    })
    .execute();
  return token;
}

export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return m ? m[1]! : '';
}

/** Every company column, typed so that a column added to CompanyTable must be added here too. */
const COMPANY_COLUMNS = Object.keys({
  id: 1,
  name: 1,
  shop_name: 1,
  company_type: 1,
  show_luyan_menu: 1,
  ready_status: 1,
  review_status: 1,
  draft_status: 1,
  review_reason: 1,
  submitted_at: 1,
  reviewed_at: 1,
  in_erp_whitelist: 1,
  in_inventory_whitelist: 1,
  in_job_whitelist: 1,
  created_at: 1,
  updated_at: 1,
  closed_at: 1,
} satisfies Record<keyof CompanyTable, 1>) as Array<keyof CompanyTable>;

interface AuthRow {
  sessionId: number;
  last_seen_at: number;
  expires_at: number;
  revoked_at: number | null;
  userId: number;
  company_id: number;
  phone: string;
  name: string;
  avatar: string | null;
  is_owner: number;
  status: number;
  [companyColumn: `c_${string}`]: unknown;
}

/**
 * Session, user, company and role name of a token hash in one query. Built and compiled by Kysely once per database
 * (the SQL text never changes; only the token hash does), so each request only binds and runs it.
 */
const authQueries = new WeakMap<Db, string>();
function authQuery(db: Db, tokenHash: string): CompiledQuery<AuthRow> {
  let text = authQueries.get(db);
  if (text === undefined) {
    text = db
      .selectFrom('session as s')
      .innerJoin('merchant_user as u', 'u.id', 's.user_id')
      .innerJoin('company as c', 'c.id', 'u.company_id')
      .select([
        's.id as sessionId',
        's.last_seen_at',
        's.expires_at',
        's.revoked_at',
        'u.id as userId',
        'u.company_id',
        'u.phone',
        'u.name',
        'u.avatar',
        'u.is_owner',
        'u.status',
      ])
      .select(COMPANY_COLUMNS.map((c) => `c.${c} as c_${c}` as `c.id as c_id`))
      .where('s.token_hash', '=', '')
      .compile().sql;
    authQueries.set(db, text);
  }
  return CompiledQuery.raw(text, [tokenHash]) as CompiledQuery<AuthRow>;
}

/** The most tokens a process keeps resolved in memory (PostgreSQL). */
export const AUTH_CACHE_MAX = 10_000;
/** A resolved token is read again after this long even when no notification said it changed. */
export const AUTH_CACHE_TTL_MS = 30_000;

interface AuthCacheEntry {
  row: AuthRow;
  roleKeys: string[] | null;
  roleName: string | null;
  at: number;
  version: number;
}

/**
 * PostgreSQL: the session, member, company and role rows of recent tokens, kept per server process so that a request
 * whose token was seen in the last AUTH_CACHE_TTL_MS costs no database round trip for its identity. Dropped whole
 * when the rows may have changed: at once when this process wrote one of those tables (DbHandle.authWrites), and on
 * the `xm_auth` notification (migration 0019) when any process did. Used only while the LISTEN connection is up (a
 * notification missed while it was down would leave an entry stale). A read racing a change is not kept (version).
 * Expiry, idle time and the once-a-minute touch are judged on every request as before; an entry that would need
 * the touch or looks idle is read again from the database. SQLite keeps nothing: its query costs microseconds.
 */
class AuthCache {
  readonly map = new Map<string, AuthCacheEntry>();
  notified = 0;
  private waiters: Array<() => void> = [];
  constructor(private handle: DbHandle & { listener: NonNullable<DbHandle['listener']>; authWrites: { n: number; committed: number } }) {
    handle.listener.on('xm_auth', () => {
      this.notified++;
      this.map.clear();
      for (const w of this.waiters.splice(0)) w();
    });
    handle.listener.onReset(() => {
      this.notified++;
      this.map.clear();
    });
  }
  get active(): boolean {
    return this.handle.listener.connected;
  }
  /** Changes whenever an entry may have gone stale. */
  get version(): number {
    return this.notified * 1_000_003 + this.handle.authWrites.n + this.handle.listener.generation * 7919;
  }
  get(hash: string, now: number): AuthCacheEntry | undefined {
    const e = this.map.get(hash);
    if (e && (now - e.at > AUTH_CACHE_TTL_MS || e.version !== this.version)) {
      this.map.delete(hash);
      return undefined;
    }
    return e;
  }
  set(hash: string, e: AuthCacheEntry, version: number): void {
    if (!this.active || version !== this.version) return;
    this.map.delete(hash);
    this.map.set(hash, e);
    if (this.map.size > AUTH_CACHE_MAX) this.map.delete(this.map.keys().next().value!);
  }
  /** Resolves once more than `seen` `xm_auth` notifications have arrived (or after `ms`). */
  notificationAfter(seen: number, ms: number): Promise<void> {
    if (this.notified > seen) return Promise.resolve();
    return new Promise((resolve) => {
      const t = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== done);
        resolve();
      }, ms);
      t.unref();
      const done = () => {
        clearTimeout(t);
        resolve();
      };
      this.waiters.push(done);
    });
  }
}
const authCaches = new WeakMap<Db, AuthCache | null>();
function authCacheFor(db: Db): AuthCache | null {
  let c = authCaches.get(db);
  if (c === undefined) {
    const h = handleOf(db);
    c = h && h.dialect === 'postgres' && h.listener && h.authWrites && process.env.AUTH_CACHE !== '0' ? new AuthCache(h as ConstructorParameters<typeof AuthCache>[0]) : null;
    authCaches.set(db, c);
  }
  return c && c.active ? c : null;
}

/** Starts this process's session cache and its LISTEN connection (PostgreSQL; at app start, waits at most `ms`). */
export async function startAuthCache(db: Db, ms = 5000): Promise<boolean> {
  authCacheFor(db);
  const l = handleOf(db)?.listener;
  return l && authCaches.get(db) ? l.ready(ms) : false;
}

/**
 * A write that changed who may do what (logout, a member disabled, a role's keys) is answered only once the other
 * server processes have been told: this process waits (at most `ms`) for the `xm_auth` notification its own commit
 * sent, which PostgreSQL hands to every listening process at the same moment. `before` is authMark(db) taken
 * before the write. Returns at once on SQLite or when nothing such was committed.
 */
export async function authChangesPublished(db: Db, before: AuthMark, ms = 1000): Promise<void> {
  const h = handleOf(db);
  if (!h?.authWrites || h.authWrites.committed === before.committed) return;
  const c = authCacheFor(db);
  if (!c) return;
  await c.notificationAfter(before.notified, ms);
  // PostgreSQL sent the notification to every listening process at once; a few milliseconds more let the others read
  // it off their sockets before the client can reach them with its next request.
  await new Promise((r) => setTimeout(r, AUTH_PUBLISH_GRACE_MS));
}
/** See authChangesPublished. */
export const AUTH_PUBLISH_GRACE_MS = 10;

export interface AuthMark {
  committed: number;
  notified: number;
}
const NO_MARK: AuthMark = { committed: 0, notified: 0 };
/** Where this process stands before a write (see authChangesPublished). */
export function authMark(db: Db): AuthMark {
  const h = handleOf(db);
  if (!h?.authWrites) return NO_MARK;
  return { committed: h.authWrites.committed, notified: authCaches.get(db)?.notified ?? 0 };
}

export async function resolveAuth(db: Db, policy: SessionPolicy, authorization: string | undefined): Promise<AuthContext> {
  const token = bearerToken(authorization);
  if (token === null) throw fail('未登录，请先登录', Code.NOT_LOGGED_IN);
  const invalid = () => fail('登录状态已失效，请重新登录', Code.TOKEN_INVALID);
  if (token.length < 20 || token.length > 200) throw invalid();
  const now = Date.now();
  const hash = sha256(token);
  const cache = authCacheFor(db);
  const hit = cache?.get(hash, now);
  if (hit && hit.row.expires_at > now && now - hit.row.last_seen_at <= Math.min(TOUCH_EVERY_MS, policy.sessionIdleMs)) return buildAuth(hit.row, hit.roleKeys, hit.roleName);
  const version = cache?.version ?? 0;
  const row = (await db.executeQuery(authQuery(db, hash))).rows[0];
  if (!row || row.revoked_at !== null || row.expires_at <= now || now - row.last_seen_at > policy.sessionIdleMs || row.status !== 1) {
    throw invalid();
  }
  if (now - row.last_seen_at > TOUCH_EVERY_MS) {
    await db.updateTable('session').set({ last_seen_at: now }).where('id', '=', row.sessionId).execute();
    row.last_seen_at = now;
  }
  let roleKeys: string[] | null = null;
  let roleName: string | null = null;
  if (!row.is_owner) {
    // Read on every request, over all of the member's roles: a key taken from a role is gone at the next request.
    const rows = await db
      .selectFrom('user_role as ur')
      .innerJoin('role as r', 'r.id', 'ur.role_id')
      .leftJoin('role_key as rk', 'rk.role_id', 'r.id')
      .select(['r.id', 'r.name', 'rk.auth_key'])
      .where('ur.user_id', '=', row.userId)
      .orderBy('r.id')
      .execute();
    const names = [...new Map(rows.map((r) => [r.id, r.name])).values()];
    roleName = names.length ? names.join('、') : null;
    roleKeys = [...new Set(rows.flatMap((r) => (r.auth_key === null ? [] : [r.auth_key])))].sort();
  }
  cache?.set(hash, { row, roleKeys, roleName, at: now, version }, version);
  return buildAuth(row, roleKeys, roleName);
}

/** The AuthContext of a valid row; `roleKeys` null for the owner. Builds fresh objects (callers may keep or change them). */
function buildAuth(row: AuthRow, memberKeys: string[] | null, memberRoleName: string | null): AuthContext {
  const company = {} as Record<string, unknown>;
  for (const c of COMPANY_COLUMNS) company[c] = row[`c_${c}`];
  let roleKeys: string[];
  let roleName: string | null = null;
  if (row.is_owner) {
    roleKeys = [...ALL_ROLE_KEYS];
    roleName = '店铺负责人';
  } else {
    roleKeys = [...(memberKeys ?? [])];
    roleName = memberRoleName;
  }
  // A closed shop keeps read-only access to its history: nobody holds an operate key (docs/company.md).
  if (company.closed_at !== null && company.closed_at !== undefined) roleKeys = roleKeys.filter((k) => !OPERATE_KEY_SET.has(k));
  return {
    sessionId: row.sessionId,
    userId: row.userId,
    companyId: row.company_id,
    phone: row.phone,
    userName: row.name,
    avatar: row.avatar,
    isOwner: row.is_owner === 1,
    roleName,
    company: company as Company,
    roleKeys,
    keys: new Set([...roleKeys, ...virtualKeys(company as Company)]),
  };
}

export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db.updateTable('session').set({ revoked_at: Date.now() }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
}

export async function revokeAllSessions(db: Db, userId: number): Promise<void> {
  await db.updateTable('session').set({ revoked_at: Date.now() }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
}
