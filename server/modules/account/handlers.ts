import { clock } from '../../lib/clock.ts';
import type { HandlerContext, HandlerMap } from '../../lib/handler.ts';
import { requireAuth } from '../../lib/handler.ts';
import { Code, fail } from '../../lib/errors.ts';
import { dummyPasswordHash, hashPassword, maskPhone, newSmsCode, normalizePhone, safeEqualHex, sha256, verifyPassword } from '../../lib/crypto.ts';
import { createSession, revokeAllSessions, revokeSession } from '../../lib/session.ts';
import { audit } from '../../lib/audit.ts';
import { beginLoginAttempt, startOfChinaDay } from './limits.ts';
import type { Company } from '../../lib/session.ts';
import { ensurePresetRoles } from '../permission/index.ts';

export const SMS_CODE_TTL_MS = 10 * 60_000;
export const SMS_RESEND_MS = 60_000;
export const SMS_PER_DAY = 10;
export const SMS_MAX_TRIES = 5;
const PASSWORD_MAX_AGE_MS = 90 * 24 * 3600_000;
const WRONG_CREDENTIALS = '手机号或密码错误';

const codeHash = (phone: string, code: string) => sha256(`${phone}:${code}`);

function pwdUpdateTips(u: { password_set_at: number | null; password_set_by_other: number; is_owner: number }): boolean {
  // A member added by phone (员工管理) has no password yet: their first SMS login asks them to set one.
  if (u.password_set_at === null) return u.is_owner === 0;
  return u.password_set_by_other === 1 || clock.now() - u.password_set_at > PASSWORD_MAX_AGE_MS;
}

export function applyStatus(c: Company) {
  return {
    reviewStatus: c.review_status,
    reviewReason: c.review_reason,
    draftStatus: c.draft_status,
    companyType: c.company_type,
    submittedAt: c.submitted_at,
    reviewedAt: c.reviewed_at,
  };
}

async function passwordLogin(ctx: HandlerContext<{ phone: string; password: string }>) {
  const { db, deps, ip } = ctx;
  const phone = normalizePhone(ctx.body.phone);
  const attempt = await beginLoginAttempt(db, deps.config, phone, ip);
  const user = await db
    .selectFrom('merchant_user')
    .select(['id', 'password_hash', 'password_set_at', 'password_set_by_other', 'status', 'is_owner'])
    .where('phone', '=', phone)
    .executeTakeFirst();
  // Unknown phones and password-less accounts still pay for one argon2 verification: same answer, same time.
  const passwordOk = await verifyPassword(user?.password_hash ?? (await dummyPasswordHash()), ctx.body.password);
  if (!user || !user.password_hash || !passwordOk || user.status !== 1) throw fail(WRONG_CREDENTIALS);
  await attempt.succeeded();
  const authToken = await createSession(db, deps.config, user.id, { ip, userAgent: ctx.userAgent });
  await db.updateTable('merchant_user').set({ last_login_at: ctx.deps.clock.now() }).where('id', '=', user.id).execute();
  return { authToken, pwdUpdateTips: pwdUpdateTips(user) };
}

