import { clock } from '../../lib/clock.ts';
import type { Db } from '../../db/index.ts';
import type { ServerConfig } from '../../config.ts';
import { fail } from '../../lib/errors.ts';

const HOUR = 3600_000;

/**
 * Starts a login attempt: records it as failed FIRST, then counts the failures of the last hour including it, so
 * parallel guesses cannot all pass the check before any of them is recorded (the k-th concurrent attempt sees at
 * least k rows). Refuses once the account or the client IP already had the allowed number of failures.
 * Call `succeeded()` when the credentials were right.
 */
export async function beginLoginAttempt(db: Db, config: ServerConfig, phone: string, ip: string): Promise<{ succeeded(): Promise<void> }> {
  const row = await db.insertInto('login_attempt').values({ phone, ip, ok: 0, created_at: clock.now() }).returning('id').executeTakeFirstOrThrow();
  const since = clock.now() - HOUR;
  const [byPhone, byIp] = await Promise.all([
    db.selectFrom('login_attempt').select((e) => e.fn.countAll<number>().as('n')).where('phone', '=', phone).where('ok', '=', 0).where('created_at', '>', since).executeTakeFirstOrThrow(),
    db.selectFrom('login_attempt').select((e) => e.fn.countAll<number>().as('n')).where('ip', '=', ip).where('ok', '=', 0).where('created_at', '>', since).executeTakeFirstOrThrow(),
  ]);
  if (Number(byPhone.n) > config.loginFailPerAccountHour || Number(byIp.n) > config.loginFailPerIpHour) {
    // A refused attempt is not a guess: it does not extend the lockout.
    await db.deleteFrom('login_attempt').where('id', '=', row.id).execute();
    throw fail('登录失败次数过多，请1小时后再试');
  }
  return {
    async succeeded() {
      await db.updateTable('login_attempt').set({ ok: 1 }).where('id', '=', row.id).execute();
    },
  };
}

/** Start of the current day in China time (UTC+8), for the per-day SMS limit. */
export function startOfChinaDay(now: number): number {
  const offset = 8 * HOUR;
  return Math.floor((now + offset) / (24 * HOUR)) * (24 * HOUR) - offset;
}
