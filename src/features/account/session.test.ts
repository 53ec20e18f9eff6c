import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { QueryClient } from '@tanstack/react-query';
import { feedback } from '@/lib/feedback';
import { resetAuthExpiryForTests, setAuthExpiredHandler } from '@/api/http';
import { clearToken, setToken } from '@/stores/session';
import { loadSession, prefetchSession } from './session';

const USER = {
  userId: 7,
  companyId: 3,
  companyType: 1,
  authNameList: ['order.list'],
  showLuYanMenu: 0,
  readyStatus: 1,
  reviewStatus: 1,
  draftStatus: 0,
  reviewReason: null,
  nickname: '店长',
};

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Counts the session requests; user/info answers `info` (an envelope). */
function sessionApi(info: Record<string, unknown> = { code: 1, msg: 'ok', data: USER }) {
  const hits = { info: 0, erp: 0, job: 0 };
  server.use(
    http.post('*/xm-merchant/company/user/info', () => {
      hits.info++;
      return HttpResponse.json(info);
    }),
    http.post('*/xm-merchant/erp/inWhitelist', () => {
      hits.erp++;
      return HttpResponse.json({ code: 1, msg: 'ok', data: { inWhitelist: true } });
    }),
    http.post('*/xm-job/merchant/job/operate/whiteList', () => {
      hits.job++;
      return HttpResponse.json({ code: 1, msg: 'ok', data: { inWhitelist: false } });
    }),
  );
  return hits;
}

describe('prefetchSession', () => {
  let queryClient: QueryClient;
  beforeEach(() => {
    queryClient = new QueryClient();
    resetAuthExpiryForTests();
    setAuthExpiredHandler(() => {});
    vi.spyOn(feedback, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    clearToken();
    vi.restoreAllMocks();
  });

  it('with a token, sends the session requests at once and the guard reuses them (no second request)', async () => {
    setToken('t');
    const hits = sessionApi();
    prefetchSession(queryClient);
    // Sent by the prefetch itself, before any guard asks.
    await vi.waitFor(() => expect(hits).toEqual({ info: 1, erp: 1, job: 1 }));
    const session = await loadSession(queryClient);
    expect(session.whitelist).toEqual({ erp: true, job: false });
    expect(session.keys.has('order.list')).toBe(true);
    expect(hits).toEqual({ info: 1, erp: 1, job: 1 });
  });

  it('without a token, sends nothing (the guard sends the visitor to login)', async () => {
    const hits = sessionApi();
    prefetchSession(queryClient);
    await new Promise((r) => setTimeout(r, 20));
    expect(hits).toEqual({ info: 0, erp: 0, job: 0 });
  });

  it('leaves a failure to the guard: nothing unhandled, and the guard still rejects', async () => {
    setToken('t');
    const hits = sessionApi({ code: 1001, msg: 'token 无效', data: null });
    // Node's process (the web project has no Node types): vitest runs these tests in Node with jsdom.
    const proc = (globalThis as unknown as { process: { on(e: string, f: () => void): void; off(e: string, f: () => void): void } }).process;
    const unhandled = vi.fn();
    proc.on('unhandledRejection', unhandled);
    try {
      prefetchSession(queryClient);
      await new Promise((r) => setTimeout(r, 20));
      await expect(loadSession(queryClient)).rejects.toThrow();
      await new Promise((r) => setTimeout(r, 20));
      expect(unhandled).not.toHaveBeenCalled();
      expect(hits.erp + hits.job).toBe(0);
    } finally {
      proc.off('unhandledRejection', unhandled);
    }
  });
});
