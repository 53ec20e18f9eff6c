import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { feedback, setErrorToastClock } from '@/lib/feedback';
import { resetServerClockForTests, serverClockOffset, serverNow } from '@/lib/server-clock';
import { clearToken, getToken, setToken, TOKEN_STORAGE_KEY } from '@/stores/session';
import {
  ApiError,
  customInstance,
  jobApi,
  merchantApi,
  plainApi,
  REQUEST_TIMEOUT_MS,
  redirectToLogin,
  routeRequest,
  resetAuthExpiryForTests,
  setAuthExpiredHandler,
  type Unwrap,
} from './http';

const INFO = '*/xm-merchant/company/user/info';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let now = 0;
let toast: ReturnType<typeof vi.spyOn>;
let onAuthExpired: ReturnType<typeof vi.fn<(redirect: string) => void>>;

beforeEach(() => {
  now = 10_000;
  setErrorToastClock(() => now);
  toast = vi.spyOn(feedback, 'error').mockImplementation(() => {});
  onAuthExpired = vi.fn<(redirect: string) => void>();
  setAuthExpiredHandler(onAuthExpired);
  resetAuthExpiryForTests();
  clearToken();
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  setErrorToastClock();
});

/** Answers `path` with `body` (and `status`), recording each request. */
function answer(path: string, body: unknown, status = 200) {
  const requests: Request[] = [];
  server.use(
    http.post(path, ({ request }) => {
      requests.push(request.clone());
      return HttpResponse.json(body as Record<string, unknown>, { status });
    }),
  );
  return requests;
}

function callInfo(options?: { hideErrorMessage?: boolean }, signal?: AbortSignal) {
  return customInstance<{ code: number; data?: { companyId: number }; msg?: string }>(
    {
      url: '/xm-merchant/company/user/info',
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      signal,
    },
    options,
  );
}

/** The ApiError a call rejects with (fails the test when it resolves). */
async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('envelope (spec §5)', () => {
  it('resolves with data when code is 1', async () => {
    answer(INFO, { code: 1, data: { companyId: 42 }, msg: 'ok' });
    await expect(callInfo()).resolves.toEqual({ companyId: 42 });
    expect(toast).not.toHaveBeenCalled();
  });

  it('resolves with null when data is absent or null', async () => {
    answer(INFO, { code: 1, msg: 'ok' });
    await expect(callInfo()).resolves.toBeNull();
    answer(INFO, { code: 1, data: null, msg: 'ok' });
    await expect(callInfo()).resolves.toBeNull();
  });

  it('keeps falsy data that is present', async () => {
    answer('*/xm-job/merchant/job/operate/whiteList', { code: 1, data: false, msg: 'ok' });
    await expect(customInstance({ url: '/xm-job/merchant/job/operate/whiteList', method: 'POST' })).resolves.toBe(
      false,
    );
  });

  it('Unwrap gives the data type or null', () => {
    type Info = Unwrap<{ code: number; data?: { companyId: number }; msg?: string }>;
    const value: Info = null;
    const typed: Info = { companyId: 1 };
    expect([value, typed]).toEqual([null, { companyId: 1 }]);
    // @ts-expect-error a string is not the unwrapped type
    const wrong: Info = 'x';
    expect(wrong).toBe('x');
  });

  it('sends data as JSON with POST', async () => {
    const requests = answer('*/xm-merchant/company/auth/login', { code: 1, data: { authToken: 't', pwdUpdateTips: false } });
    await customInstance({
      url: '/xm-merchant/company/auth/login',
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      data: { phone: '13800000001', password: 'Demo@123456' },
    });
    expect(requests).toHaveLength(1);
    expect(requests[0].method).toBe('POST');
    expect(new URL(requests[0].url).pathname).toBe('/xm-merchant/company/auth/login');
    expect(requests[0].headers.get('content-type')).toBe('application/json');
    expect(await requests[0].json()).toEqual({ phone: '13800000001', password: 'Demo@123456' });
  });
});

