/**
 * Page speed in headless Chromium (Debian's, through Playwright) with Google's web-vitals library: LCP and CLS of
 * /login, /overview and /order/list on Lighthouse's desktop screen (1350×940), against the real built server
 * (server/main.ts serving dist/), logged in as the demo owner for the app pages. Every load is cold (a fresh
 * browser context: empty cache and storage); the figure is the median of 3 loads (1 with --quick).
 * No network or CPU throttling: the server is on localhost, so these are the figures of a fast desktop on a LAN.
 * Budgets: LCP ≤ 1.2 s, CLS ≤ 0.05.
 * Beside them, the bytes the browser received for the whole load (document, scripts, styles, images, API answers;
 * Resource Timing `transferSize`, headers included) and the compressed bytes of its JS (`encodedBodySize`), as the
 * server of `npm start` sends them (brotli or gzip files made at build time, chosen by Accept-Encoding). The JS that
 * had arrived when the largest contentful paint happened (responseEnd ≤ LCP) is held, for /login, to the first-paint
 * budget of scripts/bundle-budget.mjs: the login page paints without antd, whose providers load after that paint and
 * count in the total only.
 * What each page's JS is made of (bench/lib/js-parts.ts, from the build's source maps): the received bytes shared
 * among the charts by parts, the table, the antd components, react and the router, the app's code; printed per page
 * in full and given as rows `page: JS <family> <path>` (no budget). The JS received by /overview and /order/list is
 * held to JS_RECEIVED_BUDGET_KB (issue 36).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { apiLogin, startBenchServer } from '../lib/server.ts';
import { DESKTOP_VIEWPORT, launchChromium, networkQuiet, TOKEN_STORAGE_KEY } from '../lib/browser.ts';
import { median, round } from '../lib/stats.ts';
import { byFamily, describeParts, jsParts } from '../lib/js-parts.ts';
import { BUDGETS_KB } from '../../scripts/bundle-budget.mjs';
import type { BenchContext, BenchEntry } from '../types.ts';

const PAGES = [
  { path: '/login', loggedIn: false },
  { path: '/overview', loggedIn: true },
  { path: '/order/list', loggedIn: true },
];
export const LCP_BUDGET_MS = 1200;
export const CLS_BUDGET = 0.05;
/** JS received (compressed, the whole load) by the pages a merchant works in. */
export const JS_RECEIVED_BUDGET_KB: Record<string, number> = { '/overview': 320, '/order/list': 320 };

interface Vitals {
  lcp: number | null;
  cls: number;
  lcpElement: string | null;
}

interface Received {
  /** Bytes on the wire for the document and every resource, headers included. */
  allBytes: number;
  /** Compressed body bytes of the JS files. */
  jsBytes: number;
  /** Compressed body bytes of the JS files that had arrived by the LCP. */
  jsBeforeLcpBytes: number;
  /** JS files that came without a Content-Encoding (their encoded size equals the decoded one). */
  jsUncompressed: number;
  /** Every JS file received, with its compressed size. */
  jsFiles: Array<{ name: string; bytes: number }>;
}

