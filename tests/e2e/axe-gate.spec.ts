import type { Browser, BrowserContext } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { AxeGate, AXE_EXCEPTIONS } from './support/axe-gate';

/**
 * The accessibility gate itself, on pages served by the test (page.route), in contexts of their own: a gate made here
 * (record: false, so its findings stay out of the run's figures) must find what the shared gate would.
 * The contexts come from the browser's own newContext, not the one the shared gate watches during a test: these pages
 * are broken on purpose.
 */
const ORIGIN = 'http://axe-gate.test';

async function unwatchedContext(browser: Browser): Promise<BrowserContext> {
  const original = Object.getPrototypeOf(browser).newContext as Browser['newContext'];
  const ctx = await original.call(browser);
  await ctx.route(`${ORIGIN}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="zh-CN"><head><title>门禁测试</title></head><body><main>
        <h1>门禁测试</h1>
        <button id="go" type="button">下一页</button>
        <script>
          document.getElementById('go').addEventListener('click', () => {
            history.pushState(null, '', '/second?tab=1');
            const input = document.createElement('input'); // no label: axe "label", critical
            document.querySelector('main').append(input);
          });
        </script>
      </main></body></html>`,
    }),
  );
  return ctx;
}

test('passes a clean page, and fails the test on a violation that appears after an SPA route change', async ({ browser }, testInfo) => {
  const gate = new AxeGate(testInfo, { record: false });
  const ctx = await unwatchedContext(browser);
  gate.attachContext(ctx);
  const page = await ctx.newPage();
  await page.goto(`${ORIGIN}/first`);
  // A URL is scanned once the page is still; a test that leaves it sooner has the next URL scanned instead.
  await expect.poll(() => gate.scans.length).toBe(1);
  await page.getByRole('button', { name: '下一页' }).click();
  await expect(page).toHaveURL(`${ORIGIN}/second?tab=1`);
  await expect(gate.finish()).rejects.toThrow(/\/second\?tab=1（打开后）\[critical\] label/);
  expect(gate.scans.map((s) => [s.url, s.violations.map((v) => v.rule)])).toEqual([
    ['/first', []],
    ['/second?tab=1', ['label']],
  ]);
  await ctx.close();
});

test('scans the state a test leaves at its end, and a page the test closes', async ({ browser }, testInfo) => {
  const gate = new AxeGate(testInfo, { record: false });
  const ctx = await unwatchedContext(browser);
  gate.attachContext(ctx);
  const page = await ctx.newPage();
  await page.goto(`${ORIGIN}/first`);
  await expect.poll(() => gate.scans.length).toBe(1);
  // Same URL, new content: only the last scan sees it.
  await page.evaluate(() => {
    const d = (globalThis as unknown as { document: { querySelector(s: string): { innerHTML: string } } }).document;
    d.querySelector('main').innerHTML += '<img src="/x.png">';
  });
  await page.close();
  await expect(gate.finish()).rejects.toThrow(/\/first（测试结束时）\[critical\] image-alt/);
  expect(gate.scans.map((s) => [s.reason, s.violations.map((v) => v.rule)])).toEqual([
    ['navigation', []],
    ['final', ['image-alt']],
  ]);
  await ctx.close();
});

test('every exception names its rule, its element and its reason', () => {
  for (const e of AXE_EXCEPTIONS) {
    expect(e.rule).toMatch(/^[a-z-]+$/);
    expect(e.target).toBeInstanceOf(RegExp);
    expect(e.reason.length).toBeGreaterThan(20);
  }
});
