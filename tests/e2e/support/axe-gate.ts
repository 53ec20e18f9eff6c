/**
 * The accessibility gate of the browser tests: axe-core (WCAG 2.0/2.1 A and AA rules) over every page a test shows.
 *
 * The shared `test` of ./fixtures.ts attaches an AxeGate to every browser context a test uses: its own `context`
 * (so `page`), and any context or page the test opens with `browser.newContext()` / `browser.newPage()`. The gate
 *   - scans each page after every main-frame navigation, including SPA route changes (history.pushState and
 *     replaceState are navigations for Playwright), once the page has settled (no DOM mutation for 250 ms and no
 *     finite animation running, at most 4 s), once per distinct URL (path + query) per test;
 *   - scans every open page once more, whatever its URL, when the test ends or closes its context or page: the
 *     state a test leaves (an open dialog, a filtered list) is a state a merchant sees;
 *   - fails the test when a critical or serious violation remains after the documented exceptions below.
 * A URL the test leaves before its page is still is not scanned (the next URL is): tests/e2e/a11y.spec.ts opens
 * every landed page and waits, so each is scanned at least once whatever the other tests do.
 * No test can opt out: there is no option to turn it off. `AXE_GATE=report` (measurements only, never in `npm test`)
 * records the violations without failing.
 *
 * Every scan is appended to test-results/axe/<worker>.jsonl; global teardown (./server.ts) prints the table per
 * page and writes test-results/axe/summary.json, which `npm test` shows in its browser-test row.
 */
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page, TestInfo } from '@playwright/test';

/** WCAG 2.0 and 2.1, levels A and AA. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const;
/** Impacts that fail a test. */
export const BLOCKING_IMPACTS = new Set(['critical', 'serious']);

export interface AxeException {
  /** axe rule id */
  rule: string;
  /** matched against the node's CSS selector (axe's `target`, joined with ' > ' across frames) */
  target: RegExp;
  /** matched against the node's HTML (its opening tag, as axe reports it), when given */
  html?: RegExp;
  /** the node must sit inside an element matching this selector (checked in the page), when given */
  within?: string;
  /** matched against axe's failure summary of the node (what exactly is wrong with it), when given */
  summary?: RegExp;
  /** why it is antd's own markup and cannot be fixed from outside */
  reason: string;
}

/**
 * Violations that antd's own markup produces and that the app cannot fix from outside (no prop, token or class name
 * reaches the element). Each entry is as narrow as the element it excuses; the whole rule stays on everywhere else.
 * Printed by global setup at the start of every browser-test run.
 */
export const AXE_EXCEPTIONS: readonly AxeException[] = [
  {
    rule: 'aria-valid-attr-value',
    target: /./,
    // The summary, not the HTML: axe shortens a long opening tag, and aria-owns may fall past the cut.
    summary: /Invalid ARIA attribute value: aria-owns="[^"]*_list"$/,
    within: '.ant-cascader',
    reason:
      'antd Cascader 的输入框沿用 rc-select 的 aria-owns="<id>_list"（Select 会渲染这个 id 的隐藏 listbox），' +
      'Cascader 渲染的是自己的级联列，没有元素带这个 id；Cascader 没有可以改写或去掉 aria-owns 的属性',
  },
  {
    rule: 'aria-valid-attr-value',
    target: /./,
    summary: /Invalid ARIA attribute value: aria-owns="[^"]*_list"$/,
    within: '.ant-tree-select',
    reason:
      'antd TreeSelect 的输入框同样沿用 rc-select 的 aria-owns="<id>_list"，展开后渲染的是 rc-tree 的树（role="tree"），' +
      '没有元素带这个 id；TreeSelect 没有可以改写或去掉 aria-owns 的属性',
  },
  {
    rule: 'scrollable-region-focusable',
    target: /\.ant-cascader-menu/,
    within: '.ant-cascader-dropdown',
    reason:
      'antd Cascader 展开后的每一列（ul.ant-cascader-menu）可以滚动，列中选项按设计不进 Tab 顺序（tabindex=-1）；' +
      '键盘用户在获得焦点的输入框上用方向键逐项移动，rc-cascader 会把当前项滚入可见区域',
  },
  {
    rule: 'aria-required-children',
    target: /\.ant-tabs-nav/,
    // Only the overflow button: any other child in the tablist (a close button, say) still fails.
    summary: /children which are not allowed: button\[aria-controls\]$/,
    within: '.xm-tabs-bar',
    reason:
      '顶部页签打开得多、放不下时，antd Tabs（rc-tabs）把「更多」下拉按钮（button.ant-tabs-nav-more，aria-controls 指向下拉列表）' +
      '渲染在 role="tablist" 的元素里；没有属性能把它移出 tablist。键盘用户用方向键在页签间移动，被收起的页签同样可达',
  },
];

