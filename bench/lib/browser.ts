/** Debian's Chromium for bench tasks (never a downloaded browser), with the flags the browser tests use. */
import fs from 'node:fs';
import { chromium, type Browser, type Page, type Request } from '@playwright/test';

export function chromiumPath(): string {
  const found = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => !!p && fs.existsSync(p));
  if (!found) throw new Error('未找到 Chromium：请安装 chromium 或设置 CHROME_PATH');
  return found;
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** Lighthouse's desktop preset screen. */
export const DESKTOP_VIEWPORT = { width: 1350, height: 940 };
export const TOKEN_STORAGE_KEY = 'ACCESS_TOKEN';

/** Requests that stay open for the page's lifetime: the live channel's stream (src/lib/live.ts). */
const LONG_LIVED = /\/live\/stream(?:$|\?)/;

/**
 * Resolves once `quietMs` pass with no request in flight, the live stream excepted. Playwright's 'networkidle' never
 * comes on a signed-in page: the layout keeps the live channel's stream open. Call it before the navigation or action
 * whose requests it should wait for, and await `.settled()` after.
 */
export function networkQuiet(page: Page, quietMs = 500, timeoutMs = 30_000): { settled(): Promise<void>; dispose(): void } {
  const inFlight = new Set<Request>();
  const onRequest = (r: Request) => {
    if (!LONG_LIVED.test(r.url())) inFlight.add(r);
  };
  const onDone = (r: Request) => inFlight.delete(r);
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);
  const dispose = () => {
    page.off('request', onRequest);
    page.off('requestfinished', onDone);
    page.off('requestfailed', onDone);
  };
  return {
    dispose,
    async settled() {
      const until = Date.now() + timeoutMs;
      let quietSince = inFlight.size === 0 ? Date.now() : 0;
      while (Date.now() < until) {
        await new Promise((r) => setTimeout(r, 50));
        if (inFlight.size > 0) quietSince = 0;
        else if (!quietSince) quietSince = Date.now();
        else if (Date.now() - quietSince >= quietMs) return;
      }
      throw new Error(`${timeoutMs / 1000} 秒内网络未静止（仍有 ${inFlight.size} 个请求：${[...inFlight].map((r) => r.url()).slice(0, 3).join('，')}）`);
    },
  };
}
