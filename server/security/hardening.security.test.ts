/**
 * Security headers on every kind of answer (the SPA's HTML, its assets, API success, API errors, 404s, oversized
 * bodies) and a scripted session (password login, SMS login, calls, a password change, failures, logout) at the
 * most verbose log level, after which no log line holds a token, a full phone number, a password or an SMS code —
 * except the development SMS provider's one deliberate line (server/lib/sms.ts), which a real gateway replaces.
 * server/app.test.ts checks the basic API headers once; account.test.ts checks one login's logs at info level.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startTestServer, type TestServer } from '../testing/harness.ts';

function fakeSpa(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xm-spa-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head><script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div></body></html>');
  fs.writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), 'console.log(1)');
  return dir;
}

function expectBaseHeaders(h: Record<string, unknown>, what: string) {
  const csp = String(h['content-security-policy'] ?? '');
  expect(csp, `${what} CSP`).toMatch(/default-src 'self'/);
  expect(csp, `${what} CSP script-src`).toMatch(/script-src 'self'(;|$)/); // no unsafe-inline / unsafe-eval for scripts
  expect(csp, `${what} CSP`).toContain("frame-ancestors 'none'");
  expect(csp, `${what} CSP`).toContain("object-src 'none'");
  expect(csp, `${what} CSP`).toContain("base-uri 'self'");
  expect(h['x-frame-options'], `${what} X-Frame-Options`).toBe('DENY');
  expect(h['x-content-type-options'], what).toBe('nosniff');
  expect(['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'], `${what} Referrer-Policy`).toContain(h['referrer-policy']);
  expect(h['x-powered-by'], what).toBeUndefined();
  expect(h.server, what).toBeUndefined();
}

describe.each(DIALECTS)('security headers on %s', (dialect) => {
  let s: TestServer;
  let spa: string;
  beforeAll(async () => {
    spa = fakeSpa();
    s = await startTestServer(dialect, { staticDir: spa });
  });
  afterAll(async () => {
    await s?.close();
    fs.rmSync(spa, { recursive: true, force: true });
  });

  it('sends them on the HTML of every SPA route, and no-cache so a deploy is picked up', async () => {
    for (const url of ['/', '/login', '/goods/list?page=2', '/order/detail/123']) {
      const r = await s.app.inject({ method: 'GET', url });
      expect(r.statusCode, url).toBe(200);
      expect(String(r.headers['content-type']), url).toContain('text/html');
      expectBaseHeaders(r.headers, `HTML ${url}`);
      expect(r.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('sends them on static assets and on missing files', async () => {
    const js = await s.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(js.statusCode).toBe(200);
    expectBaseHeaders(js.headers, 'asset');
    expect(js.headers['cache-control']).toContain('immutable');
    for (const url of ['/assets/missing.js', '/assets/app-abc123.js.map', '/.vite/manifest.json', '/.env']) {
      const r = await s.app.inject({ method: 'GET', url });
      expect(r.statusCode, url).toBe(404);
      expectBaseHeaders(r.headers, url);
    }
  });

  it('sends them, with no-store, on every kind of API answer', async () => {
    const token = await s.login('13800000001');
    const answers = {
      success: await s.app.inject({ method: 'POST', url: '/xm-merchant/company/user/info', headers: { authorization: `Bearer ${token}` } }),
      notLoggedIn: await s.app.inject({ method: 'POST', url: '/xm-merchant/company/user/info' }),
      validation: await s.app.inject({ method: 'POST', url: '/xm-merchant/company/auth/login', headers: { 'content-type': 'application/json' }, payload: '{"phone":1}' }),
      malformed: await s.app.inject({ method: 'POST', url: '/xm-merchant/company/auth/login', headers: { 'content-type': 'application/json' }, payload: '{' }),
      unsupportedType: await s.app.inject({ method: 'POST', url: '/xm-merchant/company/auth/login', headers: { 'content-type': 'application/xml' }, payload: '<a/>' }),
      tooLarge: await s.app.inject({ method: 'POST', url: '/xm-log/track', headers: { 'content-type': 'application/json' }, payload: `"${'x'.repeat(1_100_000)}"` }),
      unknownPath: await s.app.inject({ method: 'POST', url: '/xm-merchant/no/such/thing' }),
      wrongMethod: await s.app.inject({ method: 'GET', url: '/xm-merchant/company/user/info' }),
    };
    for (const [what, r] of Object.entries(answers)) {
      expect(r.statusCode, what).toBeLessThan(500);
      expect(String(r.headers['content-type']), what).toContain('application/json');
      expect(r.headers['cache-control'], what).toBe('no-store');
      expectBaseHeaders(r.headers, `API ${what}`);
      expect(typeof r.json().code, what).toBe('number');
    }
  });
});

describe.each(DIALECTS)('text the database cannot store on %s', (dialect) => {
  it('refuses U+0000 anywhere in a body, and numbers beyond 2^53, with a clear message, and stores nothing', async () => {
    const s = await startTestServer(dialect);
    try {
      const event = { os: 'Windows 10', app: 'merchant-web', device: 'x', session: 'aB3dE9xZ1717200000', time: Date.now(), type: 2, content: '点击按钮' };
      const bad = await s.call('/xm-log/track', [event, { ...event, content: 'a\u0000b' }]);
      expect(bad).toMatchObject({ code: 0, msg: '请求内容不能包含空字符（\\u0000）' });
      const good = await s.call('/xm-log/track', [event]);
      expect(good.code).toBe(1);
      await s.app.deps.track.flush();
      const rows = await s.handle.db.selectFrom('track_event').select('content').execute();
      expect(rows.map((r) => r.content)).toEqual(['点击按钮']);
      expect(s.logs.filter((l) => l.includes('"level":50'))).toEqual([]);
      const key = await s.call('/xm-merchant/company/auth/login', JSON.parse('{"phone":"13800000001","password":"Demo@123456","x\\u0000":1}'));
      expect(key.code).toBe(0);
      // Numbers beyond 2^53 (an OFFSET of 1e87 failed in SQLite with a 500) are refused the same way.
      const huge = await s.call('/xm-log/track', [{ ...event, time: 2.3e87 }]);
      expect(huge).toMatchObject({ code: 0, msg: '数值超出允许范围' });
      // Within the safe range, a time is held to the contract's bound for ms timestamps (2100-01-01).
      expect((await s.call('/xm-log/track', [{ ...event, time: 4102444800000 }])).code).toBe(1);
      expect(await s.call('/xm-log/track', [{ ...event, time: 4102444800001 }])).toMatchObject({ code: 0, msg: '时间不能大于4102444800000' });
    } finally {
      await s.close();
    }
  });
});

describe.each(DIALECTS)('logs of a scripted session on %s', (dialect) => {
  it('hold no token, phone number, password or SMS code outside the development SMS line', async () => {
    const s = await startTestServer(dialect, { logLevel: 'trace' });
    try {
      const secrets: string[] = [];
      const phones = ['13800000001', '13800000003', '13766660001', '13911112222'];
      // Password login, calls, a failed login, an unknown phone.
      const owner = await s.login('13800000001');
      const staff = await s.login('+8613800000003');
      secrets.push(owner, staff);
      await s.call('/xm-merchant/company/user/info', undefined, { token: owner });
      await s.call('/xm-merchant/erp/inWhitelist', undefined, { token: staff });
      await s.call('/xm-merchant/company/auth/login', { phone: '13800000001', password: 'Wrong@Secret1' });
      await s.call('/xm-merchant/company/auth/login', { phone: '13911112222', password: 'Other@Secret2' });
      await s.call('/xm-merchant/company/auth/login', { phone: '13911112222' }); // validation error
      await s.call('/xm-merchant/company/user/info', undefined, { token: 'forged-token-0123456789abcdef' });
      // SMS login (registers a new account), wrong code first.
      await s.call('/xm-merchant/company/auth/userSmsCode', { phone: '13766660001' });
      const code = (await s.lastSmsCode('13766660001'))!;
      await s.call('/xm-merchant/company/auth/loginSmsCode', { phone: '13766660001', code: code === '000000' ? '111111' : '000000' });
      const sms = await s.call('/xm-merchant/company/auth/loginSmsCode', { phone: '13766660001', code });
      secrets.push(sms.data.authToken);
      // Password change (revokes the owner's sessions) and logout.
      await s.call('/xm-merchant/company/user/updatePwd', { oldPassword: 'Demo@123456', newPassword: 'Fresh@Secret3' }, { token: owner });
      await s.call('/xm-merchant/company/auth/logout', undefined, { token: staff });
      await s.call('/xm-merchant/company/auth/logout', undefined, { token: sms.data.authToken });
      await s.call('/xm-log/track', [{ os: 'Windows 10', app: 'merchant-web', device: 'x', session: 'aB3dE9xZ1717200000', time: Date.now(), type: 2, content: '点击按钮' }]);
      await s.app.deps.track.flush();

      const devSms = s.logs.filter((l) => l.includes('"devSms":true'));
      expect(devSms, '开发短信日志应恰好一条').toHaveLength(1);
      const lines = s.logs.filter((l) => !l.includes('"devSms":true'));
      expect(lines.length).toBeGreaterThanOrEqual(15);
      for (const l of lines) {
        for (const t of secrets) expect(l, '日志中出现了令牌').not.toContain(t);
        for (const p of phones) expect(l, '日志中出现了手机号').not.toContain(p);
        expect(l, '日志中出现了手机号').not.toMatch(/(?<!\d)1[3-9]\d{9}(?!\d)/);
        for (const pw of ['Demo@123456', 'Wrong@Secret1', 'Other@Secret2', 'Fresh@Secret3']) expect(l, '日志中出现了密码').not.toContain(pw);
        expect(l, '日志中出现了验证码').not.toMatch(new RegExp(`"(code|smsCode)"\\s*:\\s*"?${code}`));
        expect(l.toLowerCase(), '日志中出现了 Authorization 头').not.toContain('bearer ');
      }
    } finally {
      await s.close();
    }
  });
});
