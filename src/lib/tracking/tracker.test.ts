import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BEACON_MAX_CHARS,
  classifyClick,
  createTracker,
  detectOs,
  sanitizeUrl,
  sendPayload,
  stripSensitive,
  type TrackPayload,
  type TrackRecord,
  type TrackerOptions,
} from './tracker';
import { SESSION_ID_PATTERN } from './session-id';

const NOW = 1_717_200_012_345;
const SESSION = 'aB3dE9xZ1717200000';
const UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/124.0 Safari/537.36';

interface Deferred {
  resolve: () => void;
  reject: (e: unknown) => void;
}

/** A tracker whose transport records every payload (resolving at once unless `pending`). */
function setup(overrides: Partial<TrackerOptions> & { pending?: boolean } = {}) {
  const sent: TrackPayload[] = [];
  const deferred: Deferred[] = [];
  const { pending, ...rest } = overrides;
  const send = vi.fn((p: TrackPayload) => {
    sent.push(p);
    if (!pending) return Promise.resolve();
    return new Promise<void>((resolve, reject) => deferred.push({ resolve, reject }));
  });
  const tracker = createTracker({
    url: '/xm-log/track',
    send,
    now: () => NOW,
    getSessionId: () => SESSION,
    getUserAgent: () => UA,
    getUrl: () => 'https://merchant.example.cn/goods/list',
    getMenuNames: () => ({ first: '商品', second: '商品列表' }),
    ...rest,
  });
  const records = () => sent.flatMap((p) => JSON.parse(p.body) as TrackRecord[]);
  return { tracker, send, sent, deferred, records };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

/** Lets promise callbacks run without advancing fake timers. */
async function microtasks(rounds = 5) {
  for (let i = 0; i < rounds; i++) await Promise.resolve();
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('batching', () => {
  it('sends when 10 records have queued, as one JSON array', () => {
    const { tracker, send, sent } = setup();
    for (let i = 0; i < 9; i++) tracker.record({ content: `e${i}` });
    expect(send).not.toHaveBeenCalled();
    expect(tracker.pendingCount).toBe(9);

    tracker.record({ content: 'e9' });
    expect(send).toHaveBeenCalledTimes(1);
    expect(tracker.pendingCount).toBe(0);
    const batch = JSON.parse(sent[0]!.body) as TrackRecord[];
    expect(batch.map((r) => r.content)).toEqual(['e0', 'e1', 'e2', 'e3', 'e4', 'e5', 'e6', 'e7', 'e8', 'e9']);
    expect(sent[0]!.url).toBe('/xm-log/track');
    expect(batch[0]).toEqual({
      os: 'Windows 10',
      app: 'merchant-web',
      device: UA,
      session: SESSION,
      time: NOW,
      type: 2,
      content: 'e0',
    });
  });

  it('sends every 10 s while records wait (fake timers)', () => {
    vi.useFakeTimers();
    const { tracker, send, records } = setup();
    tracker.record({ content: 'a' });
    vi.advanceTimersByTime(5_000);
    tracker.record({ content: 'b' });
    vi.advanceTimersByTime(4_999);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(records().map((r) => r.content)).toEqual(['a', 'b']);

    // nothing waits: no timer keeps firing
    vi.advanceTimersByTime(60_000);
    expect(send).toHaveBeenCalledTimes(1);

    tracker.record({ content: 'c' });
    vi.advanceTimersByTime(10_000);
    expect(send).toHaveBeenCalledTimes(2);
    expect(records().map((r) => r.content)).toEqual(['a', 'b', 'c']);
  });

  it('uses the injected timers', () => {
    const scheduled: Array<{ fn: () => void; ms: number }> = [];
    const { tracker, send } = setup({
      timers: { setTimeout: (fn, ms) => scheduled.push({ fn, ms }), clearTimeout: () => {} },
    });
    tracker.record({ content: 'x' });
    expect(scheduled).toHaveLength(1);
    expect(scheduled[0]!.ms).toBe(10_000);
    scheduled[0]!.fn();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('never sends a batch larger than 100 records', async () => {
    const { tracker, sent } = setup({ batchSize: 1_000 });
    for (let i = 0; i < 250; i++) tracker.record({ content: `e${i}` });
    expect(sent).toHaveLength(0);
    await tracker.flush();
    expect(sent.map((p) => p.records.length)).toEqual([100, 100, 50]);
    expect(tracker.pendingCount).toBe(0);
  });

  it('keeps at most 10 sends in flight; further batches wait until one finishes', async () => {
    const { tracker, send, sent, deferred } = setup({ pending: true });
    for (let i = 0; i < 150; i++) tracker.record({ content: `e${i}` });
    expect(send).toHaveBeenCalledTimes(10);
    expect(tracker.inFlight).toBe(10);
    expect(tracker.pendingCount).toBe(50);

    // an explicit flush cannot exceed the limit either
    void tracker.flush();
    expect(send).toHaveBeenCalledTimes(10);

    deferred[0]!.resolve();
    await microtasks();
    expect(send).toHaveBeenCalledTimes(11);
    expect(tracker.inFlight).toBe(10);
    expect(sent[10]!.records).toHaveLength(50);
    expect(tracker.pendingCount).toBe(0);

    for (const d of deferred.slice(1)) d.resolve();
    await microtasks();
    expect(tracker.inFlight).toBe(0);
    // every record went out exactly once
    const contents = sent.flatMap((p) => p.records.map((r) => r.content));
    expect(new Set(contents).size).toBe(150);
  });

  it('frees the slot and drops the batch when a send fails', async () => {
    const onError = vi.fn();
    const { tracker, deferred } = setup({ pending: true, onError });
    for (let i = 0; i < 10; i++) tracker.record({ content: `e${i}` });
    expect(tracker.inFlight).toBe(1);
    deferred[0]!.reject(new Error('offline'));
    await microtasks();
    expect(tracker.inFlight).toBe(0);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'offline' }));
  });

  it('survives a transport that throws synchronously', async () => {
    const onError = vi.fn();
    const tracker = createTracker({
      send: () => {
        throw new Error('boom');
      },
      onError,
    });
    for (let i = 0; i < 10; i++) tracker.record({ content: `e${i}` });
    await settle();
    expect(tracker.inFlight).toBe(0);
    expect(onError).toHaveBeenCalledTimes(1);
  });
});

describe('transport', () => {
  class FakeXhr {
    static instances: FakeXhr[] = [];
    method = '';
    url = '';
    headers: Record<string, string> = {};
    body: unknown;
    status = 200;
    timeout = 0;
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    constructor() {
      FakeXhr.instances.push(this);
    }
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(k: string, v: string) {
      this.headers[k.toLowerCase()] = v;
    }
    send(body: unknown) {
      this.body = body;
      queueMicrotask(() => this.onload?.());
    }
  }
  const Xhr = FakeXhr as unknown as typeof XMLHttpRequest;

  beforeEach(() => {
    FakeXhr.instances = [];
  });

  it('uses a beacon for a body of 32767 characters and XHR for 32768 (exact boundary)', async () => {
    const sendBeacon = vi.fn(() => true);
    const below = 'x'.repeat(BEACON_MAX_CHARS - 1);
    const at = 'x'.repeat(BEACON_MAX_CHARS);
    expect(BEACON_MAX_CHARS).toBe(32768);

    await expect(sendPayload('/t', below, true, { navigator: { sendBeacon }, XMLHttpRequest: Xhr })).resolves.toBe(
      'beacon',
    );
    expect(sendBeacon).toHaveBeenCalledWith('/t', below);
    expect(typeof (sendBeacon.mock.calls[0] as unknown[])[1]).toBe('string'); // a string body goes as text/plain
    expect(FakeXhr.instances).toHaveLength(0);

    await expect(sendPayload('/t', at, true, { navigator: { sendBeacon }, XMLHttpRequest: Xhr })).resolves.toBe('xhr');
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(FakeXhr.instances).toHaveLength(1);
    const xhr = FakeXhr.instances[0]!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/t');
    expect(xhr.headers['content-type']).toBe('application/json');
    expect(xhr.body).toBe(at);
  });

  it('falls back to XHR when the beacon is refused, missing, or not wanted', async () => {
    const refused = vi.fn(() => false);
    await expect(
      sendPayload('/t', '[]', true, { navigator: { sendBeacon: refused }, XMLHttpRequest: Xhr }),
    ).resolves.toBe('xhr');
    expect(refused).toHaveBeenCalledTimes(1);
    await expect(sendPayload('/t', '[]', true, { navigator: undefined, XMLHttpRequest: Xhr })).resolves.toBe('xhr');
    const unused = vi.fn(() => true);
    await expect(
      sendPayload('/t', '[]', false, { navigator: { sendBeacon: unused }, XMLHttpRequest: Xhr }),
    ).resolves.toBe('xhr');
    expect(unused).not.toHaveBeenCalled();
    expect(FakeXhr.instances).toHaveLength(3);
  });

  it('rejects on an HTTP error so the tracker can report it', async () => {
    class Failing extends FakeXhr {
      override status = 503;
    }
    await expect(
      sendPayload('/t', '[]', false, { XMLHttpRequest: Failing as unknown as typeof XMLHttpRequest }),
    ).rejects.toThrow(/503/);
  });

  it('the default tracker transport picks beacon or XHR by the exact body length', async () => {
    const sendBeacon = vi.fn<(url: string, body: string) => boolean>(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    vi.stubGlobal('XMLHttpRequest', Xhr);
    try {
      const base = { now: () => NOW, getSessionId: () => SESSION, getUserAgent: () => UA, batchSize: 1_000 };
      // measure: enough records of 1000-character content to pass the threshold, then shorten one content to land on the boundary
      const measure = (contents: number[]) => {
        let body = '';
        const t = createTracker({
          ...base,
          send: (p) => {
            body = p.body;
          },
        });
        for (const n of contents) t.record({ content: 'a'.repeat(n) });
        void t.flush();
        return body.length;
      };
      const perRecord = measure([1000]) - 2;
      const count = Math.ceil(BEACON_MAX_CHARS / (perRecord + 1));
      const full = Array.from({ length: count }, () => 1000);
      const excess = measure(full) - BEACON_MAX_CHARS;
      expect(excess).toBeGreaterThan(0);
      expect(excess).toBeLessThan(1000);
      const atBoundary = [...full.slice(0, -1), 1000 - excess];
      const belowBoundary = [...full.slice(0, -1), 1000 - excess - 1];
      expect(measure(atBoundary)).toBe(32768);
      expect(measure(belowBoundary)).toBe(32767);

      const t1 = createTracker({ ...base, url: '/xm-log/track' });
      for (const n of belowBoundary) t1.record({ content: 'a'.repeat(n) });
      await t1.flush();
      expect(sendBeacon).toHaveBeenCalledTimes(1);
      expect(sendBeacon.mock.calls[0]![1]).toHaveLength(32767);
      expect(FakeXhr.instances).toHaveLength(0);

      const t2 = createTracker({ ...base, url: '/xm-log/track' });
      for (const n of atBoundary) t2.record({ content: 'a'.repeat(n) });
      await t2.flush();
      expect(sendBeacon).toHaveBeenCalledTimes(1);
      expect(FakeXhr.instances).toHaveLength(1);
      expect((FakeXhr.instances[0]!.body as string).length).toBe(32768);
      expect(FakeXhr.instances[0]!.headers['content-type']).toBe('application/json');
    } finally {
      delete (navigator as unknown as Record<string, unknown>).sendBeacon;
    }
  });
});

describe('page hide', () => {
  function setVisibility(state: DocumentVisibilityState) {
    Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  }
  afterEach(() => {
    delete (document as unknown as Record<string, unknown>).visibilityState;
  });

  it('flushes everything waiting when the page becomes hidden', () => {
    const { tracker, send, sent } = setup();
    tracker.start();
    try {
      tracker.record({ content: 'a' });
      tracker.record({ content: 'b' });
      setVisibility('visible');
      document.dispatchEvent(new Event('visibilitychange'));
      expect(send).not.toHaveBeenCalled();

      setVisibility('hidden');
      document.dispatchEvent(new Event('visibilitychange'));
      expect(send).toHaveBeenCalledTimes(1);
      expect(sent[0]!.useBeacon).toBe(true);
      expect(sent[0]!.records).toHaveLength(2);
      expect(tracker.pendingCount).toBe(0);
    } finally {
      tracker.stop();
    }
  });

  it('flushes on pagehide, cutting batches below the beacon threshold', () => {
    const { tracker, sent } = setup({ batchSize: 1_000 });
    tracker.start();
    try {
      for (let i = 0; i < 100; i++) tracker.record({ content: 'z'.repeat(1000) });
      window.dispatchEvent(new Event('pagehide'));
      expect(sent.reduce((n, p) => n + p.records.length, 0)).toBe(100);
      expect(sent.length).toBeGreaterThan(1);
      for (const p of sent) {
        expect(p.body.length).toBeLessThan(BEACON_MAX_CHARS);
        expect(p.useBeacon).toBe(true);
      }
    } finally {
      tracker.stop();
    }
  });

  it('stops listening after stop()', () => {
    const { tracker, send } = setup();
    tracker.start();
    tracker.stop();
    tracker.record({ content: 'a' });
    window.dispatchEvent(new Event('pagehide'));
    document.body.innerHTML = '<button>保存</button>';
    document.querySelector('button')!.click();
    expect(send).not.toHaveBeenCalled();
    expect(tracker.pendingCount).toBe(1);
  });
});

describe('record fields', () => {
  it('cuts the user agent at 500 characters', () => {
    const { tracker } = setup({ getUserAgent: () => 'M'.repeat(800) });
    const rec = tracker.record({ content: 'x' });
    expect(rec.device).toHaveLength(500);
  });

  it('reads navigator.userAgent by default, cut at 500', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(`${UA} ${'X'.repeat(600)}`);
    const tracker = createTracker({ send: () => undefined, now: () => NOW });
    const rec = tracker.record({ content: 'x' });
    expect(rec.device).toHaveLength(500);
    expect(rec.device.startsWith(UA)).toBe(true);
    expect(rec.os).toBe('Windows 10');
    expect(rec.session).toMatch(SESSION_ID_PATTERN);
    expect(rec.time).toBe(NOW);
    expect(rec.type).toBe(2);
  });

  it('uses one valid session id for every record of a tracker', () => {
    const tracker = createTracker({ send: () => undefined });
    const a = tracker.record({ content: 'a' });
    const b = tracker.record({ content: 'b' });
    expect(a.session).toMatch(/^[A-Za-z0-9]{8}\d{10}$/);
    expect(b.session).toBe(a.session);
    expect(Number(a.session.slice(8))).toBeCloseTo(Date.now() / 1000, -1);
  });

  it('keeps every field within the ingest limits', () => {
    const { tracker } = setup();
    const rec = tracker.record({
      content: 'c'.repeat(5000),
      ele_text: 'e'.repeat(500),
      app_name: 'n'.repeat(300),
      first_menu_name: 'f'.repeat(300),
      second_menu_name: 's'.repeat(300),
      url: `https://merchant.example.cn/${'p'.repeat(3000)}`,
      os: 'o'.repeat(300),
      time: 1.5e12 + 0.7,
    });
    expect(rec.content).toHaveLength(1000);
    expect(rec.ele_text).toHaveLength(200);
    expect(rec.app_name).toHaveLength(100);
    expect(rec.first_menu_name).toHaveLength(100);
    expect(rec.second_menu_name).toHaveLength(100);
    expect(rec.url).toHaveLength(2000);
    expect(rec.os).toHaveLength(100);
    expect(Number.isInteger(rec.time)).toBe(true);
  });

  it('detects common operating systems', () => {
    expect(detectOs(UA)).toBe('Windows 10');
    expect(detectOs('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148')).toBe(
      'iOS 17',
    );
    expect(detectOs('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36')).toBe('Android 14');
    expect(detectOs('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15')).toBe('macOS 10.15');
    expect(detectOs('Mozilla/5.0 (X11; Linux x86_64)')).toBe('Linux');
    expect(detectOs('')).toBe('unknown');
  });
});

describe('click capture', () => {
  function capture() {
    const ctx = setup({ batchSize: 1_000 });
    ctx.tracker.start();
    const click = (selector: string) => {
      const el = document.querySelector(selector);
      if (!el) throw new Error(`no ${selector}`);
      el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    };
    const queued = async () => {
      await ctx.tracker.flush();
      return ctx.records();
    };
    return { ...ctx, click, queued };
  }

  let stopAll: Array<() => void> = [];
  afterEach(() => {
    for (const s of stopAll) s();
    stopAll = [];
  });

  it('records buttons, tabs, menu items and search inputs with the click fields', async () => {
    const c = capture();
    stopAll.push(c.tracker.stop);
    document.body.innerHTML = `
      <button id="b1"><span class="icon"></span><span>新增商品</span></button>
      <button id="b2" class="ant-btn"><span>确 定</span></button>
      <a id="b3" class="ant-btn ant-btn-link">查看</a>
      <div id="b4" role="button" aria-label="关闭"><svg></svg></div>
      <div class="ant-tabs-tab"><div id="t1" role="tab" class="ant-tabs-tab-btn">待发货</div></div>
      <ul><li id="m1" class="ant-menu-item" role="menuitem"><span class="ant-menu-title-content">订单列表</span></li></ul>
      <input id="s1" type="search" placeholder="搜索订单号" value="SECRET-VALUE" />
      <span class="ant-input-search"><input id="s2" placeholder="商品名称" value="typed by user" /></span>
      <div data-track="search"><input id="s3" placeholder="请输入手机号" value="13812345678" /></div>
    `;
    for (const id of ['#b1 span', '#b2', '#b3', '#b4 svg', '#t1', '#m1 span', '#s1', '#s2', '#s3']) c.click(id);

    const recs = await c.queued();
    expect(recs.map((r) => [r.content, r.ele_text])).toEqual([
      ['点击按钮', '新增商品'],
      ['点击按钮', '确定'],
      ['点击按钮', '查看'],
      ['点击按钮', '关闭'],
      ['切换标签', '待发货'],
      ['点击菜单', '订单列表'],
      ['搜索输入', '搜索订单号'],
      ['搜索输入', '商品名称'],
      ['搜索输入', '请输入手机号'],
    ]);
    for (const r of recs) {
      expect(r.app_name).toBe('商家后台');
      expect(r.first_menu_name).toBe('商品');
      expect(r.second_menu_name).toBe('商品列表');
      expect(r.url).toBe('https://merchant.example.cn/goods/list');
      expect(r.type).toBe(2);
    }
    // input values never leave the page
    const all = JSON.stringify(recs);
    expect(all).not.toContain('SECRET-VALUE');
    expect(all).not.toContain('typed by user');
    expect(all).not.toContain('13812345678');
  });

  it('ignores plain elements, plain inputs and disabled controls', async () => {
    const c = capture();
    stopAll.push(c.tracker.stop);
    document.body.innerHTML = `
      <div id="d1">普通文字</div>
      <p><span id="d2">段落</span></p>
      <input id="i1" type="text" value="x" />
      <button id="off" disabled>不可用</button>
      <div class="ant-tabs-tab ant-tabs-tab-disabled"><div id="t-off" class="x">禁用标签</div></div>
    `;
    for (const id of ['#d1', '#d2', '#i1', '#off', '#t-off']) c.click(id);
    document.body.click();
    expect(c.tracker.pendingCount).toBe(0);
    expect(c.send).not.toHaveBeenCalled();
  });

  it('records data-track opt-ins with their content and honours data-track="off"', async () => {
    const c = capture();
    stopAll.push(c.tracker.stop);
    document.body.innerHTML = `
      <div id="card" data-track="查看订单卡片"><span id="inner">订单 1024</span></div>
      <div data-track="off"><button id="quiet">隐私按钮</button></div>
    `;
    c.click('#inner');
    c.click('#quiet');
    const recs = await c.queued();
    expect(recs).toHaveLength(1);
    expect(recs[0]!.content).toBe('查看订单卡片');
    expect(recs[0]!.ele_text).toBe('订单 1024');
  });

  it('strips phone numbers and tokens from ele_text', async () => {
    const c = capture();
    stopAll.push(c.tracker.stop);
    document.body.innerHTML = `
      <button id="p1">呼叫 13812345678</button>
      <button id="p2">联系 +86 139-1234-5678 客服</button>
      <button id="p3">复制 008615012345678</button>
      <button id="p4">Bearer abcdefABCDEF0123456789 token=xyz123</button>
      <button id="p5">订单 202406011234567890</button>
    `;
    for (const id of ['#p1', '#p2', '#p3', '#p4', '#p5']) c.click(id);
    const recs = await c.queued();
    expect(recs.map((r) => r.ele_text)).toEqual(['呼叫', '联系客服', '复制', 'token=', '订单 202406011234567890']);
    const all = JSON.stringify(recs);
    for (const secret of ['13812345678', '139-1234', '1391234', '15012345678', 'abcdefABCDEF', 'xyz123']) {
      expect(all).not.toContain(secret);
    }
  });

  it('classifies targets without a tracker', () => {
    document.body.innerHTML = `
      <button id="b"><i id="bi"></i></button>
      <div id="tab" role="tab">A</div>
      <div id="plain">B</div>
    `;
    expect(classifyClick(document.getElementById('bi'))?.kind).toBe('button');
    expect(classifyClick(document.getElementById('tab'))?.kind).toBe('tab');
    expect(classifyClick(document.getElementById('plain'))).toBeNull();
    expect(classifyClick(document.getElementById('tab')!.firstChild)).toMatchObject({ kind: 'tab' }); // text node
    expect(classifyClick(null)).toBeNull();
  });
});

describe('scrubbing helpers', () => {
  it('removes sensitive query parameters and phone numbers from the url', () => {
    const url = sanitizeUrl('https://m.example.cn/order/list?status=1&token=abc&authToken=def&phone=13812345678#top');
    expect(url).toBe('https://m.example.cn/order/list?status=1#top');
    expect(sanitizeUrl('https://m.example.cn/user/13812345678/detail')).toBe('https://m.example.cn/user//detail');
  });

  it('strips formatted and prefixed mobile numbers but keeps other digits', () => {
    expect(stripSensitive('a 13812345678 b')).toBe('a b');
    expect(stripSensitive('+8613812345678')).toBe('');
    expect(stripSensitive('0086 138 1234 5678')).toBe('');
    expect(stripSensitive('12345678901')).toBe('12345678901'); // 12x is not a mobile prefix
    expect(stripSensitive('1717200012345')).toBe('1717200012345'); // a 13-digit timestamp
  });
});