export interface AxeNode {
  target: string;
  html: string;
  summary: string;
}
export interface AxeViolation {
  rule: string;
  impact: string;
  help: string;
  nodes: AxeNode[];
}
export interface AxeScan {
  test: string;
  url: string;
  /** path of the URL, the page the counts are grouped by */
  page: string;
  reason: 'navigation' | 'final';
  ms: number;
  /** blocking violations left after the exceptions */
  violations: AxeViolation[];
  /** nodes excused by AXE_EXCEPTIONS, per rule */
  excused: Record<string, number>;
  /** minor and moderate violations (not blocking), per rule: nodes */
  minor: Record<string, number>;
}

export const AXE_DIR = (outputDir: string) => path.join(outputDir, 'axe');

const REPORT_ONLY = process.env.AXE_GATE === 'report';

/** The exception that excuses a node, if any (`within` is checked in the page, on the node axe names). */
async function excuse(page: Page, rule: string, target: string, html: string, summary: string, selector: unknown): Promise<AxeException | undefined> {
  for (const e of AXE_EXCEPTIONS) {
    if (e.rule !== rule || !e.target.test(target) || (e.html && !e.html.test(html)) || (e.summary && !e.summary.test(summary))) continue;
    if (!e.within) return e;
    // A plain selector (no iframe or shadow path): the SPA has neither.
    if (typeof selector !== 'string') continue;
    const inside = await page.evaluate(
      ({ sel, within }) => {
        const d = (globalThis as unknown as { document: { querySelector(s: string): { closest(s: string): unknown } | null } }).document;
        return !!d.querySelector(sel)?.closest(within);
      },
      { sel: selector, within: e.within },
    );
    if (inside) return e;
  }
  return undefined;
}

/** True when the error only means the page went away or navigated during the scan (the next scan covers it). */
function gone(err: unknown): boolean {
  const msg = err instanceof Error ? err.message : String(err);
  return /Target page, context or browser has been closed|Execution context was destroyed|Target closed|frame was detached|navigat/i.test(msg);
}

/** Requests of a page that have not finished (fetches of the SPA: a list arriving changes the page). */
const inflight = new WeakMap<Page, Set<unknown>>();