describe('routing (spec §7)', () => {
  it('sends /xm-job/ calls to the job service', async () => {
    const job = answer('*/xm-job/merchant/companyRecruit/statistic', { code: 1, data: { total: 3 } });
    const merchant = answer('*/xm-merchant/*', { code: 1, data: 'wrong service' });
    await expect(
      customInstance({ url: '/xm-job/merchant/companyRecruit/statistic', method: 'POST', data: { companyId: 7 } }),
    ).resolves.toEqual({ total: 3 });
    expect(job).toHaveLength(1);
    expect(merchant).toHaveLength(0);
    expect(new URL(job[0].url).pathname).toBe('/xm-job/merchant/companyRecruit/statistic');
    expect(await job[0].json()).toEqual({ companyId: 7 });
  });

  it('picks the instance by prefix and strips it', () => {
    expect(routeRequest('/xm-job/merchant/userReceiveTask/list')).toEqual({
      client: jobApi,
      input: 'merchant/userReceiveTask/list',
    });
    expect(routeRequest('/xm-merchant/erp/inWhitelist')).toEqual({ client: merchantApi, input: 'erp/inWhitelist' });
    expect(routeRequest('/xm-log/track')).toEqual({ client: plainApi, input: `${location.origin}/xm-log/track` });
  });

  it('uses VITE_API_BASE_URL (trailing slash removed) as the base of both services', async () => {
    vi.stubEnv('VITE_API_BASE_URL', 'https://api.example.com/');
    vi.resetModules();
    try {
      const fresh = await import('./http');
      expect(fresh.API_BASE_URL).toBe('https://api.example.com');
      const merchant = answer('*/xm-merchant/company/user/info', { code: 1, data: { companyId: 9 } });
      const job = answer('*/xm-job/merchant/companyRecruit/pageList', { code: 1, data: [] });
      await expect(fresh.customInstance({ url: '/xm-merchant/company/user/info', method: 'POST' })).resolves.toEqual({
        companyId: 9,
      });
      await expect(fresh.customInstance({ url: '/xm-job/merchant/companyRecruit/pageList', method: 'POST' })).resolves.toEqual(
        [],
      );
      expect(merchant[0].url).toBe('https://api.example.com/xm-merchant/company/user/info');
      expect(job[0].url).toBe('https://api.example.com/xm-job/merchant/companyRecruit/pageList');
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  });

  it('sends other absolute paths as they are, with the common headers', async () => {
    setToken('tok-track');
    const track = answer('*/xm-log/track', { code: 1 });
    await expect(customInstance({ url: '/xm-log/track', method: 'POST', data: [{ type: 2 }] })).resolves.toBeNull();
    expect(new URL(track[0].url).pathname).toBe('/xm-log/track');
    expect(track[0].headers.get('authorization')).toBe('Bearer tok-track');
    expect(track[0].headers.get('x-channel')).toBe('default');
  });
});

describe('headers (spec §7)', () => {
  afterEach(() => {
    delete (navigator as { maxTouchPoints?: number }).maxTouchPoints;
  });

  it('reads the platform clock from x-server-now on every answer, errors included', async () => {
    const ahead = Date.now() + 49 * 3_600_000;
    server.use(http.post(INFO, () => HttpResponse.json({ code: 1, data: { companyId: 1 } }, { headers: { 'x-server-now': String(ahead) } })));
    await callInfo();
    expect(serverNow() - ahead).toBeGreaterThanOrEqual(0);
    expect(serverNow() - ahead).toBeLessThan(5_000);
    server.use(http.post(INFO, () => HttpResponse.json({ code: 0, msg: '参数错误' }, { headers: { 'x-server-now': String(Date.now()) } })));
    await failure(callInfo({ hideErrorMessage: true }));
    expect(Math.abs(serverClockOffset())).toBeLessThan(5_000);
    resetServerClockForTests();
  });

  it('sends x-terminal UNKNOWN, x-channel default and no Authorization without a token', async () => {
    const requests = answer(INFO, { code: 1, data: { companyId: 1 } });
    await callInfo();
    expect(requests[0].headers.get('x-terminal')).toBe('UNKNOWN');
    expect(requests[0].headers.get('x-channel')).toBe('default');
    expect(requests[0].headers.has('authorization')).toBe(false);
  });

  it('sends Authorization: Bearer <token> read at request time', async () => {
    const requests = answer(INFO, { code: 1, data: { companyId: 1 } });
    setToken('abc123');
    await callInfo();
    setToken('def456');
    await callInfo();
    expect(requests.map((r) => r.headers.get('authorization'))).toEqual(['Bearer abc123', 'Bearer def456']);
  });

  it('sends x-terminal H5 on a touch device (maxTouchPoints > 0), evaluated per request', async () => {
    const requests = answer(INFO, { code: 1, data: { companyId: 1 } });
    await callInfo();
    Object.defineProperty(navigator, 'maxTouchPoints', { value: 5, configurable: true });
    await callInfo();
    expect(requests.map((r) => r.headers.get('x-terminal'))).toEqual(['UNKNOWN', 'H5']);
  });

  it('sends x-terminal H5 when the pointer is coarse', async () => {
    const requests = answer(INFO, { code: 1, data: { companyId: 1 } });
    const matchMedia = vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) => ({ matches: query === '(pointer: coarse)', media: query }) as MediaQueryList,
    );
    await callInfo();
    expect(matchMedia).toHaveBeenCalledWith('(pointer: coarse)');
    expect(requests[0].headers.get('x-terminal')).toBe('H5');
  });
});

