/**
 * What browser tests share. Import `test` and `expect` from here instead of '@playwright/test'.
 *
 *   apiLogin(request, phone, password?)  token of a demo account, through the real login endpoint
 *   withToken(page, token)               the page starts logged in (localStorage ACCESS_TOKEN, set once per tab)
 *   lastSmsCode(phone)                   newest SMS code sent to a phone, from the test server's outbox
 *   shot(page, name)                     a deliberate screenshot: test-results/screens/<name>.png
 *
 * Every page a test shows is checked by the accessibility gate (./axe-gate.ts): axe-core scans it after each
 * navigation (SPA route changes included) and at the end of the test; a critical or serious violation fails the test.
 * It is part of `test` itself and has no switch.
 *
 * Each worker starts its own server (the worker fixture `e2eServer`, ./server.ts), which sets E2E_BASE_URL and
 * E2E_DATA_DIR in the worker's environment before its first test or hook.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { AxeGate } from './axe-gate';
import { startServer, type RunningServer } from './server';

export { expect };

export const DEMO_PASSWORD = 'Demo@123456';
/** The seeded demo logins (README). */
export const DEMO = {
  owner: '13800000001',
  pending: '13800000002',
  staff: '13800000003',
  crossBorder: '13800000004',
} as const;
export const TOKEN_STORAGE_KEY = 'ACCESS_TOKEN';

function required(name: 'E2E_BASE_URL' | 'E2E_DATA_DIR'): string {
  const v = process.env[name];
  if (!v) throw new Error(`${name} 未设置：浏览器测试需通过 playwright.config.ts 的 globalSetup 启动测试服务器`);
  return v;
}

/** Origin of the test server, e.g. http://127.0.0.1:41234. */
export function serverURL(): string {
  return required('E2E_BASE_URL');
}

export const test = base.extend<{ axeGate: AxeGate }, { e2eServer: RunningServer }>({
  // One server per worker, started before the worker's first hook or test and stopped when the worker ends.
  e2eServer: [
    async ({}, use, workerInfo) => {
      const root = workerInfo.config.configFile ? path.dirname(workerInfo.config.configFile) : process.cwd();
      const server = await startServer({
        root,
        staticDir: path.resolve(root, process.env.E2E_STATIC_DIR || 'dist'),
        logFile: path.join(workerInfo.project.outputDir, `e2e-server-${workerInfo.workerIndex}.log`),
        timeoutMs: 90_000,
      });
      process.env.E2E_BASE_URL = server.baseURL;
      process.env.E2E_DATA_DIR = server.dataDir;
      try {
        await use(server);
      } finally {
        await server.stop();
      }
    },
    { scope: 'worker', auto: true, timeout: 120_000 },
  ],
  // The server's port is only known once the worker's server is up.
  baseURL: async ({ e2eServer }, use) => {
    await use(e2eServer.baseURL);
  },
  // Automatic for every test: contexts and pages the test opens itself are scanned as well; the verdict comes last.
  axeGate: [
    async ({ browser }, use, testInfo) => {
      const gate = new AxeGate(testInfo);
      const restore = gate.watchBrowser(browser);
      try {
        await use(gate);
      } finally {
        restore();
      }
      await gate.finish();
    },
    { auto: true },
  ],
  // The test's own context (and so `page`): scanned until the context closes after the test.
  context: async ({ context, axeGate }, use) => {
    axeGate.attachContext(context);
    await use(context);
    await axeGate.flush(context); // last scans before Playwright closes the context; the verdict is axeGate's
  },
});

/** Logs in through POST /xm-merchant/company/auth/login and returns the bearer token. */
export async function apiLogin(request: APIRequestContext, phone: string, password: string = DEMO_PASSWORD): Promise<string> {
  const res = await request.post(`${serverURL()}/xm-merchant/company/auth/login`, {
    data: { phone, password },
    headers: { 'x-terminal': 'UNKNOWN', 'x-channel': 'default' },
  });
  const body = (await res.json()) as { code: number; msg?: string; data?: { authToken?: string } | null };
  if (body.code !== 1 || !body.data?.authToken) {
    throw new Error(`登录失败（${phone}）：HTTP ${res.status()}，code ${body.code}，${body.msg ?? ''}`);
  }
  return body.data.authToken;
}

