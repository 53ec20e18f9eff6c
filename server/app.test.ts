import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startTestServer, type TestServer } from './testing/harness.ts';
import { handlers } from './modules/index.ts';
import { clock } from './lib/clock.ts';

describe.each(DIALECTS)('API foundation on %s', (dialect) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(dialect);
  });
  afterAll(async () => s.close());
  afterEach(() => {
    expect(s.violations, JSON.stringify(s.violations, null, 2)).toEqual([]);
  });

  it('has a handler for every operation that is not planned, and no handler without an operation', () => {
    const ops = s.app.contract.operations;
    const missing = ops.filter((o) => !o.planned && !handlers[o.operationId]).map((o) => o.operationId);
    expect(missing).toEqual([]);
    const orphan = Object.keys(handlers).filter((id) => !s.app.contract.byId.has(id));
    expect(orphan).toEqual([]);
  });

  it('answers planned operations with code 0 功能开发中', async () => {
    const token = await s.login('13800000001');
    // Whichever operation is still planned (areas implement theirs over time).
    const op = s.app.contract.operations.find((o) => o.planned && !handlers[o.operationId] && !o.bodyRequired && !o.isPublic);
    if (!op) return;
    const r = await s.call(op.path, undefined, { token });
    expect(r).toMatchObject({ code: 0, msg: '功能开发中', data: null });
  });

  it('refuses an id like 1e21 as bad input, not as a database overflow', async () => {
    const token = await s.login('13800000001');
    const huge = await s.call('/xm-merchant/order/detail', { orderId: 1e21 }, { token });
    expect(huge).toMatchObject({ code: 0, data: null, msg: '数值超出允许范围', status: 200 });
    // Within the safe range but beyond PostgreSQL int4: refused as bad input on both databases, never a 500.
    const big = await s.call('/xm-merchant/order/detail', { orderId: 2 ** 40 }, { token });
    expect(big.code).toBe(0);
    expect(big.status).toBe(200);
  });

  it('names the missing field in Chinese and never answers 500 for bad input', async () => {
    const r = await s.call('/xm-merchant/company/auth/login', { password: 'x12345678' });
    expect(r.code).toBe(0);
    expect(r.msg).toBe('请填写手机号');
    const wrongType = await s.call('/xm-merchant/company/auth/login', { phone: 13800000001, password: 'Demo@123456' });
    expect(wrongType.code).toBe(0);
    expect(wrongType.msg).toMatch(/^手机号类型不正确/);
    const badPattern = await s.call('/xm-merchant/company/auth/login', { phone: '12345', password: 'Demo@123456' });
    expect(badPattern.msg).toBe('手机号格式不正确');
    const malformed = await s.call('/xm-merchant/company/auth/login', undefined, { raw: '{"phone":' });
    expect(malformed).toMatchObject({ code: 0, msg: '请求体不是合法的 JSON', status: 200 });
    const empty = await s.call('/xm-merchant/company/auth/login', undefined);
    expect(empty).toMatchObject({ code: 0, msg: '请求体不能为空' });
    const array = await s.call('/xm-merchant/company/auth/login', [1, 2]);
    expect(array.code).toBe(0);
    expect(array.msg).toBe('密码登录参数类型不正确，应为对象');
    const textPlain = await s.call('/xm-merchant/company/auth/login', undefined, { raw: '{"phone":"13800000001"}', contentType: 'text/plain' });
    expect(textPlain).toMatchObject({ code: 0, msg: '不支持的请求内容类型，请使用 application/json' });
    const xml = await s.call('/xm-merchant/company/auth/login', undefined, { raw: '<a/>', contentType: 'application/xml' });
    expect(xml.code).toBe(0);
    expect(xml.status).toBeLessThan(500);
    for (const r2 of [r, wrongType, badPattern, malformed, empty, array, textPlain, xml]) {
      expect(JSON.stringify(r2)).not.toMatch(/at .*\.ts:\d+|stack/i);
    }
  });

  it('answers unknown API paths and wrong methods with a 404 envelope', async () => {
    const r = await s.call('/xm-merchant/nope', {});
    expect(r).toMatchObject({ status: 404, code: 0, msg: '接口不存在或请求方法不正确' });
    const get = await s.app.inject({ method: 'GET', url: '/xm-merchant/company/user/info' });
    expect(get.statusCode).toBe(404);
    expect(get.json().code).toBe(0);
  });

  it('sends security headers and no-store on API answers', async () => {
    const r = await s.app.inject({ method: 'POST', url: '/xm-merchant/company/user/info' });
    expect(r.headers['cache-control']).toBe('no-store');
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const csp = String(r.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("script-src 'self'");
  });

  it('sends the platform clock on every API answer (x-server-now), moved by the clock command', async () => {
    const before = Date.now();
    const r = await s.app.inject({ method: 'POST', url: '/xm-merchant/company/user/info' });
    const now = Number(r.headers['x-server-now']);
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
    await clock.advance(s.handle.db, 49 * 3_600_000);
    try {
      const ahead = Number((await s.app.inject({ method: 'POST', url: '/xm-job/nope' })).headers['x-server-now']);
      expect(ahead - Date.now()).toBeGreaterThan(49 * 3_600_000 - 60_000);
      expect(ahead - Date.now()).toBeLessThanOrEqual(49 * 3_600_000);
    } finally {
      await clock.reset(s.handle.db);
    }
    // Not on the SPA's own files.
    expect((await s.app.inject({ method: 'GET', url: '/' })).headers['x-server-now']).toBeUndefined();
  });

  it('distinguishes no token (1003) from a bad token (1001)', async () => {
    const none = await s.call('/xm-merchant/company/user/info');
    expect(none).toMatchObject({ code: 1003, data: null });
    const bad = await s.call('/xm-merchant/company/user/info', undefined, { token: 'x'.repeat(43) });
    expect(bad.code).toBe(1001);
    const malformedHeader = await s.app.inject({ method: 'POST', url: '/xm-merchant/company/user/info', headers: { authorization: 'Basic abc' } });
    expect(malformedHeader.json().code).toBe(1001);
  });

  it('checks permission keys and company review on the server', async () => {
    const pending = await s.login('13800000002');
    const r = await s.call('/xm-merchant/erp/inWhitelist', undefined, { token: pending });
    expect(r.code).toBe(1002);
    const info = await s.call('/xm-merchant/company/user/info', undefined, { token: pending });
    expect(info.code).toBe(1);
    expect(info.data.reviewStatus).toBe(0);
    // The cross-border company is not in the remote-task whitelist: the virtual key is missing.
    const cross = await s.login('13800000004');
    const job = await s.call('/xm-job/merchant/companyRecruit/pageList', { pageNum: 1, pageSize: 10 }, { token: cross });
    expect(job.code).toBe(1004);
    expect(job.msg).toBe('无权限');
    const wl = await s.call('/xm-job/merchant/job/operate/whiteList', undefined, { token: cross });
    expect(wl).toMatchObject({ code: 1, data: { inWhitelist: false } });
    const owner = await s.login('13800000001');
    const wl1 = await s.call('/xm-job/merchant/job/operate/whiteList', undefined, { token: owner });
    expect(wl1).toMatchObject({ code: 1, data: { inWhitelist: true } });
    const erp = await s.call('/xm-merchant/erp/inWhitelist', undefined, { token: owner });
    expect(erp).toMatchObject({ code: 1, data: { inWhitelist: true } });
  });
});
