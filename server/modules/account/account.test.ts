import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startTestServer, type TestServer } from '../../testing/harness.ts';
import { sha256 } from '../../lib/crypto.ts';

const LOGIN = '/xm-merchant/company/auth/login';
const SMS = '/xm-merchant/company/auth/userSmsCode';
const SMS_LOGIN = '/xm-merchant/company/auth/loginSmsCode';
const INFO = '/xm-merchant/company/user/info';

describe.each(DIALECTS)('accounts and sessions on %s', (dialect) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(dialect, { loginFailPerAccountHour: 6, loginFailPerIpHour: 1000 });
  });
  afterAll(async () => s.close());
  afterEach(() => {
    expect(s.violations, JSON.stringify(s.violations, null, 2)).toEqual([]);
  });

  it('stores argon2id hashes with the stated parameters', async () => {
    const u = await s.handle.db.selectFrom('merchant_user').select('password_hash').where('phone', '=', '13800000001').executeTakeFirstOrThrow();
    expect(u.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('logs in with a password, issuing a new opaque token each time, stored only hashed', async () => {
    const a = await s.login('13800000001');
    const b = await s.login('+8613800000001');
    expect(a).not.toBe(b);
    expect(Buffer.from(a, 'base64url').length).toBeGreaterThanOrEqual(16);
    const rows = await s.handle.db.selectFrom('session').select('token_hash').execute();
    expect(rows.some((r) => r.token_hash === a)).toBe(false);
    expect(rows.some((r) => r.token_hash === sha256(a))).toBe(true);
    const info = await s.call(INFO, undefined, { token: a });
    expect(info.data).toMatchObject({
      companyId: expect.any(Number),
      companyType: 1,
      showLuYanMenu: 1,
      readyStatus: 1,
      reviewStatus: 1,
      companyName: '杭州校园优选商贸有限公司',
      phoneMasked: '138****0001',
      isOwner: true,
    });
    expect(info.data.authNameList).toContain('open.page');
    expect(info.data.authNameList).not.toContain('common.open-erp');
  });

  it('gives the same answer for an unknown phone and a wrong password', async () => {
    const wrong = await s.call(LOGIN, { phone: '13800000004', password: 'Wrong@12345' });
    const unknown = await s.call(LOGIN, { phone: '13911112222', password: 'Wrong@12345' });
    expect(wrong).toMatchObject({ code: 0, msg: '手机号或密码错误' });
    expect(unknown).toMatchObject({ code: 0, msg: '手机号或密码错误' });
  });

  it('suggests a password change for staff whose password the owner set', async () => {
    const r = await s.call(LOGIN, { phone: '13800000003', password: 'Demo@123456' });
    expect(r.data.pwdUpdateTips).toBe(true);
    const o = await s.call(LOGIN, { phone: '13800000001', password: 'Demo@123456' });
    expect(o.data.pwdUpdateTips).toBe(false);
  });

  it('limits failed logins per account', async () => {
    const phone = '13800000002';
    for (let i = 0; i < s.config.loginFailPerAccountHour; i++) {
      expect((await s.call(LOGIN, { phone, password: `Wrong@${i}xxxx` })).msg).toBe('手机号或密码错误');
    }
    const blocked = await s.call(LOGIN, { phone, password: 'Demo@123456' });
    expect(blocked).toMatchObject({ code: 0, msg: '登录失败次数过多，请1小时后再试' });
    // An hour later the window has passed.
    await s.handle.db.updateTable('login_attempt').set({ created_at: Date.now() - 3601_000 }).where('phone', '=', phone).execute();
    expect((await s.call(LOGIN, { phone, password: 'Demo@123456' })).code).toBe(1);
  });

  it('limits failed logins per IP', async () => {
    const t = await startTestServer(dialect, { loginFailPerAccountHour: 100, loginFailPerIpHour: 3 });
    try {
      for (const p of ['13900000001', '13900000002', '13900000003']) {
        await t.call(LOGIN, { phone: p, password: 'Wrong@12345' }, { ip: '10.0.0.9' });
      }
      const r = await t.call(LOGIN, { phone: '13800000001', password: 'Demo@123456' }, { ip: '10.0.0.9' });
      expect(r.msg).toBe('登录失败次数过多，请1小时后再试');
      const other = await t.call(LOGIN, { phone: '13800000001', password: 'Demo@123456' }, { ip: '10.0.0.10' });
      expect(other.code).toBe(1);
    } finally {
      await t.close();
    }
  });

  it('refuses a token after logout', async () => {
    const t = await s.login('13800000001');
    expect((await s.call('/xm-merchant/company/auth/logout', undefined, { token: t })).code).toBe(1);
    expect((await s.call(INFO, undefined, { token: t })).code).toBe(1001);
  });

  it('expires sessions when idle and at the absolute limit', async () => {
    const idle = await s.login('13800000001');
    await s.handle.db.updateTable('session').set({ last_seen_at: Date.now() - s.config.sessionIdleMs - 1000 }).where('token_hash', '=', sha256(idle)).execute();
    expect((await s.call(INFO, undefined, { token: idle })).code).toBe(1001);
    const old = await s.login('13800000001');
    await s.handle.db.updateTable('session').set({ expires_at: Date.now() - 1 }).where('token_hash', '=', sha256(old)).execute();
    expect((await s.call(INFO, undefined, { token: old })).code).toBe(1001);
  });

  it('changes a password: old one refused, all sessions revoked, new one works', async () => {
    const t = await startTestServer(dialect);
    try {
      const a = await t.login('13800000004');
      const b = await t.login('13800000004');
      const wrongOld = await t.call('/xm-merchant/company/user/updatePwd', { oldPassword: 'Nope@123456', newPassword: 'Better@2026x' }, { token: a });
      expect(wrongOld).toMatchObject({ code: 0, msg: '原密码错误' });
      const weak = await t.call('/xm-merchant/company/user/updatePwd', { oldPassword: 'Demo@123456', newPassword: 'abc' }, { token: a });
      expect(weak.code).toBe(0);
      expect(weak.msg).toContain('新密码');
      const ok = await t.call('/xm-merchant/company/user/updatePwd', { oldPassword: 'Demo@123456', newPassword: 'Better@2026x' }, { token: a });
      expect(ok).toMatchObject({ code: 1, data: null });
      expect((await t.call(INFO, undefined, { token: a })).code).toBe(1001);
      expect((await t.call(INFO, undefined, { token: b })).code).toBe(1001);
      expect((await t.call(LOGIN, { phone: '13800000004', password: 'Demo@123456' })).code).toBe(0);
      const fresh = await t.call(LOGIN, { phone: '13800000004', password: 'Better@2026x' });
      expect(fresh).toMatchObject({ code: 1, data: { pwdUpdateTips: false } });
      const audit = await t.handle.db.selectFrom('audit_log').select('action').where('action', '=', 'account.password.update').execute();
      expect(audit).toHaveLength(1);
    } finally {
      await t.close();
    }
  });

  describe('SMS codes', () => {
    it('sends a 6-digit code to the dev outbox and the log, registers on first login, and the code is single use', async () => {
      const phone = '13712345678';
      const sent = await s.call(SMS, { phone });
      expect(sent).toMatchObject({ code: 1, data: { cooldownSeconds: 60, expireSeconds: 600 } });
      const code = await s.lastSmsCode(phone);
      expect(code).toMatch(/^\d{6}$/);
      expect(s.logs.some((l) => l.includes(phone) && l.includes(code!))).toBe(true);
      const r = await s.call(SMS_LOGIN, { phone, code });
      expect(r.code).toBe(1);
      const info = await s.call(INFO, undefined, { token: r.data.authToken });
      expect(info.data).toMatchObject({ reviewStatus: -2, readyStatus: 0, isOwner: true, authNameList: expect.any(Array) });
      // The new company may not use shop endpoints yet.
      expect((await s.call('/xm-merchant/erp/inWhitelist', undefined, { token: r.data.authToken })).code).toBe(1002);
      const reuse = await s.call(SMS_LOGIN, { phone, code });
      expect(reuse).toMatchObject({ code: 0, msg: '验证码已失效，请重新获取' });
    });

    it('refuses a second send within 60 s and more than 10 a day', async () => {
      const phone = '13712340000';
      expect((await s.call(SMS, { phone })).code).toBe(1);
      const again = await s.call(SMS, { phone });
      expect(again.code).toBe(0);
      expect(again.msg).toMatch(/^验证码发送过于频繁，请\d+秒后再试$/);
      // Nine more sends earlier today (spaced beyond the cooldown) reach the daily limit.
      const now = Date.now();
      await s.handle.db.updateTable('sms_code').set({ created_at: now - 61_000 }).where('phone', '=', phone).execute();
      for (let i = 0; i < 9; i++) {
        expect((await s.call(SMS, { phone })).code, `send ${i + 2}`).toBe(1);
        await s.handle.db.updateTable('sms_code').set({ created_at: now - 61_000 }).where('phone', '=', phone).execute();
      }
      const eleventh = await s.call(SMS, { phone });
      expect(eleventh).toMatchObject({ code: 0, msg: '该手机号今日获取验证码次数已达上限，请明天再试' });
    });

    it('voids a code after 5 wrong tries and after 10 minutes', async () => {
      const phone = '13712341111';
      await s.call(SMS, { phone });
      const code = (await s.lastSmsCode(phone))!;
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 1; i <= 4; i++) expect((await s.call(SMS_LOGIN, { phone, code: wrong })).msg).toBe('验证码错误');
      expect((await s.call(SMS_LOGIN, { phone, code: wrong })).msg).toBe('验证码错误次数过多，请重新获取');
      expect((await s.call(SMS_LOGIN, { phone, code })).msg).toBe('验证码已失效，请重新获取');

      const phone2 = '13712342222';
      await s.call(SMS, { phone: phone2 });
      const code2 = (await s.lastSmsCode(phone2))!;
      await s.handle.db.updateTable('sms_code').set({ expires_at: Date.now() - 1 }).where('phone', '=', phone2).execute();
      expect((await s.call(SMS_LOGIN, { phone: phone2, code: code2 })).msg).toBe('验证码已失效，请重新获取');
    });

    it('signs an existing account in by SMS without registering another', async () => {
      const phone = '13800000001';
      await s.call(SMS, { phone });
      const r = await s.call(SMS_LOGIN, { phone, code: (await s.lastSmsCode(phone))! });
      const info = await s.call(INFO, undefined, { token: r.data.authToken });
      expect(info.data.companyName).toBe('杭州校园优选商贸有限公司');
    });
  });

  describe('applyReview', () => {
    it('lets a new merchant choose the company type, and refuses while pending or after passing', async () => {
      const phone = '13712343333';
      await s.call(SMS, { phone });
      const { data } = await s.call(SMS_LOGIN, { phone, code: (await s.lastSmsCode(phone))! });
      const r = await s.call('/xm-merchant/company/user/applyReview', { companyType: 3 }, { token: data.authToken });
      expect(r).toMatchObject({ code: 1, data: { reviewStatus: -2, companyType: 3 } });
      const bad = await s.call('/xm-merchant/company/user/applyReview', { companyType: 9 }, { token: data.authToken });
      expect(bad.code).toBe(0);
      const pending = await s.login('13800000002');
      expect((await s.call('/xm-merchant/company/user/applyReview', { companyType: 1 }, { token: pending })).msg).toBe('入驻申请正在审核中，请耐心等待审核结果');
      const passed = await s.login('13800000001');
      expect((await s.call('/xm-merchant/company/user/applyReview', { companyType: 1 }, { token: passed })).msg).toBe('公司已通过入驻审核，无需重复申请');
      const staff = await s.login('13800000003');
      expect((await s.call('/xm-merchant/company/user/applyReview', { companyType: 1 }, { token: staff })).code).toBe(1004);
    });
  });

  it('keeps tokens and full phone numbers out of the logs, except the dev SMS line', async () => {
    const t = await s.login('13800000001');
    await s.call(INFO, undefined, { token: t });
    const lines = s.logs.filter((l) => !l.includes('"devSms":true'));
    expect(lines.length).toBeGreaterThan(3);
    for (const l of lines) {
      expect(l).not.toContain(t);
      expect(l).not.toMatch(/(?<!\d)1[3-9]\d{9}(?!\d)/);
    }
  });

  it('logs the envelope code of a refused request beside its HTTP status', async () => {
    const before = s.logs.length;
    expect((await s.call(INFO, undefined, { token: 'x'.repeat(43) })).code).toBe(1001);
    const line = s.logs.slice(before).map((l) => JSON.parse(l) as { msg?: string; url?: string; status?: number; code?: number }).find((l) => l.msg === 'request' && l.url === INFO);
    expect(line).toMatchObject({ status: 200, code: 1001 });
  });
});
