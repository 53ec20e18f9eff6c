import type { Db } from '../../db/index.ts';
import type { ServerConfig } from '../../config.ts';
import { fail } from '../../lib/errors.ts';

const HOUR = 3600_000;

/** Refuses a login attempt once the account or the client IP has failed too often in the last hour. */
export async function assertLoginAllowed(db: Db, config: ServerConfig, phone: string, ip: string): Promise<void> {
  const since = Date.now() - HOUR;
  const [byPhone, byIp] = await Promise.all([
    db.selectFrom('login_attempt').select((e) => e.fn.countAll<number>().as('n')).where('phone', '=', phone).where('ok', '=', 0).where('created_at', '>', since).executeTakeFirstOrThrow(),
    db.selectFrom('login_attempt').select((e) => e.fn.countAll<number>().as('n')).where('ip', '=', ip).where('ok', '=', 0).where('created_at', '>', since).executeTakeFirstOrThrow(),
  ]);
  if (Number(byPhone.n) >= config.loginFailPerAccountHour || Number(byIp.n) >= config.loginFailPerIpHour) {
    throw fail('登录失败次数过多，请1小时后再试');
  }
}

export async function recordLoginAttempt(db: Db, phone: string, ip: string, ok: boolean): Promise<void> {
  await db.insertInto('login_attempt').values({ phone, ip, ok: ok ? 1 : 0, created_at: Date.now() }).execute();
}

/** Start of the current day in China time (UTC+8), for the per-day SMS limit. */
export function startOfChinaDay(now: number): number {
  const offset = 8 * HOUR;
  return Math.floor((now + offset) / (24 * HOUR)) * (24 * HOUR) - offset;
}
