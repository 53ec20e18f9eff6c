import type { Db } from '../db/index.ts';
import type { CompanyTable } from '../db/schema.ts';
import { CompiledQuery, type Selectable } from 'kysely';
import { Code, fail } from './errors.ts';
import { newToken, sha256 } from './crypto.ts';
import { ROLE_AUTH_KEYS, virtualKeys } from './permission-keys.ts';

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
  role_id: number | null;
  status: number;
  role_name: string | null;
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
      .leftJoin('role as r', 'r.id', 'u.role_id')
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
        'u.role_id',
        'u.status',
        'r.name as role_name',
      ])
      .select(COMPANY_COLUMNS.map((c) => `c.${c} as c_${c}` as `c.id as c_id`))
      .where('s.token_hash', '=', '')
      .compile().sql;
    authQueries.set(db, text);
  }
  return CompiledQuery.raw(text, [tokenHash]) as CompiledQuery<AuthRow>;
}

export async function resolveAuth(db: Db, policy: SessionPolicy, authorization: string | undefined): Promise<AuthContext> {
  const token = bearerToken(authorization);
  if (token === null) throw fail('未登录，请先登录', Code.NOT_LOGGED_IN);
  const invalid = () => fail('登录状态已失效，请重新登录', Code.TOKEN_INVALID);
  if (token.length < 20 || token.length > 200) throw invalid();
  const now = Date.now();
  const row = (await db.executeQuery(authQuery(db, sha256(token)))).rows[0];
  if (!row || row.revoked_at !== null || row.expires_at <= now || now - row.last_seen_at > policy.sessionIdleMs || row.status !== 1) {
    throw invalid();
  }
  if (now - row.last_seen_at > TOUCH_EVERY_MS) {
    await db.updateTable('session').set({ last_seen_at: now }).where('id', '=', row.sessionId).execute();
  }
  const company = {} as Record<string, unknown>;
  for (const c of COMPANY_COLUMNS) company[c] = row[`c_${c}`];
  let roleKeys: string[];
  let roleName: string | null = null;
  if (row.is_owner) {
    roleKeys = [...ROLE_AUTH_KEYS];
    roleName = '店铺负责人';
  } else if (row.role_id !== null) {
    roleName = row.role_name;
    const rows = await db.selectFrom('role_key').select('auth_key').where('role_id', '=', row.role_id).orderBy('auth_key').execute();
    roleKeys = rows.map((r) => r.auth_key);
  } else {
    roleKeys = [];
  }
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