/**
 * Makes the page start logged in: before the first document of each origin in this tab, localStorage ACCESS_TOKEN
 * is set to the token. Only once per tab (a sessionStorage flag), so a test of logout sees the token gone after a reload.
 */
export async function withToken(page: Page, token: string): Promise<void> {
  await page.addInitScript(
    ({ key, value }) => {
      // Runs in the page; this tsconfig has no DOM lib, hence the minimal shape.
      type KV = { getItem(k: string): string | null; setItem(k: string, v: string): void };
      const w = globalThis as unknown as { localStorage: KV; sessionStorage: KV };
      try {
        if (w.sessionStorage.getItem('__e2eTokenSet') === '1') return;
        w.localStorage.setItem(key, value);
        w.sessionStorage.setItem('__e2eTokenSet', '1');
      } catch {
        // about:blank and opaque origins have no storage
      }
    },
    { key: TOKEN_STORAGE_KEY, value: token },
  );
}

/** The 6-digit code of the newest SMS sent to `phone` (table sms_outbox of the test server's SQLite file). */
export function lastSmsCode(phone: string): string {
  const file = path.join(required('E2E_DATA_DIR'), 'merchant.sqlite');
  if (!fs.existsSync(file)) throw new Error(`${file} 不存在`);
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare('SELECT content FROM sms_outbox WHERE phone = ? ORDER BY id DESC LIMIT 1').get(phone) as { content: string } | undefined;
    if (!row) throw new Error(`没有发给 ${phone} 的短信`);
    const code = /(?<!\d)(\d{6})(?!\d)/.exec(row.content)?.[1];
    if (!code) throw new Error(`短信中没有 6 位验证码：${row.content}`);
    return code;
  } finally {
    db.close();
  }
}

/**
 * Waits until nothing on the page moves: no finite CSS animation or transition running, no antd (rc-motion)
 * enter/leave class, and every canvas (a chart's entry animation) drawn the same in two frames in a row. For a
 * screenshot or an accessibility scan of a dialog, drawer, preview or chart that has just opened.
 */
export async function still(page: Page, timeout = 10_000): Promise<void> {
  await page.waitForFunction(
    () => {
      type El = { className: unknown; toDataURL?: () => string };
      type Anim = { playState: string; effect: { getComputedTiming(): { iterations: number } } | null };
      const g = globalThis as unknown as {
        document: { querySelectorAll(s: string): ArrayLike<El>; getAnimations(): Anim[] };
        __xmCanvases?: string;
      };
      const MOTION = /(^|\s)\S+-(enter|appear|leave)(-(prepare|start|active))?(\s|$)/;
      const moving = Array.from(g.document.querySelectorAll('[class*="-enter"], [class*="-appear"], [class*="-leave"]')).some(
        (e) => typeof e.className === 'string' && MOTION.test(e.className),
      );
      const animating = g.document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
      const canvases = Array.from(g.document.querySelectorAll('canvas'))
        .map((c) => c.toDataURL?.() ?? '')
        .join('|');
      const drawnTwice = canvases === g.__xmCanvases;
      g.__xmCanvases = canvases;
      return !moving && !animating && drawnTwice;
    },
    undefined,
    { timeout, polling: 100 },
  );
}

/** A deliberate screenshot, kept at test-results/screens/<name>.png and attached to the report. */
export async function shot(page: Page, name: string): Promise<string> {
  const info = test.info();
  const file = path.join(info.project.outputDir, 'screens', `${name.replace(/[^\p{L}\p{N}._-]+/gu, '-')}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await info.attach(name, { path: file, contentType: 'image/png' });
  return file;
}
