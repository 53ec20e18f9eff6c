import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as Sentry from '@sentry/react';
import type { BrowserOptions } from '@sentry/react';
import {
  afterLoadWhenIdle,
  buildSentryOptions,
  initErrorReporting,
  isErrorReportingEnabled,
  loadReplay,
  reportError,
  sameOriginTracePropagationTargets,
} from './sentry';
import { PHONE_MASK } from './filters';

const DSN = 'https://public@example.invalid/1';
const TOKEN = 'q2Wv8xZ1kP0sT7yB4nR6mC3dF9gH5jL2aE1uI8oY0tS';

interface EnvelopeItem {
  header: { type?: string };
  payload: Record<string, unknown>;
}

/** A transport built with Sentry.createTransport whose makeRequest only records the envelope text. */
function fakeTransport() {
  const bodies: string[] = [];
  const transport: NonNullable<BrowserOptions['transport']> = (options) =>
    Sentry.createTransport(options, (request) => {
      bodies.push(typeof request.body === 'string' ? request.body : new TextDecoder().decode(request.body));
      return Promise.resolve({ statusCode: 200 });
    });
  const items = (): EnvelopeItem[] =>
    bodies.flatMap((body) => {
      const lines = body.split('\n');
      const out: EnvelopeItem[] = [];
      for (let i = 1; i + 1 < lines.length; i += 2) {
        try {
          out.push({ header: JSON.parse(lines[i]!), payload: JSON.parse(lines[i + 1]!) });
        } catch {
          break; // binary item (replay): not an event
        }
      }
      return out;
    });
  const events = () =>
    items()
      .filter((i) => i.header.type === 'event')
      .map((i) => i.payload);
  return { transport, bodies, events };
}

function init(extra: Parameters<typeof initErrorReporting>[0] = {}) {
  const fake = fakeTransport();
  const on = initErrorReporting({ dsn: DSN, transport: fake.transport, replay: false, ...extra });
  expect(on).toBe(true);
  return fake;
}