async function smsLogin(ctx: HandlerContext<{ phone: string; code: string }>) {
  const { db, deps, ip } = ctx;
  const phone = normalizePhone(ctx.body.phone);
  const attempt = await beginLoginAttempt(db, deps.config, phone, ip);
  const now = ctx.deps.clock.now();
  const latest = await db.selectFrom('sms_code').selectAll().where('phone', '=', phone).orderBy('id', 'desc').limit(1).executeTakeFirst();
  if (!latest || latest.used_at !== null || latest.expires_at <= now || latest.attempts >= SMS_MAX_TRIES) {
    throw fail('验证码已失效，请重新获取');
  }
  // Claim one of the code's tries atomically before comparing, so parallel guesses cannot exceed SMS_MAX_TRIES.
  const claimed = await db
    .updateTable('sms_code')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', latest.id)
    .where('attempts', '<', SMS_MAX_TRIES)
    .where('used_at', 'is', null)
    .returning('attempts')
    .executeTakeFirst();
  if (!claimed) throw fail('验证码已失效，请重新获取');
  if (!safeEqualHex(latest.code_hash, codeHash(phone, ctx.body.code))) {
    throw fail(claimed.attempts >= SMS_MAX_TRIES ? '验证码错误次数过多，请重新获取' : '验证码错误');
  }
  // Single use: only the request that flips used_at from null wins.
  const used = await db.updateTable('sms_code').set({ used_at: now }).where('id', '=', latest.id).where('used_at', 'is', null).executeTakeFirst();
  if (Number(used.numUpdatedRows) !== 1) throw fail('验证码已失效，请重新获取');
  await attempt.succeeded();

  const userId = await db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('merchant_user').select(['id', 'status']).where('phone', '=', phone).executeTakeFirst();
    if (existing) {
      if (existing.status !== 1) throw fail('账号已停用，请联系店铺负责人');
      return existing.id;
    }
    // A phone's first SMS login registers an owner account with a company still to be verified.
    const company = await trx
      .insertInto('company')
      .values({
        name: `待认证商家${phone.slice(-4)}`,
        shop_name: null,
        company_type: 1,
        show_luyan_menu: 0,
        ready_status: 0,
        review_status: -2,
        draft_status: 0,
        review_reason: null,
        submitted_at: null,
        reviewed_at: null,
        in_erp_whitelist: 0,
        in_inventory_whitelist: 0,
        in_job_whitelist: 0,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const user = await trx
      .insertInto('merchant_user')
      .values({
        company_id: company.id,
        phone,
        name: `商家${phone.slice(-4)}`,
        avatar: null,
        password_hash: null,
        password_set_at: null,
        password_set_by_other: 0,
        is_owner: 1,
        status: 1,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await audit(trx, { companyId: company.id, userId: user.id, actor: `user:${user.id}`, action: 'account.register', detail: { via: 'sms' } });
    await ensurePresetRoles(trx, company.id, now);
    return user.id;
  });
  const user = await db.selectFrom('merchant_user').select(['password_set_at', 'password_set_by_other', 'is_owner']).where('id', '=', userId).executeTakeFirstOrThrow();
  const authToken = await createSession(db, deps.config, userId, { ip, userAgent: ctx.userAgent });
  await db.updateTable('merchant_user').set({ last_login_at: ctx.deps.clock.now() }).where('id', '=', userId).execute();
  return { authToken, pwdUpdateTips: pwdUpdateTips(user) };
}

async function sendSmsCode(ctx: HandlerContext<{ phone: string }>) {
  const { db, deps, ip } = ctx;
  const phone = normalizePhone(ctx.body.phone);
  const now = ctx.deps.clock.now();
  const last = await db.selectFrom('sms_code').select('created_at').where('phone', '=', phone).orderBy('id', 'desc').limit(1).executeTakeFirst();
  if (last && now - last.created_at < SMS_RESEND_MS) {
    const wait = Math.ceil((SMS_RESEND_MS - (now - last.created_at)) / 1000);
    throw fail(`验证码发送过于频繁，请${wait}秒后再试`);
  }
  const today = await db
    .selectFrom('sms_code')
    .select((e) => e.fn.countAll<number>().as('n'))
    .where('phone', '=', phone)
    .where('created_at', '>=', startOfChinaDay(now))
    .executeTakeFirstOrThrow();
  if (Number(today.n) >= SMS_PER_DAY) throw fail('该手机号今日获取验证码次数已达上限，请明天再试');
  const byIp = await db
    .selectFrom('sms_code')
    .select((e) => e.fn.countAll<number>().as('n'))
    .where('ip', '=', ip)
    .where('created_at', '>', now - 3600_000)
    .executeTakeFirstOrThrow();
  if (Number(byIp.n) >= deps.config.smsPerIpHour) throw fail('获取验证码过于频繁，请稍后再试');

  const code = newSmsCode();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('sms_code')
      .values({ phone, code_hash: codeHash(phone, code), created_at: now, expires_at: now + SMS_CODE_TTL_MS, attempts: 0, used_at: null, ip })
      .execute();
    await deps.sms.sendLoginCode(trx, phone, code, SMS_CODE_TTL_MS / 60_000);
  });
  return { cooldownSeconds: SMS_RESEND_MS / 1000, expireSeconds: SMS_CODE_TTL_MS / 1000 };
}

