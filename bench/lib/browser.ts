/** Debian's Chromium for bench tasks (never a downloaded browser), with the flags the browser tests use. */
import fs from 'node:fs';
import { chromium, type Browser } from '@playwright/test';

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
