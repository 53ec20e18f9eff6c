import { expect, test } from './support/fixtures.ts';

test('真实服务器：首页返回带安全响应头的 SPA，页面内可调用登录接口', async ({ page }) => {
  const response = await page.goto('/');
  expect(response, '首页没有响应').not.toBeNull();
  expect(response!.status()).toBe(200);

  const headers = response!.headers();
  expect(headers['content-type']).toContain('text/html');
  expect(headers['content-security-policy'], '缺少 Content-Security-Policy').toBeTruthy();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBeTruthy();

  const html = await response!.text();
  expect(html).toMatch(/<script[^>]+type="module"[^>]+src="\/assets\/[^"]+\.js"/);

  const result = await page.evaluate(async () => {
    const res = await fetch('/xm-merchant/company/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: '13800000001', password: 'Demo@123456' }),
    });
    const body = (await res.json()) as { code: number; msg: string; data: { authToken?: string } | null };
    return { status: res.status, cacheControl: res.headers.get('cache-control'), body };
  });
  expect(result.status).toBe(200);
  expect(result.body.code, `登录接口返回：${JSON.stringify(result.body)}`).toBe(1);
  expect(typeof result.body.data?.authToken).toBe('string');
  expect(result.cacheControl).toBe('no-store');
});
