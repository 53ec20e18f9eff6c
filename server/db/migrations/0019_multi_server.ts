import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../index.ts';

/**
 * Several servers on one PostgreSQL database (docs/performance.md「PostgreSQL」): triggers that tell every server
 * process, through LISTEN/NOTIFY after the writing transaction commits, that
 * - `xm_auth`: something a signed-in request's identity is made of changed (a session revoked or ended, a member's
 *   name, phone, status or owner flag, a company row, a role, its keys or who holds it). Each process keeps the
 *   identity of recent tokens in memory (server/lib/session.ts) and drops it on this notification. Refreshing a
 *   session's last_seen_at (once a minute) and recording a login time do not notify.
 * - `xm_event`: events were written to the outbox (server/lib/events.ts); the live channel reads them at once instead
 *   of waiting for its next poll.
 * Whoever writes (a handler, the platform CLI, another server, a hand-written statement) triggers them. The payload is
 * the writer's schema, so servers sharing one database in separate schemas (the tests) ignore each other.
 * Statement-level, and PostgreSQL folds identical notifications of one transaction into one. SQLite: nothing (one
 * machine; its processes read the file).
 */
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql`create or replace function xm_notify_auth() returns trigger language plpgsql as $$
    begin perform pg_notify('xm_auth', current_schema() || ':'); return null; end $$`.execute(db);
  await sql`create or replace function xm_notify_event() returns trigger language plpgsql as $$
    begin perform pg_notify('xm_event', current_schema() || ':'); return null; end $$`.execute(db);
  const auth = (name: string, on: string) => sql.raw(`create trigger ${name} after ${on} for each statement execute function xm_notify_auth()`).execute(db);
  await auth('session_auth_notify', 'update of revoked_at, expires_at, user_id, token_hash or delete or truncate on session');
  await auth('merchant_user_auth_notify', 'update of company_id, phone, name, avatar, is_owner, status or delete or truncate on merchant_user');
  await auth('company_auth_notify', 'insert or update or delete or truncate on company');
  await auth('role_auth_notify', 'update or delete or truncate on role');
  await auth('role_key_auth_notify', 'insert or update or delete or truncate on role_key');
  await auth('user_role_auth_notify', 'insert or update or delete or truncate on user_role');
  await sql.raw(`create trigger event_live_notify after insert on event for each statement execute function xm_notify_event()`).execute(db);
}
