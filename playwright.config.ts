import { defineConfig } from '@playwright/test';

/**
 * Browser tests against the real server: each worker starts its own on a free port with a temporary data dir and the
 * built SPA (tests/e2e/support/fixtures.ts, worker fixture `e2eServer`; run `npm run build` first, `npm test` does).
 * Debian's Chromium, never a downloaded browser: CHROME_PATH or /usr/bin/chromium.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  globalSetup: './tests/e2e/support/server.ts',
  // Two workers, each with its own server and database: spec files run side by side (the tests of one file in order).
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  fullyParallel: false,
  // In CI one retry: a test that fails and then passes is reported as flaky (counted in the summary, listed in the
  // log) instead of failing the run on a machine whose speed moves 2-3x; a test that fails twice still fails.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  timeout: 120_000, // a 2-core machine running the server, Chromium and axe's scans of every page
  expect: { timeout: 10_000 }, // two workers, each with a server and a browser, share 2 cores
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    screenshot: 'only-on-failure',
    trace: 'off',
    video: 'off',
  },
});