/** Always thrown from the same place, so two calls give identical events. */
function sameError(message: string) {
  return new Error(message);
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(async () => {
  await Sentry.close(100);
  vi.restoreAllMocks();
});

describe('initErrorReporting', () => {
  it('stays off without a DSN', () => {
    const before = Sentry.getClient();
    expect(initErrorReporting({ dsn: '' })).toBe(false);
    expect(initErrorReporting({ dsn: '   ' })).toBe(false);
    expect(Sentry.getClient()).toBe(before);
    // and reportError still logs
    reportError(new Error('offline'), { source: 'navigation' });
    expect(console.error).toHaveBeenCalledWith('[navigation]', expect.any(Error));
  });

  it('uses the spec options: release, environment, sample rates, no breadcrumbs, tracing', () => {
    init();
    const options = Sentry.getClient()!.getOptions();
    expect(options.dsn).toBe(DSN);
    expect(options.release).toBe('1.0.0');
    expect(options.environment).toBe('pro');
    expect(options.tracesSampleRate).toBe(1);
    expect((options as BrowserOptions).replaysSessionSampleRate).toBe(0.1);
    expect((options as BrowserOptions).replaysOnErrorSampleRate).toBe(1);
    expect(options.maxBreadcrumbs).toBe(0);
    expect(options.integrations.map((i) => i.name)).toContain('BrowserTracing');
    expect(options.integrations.map((i) => i.name)).not.toContain('Replay'); // loaded later, lazily
    expect(isErrorReportingEnabled()).toBe(true);

    const built = buildSentryOptions(DSN);
    expect(built).toMatchObject({
      release: '1.0.0',
      environment: 'pro',
      tracesSampleRate: 1,
      replaysSessionSampleRate: 0.1,
      replaysOnErrorSampleRate: 1,
      maxBreadcrumbs: 0,
    });
    expect(typeof built.beforeSend).toBe('function');
  });

  it('attaches trace headers only to same-origin requests', () => {
    const targets = sameOriginTracePropagationTargets('https://merchant.example.cn');
    const matches = (url: string) => targets.some((t) => (typeof t === 'string' ? url.includes(t) : t.test(url)));
    expect(matches('/xm-merchant/company/user/info')).toBe(true);
    expect(matches('https://merchant.example.cn/xm-job/x')).toBe(true);
    expect(matches('https://merchant.example.cn')).toBe(true);
    expect(matches('https://api.other.cn/xm-merchant/x')).toBe(false);
    expect(matches('//evil.example.com/x')).toBe(false);
    expect(matches('https://merchant.example.cn.evil.com/x')).toBe(false);
    expect(matches('https://evil.com/?next=https://merchant.example.cn/')).toBe(false);

    init();
    const configured = Sentry.getClient()!.getOptions().tracePropagationTargets!;
    expect(configured.map(String)).toEqual(sameOriginTracePropagationTargets(location.origin).map(String));
  });
});

describe('what reaches the transport', () => {
  it('never sends a phone number or a token', async () => {
    const originalUrl = location.href;
    history.replaceState(null, '', `/order/list?token=${TOKEN}&phone=13812345678&page=2`);
    try {
      const fake = init({ getSecrets: () => ['literal-secret-value'] });
      Sentry.withScope((scope) => {
        scope.setUser({ id: '42', username: '13812345678', email: 'boss@example.cn' });
        scope.setExtra('authToken', TOKEN);
        scope.setContext('login', { password: 'p@ssw0rd', mobile: '+86 139 1234 5678' });
        Sentry.captureException(
          new Error(`login failed for 13812345678 (Authorization: Bearer ${TOKEN}) literal-secret-value`),
        );
      });
      Sentry.startSpan(
        {
          name: 'GET /customer/13812345678',
          attributes: { 'url.full': `https://merchant.example.cn/a?authToken=${TOKEN}` },
        },
        () => {},
      );
      await Sentry.flush(1000);

      const events = fake.events();
      expect(events).toHaveLength(1);
      expect(fake.bodies.some((b) => b.includes('"type":"span"') && b.includes(`GET /customer/${PHONE_MASK}`))).toBe(
        true,
      );
      const raw = fake.bodies.join('\n');
      expect(raw).not.toContain('13812345678');
      expect(raw).not.toContain('139 1234 5678');
      expect(raw).not.toContain(TOKEN);
      expect(raw).not.toContain('p@ssw0rd');
      expect(raw).not.toContain('literal-secret-value');
      expect(raw).not.toContain('boss@example.cn');

      const event = events[0] as {
        exception: { values: Array<{ value: string }> };
        user: unknown;
        request: { url: string };
      };
      expect(event.exception.values[0]!.value).toBe(
        `login failed for ${PHONE_MASK} (Authorization: Bearer [Filtered]) [Filtered]`,
      );
      expect(event.user).toEqual({ id: '42' });
      expect(event.request.url).toContain('page=2');
    } finally {
      history.replaceState(null, '', originalUrl);
    }
  });

  for (const defaults of [true, false]) {
    const label = defaults ? 'with the default integrations' : 'with beforeSend alone';
    const extra = defaults ? {} : { defaultIntegrations: false as const };

    it(`drops 'Script error.' and ResizeObserver notices (${label})`, async () => {
      const fake = init(extra);
      Sentry.captureException(new Error('Script error.'));
      Sentry.captureMessage('Script error.');
      Sentry.captureException(new Error('ResizeObserver loop limit exceeded'));
      Sentry.captureMessage('ResizeObserver loop completed with undelivered notifications.');
      Sentry.captureException(new Error('real failure'));
      await Sentry.flush(1000);
      const values = fake.events().map((e) => JSON.stringify(e));
      expect(values).toHaveLength(1);
      expect(values[0]).toContain('real failure');
    });

    it(`drops the second of two identical consecutive errors (${label})`, async () => {
      const fake = init(extra);
      Sentry.captureException(sameError('duplicate me'));
      Sentry.captureException(sameError('duplicate me'));
      Sentry.captureException(sameError('something else'));
      Sentry.captureException(sameError('duplicate me'));
      await Sentry.flush(1000);
      const messages = fake
        .events()
        .map((e) => (e as { exception: { values: Array<{ value: string }> } }).exception.values[0]!.value);
      expect(messages).toEqual(['duplicate me', 'something else', 'duplicate me']);
    });
  }

  it('reportError logs, tags the source and scrubs its context', async () => {
    const fake = init();
    const id = reportError(new Error('route generation failed'), {
      source: 'route-generation',
      path: '/x?phone=13812345678',
      token: TOKEN,
    });
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(console.error).toHaveBeenCalledWith('[route-generation]', expect.any(Error), expect.any(Object));
    await Sentry.flush(1000);
    const [event] = fake.events() as Array<{ tags: Record<string, string>; extra: Record<string, unknown> }>;
    expect(event!.tags.source).toBe('route-generation');
    expect(event!.extra).toEqual({ path: `/x?phone=${PHONE_MASK}` });
    expect(fake.bodies.join('\n')).not.toContain(TOKEN);

    reportError(new Error('navigation failed'), { where: 'navigation', to: '/order/detail' });
    await Sentry.flush(1000);
    const second = fake.events()[1] as { tags: Record<string, string>; extra: Record<string, unknown> };
    expect(second.tags.source).toBe('navigation');
    expect(second.extra).toEqual({ to: '/order/detail' });
  });
});

describe('replay loads lazily', () => {
  it('hands the loader to the scheduler instead of loading at init', () => {
    const scheduler = vi.fn();
    const fake = fakeTransport();
    initErrorReporting({ dsn: DSN, transport: fake.transport, replay: scheduler });
    expect(scheduler).toHaveBeenCalledTimes(1);
    expect(Sentry.getClient()!.getIntegrationByName('Replay')).toBeUndefined();
  });

  it('waits for the load event and then for idle time', () => {
    const listeners: Record<string, () => void> = {};
    const idle: Array<() => void> = [];
    const win = {
      document: { readyState: 'loading' },
      addEventListener: (type: string, fn: () => void) => (listeners[type] = fn),
      requestIdleCallback: (fn: () => void) => idle.push(fn),
      setTimeout: () => 0,
    } as unknown as Window;
    const task = vi.fn();
    afterLoadWhenIdle(task, win);
    expect(task).not.toHaveBeenCalled();
    listeners.load!();
    expect(task).not.toHaveBeenCalled();
    idle[0]!();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('adds the Replay integration from its own module when loaded', async () => {
    init();
    await loadReplay();
    expect(Sentry.getClient()!.getIntegrationByName('Replay')).toBeDefined();
  });
});