async function measureOnce(browser: Browser, ctx: BenchContext, url: string, token: string | null, webVitalsSrc: string): Promise<Vitals & Received & { finalPath: string }> {
  const context = await browser.newContext({ viewport: DESKTOP_VIEWPORT, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  try {
    if (token) {
      await context.addInitScript(({ key, value }) => localStorage.setItem(key, value), { key: TOKEN_STORAGE_KEY, value: token });
    }
    // web-vitals reports every LCP candidate and CLS change into window.__vitals (init scripts bypass the page's CSP).
    await context.addInitScript(`${webVitalsSrc}
      window.__vitals = { lcp: null, cls: 0, lcpElement: null };
      webVitals.onLCP((m) => {
        window.__vitals.lcp = m.value;
        const e = m.entries[m.entries.length - 1];
        window.__vitals.lcpElement = e && e.element ? e.element.tagName.toLowerCase() + (e.element.className ? '.' + String(e.element.className).split(' ')[0] : '') : null;
      }, { reportAllChanges: true });
      webVitals.onCLS((m) => { window.__vitals.cls = m.value; }, { reportAllChanges: true });`);
    const page = await context.newPage();
    const quiet = networkQuiet(page);
    await page.goto(url, { waitUntil: 'load' });
    await quiet.settled();
    quiet.dispose();
    await page.waitForTimeout(800);
    const v = (await page.evaluate(() => (window as unknown as { __vitals: Vitals }).__vitals)) as Vitals;
    const received = await page.evaluate((lcp) => {
      type T = { name: string; transferSize: number; encodedBodySize: number; decodedBodySize: number; responseEnd: number };
      const perf = (globalThis as unknown as { performance: { getEntriesByType(t: string): T[] } }).performance;
      const all = [...perf.getEntriesByType('navigation'), ...perf.getEntriesByType('resource')];
      const js = all.filter((e) => /\.m?js(?:$|\?)/.test(e.name));
      return {
        allBytes: all.reduce((n, e) => n + e.transferSize, 0),
        jsBytes: js.reduce((n, e) => n + e.encodedBodySize, 0),
        jsBeforeLcpBytes: js.filter((e) => lcp !== null && e.responseEnd <= lcp).reduce((n, e) => n + e.encodedBodySize, 0),
        jsUncompressed: js.filter((e) => e.encodedBodySize > 1024 && e.encodedBodySize === e.decodedBodySize).length,
        jsFiles: js.map((e) => ({ name: e.name, bytes: e.encodedBodySize })),
      };
    }, v.lcp);
    const finalPath = new URL(page.url()).pathname;
    // Kept for a look: test-results/bench/page-<path>.png (gitignored).
    await page.screenshot({ path: path.join(ctx.root, 'test-results', 'bench', `page${finalPath.replace(/\W+/g, '-')}.png`) });
    return { ...v, ...received, finalPath };
  } finally {
    await context.close();
  }
}

export default async function run(ctx: BenchContext): Promise<BenchEntry[]> {
  const runs = ctx.quick ? 1 : 3;
  const webVitalsSrc = fs.readFileSync(path.join(ctx.root, 'node_modules/web-vitals/dist/web-vitals.iife.js'), 'utf8');
  const server = await startBenchServer(ctx);
  const browser = await launchChromium();
  const entries: BenchEntry[] = [];
  try {
    const token = await apiLogin(server.baseURL, '13800000001');
    // One warm-up load so the server's first-request costs (module loading, SQLite page cache) do not count.
    await measureOnce(browser, ctx, `${server.baseURL}/login`, null, webVitalsSrc);
    for (const p of PAGES) {
      const lcps: number[] = [];
      const clss: number[] = [];
      const bytes: Received[] = [];
      for (let i = 0; i < runs; i++) {
        const v = await measureOnce(browser, ctx, server.baseURL + p.path, p.loggedIn ? token : null, webVitalsSrc);
        if (v.finalPath !== p.path) throw new Error(`${p.path} 被重定向到 ${v.finalPath}，未能测量`);
        if (v.lcp === null) throw new Error(`${p.path} 没有 LCP 记录`);
        lcps.push(v.lcp);
        clss.push(v.cls);
        bytes.push(v);
        ctx.log(
          `${p.path} 第 ${i + 1} 次：LCP ${round(v.lcp)} ms（${v.lcpElement ?? '?'}），CLS ${round(v.cls, 4)}，收到 ${round(v.allBytes / 1024)} KB（JS ${round(v.jsBytes / 1024)} KB，LCP 前 ${round(v.jsBeforeLcpBytes / 1024)} KB${v.jsUncompressed ? `，${v.jsUncompressed} 个 JS 文件未压缩` : ''}）`,
        );
      }
      const lcp = round(median(lcps) / 1000, 3);
      const cls = round(median(clss), 4);
      entries.push({ name: `page: LCP ${p.path}`, value: lcp, unit: 's', budget: LCP_BUDGET_MS / 1000, ok: lcp <= LCP_BUDGET_MS / 1000 });
      entries.push({ name: `page: CLS ${p.path}`, value: cls, unit: '', budget: CLS_BUDGET, ok: cls <= CLS_BUDGET });
      const allKb = round(median(bytes.map((b) => b.allBytes)) / 1024);
      const jsKb = round(median(bytes.map((b) => b.jsBytes)) / 1024);
      const jsBeforeLcpKb = round(median(bytes.map((b) => b.jsBeforeLcpBytes)) / 1024);
      const uncompressed = Math.max(...bytes.map((b) => b.jsUncompressed));
      entries.push({ name: `page: bytes received ${p.path}`, value: allKb, unit: 'KB', budget: null, ok: true });
      const receivedBudget = JS_RECEIVED_BUDGET_KB[p.path] ?? null;
      entries.push({ name: `page: JS received ${p.path}`, value: jsKb, unit: 'KB', budget: receivedBudget, ok: uncompressed === 0 && (receivedBudget === null || jsKb <= receivedBudget) });
      // What that JS is made of, from the load whose JS total is the median one.
      const mid = [...bytes].sort((x, y) => x.jsBytes - y.jsBytes)[Math.floor(bytes.length / 2)]!;
      const parts = jsParts(path.join(ctx.root, 'dist'), mid.jsFiles);
      for (const [fam, b] of [...byFamily(parts)].sort((x, y) => y[1] - x[1])) {
        ctx.log(`${p.path} JS 组成：${fam} ${round(b / 1024)} KB：${describeParts(parts, fam)}`);
        entries.push({ name: `page: JS ${fam} ${p.path}`, value: round(b / 1024), unit: 'KB', budget: null, ok: true });
      }
      const jsBudget = p.path === '/login' ? BUDGETS_KB.firstPaintLogin : null;
      entries.push({ name: `page: JS before LCP ${p.path}`, value: jsBeforeLcpKb, unit: 'KB', budget: jsBudget, ok: jsBudget === null || jsBeforeLcpKb <= jsBudget });
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  return entries;
}