async function userInfo(ctx: HandlerContext) {
  const a = requireAuth(ctx);
  const c = a.company;
  return {
    userId: a.userId,
    companyId: c.id,
    companyType: c.company_type,
    authNameList: a.roleKeys,
    showLuYanMenu: c.show_luyan_menu,
    readyStatus: c.ready_status,
    reviewStatus: c.review_status,
    draftStatus: c.draft_status,
    reviewReason: c.review_reason,
    userName: a.userName,
    phoneMasked: maskPhone(a.phone),
    avatar: a.avatar,
    companyName: c.name,
    shopName: c.shop_name,
    isOwner: a.isOwner,
    roleName: a.roleName,
    shopClosedAt: c.closed_at ?? null,
  };
}

async function logout(ctx: HandlerContext) {
  const a = requireAuth(ctx);
  await revokeSession(ctx.db, a.sessionId);
  return null;
}

async function applyReview(ctx: HandlerContext<{ companyType: number }>) {
  const a = requireAuth(ctx);
  if (!a.isOwner) throw fail('仅店铺负责人可以发起入驻申请', Code.NO_AUTHORITY);
  const c = await ctx.db.selectFrom('company').selectAll().where('id', '=', a.companyId).executeTakeFirstOrThrow();
  if (c.review_status === 0) throw fail('入驻申请正在审核中，请耐心等待审核结果');
  if (c.review_status === 1) throw fail('公司已通过入驻审核，无需重复申请');
  const now = ctx.deps.clock.now();
  const updated = await ctx.db
    .updateTable('company')
    .set({ company_type: ctx.body.companyType, updated_at: now })
    .where('id', '=', c.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await audit(ctx.db, { companyId: c.id, userId: a.userId, actor: `user:${a.userId}`, action: 'company.apply', detail: { companyType: ctx.body.companyType } });
  return applyStatus(updated);
}

async function updatePassword(ctx: HandlerContext<{ oldPassword?: string; newPassword: string }>) {
  const a = requireAuth(ctx);
  const { db, deps, ip } = ctx;
  const user = await db.selectFrom('merchant_user').select(['password_hash']).where('id', '=', a.userId).executeTakeFirstOrThrow();
  if (user.password_hash) {
    if (!ctx.body.oldPassword) throw fail('请填写原密码');
    // Checking the old password is a login attempt: it counts towards (and is refused by) the same limits.
    const attempt = await beginLoginAttempt(db, deps.config, a.phone, ip);
    if (!(await verifyPassword(user.password_hash, ctx.body.oldPassword))) throw fail('原密码错误');
    await attempt.succeeded();
    if (ctx.body.oldPassword === ctx.body.newPassword) throw fail('新密码不能与原密码相同');
  }
  const hash = await hashPassword(ctx.body.newPassword);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('merchant_user').set({ password_hash: hash, password_set_at: ctx.deps.clock.now(), password_set_by_other: 0 }).where('id', '=', a.userId).execute();
    await revokeAllSessions(trx, a.userId);
    await audit(trx, { companyId: a.companyId, userId: a.userId, actor: `user:${a.userId}`, action: 'account.password.update' });
  });
  return null;
}

export const accountHandlers: HandlerMap = {
  userInfo,
  login: { tx: false, handle: passwordLogin },
  loginSmsCode: { tx: false, handle: smsLogin },
  userSmsCode: { tx: false, handle: sendSmsCode },
  logout,
  applyReview,
  updatePwd: { tx: false, handle: updatePassword },
};