describe('error catalogue (spec §8)', () => {
  describe.each([1001, 1003])('code %i', (code) => {
    it("toasts '登录状态已失效', clears the token and goes to Login with the current path", async () => {
      setToken('expired-token');
      window.history.replaceState(null, '', '/order/list?page=2&status=1');
      answer(INFO, { code, msg: 'token invalid' });

      const error = await failure(callInfo());

      expect(error).toMatchObject({ code, kind: 'auth', message: '登录状态已失效' });
      expect(toast).toHaveBeenCalledTimes(1);
      expect(toast).toHaveBeenCalledWith('登录状态已失效');
      expect(getToken()).toBe('');
      expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
      expect(onAuthExpired).toHaveBeenCalledTimes(1);
      expect(onAuthExpired).toHaveBeenCalledWith('/order/list?page=2&status=1');
    });
  });

  it('redirects once for a burst of parallel 1001s, and again for a later login', async () => {
    setToken('old-token');
    answer(INFO, { code: 1001, msg: 'token invalid' });

    const errors = await Promise.all([1, 2, 3, 4].map(() => failure(callInfo())));

    expect(errors.map((e) => e.kind)).toEqual(['auth', 'auth', 'auth', 'auth']);
    expect(onAuthExpired).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledTimes(1);

    now += 5_000;
    setToken('new-token');
    await failure(callInfo());
    expect(onAuthExpired).toHaveBeenCalledTimes(2);
    expect(getToken()).toBe('');
  });

  it('redirects once for a burst of 1003s sent without a token', async () => {
    answer(INFO, { code: 1003, msg: '未登录' });
    await Promise.all([1, 2, 3].map(() => failure(callInfo())));
    expect(onAuthExpired).toHaveBeenCalledTimes(1);
  });

  it('a late 1001 for an old token leaves a newer login alone (no clear, no toast, no redirect)', async () => {
    setToken('old-token');
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let reached = false;
    server.use(
      http.post(INFO, async () => {
        reached = true;
        await released;
        return HttpResponse.json({ code: 1001, msg: 'token invalid' });
      }),
    );
    const pending = failure(callInfo());
    await vi.waitFor(() => expect(reached).toBe(true));
    setToken('fresh-token');
    release();
    const error = await pending;
    expect(error.kind).toBe('auth');
    expect(getToken()).toBe('fresh-token');
    expect(toast).not.toHaveBeenCalled();
    expect(onAuthExpired).not.toHaveBeenCalled();
  });

  it('the default handler goes to /login?redirect=<path+search>, but not from /login', async () => {
    const assign = vi.fn();
    const fakeLocation = { pathname: '/goods/list', search: '?tab=2', origin: location.origin, assign };
    setAuthExpiredHandler(redirectToLogin);
    answer(INFO, { code: 1001 });
    vi.stubGlobal('location', fakeLocation);
    try {
      await failure(callInfo());
      expect(assign).toHaveBeenCalledTimes(1);
      expect(assign).toHaveBeenCalledWith('/login?redirect=%2Fgoods%2Flist%3Ftab%3D2');

      resetAuthExpiryForTests();
      fakeLocation.pathname = '/login';
      fakeLocation.search = '?redirect=%2Fgoods%2Flist';
      await failure(callInfo());
      expect(assign).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  describe.each([1002, 1004])('code %i', (code) => {
    it("toasts '无权限' and keeps the session", async () => {
      setToken('valid-token');
      answer(INFO, { code, msg: 'no authority' });

      const error = await failure(callInfo());

      expect(error).toMatchObject({ code, kind: 'forbidden', message: '无权限' });
      expect(toast).toHaveBeenCalledTimes(1);
      expect(toast).toHaveBeenCalledWith('无权限');
      expect(getToken()).toBe('valid-token');
      expect(onAuthExpired).not.toHaveBeenCalled();
    });
  });

  it('other code with a msg: toasts the server msg and rejects with code and data', async () => {
    answer(INFO, { code: 0, msg: '手机号格式不正确', data: { field: 'phone' } });
    const error = await failure(callInfo());
    expect(error).toMatchObject({ code: 0, kind: 'business', message: '手机号格式不正确', data: { field: 'phone' } });
    expect(toast).toHaveBeenCalledWith('手机号格式不正确');
    expect(toast).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['an empty msg', { code: -1, msg: '' }],
    ['a blank msg', { code: 0, msg: '   ' }],
    ['no msg', { code: 2 }],
  ])("other code with %s: toasts '未知错误，请重试'", async (_label, body) => {
    answer(INFO, body);
    const error = await failure(callInfo());
    expect(error).toMatchObject({ code: body.code, kind: 'business', message: '未知错误，请重试' });
    expect(toast).toHaveBeenCalledWith('未知错误，请重试');
  });

  it("network error: toasts '网络连接失败，请检查网络后重试'", async () => {
    server.use(http.post(INFO, () => HttpResponse.error()));
    const error = await failure(callInfo());
    expect(error.kind).toBe('network');
    expect(error.message).toBe('网络连接失败，请检查网络后重试');
    expect(toast).toHaveBeenCalledWith('网络连接失败，请检查网络后重试');
  });

  it("timeout after 60 s: toasts '请求超时，请稍后重试'", async () => {
    expect(REQUEST_TIMEOUT_MS).toBe(60_000);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.use(
      http.post(INFO, async () => {
        await delay('infinite');
        return HttpResponse.json({ code: 1 });
      }),
    );
    let settled = false;
    const pending = failure(callInfo()).finally(() => (settled = true));

    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);

    const error = await pending;
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe('请求超时，请稍后重试');
    expect(toast).toHaveBeenCalledWith('请求超时，请稍后重试');
  });

  it('cancelled request (aborted in flight): rejects with kind cancelled, no toast', async () => {
    server.use(
      http.post(INFO, async () => {
        await delay('infinite');
        return HttpResponse.json({ code: 1 });
      }),
    );
    const controller = new AbortController();
    const pending = failure(callInfo(undefined, controller.signal));
    await delay(10);
    controller.abort();
    const error = await pending;
    expect(error.kind).toBe('cancelled');
    expect(toast).not.toHaveBeenCalled();
    expect(onAuthExpired).not.toHaveBeenCalled();
  });

  it('cancelled request (aborted before sending): rejects with kind cancelled, no toast', async () => {
    const requests = answer(INFO, { code: 1, data: { companyId: 1 } });
    const controller = new AbortController();
    controller.abort();
    const error = await failure(callInfo(undefined, controller.signal));
    expect(error.kind).toBe('cancelled');
    expect(requests).toHaveLength(0);
    expect(toast).not.toHaveBeenCalled();
  });

  it('hideErrorMessage: no toast for a business error, still rejects', async () => {
    answer(INFO, { code: 0, msg: '库存不足' });
    const error = await failure(callInfo({ hideErrorMessage: true }));
    expect(error).toMatchObject({ code: 0, kind: 'business', message: '库存不足' });
    expect(toast).not.toHaveBeenCalled();
  });

  it('hideErrorMessage: no toast for a network error', async () => {
    server.use(http.post(INFO, () => HttpResponse.error()));
    const error = await failure(callInfo({ hideErrorMessage: true }));
    expect(error.kind).toBe('network');
    expect(toast).not.toHaveBeenCalled();
  });

  it('hideErrorMessage on 1001: no toast, but the token is cleared and Login is opened', async () => {
    setToken('expired-token');
    window.history.replaceState(null, '', '/overview');
    answer(INFO, { code: 1001 });
    const error = await failure(callInfo({ hideErrorMessage: true }));
    expect(error.kind).toBe('auth');
    expect(toast).not.toHaveBeenCalled();
    expect(getToken()).toBe('');
    expect(onAuthExpired).toHaveBeenCalledWith('/overview');
  });

  it("HTTP 500 without an envelope: toasts '服务器异常（HTTP 500），请稍后重试'", async () => {
    server.use(http.post(INFO, () => new HttpResponse('<html>Internal Server Error</html>', { status: 500 })));
    const error = await failure(callInfo());
    expect(error).toMatchObject({ kind: 'http', status: 500, message: '服务器异常（HTTP 500），请稍后重试' });
    expect(toast).toHaveBeenCalledWith('服务器异常（HTTP 500），请稍后重试');
  });

  it('HTTP 502 with a JSON body that is not an envelope names the status', async () => {
    answer(INFO, { error: 'Bad Gateway' }, 502);
    const error = await failure(callInfo());
    expect(error.message).toBe('服务器异常（HTTP 502），请稍后重试');
    expect(toast).toHaveBeenCalledWith('服务器异常（HTTP 502），请稍后重试');
  });

  it('HTTP 500 with an envelope body is handled as that envelope', async () => {
    answer(INFO, { code: 0, msg: '服务繁忙，请稍后再试' }, 500);
    const error = await failure(callInfo());
    expect(error).toMatchObject({ code: 0, kind: 'business', status: 500, message: '服务繁忙，请稍后再试' });
    expect(toast).toHaveBeenCalledWith('服务繁忙，请稍后再试');
  });

  it('HTTP 401 with a 1001 envelope is an expired session', async () => {
    setToken('expired-token');
    answer(INFO, { code: 1001, msg: 'Unauthorized' }, 401);
    const error = await failure(callInfo());
    expect(error.kind).toBe('auth');
    expect(toast).toHaveBeenCalledWith('登录状态已失效');
    expect(getToken()).toBe('');
  });

  it("HTTP 200 whose body is not an envelope: toasts '未知错误，请重试'", async () => {
    server.use(http.post(INFO, () => HttpResponse.text('OK')));
    const error = await failure(callInfo());
    expect(error).toMatchObject({ kind: 'http', status: 200, message: '未知错误，请重试' });
    expect(toast).toHaveBeenCalledWith('未知错误，请重试');
  });
});

describe('toast throttle (spec §8: one per second)', () => {
  it('shows one toast for two errors within 1 s, and another after 1 s', async () => {
    answer(INFO, { code: 0, msg: '第一次错误' });
    await failure(callInfo());
    now += 999;
    answer(INFO, { code: 0, msg: '第二次错误' });
    await failure(callInfo());
    expect(toast).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenLastCalledWith('第一次错误');

    now += 1;
    answer(INFO, { code: 0, msg: '第三次错误' });
    await failure(callInfo());
    expect(toast).toHaveBeenCalledTimes(2);
    expect(toast).toHaveBeenLastCalledWith('第三次错误');
  });

  it('a cancelled or hidden error does not use up the window', async () => {
    answer(INFO, { code: 0, msg: '隐藏的错误' });
    await failure(callInfo({ hideErrorMessage: true }));
    answer(INFO, { code: 0, msg: '可见的错误' });
    await failure(callInfo());
    expect(toast).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledWith('可见的错误');
  });
});