function trackRequests(page: Page): void {
  const open = new Set<unknown>();
  inflight.set(page, open);
  page.on('request', (r) => {
    if (r.resourceType() === 'fetch' || r.resourceType() === 'xhr' || r.resourceType() === 'script') open.add(r);
  });
  const done = (r: unknown) => open.delete(r);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

/**
 * Waits until the page is still: no fetch, XHR or script request open, no DOM mutation for `quietMs`, and no finite
 * animation or transition running (a fading dialog has low contrast for a moment). At most `maxMs`.
 */
async function settle(page: Page, quietMs = 300, maxMs = 5000): Promise<number> {
  await page.waitForLoadState('domcontentloaded');
  const start = Date.now();
  for (;;) {
    const state = await page.evaluate(() => {
      // Runs in the page; this tsconfig has no DOM lib, hence the minimal shapes.
      type Anim = { playState: string; effect: { getComputedTiming(): { iterations: number } } | null };
      const g = globalThis as unknown as {
        __axeGateLastMutation?: number;
        document: { documentElement: unknown; getAnimations?: () => Anim[] };
        MutationObserver: new (cb: () => void) => { observe(n: unknown, o: object): void };
      };
      if (g.__axeGateLastMutation === undefined) {
        g.__axeGateLastMutation = Date.now();
        new g.MutationObserver(() => {
          g.__axeGateLastMutation = Date.now();
        }).observe(g.document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true });
      }
      // rc-motion (antd's enter/leave motions) marks a moving element with -enter/-appear/-leave classes, before and
      // while its CSS runs: a fading upload card is still lighter than its colour.
      const MOTION = /(^|\s)\S+-(enter|appear|leave)(-(prepare|start|active))?(\s|$)/;
      const moving = Array.from(
        (g.document as unknown as { querySelectorAll(s: string): ArrayLike<{ className: unknown }> }).querySelectorAll(
          '[class*="-enter"], [class*="-appear"], [class*="-leave"]',
        ),
      ).some((e) => typeof e.className === 'string' && MOTION.test(e.className));
      const animating =
        moving ||
        (g.document.getAnimations?.() ?? []).some((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
      return { last: g.__axeGateLastMutation, quietFor: Date.now() - g.__axeGateLastMutation, animating };
    });
    const requests = inflight.get(page)?.size ?? 0;
    if ((state.quietFor >= quietMs && !state.animating && requests === 0) || Date.now() - start >= maxMs) return state.last;
    await new Promise((r) => setTimeout(r, 50));
  }
}

export class AxeGate {
  private chain: Promise<void> = Promise.resolve();
  private readonly scanned = new Set<string>();
  private readonly attached = new WeakSet<Page>();
  /** Pages whose last scan has been queued (test end or close). */
  private readonly finalQueued = new WeakSet<Page>();
  /** Per page: the URL and the time of the last DOM change its last scan saw; a final scan of the same state is skipped. */
  private readonly lastScan = new WeakMap<Page, { key: string; mutation: number }>();
  /** Main-frame navigations per page: a scan that a navigation interrupted is covered by the scan that one queued. */
  private readonly navigations = new WeakMap<Page, number>();
  private readonly contexts = new Set<BrowserContext>();
  readonly scans: AxeScan[] = [];
  private readonly file: string | null;
  private failures: string[] = [];

  /** `record: false` keeps the scans out of the run's figures (the gate's own tests). */
  constructor(
    private readonly info: TestInfo,
    { record = true }: { record?: boolean } = {},
  ) {
    const dir = AXE_DIR(info.project.outputDir);
    fs.mkdirSync(dir, { recursive: true });
    this.file = record ? path.join(dir, `worker-${info.workerIndex}.jsonl`) : null;
  }

  /** Scans every page of the context, now and later; closing the context waits for a last scan of its pages. */
  attachContext(context: BrowserContext): void {
    if (this.contexts.has(context)) return;
    this.contexts.add(context);
    for (const p of context.pages()) this.attachPage(p);
    context.on('page', (p) => this.attachPage(p));
    const close = context.close.bind(context);
    context.close = async (...args: Parameters<BrowserContext['close']>) => {
      await this.flush(context);
      return close(...args);
    };
  }

  private attachPage(page: Page): void {
    if (this.attached.has(page)) return;
    this.attached.add(page);
    trackRequests(page);
    page.on('framenavigated', (frame) => {
      if (frame !== page.mainFrame()) return;
      this.navigations.set(page, (this.navigations.get(page) ?? 0) + 1);
      this.enqueue(page, 'navigation');
    });
    const close = page.close.bind(page);
    page.close = async (...args: Parameters<Page['close']>) => {
      this.enqueueFinal(page);
      await this.drain();
      return close(...args);
    };
    if (page.url() !== 'about:blank') this.enqueue(page, 'navigation');
  }

  private enqueueFinal(page: Page): void {
    if (this.finalQueued.has(page)) return;
    this.finalQueued.add(page);
    this.enqueue(page, 'final');
  }

  private enqueue(page: Page, reason: AxeScan['reason']): void {
    this.chain = this.chain.then(async () => {
      const navigationsBefore = this.navigations.get(page) ?? 0;
      try {
        await this.scan(page, reason);
      } catch (err) {
        // A document replaced mid-scan loses the injected axe ("reading 'run'"): the navigation queued its own scan.
        if (gone(err) || page.isClosed() || (this.navigations.get(page) ?? 0) !== navigationsBefore) return;
        this.failures.push(`axe 扫描出错（${page.url()}）：${err instanceof Error ? err.message : err}`);
      }
    });
  }

  private async drain(): Promise<void> {
    // A scan may enqueue nothing, but a navigation during the drain may: wait until the chain stops growing.
    for (;;) {
      const current = this.chain;
      await current;
      if (current === this.chain) return;
    }
  }

  private async scan(page: Page, reason: AxeScan['reason']): Promise<void> {
    if (page.isClosed()) return;
    let mutation = await settle(page);
    const url = page.url();
    if (!/^https?:/.test(url)) return;
    const u = new URL(url);
    const key = `${u.pathname}${u.search}`;
    if (reason === 'navigation' && this.scanned.has(key)) return;
    const last = this.lastScan.get(page);
    if (reason === 'final' && last?.key === key && last.mutation === mutation) return; // nothing changed since
    const isHtml = await page.evaluate(() => (globalThis as unknown as { document: { contentType: string } }).document.contentType === 'text/html');
    if (!isHtml) return;
    const t0 = Date.now();
    // Legacy mode runs axe.run in the page itself: the default mode opens a blank page of the same context to
    // finish the run, which tests counting pages or waiting for a popup would see. The SPA has no iframes.
    // Only violations are read: axe still checks every node for them, but lists one node per passing, incomplete or
    // inapplicable rule instead of all of them (the same verdicts, about 40 % less time on an antd page).
    const run = () => new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags([...AXE_TAGS]).setLegacyMode(true).analyze();
    // Whether the page moved while axe read it: a DOM change, or a transition or animation still running (a button
    // that was just enabled fades from its disabled grey over 0.2 s without any further DOM change).
    const movedSince = (since: number) =>
      page.evaluate((since) => {
        type Anim = { playState: string; effect: { getComputedTiming(): { iterations: number } } | null };
        const g = globalThis as unknown as { __axeGateLastMutation: number; document: { getAnimations?: () => Anim[] } };
        const animating = (g.document.getAnimations?.() ?? []).some(
          (a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity,
        );
        return { mutated: g.__axeGateLastMutation !== since, animating };
      }, since);
    let results = await run();
    // A page that changed while axe read it (a list arriving, a button enabled mid-scan) gives mixed results, such as
    // a button's colour halfway between disabled and enabled: settle and read it once more. A page with a ticking
    // countdown changes every second, so the second reading is kept whatever happens during it.
    let moved = await movedSince(mutation);
    if (page.url() === url && (moved.mutated || moved.animating)) {
      mutation = await settle(page);
      results = await run();
      moved = await movedSince(mutation);
    }
    if (page.url() !== url) return; // navigated during the scan: the scan of the new URL is queued
    // A transition still running at the end of the reading: its colours are halfway, so contrast is not judged on it
    // (every other rule is); the scan at the end of the test reads the page again once it is still.
    if (moved.animating) results.violations = results.violations.filter((v) => v.id !== 'color-contrast');
    this.scanned.add(key);
    this.lastScan.set(page, { key, mutation });
    const scan: AxeScan = { test: this.info.titlePath.slice(1).join(' › '), url: key, page: u.pathname, reason, ms: Date.now() - t0, violations: [], excused: {}, minor: {} };
    for (const v of results.violations) {
      const impact = v.impact ?? 'minor';
      if (!BLOCKING_IMPACTS.has(impact)) {
        scan.minor[v.id] = (scan.minor[v.id] ?? 0) + v.nodes.length;
        continue;
      }
      const nodes: AxeNode[] = [];
      for (const n of v.nodes) {
        const target = n.target.map((t) => (Array.isArray(t) ? t.join(' ') : String(t))).join(' > ');
        const selector = n.target.length === 1 ? n.target[0] : undefined;
        const summary = (n.failureSummary ?? '').replace(/\s+/g, ' ').trim();
        if (await excuse(page, v.id, target, n.html, summary, selector)) scan.excused[v.id] = (scan.excused[v.id] ?? 0) + 1;
        else nodes.push({ target, html: n.html.slice(0, 200), summary: summary.slice(0, 300) });
      }
      if (nodes.length) scan.violations.push({ rule: v.id, impact, help: v.help, nodes });
    }
    this.scans.push(scan);
    if (this.file) fs.appendFileSync(this.file, `${JSON.stringify(scan)}\n`);
  }

  /** Scans the page once it is still, now, even at a URL scanned before: a state the test is about to change. */
  async scanNow(page: Page): Promise<void> {
    this.enqueue(page, 'final');
    await this.drain();
  }

  /** Last scans of the context's open pages. */
  async flush(context: BrowserContext): Promise<void> {
    for (const p of context.pages()) if (this.attached.has(p)) this.enqueueFinal(p);
    await this.drain();
  }

  /** Last scans of every open page, then the verdict: throws when a blocking violation was found. */
  async finish(): Promise<void> {
    for (const c of this.contexts) {
      try {
        await this.flush(c);
      } catch (err) {
        if (!gone(err)) throw err;
      }
    }
    await this.drain();
    const blocking = this.scans.filter((s) => s.violations.length);
    if (this.scans.length) {
      await this.info.attach('axe', { body: JSON.stringify(this.scans, null, 2), contentType: 'application/json' });
    }
    const lines = [...this.failures];
    for (const s of blocking) {
      for (const v of s.violations) {
        lines.push(`${s.url}（${s.reason === 'final' ? '测试结束时' : '打开后'}）[${v.impact}] ${v.rule}：${v.help}`);
        for (const n of v.nodes.slice(0, 8)) lines.push(`    ${n.target}  ${n.html}\n      ${n.summary}`);
        if (v.nodes.length > 8) lines.push(`    …另有 ${v.nodes.length - 8} 个元素`);
      }
    }
    if (!lines.length) return;
    const message = `无障碍检查（axe，WCAG 2.1 A/AA）发现严重问题：\n${lines.join('\n')}`;
    if (REPORT_ONLY) console.log(message);
    else throw new Error(message);
  }

  /**
   * While the test runs, contexts and pages the test opens itself with browser.newContext() / browser.newPage()
   * are scanned too. Returns the function that restores the browser.
   */
  watchBrowser(browser: Browser): () => void {
    const newContext = browser.newContext;
    const newPage = browser.newPage;
    browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
      const ctx = await newContext.apply(browser, args);
      this.attachContext(ctx);
      return ctx;
    };
    browser.newPage = async (...args: Parameters<Browser['newPage']>) => {
      const page = await newPage.apply(browser, args);
      this.attachContext(page.context());
      return page;
    };
    return () => {
      browser.newContext = newContext;
      browser.newPage = newPage;
    };
  }
}

/** Lines describing the exceptions, for the start of a run. */
export function describeExceptions(): string {
  if (!AXE_EXCEPTIONS.length) return 'axe 例外规则：无';
  return [
    `axe 例外规则（antd 自身的标记，应用无法从外部修复；共 ${AXE_EXCEPTIONS.length} 条，只豁免所列元素，规则在其他地方照常检查）：`,
    ...AXE_EXCEPTIONS.map((e) => `  - ${e.rule}（${[e.within && `位于 ${e.within}`, `选择器 ${e.target}`, e.html && `HTML ${e.html}`, e.summary && `说明 ${e.summary}`].filter(Boolean).join('，')}）：${e.reason}`),
  ].join('\n');
}
