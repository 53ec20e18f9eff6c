import type { Db } from '../../db/index.ts';
import type { SmsProvider } from '../../lib/sms.ts';
import { fail } from '../../lib/errors.ts';
import { newSmsCode, safeEqualHex, sha256 } from '../../lib/crypto.ts';
import { dayStart } from './accounts-chart.ts';

/**
 * SMS codes that confirm a finance action of a signed-in user: a withdrawal, or a change of the settlement account.
 * They follow the login codes' rules (server/modules/account/handlers.ts): 6 digits, 10 minutes, one resend a
 * minute, 10 a day per user, 5 tries claimed atomically before comparing, single use. They live in their own table,
 * one purpose each, so a login code never confirms a withdrawal and a withdrawal code never logs anyone in.
 */
// 'close' and 'transfer' confirm closing the shop and handing the shop to another owner (company area).
export type SmsPurpose = 'withdraw' | 'account' | 'close' | 'transfer';

export const FIN_SMS_TTL_MS = 10 * 60_000;
export const FIN_SMS_RESEND_MS = 60_000;
export const FIN_SMS_PER_DAY = 10;
export const FIN_SMS_MAX_TRIES = 5;

const hashOf = (purpose: SmsPurpose, userId: number, code: string) => sha256(`fin:${purpose}:${userId}:${code}`);

export async function sendFinanceCode(
  db: Db,
  sms: SmsProvider,
  p: { userId: number; phone: string; purpose: SmsPurpose; action: string; ip: string; now: number },
): Promise<{ cooldownSeconds: number; expireSeconds: number }> {
  const last = await db
    .selectFrom('fin_sms_code')
    .select('created_at')
    .where('user_id', '=', p.userId)
    .where('purpose', '=', p.purpose)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (last && p.now - last.created_at < FIN_SMS_RESEND_MS) {
    const wait = Math.ceil((FIN_SMS_RESEND_MS - (p.now - last.created_at)) / 1000);
    throw fail(`验证码发送过于频繁，请${wait}秒后再试`);
  }
  const today = await db
    .selectFrom('fin_sms_code')
    .select((e) => e.fn.countAll<number>().as('n'))
    .where('user_id', '=', p.userId)
    .where('created_at', '>=', dayStart(p.now))
    .executeTakeFirstOrThrow();
  if (Number(today.n) >= FIN_SMS_PER_DAY) throw fail('今日获取验证码次数已达上限，请明天再试');
  const code = newSmsCode();
  await db
    .insertInto('fin_sms_code')
    .values({
      user_id: p.userId,
      phone: p.phone,
      purpose: p.purpose,
      code_hash: hashOf(p.purpose, p.userId, code),
      created_at: p.now,
      expires_at: p.now + FIN_SMS_TTL_MS,
      attempts: 0,
      used_at: null,
      ip: p.ip,
    })
    .execute();
  await sms.sendActionCode(db, p.phone, code, FIN_SMS_TTL_MS / 60_000, p.action);
  return { cooldownSeconds: FIN_SMS_RESEND_MS / 1000, expireSeconds: FIN_SMS_TTL_MS / 1000 };
}

/**
 * Checks a code. Call it OUTSIDE the business transaction (a wrong code must still count as a try when the request
 * fails), then `consumeFinanceCode` inside it, so a refusal after the check leaves the code unused.
 * Returns the code's id.
 */
export async function checkFinanceCode(db: Db, p: { userId: number; purpose: SmsPurpose; code: string; now: number }): Promise<number> {
  const latest = await db
    .selectFrom('fin_sms_code')
    .selectAll()
    .where('user_id', '=', p.userId)
    .where('purpose', '=', p.purpose)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!latest) throw fail('请先获取短信验证码');
  if (latest.used_at !== null || latest.expires_at <= p.now || latest.attempts >= FIN_SMS_MAX_TRIES) {
    throw fail('验证码已失效，请重新获取');
  }
  const claimed = await db
    .updateTable('fin_sms_code')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', latest.id)
    .where('attempts', '<', FIN_SMS_MAX_TRIES)
    .where('used_at', 'is', null)
    .returning('attempts')
    .executeTakeFirst();
  if (!claimed) throw fail('验证码已失效，请重新获取');
  if (!safeEqualHex(latest.code_hash, hashOf(p.purpose, p.userId, p.code))) {
    throw fail(claimed.attempts >= FIN_SMS_MAX_TRIES ? '验证码错误次数过多，请重新获取' : '验证码错误');
  }
  return Number(latest.id);
}

/** Marks a checked code used, inside the business transaction; only one request can do it. */
export async function consumeFinanceCode(db: Db, id: number, now: number): Promise<void> {
  const r = await db.updateTable('fin_sms_code').set({ used_at: now }).where('id', '=', id).where('used_at', 'is', null).executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) throw fail('验证码已失效，请重新获取');
}
